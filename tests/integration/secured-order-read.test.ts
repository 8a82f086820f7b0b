// The answer of secureTickets reads its order in one plain SQL statement (orders/secured-order.ts) when
// the selection asks only for what that statement loads: the rows must be exactly Prisma's, field by
// field and type by type, and any other selection must go through Prisma.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import type { SecureTicketsInput } from "../gql/graphql.ts";
import type { Prisma } from "../../server/src/generated/prisma/client.ts";
import { coveredSelection, findSecuredOrder } from "../../server/src/modules/orders/secured-order.ts";
import { statementsOf } from "../helpers/statements.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 6 });
});
afterAll(() => s?.stop());

const SECURE = graphql(`mutation SecuredOrderReadSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename
  ... on TicketsSecured { order { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount
    totalAmount { amount currency }
    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }
} }`);
const ORDER = graphql(`query SecuredOrderReadOrder($n: String!) { order(orderNo: $n) { id orderNo kind status expiresAt createdAt paidAt paymentAttempts maxPaymentAttempts itemCount
    totalAmount { amount currency }
    items { id kind quantity unitAmount { amount currency } seat { id area row number status access } ticketType { id name area seated price { amount currency } capacity available } } } }`);

async function secure(fan: Fan, input: Omit<SecureTicketsInput, "agreedToTerms" | "humanCheck">) {
  const humanCheck = await solvedHumanCheck(`${s.url}/graphql`);
  const r = await s.gql(SECURE, { input: { agreedToTerms: true, ...input, humanCheck } }, { token: fan.token });
  expect(r.errors).toBeUndefined();
  return member(r.data?.secureTickets, "TicketsSecured").order;
}

describe("the secured order's one-statement read", () => {
  it("gives Prisma's rows for a covered selection, standing and seated", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 5, rows: ["A"], perRow: 4, maxTicketsPerAccount: 6 });
    const [fan] = await createFans(s.app.deps, 1);
    const { result: order, statements } = await statementsOf(s.app, () =>
      secure(fan, {
        eventSlug: ev.slug,
        lines: [
          { ticketTypeId: ev.standingTypeId, quantity: 2 },
          { ticketTypeId: ev.seatedTypeId, quantity: 2, row: "A" },
        ],
      }),
    );
    // The items' seats came with the order's one statement: no read of the seats after it.
    expect(statements.filter((q) => /from "public"."Seat"/i.test(q))).toEqual([]);
    // The answer as the fan's own order query gives it (through Prisma), once the ticket type's stock
    // is the same (the answer's "available" was read right after the hold).
    const again = await s.gql(ORDER, { n: order.orderNo }, { token: fan.token });
    expect(again.errors).toBeUndefined();
    expect(order).toEqual(again.data?.order);
    expect(order.items).toHaveLength(4);

    const queries: { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect }[] = [
      { include: { items: { orderBy: { id: "asc" as const }, include: { ticketType: true } } } },
      { select: { id: true, totalAmount: true, currency: true, expiresAt: true, items: { orderBy: { id: "asc" as const }, select: { unitAmount: true, order: { select: { currency: true } } } } } },
      {},
    ];
    for (const query of queries) {
      expect(coveredSelection("Order", query)).toBe(true);
      const viaPrisma = await s.app.deps.db.order.findUniqueOrThrow({ ...query, where: { id: order.id } });
      const viaSql = await findSecuredOrder(s.app.deps, query, order.id);
      // Every field Prisma gives, with the same value and type (dates as Date, nulls as null).
      expect(viaSql).toMatchObject(viaPrisma);
    }
  });

  it("leaves any other selection to Prisma", () => {
    expect(coveredSelection("Order", { include: { event: true } })).toBe(false);
    expect(coveredSelection("Order", { include: { items: { where: { kind: "TICKET" } } } })).toBe(false);
    expect(coveredSelection("Order", { include: { items: { orderBy: { id: "desc" } } } })).toBe(false);
    expect(coveredSelection("Order", { include: { items: { take: 1 } } })).toBe(false);
    expect(coveredSelection("Order", { include: { items: { include: { tickets: true } } } })).toBe(false);
    expect(coveredSelection("Order", { include: { items: { include: { ticketType: { include: { seats: true } } } } } })).toBe(false);
    expect(coveredSelection("Order", { select: { payments: true } })).toBe(false);
    expect(coveredSelection("Order", { where: { id: "x" } })).toBe(false);
  });
});
