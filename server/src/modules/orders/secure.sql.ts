// The hold of secureTickets in one round trip: the PL/pgSQL function fanfare_secure_tickets (migration
// 20261124100000) takes the fan's row lock, checks the phone, ticket holders only, the idempotency key,
// the per-account limit and one identity per ticket, then takes the stock, the seats and writes the
// order and its items, all in one statement that commits or rolls back as a whole. Measured on the hot
// on-sale, the interactive transaction it replaces cost ten round trips with the ticket type's row
// locked across several of them (npm run bench -- onsale).
import crypto from "node:crypto";
import type { Deps } from "../../deps.ts";
import { sqlPool } from "../../db.ts";
import { holdExpiry, newOrderNo } from "./orders.core.ts";
import { claimPromoCodeUse, discountOf, recordPromoCodeUse, type PromoCodeForHold } from "../codes/index.ts";

export interface HoldLine {
  ticketTypeId: string;
  quantity: number;
  /** Seated types: keep the seats in this row. */
  row?: string | null;
  /** Seated types: exactly these seats (database ids), picked on the map; as many as the quantity. */
  seatIds?: string[] | null;
}

export type HoldOutcome =
  | { kind: "SECURED" | "EXISTING"; orderId: string }
  | { kind: "SOLD_OUT"; ticketTypeId: string }
  /** Seats of the line were taken: the picked ones named (empty when the row or the area had too few). */
  | { kind: "SEATS_TAKEN"; seatIds: string[] }
  | { kind: "LIMIT_REACHED"; remaining: number }
  | { kind: "IDENTITY_TAKEN"; docNumberHash: string }
  | { kind: "PHONE_REQUIRED" | "TICKET_HOLDERS_ONLY" | "USER_NOT_FOUND" | "EVENT_NOT_FOUND" | "EVENT_CHANGED" }
  /** Picked seats kept for fans with the need: none declared, or past one space or the declared companions. */
  | { kind: "ACCESS_KEPT" }
  | { kind: "CODE_USED_UP"; perAccount: boolean }
  | { kind: "CODE_REFUSED" };

type Row = { out_outcome: string; out_order_id: string | null; out_remaining: number; out_taken_hash: string | null };

/**
 * The function's two refusals that roll the statement back: a ticket type's stock ran out (SQLSTATE
 * FF001, message "fanfare:sold-out:<ticket type id>:"), or seats were taken (FF002, message
 * "fanfare:seats-taken:<seat id>,<seat id>:" naming the picked seats it could not hold, none for a row).
 */
function stockRefusal(e: unknown): HoldOutcome | null {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  if (code === "FF001") {
    const soldOut = /fanfare:sold-out:([^:\s]+):/.exec(message ?? "");
    if (soldOut) return { kind: "SOLD_OUT", ticketTypeId: soldOut[1] };
  }
  if (code === "FF002") {
    const taken = /fanfare:seats-taken:([^:\s]*):/.exec(message ?? "")?.[1] ?? "";
    return { kind: "SEATS_TAKEN", seatIds: taken ? taken.split(",") : [] };
  }
  return null;
}

/**
 * Holds the lines for the fan: one order awaiting payment, or the rule that refused it. `identities` are
 * the fan's own identities, one per ticket in line order (empty when the event does not need names).
 */
export async function holdTicketsInOneStatement(
  deps: Deps,
  args: HoldArgs,
): Promise<HoldOutcome> {
  const now = deps.now();
  let rows: Row[];
  // Straight through node-postgres: one round trip, none of Prisma's per-query work on the hot path. On
  // a connection of its own rather than pool.query, which drops the connection after any error: each
  // refusal (sold out, seats taken) then cost a new connection and a new backend, as many as there were
  // refusals (npm run bench -- onsale --seats: most answers of a seat race are SeatsTakenError).
  const client = await sqlPool(deps.db).connect();
  let broken: Error | undefined;
  try {
    ({ rows } = await client.query<Row>(SECURE_SQL, secureParams(args, now)));
  } catch (e) {
    const refusal = stockRefusal(e);
    if (refusal) return refusal;
    // Anything else may have left the connection unusable: it is not pooled again.
    broken = e as Error;
    throw e;
  } finally {
    client.release(broken);
  }
  return outcomeOf(rows[0]!);
}

type HoldArgs = {
  userId: string;
  eventId: string;
  eventVersion: string;
  lines: HoldLine[];
  identities: { id: string; docNumberHash: string }[];
  idempotencyKey: string | null;
  /**
   * The companion seats the fan declared with the need for a wheelchair space (null: no need): picked
   * accessible seats may be held before their release, one space and these companions with the fan's live
   * orders, counted by the statement under the fan's row lock.
   */
  accessCompanions?: number | null;
};

