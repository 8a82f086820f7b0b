// Fans pick their own seats (issue 33), against a real database and server: a secure holds exactly the
// seats picked or none; two fans racing for one seat: one holds it, the other gets SeatsTakenError naming
// it with the nearest free seats (never a silent swap), refused as soon as the other's hold commits, without
// queueing for the area's stock row; a line without seats gets the best available block,
// never across an aisle; a best-available-only area refuses picked seats; the per-account limit holds
// across picked orders; a lapsed or cancelled hold gives its seats back to the map; and the live map
// (seatMapChanges over graphql-ws) brings each change within a second, only the seats that changed.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { graphql } from "../gql/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { cancelOrder } from "../../server/src/modules/orders/index.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import { statementsOf } from "../helpers/statements.ts";
import { sqlPool } from "../../server/src/db.ts";
import { waitFor } from "../helpers/wait.ts";

const SECURE = graphql(`
  mutation SeatPickSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) {
      __typename
      ... on Error { code message field }
      ... on SeatsTakenError { seats { id row number status } alternatives { id row number status } }
      ... on TicketsSecured { order { orderNo items { seat { id row number } } } }
    }
  }
`);
const MAP = graphql(`
  query SeatPickMap($slug: String!, $typeId: ID!, $quantity: Int!) {
    event(slug: $slug) {
      id
      accessibleSeatsReleaseAt
      seatMap { area ticketType { id seatSelection } rows { row seats { id number status access } } }
      bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) { id row number }
    }
  }
`);
const CHANGES = `subscription SeatPickChanges($eventId: ID!) { seatMapChanges(eventId: $eventId) { eventId seats { id status } } }`;

let s: TestServer;
const db = () => s.app.deps.db;
const gid = (type: string, id: string) => encodeGlobalID(type, id);

beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

/** An event whose seated area has rows A and B of seats 1–4 and 6–9 (an aisle between 4 and 6). */
async function eventWithAisle(opts: { maxTicketsPerAccount?: number } = {}): Promise<OnSaleEvent & { seat: (row: string, n: number) => string }> {
  const ev = await createOnSaleEvent(s.app.deps, { standing: 10, rows: [], perRow: 0, maxTicketsPerAccount: opts.maxTicketsPerAccount ?? 4 });
  const numbers = [1, 2, 3, 4, 6, 7, 8, 9];
  await db().seat.createMany({ data: ["A", "B"].flatMap((row) => numbers.map((number) => ({ eventId: ev.id, ticketTypeId: ev.seatedTypeId, area: "R", row, number }))) });
  await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { capacity: 16 } });
  const seats = await db().seat.findMany({ where: { eventId: ev.id } });
  return { ...ev, seat: (row, n) => seats.find((x) => x.row === row && x.number === n)!.id };
}

async function secure(fan: Fan, ev: OnSaleEvent, line: { quantity: number; seatIds?: string[]; row?: string }) {
  const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: gid("TicketType", ev.seatedTypeId), ...line }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
  return (await s.gql(SECURE, { input }, { token: fan.token })).data!.secureTickets;
}
const seatsOf = (r: Awaited<ReturnType<typeof secure>>) => (r.__typename === "TicketsSecured" ? r.order.items.map((i) => `${i.seat!.row}${i.seat!.number}`) : r.__typename);

