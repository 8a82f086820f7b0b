// Fan-out: thousands of graphql-ws subscribers of one event's updates (the public `eventEntry`
// subscription, which every open entry page holds) and an operator publishing updates. Measures the
// server's memory per connection (RSS and V8 heap growth ÷ clients) and the delay from publish to
// delivery. Set-ups:
//   one        1 instance, in-process pub/sub; the operator's mutation publishes. The publish moment lies
//              between the mutation's send and its answer (after its UPDATE and audit row), so delays
//              are given from both: an upper and a lower bound.
//   one-redis  1 instance on Redis pub/sub; the update is written, then PUBLISHed on the instance's Redis
//              channel by this script at a known moment: the exact delay.
//   two        2 instances on Redis pub/sub, clients split across both; published as in one-redis.
//   npm run bench -- fanout                              5000 clients, 20 updates, all three set-ups
//   npm run bench -- fanout --instances 2                only "two" (--instances 1: "one" and "one-redis")
//   npm run bench -- fanout --clients 1000 --publishes 10 --setups one --cpu-prof
//   npm run bench -- fanout --seats                      the live seat map (issue 33): 5000 watchers of one
//              event's seatMapChanges on 1 and on 2 instances; each "publish" is a seat held in the
//              database (an UPDATE as the secure makes it), timed from just before it is sent: the delay
//              covers the commit, the instance's next read of what changed (seat-board.ts) and the fan-out.
// The subscribers run in their own process (scripts/bench/fanout-clients.ts).
// Targets (issue 17): p99 ≤ 100 ms at 5,000 clients, ≤ 50 KB per connection; the seat map (issue 33):
// p99 ≤ 250 ms. Exits 1 when a delivery is missing.
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import { loadConfig, rootDir } from "../../server/src/config.ts";
import { createDb } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { spawnServer, type ChildServer } from "../../tests/helpers/spawn-server.ts";
import { createTestDatabase, startTestPostgres } from "../../tests/helpers/test-postgres.ts";
import { createOnSaleEvent } from "./fans.ts";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "5000" },
    publishes: { type: "string", default: "20" },
    "pause-ms": { type: "string", default: "250" },
    batch: { type: "string", default: "100" },
    setups: { type: "string", default: "one,one-redis,two" },
    instances: { type: "string" },
    "cpu-prof": { type: "boolean", default: false },
    seats: { type: "boolean", default: false },
  },
});
const SEATS = args.seats;
const CLIENTS = Number(args.clients);
const PUBLISHES = Number(args.publishes);
const PAUSE_MS = Number(args["pause-ms"]);
const TARGET_P99_MS = SEATS ? 250 : 100;
const TARGET_BYTES_PER_CONNECTION = 50 * 1024;
const redisUrl = loadConfig().redisUrl ?? "redis://127.0.0.1:6379";
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pg = await startTestPostgres("bench-postgres");
const database = await createTestDatabase(pg.serverUrl, pg.template);
const db = createDb(database.url, 4);
const deps = { db, config: loadConfig({}) } as unknown as Deps;
const event = await createOnSaleEvent(deps, { standing: 10, rows: SEATS ? Array.from({ length: 20 }, (_, i) => String(i + 1)) : undefined, perRow: SEATS ? 50 : undefined });
/** --seats: the seats held one after another, one per publish. */
const seatIds = SEATS ? (await db.seat.findMany({ where: { eventId: event.id }, orderBy: [{ row: "asc" }, { number: "asc" }], select: { id: true } })).map((x) => x.id) : [];
const eventGlobalId = Buffer.from(`Event:${event.id}`).toString("base64");
const operator = (await createStaffToken(db, "fan-out bench", ["entry:manage"])).token;

