// No interleaving sells a seat twice or loses one (issue 33): fast-check draws sequences of steps, each a
// batch of actions run at once against a real server and database: fans securing picked seats (often the
// same ones), paying (Fan Coin), cancelling, holds lapsing (their expiry moved into the past, then the
// sweep), and the box office refunding paid orders. After every batch the database audit
// (tests/helpers/db-audit.ts) holds: no seat with two tickets, every HELD seat held by a live order that
// names it, every SOLD seat with exactly its ticket, sold counts equal to tickets plus held units; and each
// seat is in exactly one of free / held / sold, none lost. Shrinking gives the shortest failing story.
import crypto from "node:crypto";
import fc from "fast-check";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { graphql } from "../gql/index.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { expireDueOrders } from "../../server/src/modules/orders/index.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import { REFUND_ORDER } from "./providers-support.ts";

const PAY_PASSWORD = "135790";
const SECURE = graphql(`
  mutation SeatStorySecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }
  }
`);
const PAY = graphql(`
  mutation SeatStoryPay($input: PayOrderInput!) {
    payOrder(input: $input) { __typename ... on Error { code } }
  }
`);
const CANCEL = graphql(`
  mutation SeatStoryCancel($orderNo: String!) {
    cancelOrder(orderNo: $orderNo) { __typename ... on Error { code } }
  }
`);

type Action =
  | { kind: "secure"; fan: number; seats: number[] }
  | { kind: "pay" | "cancel" | "lapse" | "refund"; order: number };

const SEATS = 6;
const FANS = 4;
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("secure" as const), fan: fc.nat(FANS - 1), seats: fc.uniqueArray(fc.nat(SEATS - 1), { minLength: 1, maxLength: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("pay" as const), order: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), order: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("lapse" as const), order: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("refund" as const), order: fc.nat(20) }) },
);
/** Steps of up to four actions run at once. */
const story = fc.array(fc.array(action, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 6 });

let s: TestServer;
const db = () => s.app.deps.db;
let fans: SignableFan[];

beforeAll(async () => {
  s = await startTestServer();
  fans = await Promise.all(Array.from({ length: FANS }, () => createFan(s.app.deps, { payPassword: PAY_PASSWORD, balance: 10_000_000, phone: "verified" })));
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

describe("seats under any interleaving", () => {
  it("are never sold twice nor lost, whatever fans, payments, lapses, cancels and refunds do at once", async () => {
    await fc.assert(
      fc.asyncProperty(story, async (steps) => {
        // A fresh event each run: six seats in one row, the fans' limit high enough to race.
        const ev = await createOnSaleEvent(s.app.deps, { standing: 1, rows: ["A"], perRow: SEATS, maxTicketsPerAccount: 20, seatedPrice: 1_000 });
        const orgId = `org_${crypto.randomBytes(4).toString("hex")}`;
        await db().organisation.create({ data: { id: orgId, slug: orgId.replaceAll("_", "-"), name: `Organiser ${orgId}` } });
        await db().event.update({ where: { id: ev.id }, data: { organisationId: orgId } });
        const boxOffice = (await createStaffToken(db(), "box office", ["orders:refund", "orders:read"], { organisationId: orgId })).token;
        const seats = (await db().seat.findMany({ where: { eventId: ev.id }, orderBy: { number: "asc" } })).map((x) => x.id);
        const orders: { orderNo: string; fan: SignableFan }[] = [];

        const run = async (a: Action): Promise<void> => {
          if (a.kind === "secure") {
            const fan = fans[a.fan];
            const input = {
              eventSlug: ev.slug,
              lines: [{ ticketTypeId: encodeGlobalID("TicketType", ev.seatedTypeId), quantity: a.seats.length, seatIds: a.seats.map((i) => encodeGlobalID("Seat", seats[i])) }],
              agreedToTerms: true,
              humanCheck: await solvedHumanCheck(s),
            };
            const r = (await s.gql(SECURE, { input }, { token: fan.token })).data!.secureTickets;
            if (r.__typename === "TicketsSecured") orders.push({ orderNo: r.order.orderNo, fan });
            else expect(["SeatsTakenError", "SoldOutError"]).toContain(r.__typename);
            return;
          }
          const o = orders[a.order % Math.max(1, orders.length)];
          if (!o) return;
          if (a.kind === "pay") {
            await s.gql(PAY, { input: { orderNo: o.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, { token: o.fan.token });
          } else if (a.kind === "cancel") {
            await s.gql(CANCEL, { orderNo: o.orderNo }, { token: o.fan.token });
          } else if (a.kind === "lapse") {
            await db().order.updateMany({ where: { orderNo: o.orderNo, status: "AWAITING_PAYMENT" }, data: { expiresAt: new Date(Date.now() - 1_000) } });
            await expireDueOrders(s.app.deps, { eventId: ev.id });
          } else {
            await s.gql(REFUND_ORDER, { input: { orderNo: o.orderNo, reason: "The fan cannot come", idempotencyKey: crypto.randomUUID() } }, { token: boxOffice });
          }
        };

        for (const step of steps) {
          await Promise.all(step.map(run));
          const audit = await auditDatabase(db());
          expect(audit.problems).toEqual([]);
          // Every seat is exactly one of free, held, sold; the held and sold ones are the live orders' and tickets'.
          const rows = await db().seat.findMany({ where: { eventId: ev.id }, select: { id: true, status: true } });
          expect(rows).toHaveLength(SEATS);
          const sold = await db().ticket.count({ where: { eventId: ev.id, seatId: { not: null }, status: { not: "REVOKED" } } });
          const held = await db().orderItem.count({ where: { seatId: { in: seats }, order: { status: "AWAITING_PAYMENT" } } });
          expect(rows.filter((r) => r.status === "SOLD")).toHaveLength(sold);
          expect(rows.filter((r) => r.status === "HELD")).toHaveLength(held);
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 300_000);
});
