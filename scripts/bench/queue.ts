// The waiting room under an on-sale (issue 18), two parts:
// 1. Over real HTTP: a server process (child of this one) on a fresh database; N fans join the pre-queue
//    and the line after opening (every join with a solved human check), the pre-queue is drawn, fans are
//    admitted at the configured rate, some of the admitted buy with their pass, others try without one.
//    Live position updates are measured on graphql-ws subscriptions of fans at the back.
// 2. In memory: the same admission rules (queue.rules.ts) over a larger crowd, at simulated time.
//   npm run bench -- queue                                   20,000 fans over HTTP, 100,000 simulated
//   npm run bench -- queue --fans 5000 --sim-fans 100000 --rate 60000 --stock 2000 --watchers 200
//   npm run bench -- queue --no-redis                        the line in PostgreSQL only (no Redis run)
// The HTTP part runs twice in one go, with the line in Redis (when one answers) and in PostgreSQL alone, and
// prints them side by side with a short explanation of each row.
// The simulated fans keep no screen open (the harshest case for the grace period): a fan in the pre-queue
// never lapses and a drawn fan's grace period starts at the opening, so nobody may lapse before admission.
// Prints join answers/s, p99 position-update delay, memory per waiting fan, secures above the admission rate
// (must be 0), oversold (must be 0), and the share of after-opening fans admitted out of arrival order (0).
import crypto from "node:crypto";
import http from "node:http";
import { Redis } from "ioredis";
import { parseArgs } from "node:util";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { loadConfig } from "../../server/src/config.ts";
import { benchDatabases, benchDeps, machineLoad, percentile, printTable, startServer } from "./lib/bench-env.ts";
import { dropRedisPrefix, redisUnreachable } from "./lib/redis.ts";
import { createOnSaleEvent } from "../../tests/factories/events.ts";
import { createFans, type Fan } from "../../tests/factories/fans.ts";
import { solvedHumanCheck } from "./fans.ts";
import {
  AFTER_DRAW_RANK_BASE,
  adaptRate,
  admissionsDue,
  countBelow,
  drawOrder,
  holderRef,
  newSeed,
  readPass,
  signPass,
} from "../../server/src/modules/queue/queue.rules.ts";

const PORT = 4290;

async function pool<T>(items: T[], concurrency: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

/**
 * One POST; a socket the server closed as it was reused (keep-alive timeout racing the request: ECONNRESET
 * before any answer) is retried on a new one, twice at most. Every request here is safe to repeat (a join gives the
 * same place, a pass is claimed once).
 */
async function post(agent: http.Agent, url: string, body: unknown, token?: string): Promise<{ data?: Record<string, unknown>; errors?: unknown[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await postOnce(agent, url, body, token);
    } catch (e) {
      if ((e as { code?: string }).code !== "ECONNRESET" || attempt >= 3) throw e;
    }
  }
}

