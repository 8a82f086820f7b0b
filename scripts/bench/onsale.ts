// The hot on-sale: N fans race for M tickets through the real HTTP API (GraphQL secureTickets) against
// 1 and 2 real server processes (children of this one; the fans' requests come from this process, never
// the servers'), on the embedded PostgreSQL and on DATABASE_URL when set, both servers on the same
// database (and on REDIS_URL when set). The database's raw ceiling is measured on the same database in
// the same run, right before each race, by pgbench (lib/hold-ceiling.ts) with as many connections as the
// servers' pools hold in all: the app's own statement (`select * from fanfare_secure_tickets(...)`, one
// random fan, one ticket) is the ceiling the ratio divides by, and the minimal row hold as five statements
// (BEGIN; UPDATE "TicketType"; INSERT "Order"; INSERT "OrderItem"; COMMIT) is printed beside it, as is
// ledger.ts (the same five through pg).
//   npm run bench -- onsale                                  2,000 fans, 500 tickets, 1 and 2 processes
//   npm run bench -- onsale --fans 10000 --processes 1,2 --pool 20 --sockets 256 --no-embedded
//   npm run bench -- onsale --cpu-prof                       servers write .cpuprofile files to data/profiles
//   npm run bench -- onsale --pgbench-seconds 5 --ledger-seconds 0     (0: no ledger through pg)
// Prints sold, oversold (must be 0), holds left over once every hold lapsed and the sweep ran (must be 0),
// secured orders/s, all answers/s, p50 / p99 latency and answers/s as a share of pgbench's tx/s. Exits 1
// when anything is oversold or left over.
import http from "node:http";
import { encodeGlobalID } from "@pothos/plugin-relay";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { rootDir } from "../../server/src/config.ts";
import { benchDatabases, benchDeps, cpuDuring, machineLoad, percentile, printTable, startServer, type ServerProcess } from "./lib/bench-env.ts";
import { measureLedger, type LedgerResult } from "./ledger.ts";
import { measureCeiling, prepareCeilingStock, type CeilingKind } from "./lib/hold-ceiling.ts";
import type { PgbenchRun } from "./lib/pgbench.ts";
import { createOnSaleEvent } from "../../tests/factories/events.ts";
import { createFans } from "../../tests/factories/fans.ts";
import { SECURE_TICKETS, solvedHumanCheck } from "./fans.ts";

/** Ports 4200–4299 are the benchmarks' own. */
const FIRST_PORT = 4200;

interface RaceResult {
  outcomes: Map<string, number>;
  sold: number;
  oversold: number;
  leftOver: number;
  seconds: number;
  latencies: number[];
  /** The race on the monotonic clock in µs, for profile-top.ts --window. */
  window: string;
  /** CPU seconds during the race: the fans (this process), each server, the database's backends, the machine. */
  cpu: { self: number; servers: number[]; postgres: number; machineBusy: number; machineIdle: number };
}

/** Set-up requests on a loaded machine: a keep-alive connection the server just closed is retried. */
async function withRetries<T>(f: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await f();
    } catch (e) {
      if (i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 200 * i));
    }
  }
}

