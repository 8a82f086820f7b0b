// Real-name audience identities in GraphQL: list, add, correct, delete. Thin: scope, call one service.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { Done, done } from "../users/users.schema.ts";
import { IdentityExistsError, IdentityInUseError } from "./identity.errors.ts";
import * as identity from "./identity.service.ts";
import { viewerId } from "../../context.ts";

export const IdentityDocTypeEnum = builder.enumType("IdentityDocType", { values: identity.docTypes });

export const AudienceIdentityType = builder.objectRef<identity.IdentityView>("AudienceIdentity").implement({
  description: "A real-name identity, always masked: the full name and number never leave the server.",
  fields: (t) => ({
    id: t.exposeID("id"),
    docType: t.expose("docType", { type: IdentityDocTypeEnum }),
    maskedName: t.exposeString("maskedName"),
    maskedDocNumber: t.exposeString("maskedDocNumber"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.objectType(IdentityExistsError, { name: "IdentityExistsError", interfaces: [ErrorInterface] });
builder.objectType(IdentityInUseError, { name: "IdentityInUseError", interfaces: [ErrorInterface] });

const loggedIn = { loggedIn: true } as const;

builder.queryField("myIdentities", (t) =>
  t.field({
    type: [AudienceIdentityType],
    authScopes: loggedIn,
    resolve: (_r, _a, ctx) => identity.listIdentities(ctx.deps, viewerId(ctx)),
  }),
);

const IdentityInput = builder.inputType("AudienceIdentityInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    docType: t.field({ type: IdentityDocTypeEnum, required: true }),
    docNumber: t.string({ required: true }),
  }),
});

const AddIdentityInput = builder.inputType("AddAudienceIdentityInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    docType: t.field({ type: IdentityDocTypeEnum, required: true }),
    docNumber: t.string({ required: true }),
    consent: t.boolean({ required: true, description: "Agreement to share with authorities, organisers, venues and ticket issuers." }),
  }),
});

builder.mutationField("addAudienceIdentity", (t) =>
  t.field({
    type: AudienceIdentityType,
    authScopes: loggedIn,
    args: { input: t.arg({ type: AddIdentityInput, required: true }) },
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
      type: AudienceIdentityType,
      authScopes: loggedIn,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: IdentityInput, required: true }) },
      errors: { types: [ValidationError, IdentityExistsError, IdentityInUseError, NotFoundError], directResult: true },
      resolve: (_r, { id, input }, ctx) => identity.updateIdentity(ctx.deps, lookups.identityOnLiveHold, viewerId(ctx), String(id), input),
    }),
  );

  builder.mutationField("deleteAudienceIdentity", (t) =>
    t.field({
      type: Done,
      authScopes: loggedIn,
      args: { id: t.arg.id({ required: true }) },
      errors: { types: [IdentityInUseError, NotFoundError], directResult: true },
      resolve: async (_r, { id }, ctx) => {
        await identity.deleteIdentity(ctx.deps, lookups.identityOnLiveHold, viewerId(ctx), String(id));
        return done;
      },
    }),
  );
}
