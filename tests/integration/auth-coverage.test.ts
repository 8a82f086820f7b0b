// Every field of the schema has an explicit auth rule (issue #19). The rule, as this test enforces it:
//
// 1. A root field (Query, Mutation, Subscription) carries Pothos `authScopes` — `{ loggedIn: true }` for a
//    fan's own data, `{ staff: "<scope>" }` for an operator's — or is named in PUBLIC below with why anyone
//    may call it. A new field with neither fails here, and so does a PUBLIC entry that no longer exists.
// 2. An operator-only object type (reached from `staff` root fields and from no fan or public one) carries
//    type-level `authScopes` too, so it stays guarded however it is reached later (node(id), a new field).
// 3. Every field of an operator-only type is guarded by that type rule; fan types' fields resolve only what
//    their root field's guard (or the service behind it, keyed by the viewer) already allowed.
//
// The scopes themselves are checked by the builder (server/src/builder.ts): `staff` asks ctx.operator(),
// which keeps an organisation's operator to its own organisation (organisations.service.ts).
import { describe, expect, it } from "vitest";
import { GraphQLObjectType, getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLField, type GraphQLNamedType } from "graphql";
import { schema } from "../../server/src/schema.ts";
import { apiKeyScopes, platformOnlyScopes, roleScopes } from "../../server/src/modules/organisations/organisations.rules.ts";

/** Root fields anyone may call, each with the reason. Signed-in checks inside are the service's. */
const PUBLIC: Record<string, string> = {
  "Query.checkEmail": "sign-up: is an address free (rate-limited)",
  "Query.countries": "reference data",
  "Query.currentNotice": "the server notice everyone sees",
  "Query.event": "the public catalogue",
  "Query.events": "the public catalogue",
  "Query.eventCities": "the public catalogue's cities (the event list's filter)",
  "Query.giveawayDraw": "published draw results",
  "Query.health": "liveness for load balancers",
  "Query.humanCheckChallenge": "captcha challenge before sign-in",
  "Query.waitingRoom": "a hot event's public waiting-room state: opening time, seed hash, queue length, stock left",
  "Query.me": "null for anyone not signed in",
  "Query.walletPassProviders": "which wallets the server can put tickets in (two booleans), for the ticket page's buttons",
  "Query.merchProduct": "the public shop",
  "Query.merchProducts": "the public shop",
  "Query.node": "answers only what the viewer may see (core/node.schema.ts)",
  "Query.nodes": "answers only what the viewer may see (core/node.schema.ts)",
  "Query.publicTicketStatus": "a ticket's status by its public reference, no personal data",
  "Query.qrPublicKeys": "public keys that verify ticket QR codes offline",
  "Query.sharedTransfer": "a transfer link's public face",
  "Query.supportOptions": "the support form's choices",
  "Mutation.checkEmailCode": "sign-up and reset codes (attempt-limited)",
  "Mutation.register": "sign-up",
  "Mutation.resetPassword": "password reset by e-mailed code",
  "Mutation.sendBusinessEnquiry": "the public contact form (captcha)",
  "Mutation.sendEmailCode": "sign-up and reset codes (send-limited)",
  "Mutation.signIn": "sign-in",
  "Mutation.signOut": "ends the caller's own session, if any",
  "Subscription.eventEntry": "an event's public entry state",
  "Subscription.seatMapChanges": "an event's public seat map, as it changes",
  "Subscription.serverTime": "the clock the countdowns use",
  "Query.operatorIdentity": "the caller's own operator identity (organisation, scopes); null for anyone who is not an operator",
};

type Scopes = Record<string, unknown> | ((...args: unknown[]) => unknown) | undefined;

function authScopesOf(x: { extensions?: unknown }): Scopes {
  return (x.extensions as { pothosOptions?: { authScopes?: Scopes } } | undefined)?.pothosOptions?.authScopes;
}

function rootFields(): [string, GraphQLField<unknown, unknown>][] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
    .filter((t): t is GraphQLObjectType => !!t)
    .flatMap((t) => Object.values(t.getFields()).map((f) => [`${t.name}.${f.name}`, f] as [string, GraphQLField<unknown, unknown>]));
}

