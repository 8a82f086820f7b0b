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
    recipient: t.exposeString("recipient"),
    phone: t.exposeString("phone"),
    line1: t.exposeString("line1"),
    line2: t.exposeString("line2", { nullable: true }),
    city: t.exposeString("city"),
    region: t.exposeString("region", { nullable: true }),
    postalCode: t.exposeString("postalCode", { nullable: true }),
    country: t.exposeString("country"),
  }),
});

export const AddressType = builder.prismaObject("Address", {
  description: "An address of the fan's address book; shipping orders keep a copy of the one chosen.",
  interfaces: [PostalAddress],
  fields: (t) => ({
    id: t.exposeID("id"),
    isDefault: t.exposeBoolean("isDefault"),
  }),
});

/** The copy of an address a shipping order keeps (merch orders expose it). */
export const ShippingAddressType = builder.objectRef<ShippingAddress>("ShippingAddress").implement({
  description: "The recipient address as it was when the order was secured.",
  interfaces: [PostalAddress],
});

const AddressInput = builder.inputType("AddressInput", {
  fields: (t) => ({
    recipient: t.string({ required: true }),
    phone: t.string({ required: true, description: "With its dial code, e.g. +852 9123 4567." }),
    line1: t.string({ required: true }),
    line2: t.string(),
    city: t.string({ required: true }),
    region: t.string(),
    postalCode: t.string(),
    country: t.string({ required: true }),
    isDefault: t.boolean(),
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
    type: AddressType,
    args: { input: t.arg({ type: AddressInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: (_r, { input }, ctx) => addresses.addAddress(ctx.deps, viewerId(ctx), input),
  }),
  updateAddress: t.field({
    type: AddressType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AddressInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: (_r, { id, input }, ctx) => addresses.updateAddress(ctx.deps, viewerId(ctx), String(id), input),
  }),
  setDefaultAddress: t.field({
    type: AddressType,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: (_r, { id }, ctx) => addresses.setDefaultAddress(ctx.deps, viewerId(ctx), String(id)),
  }),
  deleteAddress: t.field({
    type: Done,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { ...errors, types: [...errors.types] },
    resolve: async (_r, { id }, ctx) => {
      await addresses.deleteAddress(ctx.deps, viewerId(ctx), String(id));
      return done;
    },
  }),
}));
