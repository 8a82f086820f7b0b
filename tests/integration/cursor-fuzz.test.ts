// The cursor fuzz (issue 35, items 4 and 5): every connection of the schema, the fan's, the operator's, the
// platform's and the nested ones, over real HTTP. A cursor it did not give out is BAD_USER_INPUT naming the
// argument (after or before) and no data, never a silent list: malformed (random strings, base64 junk,
// other formats), foreign (a valid cursor of another connection; a valid cursor of the same table that
// this connection does not list: another fan's, another parent's, another organisation's) and stale (its
// row deleted after the cursor was handed out). The cursors it did give out still page: forward one row at
// a time, back from a cursor, and after the last row an empty page without error. The connections come
// from the printed schema, so a new connection without a case here fails the first test.
// The random inputs come from a seeded generator: CURSOR_FUZZ_SEED=<n> replays a run; every failure names
// its seed.
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSchema, getNamedType, isObjectType } from "graphql";
import { formatPrismaCursor } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { startTestServer, type RawGraphQLResponse, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { creditTopUp } from "../../server/src/modules/wallet/index.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createFan, createFans, type Fan } from "../factories/fans.ts";
import { createProduct, type Product } from "../factories/merch.ts";
import { createTicket } from "../factories/tickets.ts";
import { rng } from "../helpers/rng.ts";

const SEED = Number(process.env.CURSOR_FUZZ_SEED ?? 35035);
/** How many random cursors each connection gets, per argument. */
const RANDOM_CURSORS = 24;

let s: TestServer;
const tag = crypto.randomBytes(3).toString("hex");
const AUDIT_ACTION = `fuzz.cursor_${tag}`;
const day = 86400_000;

/** Who asks: a fan's session, an organisation's key, an owner's session, the platform's key. */
interface Callers {
  fanA: string;
  fanB: string;
  orgKeyA: string;
  orgKeyB: string;
  ownerA: string;
  ownerB: string;
  platform: string;
}
let callers: Callers;
let orgA: string;
let orgB: string;
let e1: OnSaleEvent;
let e2: OnSaleEvent;
let eB: OnSaleEvent;
let p1: Product;
let p2: Product;
let fanA: Fan;
let fanB: Fan;

/** One connection as the fuzz reaches it. */
interface Case {
  /** The connection's field up to the paging arguments, e.g. `myOrders(tab: $tab, ` or `events(`. */
  document: string;
  /** The names of the case's own variables with their GraphQL types, e.g. `$tab: OrderListTab!`. */
  variableTypes?: string;
  /** Where the connection is in `data`. */
  path: string[];
  variables?: () => Record<string, unknown>;
  as: keyof Callers;
  /** A valid cursor of the same table that this connection does not list to its caller; none where there is no other owner. */
  foreignRow?: () => Promise<string>;
  /** Makes a row the connection lists and returns how to delete it (none: the table is append-only). */
  addRow?: () => Promise<() => Promise<void>>;
  /** Why no row of it is ever deleted (the cursor of a row that is not there is then one never given). */
  appendOnly?: string;
  /** A well-formed cursor of this connection naming a row that does not exist. */
  neverGiven: string;
}

const PAGE_VARIABLES = "$first: Int, $last: Int, $after: String, $before: String";
const PAGE_ARGS = "first: $first, last: $last, after: $after, before: $before";
const SELECTION = "edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }";
const prismaCursor = (id: string) => formatPrismaCursor({ id }, "id");
const handCursor = (connection: string, key: string) => Buffer.from(`${connection}:${key}`, "utf8").toString("base64url");
const missingId = () => `c${crypto.randomBytes(12).toString("hex")}`;

/** A case's whole query: the connection's field with the paging arguments, inside the fields of its path. */
function queryOf(c: Case): string {
  let body = `${c.document}${PAGE_ARGS}) { ${SELECTION} }`;
  // A path step `node:Event` is node(id: $id) { ... on Event { … } }; another is a plain field.
  for (const step of c.path.slice(0, -1).reverse()) {
    const [name, type] = step.split(":");
    body = name === "node" ? `node(id: $id) { ... on ${type} { ${body} } }` : `${name} { ${body} }`;
  }
  return `query(${PAGE_VARIABLES}${c.variableTypes ? `, ${c.variableTypes}` : ""}) { ${body} }`;
}

interface Page {
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  endCursor: string | null;
  errors: RawGraphQLResponse["errors"];
}

function pageOf(c: Case, r: RawGraphQLResponse): Page {
  let at: unknown = r.data;
  for (const step of c.path) at = at && typeof at === "object" ? (at as Record<string, unknown>)[step.split(":")[0]!] : undefined;
  const connection = at as { edges?: { cursor: string }[]; pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null } } | undefined;
  return {
    cursors: (connection?.edges ?? []).map((e) => e.cursor),
    hasNextPage: connection?.pageInfo?.hasNextPage ?? false,
    hasPreviousPage: connection?.pageInfo?.hasPreviousPage ?? false,
    endCursor: connection?.pageInfo?.endCursor ?? null,
    errors: r.errors,
  };
}