function post(agent: http.Agent, url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "content-length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function race(databaseUrl: string, servers: ServerProcess[], opts: { fans: number; tickets: number; sockets: number }): Promise<RaceResult> {
  const deps = await benchDeps(databaseUrl);
  try {
    const event = await createOnSaleEvent(deps, { standing: opts.tickets });
    // The ticket type as the fan's client names it: TicketType.id, its global id (a database id is accepted too).
    const ticketTypeNodeId = encodeGlobalID("TicketType", event.standingTypeId);
    const fans = await createFans(deps, opts.fans);
    // Each fan solves the human check first, as the widget does before the buy button is pressed.
    const checks: string[] = [];
    for (let i = 0; i < fans.length; i += 100) {
      checks.push(...(await Promise.all(fans.slice(i, i + 100).map((_, j) => withRetries(() => solvedHumanCheck(`${servers[(i + j) % servers.length].url}/graphql`))))));
    }
    // The fans' connections as a load balancer in front would keep them: every request is sent at once
    // and queues for one of `sockets` keep-alive connections, shared out evenly between the servers.
    const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: Math.max(1, Math.floor(opts.sockets / servers.length)) }));
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    const started = performance.now();
    const windowFrom = process.hrtime.bigint() / 1000n;
    const cpu = await cpuDuring(databaseUrl, servers.map((sv) => sv.child.pid ?? 0), () => Promise.all(
      fans.map(async (fan, i) => {
        const s = i % servers.length;
        const t0 = performance.now();
        let outcome: string;
        try {
          const res = await post(
            agents[s],
            `${servers[s].url}/graphql`,
            fan.token,
            JSON.stringify({
              query: SECURE_TICKETS,
              variables: { input: { eventSlug: event.slug, lines: [{ ticketTypeId: ticketTypeNodeId, quantity: 1 }], agreedToTerms: true, humanCheck: checks[i] } },
            }),
          );
          const body = JSON.parse(res.text) as { data?: { secureTickets?: { __typename: string } }; errors?: { message: string }[] };
          outcome = body.data?.secureTickets?.__typename ?? `error: ${body.errors?.[0]?.message ?? res.status}`;
        } catch (e) {
          outcome = `network: ${(e as Error).message}`;
        }
        latencies.push(performance.now() - t0);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }),
    ));
    const seconds = (performance.now() - started) / 1000;
    const window = `${windowFrom}-${process.hrtime.bigint() / 1000n}`;
    for (const a of agents) a.destroy();

    const type = await deps.db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } });
    const heldUnits = await deps.db.orderItem.count({ where: { order: { eventId: event.id, status: "AWAITING_PAYMENT" } } });
    const sold = outcomes.get("TicketsSecured") ?? 0;
    const oversold = Math.max(0, heldUnits - opts.tickets, type.sold - type.capacity, sold - opts.tickets);

    // Nobody pays: every hold lapses, the servers' sweep runs, and all the stock must come back.
    await deps.db.order.updateMany({ where: { eventId: event.id, status: "AWAITING_PAYMENT" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    let leftOver = 0;
    for (let i = 0; i < 60; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      const leftOrders = await deps.db.order.count({ where: { eventId: event.id, status: "AWAITING_PAYMENT" } });
      const after = await deps.db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } });
      leftOver = leftOrders + after.sold;
      if (leftOver === 0) break;
    }
    latencies.sort((a, b) => a - b);
    return { outcomes, sold, oversold, leftOver, seconds, latencies, window, cpu };
  } finally {
    await deps.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      fans: { type: "string", default: "2000" },
      tickets: { type: "string", default: "500" },
      processes: { type: "string", default: "1,2" },
      pool: { type: "string", default: "20" },
      sockets: { type: "string", default: "256" },
      "ledger-seconds": { type: "string", default: "5" },
      "pgbench-seconds": { type: "string", default: "5" },
      "no-embedded": { type: "boolean", default: false },
      "cpu-prof": { type: "boolean", default: false },
    },
  });
  const fans = Number(args.fans);
  const tickets = Number(args.tickets);
  const processCounts = args.processes.split(",").map(Number);
  const redisUrl = process.env.REDIS_URL;
  const databases = await benchDatabases({ embedded: !args["no-embedded"], databaseUrl: process.env.DATABASE_URL });
  const rows: (string | number)[][] = [
    ["database", "processes", "sold", "oversold", "left over", "secured/s", "answers/s", "p50 ms", "p99 ms", "pgbench tx/s", "answers / pgbench", "ledger tx/s", "answers / ledger"],
  ];
  const details: string[] = [];
  let failed = false;
  try {
    for (const d of databases) {
      const pool = Number(args.pool);
      const ledgerSeconds = Number(args["ledger-seconds"]);
      const ledger: LedgerResult | null = ledgerSeconds > 0 ? await measureLedger(d.url, { pool, clients: pool, seconds: ledgerSeconds }) : null;
      // The ceiling's own event, fans and seats, on the same database.
      const setup = await benchDeps(d.url);
      const stock = await prepareCeilingStock(setup, { fans, seats: 0 }).finally(() => setup.close());
      for (const n of processCounts) {
        // pgbench with the servers' connections in all, right before their race.
        const ceiling = async (kind: CeilingKind) => measureCeiling(d.url, stock, kind, { clients: pool * n, seconds: Number(args["pgbench-seconds"]) });
        const secureCall: PgbenchRun = await ceiling("secure call");
        const rowHold: PgbenchRun = await ceiling("row hold");
        const servers: ServerProcess[] = [];
        try {
          for (let i = 0; i < n; i++) {
            servers.push(
              await startServer({
                port: FIRST_PORT + i,
                databaseUrl: d.url,
                nodeArgs: args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.join(rootDir, "data", "profiles")}`] : [],
                env: {
                  DB_POOL_SIZE: args.pool,
                  HUMAN_CHECK_MAX_NUMBER: "1000",
                  // Thousands of fans from one IP: the per-IP limit would measure itself, not the sale.
                  GRAPHQL_RATE_LIMIT_PER_IP: "0",
                  GRAPHQL_RATE_LIMIT_PER_ACCOUNT: "0",
                  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
                },
              }),
            );
          }
          const r = await race(d.url, servers, { fans, tickets, sockets: Number(args.sockets) });
          const answersPerSecond = fans / r.seconds;
          const securedPerSecond = r.sold / r.seconds;
          rows.push([
            d.label,
            n,
            r.sold,
            r.oversold,
            r.leftOver,
            securedPerSecond.toFixed(0),
            answersPerSecond.toFixed(0),
            percentile(r.latencies, 50).toFixed(0),
            percentile(r.latencies, 99).toFixed(0),
            secureCall.tps.toFixed(0),
            `${((100 * answersPerSecond) / secureCall.tps).toFixed(1)} %`,
            ledger ? ledger.txPerSecond.toFixed(0) : "-",
            ledger ? `${((100 * answersPerSecond) / ledger.txPerSecond).toFixed(0)} %` : "-",
          ]);
          details.push(
            `  pgbench, ${pool * n} connections, ${args["pgbench-seconds"]} s each: the secure call ${secureCall.tps.toFixed(0)} tx/s (${secureCall.failed} failed, ${secureCall.latencyMs} ms mean); ` +
              `the minimal row hold as five statements ${rowHold.tps.toFixed(0)} tx/s (answers / it ${((100 * answersPerSecond) / rowHold.tps).toFixed(1)} %)`,
          );
          details.push(`${d.label}, ${n} process(es): ${[...r.outcomes].map(([k, v]) => `${k} ${v}`).join(", ")}`);
          // Where the race's CPU went, per answer: what a second process can add is what the machine has idle.
          const perAnswer = (s: number) => ((1000 * s) / fans).toFixed(2);
          const { cpu } = r;
          details.push(
            `  CPU during the race (${r.seconds.toFixed(1)} s on ${os.cpus().length} cores): fans ${cpu.self.toFixed(1)} s (${perAnswer(cpu.self)} ms/answer), ` +
              `server${n > 1 ? "s" : ""} ${cpu.servers.map((c) => c.toFixed(1)).join(" + ")} s (${perAnswer(cpu.servers.reduce((a, b) => a + b, 0))} ms/answer, ${cpu.servers.map((c) => `${((100 * c) / r.seconds).toFixed(0)} %`).join(" + ")} of a core), ` +
              `postgres backends ${cpu.postgres.toFixed(1)} s (${perAnswer(cpu.postgres)} ms/answer; /proc counts 10 ms ticks, so each of ${n * Number(args.pool)} backends may hide up to 10 ms); ` +
              `machine busy ${((100 * cpu.machineBusy) / (cpu.machineBusy + cpu.machineIdle)).toFixed(0)} % (of which others ${Math.max(0, cpu.machineBusy - cpu.self - cpu.postgres - cpu.servers.reduce((a, b) => a + b, 0)).toFixed(1)} s)`,
          );
          if (args["cpu-prof"]) details.push(`  the race's samples: npx tsx scripts/bench/profile-top.ts <profile of pid ${servers.map((s) => s.child.pid).join(" / ")}> --window ${r.window} --per ${Math.ceil(fans / n)}`);
          // Each row as soon as it is measured: a long run cut short still tells what it found.
          console.log(`measured: ${rows[0].map((h, i) => `${h} ${rows.at(-1)![i]}`).join(" | ")}`);
          if (r.oversold > 0 || r.leftOver > 0 || r.sold !== Math.min(fans, tickets)) failed = true;
        } finally {
          for (const s of servers) await s.stop();
        }
      }
      if (ledger) details.push(`${d.label}: ledger through pg, five statements ${ledger.txPerSecond.toFixed(0)} tx/s, as one statement per order ${ledger.oneStatementPerSecond.toFixed(0)}/s`);
    }
  } finally {
    for (const d of databases) await d.close();
  }
  console.log("");
  console.log(
    "how to read: answers/s = every fan answered (secured or sold out) per second of the race; `answers / pgbench` divides by `pgbench tx/s`, the raw ceiling of the app's own statement " +
      "(select * from fanfare_secure_tickets(...), a random fan, one ticket) run by pgbench on the same database in this run with the servers' connections in all; `ledger` is the minimal hold through pg; oversold and left over must be 0",
  );
  console.log(`${fans} fans race for ${tickets} tickets; db pool ${args.pool} per process, ${args.sockets} keep-alive connections in all${redisUrl ? ", REDIS_URL set" : ""}`);
  printTable(rows);
  for (const line of details) console.log(line);
  console.log(await machineLoad());
  return failed ? 1 : 0;
}
