// The operator API's orders and sales export over real HTTP (issue #19): an organisation's key sees the
// orders of its own events only, searches them by number or buyer, pages them with stable cursors, and
// exports its sales as CSV (audited); another organisation's event is not found.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type GraphQLResponse, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { graphql } from "../gql/index.ts";
import type { OperatorOrdersQuery } from "../gql/graphql.ts";

let s: TestServer;
let buyer: Fan;
let other: Fan;
const orgA = `org_oa_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_ob_${crypto.randomBytes(3).toString("hex")}`;
let eventA: string;
let typeA: string;
let eventB: string;
const ordersA: string[] = [];

const ORDERS = graphql(`
  query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {
    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {
      edges { cursor node { id orderNo eventId status buyerNickname total { amount currency } lines { ticketType area quantity unitAmount } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
const ATTENDEES = graphql(`
  query OperatorAttendees($eventId: ID!, $search: String) {
    operatorAttendees(eventId: $eventId, first: 50, search: $search) { edges { node { id ticketNo status ticketType area seat holderNickname } } }
  }
`);
const CSV = graphql(`query OperatorSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }`);

async function key(organisationId: string, scopes: string[]): Promise<string> {
  return (await createStaffToken(s.app.deps.db, "orders test", scopes, { organisationId })).token;
}

async function eventOf(organisationId: string, tag: string): Promise<{ id: string; typeId: string }> {
  const e = await s.app.deps.db.event.create({
    data: {
      organisationId,
      slug: `orders-${tag}-${crypto.randomBytes(3).toString("hex")}`,
      title: `Orders ${tag}`,
      about: "-",
      venue: "Hall",
      city: "Hong Kong",
      startsAt: new Date(Date.now() + 30 * 86400_000),
      saleStartsAt: new Date(Date.now() - 86400_000),
      ticketTypes: { create: [{ name: "Stalls, front", area: "S", priceAmount: 50_000, currency: "HKD", capacity: 100 }] },
    },
    include: { ticketTypes: true },
  });
  return { id: e.id, typeId: e.ticketTypes[0].id };
}

async function paidOrder(userId: string, event: { id: string; typeId: string }, quantity: number): Promise<{ id: string; orderNo: string }> {
  return s.app.deps.db.order.create({
    data: {
      orderNo: `T${crypto.randomBytes(6).toString("hex").toUpperCase()}`,
      userId,
      kind: "TICKET",
      status: "PAID",
      eventId: event.id,
      currency: "HKD",
      totalAmount: quantity * 50_000,
      paidAt: new Date(),
      items: { create: [{ kind: "TICKET", ticketTypeId: event.typeId, quantity, unitAmount: 50_000 }] },
    },
    select: { id: true, orderNo: true },
  });
}

beforeAll(async () => {
  s = await startTestServer();
  [buyer, other] = await createFans(s.app.deps, 2);
  await s.app.deps.db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  const a = await eventOf(orgA, "a");
  const b = await eventOf(orgB, "b");
  eventA = a.id;
  typeA = a.typeId;
  eventB = b.id;
  for (let i = 0; i < 3; i++) ordersA.push((await paidOrder(i === 0 ? buyer.id : other.id, a, i + 1)).id);
  await paidOrder(buyer.id, b, 2);
});
afterAll(() => s?.stop());

describe("operator orders", () => {
  it("lists only the organisation's own events' orders, paged with stable cursors", async () => {
    const token = await key(orgA, ["orders:read"]);
    const seen: { id: string; eventId: string | null }[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const r: GraphQLResponse<OperatorOrdersQuery> = await s.gql(ORDERS, { first: 2, after }, { token });
      expect(r.errors).toBeUndefined();
      seen.push(...r.data!.operatorOrders.edges.map((e) => e.node));
      if (!r.data!.operatorOrders.pageInfo.hasNextPage) break;
      after = r.data!.operatorOrders.pageInfo.endCursor ?? null;
    }
    expect(seen.map((o) => o.id).sort()).toEqual([...ordersA].sort());
    expect(seen.every((o) => o.eventId === eventA)).toBe(true);

    // Naming the other organisation's event is NOT_FOUND, as for an event that does not exist (issue 35).
    const cross = await s.gql(ORDERS, { eventId: eventB }, { token });
    expect(cross.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(cross.data?.operatorOrders ?? null).toBeNull();
  });

  it("searches by order number and by the buyer's e-mail, showing the buyer by nickname", async () => {
    const token = await key(orgA, ["orders:read"]);
    const byEmail = await s.gql(ORDERS, { search: buyer.email }, { token });
    expect(byEmail.data!.operatorOrders.edges.map((e) => e.node.id)).toEqual([ordersA[0]]);
    const node = byEmail.data!.operatorOrders.edges[0].node;
    expect(node).toMatchObject({ status: "PAID", total: { amount: 50_000, currency: "HKD" }, lines: [{ ticketType: "Stalls, front", area: "S", quantity: 1, unitAmount: 50_000 }] });
    expect(node.buyerNickname).toEqual(expect.any(String));
    const byNo = await s.gql(ORDERS, { search: node.orderNo }, { token });
    expect(byNo.data!.operatorOrders.edges.map((e) => e.node.id)).toEqual([ordersA[0]]);
  });

  it("refuses a key without orders:read", async () => {
    const token = await key(orgA, ["events:read"]);
    expect((await s.gql(ORDERS, {}, { token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("sales export", () => {
  it("gives the event's sales as CSV to reports:read, audited; another organisation's event is not found", async () => {
    const token = await key(orgA, ["reports:read"]);
    const r = await s.gql(CSV, { eventId: eventA }, { token });
    expect(r.errors).toBeUndefined();
    const result = r.data!.salesCsv;
    if (result.__typename !== "QuerySalesCsvSuccess") throw new Error(JSON.stringify(result));
    const lines = result.data.trim().split("\n");
    expect(lines[0]).toBe("orderNo,eventId,status,paidAt,ticketType,area,quantity,unitAmount,currency,lineAmount,buyerEmail");
    expect(lines).toHaveLength(4);
    // The ticket type's comma is quoted.
    expect(lines[1]).toContain('"Stalls, front"');
    expect(lines.slice(1).map((l) => Number(l.split(",").at(-2))).sort()).toEqual([100_000, 150_000, 50_000].sort());

    const audit = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.sales_export", targetId: eventA } });
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ count: 3, organisationId: orgA });

    const cross = await s.gql(CSV, { eventId: eventB }, { token });
    expect(cross.data!.salesCsv).toMatchObject({ __typename: "NotFoundError" });
    const noScope = await s.gql(CSV, { eventId: eventA }, { token: await key(orgA, ["orders:read"]) });
    expect(noScope.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("operator attendees", () => {
  it("lists one of the organisation's events' tickets, searched by number or holder; another's event is NOT_FOUND", async () => {
    const db = s.app.deps.db;
    const mk = (ownerId: string, eventId: string, ticketTypeId: string) =>
      db.ticket.create({ data: { ticketNo: `TK${crypto.randomBytes(5).toString("hex").toUpperCase()}`, eventId, ticketTypeId, ownerId, qrSecret: crypto.randomBytes(32) }, select: { id: true, ticketNo: true } });
    const mine = await mk(buyer.id, eventA, typeA);
    await mk(other.id, eventA, typeA);
    const typeB = (await db.ticketType.findFirstOrThrow({ where: { eventId: eventB } })).id;
    await mk(buyer.id, eventB, typeB);

    const token = await key(orgA, ["attendees:read"]);
    const all = await s.gql(ATTENDEES, { eventId: eventA }, { token });
    expect(all.errors).toBeUndefined();
    expect(all.data!.operatorAttendees.edges).toHaveLength(2);
    expect(all.data!.operatorAttendees.edges[0].node).toMatchObject({ ticketType: "Stalls, front", area: "S", seat: null, status: "PAID" });
    const byHolder = await s.gql(ATTENDEES, { eventId: eventA, search: buyer.email }, { token });
    expect(byHolder.data!.operatorAttendees.edges.map((e) => e.node.ticketNo)).toEqual([mine.ticketNo]);
    const byNo = await s.gql(ATTENDEES, { eventId: eventA, search: mine.ticketNo }, { token });
    expect(byNo.data!.operatorAttendees.edges.map((e) => e.node.id)).toEqual([mine.id]);

    expect((await s.gql(ATTENDEES, { eventId: eventB }, { token })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await s.gql(ATTENDEES, { eventId: eventA }, { token: await key(orgA, ["orders:read"]) })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
