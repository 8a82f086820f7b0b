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
//   npm run bench -- onsale --seats [--fans 10000] [--rows 40 --per-row 50]   fans race for picked seats (onsale-seats.ts),
//                                                            against pgbench's minimal seat hold; sold twice, left over
// Prints sold, oversold (must be 0), holds left over once every hold lapsed and the sweep ran (must be 0),
// secured orders/s, all answers/s, p50 / p99 latency and answers/s as a share of pgbench's tx/s. Exits 1
// when anything is oversold or left over.
import http from "node:http";
import { post, withRetries } from "./lib/fan-http.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { rootDir } from "../../server/src/config.ts";
import { benchDatabases, benchDeps, cpuDuring, machineLoad, percentile, printTable, startServer, type ServerProcess } from "./lib/bench-env.ts";
import { measureLedger, type LedgerResult } from "./ledger.ts";
import { ceilingSeatsHeld, measureCeiling, prepareCeilingStock, resetCeilingSeats, type CeilingKind } from "./lib/hold-ceiling.ts";
import { PARTY_SHARES, cpuBound, firstWave, seatRace, venueFor } from "./onsale-seats.ts";
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

/** The CPU line of a race: the fans (this process), each server, the database's backends, the machine. */
function cpuLine(cpu: RaceResult["cpu"], seconds: number, answers: number, backends: number): string {
  const perAnswer = (s: number) => ((1000 * s) / answers).toFixed(2);
  const servers = cpu.servers.reduce((a, b) => a + b, 0);
  return (
    `  CPU during the race (${seconds.toFixed(1)} s on ${os.cpus().length} cores): fans ${cpu.self.toFixed(1)} s (${perAnswer(cpu.self)} ms/answer), ` +
    `server${cpu.servers.length > 1 ? "s" : ""} ${cpu.servers.map((c) => c.toFixed(1)).join(" + ")} s (${perAnswer(servers)} ms/answer, ${cpu.servers.map((c) => `${((100 * c) / seconds).toFixed(0)} %`).join(" + ")} of a core), ` +
    `postgres backends ${cpu.postgres.toFixed(1)} s (${perAnswer(cpu.postgres)} ms/answer; /proc counts 10 ms ticks, so each of ${backends} backends may hide up to 10 ms); ` +
    `machine busy ${((100 * cpu.machineBusy) / (cpu.machineBusy + cpu.machineIdle)).toFixed(0)} % (of which others ${Math.max(0, cpu.machineBusy - cpu.self - cpu.postgres - servers).toFixed(1)} s)`
  );
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

export async function main(argv: string[]): Promise<number> {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      fans: { type: "string", default: "2000" },
      tickets: { type: "string", default: "500" },
      seats: { type: "boolean", default: false },
      rows: { type: "string" },
      "per-row": { type: "string" },
      "checks-per-fan": { type: "string", default: "3" },
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
  const seatsMode = args.seats;
  const venue = venueFor(fans);
  const seatRows = args.rows ? Number(args.rows) : venue.rows;
  const perRow = args["per-row"] ? Number(args["per-row"]) : venue.perRow;
  const processCounts = args.processes.split(",").map(Number);
  const pool = Number(args.pool);
  const pgbenchSeconds = Number(args["pgbench-seconds"]);
  const redisUrl = process.env.REDIS_URL;
  if (args["no-embedded"] && !process.env.DATABASE_URL) {
    console.error("onsale: --no-embedded and no DATABASE_URL: no database to race on");
    return 2;
  }
  const databases = await benchDatabases({ embedded: !args["no-embedded"], databaseUrl: process.env.DATABASE_URL });
  const rows: (string | number)[][] = [
    seatsMode
      ? ["database", "processes", "seats", "held", "sold twice", "left over", "not returned", "answers/s", "fans done/s", "p50 ms", "p99 ms", "fan p99 ms", "pgbench tx/s", "answers / pgbench"]
      : ["database", "processes", "sold", "oversold", "left over", "secured/s", "answers/s", "p50 ms", "p99 ms", "pgbench tx/s", "answers / pgbench", "ledger tx/s", "answers / ledger"],
  ];
  const details: string[] = [];
  let failed = false;
  try {
    for (const d of databases) {
      const ledgerSeconds = seatsMode ? 0 : Number(args["ledger-seconds"]);
      const ledger: LedgerResult | null = ledgerSeconds > 0 ? await measureLedger(d.url, { pool, clients: pool, seconds: ledgerSeconds }) : null;
      // The ceiling's own event, fans and seats, on the same database.
      const setup = await benchDeps(d.url);
      const stock = await prepareCeilingStock(setup, { fans, seats: seatsMode ? 200_000 : 0 }).finally(() => setup.close());
      for (const n of processCounts) {
        // pgbench with the servers' connections in all, right before their race.
        const ceiling = async (kind: CeilingKind) => measureCeiling(d.url, stock, kind, { clients: pool * n, seconds: pgbenchSeconds, parties: PARTY_SHARES });
        let secureCall: PgbenchRun | undefined;
        let rowHold: PgbenchRun | undefined;
        let seatHold: PgbenchRun | undefined;
        let seatHoldSeats = { held: 0, asked: 0 };
        if (seatsMode) {
          await resetCeilingSeats(d.url, stock);
          seatHold = await ceiling("seat hold");
          seatHoldSeats = await ceilingSeatsHeld(d.url, stock);
        } else {
          secureCall = await ceiling("secure call");
          rowHold = await ceiling("row hold");
        }
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
          if (seatsMode && seatHold) {
            const r = await seatRace(d.url, servers, { fans, rows: seatRows, perRow, sockets: Number(args.sockets), checksPerFan: Number(args["checks-per-fan"]) });
            const answersPerSecond = r.requests / r.seconds;
            rows.push([
              d.label,
              n,
              r.seats,
              r.held,
              r.soldTwice,
              r.leftOver,
              r.notReturned,
              answersPerSecond.toFixed(0),
              (fans / r.seconds).toFixed(0),
              percentile(r.latencies, 50).toFixed(0),
              percentile(r.latencies, 99).toFixed(0),
              percentile(r.journeys, 99).toFixed(0),
              seatHold.tps.toFixed(0),
              pct(answersPerSecond, seatHold.tps),
            ]);
            details.push(
              `  pgbench, ${pool * n} connections, ${pgbenchSeconds} s: the minimal seat hold ${seatHold.tps.toFixed(0)} tx/s (${seatHold.failed} failed, ${seatHold.latencyMs} ms mean; ` +
                `its blocks found ${pct(seatHoldSeats.held, seatHoldSeats.asked)} of their ${seatHoldSeats.asked} seats free)`,
            );
            details.push(`${d.label}, ${n} process(es): ${r.requests} secures answered: ${[...r.answers].map(([k, v]) => `${k} ${v}`).join(", ")}`);
            details.push(`  fans' final answers: ${[...r.fanOutcomes].map(([k, v]) => `${k} ${v}`).join(", ")}; secures per fan ${r.attempts.mean.toFixed(1)} (at most ${r.attempts.max}); human checks solved during the race (the prepared ${args["checks-per-fan"]} a fan ran out) ${r.checksSolvedLive}`);
            details.push(firstWave(r));
            details.push(cpuBound(r, os.cpus().length));
            const secured = r.answers.get("TicketsSecured") ?? 0;
            details.push(`  the ${secured} holds that went through each took the area's stock row, one at a time: at pgbench's ceiling they need at least ${(secured / seatHold.tps).toFixed(1)} s of the race's ${r.seconds.toFixed(1)} s`);
            details.push(`  audit: ${r.auditDetail}`);
            details.push(
              `  then ${r.lapse.orders} holds lapsed at once: ${r.lapse.seconds === null ? "not every seat back within a minute" : `every seat back in ${r.lapse.seconds.toFixed(1)} s (the servers' sweep runs every 5 s)`}`,
            );
            details.push(cpuLine(r.cpu, r.seconds, r.requests, n * pool));
            if (args["cpu-prof"]) details.push(`  the race's samples: npx tsx scripts/bench/profile-top.ts <profile of pid ${servers.map((s) => s.child.pid).join(" / ")}> --window ${r.window} --per ${Math.ceil(r.requests / n)}`);
            if (r.soldTwice > 0 || r.leftOver > 0 || r.notReturned > 0) failed = true;
          } else if (secureCall && rowHold) {
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
              pct(answersPerSecond, secureCall.tps),
              ledger ? ledger.txPerSecond.toFixed(0) : "-",
              ledger ? pct(answersPerSecond, ledger.txPerSecond) : "-",
            ]);
            details.push(
              `  pgbench, ${pool * n} connections, ${pgbenchSeconds} s each: the secure call ${secureCall.tps.toFixed(0)} tx/s (${secureCall.failed} failed, ${secureCall.latencyMs} ms mean); ` +
                `the minimal row hold as five statements ${rowHold.tps.toFixed(0)} tx/s (answers / it ${pct(answersPerSecond, rowHold.tps)})`,
            );
            details.push(`${d.label}, ${n} process(es): ${[...r.outcomes].map(([k, v]) => `${k} ${v}`).join(", ")}`);
            details.push(cpuLine(r.cpu, r.seconds, fans, n * pool));
            if (args["cpu-prof"]) details.push(`  the race's samples: npx tsx scripts/bench/profile-top.ts <profile of pid ${servers.map((s) => s.child.pid).join(" / ")}> --window ${r.window} --per ${Math.ceil(fans / n)}`);
            if (r.oversold > 0 || r.leftOver > 0 || r.sold !== Math.min(fans, tickets)) failed = true;
          }
          // Each row as soon as it is measured: a long run cut short still tells what it found.
          console.log(`measured: ${rows[0].map((h, i) => `${h} ${rows.at(-1)![i]}`).join(" | ")}`);
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
  if (seatsMode) {
    console.log(
      "how to read: answers/s = secures answered (secured, seats taken, sold out) per second of the race, a fan's retries included; `answers / pgbench` divides by `pgbench tx/s`, the raw ceiling of the minimal seat hold " +
        "(BEGIN; UPDATE \"TicketType\" SET sold = sold + n; UPDATE \"Seat\" SET status = 'HELD' WHERE id = ANY(n adjacent seats) AND status = 'AVAILABLE'; COMMIT, parties sized as the fans') run by pgbench on the same database in this run with the servers' connections in all; " +
        "p50/p99 per secure, fan p99 from a fan's first secure to their final answer; sold twice (SQL audit), left over (seats still free once every fan had a final answer) and not returned (seats not free again once every hold lapsed) must be 0",
    );
    console.log(
      `${fans} fans race for ${seatRows * perRow} picked seats (${seatRows} rows of ${perRow}, an aisle in the middle; parties of 1–4 in shares ${PARTY_SHARES.join("/")}, rows weighted to the front); db pool ${pool} per process, ${args.sockets} keep-alive connections in all${redisUrl ? ", REDIS_URL set" : ""}`,
    );
  } else {
    console.log(
      "how to read: answers/s = every fan answered (secured or sold out) per second of the race; `answers / pgbench` divides by `pgbench tx/s`, the raw ceiling of the app's own statement " +
        "(select * from fanfare_secure_tickets(...), a random fan, one ticket) run by pgbench on the same database in this run with the servers' connections in all; `ledger` is the minimal hold through pg; oversold and left over must be 0",
    );
    console.log(`${fans} fans race for ${tickets} tickets; db pool ${pool} per process, ${args.sockets} keep-alive connections in all${redisUrl ? ", REDIS_URL set" : ""}`);
  }
  printTable(rows);
  for (const line of details) console.log(line);
  console.log(await machineLoad());
  return failed ? 1 : 0;
}
