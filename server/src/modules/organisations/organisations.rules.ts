// Roles and scopes: which scope lets an operator do what, and which scopes each role of an organisation
// carries. Pure, unit-tested on their own.
import type { OrganisationRole } from "../../generated/prisma/enums.ts";
import { ORGANISATION_NAME_MAX, ORGANISATION_SLUG } from "@fanfare/shared/organisations";

/** Every scope an organisation's API key may carry, with what it allows. */
export const apiKeyScopes = {
  "events:read": "read the organisation's events, ticket types and sale figures",
  "events:write": "create and edit events and ticket types; open, pause and close sales",
  "orders:read": "list and search the organisation's orders",
  "orders:refund": "refund an order of the organisation, fully or in part",
  "attendees:read": "list and search the ticket holders of the organisation's events",
  "attendees:contact": "see buyers' and ticket holders' e-mail addresses in orders, attendees and exports, and message an event's ticket holders (every reveal, export and message is audited)",
  "reports:read": "export sales as CSV",
  "gate:scan": "scan tickets at the gate",
  "entry:manage": "set the entry state and note of an event",
  "merch:write": "create and edit merchandise",
  "merch:logistics": "advance merchandise orders through shipping and pick-up",
  "support:answer": "read and answer fans' support issues",
  "giveaway:draw": "commit and draw giveaways",
  "queue:manage": "turn an event's waiting room on or off, set its admission rate and its pass, offer and grace windows",
  "webhooks:manage": "add, change and remove webhook endpoints, read their delivery log, redeliver and ping",
} as const;

export type ApiKeyScope = keyof typeof apiKeyScopes;

/**
 * Scopes only the platform's own operators and keys carry (they read or change every organisation's data):
 * an organisation's owner or key is never given one, so the fields they guard answer it FORBIDDEN.
 */
export const platformOnlyScopes = ["audit:read", "organisations:read", "organisations:write", "notices:write"] as const;

/** An organisation's operator never holds a platform-only scope, whatever an older key row still lists. */
export function withoutPlatformScopes(scopes: readonly string[]): string[] {
  return scopes.filter((s) => !(platformOnlyScopes as readonly string[]).includes(s));
}

/** Scopes a signed-in staff account gets from its role and no API key carries: keys cannot make keys. */
export const memberOnlyScopes = ["keys:manage", "members:manage"] as const;

/**
 * Reading the organisation's own audit log (the console's Audit log page): an owner's and a manager's,
 * as a signed-in member only (no key carries it), never the box office's or the gate's.
 */
export const organisationAuditScope = "audit:organisation";

const all = Object.keys(apiKeyScopes) as ApiKeyScope[];

export const roleScopes: Record<OrganisationRole, readonly string[]> = {
  OWNER: [...all, ...memberOnlyScopes, organisationAuditScope],
  MANAGER: [...all, organisationAuditScope],
  BOX_OFFICE: ["events:read", "orders:read", "orders:refund", "attendees:read", "attendees:contact", "support:answer", "merch:logistics"],
  GATE: ["events:read", "gate:scan"],
};

/** A platform operator may do everything, in every organisation. */
export const platformScopes: readonly string[] = [...all, ...memberOnlyScopes, organisationAuditScope, ...platformOnlyScopes];

/** Scopes that come with another: whoever may change events or merchandise may read them. */
const implied: Record<string, readonly string[]> = {
  "events:write": ["events:read"],
  "reports:read": ["events:read"],
  "merch:write": ["events:read"],
  "organisations:write": ["organisations:read"],
  // Refunding an order means finding it first.
  "orders:refund": ["orders:read", "events:read"],
};

/** The scopes with those they imply, once each. */
export function withImpliedScopes(scopes: readonly string[]): string[] {
  return [...new Set(scopes.flatMap((s) => [s, ...(implied[s] ?? [])]))];
}

export function isApiKeyScope(s: string): s is ApiKeyScope {
  return Object.hasOwn(apiKeyScopes, s);
}

/**
 * The scopes an API key asked for by someone with `granterScopes` may not carry: unknown ones, and those
 * its maker does not hold (a key never outranks whoever made it).
 */
export function refusedKeyScopes(asked: readonly string[], granterScopes: readonly string[]): string[] {
  return asked.filter((s) => !isApiKeyScope(s) || !granterScopes.includes(s));
}

/**
 * The scopes a key made on the database (`fanfare platform key create`, with no granter to outrank) may not
 * carry: unknown ones, and on an organisation's key the platform's own.
 */
export function refusedBootstrapScopes(asked: readonly string[], platformKey: boolean): string[] {
  return asked.filter((s) => !isApiKeyScope(s) && !(platformKey && (platformOnlyScopes as readonly string[]).includes(s)));
}

/**
 * What is wrong with a new organisation's slug and name, every problem at once (empty when nothing is);
 * the database's checks (a slug taken, an owner unknown) come on top in the service.
 */
export function organisationInputIssues(input: { slug: string; name: string }): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (!ORGANISATION_SLUG.test(input.slug)) issues.push({ field: "slug", message: `"${input.slug}" is not a slug: 3 to 80 of a-z, 0-9 and -, starting and ending with a letter or digit` });
  const name = input.name.trim();
  if (!name) issues.push({ field: "name", message: "the name is empty" });
  else if (name.length > ORGANISATION_NAME_MAX) issues.push({ field: "name", message: `the name is longer than ${ORGANISATION_NAME_MAX} characters` });
  return issues;
}

/** Where a page of the organisations list starts or ends: an organisation's creation time and id (the list's order). */
export interface OrganisationCursor {
  createdAt: Date;
  id: string;
}

/** An organisation's cursor: stable while it exists (neither its creation time nor its id ever changes). */
export function organisationCursor(o: OrganisationCursor): string {
  return `${o.createdAt.getTime()}.${o.id}`;
}

/** A cursor organisationCursor made, or null when `cursor` is not one. */
export function parseOrganisationCursor(cursor: string): OrganisationCursor | null {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  return m ? { createdAt: new Date(Number(m[1])), id: m[2] } : null;
}

/**
 * May this operator see fans' e-mail addresses (issue 34)? Owners, managers and box office do (their roles
 * carry attendees:contact), and keys given that scope; everyone else sees them masked.
 */
export function seesContacts(op: { scopes: readonly string[] }): boolean {
  return op.scopes.includes("attendees:contact");
}
