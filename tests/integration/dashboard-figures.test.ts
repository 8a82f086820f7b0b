// The organiser's live sales dashboard (issue #19, console): operatorSalesFigures as a query and as a
// subscription over graphql-ws. The figures move when a sale is paid (pushed through the pubsub topic the
// composition root publishes on once the sale has committed, read at once with no settling delay: the
// periodic re-read is set to a minute here, so only the push can move them in time); a key without reports:read is refused; another organisation's key gets nothing, neither
// figures nor a hint that the event exists.
import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type FormattedExecutionResult } from "graphql-ws";
import WebSocket from "ws";
import { loadConfig } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { holdExpiry, markOrderPaid, newOrderNo } from "../../server/src/modules/orders/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { graphql } from "../gql/index.ts";
import type { ResultOf } from "../helpers/graphql-result.ts";

let s: TestServer;
let fan: Fan;
const orgA = `org_da_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_db_${crypto.randomBytes(3).toString("hex")}`;
let eventA: { id: string; typeId: string };

const FIGURES = graphql(`
  subscription DashboardFigures($eventId: ID!) {
    operatorSalesFigures(eventId: $eventId) { eventId capacity sold held paidOrders revenue { amount currency } queueWaiting scansAccepted perMinute { minute sold scans } ticketTypes { name capacity taken } }
  }
`);
const FIGURES_NOW = graphql(`
  query DashboardFiguresNow($eventId: ID!) {
    operatorSalesFigures(eventId: $eventId) { __typename ... on OperatorSalesFigures { sold capacity } ... on Error { code } }
  }
`);
type Figures = ResultOf<typeof FIGURES>;

const key = async (organisationId: string, scopes: string[]) => (await createStaffToken(s.app.deps.db, "dashboard test", scopes, { organisationId })).token;

async function eventOf(organisationId: string): Promise<{ id: string; typeId: string }> {
  const e = await s.app.deps.db.event.create({
    data: {
      organisationId,
      slug: `dashboard-${crypto.randomBytes(4).toString("hex")}`,
      title: "Dashboard",
      about: "-",
      venue: "Hall",
      city: "Hong Kong",
      startsAt: new Date(Date.now() + 30 * 86400_000),
      saleStartsAt: new Date(Date.now() - 86400_000),
      ticketTypes: { create: [{ name: "Standing", area: "A", priceAmount: 50_000, currency: "HKD", capacity: 100 }] },
    },
    include: { ticketTypes: true },
  });
  return { id: e.id, typeId: e.ticketTypes[0]!.id };
}

/** Subscribes with `token` and collects what arrives. */
function watch(token: string | null, eventId: string) {
  const client = createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {} });
  const stream = { seen: [] as FormattedExecutionResult<Figures, unknown>[], errors: [] as unknown[], ended: false };
  const dispose = client.subscribe<Figures>(
    { query: FIGURES.toString(), variables: { eventId } },
    { next: (v) => stream.seen.push(v), error: (e) => { stream.errors.push(e); stream.ended = true; }, complete: () => (stream.ended = true) },
  );
  return { ...stream, get all() { return stream; }, close: async () => { dispose(); await client.dispose(); } };
}

/** The error codes a watch received, in results and as the subscription's end. */
const codes = (w: ReturnType<typeof watch>) => [
  ...w.all.seen.flatMap((v) => (v.errors ?? []).map((e) => (e.extensions as { code?: string } | undefined)?.code)),
  ...w.all.errors.flatMap((e) => (Array.isArray(e) ? (e as { extensions?: { code?: string } }[]).map((x) => x.extensions?.code) : ["closed"])),
];

beforeAll(async () => {
  // A minute between periodic re-reads: within the test only a push can move the figures.
  s = await startTestServer({ dashboard: { ...loadConfig().dashboard, refreshMs: 60_000 } });
  [fan] = await createFans(s.app.deps, 1);
  await s.app.deps.db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  eventA = await eventOf(orgA);
  await eventOf(orgB);
});
afterAll(() => s?.stop());