/** Numbers each request: the public reads (events, merchProducts) are cached for 2 s by their body, and a row added or deleted here must show at once. The operation declares no such variable, so it reads nothing else. */
let requestNo = 0;

async function ask(c: Case, paging: { first?: number; last?: number; after?: string; before?: string }, override: { as?: keyof Callers; variables?: Record<string, unknown> } = {}): Promise<Page> {
  const variables = { ...(c.variables?.() ?? {}), ...(override.variables ?? {}), ...paging, request: ++requestNo };
  return pageOf(c, await s.gqlRaw(queryOf(c), variables, { token: callers[override.as ?? c.as] }));
}

/** Every cursor the connection gives its caller now (the lists here are short). */
async function allCursors(c: Case, override: { as?: keyof Callers; variables?: Record<string, unknown> } = {}): Promise<string[]> {
  const page = await ask(c, { first: 50 }, override);
  expect(page.errors, `${JSON.stringify(page.errors)} seed=${SEED}`).toBeUndefined();
  expect(page.hasNextPage).toBe(false);
  return page.cursors;
}

/** The cursor is refused as `argument`, with no data: after with first, before with last. */
async function expectRefused(c: Case, name: string, cursor: string, label: string): Promise<void> {
  for (const argument of ["after", "before"] as const) {
    const page = await ask(c, argument === "after" ? { first: 2, after: cursor } : { last: 2, before: cursor });
    const what = `${name} ${label} ${argument}=${JSON.stringify(cursor.length > 80 ? `${cursor.slice(0, 80)}…` : cursor)} (seed=${SEED})`;
    expect(page.errors?.[0]?.extensions, what).toMatchObject({ code: "BAD_USER_INPUT", argument });
    expect(page.cursors, what).toEqual([]);
  }
}

// ───── the data: two organisations, two fans, a row of every kind for each ─────

async function order(userId: string, eventId: string, kind: "TICKET" | "MERCH"): Promise<string> {
  const o = await s.app.deps.db.order.create({
    data: { orderNo: `FZ${crypto.randomBytes(6).toString("hex").toUpperCase()}`, userId, kind, status: "PAID", eventId, currency: "HKD", totalAmount: 1000, paidAt: new Date() },
  });
  return o.id;
}

async function bareEvent(organisationId: string, publishedAt: Date | null = new Date()): Promise<string> {
  const e = await s.app.deps.db.event.create({
    data: { organisationId, slug: `fuzz-${crypto.randomBytes(4).toString("hex")}`, title: "Fuzz", about: "-", venue: "Hall", city: "Hong Kong", startsAt: new Date(Date.now() + 40 * day), saleStartsAt: new Date(Date.now() - day), publishedAt },
  });
  return e.id;
}

async function topUp(userId: string, amount: number): Promise<string> {
  return (await s.app.deps.db.$transaction((tx) => creditTopUp(tx, userId, amount, `fuzz-${crypto.randomUUID()}`, "Fuzz top-up"))).transactionId;
}

async function dropLedgerTransaction(transactionId: string): Promise<void> {
  await s.app.deps.db.ledgerEntry.deleteMany({ where: { transactionId } });
  await s.app.deps.db.ledgerTransaction.delete({ where: { id: transactionId } });
}

async function dropTicket(id: string): Promise<void> {
  await s.app.deps.db.ticketHistory.deleteMany({ where: { ticketId: id } });
  await s.app.deps.db.ticket.delete({ where: { id } });
}