describe("picking seats", () => {
  it("holds exactly the seats picked, or none: of two fans racing for a seat one gets it, the other its nearest free seats", async () => {
    const ev = await eventWithAisle();
    const [a, b, c] = await createFans(s.app.deps, 3);
    const picked = [gid("Seat", ev.seat("A", 3)), gid("Seat", ev.seat("A", 4))];
    const [ra, rb] = await Promise.all([secure(a, ev, { quantity: 2, seatIds: picked }), secure(b, ev, { quantity: 2, seatIds: picked })]);
    const won = [ra, rb].filter((r) => r.__typename === "TicketsSecured");
    const lost = [ra, rb].filter((r) => r.__typename === "SeatsTakenError");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(seatsOf(won[0])).toEqual(["A3", "A4"]);
    const taken = lost[0] as Extract<typeof ra, { __typename: "SeatsTakenError" }>;
    expect(taken.code).toBe("SEATS_TAKEN");
    expect(taken.seats.map((x) => `${x.row}${x.number}`).sort()).toEqual(["A3", "A4"]);
    // The nearest free pair side by side, not across the aisle (A4|A6): A1–A2.
    expect(taken.alternatives.map((x) => `${x.row}${x.number}`)).toEqual(["A1", "A2"]);
    expect(taken.alternatives.every((x) => x.status === "AVAILABLE")).toBe(true);
    // Nothing of the loser's was held; one seat of the pair free, one taken: still none held.
    expect(await db().order.count({ where: { eventId: ev.id, status: "AWAITING_PAYMENT" } })).toBe(1);
    const mixed = await secure(c, ev, { quantity: 2, seatIds: [gid("Seat", ev.seat("A", 4)), gid("Seat", ev.seat("B", 4))] });
    expect(mixed.__typename).toBe("SeatsTakenError");
    expect((await db().seat.findUniqueOrThrow({ where: { id: ev.seat("B", 4) } })).status).toBe("AVAILABLE");
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("refuses a pick the map already shows taken from memory, as the statement would: the seats, their nearest free ones, nothing held", async () => {
    const ev = await eventWithAisle();
    const [a, b] = await createFans(s.app.deps, 2);
    const picked = [gid("Seat", ev.seat("A", 3)), gid("Seat", ev.seat("A", 4))];
    expect(seatsOf(await secure(a, ev, { quantity: 2, seatIds: picked }))).toEqual(["A3", "A4"]);
    const { result: refused, statements } = await statementsOf(s.app, () => secure(b, ev, { quantity: 2, seatIds: picked }));
    expect(refused).toMatchObject({ __typename: "SeatsTakenError", code: "SEATS_TAKEN" });
    const taken = refused as Extract<typeof refused, { __typename: "SeatsTakenError" }>;
    expect(taken.seats.map((x) => `${x.row}${x.number}`).sort()).toEqual(["A3", "A4"]);
    expect(taken.alternatives.map((x) => `${x.row}${x.number}`)).toEqual(["A1", "A2"]);
    // Neither the fan's lock nor the area's stock: the secure's statement never ran.
    expect(statements.filter((q) => q.includes("fanfare_secure_tickets"))).toEqual([]);
    expect(await db().order.count({ where: { userId: b.id } })).toBe(0);
  });

  it("refuses a fan whose picked seat another fan's hold took as soon as that hold commits, without queueing for the area's stock", async () => {
    const ev = await eventWithAisle();
    const [b] = await createFans(s.app.deps, 1);
    const a3 = ev.seat("A", 3);
    const pool = sqlPool(db());
    const other = await pool.connect();
    const stock = await pool.connect();
    try {
      // Another fan's hold of A3 under way, not committed (the live map still shows A3 free), and the area's
      // stock row taken by yet another secure: the queue every hold of the area waits in at an on-sale's start.
      await other.query("begin");
      await other.query(`update "Seat" set status = 'HELD', "heldByOrderId" = 'another-fan' where id = $1`, [a3]);
      await stock.query("begin");
      await stock.query(`select 1 from "TicketType" where id = $1 for update`, [ev.seatedTypeId]);
      const refused = secure(b, ev, { quantity: 1, seatIds: [gid("Seat", a3)] });
      const pid = async (c: typeof other) => (await c.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      // The fan's statement waits for that hold, not for the stock row.
      const blockers = async () =>
        (
          await pool.query<{ blockers: number[] }>(
            `select pg_blocking_pids(pid) as blockers from pg_stat_activity where wait_event_type = 'Lock' and query like '%fanfare_secure_tickets%' and pid <> pg_backend_pid()`,
          )
        ).rows.map((w) => w.blockers);
      await waitFor(async () => (await blockers()).length > 0, "the fan's statement to wait for a lock", { timeoutMs: 30_000 });
      expect(await blockers()).toEqual([[await pid(other)]]);
      await other.query("commit");
      // Refused once that hold committed, while the stock row is still taken.
      const answer = await refused;
      expect(answer).toMatchObject({ __typename: "SeatsTakenError", code: "SEATS_TAKEN" });
      const taken = answer as Extract<typeof answer, { __typename: "SeatsTakenError" }>;
      expect(taken.seats.map((x) => `${x.row}${x.number}`)).toEqual(["A3"]);
      await stock.query("rollback");
      expect(await db().order.count({ where: { userId: b.id } })).toBe(0);
      expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } })).sold).toBe(0);
    } finally {
      await stock.query("rollback").catch(() => undefined);
      await other.query("rollback").catch(() => undefined);
      other.release();
      stock.release();
      await db().seat.update({ where: { id: a3 }, data: { status: "AVAILABLE", heldByOrderId: null } });
    }
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("offers fans who lost the same seats different nearest seats while an offer is fresh (the same fan asking again the same ones), and an offered seat again when nothing else is left", async () => {
    const ev = await eventWithAisle();
    const [a, b, c, d, e] = await createFans(s.app.deps, 5);
    const picked = [gid("Seat", ev.seat("A", 3)), gid("Seat", ev.seat("A", 4))];
    expect(seatsOf(await secure(a, ev, { quantity: 2, seatIds: picked }))).toEqual(["A3", "A4"]);
    const offers: string[][] = [];
    for (const fan of [b, c, d]) {
      const r = await secure(fan, ev, { quantity: 2, seatIds: picked });
      expect(r.__typename).toBe("SeatsTakenError");
      offers.push((r as Extract<typeof r, { __typename: "SeatsTakenError" }>).alternatives.map((x) => `${x.row}${x.number}`));
    }
    // The nearest pair (A1–A2) to the first who lost; the next, across the aisle or a row back, to the others.
    expect(offers).toEqual([
      ["A1", "A2"],
      ["A6", "A7"],
      ["B3", "B4"],
    ]);
    // The first, asking again with the same taken pick, is offered the same seats, not sent past them by their own offer.
    const asked = await secure(b, ev, { quantity: 2, seatIds: picked });
    expect((asked as Extract<typeof asked, { __typename: "SeatsTakenError" }>).alternatives.map((x) => `${x.row}${x.number}`)).toEqual(["A1", "A2"]);
    // Each takes what they were offered, and gets it.
    expect(seatsOf(await secure(b, ev, { quantity: 2, seatIds: ["A1", "A2"].map((x) => gid("Seat", ev.seat(x[0]!, Number(x.slice(1))))) }))).toEqual(["A1", "A2"]);
    // Only seats offered to others are left near A3: the nearest of them are offered again rather than seats farther off or apart.
    const others = await createFans(s.app.deps, 4);
    for (const [i, pair] of [["B1", "B2"], ["B6", "B7"], ["B8", "B9"], ["A8", "A9"]].entries()) {
      expect(seatsOf(await secure(others[i]!, ev, { quantity: 2, seatIds: pair.map((x) => gid("Seat", ev.seat(x[0]!, Number(x.slice(1))))) }))).toEqual(pair);
    }
    const again = await secure(e, ev, { quantity: 2, seatIds: picked });
    expect(again.__typename).toBe("SeatsTakenError");
    expect((again as Extract<typeof again, { __typename: "SeatsTakenError" }>).alternatives.map((x) => `${x.row}${x.number}`)).toEqual(["A6", "A7"]);
  });

  it("holds seats a cancel gave back at once, and a retry with its idempotency key gets its order although the map shows the seats taken", async () => {
    const ev = await eventWithAisle();
    const [a, b] = await createFans(s.app.deps, 2);
    const pair = [gid("Seat", ev.seat("B", 1)), gid("Seat", ev.seat("B", 2))];
    expect(seatsOf(await secure(a, ev, { quantity: 2, seatIds: pair }))).toEqual(["B1", "B2"]);
    // The board has just read them taken (this refusal), then the hold is cancelled: the next pick holds them.
    expect((await secure(b, ev, { quantity: 2, seatIds: pair })).__typename).toBe("SeatsTakenError");
    const order = await db().order.findFirstOrThrow({ where: { userId: a.id, eventId: ev.id, status: "AWAITING_PAYMENT" } });
    await cancelOrder(s.app.deps, a.id, order.orderNo);
    expect(seatsOf(await secure(b, ev, { quantity: 2, seatIds: pair }))).toEqual(["B1", "B2"]);
    // A retry of a secure that went through: the same order, not "taken" (its own seats are the ones held).
    const again = [gid("Seat", ev.seat("B", 6)), gid("Seat", ev.seat("B", 7))];
    const input = (humanCheck: string) => ({ eventSlug: ev.slug, lines: [{ ticketTypeId: gid("TicketType", ev.seatedTypeId), quantity: 2, seatIds: again }], agreedToTerms: true, humanCheck, idempotencyKey: "retry-1" });
    const first = (await s.gql(SECURE, { input: input(await solvedHumanCheck(s)) }, { token: a.token })).data!.secureTickets;
    const retry = (await s.gql(SECURE, { input: input(await solvedHumanCheck(s)) }, { token: a.token })).data!.secureTickets;
    expect(first.__typename).toBe("TicketsSecured");
    expect(retry).toEqual(first);
    expect(await db().order.count({ where: { userId: a.id, eventId: ev.id, status: "AWAITING_PAYMENT" } })).toBe(1);
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("refuses a pick that does not add up, a seat of another area, and picked seats in a best-available-only area", async () => {
    const ev = await eventWithAisle();
    const other = await eventWithAisle();
    const [a] = await createFans(s.app.deps, 1);
    expect(await secure(a, ev, { quantity: 2, seatIds: [gid("Seat", ev.seat("A", 1))] })).toMatchObject({ __typename: "ValidationError", code: "VALIDATION" });
    expect(await secure(a, ev, { quantity: 1, seatIds: [gid("Seat", other.seat("A", 1))] })).toMatchObject({ __typename: "ValidationError" });
    expect(await secure(a, ev, { quantity: 1, seatIds: [gid("Seat", ev.seat("A", 1))], row: "A" })).toMatchObject({ __typename: "ValidationError" });
    await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { seatSelection: "BEST_AVAILABLE" } });
    await db().event.update({ where: { id: ev.id }, data: { about: "touched: a new version for the sale cache" } });
    const refused = await secure(a, ev, { quantity: 1, seatIds: [gid("Seat", ev.seat("A", 1))] });
    expect(refused).toMatchObject({ __typename: "ValidationError", field: "lines.0.seatIds" });
    expect(seatsOf(await secure(a, ev, { quantity: 3 }))).toEqual(["A2", "A3", "A4"]);
    expect(await db().order.count({ where: { userId: a.id, eventId: other.id } })).toBe(0);
  });

  it("gives a party without picked seats the best block side by side, never split by an aisle while a block exists", async () => {
    const ev = await eventWithAisle({ maxTicketsPerAccount: 8 });
    const [a, b, c, d] = await createFans(s.app.deps, 4);
    // Row A: 1–4 | 6–9. A party of 4 fits either side of the aisle in row A.
    expect(seatsOf(await secure(a, ev, { quantity: 4 }))).toEqual(["A1", "A2", "A3", "A4"]);
    // A party of 3 now: A6–A8 (row A still has a block), not B.
    const view = (await s.gql(MAP, { slug: ev.slug, typeId: gid("TicketType", ev.seatedTypeId), quantity: 3 })).data!.event!;
    expect(view.bestAvailableSeats.map((x) => `${x.row}${x.number}`)).toEqual(["A6", "A7", "A8"]);
    expect(seatsOf(await secure(b, ev, { quantity: 3 }))).toEqual(["A6", "A7", "A8"]);
    // A party of 2: A9 alone is left in row A, so B (the centre of the row: B3–B4 or B6–B7).
    expect(seatsOf(await secure(c, ev, { quantity: 2 }))).toEqual(["B3", "B4"]);
    // 5 together exist nowhere (aisles): the frontmost free seats, fewest rows.
    const rest = seatsOf(await secure(d, ev, { quantity: 5 }));
    expect(rest).toHaveLength(5);
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("keeps the per-account limit across picked orders, and gives seats back when a hold is cancelled or lapses", async () => {
    const ev = await eventWithAisle({ maxTicketsPerAccount: 2 });
    const [a] = await createFans(s.app.deps, 1);
    const first = await secure(a, ev, { quantity: 2, seatIds: [gid("Seat", ev.seat("B", 1)), gid("Seat", ev.seat("B", 2))] });
    expect(first.__typename).toBe("TicketsSecured");
    expect(await secure(a, ev, { quantity: 1, seatIds: [gid("Seat", ev.seat("B", 3))] })).toMatchObject({ __typename: "TicketLimitReachedError" });
    const order = await db().order.findFirstOrThrow({ where: { userId: a.id, eventId: ev.id, status: "AWAITING_PAYMENT" } });
    await cancelOrder(s.app.deps, a.id, order.orderNo);
    expect((await db().seat.findMany({ where: { id: { in: [ev.seat("B", 1), ev.seat("B", 2)] } } })).map((x) => x.status)).toEqual(["AVAILABLE", "AVAILABLE"]);
    expect(seatsOf(await secure(a, ev, { quantity: 1, seatIds: [gid("Seat", ev.seat("B", 3))] }))).toEqual(["B3"]);
    expect((await auditDatabase(db())).problems).toEqual([]);
  });

  it("shows every watcher a seat held within a second, only the seats that changed, and the map agrees", async () => {
    const ev = await eventWithAisle();
    const [a] = await createFans(s.app.deps, 1);
    const eventId = gid("Event", ev.id);
    const watchers = Array.from({ length: 3 }, () => {
      const client = createClient({ url: `${s.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket });
      const seen: { at: number; seats: { id: string; status: string }[] }[] = [];
      const dispose = client.subscribe<{ seatMapChanges: { seats: { id: string; status: string }[] } }>(
        { query: CHANGES, variables: { eventId } },
        { next: (v) => seen.push({ at: Date.now(), seats: v.data!.seatMapChanges.seats }), error: () => {}, complete: () => {} },
      );
      return { seen, close: async () => { dispose(); await client.dispose(); } };
    });
    // The subscriptions are live once the board has read the map: wait for it.
    await new Promise((r) => setTimeout(r, 500));
    const at = Date.now();
    const r = await secure(a, ev, { quantity: 2, seatIds: [gid("Seat", ev.seat("B", 6)), gid("Seat", ev.seat("B", 7))] });
    expect(r.__typename).toBe("TicketsSecured");
    const deadline = Date.now() + 3_000;
    while (watchers.some((w) => !w.seen.length) && Date.now() < deadline) await new Promise((res) => setTimeout(res, 20));
    for (const w of watchers) {
      expect(w.seen.length).toBeGreaterThanOrEqual(1);
      expect(w.seen[0].at - at).toBeLessThan(1_000);
      expect(w.seen.flatMap((m) => m.seats)).toEqual(
        expect.arrayContaining([
          { id: gid("Seat", ev.seat("B", 6)), status: "HELD" },
          { id: gid("Seat", ev.seat("B", 7)), status: "HELD" },
        ]),
      );
      expect(w.seen.flatMap((m) => m.seats)).toHaveLength(2);
    }
    const map = (await s.gql(MAP, { slug: ev.slug, typeId: gid("TicketType", ev.seatedTypeId), quantity: 1 })).data!.event!.seatMap;
    expect(map).toHaveLength(1);
    expect(map[0].ticketType.seatSelection).toBe("PICK");
    expect(map[0].rows.map((row) => row.row)).toEqual(["A", "B"]);
    const b = map[0].rows[1].seats;
    expect(b.map((x) => x.number)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
    expect(b.filter((x) => x.status === "HELD").map((x) => x.number)).toEqual([6, 7]);
    await Promise.all(watchers.map((w) => w.close()));
  });
});
