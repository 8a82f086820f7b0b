// The pgbench ceilings of the on-sale: the minimal SQL a hold must commit, run by pgbench on the bench
// database in the same run as the race, with as many connections as the servers' pools. The ceiling's
// stock is its own (an event of its own whose ticket types never run out, its own fans and seats), so
// it never touches the race's.
//   row hold      BEGIN; UPDATE "TicketType" (guarded by capacity); INSERT "Order"; INSERT "OrderItem"; COMMIT
//   secure call   select * from fanfare_secure_tickets(...) for a random fan: the app's one statement itself
//   seat hold     BEGIN; UPDATE "TicketType" SET sold = sold + n; UPDATE "Seat" SET status = 'HELD' WHERE id = ANY(n adjacent seats) AND status = 'AVAILABLE'; COMMIT
import pg from "pg";
import type { Deps } from "../../../server/src/deps.ts";
import { createOnSaleEvent } from "../../../tests/factories/events.ts";
import { runPgbench, sqlLiteral as q, type PgbenchRun } from "./pgbench.ts";

/** Seats per row of the ceiling's own seat map. */
const CEILING_SEATS_PER_ROW = 100;

export interface CeilingStock {
  eventId: string;
  standingTypeId: string;
  seatedTypeId: string;
  /** The ceiling's fans are `pgbfan-1` … `pgbfan-<fans>` (ids of its own, so a script can name one by number). */
  fans: number;
  /** The ceiling's seats are `pgbseat-0` … `pgbseat-<seats - 1>`, CEILING_SEATS_PER_ROW to a row. */
  seats: number;
}

/**
 * The ceiling's event on `deps`'s database: a standing and a seated type that never run out (10 million
 * places), `seats` seats of its own and `fans` fans with a verified phone, with no per-account limit that
 * the ceiling would reach.
 */
export async function prepareCeilingStock(deps: Deps, opts: { fans: number; seats: number }): Promise<CeilingStock> {
  const event = await createOnSaleEvent(deps, { standing: 10_000_000, rows: [], perRow: 0, maxTicketsPerAccount: 1_000_000 });
  await deps.db.ticketType.update({ where: { id: event.seatedTypeId }, data: { capacity: 10_000_000 } });
  const now = new Date();
  for (let from = 1; from <= opts.fans; from += 1000) {
    await deps.db.user.createMany({
      data: Array.from({ length: Math.min(1000, opts.fans - from + 1) }, (_, i) => {
        const n = from + i;
        return {
          id: `pgbfan-${n}`,
          email: `pgbfan-${n}-${event.id}@bench.test`,
          passwordHash: "!not-a-login",
          nickname: `Ceiling fan ${n}`,
          inviteCode: `PGB${n}X${event.id}`.toUpperCase(),
          phone: "91234567",
          phoneAreaCode: "852",
          phoneVerifiedAt: now,
        };
      }),
    });
  }
  await deps.db.$executeRawUnsafe(
    `insert into "Seat" (id, "eventId", "ticketTypeId", area, row, number)
     select 'pgbseat-' || g, $1, $2, 'P', 'R' || (g / ${CEILING_SEATS_PER_ROW}), g % ${CEILING_SEATS_PER_ROW} + 1 from generate_series(0, $3::int - 1) g`,
    event.id,
    event.seatedTypeId,
    opts.seats,
  );
  return { eventId: event.id, standingTypeId: event.standingTypeId, seatedTypeId: event.seatedTypeId, fans: opts.fans, seats: opts.seats };
}

/** pgbench's random order id: 15 random digits (collisions over a few ten thousand orders: about 1 in 10^6). */
const ORDER_ID = `\\set r random(1, 999999999999999)`;

/** The minimal row hold: the guarded stock decrement, the order and its item, one transaction of five statements. */
export function rowHoldScript(stock: CeilingStock): string {
  return [
    ORDER_ID,
    `\\set fan random(1, ${stock.fans})`,
    "BEGIN;",
    `UPDATE "TicketType" SET sold = sold + 1 WHERE id = ${q(stock.standingTypeId)} AND sold + 1 <= capacity;`,
    `INSERT INTO "Order" (id, "orderNo", "userId", kind, "eventId", currency, "totalAmount", "expiresAt", "updatedAt") ` +
      `VALUES ('pgb-' || :r, 'PGB-' || :r, 'pgbfan-' || :fan, 'TICKET', ${q(stock.eventId)}, 'HKD', 50000, now() + interval '10 minutes', now());`,
    `INSERT INTO "OrderItem" (id, "orderId", kind, "ticketTypeId", "unitAmount") VALUES ('pgb-' || :r || '.001', 'pgb-' || :r, 'TICKET', ${q(stock.standingTypeId)}, 50000);`,
    "COMMIT;",
  ].join("\n");
}

