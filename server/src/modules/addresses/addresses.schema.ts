// The address book in GraphQL: list, add, edit, delete, choose the default. Thin: scope, call one service.
import { builder } from "../../builder.ts";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { Done, done } from "../users/users.schema.ts";
import * as addresses from "./addresses.service.ts";
import { viewerId } from "../../context.ts";
import type { ShippingAddress } from "@fanfare/shared/addresses";


/** What every postal address says: an address-book entry and the copy a shipping order keeps. */
const PostalAddress = builder.interfaceRef<ShippingAddress>("PostalAddress").implement({
  description: "A recipient and where to deliver to them.",
  fields: (t) => ({
    recipient: t.exposeString("recipient", { description: "The name of the person who receives the parcel." }),
    phone: t.exposeString("phone", { description: "The recipient's phone number in E.164 form (e.g. +85291234567), for the courier." }),
    line1: t.exposeString("line1", { description: "First address line: street, number and building." }),
    line2: t.exposeString("line2", { description: "Second address line (floor, flat); null when not given.", nullable: true }),
    city: t.exposeString("city", { description: "City or district." }),
    region: t.exposeString("region", { description: "Region, province or state; null when the country has none.", nullable: true }),
    postalCode: t.exposeString("postalCode", { description: "Postal code; null where the country uses none (e.g. Hong Kong).", nullable: true }),
    country: t.exposeString("country", { description: "ISO 3166-1 alpha-2 country code (e.g. HK, MO)." }),
  }),
});

export const AddressType = builder.prismaObject("Address", {
  description: "An address of the fan's address book; shipping orders keep a copy of the one chosen.",
  interfaces: [PostalAddress],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The saved address's id; pass it to updateAddress, setDefaultAddress or deleteAddress." }),
    isDefault: t.exposeBoolean("isDefault", { description: "True for the one address preselected at merchandise checkout." }),
  }),
});

/** The copy of an address a shipping order keeps (merch orders expose it). */
export const ShippingAddressType = builder.objectRef<ShippingAddress>("ShippingAddress").implement({
  description: "The recipient address as it was when the order was secured.",
  interfaces: [PostalAddress],
});

const AddressInput = builder.inputType("AddressInput", {
  description: "A postal address to save in the signed-in fan's address book.",
  fields: (t) => ({
    recipient: t.string({ description: "The name of the person who receives the parcel.", required: true }),
    phone: t.string({ required: true, description: "With its dial code, e.g. +852 9123 4567." }),
    line1: t.string({ description: "First address line: street, number and building.", required: true }),
    line2: t.string({ description: "Second address line (floor, flat); optional." }),
    city: t.string({ description: "City or district.", required: true }),
    region: t.string({ description: "Region, province or state; optional." }),
    postalCode: t.string({ description: "Postal code; optional where the country uses none." }),
    country: t.string({ description: "ISO 3166-1 alpha-2 country code (e.g. HK, MO).", required: true }),
    isDefault: t.boolean({ description: "Make this the default address (the previous default stops being one)." }),
  }),
});

builder.queryField("myAddresses", (t) =>
  t.prismaField({
    type: ["Address"],
    authScopes: { loggedIn: true },
    description: "The fan's address book, the default first.",
    resolve: (query, _root, _args, ctx) => addresses.listAddresses(ctx.deps, viewerId(ctx), query),
  }),
);

const errors = { types: [ValidationError, NotFoundError, UnauthenticatedError], directResult: true } as const;

builder.mutationFields((t) => ({
  addAddress: t.field({
    description: "Saves a new address in the signed-in fan's address book (auth: signed-in fan). Errors: ValidationError.",
    type: AddressType,
    args: { input: t.arg({ description: "The address to save.", type: AddressInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: (_r, { input }, ctx) => addresses.addAddress(ctx.deps, viewerId(ctx), input),
  }),
  updateAddress: t.field({
    description: "Replaces one of the signed-in fan's saved addresses (auth: signed-in fan). Errors: ValidationError, NotFoundError (not the viewer's address).",
    type: AddressType,
    args: { id: t.arg.id({ description: "The address's id (Address.id); must be one of the viewer's.", required: true }), input: t.arg({ description: "The address's new content.", type: AddressInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: (_r, { id, input }, ctx) => addresses.updateAddress(ctx.deps, viewerId(ctx), String(id), input),
  }),
  setDefaultAddress: t.field({
    description: "Makes one saved address the default (auth: signed-in fan). Errors: NotFoundError.",
    type: AddressType,
    args: { id: t.arg.id({ description: "The address's id (Address.id) to make the default.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: (_r, { id }, ctx) => addresses.setDefaultAddress(ctx.deps, viewerId(ctx), String(id)),
  }),
  deleteAddress: t.field({
    description: "Deletes one of the signed-in fan's saved addresses (auth: signed-in fan). Errors: NotFoundError.",
    type: Done,
    args: { id: t.arg.id({ description: "The address's id (Address.id) to delete.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: async (_r, { id }, ctx) => {
      await addresses.deleteAddress(ctx.deps, viewerId(ctx), String(id));
      return done;
    },
  }),
}));
