// What the read path costs against the framework's floor: the home page's query (EventList, 10 events
// with their lowest prices) and an event page's query (EventDetail), anonymous and signed in, and the
// pipeline a mutation pays (secureTickets refused by its first check, signed in), against
// a real server (a child process) on a seeded database, and GraphQL Yoga's hello world (another child)
// measured in the same run, before and after the others (the machine may be shared: the mean of both).
//   npm run bench -- graphql [--seconds 5] [--connections 32] [--no-embedded] [--cpu-prof]   (DATABASE_URL when set;
//   --cpu-prof: the server writes a .cpuprofile to data/profiles, read it with scripts/bench/profile-top.ts)
import http from "node:http";
import path from "node:path";
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { print } from "graphql";
import { rootDir } from "../../server/src/config.ts";
import { seedDemoData } from "../../prisma/seed-data.ts";
import { EventDetailDocument, EventListDocument } from "../../client/src/gql/graphql.ts";
import { benchDatabases, benchDeps, cpuDuring, machineLoad, percentile, printTable, startServer } from "./lib/bench-env.ts";
import { createFans } from "./fans.ts";

const APP_PORT = 4210;
const BARE_PORT = 4211;

interface LoadResult {
  answers: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `connections` keep-alive loops POSTing `body` for `seconds`; a non-200 or an `errors` answer counts as an error. */
/** `tokens`: signed-in loops, each connection a fan of its own (as an on-sale's readers are), round-robin. */
async function load(url: string, body: string, opts: { seconds: number; connections: number; tokens?: string[] }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const base: Record<string, string> = { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
  const headersOf = (i: number) => (opts.tokens?.length ? { ...base, authorization: `Bearer ${opts.tokens[i % opts.tokens.length]}` } : base);
  const latencies: number[] = [];
  let errors = 0;
  const once = (headers: Record<string, string>) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(url, { method: "POST", agent, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          latencies.push(performance.now() - t0);
          if (res.statusCode !== 200 || text.includes('"errors"')) errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const until = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async (_, i) => {
      const headers = headersOf(i);
      while (performance.now() < until) await once(headers);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { answers: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function startBareYoga(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(rootDir, "scripts", "bench", "bare-yoga.ts")], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(BARE_PORT) },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${BARE_PORT}/graphql`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ hello }"}' }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop: () => child.kill("SIGTERM") };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error("bare Yoga did not start");
}

export async function main(argv: string[]): Promise<number> {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      seconds: { type: "string", default: "5" },
      connections: { type: "string", default: "32" },
      "no-embedded": { type: "boolean", default: false },
      "cpu-prof": { type: "boolean", default: false },
    },
  });
  const opts = { seconds: Number(args.seconds), connections: Number(args.connections) };
  const databaseUrl = process.env.DATABASE_URL;
  // One database is enough here: DATABASE_URL when given, else the embedded one.
  const [database, ...others] = await benchDatabases({ embedded: !databaseUrl && !args["no-embedded"], databaseUrl });
  for (const d of others) await d.close();
  const deps = await benchDeps(database.url);
  const rows: (string | number)[][] = [["query", "viewer", "answers/s", "p50 ms", "p99 ms", "errors", "of bare Yoga", "server CPU ms/answer", "PostgreSQL CPU ms/answer", "machine idle"]];
  let bareMean = 0;
  try {
    await seedDemoData(deps.db);
    const fans = await createFans(deps, opts.connections);
    const slug = (await deps.db.event.findFirstOrThrow({ where: { ticketTypes: { some: {} } }, orderBy: { startsAt: "asc" }, select: { slug: true } })).slug;
    const bare = await startBareYoga();
    const app = await startServer({
      port: APP_PORT,
      databaseUrl: database.url,
      nodeArgs: args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.join(rootDir, "data", "profiles")}`] : [],
      env: { GRAPHQL_RATE_LIMIT_PER_IP: "0", GRAPHQL_RATE_LIMIT_PER_ACCOUNT: "0", ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) },
    });
    try {
      const hello = JSON.stringify({ query: "{ hello }" });
      const home = JSON.stringify({ query: print(EventListDocument), variables: { first: 10 } });
      const eventPage = JSON.stringify({ query: print(EventDetailDocument), variables: { slug } });
      // Warm-up: JIT, connection pools, first reads.
      await load(bare.url, hello, { ...opts, seconds: 1 });
      await load(`${app.url}/graphql`, home, { ...opts, seconds: 1 });
      const bareBefore = await load(bare.url, hello, opts);
      const measured: [string, string, LoadResult, string[]][] = [];
      // Where the time went: CPU of the server process and of the database's backends per answer, and how
      // idle the whole machine was (a server waiting with an idle machine waits on something else than CPU).
      const windows: string[] = [];
      const measure = async (name: string, viewer: string, body: string, tokens?: string[]) => {
        const from = process.hrtime.bigint() / 1000n;
        const cpu = await cpuDuring(database.url, [app.child.pid!], () => load(`${app.url}/graphql`, body, { ...opts, tokens }));
        const answers = cpu.result.answers;
        const perAnswer = (s: number) => ((1000 * s) / Math.max(1, answers)).toFixed(2);
        const idle = `${((100 * cpu.machineIdle) / Math.max(1e-9, cpu.machineIdle + cpu.machineBusy)).toFixed(0)} %`;
        measured.push([name, viewer, cpu.result, [perAnswer(cpu.servers[0]), perAnswer(cpu.postgres), idle]]);
        // The row's samples in the server's profile (the same monotonic clock): profile-top --window.
        windows.push(`${name}, ${viewer}: --window ${from}-${process.hrtime.bigint() / 1000n} --per ${answers}`);
      };
      for (const [name, body] of [["home (EventList)", home], ["event page (EventDetail)", eventPage]] as const) {
        await measure(name, "anonymous", body);
        await measure(name, "signed in", body, fans.map((f) => f.token));
      }
      // The pipeline a mutation pays before its own work (HTTP, the routes' middleware, Yoga and its plugins,
      // the session, the answer's way back): secureTickets refused by its first check (no line with a
      // quantity), which reads nothing from the database. The on-sale's secures pay it on every answer.
      const refusedSecure = JSON.stringify({
        query: "mutation Refused($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on ValidationError { message } } }",
        variables: { input: { eventSlug: slug, lines: [{ ticketTypeId: "VGlja2V0VHlwZTpub25l", quantity: 0 }], agreedToTerms: true, humanCheck: "none" } },
      });
      await measure("secureTickets refused (validation)", "signed in", refusedSecure, fans.map((f) => f.token));
      const bareAfter = await load(bare.url, hello, opts);
      bareMean = (bareBefore.perSecond + bareAfter.perSecond) / 2;
      rows.push(["bare Yoga { hello }", "-", bareMean.toFixed(0), bareBefore.p50.toFixed(1), bareBefore.p99.toFixed(1), bareBefore.errors + bareAfter.errors, "100 %", "-", "-", "-"]);
      for (const [name, viewer, r, cpu] of measured) {
        rows.push([name, viewer, r.perSecond.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), r.errors, `${((100 * r.perSecond) / bareMean).toFixed(0)} %`, ...cpu]);
      }
      console.log(`bare Yoga before / after: ${bareBefore.perSecond.toFixed(0)} / ${bareAfter.perSecond.toFixed(0)} answers/s`);
      if (args["cpu-prof"]) console.log(`profile windows (npx tsx scripts/bench/profile-top.ts <file> …):\n  ${windows.join("\n  ")}`);
    } finally {
      await app.stop();
      bare.stop();
    }
  } finally {
    await deps.close();
    await database.close();
  }
  console.log("how to read: answers/s with `connections` loops sending the same query; `of bare Yoga` divides by a hello-world Yoga measured before and after in this run (the mean)");
  console.log(`${args.connections} keep-alive connections, ${args.seconds} s per row, database: ${database.label}${process.env.REDIS_URL ? ", REDIS_URL set" : ""}`);
  printTable(rows);
  console.log(await machineLoad());
  return 0;
}
