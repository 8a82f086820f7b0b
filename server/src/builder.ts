// The Pothos SchemaBuilder and its plugins. Types live in the modules' *.schema.ts files.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "./generated/pothos-types.ts";
import { getDatamodel } from "./generated/pothos-types.ts";
import type { Context } from "./context.ts";
import { GraphQLError } from "graphql";
import { ForbiddenError, UnauthenticatedError } from "./errors.ts";
import { errorMessage } from "./messages.ts";

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
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
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
    unauthorizedError: (_parent, ctx) => {
      const e = ctx.viewer.userId === null && ctx.viewer.scopes.length === 0 ? new UnauthenticatedError() : new ForbiddenError();
      return new GraphQLError(errorMessage(e, ctx.lang), { extensions: { code: e.code } });
    },
  },
  errors: { defaultTypes: [] },
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
  },
});