function isOperatorField(f: GraphQLField<unknown, unknown>): boolean {
  const s = authScopesOf(f);
  return typeof s === "object" && s !== null && "staff" in s;
}

/** Object types reachable from these fields (through fields, lists, unions and interfaces). */
function reachable(fields: GraphQLField<unknown, unknown>[]): Set<string> {
  const seen = new Set<string>();
  const visit = (t: GraphQLNamedType) => {
    if (seen.has(t.name) || t.name.startsWith("__")) return;
    if (isUnionType(t)) return t.getTypes().forEach(visit);
    if (isInterfaceType(t)) return schema.getPossibleTypes(t).forEach(visit);
    if (!isObjectType(t)) return;
    seen.add(t.name);
    for (const f of Object.values(t.getFields())) visit(getNamedType(f.type));
  };
  for (const f of fields) visit(getNamedType(f.type));
  return seen;
}

describe("every field has an explicit auth rule", () => {
  it("root fields carry authScopes or are listed as public with a reason", () => {
    const unguarded = rootFields()
      .filter(([name, f]) => !authScopesOf(f) && !PUBLIC[name])
      .map(([name]) => name);
    expect(unguarded, "add authScopes, or list the field in PUBLIC with why anyone may call it").toEqual([]);
  });

  it("the public list names only fields that exist and have no authScopes", () => {
    const fields = new Map(rootFields());
    const stale = Object.keys(PUBLIC).filter((name) => !fields.has(name) || authScopesOf(fields.get(name)!));
    expect(stale).toEqual([]);
  });

  it("operator-only types carry type-level authScopes", () => {
    const roots = rootFields().map(([, f]) => f);
    const fanTypes = reachable(roots.filter((f) => !isOperatorField(f)));
    const operatorOnly = [...reachable(roots.filter(isOperatorField))].filter((t) => !fanTypes.has(t) && !["Query", "Mutation", "Subscription"].includes(t));
    // Expected errors (union members) are the same for fans and operators: codes and messages only. Relay's
    // connection and edge wrappers hold only cursors and the nodes, which are checked on their own; the
    // errors plugin's <Root><Field>Success wraps a scalar result behind its root field's guard.
    const wrapper = (name: string) => name.endsWith("Error") || /Connection(Edge)?$/.test(name) || name.endsWith("Edge") || /^(Query|Mutation)\w+Success$/.test(name);
    const unguarded = operatorOnly.filter((name) => !wrapper(name) && !authScopesOf(schema.getType(name)!));
    expect(operatorOnly.length).toBeGreaterThan(0);
    expect(unguarded, "give these types authScopes (the scope of the operator fields that return them)").toEqual([]);
  });

  it("the operator API's fields are all guarded by a staff scope", () => {
    const operatorNames = ["apiKeys", "apiKeyScopes", "createApiKey", "revokeApiKey", "operatorEvents", "operatorEvent", "createEvent", "updateEvent", "publishEvent", "setEventSales", "addTicketType", "updateTicketType", "operatorOrders", "operatorAttendees", "salesCsv", "setSeatMap", "importSeatMap", "cancelEvent", "operatorProducts", "operatorProduct", "createMerchProduct", "updateMerchProduct", "uploadEventCover", "uploadProductImage"];
    const fields = new Map(rootFields().map(([name, f]) => [name.split(".")[1], f]));
    for (const name of operatorNames) expect(fields.has(name) && isOperatorField(fields.get(name)!), name).toBe(true);
  });

  it("the platform's fields are guarded by a scope no organisation's owner or key carries", () => {
    const fields = new Map(rootFields().map(([name, f]) => [name.split(".")[1], f]));
    const organisationScopes = new Set([...Object.values(roleScopes).flat(), ...Object.keys(apiKeyScopes)]);
    for (const name of ["organisations", "createOrganisation", "auditLog"]) {
      const scope = (authScopesOf(fields.get(name)!) as { staff?: string } | undefined)?.staff;
      expect(scope && (platformOnlyScopes as readonly string[]).includes(scope) && !organisationScopes.has(scope), `${name}: ${scope}`).toBe(true);
    }
  });
});
