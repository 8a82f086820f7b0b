// The Pothos SchemaBuilder and its plugins. Types live in the modules' *.schema.ts files.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "./generated/pothos-types.ts";
import { getDatamodel } from "./generated/pothos-types.ts";
import type { Context } from "./context.ts";
import { ForbiddenError, UnauthenticatedError } from "./errors.ts";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; staff: string };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => ({
      loggedIn: ctx.viewer.userId !== null,
      staff: (scope: string) => ctx.viewer.scopes.includes(scope),
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer.userId === null && ctx.viewer.scopes.length === 0 ? new UnauthenticatedError() : new ForbiddenError(),
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    exposeDescriptions: false,
  },
  relay: { clientMutationId: "omit", cursorType: "String" },
});