const CASES: Record<string, Case> = {
  "Query.events": {
    document: "events(",
    path: ["events"],
    as: "fanA",
    // A draft is never listed to fans: its cursor is one no fan was given.
    foreignRow: async () => prismaCursor(await bareEvent(orgA, null)),
    addRow: async () => {
      const id = await bareEvent(orgA);
      return async () => {
        await s.app.deps.db.event.delete({ where: { id } });
      };
    },
    neverGiven: prismaCursor(missingId()),
  },
  "Query.merchProducts": {
    document: "merchProducts(",
    path: ["merchProducts"],
    as: "fanA",
    foreignRow: async () => prismaCursor((await createProduct(s.app.deps, { eventId: e1.id, active: false })).id),
    addRow: async () => {
      const { id } = await createProduct(s.app.deps, { eventId: e1.id });
      return async () => {
        await s.app.deps.db.merchProduct.delete({ where: { id } });
      };
    },
    neverGiven: prismaCursor(missingId()),
  },
  "Query.myMerchOrders": {
    document: "myMerchOrders(tab: $tab, ",
    variableTypes: "$tab: MerchOrderTab!",
    variables: () => ({ tab: "AVAILABLE" }),
    path: ["myMerchOrders"],
    as: "fanA",
    foreignRow: async () => (await allCursors(CASES["Query.myMerchOrders"]!, { as: "fanB" }))[0]!,
    addRow: async () => {
      const id = await order(fanA.id, e1.id, "MERCH");
      return async () => {
        await s.app.deps.db.order.delete({ where: { id } });
      };
    },
    neverGiven: prismaCursor(missingId()),
  },
  "Query.myOrders": {
    document: "myOrders(tab: $tab, kind: $kind, ",
    variableTypes: "$tab: OrderListTab!, $kind: OrderKind",
    // Ticket orders only: the fan's merchandise orders are myMerchOrders' rows (myOrders without kind lists both).
    variables: () => ({ tab: "COMPLETED", kind: "TICKET" }),
    path: ["myOrders"],
    as: "fanA",
    foreignRow: async () => (await allCursors(CASES["Query.myOrders"]!, { as: "fanB" }))[0]!,
    addRow: async () => {
      const id = await order(fanA.id, e1.id, "TICKET");
      return async () => {
        await s.app.deps.db.order.delete({ where: { id } });
      };
    },
    neverGiven: prismaCursor(missingId()),
  },
  "Query.myTickets": {
    document: "myTickets(tab: $tab, ",
    variableTypes: "$tab: TicketListTab!",
    variables: () => ({ tab: "UPCOMING" }),
    path: ["myTickets"],
    as: "fanA",
    foreignRow: async () => (await allCursors(CASES["Query.myTickets"]!, { as: "fanB" }))[0]!,
    addRow: async () => {
      const { id } = await createTicket(s.app.deps, { ownerId: fanA.id, ticketTypeId: e1.standingTypeId });
      return () => dropTicket(id);
    },
    neverGiven: prismaCursor(missingId()),
  },
  "Query.operatorAttendees": {
    document: "operatorAttendees(eventId: $eventId, ",
    variableTypes: "$eventId: ID!",
    variables: () => ({ eventId: e1.id }),
    path: ["operatorAttendees"],
    as: "orgKeyA",
    // The same organisation's other event: its attendees are not this list's.
    foreignRow: async () => (await allCursors(CASES["Query.operatorAttendees"]!, { variables: { eventId: e2.id } }))[0]!,
    addRow: async () => {
      const { id } = await createTicket(s.app.deps, { ownerId: fanB.id, ticketTypeId: e1.standingTypeId });
      return () => dropTicket(id);
    },
    neverGiven: handCursor("operatorAttendees", missingId()),
  },
  "Query.operatorEvents": {
    document: "operatorEvents(",
    path: ["operatorEvents"],
    as: "orgKeyA",
    foreignRow: async () => (await allCursors(CASES["Query.operatorEvents"]!, { as: "orgKeyB" }))[0]!,
    addRow: async () => {
      const id = await bareEvent(orgA);
      return async () => {
        await s.app.deps.db.event.delete({ where: { id } });
      };
    },
    neverGiven: handCursor("operatorEvents", missingId()),
  },
  "Query.operatorOrders": {
    document: "operatorOrders(",
    path: ["operatorOrders"],
    as: "orgKeyA",
    foreignRow: async () => (await allCursors(CASES["Query.operatorOrders"]!, { as: "orgKeyB" }))[0]!,
    addRow: async () => {
      const id = await order(fanB.id, e1.id, "TICKET");
      return async () => {
        await s.app.deps.db.order.delete({ where: { id } });
      };
    },
    neverGiven: handCursor("operatorOrders", missingId()),
  },
  "Query.auditLog": {
    document: "auditLog(filter: { action: $action }, ",
    variableTypes: "$action: String",
    variables: () => ({ action: AUDIT_ACTION }),
    path: ["auditLog"],
    as: "platform",
    appendOnly: "the audit log is append-only (a trigger refuses DELETE)",
    neverGiven: handCursor("auditLog", "900000000000"),
  },
  "Query.organisationAuditLog": {
    document: "organisationAuditLog(filter: { action: $action }, ",
    variableTypes: "$action: String",
    variables: () => ({ action: AUDIT_ACTION }),
    path: ["organisationAuditLog"],
    as: "ownerA",
    foreignRow: async () => (await allCursors(CASES["Query.organisationAuditLog"]!, { as: "ownerB" }))[0]!,
    appendOnly: "the audit log is append-only (a trigger refuses DELETE)",
    neverGiven: handCursor("organisationAuditLog", "900000000000"),
  },
  "Query.organisations": {
    document: "organisations(",
    path: ["organisations"],
    as: "platform",
    addRow: async () => {
      const { id } = await s.app.deps.db.organisation.create({ data: { slug: `fuzz-${crypto.randomBytes(4).toString("hex")}`, name: "Fuzz" } });
      return async () => {
        await s.app.deps.db.organisation.delete({ where: { id } });
      };
    },
    neverGiven: handCursor("organisations", `${Date.now()}.${missingId()}`),
  },
  "Event.ticketTypes": {
    document: "ticketTypes(",
    variableTypes: "$id: ID!",
    variables: () => ({ id: encodeGlobalID("Event", e1.id) }),
    path: ["node:Event", "ticketTypes"],
    as: "fanA",
    foreignRow: async () => (await allCursors(CASES["Event.ticketTypes"]!, { variables: { id: encodeGlobalID("Event", e2.id) } }))[0]!,
    addRow: async () => {
      const { id } = await s.app.deps.db.ticketType.create({
        data: { eventId: e1.id, name: "Fuzz", area: `Z${crypto.randomBytes(2).toString("hex")}`, priceAmount: 1000, currency: "HKD", capacity: 1, seated: false, sortOrder: 9 },
      });
      return async () => {
        await s.app.deps.db.ticketType.delete({ where: { id } });
      };
    },
    neverGiven: prismaCursor(missingId()),
  },
  "MerchProduct.variants": {
    document: "variants(",
    variableTypes: "$id: ID!",
    variables: () => ({ id: encodeGlobalID("MerchProduct", p1.id) }),
    path: ["node:MerchProduct", "variants"],
    as: "fanA",
    foreignRow: async () => (await allCursors(CASES["MerchProduct.variants"]!, { variables: { id: encodeGlobalID("MerchProduct", p2.id) } }))[0]!,
    addRow: async () => {
      const { id } = await s.app.deps.db.merchVariant.create({ data: { productId: p1.id, sku: `FUZZ-${crypto.randomBytes(4).toString("hex")}`.toUpperCase(), size: "XXL", stock: 1 } });
      return async () => {
        await s.app.deps.db.merchVariant.delete({ where: { id } });
      };
    },
    neverGiven: prismaCursor(missingId()),
  },
  "TicketType.seats": {
    document: "seats(",
    variableTypes: "$id: ID!",
    variables: () => ({ id: encodeGlobalID("TicketType", e1.seatedTypeId) }),
    path: ["node:TicketType", "seats"],
    as: "fanA",
    foreignRow: async () => (await allCursors(CASES["TicketType.seats"]!, { variables: { id: encodeGlobalID("TicketType", e2.seatedTypeId) } }))[0]!,
    addRow: async () => {
      const { id } = await s.app.deps.db.seat.create({ data: { eventId: e1.id, ticketTypeId: e1.seatedTypeId, area: e1.seated.area, row: "Z", number: 99 } });
      return async () => {
        await s.app.deps.db.seat.delete({ where: { id } });
      };
    },
    neverGiven: prismaCursor(missingId()),
  },
  "Wallet.transactions": {
    document: "transactions(",
    path: ["wallet", "transactions"],
    as: "fanA",
    foreignRow: async () => (await allCursors(CASES["Wallet.transactions"]!, { as: "fanB" }))[0]!,
    addRow: async () => {
      const transactionId = await topUp(fanA.id, 100);
      return () => dropLedgerTransaction(transactionId);
    },
    neverGiven: prismaCursor(missingId()),
  },
};

