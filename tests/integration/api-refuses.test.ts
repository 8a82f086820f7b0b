// The API refuses what it does not understand (issue 35, item 4), over real HTTP: a cursor the server
// never gave out for this connection (garbage, base64 junk, another connection's cursor) is BAD_USER_INPUT
// naming the argument, never a silent list; a key that is none of ours is INVALID_API_KEY; FORBIDDEN names
// the scope the key lacks. The fuzz sends random strings and base64 junk as every connection's cursor.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type RawGraphQLResponse, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";

let s: TestServer;
let token: string;
const org = `org_ar_${crypto.randomBytes(3).toString("hex")}`;

// Every connection the key can reach, with the list it pages (the ids in order).
const CONNECTIONS: Record<string, string> = {
  operatorOrders: `query($after: String, $before: String) { operatorOrders(first: 2, after: $after, before: $before) { edges { cursor node { id } } } }`,
  operatorEvents: `query($after: String, $before: String) { operatorEvents(first: 2, after: $after, before: $before) { edges { cursor node { id } } } }`,
  events: `query($after: String, $before: String) { events(first: 2, after: $after, before: $before) { edges { cursor node { id } } } }`,
};

function edgesOf(r: RawGraphQLResponse, field: string): { cursor: string; node: { id: string } }[] {
  return ((r.data as Record<string, { edges: { cursor: string; node: { id: string } }[] }> | null)?.[field]?.edges) ?? [];
}

beforeAll(async () => {
  s = await startTestServer();
  await s.app.deps.db.organisation.create({ data: { id: org, slug: org.replaceAll("_", "-"), name: "Refuses" } });
  token = (await createStaffToken(s.app.deps.db, "refuses test", ["orders:read", "events:read"], { organisationId: org })).token;
  for (let i = 0; i < 3; i++) {
    await s.app.deps.db.event.create({
      data: { organisationId: org, slug: `refuses-${i}-${crypto.randomBytes(3).toString("hex")}`, title: `Refuses ${i}`, about: "-", venue: "Hall", city: "Hong Kong", startsAt: new Date(Date.now() + (30 + i) * 86400_000), saleStartsAt: new Date(Date.now() - 86400_000) },
    });
  }
}, 120_000);
afterAll(() => s?.stop());

describe("cursors", () => {
  it("a garbage, base64-junk or foreign cursor is BAD_USER_INPUT naming the argument", async () => {
    const foreign = edgesOf(await s.gqlRaw(CONNECTIONS.operatorEvents, {}, { token }), "operatorEvents")[0].cursor;
    const bad = ["garbage", Buffer.from("junk").toString("base64"), Buffer.from("operatorOrders:a b").toString("base64"), "", "====", foreign];
    for (const [field, query] of Object.entries(CONNECTIONS)) {
      for (const cursor of bad) {
        if (field === "operatorEvents" && cursor === foreign) continue;
        for (const argument of ["after", "before"]) {
          const r = await s.gqlRaw(query, { [argument]: cursor }, { token });
          // events is a Prisma connection: its cursors are read before Pothos's (platform/cursor-guard.ts), so
          // a cursor of another connection and a junk before with first are refused there too.
          expect(r.errors?.[0]?.extensions, `${field} ${argument}=${JSON.stringify(cursor)}`).toMatchObject({ code: "BAD_USER_INPUT", argument });
          expect(edgesOf(r, field)).toEqual([]);
        }
      }
    }
  });

  it("fuzz: random strings and base64 junk as every connection's cursor are a typed error or a true page", async () => {
    let seed = 35;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const full: Record<string, string[]> = {};
    for (const [field, query] of Object.entries(CONNECTIONS)) full[field] = edgesOf(await s.gqlRaw(query.replace("first: 2", "first: 100"), {}, { token }), field).map((e) => e.node.id);
    for (let i = 0; i < 40; i++) {
      const bytes = crypto.randomBytes(Math.floor(rand() * 30));
      const pick = rand();
      const cursor = pick < 0.33 ? bytes.toString("base64") : pick < 0.66 ? bytes.toString("base64url") : bytes.toString("latin1");
      for (const [field, query] of Object.entries(CONNECTIONS)) {
        const r = await s.gqlRaw(query, { after: cursor }, { token });
        if (r.errors) {
          // VALIDATION: text that is not well-formed (control characters) is refused before any resolver.
          expect(["BAD_USER_INPUT", "VALIDATION"], `${field} after=${JSON.stringify(cursor)}`).toContain(r.errors[0].extensions?.code);
          continue;
        }
        // A page: a run of the full list, right after the cursor's own item.
        const ids = edgesOf(r, field).map((e) => e.node.id);
        const at = full[field].indexOf(ids[0]);
        expect(at, `${field} after=${JSON.stringify(cursor)}`).toBeGreaterThan(0);
        expect(full[field].slice(at, at + ids.length)).toEqual(ids);
      }
    }
  });

  it("a cursor the server gave pages on", async () => {
    const first = edgesOf(await s.gqlRaw(CONNECTIONS.operatorEvents, {}, { token }), "operatorEvents");
    expect(first).toHaveLength(2);
    const next = edgesOf(await s.gqlRaw(CONNECTIONS.operatorEvents, { after: first[1].cursor }, { token }), "operatorEvents");
    expect(next).toHaveLength(1);
  });
});

describe("event ids", () => {
  const ORDERS = `query($e: ID) { operatorOrders(first: 5, eventId: $e) { edges { node { id } } } }`;
  it("an unknown or another organisation's eventId is NOT_FOUND, not an empty list; Event.id (global) and OperatorEvent.id (raw) both name the event", async () => {
    const events = edgesOf(await s.gqlRaw(CONNECTIONS.operatorEvents, {}, { token }), "operatorEvents");
    const raw = events[0].node.id;
    const global = Buffer.from(`Event:${raw}`).toString("base64");
    for (const e of [raw, global]) expect((await s.gqlRaw(ORDERS, { e }, { token })).errors, e).toBeUndefined();
    const other = await s.app.deps.db.event.findFirstOrThrow({ where: { organisationId: { not: org } } });
    for (const e of ["nope", Buffer.from("Event:nope").toString("base64"), other.id, Buffer.from(`Event:${other.id}`).toString("base64")]) {
      const r = await s.gqlRaw(ORDERS, { e }, { token });
      expect(r.errors?.[0]?.extensions?.code, e).toBe("NOT_FOUND");
    }
    const a = await s.gqlRaw(`query($e: ID!) { operatorAttendees(first: 5, eventId: $e) { edges { node { id } } } }`, { e: "nope" }, { token: (await createStaffToken(s.app.deps.db, "attendees", ["attendees:read"], { organisationId: org })).token });
    expect(a.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("keys and scopes", () => {
  it("an unknown or revoked key is INVALID_API_KEY, not a lapsed sign-in", async () => {
    const bogus = `${token.slice(0, token.length - 4)}abcd`;
    const r = await s.gqlRaw(CONNECTIONS.operatorEvents, {}, { token: bogus });
    expect(r.errors?.[0]?.extensions?.code).toBe("INVALID_API_KEY");
  });

  it("FORBIDDEN names the scope the key lacks", async () => {
    const narrow = (await createStaffToken(s.app.deps.db, "narrow", ["events:read"], { organisationId: org })).token;
    const r = await s.gqlRaw(CONNECTIONS.operatorOrders, {}, { token: narrow });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", scope: "orders:read" });
    expect(r.errors?.[0]?.message).toContain("orders:read");
  });
});
