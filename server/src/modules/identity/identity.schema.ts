// Real-name audience identities in GraphQL: list, add, correct, delete. Thin: scope, call one service.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { ErrorInterface, describedValues } from "../core/core.schema.ts";
import { Done, done } from "../users/users.schema.ts";
import { IdentityExistsError, IdentityInUseError } from "./identity.errors.ts";
import * as identity from "./identity.service.ts";
import { viewerId } from "../../context.ts";

export const IdentityDocTypeEnum = builder.enumType("IdentityDocType", {
  description: "The kind of identity document of a real-name ticket holder.",
  values: describedValues(identity.docTypes, {
    ID_CARD: "A Hong Kong or Macau identity card.",
    PASSPORT: "A passport.",
    PERMIT: "A travel permit (e.g. Mainland Travel Permit, Exit-Entry Permit).",
  }),
});

export const AudienceIdentityType = builder.objectRef<identity.IdentityView>("AudienceIdentity").implement({
  description: "A real-name identity, always masked: the full name and number never leave the server.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The identity's id; pass it to secureTickets for real-name events." }),
    docType: t.expose("docType", { description: "The kind of document.", type: IdentityDocTypeEnum }),
    maskedName: t.exposeString("maskedName", { description: "The holder's name with most letters masked (the full name is never sent back)." }),
    maskedDocNumber: t.exposeString("maskedDocNumber", { description: "The document number with all but a few characters masked." }),
    createdAt: t.expose("createdAt", { description: "When it was saved (ISO 8601, UTC).", type: "DateTime" }),
  }),
});

builder.objectType(IdentityExistsError, { description: "The viewer already saved this document.", name: "IdentityExistsError", interfaces: [ErrorInterface] });
builder.objectType(IdentityInUseError, { description: "The identity is on a live ticket or an unpaid order and cannot be changed or deleted now.", name: "IdentityInUseError", interfaces: [ErrorInterface] });

const loggedIn = { loggedIn: true } as const;

builder.queryField("myIdentities", (t) =>
  t.field({
    description: "The signed-in fan's saved real-name identities (auth: signed-in fan).",
    type: [AudienceIdentityType],
    authScopes: loggedIn,
    resolve: (_r, _a, ctx) => identity.listIdentities(ctx.deps, viewerId(ctx)),
  }),
);

const IdentityInput = builder.inputType("AudienceIdentityInput", {
  description: "A real-name identity's new content.",
  fields: (t) => ({
    name: t.string({ description: "The holder's full name as on the document.", required: true }),
    docType: t.field({ description: "The kind of document.", type: IdentityDocTypeEnum, required: true }),
    docNumber: t.string({ description: "The document number; stored encrypted, shown masked.", required: true }),
  }),
});

const AddIdentityInput = builder.inputType("AddAudienceIdentityInput", {
  description: "A real-name identity to save for ticket holders.",
  fields: (t) => ({
    name: t.string({ description: "The holder's full name as on the document.", required: true }),
    docType: t.field({ description: "The kind of document.", type: IdentityDocTypeEnum, required: true }),
    docNumber: t.string({ description: "The document number; stored encrypted, shown masked.", required: true }),
    consent: t.boolean({ required: true, description: "Agreement to share with authorities, organisers, venues and ticket issuers." }),
  }),
});

builder.mutationField("addAudienceIdentity", (t) =>
  t.field({
    description: "Saves a real-name identity for real-name events (auth: signed-in fan). Errors: ValidationError, IdentityExistsError.",
    type: AudienceIdentityType,
    authScopes: loggedIn,
    args: { input: t.arg({ description: "The identity.", type: AddIdentityInput, required: true }) },
    errors: { types: [ValidationError, IdentityExistsError], directResult: true },
    resolve: (_r, { input }, ctx) => identity.addIdentity(ctx.deps, viewerId(ctx), input),
  }),
);

/** What correcting and deleting an identity need from elsewhere. */
export interface IdentitySchemaLookups {
  /** Whether an identity is on an order that still holds stock (the orders module reads orders). */
  identityOnLiveHold: identity.IdentityHoldCheck;
}

/**
 * Correcting or deleting an identity is refused while an unpaid order holds it; only the orders module
 * reads orders, and orders imports identity, so the schema assembly (server/src/schema.ts) hands the
 * check in.
 */
export function defineIdentityMutations(lookups: IdentitySchemaLookups): void {
  builder.mutationField("updateAudienceIdentity", (t) =>
    t.field({
      description: "Changes a saved identity (auth: signed-in fan). Errors: ValidationError, IdentityExistsError, IdentityInUseError, NotFoundError.",
      type: AudienceIdentityType,
      authScopes: loggedIn,
      args: { id: t.arg.id({ description: "The identity's id (AudienceIdentity.id).", required: true }), input: t.arg({ description: "The new content.", type: IdentityInput, required: true }) },
      errors: { types: [ValidationError, IdentityExistsError, IdentityInUseError, NotFoundError], directResult: true },
      resolve: (_r, { id, input }, ctx) => identity.updateIdentity(ctx.deps, lookups.identityOnLiveHold, viewerId(ctx), String(id), input),
    }),
  );

  builder.mutationField("deleteAudienceIdentity", (t) =>
    t.field({
      description: "Deletes a saved identity (auth: signed-in fan). Errors: IdentityInUseError, NotFoundError.",
      type: Done,
      authScopes: loggedIn,
      args: { id: t.arg.id({ description: "The identity's id (AudienceIdentity.id).", required: true }) },
      errors: { types: [IdentityInUseError, NotFoundError], directResult: true },
      resolve: async (_r, { id }, ctx) => {
        await identity.deleteIdentity(ctx.deps, lookups.identityOnLiveHold, viewerId(ctx), String(id));
        return done;
      },
    }),
  );
}
