// The hold sweep releases lapsed holds as a batch (orders.core releaseOrders, order:released raised with
// emitEach): a batch of any size costs a few set-based statements, not a dozen per order (after a
// 10,000-fan on-sale 4,501 holds lapsed at once and came back at 27 orders a second, the ticket type's row
// locked across each batch). What each order's release does is unchanged: every seat and unit back, every
// code use back once, one order.expired message per order to the endpoints subscribed, in order of expiry;
// sweeps of several instances at once release each order once.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { statementsOf } from "../helpers/statements.ts";
import { createFan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { expireDueOrders } from "../../server/src/modules/orders/index.ts";

let s: TestServer;
const db = () => s.app.deps.db;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 20 });
}, 120_000);
afterAll(() => s?.stop());

/**
 * An organisation's event with `orders` lapsed holds of two seats each (every third one with a discount
 * code's use) and one lapsed hold of three standing tickets; endpoints for order.expired and order.paid.
 */
async function lapsedHolds(orders: number) {
  const org = await db().organisation.create({ data: { slug: `sweep-${crypto.randomBytes(3).toString("hex")}`, name: "Sweep" } });
  const ev: OnSaleEvent = await createOnSaleEvent(s.app.deps, { standing: 10, rows: Array.from({ length: Math.ceil((orders * 2) / 50) }, (_, i) => `R${i + 1}`), perRow: 50 });
  await db().event.update({ where: { id: ev.id }, data: { organisationId: org.id } });
  const told = await db().webhookEndpoint.create({ data: { organisationId: org.id, url: "http://127.0.0.1:9/hook", secret: "whsec_dGVzdA==", eventTypes: ["order.expired"] } });
  const other = await db().webhookEndpoint.create({ data: { organisationId: org.id, url: "http://127.0.0.1:9/other", secret: "whsec_dGVzdA==", eventTypes: ["order.paid"] } });
  const code = await db().promoCode.create({ data: { eventId: ev.id, code: `S${crypto.randomBytes(4).toString("hex")}`, kind: "DISCOUNT", ticketTypeIds: [], discountAmount: 100 } });
  const seats = await db().seat.findMany({ where: { ticketTypeId: ev.seatedTypeId }, select: { id: true }, orderBy: [{ row: "asc" }, { number: "asc" }] });
  const fan = await createFan(s.app.deps);
  const lapsedAt = Date.now() - 60_000;
  const ids: string[] = [];
  let coded = 0;
  for (let i = 0; i <= orders; i++) {
    const standing = i === orders;
    const order = await db().order.create({
      data: { orderNo: `SW${crypto.randomBytes(6).toString("hex")}`, userId: fan.id, kind: "TICKET", eventId: ev.id, currency: "HKD", totalAmount: 100, expiresAt: new Date(lapsedAt + i) },
    });
    ids.push(order.id);
    if (standing) {
      await db().orderItem.create({ data: { orderId: order.id, kind: "TICKET", ticketTypeId: ev.standingTypeId, quantity: 3, unitAmount: 10 } });
      continue;
    }
    const two = [seats[2 * i]!.id, seats[2 * i + 1]!.id];
    await db().orderItem.createMany({ data: two.map((seatId) => ({ orderId: order.id, kind: "TICKET" as const, ticketTypeId: ev.seatedTypeId, seatId, quantity: 1, unitAmount: 10 })) });
    await db().seat.updateMany({ where: { id: { in: two } }, data: { status: "HELD", heldByOrderId: order.id } });
    if (i % 3 === 0) {
      await db().promoCodeUse.create({ data: { codeId: code.id, userId: fan.id, orderId: order.id, discountAmount: 100 } });
      coded++;
    }
  }
  await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { sold: 2 * orders } });
  await db().ticketType.update({ where: { id: ev.standingTypeId }, data: { sold: 3 } });
  await db().promoCode.update({ where: { id: code.id }, data: { used: coded } });
  return { ev, ids, code, told, other, coded };
}

async function expectAllBack(h: Awaited<ReturnType<typeof lapsedHolds>>) {
  expect(await db().order.count({ where: { id: { in: h.ids }, status: "EXPIRED" } })).toBe(h.ids.length);
  expect(await db().seat.count({ where: { eventId: h.ev.id, status: { not: "AVAILABLE" } } })).toBe(0);
  expect(await db().seat.count({ where: { eventId: h.ev.id, heldByOrderId: { not: null } } })).toBe(0);
  expect((await db().ticketType.findUniqueOrThrow({ where: { id: h.ev.seatedTypeId } })).sold).toBe(0);
  expect((await db().ticketType.findUniqueOrThrow({ where: { id: h.ev.standingTypeId } })).sold).toBe(0);
  expect((await db().promoCode.findUniqueOrThrow({ where: { id: h.code.id } })).used).toBe(0);
  expect(await db().promoCodeUse.count({ where: { codeId: h.code.id, releasedAt: null } })).toBe(0);
  expect(await db().promoCodeUse.count({ where: { codeId: h.code.id } })).toBe(h.coded);
  // One message per order to the endpoint subscribed to order.expired, none to the other.
  const messages = await db().webhookDelivery.findMany({ where: { endpointId: h.told.id }, orderBy: { seq: "asc" } });
  expect(messages.map((m) => (m.payload as { data: { orderId: string } }).data.orderId).sort()).toEqual([...h.ids].sort());
  expect(new Set(messages.map((m) => m.messageId)).size).toBe(h.ids.length);
  expect(messages.every((m) => m.eventType === "order.expired")).toBe(true);
  expect(await db().webhookDelivery.count({ where: { endpointId: h.other.id } })).toBe(0);
  return messages;
}

describe("the hold sweep", () => {
  it("releases 150 lapsed holds in one transaction of a few statements, each exactly as a release of its own", async () => {
    // The server's own job paused while the holds are made (statementsOf resumes it once the sweep has run).
    await s.app.jobs.pause();
    const h = await lapsedHolds(150);
    const { result, statements } = await statementsOf(s.app, () => expireDueOrders(s.app.deps, { limit: 200 }));
    expect(result).toBe(151);
    // One at a time, each order cost 13 statements or more (2,000 here); as a batch, a statement or two per handler.
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(30);
    const messages = await expectAllBack(h);
    // Told in order of expiry, as the orders were released.
    expect(messages.map((m) => (m.payload as { data: { orderId: string } }).data.orderId)).toEqual(h.ids);
    // A second sweep finds nothing to do and gives nothing back twice.
    expect(await expireDueOrders(s.app.deps)).toBe(0);
    await expectAllBack(h);
  }, 120_000);

  it("releases each lapsed hold once when several instances' sweeps run at once", async () => {
    // The server's own job paused: these four sweeps are the instances, and what they return is all that was swept.
    await s.app.jobs.pause();
    try {
      const h = await lapsedHolds(120);
      const swept = await Promise.all(Array.from({ length: 4 }, () => expireDueOrders(s.app.deps, { limit: 40 })));
      let more = 0;
      while ((more = await expireDueOrders(s.app.deps, { limit: 40 })) > 0) swept.push(more);
      expect(swept.reduce((a, b) => a + b, 0)).toBe(121);
      await expectAllBack(h);
    } finally {
      s.app.jobs.resume();
    }
  }, 120_000);
});
