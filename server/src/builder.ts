// The Pothos SchemaBuilder and its plugins. Types live in the modules' *.schema.ts files.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import CursorGuardPlugin from "./platform/cursor-guard.ts";
import IdGuardPlugin from "./platform/id-guard.ts";
import type PrismaTypes from "./generated/pothos-types.ts";
import { getDatamodel } from "./generated/pothos-types.ts";
import type { Context } from "./context.ts";
import { GraphQLError } from "graphql";
import { ForbiddenError, InvalidApiKeyError, UnauthenticatedError } from "./errors.ts";
import { errorMessage, translate } from "./messages.ts";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; staff: string };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    /** A file of a GraphQL multipart request (Yoga parses it into a web File). */
    File: { Input: File; Output: never };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, CursorGuardPlugin, IdGuardPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => ({
      loggedIn: ctx.viewer.userId !== null,
      // An API key's scopes, or a signed-in staff account's role's in the organisation it acts for
      // (read on first use only: a fan's request never asks).
      staff: async (scope: string) => (await ctx.operator())?.scopes.includes(scope) ?? false,
    }),
    // A GraphQLError, so that Yoga does not mask it: clients act on extensions.code (UNAUTHENTICATED →
    // sign out and go to sign-in).
    // A key that is unknown, revoked or expired is INVALID_API_KEY (not a lapsed sign-in); FORBIDDEN names
    // the scope the key or the staff member lacks (extensions.scope and the message).
    unauthorizedError: (_parent, ctx, _info, result) => {
      const scope = missingStaffScope(result.failure);
      const e = ctx.viewer.invalidApiKey ? new InvalidApiKeyError() : ctx.viewer.userId === null && ctx.viewer.scopes.length === 0 ? new UnauthenticatedError() : new ForbiddenError(undefined, scope);
      // A signed-in member is also told which of their organisation's roles it is that falls short.
      const role = e instanceof ForbiddenError ? ctx.settledOperator()?.role : undefined;
      const named = [scope, role && translate(ctx.lang, "errors.FORBIDDEN_role", { role })].filter(Boolean).join("; ");
      const message = e instanceof ForbiddenError && named ? `${errorMessage(e, ctx.lang)} (${named})` : errorMessage(e, ctx.lang);
      return new GraphQLError(message, { extensions: { code: e.code, ...(scope && e instanceof ForbiddenError ? { scope } : {}), ...(role ? { role } : {}) } });
    },
  },
  errors: {
    defaultTypes: [],
    defaultUnionOptions: {
      description: "The field's outcome: its success type, or one of the expected errors listed as members (each implements Error; switch on __typename or code).",
    },
    defaultResultOptions: { description: "The success branch of a field whose expected failures are typed errors; the value is in data." },
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    exposeDescriptions: false,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // node(id:) and nodes(ids:) are defined in modules/core/node.schema.ts: only what the viewer may see.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    // Descriptions of what the plugin generates, for the public schema (tests/integration/schema-contract.test.ts).
    nodeTypeOptions: { description: "An object with a global id: fetch any of them again with node(id:)." },
    idFieldOptions: { description: "The object's global id (opaque, stable): pass it to node(id:) or to the fields that take this object's id." },
    pageInfoTypeOptions: { description: "Where a page of a connection sits: pass endCursor as after: to get the next page." },
    hasNextPageFieldOptions: { description: "True when there are results after this page." },
    hasPreviousPageFieldOptions: { description: "True when there are results before this page." },
    startCursorFieldOptions: { description: "The cursor of the page's first edge; null for an empty page." },
    endCursorFieldOptions: { description: "The cursor of the page's last edge; null for an empty page." },
    defaultConnectionTypeOptions: { description: "A page of results (a Relay cursor connection): its edges and where the page sits." },
    defaultEdgeTypeOptions: { description: "One result of a page, with the cursor that points at it." },
    edgesFieldOptions: { description: "The page's results, in order." },
    nodeFieldOptions: { description: "The result." },
    cursorFieldOptions: { description: "An opaque cursor that stays valid for this result: pass it as after: or before:." },
    pageInfoFieldOptions: { description: "Where the page sits, and the cursors to move from it." },
    firstArgOptions: { description: "How many results after the cursor (at most the field's page limit)." },
    afterArgOptions: { description: "Only results after this cursor (an endCursor or an edge's cursor)." },
    lastArgOptions: { description: "How many results before the cursor." },
    beforeArgOptions: { description: "Only results before this cursor." },
  },
});

/** The first `staff` scope a scope-auth failure names (the scope a key lacks), if any. */
function missingStaffScope(failure: AuthFailure): string | undefined {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope === "staff" && typeof failure.parameter === "string" ? failure.parameter : undefined;
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    for (const f of failure.failures) {
      const s = missingStaffScope(f);
      if (s) return s;
    }
  }
  return undefined;
}
