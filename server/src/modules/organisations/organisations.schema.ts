// Organisations, roles and API keys in GraphQL: a signed-in account's organisations, the owners' keys
// (created, listed, revoked; a key is shown once, when it is made), and the platform's own fields over every
// organisation (listed, created: the platform-only scopes organisations:read and organisations:write).
import { resolveCursorConnection } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { BadUserInputError, NotFoundError, ValidationError } from "../../errors.ts";
import { cursorCodec } from "../../platform/cursors.ts";
import type { Db } from "../../db.ts";
import type { StaffTokenInfo } from "../auth/index.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { OrganisationLastOwnerError, OrganisationOwnerNotFoundError, OrganisationSlugTakenError } from "./organisations.errors.ts";
import { apiKeyScopes, organisationCursor, parseOrganisationCursor } from "./organisations.rules.ts";
import {
  createApiKey,
  createOrganisation,
  findOrganisation,
  listApiKeys,
  listOrganisations,
  membershipsOf,
  organisationListed,
  operatorActor,
  requireOperator,
  revokeApiKey,
  type OrganisationMembership,
  type OrganisationRow,
} from "./organisations.service.ts";
import { setMemberByEmail } from "./members.service.ts";

export const OrganisationRoleEnum = builder.enumType("OrganisationRole", {
  description: "A staff account's role in an organisation; each role carries a set of scopes.",
  values: {
    OWNER: { description: "Everything, including API keys and members." },
    MANAGER: { description: "Events, ticket types, sales, orders, attendees, merchandise, reports, gate and support." },
    BOX_OFFICE: { description: "Orders, attendees and support." },
    GATE: { description: "Scanning tickets at the gate." },
  } as const,
});

export const OrganisationMembershipRef = builder.objectRef<OrganisationMembership>("OrganisationMembership").implement({
  description: "An organisation the signed-in account belongs to, with its role there.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The organisation's id (send it as X-Fanfare-Organisation to act for it)." }),
    slug: t.exposeString("slug", { description: "The organisation's short name." }),
    name: t.exposeString("name", { description: "The organisation's name." }),
    role: t.expose("role", { type: OrganisationRoleEnum, description: "The account's role in it." }),
  }),
});

const ApiKeyRef = builder.objectRef<StaffTokenInfo>("ApiKey").implement({
  authScopes: { staff: "keys:manage" },
  description: "An API key of an organisation. The key itself is shown only once, when it is created.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The key's id (for revoking it)." }),
    name: t.exposeString("name", { description: "What the key is for." }),
    scopes: t.exposeStringList("scopes", { description: "What the key may do." }),
    rateLimitPerMinute: t.exposeInt("rateLimitPerMinute", { description: "Requests a minute the key may make." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true, description: "When the key stops working." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the key was made." }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "When the key was last used (to the minute)." }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true, description: "When the key was revoked." }),
  }),
});

const CreatedApiKey = builder.objectRef<{ key: string; apiKey: StaffTokenInfo }>("CreatedApiKey").implement({
  authScopes: { staff: "keys:manage" },
  description: "A new API key: `key` is shown this once and never again (only its hash is kept).",
  fields: (t) => ({
    key: t.exposeString("key", { description: "The secret to send as `Authorization: Bearer <key>`." }),
    apiKey: t.field({ type: ApiKeyRef, description: "The key's details.", resolve: (r) => r.apiKey }),
  }),
});

const ApiKeyScopeRef = builder.objectRef<{ scope: string; description: string }>("ApiKeyScope").implement({
  authScopes: { staff: "keys:manage" },
  description: "A scope an API key may carry.",
  fields: (t) => ({
    scope: t.exposeString("scope", { description: "The scope, area:action." }),
    description: t.exposeString("description", { description: "What it allows." }),
  }),
});

const CreateApiKeyInput = builder.inputType("CreateApiKeyInput", {
  description: "A new API key of the caller's organisation.",
  fields: (t) => ({
    name: t.string({ required: true, description: "What the key is for (at most 80 characters)." }),
    scopes: t.stringList({ required: true, description: "Scopes from apiKeyScopes; only ones the maker holds." }),
    expiresAt: t.field({ type: "DateTime", required: false, description: "When the key stops working (default 90 days, at most two years)." }),
    rateLimitPerMinute: t.int({ required: false, description: "Requests a minute (default 600, at most 6000)." }),
  }),
});