const SECURE_SQL = `select * from fanfare_secure_tickets($1, $2, $3, $4, $5, $6, $7::timestamp(3), $8::timestamp(3), $9::text[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[], $15::int[], $16::int)`;

// timestamp(3) columns hold UTC wall time; the literal's zone is ignored by the cast.
const ts = (d: Date) => d.toISOString();

function secureParams(args: HoldArgs, now: Date): unknown[] {
  return [
    args.userId,
    args.eventId,
    args.eventVersion,
    crypto.randomUUID(),
    newOrderNo("TICKET", now),
    args.idempotencyKey,
    ts(now),
    ts(holdExpiry(now)),
    args.lines.map((l) => l.ticketTypeId),
    args.lines.map((l) => l.quantity),
    args.lines.map((l) => l.row ?? null),
    args.identities.map((i) => i.id),
    args.identities.map((i) => i.docNumberHash),
    args.lines.flatMap((l) => l.seatIds ?? []),
    args.lines.flatMap((l, i) => (l.seatIds ?? []).map(() => i + 1)),
    args.accessCompanions ?? null,
  ];
}

/**
 * The hold with a code (issue 35): one transaction that counts the code's use (claimPromoCodeUse: a
 * conditional UPDATE, so racing tabs can never take one use twice), runs the same secure function, takes
 * the discount off the new order's total and records the use. Any refusal rolls all of it back: a
 * sold-out answer or a limit costs no use. Off the hot path: a secure without a code is one statement.
 */
export async function holdTicketsWithCode(deps: Deps, args: HoldArgs, code: PromoCodeForHold): Promise<HoldOutcome> {
  const now = deps.now();
  const client = await sqlPool(deps.db).connect();
  let done = false;
  let broken: Error | undefined;
  try {
    await client.query("begin");
    // A retry of a secure that went through returns its order, whether or not the code has a use left.
    if (args.idempotencyKey) {
      const { rows } = await client.query<{ id: string }>(`select id from "Order" where "userId" = $1 and "idempotencyKey" = $2`, [args.userId, args.idempotencyKey]);
      if (rows[0]) {
        await client.query("rollback");
        done = true;
        return { kind: "EXISTING", orderId: rows[0].id };
      }
    }
    const claim = await claimPromoCodeUse(client, { codeId: code.id, userId: args.userId, maxUsesPerAccount: code.maxUsesPerAccount, now: ts(now) });
    if (claim.kind !== "CLAIMED") {
      await client.query("rollback");
      done = true;
      return claim.kind === "USED_UP" ? { kind: "CODE_USED_UP", perAccount: claim.perAccount } : { kind: "CODE_REFUSED" };
    }
    const { rows } = await client.query<Row>(SECURE_SQL, secureParams(args, now));
    const outcome = outcomeOf(rows[0]!);
    if (outcome.kind !== "SECURED") {
      await client.query("rollback");
      done = true;
      return outcome;
    }
    const { rows: items } = await client.query<{ ticketTypeId: string | null; unitAmount: number; quantity: number }>(
      `select "ticketTypeId", "unitAmount", quantity from "OrderItem" where "orderId" = $1`,
      [outcome.orderId],
    );
    const discount = discountOf(code, items);
    if (discount > 0) await client.query(`update "Order" set "totalAmount" = greatest(0, "totalAmount" - $2) where id = $1`, [outcome.orderId, discount]);
    await recordPromoCodeUse(client, { id: crypto.randomUUID(), codeId: code.id, userId: args.userId, orderId: outcome.orderId, discountAmount: discount, now: ts(now) });
    await client.query("commit");
    done = true;
    return outcome;
  } catch (e) {
    if (!done) await client.query("rollback").catch((err: Error) => void (broken = err));
    done = true;
    const refusal = stockRefusal(e);
    if (refusal) return refusal;
    throw e;
  } finally {
    // A connection whose rollback failed is not given back to the pool.
    client.release(broken);
  }
}

function outcomeOf(r: Row): HoldOutcome {
  switch (r.out_outcome) {
    case "SECURED":
    case "EXISTING":
      return { kind: r.out_outcome, orderId: r.out_order_id! };
    case "LIMIT_REACHED":
      return { kind: "LIMIT_REACHED", remaining: r.out_remaining };
    case "IDENTITY_TAKEN":
      return { kind: "IDENTITY_TAKEN", docNumberHash: r.out_taken_hash! };
    case "PHONE_REQUIRED":
    case "TICKET_HOLDERS_ONLY":
    case "USER_NOT_FOUND":
    case "EVENT_NOT_FOUND":
    case "EVENT_CHANGED":
    case "ACCESS_KEPT":
      return { kind: r.out_outcome };
    default:
      throw new Error(`fanfare_secure_tickets: unexpected outcome ${r.out_outcome}`);
  }
}