/** Every connection field of the printed schema: `Type.field` of each field whose type is a connection paged by after and before. */
function schemaConnections(): string[] {
  const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, "../../schema/schema.graphql"), "utf8"));
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const names = field.args.map((a) => a.name);
      if (getNamedType(field.type).name.endsWith("Connection") && names.includes("after") && names.includes("before")) found.push(`${type.name}.${field.name}`);
    }
  }
  return found.sort();
}

/** Cursors of no connection: random text, base64 and base64url junk, the plugin's and the codec's formats around a wrong key, Relay ids. */
function malformedCursors(rand: () => number): string[] {
  const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
  const b64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");
  const fixed = [
    "garbage",
    "",
    " ",
    "null",
    "0",
    "-1",
    "é漢字🙂",
    "x".repeat(300),
    "====",
    b64("junk"),
    b64url("junk"),
    "GPC:S:abc",
    b64("GPC:"),
    b64("GPC:S:"),
    b64("GPC:S:has space"),
    b64("GPC:N:12"),
    b64('GPC:J:["a"]'),
    b64(`GPC:S:${"a".repeat(65)}`),
    // The plugin's format spelled another way: without its padding, with a padding too many.
    prismaCursor("abc").replace(/=+$/, ""),
    `${prismaCursor("abcd")}=`,
    b64url("operatorOrders:"),
    b64url("operatorOrders:a b"),
    b64url("auditLog:-1"),
    b64url("auditLog:1.5"),
    b64url("auditLog:99999999999999999999"),
    b64url("organisations:abc"),
    b64url("organisations:999999999999999.x"),
    encodeGlobalID("Event", "nope"),
    encodeGlobalID("Order", missingId()),
  ];
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_.:~!@#$%^&*()[]{} \"'\\é漢";
  const text = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rand() * 256)));
  const connections = ["operatorOrders", "operatorEvents", "operatorAttendees", "auditLog", "organisationAuditLog", "organisations", "GPC"];
  const random: string[] = [];
  for (let i = 0; i < RANDOM_CURSORS; i++) {
    const n = 1 + Math.floor(rand() * 40);
    switch (i % 6) {
      case 0:
        random.push(text(n));
        break;
      case 1:
        random.push(bytes(n).toString("base64"));
        break;
      case 2:
        random.push(bytes(n).toString("base64url"));
        break;
      case 3:
        // A well-formed Prisma cursor of a key no row has (20 characters: never a cuid, never all digits).
        random.push(prismaCursor(text(20).replace(/[^A-Za-z0-9]/g, "q")));
        break;
      case 4:
        // A hand-written connection's prefix with junk, or with a key no row has.
        random.push(b64url(`${connections[Math.floor(rand() * connections.length)]}:${rand() < 0.5 ? text(n) : `k${text(20).replace(/[^A-Za-z0-9]/g, "q")}`}`));
        break;
      default:
        random.push(b64(`GPC:${text(n)}`));
    }
  }
  return [...fixed, ...random];
}