async function redisReachable(): Promise<boolean> {
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on("error", () => {});
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** CPU time (user + system) a process has used, in ms (from /proc; clock ticks of 10 ms). */
function cpuMsOfPid(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const cpuMsOf = (s: ChildServer) => cpuMsOfPid(s.process.pid!);

/** RSS (from /proc) and V8 heap in use (from the instance's /metrics) of one instance. */
async function memoryOf(s: ChildServer): Promise<{ rss: number; heap: number }> {
  const status = fs.readFileSync(`/proc/${s.process.pid}/status`, "utf8");
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
  const metrics = await (await fetch(`${s.url}/metrics`)).text();
  const heap = Number(/^fanfare_nodejs_heap_size_used_bytes (\S+)/m.exec(metrics)?.[1] ?? NaN);
  return { rss, heap };
}

async function subscriptionsOn(s: ChildServer): Promise<number> {
  const metrics = await (await fetch(`${s.url}/metrics`)).text();
  return Number(/^fanfare_graphql_subscriptions_active (\S+)/m.exec(metrics)?.[1] ?? 0);
}

async function publish(s: ChildServer, note: string) {
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${operator}` },
    body: JSON.stringify({ query: `mutation($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { id } }`, variables: { input: { eventId: eventGlobalId, entryNote: note } } }),
  });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`publish failed: ${JSON.stringify(body.errors)}`);
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

interface Row {
  setup: string;
  connected: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  /** Server CPU (all instances) per update delivered to every subscriber: what the delay would be on an idle machine, before the DB read. */
  cpuMsPerUpdate: number;
  /** The subscribers' process's CPU per update (5,000 sockets read and parsed on the same 2 cores): the share of the delay that is the clients'. */
  clientCpuMsPerUpdate: number;
  /** The same delays counted from the mutation's answer: a lower bound. */
  p99FromAnswer: number;
  mutationMs: number;
  rssPerConnection: number;
  heapPerConnection: number;
}

type Setup = "one" | "one-redis" | "two";
const setupNames: Record<Setup, string> = {
  one: "1 instance, in-process pub/sub",
  "one-redis": "1 instance, Redis pub/sub",
  two: "2 instances, Redis pub/sub",
};

/** Writes the update and PUBLISHes it on the deployment's Redis channel, as updateEventEntry does. */
async function publishThroughRedis(redis: Redis, prefix: string, note: string): Promise<number> {
  await db.event.update({ where: { id: event.id }, data: { entryNote: note } });
  const t0 = now();
  await redis.publish(`${prefix}event:entry:${event.id}`, JSON.stringify({ eventId: event.id }));
  return t0;
}

/** --seats: holds the k-th seat as the secure's statement would (the trigger stamps changedAt); returns its note and when it was sent. */
async function holdSeat(k: number): Promise<{ note: string; t0: number }> {
  const id = seatIds[k]!;
  const t0 = now();
  await db.$executeRaw`update "Seat" set status = 'HELD' where id = ${id} and status = 'AVAILABLE'`;
  return { note: `${Buffer.from(`Seat:${id}`).toString("base64")}:HELD`, t0 };
}

async function run(setup: Setup): Promise<Row> {
  const redisKeyPrefix = `bench-fanout-${process.pid}:`;
  const overrides = {
    dbPoolSize: 20,
    graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0, wsMaxConnectionsPerIp: CLIENTS + 100 },
    ...(setup === "one" ? {} : { redisUrl, redisKeyPrefix }),
  };
  const publisher = setup === "one" ? null : new Redis(redisUrl);
  // Node names each thread's profile itself (the main thread's and tsx's loader worker's apart).
  const nodeArgs = args["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.join(rootDir, "data", "profiles", setup)}`] : [];
  const instances: ChildServer[] = [];
  for (let i = 0; i < (setup === "two" ? 2 : 1); i++) instances.push(await spawnServer(database.url, overrides, { nodeArgs }));
  const clients = fork(path.join(rootDir, "scripts", "bench", "fanout-clients.ts"), [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  type ClientsReply = { connected: number; failures: number; count: number; arrivals: Record<string, number[]> };
  const reply = () => new Promise<ClientsReply>((resolve) => clients.once("message", (m) => resolve(m as ClientsReply)));
  try {
    await sleep(1_000);
    const before = await Promise.all(instances.map(memoryOf));
    clients.send({ cmd: "connect", urls: instances.map((s) => s.url), clients: CLIENTS, eventId: eventGlobalId, batch: Number(args.batch), seats: SEATS });
    const { connected, failures } = await reply();
    if (failures) console.warn(`${setup}: ${failures} connections failed`);
    // Every subscription registered before the first update.
    const deadline = Date.now() + 60_000;
    while ((await Promise.all(instances.map(subscriptionsOn))).reduce((a, b) => a + b, 0) < connected && Date.now() < deadline) await sleep(200);
    await sleep(1_000);
    const after = await Promise.all(instances.map(memoryOf));

    const sentAt = new Map<string, number>();
    const answeredAt = new Map<string, number>();
    const cpuBefore = instances.reduce((n, s) => n + cpuMsOf(s), 0);
    const clientCpuBefore = cpuMsOfPid(clients.pid!);
    // One update at a time: the next is published once every subscriber has the last (or after 20 s), so
    // that each delivery is attributed to its own update (the subscription reads the event's current note).
    for (let k = 0; k < PUBLISHES; k++) {
      let note = `fanout-${setup}-${k}`;
      if (SEATS) {
        const held = await holdSeat(rows.length * PUBLISHES + k);
        note = held.note;
        sentAt.set(note, held.t0);
        answeredAt.set(note, now());
      } else if (publisher) {
        const t0 = await publishThroughRedis(publisher, redisKeyPrefix, note);
        sentAt.set(note, t0);
        answeredAt.set(note, t0);
      } else {
        sentAt.set(note, now());
        await publish(instances[0]!, note);
        answeredAt.set(note, now());
      }
      for (const until = Date.now() + 20_000; Date.now() < until; await sleep(50)) {
        clients.send({ cmd: "count", note });
        if ((await reply()).count >= connected) break;
      }
      await sleep(PAUSE_MS);
    }
    const cpuUsed = instances.reduce((n, s) => n + cpuMsOf(s), 0) - cpuBefore;
    const clientCpuUsed = cpuMsOfPid(clients.pid!) - clientCpuBefore;
    // Late deliveries: wait until every update reached every client, or 15 s.
    let arrivals: Record<string, number[]> = {};
    for (const until = Date.now() + 15_000; Date.now() < until; await sleep(250)) {
      clients.send({ cmd: "report" });
      arrivals = (await reply()).arrivals;
      if ([...sentAt.keys()].every((n) => (arrivals[n]?.length ?? 0) >= connected)) break;
    }
    const delaysFrom = (origin: Map<string, number>) => [...origin].flatMap(([note, t0]) => (arrivals[note] ?? []).map((t) => t - t0)).sort((a, b) => a - b);
    const delays = delaysFrom(sentAt);
    const mutationTimes = [...sentAt].map(([note, t0]) => answeredAt.get(note)! - t0).sort((a, b) => a - b);
    const rssDelta = after.reduce((n, m, i) => n + m.rss - before[i]!.rss, 0);
    const heapDelta = after.reduce((n, m, i) => n + m.heap - before[i]!.heap, 0);
    return {
      setup: setupNames[setup],
      connected,
      delivered: delays.length,
      expected: connected * PUBLISHES,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      max: delays.at(-1) ?? NaN,
      p99FromAnswer: percentile(delaysFrom(answeredAt), 99),
      cpuMsPerUpdate: cpuUsed / PUBLISHES,
      clientCpuMsPerUpdate: clientCpuUsed / PUBLISHES,
      mutationMs: percentile(mutationTimes, 50),
      rssPerConnection: rssDelta / connected,
      heapPerConnection: heapDelta / connected,
    };
  } finally {
    publisher?.disconnect();
    clients.send({ cmd: "close" });
    await Promise.all(instances.map(async (s) => {
      // SIGTERM (not SIGKILL) so that a --cpu-prof profile is written.
      const exited = new Promise((r) => s.process.once("exit", r));
      s.process.kill("SIGTERM");
      await Promise.race([exited, sleep(15_000)]);
      await s.kill();
    }));
  }
}

const rows: Row[] = [];
const byInstances: Record<string, string> = { "1": "one,one-redis", "2": "two", "1,2": "one,one-redis,two" };
// The seat map does not go through pub/sub (each instance reads what changed): one and two instances.
const setups = SEATS ? (args.instances === "2" ? "two" : args.instances === "1" ? "one" : "one,two") : args.instances ? byInstances[args.instances] : args.setups;
if (!setups) throw new Error(`--instances takes 1, 2 or 1,2`);
for (const setup of setups.split(",") as Setup[]) {
  if (!(setup in setupNames)) throw new Error(`unknown set-up "${setup}" (one, one-redis, two)`);
  if (setup !== "one" && !(await redisReachable())) {
    console.warn(`skipping "${setupNames[setup]}": no Redis at ${redisUrl} (set REDIS_URL)`);
    continue;
  }
  rows.push(await run(setup));
}
await db.$disconnect();
await database.drop();
await pg.stop();

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(
  SEATS
    ? `how to read: delay = from just before a seat's UPDATE is sent to its arrival in the subscriber's seatMapChanges (p99 target ≤ ${TARGET_P99_MS} ms); memory as below`
    : "how to read: delay = publish to arrival at the subscriber (p99 target ≤ 100 ms); memory = the server's RSS / V8 heap growth ÷ connections (target ≤ 50 KB)",
);
console.log(`\nfan-out: ${CLIENTS} graphql-ws clients subscribed to one event${SEATS ? "'s live seat map" : ""}, ${PUBLISHES} updates (each once the last reached everyone, then ${PAUSE_MS} ms)`);
console.table(
  rows.map((r) => ({
    setup: r.setup,
    connected: r.connected,
    delivered: `${r.delivered}/${r.expected}`,
    "p50 delay": ms(r.p50),
    "p99 delay": ms(r.p99),
    "p99 from answer": ms(r.p99FromAnswer),
    "max delay": ms(r.max),
    "publish mutation p50": r.mutationMs ? ms(r.mutationMs) : "-",
    "server CPU / update": ms(r.cpuMsPerUpdate),
    "clients' CPU / update": ms(r.clientCpuMsPerUpdate),
    "p99 target": r.p99 <= TARGET_P99_MS ? `ok (≤ ${TARGET_P99_MS} ms)` : `MISSED (> ${TARGET_P99_MS} ms)`,
    "RSS / connection": kb(r.rssPerConnection),
    "heap / connection": kb(r.heapPerConnection),
    "memory target": r.rssPerConnection <= TARGET_BYTES_PER_CONNECTION ? "ok (≤ 50 KB)" : "MISSED (> 50 KB)",
  })),
);
console.log(`load average ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} on ${(await import("node:os")).availableParallelism()} CPUs`);
if (args["cpu-prof"]) console.log(`CPU profiles in ${path.join(rootDir, "data", "profiles")}`);
process.exit(rows.every((r) => r.delivered === r.expected) ? 0 : 1);
