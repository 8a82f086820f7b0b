// An audit of the money and stock invariants, straight in SQL, for any test that has put the database
// through something rough (crashes, races, outages). Each check lists the rows that break it; an empty
// `problems` means: no ticket sold twice or past capacity, every counted unit is a live hold or paid,
// every paid ticket order has exactly its tickets, every seat's state matches its order, the ledger is
// balanced and matches the payments, and (with `afterSweep`) no hold outlived its expiry.
import type { Db } from "../../server/src/db.ts";

export interface AuditOptions {
  /** Also require that no unpaid order is past its hold (call after the expiry sweep has run). */
  afterSweep?: boolean;
  /** Also require that no payment is still waiting for its refund (after the reconciliation job). */
  refundsSettled?: boolean;
}

export interface AuditReport {
  problems: string[];
  figures: { ticketTypes: number; paidTicketOrders: number; tickets: number; heldUnits: number; soldUnits: number; ledgerTransactions: number; payments: number };
}

const checks: { name: string; sql: string; when?: keyof AuditOptions }[] = [
  {
    name: "ticket type counter differs from its live holds plus paid items",
    sql: `select t.id, t.sold, coalesce(sum(i.quantity) filter (where o.status in ('AWAITING_PAYMENT', 'PAID')), 0)::int as counted
          from "TicketType" t left join "OrderItem" i on i."ticketTypeId" = t.id left join "Order" o on o.id = i."orderId"
          group by t.id having t.sold <> coalesce(sum(i.quantity) filter (where o.status in ('AWAITING_PAYMENT', 'PAID')), 0)`,
  },
  { name: "ticket type sold outside 0..capacity", sql: `select id, sold, capacity from "TicketType" where sold < 0 or sold > capacity` },
  {
    name: "more tickets than the ticket type's capacity",
    sql: `select t.id, t.capacity, count(k.id)::int as tickets from "TicketType" t join "Ticket" k on k."ticketTypeId" = t.id group by t.id having count(k.id) > t.capacity`,
  },
  {
    name: "paid ticket order without exactly its tickets",
    sql: `select o."orderNo", coalesce(sum(i.quantity), 0)::int as ordered,
            (select count(*)::int from "Ticket" k join "OrderItem" ki on ki.id = k."orderItemId" where ki."orderId" = o.id) as issued
          from "Order" o left join "OrderItem" i on i."orderId" = o.id and i.kind = 'TICKET'
          where o.kind = 'TICKET' and o.status = 'PAID' group by o.id
          having coalesce(sum(i.quantity), 0) <> (select count(*) from "Ticket" k join "OrderItem" ki on ki.id = k."orderItemId" where ki."orderId" = o.id)`,
  },
  {
    name: "order item with more tickets than its quantity",
    sql: `select i.id, i.quantity, count(k.id)::int as issued from "OrderItem" i join "Ticket" k on k."orderItemId" = i.id group by i.id having count(k.id) > i.quantity`,
  },
  {
    name: "tickets issued for an order that is not paid",
    sql: `select k."ticketNo", o."orderNo", o.status from "Ticket" k join "OrderItem" i on i.id = k."orderItemId" join "Order" o on o.id = i."orderId" where o.status <> 'PAID'`,
  },
  { name: "seat with more than one ticket", sql: `select "seatId", count(*)::int from "Ticket" where "seatId" is not null group by "seatId" having count(*) > 1` },
  {
    name: "seat held without a live order, or held by one but not marked HELD",
    sql: `select s.id, s.status, o."orderNo", o.status as "orderStatus" from "Seat" s left join "Order" o on o.id = s."heldByOrderId"
          where (s.status = 'HELD' and (o.id is null or o.status <> 'AWAITING_PAYMENT')) or (s."heldByOrderId" is not null and s.status <> 'HELD')`,
  },
  {
    name: "seat of a live order's item not held by that order",
    sql: `select i."seatId", o."orderNo" from "OrderItem" i join "Order" o on o.id = i."orderId" join "Seat" s on s.id = i."seatId"
          where o.status = 'AWAITING_PAYMENT' and (s.status <> 'HELD' or s."heldByOrderId" is distinct from o.id)`,
  },
  {
    name: "seat of a paid order's item not sold, or sold without a ticket",
    sql: `select s.id, s.status from "Seat" s where (s.status = 'SOLD') <> exists (select 1 from "Ticket" k where k."seatId" = s.id)`,
  },
  { name: "ledger transaction that does not sum to zero", sql: `select "transactionId", sum(amount)::bigint as total from "LedgerEntry" group by "transactionId" having sum(amount) <> 0` },
  {
    name: "account balance differs from the sum of its entries",
    sql: `select w.id, w.balance, coalesce((select sum(amount) from "LedgerEntry" e where e."accountId" = w.id), 0)::bigint as entries
          from "WalletAccount" w where w.balance <> coalesce((select sum(amount) from "LedgerEntry" e where e."accountId" = w.id), 0)`,
  },
  { name: "fan's wallet below zero", sql: `select id, balance from "WalletAccount" where kind = 'USER' and balance < 0` },
  {
    // Orders paid outside the payment module (the demo seed, tests that mark them paid) have no payment rows.
    name: "paid order with payments but not exactly one kept successful payment",
    sql: `select o."orderNo", count(p.id)::int as kept from "Order" o left join "Payment" p on p."orderId" = o.id and p.status = 'SUCCEEDED' and p."failureReason" is distinct from 'REFUND_DUE'
          where o.status = 'PAID' and o.kind <> 'TOPUP' and exists (select 1 from "Payment" x where x."orderId" = o.id) group by o.id having count(p.id) <> 1`,
  },
  {
    name: "successful payment kept for an order that is not paid",
    sql: `select p."paymentNo", o."orderNo", o.status from "Payment" p join "Order" o on o.id = p."orderId"
          where p.status = 'SUCCEEDED' and p."failureReason" is distinct from 'REFUND_DUE' and o.status <> 'PAID'`,
  },
  {
    name: "wallet payment charged other than once, or for another amount",
    sql: `select p."paymentNo", p.status, count(t.id)::int as charges from "Payment" p
          left join "LedgerTransaction" t on t.kind = 'PAYMENT' and t.reference = p."paymentNo"
          where p.provider = 'wallet' group by p.id
          having count(t.id) <> (case when p.status in ('SUCCEEDED', 'REFUNDED') then 1 else 0 end)
             or coalesce(max((select -e.amount from "LedgerEntry" e join "WalletAccount" w on w.id = e."accountId" where e."transactionId" = t.id and w."userId" = p."userId")), p.amount) <> p.amount`,
  },
  {
    name: "wallet charge without its payment",
    sql: `select t.reference from "LedgerTransaction" t where t.kind = 'PAYMENT' and not exists (select 1 from "Payment" p where p."paymentNo" = t.reference and p.provider = 'wallet')`,
  },
  {
    // Each refund of a wallet payment is one REFUND on the ledger, referenced by its refund number.
    name: "wallet payment credited back other than what its refunds claimed",
    sql: `select p."paymentNo", p."refundedAmount", coalesce(sum(e.amount), 0)::bigint as credited from "Payment" p
          left join "Refund" r on r."paymentId" = p.id and r.status <> 'FAILED'
          left join "LedgerTransaction" t on t.kind = 'REFUND' and t.reference = r."refundNo"
          left join "LedgerEntry" e on e."transactionId" = t.id and e."accountId" = (select w.id from "WalletAccount" w where w."userId" = p."userId")
          where p.provider = 'wallet' group by p.id having coalesce(sum(e.amount), 0) <> p."refundedAmount"`,
  },
  {
    name: "refund on the ledger without its refund",
    sql: `select t.reference from "LedgerTransaction" t where t.kind = 'REFUND' and not exists (select 1 from "Refund" r where r."refundNo" = t.reference)`,
  },
  {
    name: "payment whose refunds do not add up to what it claims as refunded, or exceed it",
    sql: `select p."paymentNo", p.amount, p."refundedAmount", coalesce(sum(r.amount), 0)::bigint as refunds from "Payment" p
          left join "Refund" r on r."paymentId" = p.id and r.status <> 'FAILED'
          group by p.id having coalesce(sum(r.amount), 0) <> p."refundedAmount" or p."refundedAmount" > p.amount`,
  },
  {
    name: "payment marked REFUNDED without all of it refunded",
    sql: `select "paymentNo", amount, "refundedAmount" from "Payment" where status = 'REFUNDED' and "refundedAmount" <> amount`,
  },
  {
    name: "top-up credited other than once per paid top-up order",
    sql: `select o."orderNo", o.status, count(t.id)::int as credits from "Order" o left join "LedgerTransaction" t on t.kind = 'TOPUP' and t.reference = o."orderNo"
          where o.kind = 'TOPUP' group by o.id having count(t.id) <> (case when o.status = 'PAID' then 1 else 0 end)`,
  },
  {
    name: "unpaid order past its hold (the sweep should have released it)",
    sql: `select "orderNo", "expiresAt" from "Order" where status = 'AWAITING_PAYMENT' and "expiresAt" <= now()`,
    when: "afterSweep",
  },
  { name: "payment still waiting for its refund", sql: `select "paymentNo" from "Payment" where status = 'SUCCEEDED' and "failureReason" like 'REFUND_DUE%'`, when: "refundsSettled" },
  { name: "refund still waiting for its provider", sql: `select "refundNo" from "Refund" where status = 'PENDING'`, when: "refundsSettled" },
];

