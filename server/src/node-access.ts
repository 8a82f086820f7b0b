// Who may load which Node through the Relay `node(id:)` / `nodes(ids:)` queries: one rule for every type.
// Each type implementing Node registers here, next to its prismaNode, which of a list of ids the viewer
// may see (and that exist); a type without a rule is never resolved (default deny). The type's own
// queries (ticket(id:), myTickets…) keep their checks; this closes the generic door beside them.
import { GraphQLError } from "graphql";
import { decodeGlobalID } from "@pothos/plugin-relay";
import type { Context } from "./context.ts";
import { translate } from "./messages.ts";
import { ForeignIdError } from "./errors.ts";

/** Of ids, those that exist and that the viewer of ctx may see. */
export type NodeRule = (ids: string[], ctx: Context) => Promise<Iterable<string>>;

const rules = new Map<string, NodeRule>();

/** Most ids one `nodes` call may ask for (a larger list is a validation error, not a slow query). */
export const MAX_NODE_IDS = 100;

export function nodeAccess(typename: string, rule: NodeRule): void {
  if (rules.has(typename)) throw new Error(`node access rule for ${typename} registered twice`);
  rules.set(typename, rule);
}

/** The typenames with a rule (tests walk every Node type and check it has one). */
export function nodeAccessTypes(): string[] {
  return [...rules.keys()];
}

/** What a global id decodes to: a GraphQL type name, a colon, the id. */
const GLOBAL_ID_TEXT = /^[_A-Za-z][_0-9A-Za-z]*:./;

/** A global id ("Type:id" in base64) as typename and id; null when it is not one. */
export function parseGlobalId(value: string): { typename: string; id: string } | null {
  // A database id (what the fields took before their type was a Node, and what tools still send) is
  // turned away here: Pothos' decoder would throw for it, and an error's stack trace on every request
  // of an on-sale was 2 % of the server's CPU (npm run bench -- onsale --cpu-prof).
  if (!GLOBAL_ID_TEXT.test(Buffer.from(value, "base64").toString("latin1"))) return null;
  try {
    const { typename, id } = decodeGlobalID(value);
    return typename && id ? { typename, id } : null;
  } catch {
    return null;
  }
}

/**
 * The database id an argument names, given either the object's global id (its Node id) or, as the
 * fields that took it before it was a Node did, its database id: both stay accepted, so no caller breaks.
 * Another Node type's global id (a Ticket's where an Event's is taken) is neither: ForeignIdError, which
 * the id guard (platform/id-guard.ts) answers as BAD_USER_INPUT naming the argument. Any other value is
 * read as a database id, and one that names nothing is the field's NOT_FOUND.
 */
export function idOfType(typename: string, value: string): string {
  const g = parseGlobalId(value);
  if (!g) return value;
  if (g.typename === typename) return g.id;
  // Only a type of the schema's: a database id that happens to decode as "x:…" stays a database id.
  if (rules.has(g.typename)) throw new ForeignIdError(value, typename);
  return value;
}

/**
 * The same list with every id the viewer may not see replaced by null: malformed ids, unknown types,
 * ids that do not exist, and types whose rule hides them from this viewer.
 */
export async function visibleGlobalIds(ids: readonly string[], ctx: Context): Promise<({ typename: string; id: string } | null)[]> {
  if (ids.length > MAX_NODE_IDS) {
    throw new GraphQLError(translate(ctx.lang, "validation.tooManyIds", { max: MAX_NODE_IDS }), { extensions: { code: "VALIDATION", field: "ids" } });
  }
  const parsed = ids.map(parseGlobalId);
  const byType = new Map<string, string[]>();
  for (const g of parsed) if (g && rules.has(g.typename)) byType.set(g.typename, [...(byType.get(g.typename) ?? []), g.id]);
  const visible = new Map<string, Set<string>>();
  await Promise.all(
    [...byType].map(async ([typename, typeIds]) => {
      visible.set(typename, new Set(await rules.get(typename)!([...new Set(typeIds)], ctx)));
    }),
  );
  return parsed.map((g) => (g && visible.get(g.typename)?.has(g.id) ? g : null));
}
