// Securing tickets over real HTTP: the hold, the refusals, the per-account limit under concurrency,
// no overselling when hundreds race for the last tickets, expiry and cancel returning stock, and the
// paid flow issuing tickets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postGraphQLWithStatus, startTestServer, type TestServer } from "../helpers/server.ts";
import { waitForLockWaiters } from "../helpers/wait.ts";
import { admissionPass as admissionPassFor } from "../helpers/queue.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { member } from "../helpers/graphql-result.ts";
import type { SecureTicketsInput } from "../gql/graphql.ts";
import { markOrderPaid, releaseOrder } from "../../server/src/modules/orders/index.ts";
import { sweepLapsedHolds } from "../helpers/hold-sweep.ts";
import { isValidTicketNo } from "../../server/src/modules/tickets/index.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 20 });
});
afterAll(() => s?.stop());

const gqlUrl = () => `${s.url}/graphql`;

async function secure(fan: Fan, input: Omit<SecureTicketsInput, "agreedToTerms"> & { agreedToTerms?: boolean }) {
  const humanCheck = "humanCheck" in input ? input.humanCheck : await solvedHumanCheck(gqlUrl());
  const r = await s.gql(SECURE_TICKETS, { input: { agreedToTerms: true, ...input, humanCheck } }, { token: fan.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.secureTickets;
}

const db = () => s.app.deps.db;

describe("securing tickets", () => {
  it("holds two seated tickets for 10 minutes in an order awaiting payment", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [fan] = await createFans(s.app.deps, 1);
    const before = Date.now();
    const r = member(await secure(fan, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 2, row: "B" }] }), "TicketsSecured");
    expect(r.__typename).toBe("TicketsSecured");
    expect(r.order.status).toBe("AWAITING_PAYMENT");
    expect(r.order.totalAmount).toEqual({ amount: 180_000, currency: "HKD" });
    const hold = new Date(r.order.expiresAt!).getTime() - before;
    expect(hold).toBeGreaterThan(9.9 * 60_000);
    expect(hold).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect(r.order.items.map((i) => [i.seat!.row, i.seat!.status])).toEqual([["B", "HELD"], ["B", "HELD"]]);
    const type = await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } });
    expect(type.sold).toBe(2);
    const mine = await s.gql(graphql(`query TicketsSecure { myOrders(tab: AVAILABLE) { edges { node { orderNo itemCount } } } }`), {}, { token: fan.token });
    expect(mine.data!.myOrders.edges.map((e) => e.node)).toEqual([{ orderNo: r.order.orderNo, itemCount: 2 }]);
  });

  it("takes the ticket type's id as TicketType.id gives it (its global id) and as the database id it was before 1.1.0", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [fan] = await createFans(s.app.deps, 1);
    const globalId = Buffer.from(`TicketType:${ev.standingTypeId}`).toString("base64");
    for (const ticketTypeId of [globalId, ev.standingTypeId]) {
      expect(member(await secure(fan, { eventSlug: ev.slug, lines: [{ ticketTypeId, quantity: 1 }] }), "TicketsSecured").order.status).toBe("AWAITING_PAYMENT");
    }
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(2);
  });

  it("refuses without a human check, terms, tickets, phone; refuses desktop-only on mobile and closed sales", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [fan] = await createFans(s.app.deps, 1);
    const line = [{ ticketTypeId: ev.standingTypeId, quantity: 1 }];
    expect(await secure(fan, { eventSlug: ev.slug, lines: line, humanCheck: null })).toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    const noTerms = await secure(fan, { eventSlug: ev.slug, lines: line, agreedToTerms: false });
    expect(noTerms).toMatchObject({ code: "VALIDATION", message: "Please agree to the terms of service, privacy policy and sales terms" });
    const none = await secure(fan, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 0 }] });
    expect(none).toMatchObject({ message: "Select at least one ticket" });

    const [noPhone] = await createFans(s.app.deps, 1, { phone: "none" });
    expect((await secure(noPhone, { eventSlug: ev.slug, lines: line })).__typename).toBe("TicketPhoneRequiredError");
    const [skipped] = await createFans(s.app.deps, 1, { phone: "skipped" });
    expect((await secure(skipped, { eventSlug: ev.slug, lines: line })).__typename).toBe("TicketsSecured");

    const desk = await createOnSaleEvent(s.app.deps, { standing: 10, desktopOnly: true });
    const deskLine = [{ ticketTypeId: desk.standingTypeId, quantity: 1 }];
    expect((await secure(fan, { eventSlug: desk.slug, lines: deskLine })).__typename).toBe("TicketDesktopOnlyError");
    // A phone that claims the desktop site ("Open the desktop purchase page" on a phone) is refused, as
    // desktop-only merchandise is (issue 31).
    const phoneUa = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
    const fromPhone = (await postGraphQLWithStatus(
      s.url,
      SECURE_TICKETS,
      { input: { agreedToTerms: true, eventSlug: desk.slug, lines: deskLine, desktop: true, humanCheck: await solvedHumanCheck(gqlUrl()) } },
      { authorization: `Bearer ${fan.token}`, "user-agent": phoneUa },
    )).body as { data?: { secureTickets: { __typename: string } } };
    expect(fromPhone.data?.secureTickets.__typename).toBe("TicketDesktopOnlyError");
    expect((await secure(fan, { eventSlug: desk.slug, lines: deskLine, desktop: true })).__typename).toBe("TicketsSecured");

    await db().event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() + 3600_000) } });
    const early = await secure(fan, { eventSlug: ev.slug, lines: line });
    expect(early).toMatchObject({ __typename: "SaleNotOpenError", saleState: "UPCOMING" });
  });

  it("limits an account to 4 tickets per event, counting holds, paid and received tickets", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 100 });
    const [fan, friend] = await createFans(s.app.deps, 2);
    const line = (quantity: number) => [{ ticketTypeId: ev.standingTypeId, quantity }];
    const first = await secure(fan, { eventSlug: ev.slug, lines: line(2) });
    expect(first.__typename).toBe("TicketsSecured");
    // A ticket the fan received by transfer counts too.
    const friendOrder = member(await secure(friend, { eventSlug: ev.slug, lines: line(1) }), "TicketsSecured");
    await db().$transaction((tx) => markOrderPaid(tx, s.app.deps, friendOrder.order.id, new Date()));
    await db().ticket.updateMany({ where: { ownerId: friend.id, eventId: ev.id }, data: { ownerId: fan.id } });

    const over = await secure(fan, { eventSlug: ev.slug, lines: line(2) });
    expect(over).toMatchObject({ __typename: "TicketLimitReachedError", limit: 4, remaining: 1 });
    expect(over).toMatchObject({ message: "Purchases are limited per account: at most 4 tickets per event" });
    const zh = await s.gql(SECURE_TICKETS, { input: { eventSlug: ev.slug, lines: line(2), agreedToTerms: true, humanCheck: await solvedHumanCheck(gqlUrl()) } }, { token: fan.token, lang: "zh-TW" });
    expect(zh.data!.secureTickets).toMatchObject({ message: "每個帳戶限購：每場活動最多 4 張票" });
    expect((await secure(fan, { eventSlug: ev.slug, lines: line(1) })).__typename).toBe("TicketsSecured");
    expect((await secure(fan, { eventSlug: ev.slug, lines: line(1) })).__typename).toBe("TicketLimitReachedError");
  });

  it("parallel secures by one fan never exceed the limit", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 100 });
    const [fan] = await createFans(s.app.deps, 1);
    const checks = await Promise.all(Array.from({ length: 12 }, () => solvedHumanCheck(gqlUrl())));
    const results = await Promise.all(
      checks.map((humanCheck) => secure(fan, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], humanCheck })),
    );
    const kinds = results.map((r) => r.__typename);
    expect(kinds.filter((k) => k === "TicketsSecured")).toHaveLength(4);
    expect(kinds.filter((k) => k === "TicketLimitReachedError")).toHaveLength(8);
    const held = await db().orderItem.count({ where: { order: { userId: fan.id, eventId: ev.id, status: "AWAITING_PAYMENT" } } });
    expect(held).toBe(4);
  });

  it("hundreds of concurrent buyers for the last tickets never oversell", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 40, rows: ["A", "B", "C"], perRow: 10 });
    const fans = await createFans(s.app.deps, 300);
    const checks = await Promise.all(fans.map(() => solvedHumanCheck(gqlUrl())));
    const results = await Promise.all(
      fans.map((fan, i) =>
        secure(fan, {
          eventSlug: ev.slug,
          humanCheck: checks[i],
          lines: i % 2 ? [{ ticketTypeId: ev.standingTypeId, quantity: 1 }] : [{ ticketTypeId: ev.seatedTypeId, quantity: 2 }],
        }),
      ),
    );
    const kinds = results.map((r) => r.__typename);
    expect(kinds.filter((k) => !["TicketsSecured", "SoldOutError"].includes(k))).toEqual([]);
    const standing = await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } });
    const seated = await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } });
    expect(standing.sold).toBe(40);
    expect(seated.sold).toBe(30);
    const items = await db().orderItem.findMany({ where: { order: { eventId: ev.id, status: "AWAITING_PAYMENT" } } });
    expect(items.filter((i) => i.ticketTypeId === ev.standingTypeId)).toHaveLength(40);
    const seatIds = items.filter((i) => i.ticketTypeId === ev.seatedTypeId).map((i) => i.seatId);
    expect(seatIds).toHaveLength(30);
    expect(new Set(seatIds).size).toBe(30);
    expect(await db().seat.count({ where: { ticketTypeId: ev.seatedTypeId, status: "HELD" } })).toBe(30);
    expect(kinds.filter((k) => k === "TicketsSecured")).toHaveLength(40 + 15);
  }, 120_000);

  it("an unpaid hold expires after its time and its stock is sold again", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1, rows: ["A"], perRow: 1 });
    const [a, b, c] = await createFans(s.app.deps, 3);
    const held = member(await secure(a, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }] }), "TicketsSecured");
    expect(held.__typename).toBe("TicketsSecured");
    expect((await secure(b, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }] })).__typename).toBe("SoldOutError");

    // Time passes: the hold lapses and the job's sweep expires it.
    await db().order.update({ where: { id: held.order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sweepLapsedHolds(s.app);
    expect((await db().order.findUniqueOrThrow({ where: { id: held.order.id } })).status).toBe("EXPIRED");
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } })).sold).toBe(0);
    expect(await db().seat.count({ where: { ticketTypeId: ev.seatedTypeId, status: "AVAILABLE" } })).toBe(1);
    const again = member(await secure(b, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }] }), "TicketsSecured");
    expect(again.__typename).toBe("TicketsSecured");

    // A lapsed hold the job has not reached yet is swept before "sold out" is answered.
    await db().order.update({ where: { id: again.order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const third = await secure(c, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }] });
    expect(third.__typename).toBe("TicketsSecured");
    expect((await db().order.findUniqueOrThrow({ where: { id: again.order.id } })).status).toBe("EXPIRED");

    // Paying a lapsed order is refused.
    expect(await db().$transaction((tx) => markOrderPaid(tx, s.app.deps, again.order.id, new Date()))).toBeNull();
  });

  it("a buyer finds the last place free while the expiry job is still releasing its lapsed hold", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1, rows: ["A"], perRow: 1 });
    const [a, b] = await createFans(s.app.deps, 2);
    const held = member(await secure(a, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }] }), "TicketsSecured");
    await db().order.update({ where: { id: held.order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    // The job has locked the lapsed order and commits its release once the buyer waits on that lock.
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const job = db().$transaction(async (tx) => {
      await tx.$queryRaw`select id from "Order" where id = ${held.order.id} for update`;
      locked();
      await waitForLockWaiters((sql) => tx.$queryRawUnsafe(sql));
      await releaseOrder(tx, s.app.deps, held.order.id, "EXPIRED", new Date());
    });
    await isLocked;
    const bought = await secure(b, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }] });
    await job;
    expect(bought.__typename).toBe("TicketsSecured");
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } })).sold).toBe(1);
  });

  it("a retried secure with the same idempotency key returns the same order, holding stock once", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 5 });
    const [fan] = await createFans(s.app.deps, 1);
    const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 2 }], idempotencyKey: "tap-1" };
    const [a, b] = (await Promise.all([secure(fan, input), secure(fan, input)])).map((x) => member(x, "TicketsSecured"));
    const c = member(await secure(fan, input), "TicketsSecured");
    expect(new Set([a.order.orderNo, b.order.orderNo, c.order.orderNo]).size).toBe(1);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(2);
  });

  it("a hot event's order allows a single payment attempt", async () => {
    const hot = await createOnSaleEvent(s.app.deps, { standing: 5, isHot: true });
    const calm = await createOnSaleEvent(s.app.deps, { standing: 5 });
    const [fan] = await createFans(s.app.deps, 1);
    // A hot event sells through its waiting room: the fan is admitted first.
    const admissionPass = await admissionPassFor(s, fan.token, hot.slug);
    const a = member(await secure(fan, { eventSlug: hot.slug, lines: [{ ticketTypeId: hot.standingTypeId, quantity: 1 }], admissionPass }), "TicketsSecured");
    const b = member(await secure(fan, { eventSlug: calm.slug, lines: [{ ticketTypeId: calm.standingTypeId, quantity: 1 }] }), "TicketsSecured");
    expect((await db().order.findUniqueOrThrow({ where: { id: a.order.id } })).maxPaymentAttempts).toBe(1);
    expect((await db().order.findUniqueOrThrow({ where: { id: b.order.id } })).maxPaymentAttempts).toBeNull();
  });

  it("cancelling returns the stock at once; a cancelled order cannot be cancelled again", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 5 });
    const [fan, other] = await createFans(s.app.deps, 2);
    const r = member(await secure(fan, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 3 }] }), "TicketsSecured");
    const CANCEL = graphql(`mutation TicketsSecure2($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Error { code message } ... on Order { status } } }`);
    expect((await s.gql(CANCEL, { no: r.order.orderNo }, { token: other.token })).data!.cancelOrder).toMatchObject({ code: "NOT_FOUND" });
    expect((await s.gql(CANCEL, { no: r.order.orderNo }, { token: fan.token })).data!.cancelOrder).toMatchObject({ status: "CANCELLED" });
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } })).sold).toBe(0);
    expect(await db().seat.count({ where: { ticketTypeId: ev.seatedTypeId, status: "HELD" } })).toBe(0);
    expect((await s.gql(CANCEL, { no: r.order.orderNo }, { token: fan.token })).data!.cancelOrder).toMatchObject({ code: "ORDER_NOT_CANCELLABLE" });
    const others = await s.gql(graphql(`query TicketsSecure3 { myOrders(tab: OTHERS) { edges { node { orderNo status } } } }`), {}, { token: fan.token });
    expect(others.data!.myOrders.edges[0].node).toEqual({ orderNo: r.order.orderNo, status: "CANCELLED" });
  });

  it("a paid order issues its tickets: PAID, PURCHASED history, seat SOLD, a 32-byte QR secret", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 5 });
    const [fan] = await createFans(s.app.deps, 1);
    const r = member(await secure(fan, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 2, row: "A" }, { ticketTypeId: ev.standingTypeId, quantity: 1 }] }), "TicketsSecured");
    const paid = await db().$transaction((tx) => markOrderPaid(tx, s.app.deps, r.order.id, new Date()));
    expect(paid?.status).toBe("PAID");
    const tickets = await db().ticket.findMany({ where: { orderItem: { orderId: r.order.id } }, include: { history: true, seat: true } });
    expect(tickets).toHaveLength(3);
    for (const t of tickets) {
      expect(t.status).toBe("PAID");
      expect(t.ticketNo).toMatch(/^FF\d{12}$/);
      expect(Buffer.from(t.qrSecret)).toHaveLength(32);
      expect(t.history.map((h) => h.kind)).toEqual(["PURCHASED"]);
    }
    expect(tickets.filter((t) => t.seat).map((t) => t.seat!.status)).toEqual(["SOLD", "SOLD"]);
    const q = await s.gql(
      graphql(`query TicketsSecure4($no: String!) { order(orderNo: $no) { status paidAt tickets { ticketNo seat { row number } } } myOrders(tab: COMPLETED) { edges { node { orderNo } } } myTickets(tab: UPCOMING) { edges { node { ticketNo } } } }`),
      { no: r.order.orderNo },
      { token: fan.token },
    );
    expect(q.data!.order!.status).toBe("PAID");
    expect(q.data!.order!.tickets).toHaveLength(3);
    expect(q.data!.myOrders.edges).toHaveLength(1);
    expect(q.data!.myTickets.edges).toHaveLength(3);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } })).sold).toBe(2);

    // Merch for ticket holders checks a ticket number against its event.
    expect(await isValidTicketNo(s.app.deps, ` ${tickets[0].ticketNo.toLowerCase()} `, ev.id)).toBe(true);
    expect(await isValidTicketNo(s.app.deps, tickets[0].ticketNo, "another-event")).toBe(false);
    expect(await isValidTicketNo(s.app.deps, "FF000000000000", ev.id)).toBe(false);
  });
});