/** Runs every check; `problems` names each broken invariant with up to three offending rows. */
export async function auditDatabase(db: Pick<Db, "$queryRawUnsafe">, opts: AuditOptions = {}): Promise<AuditReport> {
  const problems: string[] = [];
  for (const check of checks) {
    if (check.when && !opts[check.when]) continue;
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(check.sql);
    if (rows.length) {
      const sample = JSON.stringify(rows.slice(0, 3), (_k, v) => (typeof v === "bigint" ? Number(v) : v));
      problems.push(`${check.name}: ${rows.length} (${sample})`);
    }
  }
  const [f] = await db.$queryRawUnsafe<Record<string, bigint | number>[]>(`select
    (select count(*) from "TicketType") as "ticketTypes",
    (select count(*) from "Order" where kind = 'TICKET' and status = 'PAID') as "paidTicketOrders",
    (select count(*) from "Ticket") as tickets,
    (select coalesce(sum(i.quantity), 0) from "OrderItem" i join "Order" o on o.id = i."orderId" where o.status = 'AWAITING_PAYMENT' and i.kind = 'TICKET') as "heldUnits",
    (select coalesce(sum(sold), 0) from "TicketType") as "soldUnits",
    (select count(*) from "LedgerTransaction") as "ledgerTransactions",
    (select count(*) from "Payment") as payments`);
  const figures = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Number(v)])) as AuditReport["figures"];
  return { problems, figures };
}
