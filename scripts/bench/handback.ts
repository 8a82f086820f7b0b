// Hand-back at face value against a long line (issue 32 item 1): N fans (default 20,000) stand in an event's
// waiting line and K tickets (default 500) are handed back, C listings at a time over HTTP to a server
// process (child of this one); each listing is offered in its own transaction to the next fan in line
// (queue's takeNextInLine + recordOffer). Measured: the delay from sending the listing to its answer with
// the offer committed (p50/p99), and the offers made out of the line's order (must be 0).
// The baseline, in the same run, on the same server and an identical line of another event: the plain
// released-stock offer path, K held orders of a sold-out event cancelled by their fans, each release
// offered to the next in line (nextInLineFor + recordOffer). The two run in alternating rounds, so a busy
// machine weighs on both alike; the table prints the ratio hand-back / baseline.
//   npm run bench:handback                                 20,000 in line, 500 handed back, line in Redis
//   npm run bench -- handback --fans 2000 --tickets 50      a quick check
//   npm run bench -- handback --no-redis                    the line in PostgreSQL alone
// The line is written straight into the database (drawn ranks, a random order) and loaded into Redis by
// the first read of a place, as after a Redis restart (queue/line.redis.ts). The benchmark holds the job
// leadership itself, so no tick admits, expires or closes anything while it measures: only the offers move
// the line.
import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";
import { Redis } from "ioredis";
import { parseArgs } from "node:util";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createSession, hashSecret } from "../../server/src/modules/auth/index.ts";
import { creditTopUp } from "../../server/src/modules/wallet/index.ts";
import { benchDatabases, benchDeps, machineLoad, percentile, printTable, startServer } from "./lib/bench-env.ts";
import { dropRedisPrefix, redisUnreachable } from "./lib/redis.ts";
import { createFans, createOnSaleEvent, solvedHumanCheck, type Fan, type OnSaleEvent } from "./fans.ts";

const PORT = 4292;
const PAY_PASSWORD = "135790";
/** platform/job-lease.ts's advisory lock key ("fanfare jobs"): whoever holds it runs the background jobs. */
const JOBS_LOCK_KEY = 0x66616e6a6f6273n;

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

type Answer = { data?: Record<string, unknown> | null; errors?: unknown[] };