const OperatorIdentity = builder.objectRef<{ organisationId: string | null; organisationName: string | null; scopes: string[]; apiKey: boolean }>("OperatorIdentity").implement({
  description: "Who the caller is as an operator: the organisation it acts for and what it may do.",
  fields: (t) => ({
    organisationId: t.exposeString("organisationId", { nullable: true, description: "The organisation it acts for (null: the platform, every organisation)." }),
    organisationName: t.exposeString("organisationName", { nullable: true, description: "That organisation's name." }),
    scopes: t.exposeStringList("scopes", { description: "Its scopes, with those they imply." }),
    apiKey: t.exposeBoolean("apiKey", { description: "An API key (otherwise a signed-in staff account)." }),
  }),
});

builder.queryFields((t) => ({
  operatorIdentity: t.field({
    type: OperatorIdentity,
    nullable: true,
    description: "Any caller: who it is as an operator (an API key, or a signed-in staff account for the organisation it names); null for a fan or an anonymous caller.",
    resolve: async (_r, _a, ctx) => {
      const op = await ctx.operator();
      if (!op) return null;
      const org = op.organisationId ? await findOrganisation(ctx.db, op.organisationId) : null;
      return { organisationId: op.organisationId, organisationName: org?.name ?? null, scopes: op.scopes, apiKey: !!ctx.viewer.apiKey };
    },
  }),
  myOrganisations: t.field({
    type: [OrganisationMembershipRef],
    description: "The organisations the signed-in account belongs to, with its role in each.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => membershipsOf(ctx.db, ctx.viewer.userId!),
  }),
  apiKeyScopes: t.field({
    type: [ApiKeyScopeRef],
    description: "Owners (scope keys:manage): the scopes an API key may carry.",
    authScopes: { staff: "keys:manage" },
    resolve: () => Object.entries(apiKeyScopes).map(([scope, description]) => ({ scope, description })),
  }),
  apiKeys: t.field({
    type: [ApiKeyRef],
    description: "Owners (scope keys:manage): their organisation's API keys, oldest first.",
    authScopes: { staff: "keys:manage" },
    resolve: async (_r, _a, ctx) => listApiKeys(ctx.db, await requireOperator(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKey,
    description: "Owners (scope keys:manage): a new API key of their organisation, shown once.",
    args: { input: t.arg({ description: "The key's name, scopes and expiry.", type: CreateApiKeyInput, required: true }) },
    authScopes: { staff: "keys:manage" },
    errors: { types: [ValidationError], directResult: true },
    resolve: async (_r, { input }, ctx) => createApiKey(ctx.deps, ctx, await requireOperator(ctx), input),
  }),
  setOrganisationMember: t.field({
    type: OrganisationRoleEnum,
    description:
      "Owners (scope members:manage): change a member's role (by e-mail); any other address is sent an invitation to that role, which its account accepts in the app (the answer is the same whether or not the address has an account; nobody joins without accepting). Deprecated: inviteOrganisationMember and setOrganisationMemberRole say which happened.",
    deprecationReason: "Use inviteOrganisationMember (a new member, by invitation) or setOrganisationMemberRole (a member's role).",
    args: { email: t.arg.string({ description: "An e-mail address.", required: true }), role: t.arg({ description: "The role to give.", type: OrganisationRoleEnum, required: true }) },
    authScopes: { staff: "members:manage" },
    errors: { types: [NotFoundError, ValidationError, OrganisationLastOwnerError], directResult: false, dataField: { description: "The role the member now has, or is invited to." } },
    resolve: async (_r, { email, role }, ctx) => setMemberByEmail(ctx.deps, ctx, await requireOperator(ctx), email, role),
  }),
  revokeApiKey: t.field({
    type: ApiKeyRef,
    description: "Owners (scope keys:manage): revoke one of their organisation's API keys; it is refused from then on.",
    args: { id: t.arg.id({ description: "The key's id (ApiKey.id).", required: true }) },
    authScopes: { staff: "keys:manage" },
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { id }, ctx) => revokeApiKey(ctx.deps, ctx, await requireOperator(ctx), String(id)),
  }),
}));

// ───── the platform: every organisation ─────

const platformRead = { staff: "organisations:read" } as const;
const platformWrite = { staff: "organisations:write" } as const;

builder.objectType(OrganisationSlugTakenError, { name: "OrganisationSlugTakenError", interfaces: [ErrorInterface], description: "Another organisation already has the slug: choose another. Nothing was created." });
builder.objectType(OrganisationOwnerNotFoundError, {
  name: "OrganisationOwnerNotFoundError",
  interfaces: [ErrorInterface],
  description: "No account has the owner's e-mail address: the owner signs up in the app first. Nothing was created.",
});

export const OrganisationRef = builder.objectRef<OrganisationRow>("Organisation").implement({
  authScopes: platformRead,
  description: "An organiser: it owns its events and products, and its staff have roles in it. Seen by the platform (scope organisations:read).",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The organisation's id (send it as X-Fanfare-Organisation to act for it)." }),
    slug: t.exposeString("slug", { description: "Its short name: lower-case letters, digits and hyphens, unique." }),
    name: t.exposeString("name", { description: "Its name as fans and staff see it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    memberCount: t.exposeInt("members", { description: "How many staff accounts have a role in it." }),
  }),
});

const CreatedOrganisation = builder.objectRef<Awaited<ReturnType<typeof createOrganisation>>>("CreatedOrganisation").implement({
  authScopes: platformWrite,
  description: "A new organisation and the account that became its owner.",
  fields: (t) => ({
    organisation: t.field({ type: OrganisationRef, description: "The organisation.", resolve: (r) => r.organisation }),
    ownerUserId: t.id({ description: "The owner's account id.", resolve: (r) => r.owner.userId }),
    ownerEmail: t.string({ description: "The owner's e-mail address, as the account has it.", resolve: (r) => r.owner.email }),
  }),
});

const CreateOrganisationInput = builder.inputType("CreateOrganisationInput", {
  description: "A new organisation and its owner, an account that already exists.",
  fields: (t) => ({
    slug: t.string({ required: true, description: "Its short name: 3 to 80 of a-z, 0-9 and -, starting and ending with a letter or digit; unique." }),
    name: t.string({ required: true, description: "Its name as fans and staff see it (at most 120 characters)." }),
    ownerEmail: t.string({ required: true, description: "The e-mail address of the signed-up account that becomes its OWNER." }),
  }),
});

/** A connection's cursor back to the organisation it names; a cursor the list never gave is refused. */
const organisationCursors = cursorCodec("organisations", /^\d{1,15}\.[A-Za-z0-9_-]{1,64}$/);

/** The organisation a cursor names, when the list holds it (not deleted since); else BAD_USER_INPUT naming the argument. */
async function cursorOf(db: Db, cursor: string | undefined, arg: string) {
  const key = organisationCursors.decode(cursor, arg);
  if (key === undefined) return null;
  const c = parseOrganisationCursor(key);
  if (!c || !(await organisationListed(db, c))) throw new BadUserInputError(arg);
  return c;
}

builder.queryFields((t) => ({
  organisations: t.connection({
    type: OrganisationRef,
    description: "The platform (scope organisations:read): every organisation, oldest first, with its member count; the cursors stay valid as organisations are added.",
    authScopes: platformRead,
    resolve: (_r, args, ctx) =>
      resolveCursorConnection<Promise<OrganisationRow[]>>({ args, defaultSize: 50, maxSize: 200, toCursor: (o: OrganisationRow) => organisationCursors.encode(organisationCursor(o)) }, async ({ before, after, limit, inverted }) =>
        listOrganisations(ctx.db, { after: await cursorOf(ctx.db, after, "after"), before: await cursorOf(ctx.db, before, "before"), limit, newestFirst: inverted }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  createOrganisation: t.field({
    type: CreatedOrganisation,
    description: "The platform (scope organisations:write): a new organisation with a signed-up account as its OWNER, audited. A malformed input, a taken slug or an unknown owner is a typed error, and then nothing is created.",
    args: { input: t.arg({ type: CreateOrganisationInput, required: true, description: "The organisation's slug and name, and its owner's e-mail address." }) },
    authScopes: platformWrite,
    errors: { types: [ValidationError, OrganisationSlugTakenError, OrganisationOwnerNotFoundError], directResult: true },
    resolve: (_r, { input }, ctx) => createOrganisation(ctx.db, operatorActor(ctx), input),
  }),
}));
