// The secure path alone, one request at a time (no race, no queueing): every SQL statement a secure
// sends (counted on node-postgres, under Prisma too), and the server's time for each outcome of an
// on-sale, secured and sold out, and of picked seats, secured and taken. What a request costs, rather than
// what a loaded machine does to it.
//   DATABASE_URL=… npm run bench -- secure-path [--fans 200]
// The server runs in this process (its statements are counted here); the fans' requests are plain HTTP.
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { benchDatabases, printTable } from "./lib/bench-env.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createFans, createOnSaleEvent, SECURE_TICKETS, solvedHumanCheck } from "./fans.ts";
import { SECURE_SEATS } from "./onsale-seats.ts";

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Every statement sent by any pg.Client of this process while `on` is set, by its text's first 90 characters. */
function countStatements() {
  const counts = new Map<string, number>();
  const state = { on: false };
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    if (state.on) {
      const q = args[0];
      const text = typeof q === "string" ? q : ((q as { text?: string })?.text ?? "?");
      const key = text.replace(/\s+/g, " ").slice(0, 90);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return original.apply(this, args);
  };
  return { counts, state, restore: () => (proto.query = original) };
}

function post(agent: http.Agent, url: string, token: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "content-length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve(text));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

export async function main(argv: string[]): Promise<number> {
  const { values: args } = parseArgs({ args: argv, options: { fans: { type: "string", default: "200" }, "no-embedded": { type: "boolean", default: false } } });
  const fansCount = Number(args.fans);
  const [d] = await benchDatabases({ embedded: !process.env.DATABASE_URL && !args["no-embedded"], databaseUrl: process.env.DATABASE_URL });
  const counter = countStatements();
  const app = await buildApp({
    databaseUrl: d.url,
    port: 0,
    host: "127.0.0.1",
    serveClient: false,
    seedDemo: false,
    logLevel: "silent",
    humanCheck: { maxNumber: 1000 },
    graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 },
  }).start();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows: (string | number)[][] = [["outcome", "requests", "statements / request", "server ms / request (mean)", "p50 ms", "CPU ms / request"]];
  const details: string[] = [];
  try {
    const half = Math.floor(fansCount / 2);
    const event = await createOnSaleEvent(app.deps, { standing: half });
    const fans = await createFans(app.deps, fansCount);
    const checks = await Promise.all(fans.map(() => solvedHumanCheck(`${app.url}/graphql`)));
    // The seated area, a row of twice as many seats as fans of the first half: each of them picks one on the
    // map; each of the second half picks one of those, taken, and is offered the nearest free one instead.
    const seated = await createOnSaleEvent(app.deps, { standing: 1, rows: ["A"], perRow: 2 * half });
    const seatIds = (await app.deps.db.seat.findMany({ where: { ticketTypeId: seated.seatedTypeId }, select: { id: true }, orderBy: { number: "asc" } })).map((s) => encodeGlobalID("Seat", s.id));
    const seatedTypeId = encodeGlobalID("TicketType", seated.seatedTypeId);
    const seatChecks = await Promise.all(fans.map(() => solvedHumanCheck(`${app.url}/graphql`)));
    const run = async (label: string, from: number, to: number, seatOf?: (i: number) => string) => {
      counter.counts.clear();
      const times: number[] = [];
      const windowFrom = process.hrtime.bigint() / 1000n;
      const cpu0 = process.cpuUsage();
      const outcomes = new Map<string, number>();
      for (let i = from; i < to; i++) {
        const body = JSON.stringify(
          seatOf
            ? { query: SECURE_SEATS, variables: { input: { eventSlug: seated.slug, lines: [{ ticketTypeId: seatedTypeId, quantity: 1, seatIds: [seatOf(i)] }], agreedToTerms: true, humanCheck: seatChecks[i] } } }
            : { query: SECURE_TICKETS, variables: { input: { eventSlug: event.slug, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: checks[i] } } },
        );
        counter.state.on = true;
        const t0 = performance.now();
        const text = await post(agent, `${app.url}/graphql`, fans[i].token, body);
        times.push(performance.now() - t0);
        counter.state.on = false;
        const outcome = (JSON.parse(text) as { data?: { secureTickets?: { __typename: string } } }).data?.secureTickets?.__typename ?? text.slice(0, 120);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
      const n = to - from;
      const cpu = process.cpuUsage(cpu0);
      // Run under `node --cpu-prof` and read the profile with profile-top.ts --window for this phase alone.
      details.push(`${label}: profile-top.ts --window ${windowFrom}-${process.hrtime.bigint() / 1000n} --per ${n}`);
      const statements = [...counter.counts.values()].reduce((a, b) => a + b, 0);
      times.sort((a, b) => a - b);
      rows.push([`${label} (${[...outcomes].map(([k, v]) => `${k} ${v}`).join(", ")})`, n, (statements / n).toFixed(2), (times.reduce((a, b) => a + b, 0) / n).toFixed(2), times[Math.floor(n / 2)].toFixed(2), ((cpu.user + cpu.system) / 1000 / n).toFixed(2)]);
      details.push(`${label}: statements by text (count over ${n} requests)`);
      for (const [k, v] of [...counter.counts].sort((a, b) => b[1] - a[1])) details.push(`  ${String(v).padStart(5)}  ${k}`);
    };
    await run("secured", 0, half);
    await run("sold out", half, fansCount);
    await run("seat picked", 0, half, (i) => seatIds[i]!);
    await run("seat taken", half, fansCount, (i) => seatIds[i - half]!);
  } finally {
    agent.destroy();
    counter.restore();
    await app.stop();
    await d.close();
  }
  console.log("how to read: one request at a time, so the time is the path's own (HTTP, GraphQL, rules, round trips), not queueing; CPU ms is this process's CPU time (server and the one client) per request, which a busy machine does not inflate");
  printTable(rows);
  for (const line of details) console.log(line);
  return 0;
}