describe("operatorSalesFigures", () => {
  it("pushes the organisation's own event's figures, and again when a sale is paid", async () => {
    const w = watch(await key(orgA, ["reports:read"]), eventA.id);
    await expect.poll(() => w.all.seen.length).toBeGreaterThan(0);
    const first = w.all.seen[0]!;
    expect(first.errors).toBeUndefined();
    expect(first.data!.operatorSalesFigures).toMatchObject({ eventId: eventA.id, capacity: 100, sold: 0, held: 0, paidOrders: 0, revenue: { amount: 0, currency: "HKD" }, queueWaiting: 0, scansAccepted: 0 });
    expect(first.data!.operatorSalesFigures.perMinute).toHaveLength(30);

    // A fan's order for 3 tickets, then paid the way the payment webhook pays it (the domain event runs).
    const db = s.app.deps.db;
    const now = new Date();
    await db.ticketType.update({ where: { id: eventA.typeId }, data: { sold: 3 } });
    const order = await db.order.create({
      data: {
        orderNo: newOrderNo("TICKET", now),
        userId: fan.id,
        kind: "TICKET",
        eventId: eventA.id,
        currency: "HKD",
        totalAmount: 150_000,
        expiresAt: holdExpiry(now),
        items: { create: [{ kind: "TICKET", ticketTypeId: eventA.typeId, quantity: 3, unitAmount: 50_000 }] },
      },
    });
    // The news that makes the dashboard read again comes only once the sale has committed (an after-commit
    // handler): a subscriber that reads at once (it no longer waits a moment) then reads the paid figures.
    const news: string[] = [];
    const changes = await s.app.deps.pubsub.listen("sales:changed", eventA.id);
    void (async () => {
      for await (const c of changes) news.push(c.eventId);
    })();
    await db.$transaction(async (tx) => {
      await markOrderPaid(tx, s.app.deps, order.id, new Date());
      // Let anything published so far reach its listeners: nothing may have been, before the commit.
      await new Promise<void>((r) => setImmediate(r));
      expect(news).toEqual([]);
    });
    expect(news).toEqual([eventA.id]);
    await changes.return();

    await expect.poll(() => w.all.seen.at(-1)?.data?.operatorSalesFigures.sold, { timeout: 10_000 }).toBe(3);
    const moved = w.all.seen.at(-1)!.data!.operatorSalesFigures;
    expect(moved).toMatchObject({ held: 0, paidOrders: 1, revenue: { amount: 150_000, currency: "HKD" }, ticketTypes: [{ name: "Standing", capacity: 100, taken: 3 }] });
    expect(moved.perMinute.reduce((n, m) => n + m.sold, 0)).toBe(3);
    expect(w.all.errors).toEqual([]);
    await w.close();
  });

  it("gives another organisation's key nothing: no figures, the same NOT_FOUND as for an unknown event", async () => {
    const tokenB = await key(orgB, ["reports:read"]);
    const cross = watch(tokenB, eventA.id);
    const unknown = watch(tokenB, "no-such-event");
    await expect.poll(() => cross.all.ended && unknown.all.ended).toBe(true);
    expect(cross.all.seen.every((v) => !v.data)).toBe(true);
    expect(codes(cross)).toEqual(codes(unknown));
    expect(codes(cross)).toContain("NOT_FOUND");
    await Promise.all([cross.close(), unknown.close()]);

    // The query says the same.
    const r = await s.gql(FIGURES_NOW, { eventId: eventA.id }, { token: tokenB });
    expect(r.data!.operatorSalesFigures).toEqual({ __typename: "NotFoundError", code: "NOT_FOUND" });
    const own = await s.gql(FIGURES_NOW, { eventId: eventA.id }, { token: await key(orgA, ["reports:read"]) });
    expect(own.data!.operatorSalesFigures).toMatchObject({ __typename: "OperatorSalesFigures", capacity: 100 });
    // Event.id, the global id the schema hands out, names the same event (issue 35).
    const byGlobal = await s.gql(FIGURES_NOW, { eventId: encodeGlobalID("Event", eventA.id) }, { token: await key(orgA, ["reports:read"]) });
    expect(byGlobal.data!.operatorSalesFigures).toMatchObject({ __typename: "OperatorSalesFigures", capacity: 100 });
  });

  it("refuses a key without reports:read, and anyone signed out", async () => {
    for (const token of [await key(orgA, ["events:read", "orders:read"]), null]) {
      const w = watch(token, eventA.id);
      await expect.poll(() => w.all.seen.length + w.all.errors.length).toBeGreaterThan(0);
      expect(w.all.seen.every((v) => !v.data?.operatorSalesFigures)).toBe(true);
      expect(codes(w)).toEqual(["FORBIDDEN"]);
      await w.close();
    }
  });
});
