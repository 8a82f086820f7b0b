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

export interface HoldLine {
  ticketTypeId: string;
  quantity: number;
  /** Seated types: keep the seats in this row. */
  row?: string | null;
}

export type HoldOutcome =
  | { kind: "SECURED" | "EXISTING"; orderId: string }
  | { kind: "SOLD_OUT"; ticketTypeId: string }
  | { kind: "SEATS_TAKEN" }
  | { kind: "LIMIT_REACHED"; remaining: number }
  | { kind: "IDENTITY_TAKEN"; docNumberHash: string }
  | { kind: "PHONE_REQUIRED" | "TICKET_HOLDERS_ONLY" | "USER_NOT_FOUND" | "EVENT_NOT_FOUND" | "EVENT_CHANGED" };

type Row = { out_outcome: string; out_order_id: string | null; out_remaining: number; out_taken_hash: string | null };

/**
 * The function's two refusals that roll the statement back: a ticket type's stock ran out (SQLSTATE
 * FF001, message "fanfare:sold-out:<ticket type id>:"), or a row's seats were taken (FF002).
 */
function stockRefusal(e: unknown): HoldOutcome | null {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  if (code === "FF001") {
    const soldOut = /fanfare:sold-out:([^:\s]+):/.exec(message ?? "");
    if (soldOut) return { kind: "SOLD_OUT", ticketTypeId: soldOut[1] };
  }
  if (code === "FF002") return { kind: "SEATS_TAKEN" };
  return null;
}

/**
 * Holds the lines for the fan: one order awaiting payment, or the rule that refused it. `identities` are
 * the fan's own identities, one per ticket in line order (empty when the event does not need names).
 */
export async function holdTicketsInOneStatement(
  deps: Deps,
  args: { userId: string; eventId: string; eventVersion: string; lines: HoldLine[]; identities: { id: string; docNumberHash: string }[]; idempotencyKey: string | null },
): Promise<HoldOutcome> {
  const now = deps.now();
  // timestamp(3) columns hold UTC wall time; the literal's zone is ignored by the cast.
  const ts = (d: Date) => d.toISOString();
  let rows: Row[];
  try {
    // Straight through node-postgres: one round trip, none of Prisma's per-query work on the hot path.
    ({ rows } = await sqlPool(deps.db).query<Row>(
      `select * from fanfare_secure_tickets($1, $2, $3, $4, $5, $6, $7::timestamp(3), $8::timestamp(3), $9::text[], $10::int[], $11::text[], $12::text[], $13::text[])`,
      [
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
      ],
    ));
  } catch (e) {
    const refusal = stockRefusal(e);
    if (refusal) return refusal;
    throw e;
  }
  const [r] = rows;
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
      return { kind: r.out_outcome };
    default:
      throw new Error(`fanfare_secure_tickets: unexpected outcome ${r.out_outcome}`);
  }
}
