// The Pothos plugin that holds the Prisma connections' cursors (t.prismaConnection, t.relatedConnection)
// to the rule of platform/cursors.ts: a cursor the plugin cannot read (garbage, base64 junk) is a
// BAD_USER_INPUT naming the argument, not an unexpected error. The hand-written connections decode their
// cursors with cursorCodec and throw the same error themselves.
import SchemaBuilder, { BasePlugin, PothosValidationError, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";
import { formatPrismaCursor, parsePrismaCursor } from "@pothos/plugin-prisma";
import { BadUserInputError } from "../errors.ts";

const pluginName = "cursorGuard";

function mapped(error: unknown, args: Record<string, unknown>): unknown {
  if (!(error instanceof PothosValidationError) || !error.message.startsWith("Invalid cursor")) return error;
  const argument = typeof args.after === "string" && error.message === `Invalid cursor: ${args.after}` ? "after" : typeof args.before === "string" ? "before" : "after";
  return new BadUserInputError(argument);
}

/** A key of an id's shape (the Prisma connections page on ids). */
const KEY = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * A Prisma connection's cursor (`cursor: "id"`) is read here, before the plugin: Pothos ignores `before`
 * when `first` is given, so junk there was a silent list, and a cursor must re-encode to itself (one
 * spelling) and hold a key of an id's shape.
 */
function checkPrismaCursors(args: Record<string, unknown>): void {
  for (const argument of ["after", "before"] as const) {
    const cursor = args[argument];
    if (cursor === undefined || cursor === null) continue;
    let key: unknown;
    try {
      key = typeof cursor === "string" ? parsePrismaCursor(cursor) : undefined;
    } catch {
      throw new BadUserInputError(argument);
    }
    if (typeof key !== "string" || !KEY.test(key) || formatPrismaCursor({ id: key }, "id") !== cursor) throw new BadUserInputError(argument);
  }
}

export class CursorGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types["Context"], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types["Context"], object> {
    if (!("after" in fieldConfig.args) && !("before" in fieldConfig.args)) return resolver;
    const prismaCursor = fieldConfig.extensions?.prismaCursor === true;
    return (parent, args, ctx, info) => {
      const a = args as Record<string, unknown>;
      if (prismaCursor) checkPrismaCursors(a);
      try {
        const result: unknown = resolver(parent, args, ctx, info);
        if (result instanceof Promise) return result.catch((e: unknown) => Promise.reject(mapped(e, a)));
        return result;
      } catch (e) {
        throw mapped(e, a);
      }
    };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      cursorGuard: CursorGuardPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, CursorGuardPlugin);

export default pluginName;
