// Two (or more) real server instances in child processes on one database and one Redis, as a deployment
// behind a load balancer runs them: the scale-out and nginx suites. Each suite gets its own database
// (copied from the template) and its own Redis key prefix, so that parallel files and CI runs never see
// each other's nonces, limits or events.
import crypto from "node:crypto";
import { inject } from "vitest";
import { Redis } from "ioredis";
import pg from "pg";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { loadConfig, type Config } from "../../server/src/config.ts";
import { createDb, type Db } from "../../server/src/db.ts";
import { spawnServer, type ChildServer } from "./spawn-server.ts";
import { createTestDatabase, withDatabase } from "./test-postgres.ts";
import { canRun } from "./missing.ts";
import { postGraphQLWithStatus, type GraphQLResponse, type TypedDocument } from "./server.ts";

/** The Redis the suites use: REDIS_URL from the configuration, else the machine's default one. */
export const testRedisUrl = loadConfig().redisUrl ?? "redis://127.0.0.1:6379";

async function reachable(check: () => Promise<unknown>): Promise<string | null> {
  try {
    await check();
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The machine's Redis, when it cannot be reached: one sentence saying so; null when it answers. */
export async function missingRedis(): Promise<string | null> {
  const error = await reachable(async () => {
    const r = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3_000 });
    r.on("error", () => {});
    try {
      await r.connect();
      await r.ping();
    } finally {
      r.disconnect();
    }
  });
  return error && `Redis at ${testRedisUrl} (REDIS_URL): ${error}`;
}

/**
 * What the suite needs and cannot reach, one sentence each (empty when all is there), reported through
 * canRun (helpers/missing.ts): under CI=true a missing service fails the run, otherwise the suite skips
 * and `npm test` names it at the end.
 */
export async function missingServices(suite: string, extra: { nginx?: string | null } = {}): Promise<string[]> {
  const missing: string[] = [];
  const pgUrl = inject("pgServerUrl");
  const pgError = await reachable(async () => {
    const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3_000 });
    await c.connect();
    await c.end();
  });
  if (pgError) missing.push(`PostgreSQL at ${pgUrl} (TEST_DATABASE_URL): ${pgError}`);
  const redis = await missingRedis();
  if (redis) missing.push(redis);
  if (extra.nginx) missing.push(extra.nginx);
  canRun(suite, missing);
  return missing;
}

export interface Cluster {
  instances: ChildServer[];
  databaseUrl: string;
  /** A Prisma client on the cluster's database, for setup and for auditing what the instances wrote. */
  db: Db;
  redisPrefix: string;
  /** Config every instance gets (overrides for a replacement instance add to it). */
  overrides: Partial<Config>;
  /** Starts one more instance on the same database and Redis prefix. */
  spawn(): Promise<ChildServer>;
  stop(): Promise<void>;
}

/** n instances on a fresh database and a fresh Redis key prefix. overrides: configuration for every instance. */
export async function startCluster(n: number, overrides: Partial<Config> = {}): Promise<Cluster> {
  const database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  const redisPrefix = `test-${crypto.randomBytes(5).toString("hex")}:`;
  const all: Partial<Config> = { redisUrl: testRedisUrl, redisKeyPrefix: redisPrefix, ...overrides };
  const instances: ChildServer[] = [];
  const spawn = async () => {
    const s = await spawnServer(database.url, all);
    instances.push(s);
    return s;
  };
  // One at a time: both would otherwise compile the server at once on a busy machine.
  for (let i = 0; i < n; i++) await spawn();
  const db = createDb(database.url, 4);
  return {
    instances,
    databaseUrl: database.url,
    db,
    redisPrefix,
    overrides: all,
    spawn,
    async stop() {
      await Promise.all(instances.map((s) => s.kill()));
      await db.$disconnect();
      await database.drop();
      await deleteRedisKeys(redisPrefix);
    },
  };
}

/** Removes every key under prefix (a suite's nonces and counters). */
async function deleteRedisKeys(prefix: string) {
  const r = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await r.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length) await r.del(...keys);
    } while (cursor !== "0");
  } finally {
    r.disconnect();
  }
}

/** POST /graphql on one instance (url), with a token and extra headers; the body typed by the graphql() document. */
export async function gqlAt<R, V>(url: string, document: TypedDocument<R, V>, variables?: V, opts: { token?: string; headers?: Record<string, string> } = {}) {
  const { status, body } = await postGraphQLWithStatus(url, document, variables ?? {}, { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers });
  return { status, body: body as GraphQLResponse<R> };
}

export interface LiveSubscription<T> {
  /** Resolves with the first value that passes `match`, or rejects after ms. */
  next(match: (value: T) => boolean, ms?: number): Promise<T>;
  close(): Promise<void>;
}

/** A graphql-ws subscription on one instance (http URL), every value kept. Resolves once the socket is acknowledged. */
export async function subscribeAt<T, V>(url: string, document: TypedDocument<T, V>, variables: V, token?: string, opts: { origin?: string } = {}): Promise<LiveSubscription<T>> {
  // A browser sends its page's Origin with the handshake; the server checks it against the Host it got.
  const origin = opts.origin;
  const socket = origin
    ? class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { origin } });
        }
      }
    : WebSocket;
  const client: Client = createClient({
    url: url.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: socket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const values: T[] = [];
  const waiters = new Set<() => void>();
  let failure: unknown = null;
  const dispose = client.subscribe<T>(
    { query: document.toString(), variables: variables as Record<string, unknown> },
    {
      next: (v) => {
        if (v.errors) failure = new Error(JSON.stringify(v.errors));
        else values.push(v.data as T);
        for (const w of waiters) w();
      },
      error: (e) => {
        failure = e instanceof Error ? e : new Error(JSON.stringify(e));
        for (const w of waiters) w();
      },
      complete: () => {},
    },
  );
  // The socket is acknowledged. The subscriptions the suites take (paymentResult, ticketQr) send their
  // first value only once their listener is in place (over Redis: SUBSCRIBE acknowledged), so a test
  // that has seen the first value may make the change it expects to hear of.
  await new Promise<void>((resolve, reject) => {
    const off = client.on("connected", () => {
      off();
      resolve();
    });
    client.on("error", reject);
  });
  return {
    next(match, ms = 10_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          if (failure) return finish(() => reject(failure));
          const hit = values.find(match);
          if (hit !== undefined) finish(() => resolve(hit));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no matching value within ${ms} ms; got ${JSON.stringify(values)}`))), ms);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}