function postOnce(agent: http.Agent, url: string, body: unknown, token?: string): Promise<{ data?: Record<string, unknown>; errors?: unknown[] }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/graphql`,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...(token ? { authorization: `Bearer ${token}` } : {}) } },
      (res) => {
        let out = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (out += c));
        res.on("end", () => {
          try {
            resolve(JSON.parse(out));
          } catch (e) {
            reject(e);
          }
        });
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

const JOIN = `mutation($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status } } } }`;
const PLACE = `query($slug: String!) { myQueuePlace(eventSlug: $slug) { status admission { token } } }`;
const SECURE = `mutation($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename } }`;

async function httpPart(opts: { fans: number; rate: number; stock: number; watchers: number; buyShare: number; databaseUrl: string; redisUrl: string | null }) {
  const [database] = await benchDatabases({ embedded: false, databaseUrl: opts.databaseUrl });
  // With Redis the line lives there (the bench's own key prefix, removed at the end).
  const redisPrefix = `bench-queue-${crypto.randomBytes(4).toString("hex")}:`;
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const deps = await benchDeps(database.url);
  const server = await startServer({
    port: PORT,
    databaseUrl: database.url,
    env: {
      QUEUE_ADMISSION_RATE_PER_MINUTE: String(opts.rate),
      QUEUE_TICK_MS: "250",
      HUMAN_CHECK_MAX_NUMBER: "1000",
      GRAPHQL_RATE_LIMIT_PER_IP: "0",
      GRAPHQL_RATE_LIMIT_PER_ACCOUNT: "0",
      DB_POOL_SIZE: "20",
      // The watchers' sockets all come from this one address.
      WS_MAX_CONNECTIONS_PER_IP: "100000",
      ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
    },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  try {
    const ev = await createOnSaleEvent(deps, { standing: opts.stock, isHot: true, rows: [], perRow: 0, maxTicketsPerAccount: 4 });
    await deps.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() + 3600_000) } });
    await post(agent, server.url, { query: `query($s: String!) { waitingRoom(eventSlug: $s) { state } }`, variables: { s: ev.slug } });
    const fans = await createFans(deps, opts.fans);

    const half = Math.floor(fans.length / 2);
    const joinTimes: number[] = [];
    let joinErrors = 0;
    // Each join with a human check solved just before (a challenge lives only minutes): joins/s counts both.
    const joinAll = async (list: Fan[], concurrency: number) => {
      await pool(list, concurrency, async (f) => {
        // A fan whose join failed (an overloaded machine: a Redis or database timeout) tries again, as the
        // screen lets them; the failures are counted.
        for (let attempt = 1; ; attempt++) {
          const humanCheck = await solvedHumanCheck(`${server.url}/graphql`);
          const t0 = performance.now();
          const r = await post(agent, server.url, { query: JOIN, variables: { input: { eventSlug: ev.slug, humanCheck } } }, f.token);
          joinTimes.push(performance.now() - t0);
          if ((r.data?.joinQueue as { __typename?: string } | undefined)?.__typename === "JoinQueueSuccess") break;
          joinErrors++;
          if (attempt >= 3) throw new Error(`join: ${JSON.stringify(r)}`);
        }
      });
    };
    const t0 = performance.now();
    await joinAll(fans.slice(0, half), 64);
    const preSeconds = (performance.now() - t0) / 1000;
    // The pre-queue at its fullest: what each waiting fan costs in Redis (the room's keys).
    let redisBytesPerFan: number | null = null;
    if (redis) {
      const keys = await redis.keys(`${redisPrefix}queue:{${ev.id}}:*`);
      const sizes = await Promise.all(keys.map((k) => redis.memory("USAGE", k, "SAMPLES", 0)));
      redisBytesPerFan = Math.round(sizes.reduce<number>((a, b) => a + Number(b ?? 0), 0) / half);
    }

    // Watchers from the pre-queue, subscribed before the opening: how late does "you're admitted" reach them?
    const watched = fans.slice(half - opts.watchers, half);
    const firstValue = new Set<string>();
    const received = new Map<string, number>();
    const clients = watched.map((f) => {
      const client = createClient({ url: server.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${f.token}` }, retryAttempts: 0 });
      client.subscribe<{ queuePosition: { status: string } }>(
        { query: `subscription($s: String!) { queuePosition(eventSlug: $s) { status position } }`, variables: { s: ev.slug } },
        {
          next: (v) => {
            firstValue.add(f.id);
            if (v.data?.queuePosition.status === "ADMITTED" && !received.has(f.id)) received.set(f.id, Date.now());
          },
          error: () => {},
          complete: () => {},
        },
      );
      return client;
    });

    while (firstValue.size < watched.length) await new Promise((r) => setTimeout(r, 50));

    // Opening: the leader draws the pre-queue at its next tick.
    await deps.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date() } });
    for (;;) {
      const room = await deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: ev.id } });
      if (room.shuffledAt) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // After opening: the other half joins, 64 at a time; their arrival order is the one the server numbered.
    const t1 = performance.now();
    await joinAll(fans.slice(half), 64);
    const postSeconds = (performance.now() - t1) / 1000;

    // Buyers: a share of the admitted secure one ticket with their pass; as many fans not admitted try without.
    const handled = new Set<string>();
    const byUser = new Map(fans.map((f) => [f.id, f]));
    let securedWithPass = 0;
    let securedWithoutPass = 0;
    const deadline = Date.now() + 5 * 60_000;
    const buyLine = [{ ticketTypeId: ev.standingTypeId, quantity: 1 }];
    for (;;) {
      const admitted = await deps.db.queueEntry.findMany({ where: { eventId: ev.id, admittedAt: { not: null } }, select: { userId: true } });
      const fresh = admitted.filter((a) => !handled.has(a.userId));
      fresh.forEach((a) => handled.add(a.userId));
      const buyers = fresh.filter((_, i) => i % Math.round(1 / opts.buyShare) === 0);
      await pool(buyers, 16, async (a) => {
        const f = byUser.get(a.userId)!;
        const place = await post(agent, server.url, { query: PLACE, variables: { slug: ev.slug } }, f.token);
        const token = (place.data?.myQueuePlace as { admission?: { token: string } | null } | null)?.admission?.token;
        if (!token) return;
        const r = await post(agent, server.url, { query: SECURE, variables: { input: { eventSlug: ev.slug, lines: buyLine, agreedToTerms: true, humanCheck: await solvedHumanCheck(`${server.url}/graphql`), admissionPass: token } } }, f.token);
        if ((r.data?.secureTickets as { __typename: string }).__typename === "TicketsSecured") securedWithPass++;
      });
      // Fans still waiting try without a pass (or with a forged one): none may get through.
      const waiting = await deps.db.queueEntry.findMany({ where: { eventId: ev.id, status: "WAITING" }, select: { userId: true }, take: 5 });
      await pool(waiting, 5, async (w) => {
        const f = byUser.get(w.userId)!;
        const r = await post(agent, server.url, { query: SECURE, variables: { input: { eventSlug: ev.slug, lines: buyLine, agreedToTerms: true, humanCheck: await solvedHumanCheck(`${server.url}/graphql`), admissionPass: "forged.pass" } } }, f.token);
        if ((r.data?.secureTickets as { __typename: string }).__typename === "TicketsSecured") securedWithoutPass++;
      });
      if (handled.size >= fans.length || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const told = Date.now() + 10_000;
    while (received.size < watched.length && Date.now() < told) await new Promise((r) => setTimeout(r, 50));
    for (const c of clients) await c.dispose();

    const entries = await deps.db.queueEntry.findMany({ where: { eventId: ev.id }, select: { userId: true, arrival: true, rank: true, admittedAt: true, status: true } });
    const delays = watched
      .map((f) => {
        const e = entries.find((x) => x.userId === f.id);
        const got = received.get(f.id);
        return e?.admittedAt && got ? got - e.admittedAt.getTime() : null;
      })
      .filter((d): d is number => d !== null)
      .sort((a, b) => a - b);
    const sold = await deps.db.ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } });
    const orders = await deps.db.order.findMany({ where: { eventId: ev.id }, select: { userId: true, createdAt: true } });
    const admittedAt = new Map(entries.map((e) => [e.userId, e.admittedAt]));
    const aboveRate = orders.filter((o) => {
      const at = admittedAt.get(o.userId);
      return !at || o.createdAt < at;
    }).length;
    const outOfOrder = outOfOrderShare(entries.filter((e) => e.rank !== null && e.rank >= AFTER_DRAW_RANK_BASE));
    const [{ bytes }] = await deps.db.$queryRaw<{ bytes: bigint }[]>`select pg_total_relation_size('"QueueEntry"') as bytes`;
    const joins = fans.length;
    const out = {
      joinAnswersPerSecond: Math.round(joins / (preSeconds + postSeconds)),
      joinP99Ms: Math.round(percentile([...joinTimes].sort((a, b) => a - b), 99)),
      joinErrors,
      updateDelayP99Ms: delays.length ? Math.round(percentile(delays, 99)) : NaN,
      watchersAdmitted: `${delays.length}/${watched.length}`,
      bytesPerFan: Math.round(Number(bytes) / Math.max(1, entries.length)),
      redisBytesPerFan,
      lapsed: entries.filter((e) => e.status === "EXPIRED" && !e.admittedAt).length,
      aboveRate: aboveRate + securedWithoutPass,
      oversold: Math.max(0, sold.sold - sold.capacity),
      securedWithPass,
      admitted: entries.filter((e) => e.admittedAt).length,
      outOfOrder,
    };
    await deps.close();
    return out;
  } finally {
    agent.destroy();
    await server.stop();
    await database.close();
    if (redis) await dropRedisPrefix(redis, redisPrefix);
  }
}

