// The audit of tests/helpers/db-audit.ts sees each kind of damage it is there for: on a database with
// live holds, a paid order with tickets and a balanced ledger, every corruption below (made inside a
// transaction that is rolled back) is reported, and the undamaged database passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markOrderPaid } from "../../server/src/modules/orders/index.ts";
import type { Tx } from "../../server/src/db.ts";
import { createFans } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { member } from "../helpers/graphql-result.ts";
import type { SecureTicketLineInput } from "../gql/graphql.ts";
import { auditDatabase, type AuditOptions } from "../helpers/db-audit.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
let ev: OnSaleEvent;
let paidOrderId: string;
let heldOrderId: string;
beforeAll(async () => {
  s = await startTestServer();
  ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
  const [a, b] = await createFans(s.app.deps, 2);
  const secure = async (token: string, line: SecureTicketLineInput) => {
    const r = await s.gql(SECURE_TICKETS, { input: { eventSlug: ev.slug, lines: [line], agreedToTerms: true, humanCheck: await solvedHumanCheck(`${s.url}/graphql`) } }, { token });
    return member(r.data?.secureTickets, "TicketsSecured").order.id;
  };
  paidOrderId = await secure(a.token, { ticketTypeId: ev.seatedTypeId, quantity: 2, row: "A" });
  await s.app.deps.db.$transaction((tx) => markOrderPaid(tx, s.app.deps, paidOrderId, new Date()));
  heldOrderId = await secure(b.token, { ticketTypeId: ev.seatedTypeId, quantity: 1, row: "B" });
}, 120_000);
afterAll(() => s?.stop());

class Rollback extends Error {}
/** The audit's problems after `damage`, which is then rolled back. */
async function problemsAfter(damage: (tx: Tx) => Promise<unknown>, opts: AuditOptions = {}): Promise<string[]> {
  let problems: string[] = [];
  await s.app.deps.db
    .$transaction(async (tx) => {
      await damage(tx);
      problems = (await auditDatabase(tx, opts)).problems;
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return problems;
}

describe("the database audit", () => {
  it("passes the undamaged database", async () => {
    const report = await auditDatabase(s.app.deps.db, { afterSweep: true, refundsSettled: true });
    expect(report.problems).toEqual([]);
    expect(report.figures.heldUnits).toBe(1);
    expect(report.figures.paidTicketOrders).toBeGreaterThanOrEqual(1);
  });

  const cases: [string, (tx: Tx) => Promise<unknown>, RegExp, AuditOptions?][] = [
    ["a stock counter off by one", (tx) => tx.$executeRaw`update "TicketType" set sold = sold + 1 where id = ${ev.standingTypeId}`, /counter differs/],
    [
      "a ticket issued twice",
      (tx) => tx.$executeRaw`insert into "Ticket" (id, "ticketNo", "eventId", "ticketTypeId", "ownerId", "orderItemId", status, "qrSecret", "updatedAt")
        select 'dup', 'FFDUPLICATE01', "eventId", "ticketTypeId", "ownerId", "orderItemId", status, "qrSecret", now() from "Ticket" where "orderItemId" in (select id from "OrderItem" where "orderId" = ${paidOrderId}) limit 1`,
      /paid ticket order without exactly its tickets/,
    ],
    ["a paid ticket lost", (tx) => tx.$executeRaw`delete from "Ticket" where id = (select id from "Ticket" where "orderItemId" in (select id from "OrderItem" where "orderId" = ${paidOrderId}) limit 1)`, /without exactly its tickets/],
    ["a held seat let go while its order lives", (tx) => tx.$executeRaw`update "Seat" set status = 'AVAILABLE', "heldByOrderId" = null where "heldByOrderId" = ${heldOrderId}`, /seat of a live order's item/],
    ["a ledger entry changed", (tx) => tx.$executeRaw`update "LedgerEntry" set amount = amount + 1 where id = (select id from "LedgerEntry" limit 1)`, /does not sum to zero/],
    ["a balance changed without an entry", (tx) => tx.$executeRaw`update "WalletAccount" set balance = balance + 5 where id = (select id from "WalletAccount" limit 1)`, /balance differs/],
    ["a hold past its expiry", (tx) => tx.$executeRaw`update "Order" set "expiresAt" = now() - interval '1 minute' where id = ${heldOrderId}`, /past its hold/, { afterSweep: true }],
  ];
  it.each(cases)("reports %s", async (_name, damage, expected, opts) => {
    const problems = await problemsAfter(damage, opts);
    expect(problems.join("\n")).toMatch(expected);
  });
});
