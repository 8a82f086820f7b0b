// Operations over real HTTP: /readyz follows the database, a query past the execution limit answers an
// error instead of holding on, and a graceful shutdown finishes the request in flight while it refuses
// new ones.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { loadConfig } from "../../server/src/config.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { withDatabase } from "../helpers/test-postgres.ts";
import { graphql } from "../gql/index.ts";
import { waitFor, waitForLockWaiters } from "../helpers/wait.ts";

const EVENTS = graphql(`query OperationsEvents { events(first: 1) { edges { node { slug } } } }`);
// Not EVENTS: anonymous reads are cached for 2 s, and the request in flight must reach the lock.
const EVENTS_IN_FLIGHT = graphql(`query OperationsEventsInFlight { inFlight: events(first: 1) { edges { node { slug } } } }`);

async function admin<T>(work: (c: pg.Client) => Promise<T>, database = "postgres"): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(inject("pgServerUrl"), database) });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const dbName = (s: TestServer) => new URL(s.app.deps.config.databaseUrl!).pathname.slice(1);

/** Holds an exclusive lock on the Event table until release() (queries on events wait for it). */
async function lockEvents(s: TestServer) {
  const c = new pg.Client({ connectionString: s.app.deps.config.databaseUrl });
  await c.connect();
  await c.query(`begin; lock table "Event" in access exclusive mode`);
  return {
    run: async (sql: string) => (await c.query(sql)).rows,
    async release() {
      await c.query("commit");
      await c.end();
    },
  };
}

describe("/readyz", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.stop());

  it("is 200 with the database up, 503 while it refuses connections, and 200 again after", async () => {
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, checks: { database: "ok", redis: "skipped" } });
    // /healthz is liveness only.
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);

    const name = dbName(s);
    await admin(async (c) => {
      await c.query(`alter database "${name}" allow_connections false`);
      await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
    });
    try {
      const down = await fetch(`${s.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ok: false, checks: { database: "error", redis: "skipped" } });
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    } finally {
      await admin((c) => c.query(`alter database "${name}" allow_connections true`));
    }
    await expect.poll(async () => (await fetch(`${s.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
  });
});

describe("execution limit and graceful shutdown", () => {
  let s: TestServer;
  beforeAll(async () => {
    const base = loadConfig();
    s = await startTestServer({ graphql: { ...base.graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0, executionTimeoutMs: 2000 }, http: { ...base.http, shutdownTimeoutMs: 10_000 } });
  });
  afterAll(() => s?.stop());

  it("answers a query that runs past the limit with a TIMEOUT error", async () => {
    const lock = await lockEvents(s);
    try {
      const started = Date.now();
      const res = await s.gql(EVENTS);
      expect(Date.now() - started).toBeLessThan(8000);
      expect(res.errors?.[0].extensions?.code).toBe("TIMEOUT");
    } finally {
      await lock.release();
    }
    expect((await s.gql(EVENTS)).errors).toBeUndefined();
  });

  it("finishes the request in flight, refuses new work, then stops", async () => {
    const lock = await lockEvents(s);
    const inFlight = fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: EVENTS_IN_FLIGHT.toString() }),
    });
    await waitForLockWaiters(lock.run); // the query now waits on the lock
    let stopped = false;
    const stopping = s.app.stop().then(() => (stopped = true));
    // No new connections while draining: once one is refused, the drain has begun and must not be over.
    await waitFor(() => fetch(`${s.url}/readyz`).then(() => false, () => true), "the server to refuse new connections");
    expect(stopped).toBe(false);
    await expect(fetch(`${s.url}/readyz`)).rejects.toThrow();
    await lock.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).data.inFlight.edges).toHaveLength(1);
    await stopping;
    expect(stopped).toBe(true);
  });
});