function post(agent: http.Agent, url: string, query: string, variables: unknown, token?: string): Promise<Answer> {
  const text = JSON.stringify({ query, variables });
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
            resolve(JSON.parse(out) as Answer);
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

const SECURE = `mutation($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } } }`;
const PAY = `mutation($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on Error { code } } }`;
const HAND_BACK = `mutation($input: HandBackTicketsInput!) { handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { status } } } }`;
const CANCEL = `mutation($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Error { code } } }`;
const PLACE = `query($slug: String!) { myQueuePlace(eventSlug: $slug) { status position } }`;

const typename = (a: Answer, field: string) => (a.data?.[field] as { __typename?: string } | undefined)?.__typename ?? JSON.stringify(a.errors ?? a);

/** n fans straight in the database, without sessions (the line's fans never send a request here). */
async function lineFans(deps: Deps, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 2000) {
    const rows = Array.from({ length: Math.min(2000, n - i) }, () => {
      const tag = crypto.randomBytes(6).toString("hex");
      return { id: crypto.randomUUID(), email: `line-${tag}@bench.test`, passwordHash: "!not-a-login", nickname: `Fan ${tag.slice(0, 4)}`, inviteCode: tag.toUpperCase() };
    });
    await deps.db.user.createMany({ data: rows });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The fans stand WAITING in the event's drawn line, in a random order; returns the line (user ids) front first. */
async function standInLine(deps: Deps, eventId: string, userIds: string[]): Promise<string[]> {
  const line = [...userIds];
  for (let i = line.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [line[i], line[j]] = [line[j], line[i]];
  }
  const now = new Date();
  for (let i = 0; i < line.length; i += 2000) {
    await deps.db.queueEntry.createMany({
      data: line.slice(i, i + 2000).map((userId, k) => ({ eventId, userId, status: "WAITING" as const, rank: BigInt(i + k), joinedAt: now, lastSeenAt: now })),
    });
  }
  // The room is open and drawn; no admission budget, places kept for a day, offers held ten minutes.
  await deps.db.queueRoom.update({
    where: { eventId },
    data: { enabled: true, shuffledAt: now, admittedUntil: new Date(Date.now() + 86_400_000), graceSeconds: 86_400, offerSeconds: 600 },
  });
  return line;
}

/** The offers the event's fairness log records, in the order they were made: the ranks they served. */
async function offerRanks(deps: Deps, eventId: string): Promise<number[]> {
  const entries = await deps.db.fairnessLogEntry.findMany({ where: { eventId, type: "offer" }, orderBy: { seq: "asc" }, select: { payload: true } });
  return entries.map((e) => (e.payload as { rank: number }).rank);
}

/**
 * Offers that skipped someone: in the order made, each must serve the front of what was left of the line (the
 * line's first K ranks, ascending). Counts every offer that served another rank.
 */
function outOfOrder(served: number[]): number {
  return served.filter((rank, i) => rank !== i).length;
}

async function run(opts: { fans: number; tickets: number; concurrency: number; round: number; databaseUrl: string; redisUrl: string | null }) {
  const [database] = await benchDatabases({ embedded: false, databaseUrl: opts.databaseUrl });
  const redisPrefix = `bench-handback-${crypto.randomBytes(4).toString("hex")}:`;
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const deps = await benchDeps(database.url);
  // The job leadership, held here for the whole run (released when this connection ends).
  const leader = new pg.Client({ connectionString: database.url });
  await leader.connect();
  const locked = (await leader.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [JOBS_LOCK_KEY.toString()])).rows[0].locked;
  if (!locked) throw new Error("could not take the job leadership on the benchmark's database");
  const server = await startServer({
    port: PORT,
    databaseUrl: database.url,
    env: {
      HUMAN_CHECK_MAX_NUMBER: "1000",
      GRAPHQL_RATE_LIMIT_PER_IP: "0",
      GRAPHQL_RATE_LIMIT_PER_ACCOUNT: "0",
      DB_POOL_SIZE: "20",
      ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
    },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const gql = (query: string, variables: unknown, token?: string) => post(agent, server.url, query, variables, token);
  const humanCheck = () => solvedHumanCheck(`${server.url}/graphql`);
  try {
    const K = opts.tickets;
    // Two sold-out events of K standing tickets: the hand-back's (K paid tickets) and the baseline's (K holds).
    const mk = () => createOnSaleEvent(deps, { standing: K, isHot: true, waitingRoom: false, rows: [], perRow: 0 });
    const handBackEvent = await mk();
    const releaseEvent = await mk();
    await deps.db.event.update({ where: { id: handBackEvent.id }, data: { handBackEnabled: true } });
    const sellers = await createFans(deps, K);
    const holders = await createFans(deps, K);
    const payHash = await hashSecret(PAY_PASSWORD);
    await deps.db.user.updateMany({ where: { id: { in: sellers.map((s) => s.id) } }, data: { payPasswordHash: payHash, areaCode: "HK" } });
    for (const s of sellers) await deps.db.$transaction((tx) => creditTopUp(tx, s.id, 1_000_000, `bench-topup-${crypto.randomUUID()}`, "Bench top-up"));

    const secure = async (f: Fan, ev: OnSaleEvent): Promise<string> => {
      const r = await gql(SECURE, { input: { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await humanCheck() } }, f.token);
      const out = r.data?.secureTickets as { __typename: string; order?: { orderNo: string } } | undefined;
      if (out?.__typename !== "TicketsSecured") throw new Error(`secure: ${JSON.stringify(r)}`);
      return out.order!.orderNo;
    };
    const ticketOf = new Map<string, string>();
    await pool(sellers, 16, async (f) => {
      const orderNo = await secure(f, handBackEvent);
      const paid = await gql(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, f.token);
      if (typename(paid, "payOrder") !== "PaymentAccepted") throw new Error(`pay: ${JSON.stringify(paid)}`);
    });
    for (const t of await deps.db.ticket.findMany({ where: { eventId: handBackEvent.id }, select: { id: true, ownerId: true } })) ticketOf.set(t.ownerId, t.id);
    const orderOf = new Map<string, string>();
    await pool(holders, 16, async (f) => {
      orderOf.set(f.id, await secure(f, releaseEvent));
    });
    // No expiry job runs, but the holds must outlive the set-up of the line too.
    await deps.db.order.updateMany({ where: { eventId: releaseEvent.id }, data: { expiresAt: new Date(Date.now() + 3 * 3600_000) } });

    // The same N fans stand in both lines, each in an order of its own.
    const t0 = performance.now();
    const ids = await lineFans(deps, opts.fans);
    const lines = { handBack: await standInLine(deps, handBackEvent.id, ids), release: await standInLine(deps, releaseEvent.id, ids) };
    const setupSeconds = (performance.now() - t0) / 1000;
    // The first read of a place loads each line into Redis (as after a restart); the last fan's, to see it whole.
    const loadSeconds: number[] = [];
    for (const [ev, line] of [
      [handBackEvent, lines.handBack],
      [releaseEvent, lines.release],
    ] as const) {
      const last = line[line.length - 1];
      const { token } = await createSession(deps, last, { ip: "127.0.0.1", userAgent: "bench" });
      const t = performance.now();
      const place = (await gql(PLACE, { slug: ev.slug }, token)).data?.myQueuePlace as { status: string; position: number } | null;
      loadSeconds.push((performance.now() - t) / 1000);
      if (place?.position !== line.length) throw new Error(`the line's last fan reads ${JSON.stringify(place)}, not position ${line.length}`);
      if (redis && (await redis.zcard(`${redisPrefix}queue:{${ev.id}}:line`)) !== line.length) throw new Error("the line did not load into Redis");
    }

    // Alternating rounds: `round` hand-backs, then `round` releases, C at a time, until K of each.
    const delays = { handBack: [] as number[], release: [] as number[] };
    const failures = { handBack: [] as string[], release: [] as string[] };
    const handBackOne = async (f: Fan) => {
      const t = performance.now();
      const r = await gql(HAND_BACK, { input: { ticketIds: [Buffer.from(`Ticket:${ticketOf.get(f.id)}`).toString("base64")], payPassword: PAY_PASSWORD } }, f.token);
      const ms = performance.now() - t;
      const hbs = (r.data?.handBackTickets as { handBacks?: { status: string }[] } | undefined)?.handBacks;
      if (hbs?.[0]?.status === "OFFERED") delays.handBack.push(ms);
      else failures.handBack.push(JSON.stringify(r).slice(0, 200));
    };
    const releaseOne = async (f: Fan) => {
      const t = performance.now();
      const r = await gql(CANCEL, { no: orderOf.get(f.id) }, f.token);
      const ms = performance.now() - t;
      if (typename(r, "cancelOrder") === "Order") delays.release.push(ms);
      else failures.release.push(JSON.stringify(r).slice(0, 200));
    };
    const t1 = performance.now();
    for (let i = 0; i < K; i += opts.round) {
      await pool(sellers.slice(i, i + opts.round), opts.concurrency, handBackOne);
      await pool(holders.slice(i, i + opts.round), opts.concurrency, releaseOne);
    }
    const measureSeconds = (performance.now() - t1) / 1000;

    // What the offers did to the lines: who was served, in what order, and what Redis keeps.
    const measure = async (ev: OnSaleEvent, line: string[], d: number[], failed: string[]) => {
      const served = await offerRanks(deps, ev.id);
      const offered = await deps.db.queueEntry.findMany({ where: { eventId: ev.id, status: "OFFERED" }, select: { userId: true } });
      const front = new Set(line.slice(0, K));
      let redisOutOfStep: number | null = null;
      if (redis) {
        const left = await redis.zrange(`${redisPrefix}queue:{${ev.id}}:line`, 0, -1);
        const want = line.slice(served.length);
        redisOutOfStep = Math.abs(left.length - want.length) + left.filter((u, i) => u !== want[i]).length;
      }
      const sorted = [...d].sort((a, b) => a - b);
      return {
        offers: served.length,
        offeredBehindTheFront: offered.filter((o) => !front.has(o.userId)).length,
        outOfOrder: outOfOrder(served),
        failed: failed.length,
        firstFailure: failed[0] ?? null,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        redisOutOfStep,
      };
    };
    const out = {
      handBack: await measure(handBackEvent, lines.handBack, delays.handBack, failures.handBack),
      release: await measure(releaseEvent, lines.release, delays.release, failures.release),
      setupSeconds,
      loadSeconds,
      measureSeconds,
    };
    await deps.close();
    return out;
  } finally {
    agent.destroy();
    await server.stop();
    await leader.end();
    await database.close();
    if (redis) await dropRedisPrefix(redis, redisPrefix);
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      fans: { type: "string", default: "20000" },
      tickets: { type: "string", default: "500" },
      concurrency: { type: "string", default: "16" },
      round: { type: "string", default: "50" },
      "no-redis": { type: "boolean", default: false },
    },
  });
  const fans = Number(values.fans);
  const tickets = Number(values.tickets);
  if (!(tickets > 0 && fans >= tickets)) {
    console.error("--tickets must be positive and --fans at least as many");
    return 2;
  }
  const config = loadConfig();
  const databaseUrl = config.databaseUrl ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  let redisUrl = values["no-redis"] ? null : (config.redisUrl ?? "redis://127.0.0.1:6379");
  const redisAway = redisUrl ? await redisUnreachable(redisUrl) : null;
  if (redisAway) {
    console.log(`Redis at ${redisUrl} is not reachable (${redisAway}): the line is measured in PostgreSQL only.`);
    redisUrl = null;
  }
  console.log(`# hand-back benchmark — ${await machineLoad()}`);
  const r = await run({ fans, tickets, concurrency: Number(values.concurrency), round: Number(values.round), databaseUrl, redisUrl });
  const store = redisUrl ? "the line in Redis" : "the line in PostgreSQL";
  console.log(`\n## ${fans} fans in line, ${tickets} tickets handed back, ${values.concurrency} at a time, ${store}, one server process — ${await machineLoad()}`);
  console.log(
    [
      "Columns: hand-back = a fan lists a paid ticket (handBackTickets, after its payment password) and it is",
      "offered in the same transaction to the next fan in line; baseline = the plain released-stock offer path",
      "on an identical line of another, sold-out event (a fan cancels a held order, cancelOrder, and the",
      "release is offered to the next in line). Alternating rounds of both on the same server.",
      "- listing → offer: from sending the request to its answer with the offer committed (the offered fan can",
      "  read it from then on); the hand-back's includes its payment-password check, the cancel has none.",
      "- out of the line's order: offers (in the order the fairness log records them) that did not serve the",
      "  front of what was left of the line; offered fans behind the line's first K: both must be 0.",
      `Set-up (not measured): the line written in ${r.setupSeconds.toFixed(1)} s, loaded by its first read in ${r.loadSeconds.map((s) => s.toFixed(2)).join(" s and ")} s; measured phase ${r.measureSeconds.toFixed(1)} s.`,
    ].join("\n"),
  );
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "–");
  const h = r.handBack;
  const b = r.release;
  printTable([
    ["measure", "hand-back", "baseline: released stock", "ratio"],
    ["offers made", `${h.offers}/${tickets}`, `${b.offers}/${tickets}`, ""],
    ["listing → offer p50 (ms)", Math.round(h.p50), Math.round(b.p50), ratio(h.p50, b.p50)],
    ["listing → offer p99 (ms)", Math.round(h.p99), Math.round(b.p99), ratio(h.p99, b.p99)],
    ["offers out of the line's order", h.outOfOrder, b.outOfOrder, ""],
    [`offered fans behind the line's first ${tickets}`, h.offeredBehindTheFront, b.offeredBehindTheFront, ""],
    ["requests answered without an offer", h.failed, b.failed, ""],
    ["Redis line out of step with the record (places)", h.redisOutOfStep ?? "–", b.redisOutOfStep ?? "–", ""],
  ]);
  for (const [label, x] of [
    ["hand-back", h],
    ["baseline", b],
  ] as const) {
    if (x.firstFailure) console.log(`first ${label} request without an offer: ${x.firstFailure}`);
  }
  const bad = [h, b].some((x) => x.offers !== tickets || x.outOfOrder > 0 || x.offeredBehindTheFront > 0 || x.failed > 0 || (x.redisOutOfStep ?? 0) > 0);
  return bad ? 1 : 0;
}
