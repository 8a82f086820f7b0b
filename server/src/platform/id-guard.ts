// The Pothos plugin that answers an id argument the server cannot read with a typed refusal (issue 35
// item 4): BAD_USER_INPUT naming the argument (extensions.argument: "eventId", "input.ticketId",
// "input.ticketIds[1]") with a message in the caller's language, for queries, mutations and subscriptions
// (over HTTP and graphql-ws) alike. Two refusals reach it:
//  - a Relay global id argument (t.arg.globalID, t.globalID in an input) whose value is no global id, or
//    one of another type: the relay plugin's argument mapper throws PothosValidationError ("Invalid global
//    ID: …", "ID: … is not of type: …") before any resolver runs, with no code and no argument;
//  - an argument that takes a global or a database id (idOfType, node-access.ts) given another type's
//    global id: ForeignIdError, which knows the value but not the argument.
// The argument is found by reading the field's id arguments again, as the relay plugin reads them (its
// first value that fails is the one it threw for). The refusal is a top-level error, as a cursor's is, also
// on a mutation whose result is a union of typed errors: it comes before the resolver, one shape for all.
import SchemaBuilder, {
  BasePlugin,
  PothosValidationError,
  mapInputFields,
  resolveInputTypeConfig,
  type BuildCache,
  type InputFieldsMapping,
  type PothosInputFieldConfig,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from "@pothos/core";
import { decodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLFieldResolver } from "graphql";
import { BadUserInputError, ForeignIdError, NotFoundError } from "../errors.ts";
import { translate } from "../messages.ts";

const pluginName = "idGuard";

/** An argument (or input field) that takes an id: a Relay global id of these types (none listed: any), or (null) any ID idOfType may read. */
interface IdArgument {
  globalFor: readonly string[] | null;
}

/** The relay plugin's own refusals of a global id argument. */
const RELAY_REFUSAL = /^(Invalid global ID: |ID: [\s\S]* is not of type: )/;

function idArgument<Types extends SchemaTypes>(input: PothosInputFieldConfig<Types>, cache: BuildCache<Types>): IdArgument | null {
  const extensions = input.extensions as { isRelayGlobalID?: boolean; relayGlobalIDFor?: { typename: string }[] | null } | undefined;
  if (extensions?.isRelayGlobalID) return { globalFor: extensions.relayGlobalIDFor?.map((t) => t.typename) ?? [] };
  const type = resolveInputTypeConfig(input.type, cache);
  return type.kind === "Scalar" && type.name === "ID" ? { globalFor: null } : null;
}

/** A list's items (of any depth) with their paths: input.ticketIds[1]. */
function items(value: unknown, depth: number, path: string): [string, unknown][] {
  if (value === null || value === undefined) return [];
  if (depth === 0) return [[path, value]];
  return Array.isArray(value) ? value.flatMap((v: unknown, i) => items(v, depth - 1, `${path}[${i}]`)) : [];
}

/** Every id the arguments hold, in the order the field declares them, with its path and what it takes. */
function* idValues<Types extends SchemaTypes>(values: unknown, map: InputFieldsMapping<Types, IdArgument>, prefix: string): Generator<{ path: string; value: unknown; argument: IdArgument }> {
  if (!values || typeof values !== "object") return;
  for (const [name, mapping] of map) {
    for (const [path, value] of items((values as Record<string, unknown>)[name], mapping.listDepth, prefix ? `${prefix}.${name}` : name)) {
      if (mapping.kind === "InputObject") {
        if (mapping.fields.map) yield* idValues(value, mapping.fields.map, path);
      } else yield { path, value, argument: mapping.value };
    }
  }
}

/** True when the relay plugin refuses this value for a global id of `types` (the same decoding and check). */
function refusedGlobalId(value: unknown, types: readonly string[]): boolean {
  try {
    const { typename } = decodeGlobalID(String(value));
    return types.length > 0 && !types.includes(typename);
  } catch {
    return true;
  }
}

function badId(argument: string, types: readonly string[], lang: string | undefined): BadUserInputError {
  const ids = (types.length ? types : ["Node"]).map((t) => `${t}.id`).join(" / ");
  return new BadUserInputError(argument, translate(lang, "errors.BAD_USER_INPUT_id", { argument, ids }));
}

/** The typed refusal of an error an id argument caused; any other error as it was. */
function refusal<Types extends SchemaTypes>(error: unknown, args: object, ids: InputFieldsMapping<Types, IdArgument>, lang: string | undefined): unknown {
  if (error instanceof ForeignIdError) {
    const found = [...idValues(args, ids, "")].find((v) => v.argument.globalFor === null && String(v.value) === error.value);
    // Not an argument's value (an id a service derived): what it names is not there.
    return found ? badId(found.path, [error.expected], lang) : new NotFoundError(error.expected);
  }
  if (error instanceof PothosValidationError && RELAY_REFUSAL.test(error.message)) {
    const found = [...idValues(args, ids, "")].find((v) => v.argument.globalFor !== null && refusedGlobalId(v.value, v.argument.globalFor));
    if (found) return badId(found.path, found.argument.globalFor ?? [], lang);
  }
  return error;
}

export class IdGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  // Around the argument mappers (the relay plugin decodes global ids there, before every other plugin's
  // resolver wrapper), and so around the resolver or subscriber too.
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> | undefined {
    if (!resolver) return resolver;
    const ids = mapInputFields(fieldConfig.args, this.buildCache, (input) => idArgument(input, this.buildCache));
    // A field with no id argument is left as it is.
    if (!ids) return resolver;
    return (parent, args, ctx, info) => {
      const lang = (ctx as { lang?: string }).lang;
      try {
        const result: unknown = resolver(parent, args, ctx, info);
        if (result instanceof Promise) return result.catch((e: unknown) => Promise.reject(refusal(e, args, ids, lang)));
        return result;
      } catch (e) {
        throw refusal(e, args, ids, lang);
      }
    };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      idGuard: IdGuardPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, IdGuardPlugin);

export default pluginName;
