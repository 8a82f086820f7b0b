// An audit of the money and stock invariants, straight in SQL, for any test that has put the database
// through something rough (crashes, races, outages). Each check lists the rows that break it; an empty
// `problems` means: no ticket sold twice or past capacity, every counted unit is a live hold or paid,
// every paid ticket order has exactly its tickets, every seat's state matches its order, the ledger is
// balanced and matches the payments, every hand-back listing matches its ticket, its offer and its payout
// (issue 32), and (with `afterSweep`) no hold outlived its expiry.
//
// A hand-back resells a ticket sold once already: its offer order's item takes no stock, and the seller's
// revoked ticket and the buyer's new one are one place, not two. Its payout is credited on the ledger as
// `handback:<id>`, and the seller's payment records it as a HAND_BACK refund with nothing more to credit.
// A seated one's offer line names the seat the seller's ticket still holds (its offer holds no Seat row), and
// once sold that seat is on the buyer's ticket and no longer on the seller's. That place's unit of stock is the
// buyer's from then on: a refund of the seller's order must not give it back (the type's sold count never falls
// below its live tickets and held units).
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
    // A paid item's ticket sold on through a hand-back is the buyer's unit now: it counts on the buyer's offer
    // order (which took no stock of its own), not on the seller's, whether or not the seller's is refunded since.
    name: "ticket type counter differs from its live holds plus paid items",
    sql: `with units as (
            select i."ticketTypeId", i.quantity - (select count(*) from "Ticket" k join "HandBack" h on h."ticketId" = k.id and h.status = 'SOLD'
                                                    where k."orderItemId" = i.id)::int as n
            from "OrderItem" i join "Order" o on o.id = i."orderId"
            where o.status = 'PAID' or o.status = 'AWAITING_PAYMENT' and not exists (select 1 from "HandBack" h where h."offerOrderId" = o.id))
          select t.id, t.sold, coalesce(sum(u.n), 0)::int as counted from "TicketType" t left join units u on u."ticketTypeId" = t.id
          -- A cancelled event's stock stays as it was sold: its refunded orders give nothing back to sell.
          where not exists (select 1 from "Event" e where e.id = t."eventId" and e."cancelledAt" is not null)
          group by t.id having t.sold <> coalesce(sum(u.n), 0)`,
  },
  {
    // Stock given back for a place a live ticket still holds (a refund of the order that first sold a ticket
    // handed back and sold since, issue 32): the next buyer of it oversells the type, or finds no seat. Only
    // tickets of paid orders took stock: a ticket issued outside an order (the demo seed's) took none.
    name: "ticket type sold below its live tickets plus held units",
    sql: `with counts as (
            select t.id, t.sold, t.capacity,
              (select count(*) from "Ticket" k join "OrderItem" ki on ki.id = k."orderItemId" join "Order" ko on ko.id = ki."orderId"
                 where k."ticketTypeId" = t.id and k.status <> 'REVOKED' and ko.status = 'PAID')::int as live,
              (select coalesce(sum(i.quantity), 0) from "OrderItem" i join "Order" o on o.id = i."orderId" where i."ticketTypeId" = t.id and o.status = 'AWAITING_PAYMENT'
                 and not exists (select 1 from "HandBack" h where h."offerOrderId" = o.id))::int as held
            from "TicketType" t)
          select id, sold, capacity, live, held from counts where sold < live + held`,
  },
  { name: "ticket type sold outside 0..capacity", sql: `select id, sold, capacity from "TicketType" where sold < 0 or sold > capacity` },
  {
    // A revoked ticket holds no place: a hand-back's seller's (the buyer's new ticket holds it), a refunded one's
    // (its place went back on sale).
    name: "more live tickets than the ticket type's capacity",
    sql: `select t.id, t.capacity, count(k.id)::int as tickets from "TicketType" t join "Ticket" k on k."ticketTypeId" = t.id
          where k.status <> 'REVOKED'
          group by t.id having count(k.id) > t.capacity`,
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
    // A refunded order's tickets stay on record, revoked (the event cancelled, a box office's refund).
    name: "tickets issued for an order that is not paid (or live after its refund)",
    sql: `select k."ticketNo", k.status as "ticketStatus", o."orderNo", o.status from "Ticket" k join "OrderItem" i on i.id = k."orderItemId" join "Order" o on o.id = i."orderId"
          where o.status <> 'PAID' and not (o.status = 'REFUNDED' and k.status = 'REVOKED')`,
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
          where o.status = 'AWAITING_PAYMENT' and (s.status <> 'HELD' or s."heldByOrderId" is distinct from o.id)
            and not exists (select 1 from "HandBack" h where h."offerOrderId" = o.id)`,
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
    // A hand-back's seller keeps a paid order whose payment the payout returned (a HAND_BACK refund).
    sql: `select o."orderNo", count(p.id)::int as kept from "Order" o left join "Payment" p on p."orderId" = o.id and p."failureReason" is distinct from 'REFUND_DUE'
            and (p.status = 'SUCCEEDED' or p.status = 'REFUNDED' and exists (select 1 from "Refund" r where r."paymentId" = p.id and r.cause = 'HAND_BACK' and r.status <> 'FAILED'))
          where o.status = 'PAID' and o.kind <> 'TOPUP' and exists (select 1 from "Payment" x where x."orderId" = o.id) group by o.id having count(p.id) <> 1`,
  },
  {
    name: "successful payment kept for an order that is not paid",
    // Unless its money is on its way back: due a refund (REFUND_DUE…: its hold lapsed, its event was
    // cancelled), which the cancel or payments:reconcile-refunds sends.
    sql: `select p."paymentNo", o."orderNo", o.status from "Payment" p join "Order" o on o.id = p."orderId"
          where p.status = 'SUCCEEDED' and coalesce(p."failureReason", '') not like 'REFUND_DUE%' and o.status <> 'PAID'`,
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
          left join "Refund" r on r."paymentId" = p.id and r.status <> 'FAILED' and r.cause <> 'HAND_BACK'
          left join "LedgerTransaction" t on t.kind = 'REFUND' and t.reference = r."refundNo"
          left join "LedgerEntry" e on e."transactionId" = t.id and e."accountId" = (select w.id from "WalletAccount" w where w."userId" = p."userId")
          where p.provider = 'wallet' group by p.id
          having coalesce(sum(e.amount), 0) <> p."refundedAmount" - (select coalesce(sum(h.amount), 0) from "Refund" h where h."paymentId" = p.id and h.status <> 'FAILED' and h.cause = 'HAND_BACK')`,
  },
  {
    name: "refund on the ledger without its refund",
    sql: `select t.reference from "LedgerTransaction" t where t.kind = 'REFUND' and t.reference not like 'handback:%' and not exists (select 1 from "Refund" r where r."refundNo" = t.reference)`,
  },
  // Hand-back at face value (issue 32).
  {
    name: "hand-back payout on the ledger without its sold listing, or other than what the listing says it paid",
    sql: `select t.reference, h.status, h."paidOutCoins", coalesce(sum(e.amount) filter (where w."userId" = h."sellerId"), 0)::bigint as credited
          from "LedgerTransaction" t join "LedgerEntry" e on e."transactionId" = t.id left join "WalletAccount" w on w.id = e."accountId"
          left join "HandBack" h on 'handback:' || h.id = t.reference
          where t.kind = 'REFUND' and t.reference like 'handback:%' group by t.id, h.id
          having h.id is null or h.status <> 'SOLD' or coalesce(sum(e.amount) filter (where w."userId" = h."sellerId"), 0) <> h."paidOutCoins"`,
  },
  {
    // Paid in Fan Coin: one ledger credit. Paid back to the original method: none, its provider refund instead.
    name: "sold hand-back not paid out exactly once",
    sql: `select h.id, count(t.id)::int as payouts from "HandBack" h left join "LedgerTransaction" t on t.kind = 'REFUND' and t.reference = 'handback:' || h.id
          where h.status = 'SOLD' group by h.id having count(t.id) <> case when h.payout = 'FAN_COIN' then 1 else 0 end`,
  },
  {
    name: "sold hand-back paid back to its original method without its provider refund of the face value less the fee",
    sql: `select h.id, r.cause, r."orderAmount", r.status from "HandBack" h left join "Refund" r on r.id = h."payoutRefundId"
          where h.status = 'SOLD' and h.payout = 'ORIGINAL_METHOD'
            and (r.id is null or r.cause <> 'HAND_BACK' or r."orderAmount" <> h."faceAmount" - coalesce(h."feeAmount", 0) or r."requestKey" is distinct from 'handback:' || h.id)`,
  },
  {
    name: "sold hand-back whose ticket is not revoked, whose offer is not paid, or whose buyer has no live ticket from it",
    sql: `select h.id, k.status as "ticketStatus", o.status as "orderStatus", b.status as "buyerTicketStatus" from "HandBack" h
          join "Ticket" k on k.id = h."ticketId" left join "Order" o on o.id = h."offerOrderId" left join "Ticket" b on b.id = h."buyerTicketId"
          where h.status = 'SOLD' and (k.status <> 'REVOKED' or o.status is null or o.status not in ('PAID', 'REFUNDED') or b.id is null
            -- The buyer's ticket is live, unless sold on again through a hand-back of its own or refunded with its order.
            or b.status = 'REVOKED' and o.status <> 'REFUNDED' and not exists (select 1 from "HandBack" x where x."ticketId" = b.id and x.status = 'SOLD'))`,
  },
  {
    name: "live hand-back whose ticket is not listed, or listed ticket without exactly one live hand-back",
    sql: `select k."ticketNo", k.status, count(h.id)::int as live from "Ticket" k left join "HandBack" h on h."ticketId" = k.id and h.status in ('LISTED', 'OFFERED')
          where k.status = 'LISTED' or h.id is not null group by k.id having k.status <> 'LISTED' or count(h.id) <> 1`,
  },
  {
    name: "offered hand-back without its order awaiting payment, or listed one still holding an order",
    sql: `select h.id, h.status, o.status as "orderStatus" from "HandBack" h left join "Order" o on o.id = h."offerOrderId"
          where (h.status = 'OFFERED' and o.status is distinct from 'AWAITING_PAYMENT') or (h.status = 'LISTED' and h."offerOrderId" is not null)`,
  },
  {
    name: "offered hand-back whose offer names another seat than its listed ticket holds",
    sql: `select h.id, i."seatId" as "offerSeat", k."seatId" as "ticketSeat" from "HandBack" h join "Ticket" k on k.id = h."ticketId"
          join "OrderItem" i on i."orderId" = h."offerOrderId" and i.kind = 'TICKET'
          where h.status = 'OFFERED' and i."seatId" is distinct from k."seatId"`,
  },
  {
    name: "sold hand-back whose seat stayed on the seller's ticket or did not pass to the buyer's",
    sql: `select h.id, k."seatId" as "sellerSeat", i."seatId" as "soldSeat", b."seatId" as "buyerSeat" from "HandBack" h
          join "Ticket" k on k.id = h."ticketId" join "Ticket" b on b.id = h."buyerTicketId" join "OrderItem" i on i.id = b."orderItemId"
          where h.status = 'SOLD' and (k."seatId" is not null
            -- The buyer's ticket keeps the seat, unless handed back and sold on in its turn.
            or b."seatId" is distinct from i."seatId" and not exists (select 1 from "HandBack" x where x."ticketId" = b.id and x.status = 'SOLD'))`,
  },
  {
    name: "ticket sold through more than one hand-back",
    sql: `select "ticketId", count(*)::int from "HandBack" where status = 'SOLD' group by "ticketId" having count(*) > 1`,
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