beforeAll(async () => {
  s = await startTestServer();
  const deps = s.app.deps;
  const db = deps.db;
  orgA = (await db.organisation.create({ data: { slug: `fuzz-a-${tag}`, name: `Fuzz A ${tag}` } })).id;
  orgB = (await db.organisation.create({ data: { slug: `fuzz-b-${tag}`, name: `Fuzz B ${tag}` } })).id;
  fanA = await createFan(deps, { balance: 1000 });
  fanB = await createFan(deps, { balance: 500 });
  const [ownerA, ownerB] = (await createFans(deps, 2)) as [Fan, Fan];
  await db.organisationMember.createMany({
    data: [
      { organisationId: orgA, userId: ownerA.id, role: "OWNER" },
      { organisationId: orgB, userId: ownerB.id, role: "OWNER" },
    ],
  });
  const keyScopes = ["events:read", "orders:read", "attendees:read"];
  callers = {
    fanA: fanA.token,
    fanB: fanB.token,
    ownerA: ownerA.token,
    ownerB: ownerB.token,
    // The fuzz sends a few hundred requests a key: past a key's default budget (600 a minute) on a fast machine.
    orgKeyA: (await createStaffToken(db, "fuzz a", keyScopes, { organisationId: orgA, rateLimitPerMinute: 100_000 })).token,
    orgKeyB: (await createStaffToken(db, "fuzz b", keyScopes, { organisationId: orgB, rateLimitPerMinute: 100_000 })).token,
    platform: (await createStaffToken(db, "fuzz platform", ["audit:read", "organisations:read"], { organisationId: null, rateLimitPerMinute: 100_000 })).token,
  };

  const balcony = { name: "Balcony", area: "B", price: 30_000, rows: [{ row: "1", seats: [1, 2] }] };
  [e1, e2, eB] = [
    await createOnSaleEvent(deps, { standing: 20, rows: ["A"], perRow: 3, moreSeated: [balcony], startsInDays: 30 }),
    await createOnSaleEvent(deps, { standing: 20, rows: ["A"], perRow: 3, startsInDays: 31 }),
    await createOnSaleEvent(deps, { standing: 20, rows: ["A"], perRow: 3, startsInDays: 32 }),
  ];
  await db.event.updateMany({ where: { id: { in: [e1.id, e2.id] } }, data: { organisationId: orgA } });
  await db.event.update({ where: { id: eB.id }, data: { organisationId: orgB } });

  p1 = await createProduct(deps, { eventId: e1.id, sizes: ["S", "M", "L"] });
  p2 = await createProduct(deps, { eventId: e1.id, sizes: ["S", "M"] });
  await createProduct(deps, { eventId: e2.id });

  for (let i = 0; i < 3; i++) {
    await order(fanA.id, e1.id, "TICKET");
    await order(fanA.id, e1.id, "MERCH");
    await createTicket(deps, { ownerId: fanA.id, ticketTypeId: e1.standingTypeId });
  }
  await order(fanB.id, e1.id, "TICKET");
  await order(fanB.id, e1.id, "MERCH");
  await order(fanB.id, eB.id, "TICKET");
  await order(fanB.id, eB.id, "TICKET");
  await createTicket(deps, { ownerId: fanB.id, ticketTypeId: e1.standingTypeId });
  await createTicket(deps, { ownerId: fanB.id, ticketTypeId: e2.standingTypeId });
  await topUp(fanA.id, 200);
  await topUp(fanA.id, 300);
  for (const organisationId of [orgA, orgA, orgA, orgB]) {
    await db.auditLog.create({ data: { action: AUDIT_ACTION, outcome: "SUCCESS", targetType: "Organisation", targetId: organisationId, details: { organisationId } } });
  }
}, 180_000);
afterAll(() => s?.stop());

