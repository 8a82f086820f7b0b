// The raw ceiling of a secured order: the minimal SQL the database must commit for one (the guarded stock
// decrement, the order, its item) sent through `pg` with the app's pool size by `clients` concurrent
// loops, with nothing of the app in between. The on-sale benchmark runs it on the same database in the
// same run and prints its answers as a ratio of this.
//   npm run bench -- ledger [--seconds 5] [--clients 20] [--pool 20] [--no-embedded]   (and DATABASE_URL when set)
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { newOrderNo } from "../../server/src/modules/orders/index.ts";
import { benchDatabases, benchDeps, machineLoad, printTable } from "./lib/bench-env.ts";
import { createFans, createOnSaleEvent } from "./fans.ts";

export interface LedgerResult {
  /** Committed secured orders per second: BEGIN; UPDATE stock; INSERT order; INSERT item; COMMIT. */
  txPerSecond: number;
  /** The same work as one statement (a CTE) per order: what one round trip per order could reach. */
  oneStatementPerSecond: number;
}

async function loop(pool: pg.Pool, clients: number, seconds: number, once: (c: pg.PoolClient) => Promise<void>): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const c = await pool.connect();
      try {
        while (performance.now() < until) {
          await once(c);
          done++;
        }
      } finally {
        c.release();
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** Measures the ledger on `url` (a migrated Fanfare database), on a ticket type of its own that never runs out. */
export async function measureLedger(url: string, opts: { clients?: number; pool?: number; seconds?: number } = {}): Promise<LedgerResult> {
  const clients = opts.clients ?? 20;
  const seconds = opts.seconds ?? 5;
  const deps = await benchDeps(url);
  const event = await createOnSaleEvent(deps, { standing: 10_000_000 });
  const [fan] = await createFans(deps, 1);
  await deps.close();
  const pool = new pg.Pool({ connectionString: url, max: opts.pool ?? 20 });
  const order = () => [crypto.randomUUID(), newOrderNo("TICKET", new Date()), fan.id, event.id] as const;
  try {
    const txPerSecond = await loop(pool, clients, seconds, async (c) => {
      const [orderId, orderNo, userId, eventId] = order();
      await c.query("begin");
      const taken = await c.query(`update "TicketType" set sold = sold + 1 where id = $1 and sold + 1 <= capacity`, [event.standingTypeId]);
      if (taken.rowCount !== 1) throw new Error("ledger: the stock ran out");
      await c.query(
        `insert into "Order" (id, "orderNo", "userId", kind, "eventId", currency, "totalAmount", "expiresAt", "updatedAt")
         values ($1, $2, $3, 'TICKET', $4, 'HKD', 50000, now() + interval '10 minutes', now())`,
        [orderId, orderNo, userId, eventId],
      );
      await c.query(`insert into "OrderItem" (id, "orderId", kind, "ticketTypeId", "unitAmount") values ($1, $2, 'TICKET', $3, 50000)`, [
        crypto.randomUUID(),
        orderId,
        event.standingTypeId,
      ]);
      await c.query("commit");
    });
    const oneStatementPerSecond = await loop(pool, clients, seconds, async (c) => {
      const [orderId, orderNo, userId, eventId] = order();
      const r = await c.query(
        `with taken as (update "TicketType" set sold = sold + 1 where id = $5 and sold + 1 <= capacity returning id),
              o as (insert into "Order" (id, "orderNo", "userId", kind, "eventId", currency, "totalAmount", "expiresAt", "updatedAt")
                    select $1, $2, $3, 'TICKET', $4, 'HKD', 50000, now() + interval '10 minutes', now() from taken returning id)
         insert into "OrderItem" (id, "orderId", kind, "ticketTypeId", "unitAmount") select $6, o.id, 'TICKET', $5, 50000 from o`,
        [orderId, orderNo, userId, eventId, event.standingTypeId, crypto.randomUUID()],
      );
      if (r.rowCount !== 1) throw new Error("ledger: the stock ran out");
    });
    // Leave the database as it was for whatever runs next on it.
    await pool.query(`delete from "Order" where "eventId" = $1`, [event.id]);
    await pool.query(`update "TicketType" set sold = 0 where id = $1`, [event.standingTypeId]);
    return { txPerSecond, oneStatementPerSecond };
  } finally {
    await pool.end();
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      seconds: { type: "string", default: "5" },
      clients: { type: "string", default: "20" },
      pool: { type: "string", default: "20" },
      "no-embedded": { type: "boolean", default: false },
    },
  });
  const databases = await benchDatabases({ embedded: !args["no-embedded"], databaseUrl: process.env.DATABASE_URL });
  const rows: (string | number)[][] = [["database", "clients", "pool", "secured-order tx/s (5 statements)", "one statement/s"]];
  try {
    for (const d of databases) {
      const r = await measureLedger(d.url, { clients: Number(args.clients), pool: Number(args.pool), seconds: Number(args.seconds) });
      rows.push([d.label, args.clients, args.pool, r.txPerSecond.toFixed(0), r.oneStatementPerSecond.toFixed(0)]);
    }
  } finally {
    for (const d of databases) await d.close();
  }
  console.log("how to read: committed secured orders per second straight through pg (no HTTP, no GraphQL): the ceiling the onsale ratios divide by");
  printTable(rows);
  console.log(await machineLoad());
  return 0;
}