/** Among fans ranked by arrival: the share admitted while someone who arrived earlier was still waiting, or after a later one. */
function outOfOrderShare(entries: { arrival: bigint; admittedAt: Date | null; status: string }[]): number {
  const sorted = [...entries].sort((a, b) => (a.arrival < b.arrival ? -1 : 1));
  let latestAdmission = -Infinity;
  let earlierStillWaiting = false;
  let out = 0;
  let admitted = 0;
  for (const e of sorted) {
    if (e.admittedAt) {
      admitted++;
      const t = e.admittedAt.getTime();
      if (earlierStillWaiting || t < latestAdmission) out++;
      latestAdmission = Math.max(latestAdmission, t);
    } else if (e.status === "WAITING") earlierStillWaiting = true;
  }
  return admitted ? out / admitted : 0;
}

/** The admission rules over `n` fans at simulated time: 60 % in the pre-queue, the rest arriving after opening. */
function simulate(opts: { n: number; rate: number; stock: number }) {
  const key = Buffer.from("bench-pass-key");
  const seed = newSeed();
  const heapBefore = process.memoryUsage().heapUsed;
  const pre = Math.floor(opts.n * 0.6);
  type SimFan = { id: string; userId: string; arrival: number; rank: bigint; admittedAt: number | null; passId: string | null };
  const fans: SimFan[] = Array.from({ length: opts.n }, (_, i) => ({ id: `e${i}`, userId: `u${i}`, arrival: i, rank: 0n, admittedAt: null, passId: null }));
  const drawn = drawOrder(seed, fans.slice(0, pre).map((f) => ({ id: f.id, holder: holderRef("event", f.userId) })));
  const byId = new Map(fans.map((f) => [f.id, f]));
  drawn.forEach((l, i) => (byId.get(l.id)!.rank = BigInt(i)));
  const heapPerFan = (process.memoryUsage().heapUsed - heapBefore) / opts.n;

  // Later arrivals: 2,000 a second from the opening, behind the drawn pre-queue.
  const line: SimFan[] = drawn.map((l) => byId.get(l.id)!);
  let nextArrival = pre;
  let head = 0;
  let budget: Date | null = new Date(0);
  let rate = opts.rate;
  let stock = opts.stock;
  let sold = 0;
  let securesWithoutPass = 0;
  let passesIssued = 0;
  let secures = 0;
  const positionTimes: number[] = [];
  const TICK = 250;
  let minRate = rate;
  for (let t = 0; head < opts.n && t < 3_600_000; t += TICK) {
    const now = new Date(t);
    const arriving = Math.min(opts.n - nextArrival, Math.round((2000 * TICK) / 1000));
    for (let k = 0; k < arriving; k++, nextArrival++) {
      const f = fans[nextArrival];
      f.rank = AFTER_DRAW_RANK_BASE + BigInt(f.arrival);
      line.push(f);
    }
    // Secures slow down between 20 s and 30 s: the rate must drop, then recover.
    const slow = t >= 20_000 && t < 30_000;
    rate = adaptRate(rate, opts.rate, { secureP99Ms: slow ? 5000 : 200, poolWaitMs: null }, { secureP99Ms: 1500, poolWaitMs: 200 });
    minRate = Math.min(minRate, rate);
    if (stock > 0) {
      const due = admissionsDue(budget, now, rate);
      const batch = line.slice(head, head + due.count);
      head += batch.length;
      budget = batch.length < due.count ? now : due.budgetFrom;
      for (const f of batch) {
        f.admittedAt = t;
        f.passId = `p${f.arrival}`;
        passesIssued++;
        // One in three admitted fans buys one ticket, with the signed pass checked as the server does.
        if (f.arrival % 3 === 0) {
          const claims = readPass(key, signPass(key, { eventId: "event", userId: f.userId, passId: f.passId, expiresAt: new Date(t + 600_000) }));
          if (!claims || claims.userId !== f.userId) securesWithoutPass++;
          else if (stock > 0) {
            stock--;
            sold++;
            secures++;
          }
        }
      }
    } else break;
    // Every waiting fan's position, as a screen would get it (binary search over the ranks waiting).
    const p0 = performance.now();
    const ranks = line.slice(head).map((f) => f.rank);
    for (let i = 0; i < ranks.length; i++) countBelow(ranks, ranks[i]);
    positionTimes.push(performance.now() - p0);
  }
  const after = fans.filter((f) => f.rank >= AFTER_DRAW_RANK_BASE);
  const outOfOrder = outOfOrderShare(after.map((f) => ({ arrival: BigInt(f.arrival), admittedAt: f.admittedAt === null ? null : new Date(f.admittedAt), status: f.admittedAt === null ? "WAITING" : "ADMITTED" })));
  return {
    heapPerFan: Math.round(heapPerFan),
    passesIssued,
    secures,
    aboveRate: securesWithoutPass + Math.max(0, secures - passesIssued),
    oversold: Math.max(0, sold - opts.stock),
    outOfOrder,
    minRate,
    positionP99Ms: percentile([...positionTimes].sort((a, b) => a - b), 99),
  };
}

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      fans: { type: "string", default: "20000" },
      "sim-fans": { type: "string", default: "100000" },
      rate: { type: "string", default: "60000" },
      stock: { type: "string", default: "2000" },
      watchers: { type: "string", default: "200" },
      "buy-share": { type: "string", default: "0.05" },
      "no-http": { type: "boolean", default: false },
      "no-redis": { type: "boolean", default: false },
    },
  });
  const rate = Number(values.rate);
  console.log(`# waiting room benchmark — ${await machineLoad()}`);
  const sim = simulate({ n: Number(values["sim-fans"]), rate, stock: Math.floor(Number(values["sim-fans"]) / 5) });
  console.log(`\n## in-memory simulation of the admission rules: ${values["sim-fans"]} fans, ${rate}/min`);
  printTable([
    ["measure", "value"],
    ["memory per waiting fan (heap, bytes)", sim.heapPerFan],
    ["passes issued / secures", `${sim.passesIssued} / ${sim.secures}`],
    ["secures above the admission rate", sim.aboveRate],
    ["oversold", sim.oversold],
    ["after-opening fans admitted out of arrival order (share)", sim.outOfOrder],
    ["lowest rate while secures were slow (/min)", sim.minRate],
    ["p99 time to compute every waiting fan's position (ms)", sim.positionP99Ms.toFixed(2)],
  ]);
  let failed = sim.aboveRate > 0 || sim.oversold > 0 || sim.outOfOrder > 0 || sim.minRate >= rate;
  if (!values["no-http"]) {
    const databaseUrl = loadConfig().databaseUrl ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    // Both stores in one run, one after the other on fresh databases: the line in Redis (REDIS_URL, else the
    // machine's default one) and in PostgreSQL alone. --no-redis measures PostgreSQL only.
    const redisUrl = values["no-redis"] ? null : (loadConfig().redisUrl ?? "redis://127.0.0.1:6379");
    const redisAway = redisUrl ? await redisUnreachable(redisUrl) : null;
    if (redisAway) console.log(`\nRedis at ${redisUrl} is not reachable (${redisAway}): the line is measured in PostgreSQL only.`);
    const stores: { label: string; redisUrl: string | null }[] = [
      ...(redisUrl && !redisAway ? [{ label: "line in Redis", redisUrl }] : []),
      { label: "line in PostgreSQL", redisUrl: null },
    ];
    const runs: Awaited<ReturnType<typeof httpPart>>[] = [];
    for (const store of stores) {
      runs.push(await httpPart({ fans: Number(values.fans), rate, stock: Number(values.stock), watchers: Number(values.watchers), buyShare: Number(values["buy-share"]), databaseUrl, redisUrl: store.redisUrl }));
    }
    console.log(`\n## over HTTP: ${values.fans} fans, one server process, ${rate}/min — ${await machineLoad()}`);
    console.log(
      [
        "Each column is a separate run on a fresh database: the same fans, event and admission rate, with the",
        "waiting room's line kept in Redis (REDIS_URL set: atomic scripts on sorted sets, PostgreSQL written",
        "behind as the durable record) or in PostgreSQL alone (no REDIS_URL). Rows:",
        "- join answers/s: joinQueue answers per second over the whole join phase, each fan fetching and solving",
        "  a human check just before (so it counts both); higher is better.",
        "- join p99: the 99th percentile of one joinQueue request's answer time, human check excluded.",
        "- position-update delay: from the server's admission to the fan's graphql-ws screen hearing it.",
        "- memory per waiting fan: PostgreSQL's row and index bytes per place; Redis's keys per place (Redis only).",
        "- secures above the admission rate, oversold, out of arrival order, lapsed: must all be 0.",
      ].join("\n"),
    );
    const row = (label: string, value: (r: (typeof runs)[number]) => string | number | null) => [label, ...runs.map((r) => value(r) ?? "–")];
    printTable([
      ["measure", ...stores.map((st) => st.label)],
      row("join answers/s (each after fetching and solving its human check)", (r) => r.joinAnswersPerSecond),
      row("join p99 (ms)", (r) => r.joinP99Ms),
      row("joins answered with an error, then retried", (r) => r.joinErrors),
      row("p99 position-update delay on admission (ms)", (r) => r.updateDelayP99Ms),
      row("watchers told of their admission", (r) => r.watchersAdmitted),
      row("memory per waiting fan (PostgreSQL record, bytes incl. indexes)", (r) => r.bytesPerFan),
      row("memory per waiting fan (Redis line, bytes)", (r) => r.redisBytesPerFan),
      row("places lapsed before admission (grace period)", (r) => r.lapsed),
      row("fans admitted / secured with a pass", (r) => `${r.admitted} / ${r.securedWithPass}`),
      row("secures above the admission rate (no pass, or before admission)", (r) => r.aboveRate),
      row("oversold", (r) => r.oversold),
      row("after-opening fans admitted out of arrival order (share)", (r) => r.outOfOrder),
    ]);
    for (const r of runs) failed ||= r.aboveRate > 0 || r.oversold > 0 || r.outOfOrder > 0 || r.lapsed > 0;
  }
  return failed ? 1 : 0;
}
