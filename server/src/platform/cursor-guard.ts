// The Pothos plugin that holds the Prisma connections' cursors (t.prismaConnection, t.relatedConnection)
// to the rule of platform/cursors.ts: a cursor the plugin cannot read (garbage, base64 junk) is a
// BAD_USER_INPUT naming the argument, not an unexpected error, and so is a well-formed cursor whose row
// the connection does not list (deleted since, another connection's, another fan's or parent's, or no
// longer matching the arguments). The hand-written connections decode their cursors with cursorCodec and
// throw the same error themselves.
import SchemaBuilder, { BasePlugin, PothosSchemaError, PothosValidationError, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { GraphQLError, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import { formatPrismaCursor, parsePrismaCursor } from "@pothos/plugin-prisma";
import type { Context } from "../context.ts";
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
 * Whether the connection lists the row of id `key` for this parent and these arguments: the connection's
 * own `where` (its owner or parent, its visibility, its filter arguments) with `id: key`, one lookup by
 * primary key. `parent` is the row the field belongs to (a nested connection's), `args` the field's.
 */
export type CursorRowCheck<Parent = unknown, Args = Record<string, unknown>> = (key: string, parent: Parent, args: Args, ctx: Context) => Promise<boolean>;

/**
 * A Prisma connection's `extensions`: its cursors are read here (shape) and must name a row it lists.
 * Prisma places a cursor page by the cursor row's values in the order (read by its id alone, outside the
 * `where`), then `skip: 1` steps over that row: when the row is gone the page is silently empty (Prisma
 * issues 3362, 14283); when it is outside the `where` (another fan's order, another event's ticket type,
 * a seat no longer free) the page starts at a place the list does not hold and the skip drops one of its
 * rows, or it is empty (issue 21820). Neither can be told from a true page afterwards (a valid cursor on
 * the last row gives an empty page too), so a cursor given is looked up first, once: not listed,
 * BAD_USER_INPUT naming its argument (start again from the first page). Every t.prismaConnection and
 * t.relatedConnection carries it (tests/unit/prisma-cursors.test.ts reads the source).
 */
export function prismaCursorRows<Parent = unknown, Args = Record<string, unknown>>(listed: CursorRowCheck<Parent, Args>): { prismaCursor: CursorRowCheck } {
  return { prismaCursor: listed as unknown as CursorRowCheck };
}

/** The id of the row a nested connection belongs to (a Prisma row: the plugin always loads its id). */
export function parentId(parent: unknown): string {
  const id = (parent as { id?: unknown } | null)?.id;
  if (typeof id !== "string") throw new Error("A nested Prisma connection's parent row came without its id");
  return id;
}

/**
 * A Prisma connection's cursors (`cursor: "id"`) are read here, before the plugin: Pothos ignores `before`
 * when `first` is given, so junk there was a silent list, and a cursor must re-encode to itself (one
 * spelling) and hold a key of an id's shape. Returns each argument given with the key it holds.
 */
function readPrismaCursors(args: Record<string, unknown>): { argument: "after" | "before"; key: string }[] {
  const keys: { argument: "after" | "before"; key: string }[] = [];
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
    keys.push({ argument, key });
  }
  return keys;
}

/** Refuses a cursor whose row the connection does not list (see prismaCursorRows). */
async function checkCursorRows(keys: { argument: "after" | "before"; key: string }[], listed: CursorRowCheck, parent: unknown, args: Record<string, unknown>, ctx: Context): Promise<void> {
  for (const { argument, key } of keys) {
    if (!(await listed(key, parent, args, ctx))) throw new BadUserInputError(argument);
  }
}

/** An after or before argument of a Prisma connection in a document: the literal given, or the variable that carries it. */
interface CursorArgument {
  argument: "after" | "before";
  literal?: string;
  variable?: string;
}

/** Per parsed document (Yoga's parser cache hands the same one back): its Prisma connections' cursor arguments. */
const cursorArgumentsOf = new WeakMap<DocumentNode, CursorArgument[]>();

function prismaCursorArguments(schema: GraphQLSchema, document: DocumentNode): CursorArgument[] {
  const cached = cursorArgumentsOf.get(document);
  if (cached) return cached;
  const found: CursorArgument[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = node.name.value;
        if (argument !== "after" && argument !== "before") return;
        if (typeof typeInfo.getFieldDef()?.extensions?.prismaCursor !== "function") return;
        if (node.value.kind === Kind.VARIABLE) found.push({ argument, variable: node.value.name.value });
        else if (node.value.kind === Kind.STRING) found.push({ argument, literal: node.value.value });
      },
    }),
  );
  cursorArgumentsOf.set(document, found);
  return found;
}

/** The first Prisma connection cursor of an operation that is not of the guard's shape: its argument, or null. */
function malformedCursorArgument(args: { schema: GraphQLSchema; document: DocumentNode; variableValues?: Readonly<Record<string, unknown>> | null }): "after" | "before" | null {
  for (const { argument, literal, variable } of prismaCursorArguments(args.schema, args.document)) {
    const cursor = variable !== undefined ? args.variableValues?.[variable] : literal;
    if (cursor === undefined || cursor === null) continue;
    try {
      readPrismaCursors({ [argument]: cursor });
    } catch {
      return argument;
    }
  }
  return null;
}

function refused(argument: "after" | "before") {
  const error = new BadUserInputError(argument);
  // data: null, as when the connection's own resolver refuses it: an answer of execution (HTTP 200), not a malformed request.
  return { data: null, errors: [new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, argument } })] };
}

/**
 * Every operation (HTTP and graphql-ws): a Prisma connection's cursor that is not of the guard's shape is
 * BAD_USER_INPUT naming its argument before anything runs. A nested connection's page (Event.ticketTypes,
 * TicketType.seats, MerchProduct.variants, Wallet.transactions) is planned into its parent's query, where
 * Pothos' Prisma plugin reads the cursor: junk there failed the parent's field untyped (an "Invalid cursor"
 * error, or Prisma's own on a cursor holding a number), before the connection's resolver, and so the
 * guard above, ran. The walk is once per parsed document.
 */
export function usePrismaCursorShapes(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const argument = malformedCursorArgument(args);
      if (argument) setResultAndStopExecution(refused(argument));
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const argument = malformedCursorArgument(args);
      if (argument) setResultAndStopExecution(refused(argument));
    },
  };
}

export class CursorGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types["Context"], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types["Context"], object> {
    if (!("after" in fieldConfig.args) && !("before" in fieldConfig.args)) return resolver;
    const marked = fieldConfig.extensions?.prismaCursor;
    if (marked !== undefined && typeof marked !== "function") {
      throw new PothosSchemaError(`${fieldConfig.parentType}.${fieldConfig.name}: a Prisma connection's extensions come from prismaCursorRows(…), which says which rows its cursors may name`);
    }
    const listed = marked as CursorRowCheck | undefined;
    return (parent, args, ctx, info) => {
      const a = args as Record<string, unknown>;
      const run = () => {
        try {
          const result: unknown = resolver(parent, args, ctx, info);
          if (result instanceof Promise) return result.catch((e: unknown) => Promise.reject(mapped(e, a)));
          return result;
        } catch (e) {
          throw mapped(e, a);
        }
      };
      if (!listed) return run();
      const keys = readPrismaCursors(a);
      if (keys.length === 0) return run();
      return checkCursorRows(keys, listed, parent, a, ctx as Context).then(run);
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