describe("the cursor fuzz (issue 35)", () => {
  it("has a case for every connection of the schema", () => {
    expect(Object.keys(CASES).sort()).toEqual(schemaConnections());
  });

  it("a cursor the connection gave pages on: one row at a time to the end, back from a cursor, and after the last row an empty page without error", async () => {
    for (const [name, c] of Object.entries(CASES)) {
      const all = await allCursors(c);
      expect(all.length, `${name}: the fuzz's data gives it at least two rows`).toBeGreaterThanOrEqual(2);
      const walked: string[] = [];
      let page = await ask(c, { first: 1 });
      for (;;) {
        expect(page.errors, `${name} ${JSON.stringify(page.errors)}`).toBeUndefined();
        walked.push(...page.cursors);
        if (!page.hasNextPage) break;
        expect(walked.length, name).toBeLessThan(all.length);
        page = await ask(c, { first: 1, after: page.endCursor! });
      }
      expect(walked, name).toEqual(all);
      const afterLast = await ask(c, { first: 2, after: all.at(-1)! });
      expect(afterLast.errors, `${name} after the last row`).toBeUndefined();
      expect(afterLast.cursors, `${name} after the last row`).toEqual([]);
      expect(afterLast.hasNextPage, name).toBe(false);
      const back = await ask(c, { last: 1, before: all[1]! });
      expect(back.errors, `${name} before the second row`).toBeUndefined();
      expect(back.cursors, `${name} before the second row`).toEqual([all[0]]);
      const beforeFirst = await ask(c, { last: 2, before: all[0]! });
      expect(beforeFirst.errors, `${name} before the first row`).toBeUndefined();
      expect(beforeFirst.cursors, `${name} before the first row`).toEqual([]);
    }
  }, 120_000);

  it(`malformed cursors (random ones seeded with ${SEED}) are BAD_USER_INPUT naming the argument, with no data`, async () => {
    const rand = rng(SEED);
    for (const [name, c] of Object.entries(CASES)) {
      const given = new Set(await allCursors(c));
      for (const cursor of malformedCursors(rand)) {
        // A random cursor that a connection did give out is a page, not a fault (never with this generator).
        if (given.has(cursor)) continue;
        await expectRefused(c, name, cursor, "malformed");
      }
    }
  }, 300_000);

  it("another connection's cursor is refused by every other connection", async () => {
    const firstOf = new Map<string, string>();
    for (const [name, c] of Object.entries(CASES)) firstOf.set(name, (await allCursors(c))[0]!);
    for (const [name, c] of Object.entries(CASES)) {
      for (const [other, cursor] of firstOf) {
        if (other !== name) await expectRefused(c, name, cursor, `a cursor of ${other}`);
      }
    }
  }, 300_000);

  it("a cursor of a row the connection does not list to this caller (another fan's, another parent's, another organisation's, a draft's) is refused", async () => {
    for (const [name, c] of Object.entries(CASES)) {
      if (!c.foreignRow) continue;
      const cursor = await c.foreignRow();
      expect(await allCursors(c), name).not.toContain(cursor);
      await expectRefused(c, name, cursor, "another's row");
    }
  }, 120_000);

  it("a stale cursor (its row deleted after the cursor was handed out) and one naming no row are refused", async () => {
    for (const [name, c] of Object.entries(CASES)) {
      await expectRefused(c, name, c.neverGiven, "naming no row");
      if (!c.addRow) {
        expect(c.appendOnly, `${name} says why none of its rows is ever deleted`).toBeTruthy();
        continue;
      }
      const before = new Set(await allCursors(c));
      const remove = await c.addRow();
      const added = (await allCursors(c)).filter((cursor) => !before.has(cursor));
      expect(added, `${name}: the new row is listed`).toHaveLength(1);
      // The cursor pages while its row is there...
      expect((await ask(c, { first: 2, after: added[0]! })).errors, name).toBeUndefined();
      await remove();
      // ...and is refused once the row is gone: Prisma answered it with an empty page, keyset paging with a page from its place.
      await expectRefused(c, name, added[0]!, "stale");
      expect(await allCursors(c), name).toEqual([...before]);
    }
  }, 120_000);

  it("a Prisma connection's cursor whose row no longer matches the arguments is refused (Prisma would skip a row of the list), and still pages where the row is listed", async () => {
    const available: Case = { ...CASES["TicketType.seats"]!, document: "seats(onlyAvailable: true, " };
    const cursors = await allCursors(available);
    expect(cursors.length).toBeGreaterThanOrEqual(3);
    const seatId = (await s.app.deps.db.seat.findMany({ where: { ticketTypeId: e1.seatedTypeId, status: "AVAILABLE" }, orderBy: [{ row: "asc" }, { number: "asc" }, { id: "asc" }], take: 1 }))[0]!.id;
    expect(cursors[0]).toBe(prismaCursor(seatId));
    await s.app.deps.db.seat.update({ where: { id: seatId }, data: { status: "HELD" } });
    try {
      await expectRefused(available, "TicketType.seats(onlyAvailable: true)", cursors[0]!, "of a seat held since");
      // Every seat of the type is still listed without the filter: from there its cursor pages on.
      const all = await ask(CASES["TicketType.seats"]!, { first: 50, after: cursors[0]! });
      expect(all.errors).toBeUndefined();
      expect(all.cursors).toEqual(cursors.slice(1));
    } finally {
      await s.app.deps.db.seat.update({ where: { id: seatId }, data: { status: "AVAILABLE" } });
    }
  });
});