/**
 * The app's own statement, `select * from fanfare_secure_tickets(...)`, for a random ceiling fan and one
 * standing ticket: every rule of a secure (the fan's row lock, the phone, the per-account count, the
 * stock, the order and its item). Fits the function's current arity (the seat-picking parameters are
 * passed empty when it has them).
 */
export async function secureCallScript(url: string, stock: CeilingStock): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  let version: string;
  let arity: number;
  try {
    ({ version } = (await c.query<{ version: string }>(`select xmin::text as version from "Event" where id = $1`, [stock.eventId])).rows[0]!);
    arity = (await c.query<{ n: number }>(`select max(pronargs)::int as n from pg_proc where proname = 'fanfare_secure_tickets'`)).rows[0]!.n;
  } finally {
    await c.end();
  }
  const extra = arity >= 16 ? `, '{}'::text[], '{}'::int[], NULL::int` : "";
  return [
    ORDER_ID,
    `\\set fan random(1, ${stock.fans})`,
    `select * from fanfare_secure_tickets('pgbfan-' || :fan, ${q(stock.eventId)}, ${q(version)}, 'pgb-' || :r, 'PGB-' || :r, NULL, ` +
      `(now() at time zone 'UTC')::timestamp(3), (now() at time zone 'UTC' + interval '10 minutes')::timestamp(3), ` +
      `ARRAY[${q(stock.standingTypeId)}], ARRAY[1], ARRAY[NULL]::text[], '{}'::text[], '{}'::text[]${extra});`,
  ].join("\n");
}

/**
 * The minimal seat hold for a party of `n` adjacent seats at a random place on the ceiling's map: the
 * ticket type's count and the seats themselves, one transaction. A block that runs past its row's end
 * or onto seats the ceiling already held updates fewer seats (ceilingSeatsHeld says how many did).
 */
export function seatHoldScript(stock: CeilingStock, n: number): string {
  const ids = Array.from({ length: n }, (_, k) => (k === 0 ? `'pgbseat-' || :s` : `'pgbseat-' || (:s + ${k})`));
  return [
    `\\set s random(0, ${stock.seats - n})`,
    "BEGIN;",
    `UPDATE "TicketType" SET sold = sold + ${n} WHERE id = ${q(stock.seatedTypeId)} AND sold + ${n} <= capacity;`,
    `UPDATE "Seat" SET status = 'HELD' WHERE id = ANY (ARRAY[${ids.join(", ")}]) AND status = 'AVAILABLE';`,
    "COMMIT;",
  ].join("\n");
}

/** Seats the seat ceiling held, and the seats its transactions asked for (a seat found held is not held again). */
export async function ceilingSeatsHeld(url: string, stock: CeilingStock): Promise<{ held: number; asked: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ held: number; asked: number }>(
      `select (select count(*) from "Seat" where "ticketTypeId" = $1 and status = 'HELD')::int as held, sold::int as asked from "TicketType" where id = $1`,
      [stock.seatedTypeId],
    );
    return rows[0]!;
  } finally {
    await c.end();
  }
}

/** Puts the ceiling's seats back (AVAILABLE, count 0) so that the next seat ceiling on them starts alike. */
export async function resetCeilingSeats(url: string, stock: CeilingStock): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`update "Seat" set status = 'AVAILABLE' where "ticketTypeId" = $1 and status <> 'AVAILABLE'`, [stock.seatedTypeId]);
    await c.query(`update "TicketType" set sold = 0 where id = $1`, [stock.seatedTypeId]);
  } finally {
    await c.end();
  }
}

export type CeilingKind = "row hold" | "secure call" | "seat hold";

/**
 * Runs one ceiling. `parties`: for the seat hold, the share of parties of 1, 2, 3 and 4 seats (pgbench
 * picks a script per transaction by these weights), so the ceiling holds parties the size the fans' are.
 */
export async function measureCeiling(
  url: string,
  stock: CeilingStock,
  kind: CeilingKind,
  opts: { clients: number; seconds: number; parties?: number[] },
): Promise<PgbenchRun> {
  const scripts =
    kind === "row hold"
      ? [{ name: "row-hold", sql: rowHoldScript(stock) }]
      : kind === "secure call"
        ? [{ name: "secure-call", sql: await secureCallScript(url, stock) }]
        : (opts.parties ?? [1, 1, 1, 1])
            .map((w, i) => ({ name: `seat-hold-${i + 1}`, sql: seatHoldScript(stock, i + 1), weight: Math.round(w * 100) }))
            .filter((s) => s.weight > 0);
  return runPgbench({ url, clients: opts.clients, seconds: opts.seconds, scripts });
}
