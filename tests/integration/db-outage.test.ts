// The database disappears for a few seconds under a running server (a TCP proxy between them resets
// every connection and refuses new ones). Meanwhile every request gets a clean answer within a bound
// (GraphQL: a masked or typed error, never a stack; /fanapih5: its envelope; never HTTP 500), /healthz
// keeps answering, the process survives, and once the database is back requests succeed again without
// a restart.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp, type App } from "../../server/src/app.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { MAINTENANCE_CACHE_MS } from "../../server/src/modules/system/index.ts";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import type { GraphQLResponse, TestServer, TypedDocument } from "../helpers/server.ts";
import { expectNoLeak, fanapiClient } from "./fanapi-support.ts";
import { graphql } from "../gql/index.ts";

let database: { url: string; drop(): Promise<void> };
let proxy: TcpProxy;
let app: App;
let fan: Fan;

beforeAll(async () => {
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  proxy = await startTcpProxy(database.url);
  app = await buildApp({ databaseUrl: proxy.url, port: 0, host: "127.0.0.1", serveClient: false, seedDemo: false, logLevel: "silent", dbPoolSize: 4 }).start();
  [fan] = await createFans(app.deps, 1);
  // The public read probe lists events: one of this test's own.
  await createOnSaleEvent(app.deps, { standing: 10 });
}, 120_000);

afterAll(async () => {
  proxy?.restore();
  await app?.stop();
  await proxy?.close();
  await database?.drop();
});

/** The longest any request may take while the database is gone. */
const BOUND_MS = 12_000;

interface Probe {
  name: string;
  status: number;
  ms: number;
  ok: boolean;
  text: string;
}

async function timed<B>(name: string, run: () => Promise<Response>, ok: (status: number, body: B | null) => boolean): Promise<Probe> {
  const t0 = performance.now();
  try {
    const res = await run();
    const text = await res.text();
    let body: B | null = null;
    try {
      body = JSON.parse(text) as B;
    } catch {
      /* judged below */
    }
    return { name, status: res.status, ms: performance.now() - t0, ok: ok(res.status, body), text };
  } catch (e) {
    return { name, status: 0, ms: performance.now() - t0, ok: false, text: String(e) };
  }
}

/** A GraphQL probe: its answer typed by the document, judged by `ok`. */
function gqlProbe<R, V>(name: string, document: TypedDocument<R, V>, token: string | null, ok: (status: number, body: GraphQLResponse<R> | null) => boolean) {
  const run = () =>
    fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: document.toString() }),
      signal: AbortSignal.timeout(30_000),
    });
  return timed(name, run, ok);
}

/** One request of each kind: health, public and signed-in GraphQL reads and a write, two /fanapih5 calls. */
function probes(): Promise<Probe[]> {
  const rest = fanapiClient({ url: app.url } as TestServer);
  const restRequest = (path: string, query: Record<string, string>) => () => {
    const p = rest.prepare("GET", path, { query });
    return fetch(p.url, { headers: p.headers, signal: AbortSignal.timeout(30_000) });
  };
  return Promise.all([
    timed<{ ok?: boolean }>("healthz", () => fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(30_000) }), (status, body) => status === 200 && body?.ok === true),
    gqlProbe("events", graphql(`query DbOutageEvents { events(first: 3) { edges { node { slug } } } }`), null, (status, body) => status === 200 && (body?.data?.events.edges.length ?? 0) > 0),
    gqlProbe("me", graphql(`query DbOutageMe { me { id } }`), fan.token, (status, body) => status === 200 && body?.data?.me?.id === fan.id),
    gqlProbe("updateProfile", graphql(`mutation DbOutageUpdateProfile { updateProfile(input: { language: "vi" }) { __typename } }`), fan.token, (status, body) => body?.data?.updateProfile.__typename === "User"),
    timed<{ code?: number }>("fanapi email", restRequest("/userInfo/getUserInfoByEmail", { email: fan.email }), (status, body) => status === 200 && body?.code === 200),
    timed<{ code?: number }>("fanapi countries", restRequest("/country/countryList", {}), (status, body) => status === 200 && body?.code === 200),
  ]);
}

/** What a request may answer while the database is gone: quickly, no 5xx, no internals, the API's own error shape. */
function expectClean(p: Probe) {
  expect(p.ms, `${p.name} took ${p.ms} ms`).toBeLessThan(BOUND_MS);
  expect(p.status, `${p.name}: ${p.text.slice(0, 200)}`).toBeGreaterThan(0);
  expect(p.status, `${p.name}: ${p.text.slice(0, 200)}`).toBeLessThan(500);
  expectNoLeak(p.text);
  const body = JSON.parse(p.text);
  if (p.name === "healthz") return;
  if (p.name.startsWith("fanapi")) expect(typeof body.code, p.text).toBe("number");
  else if (!p.ok) for (const e of body.errors ?? []) expect(e.message === "Unexpected error." || typeof e.extensions?.code === "string", JSON.stringify(e)).toBe(true);
}

describe("a database that disappears for seconds", () => {
  it("answers cleanly while it is gone and recovers without a restart", { timeout: 120_000 }, async () => {
    expect((await probes()).filter((p) => !p.ok)).toEqual([]);

    proxy.cut();
    const during = [...(await probes())];
    // Later in the outage, past the maintenance flag's cache on the server's clock: every request reads it again.
    const realNow = app.deps.now;
    app.deps.now = () => new Date(Date.now() + MAINTENANCE_CACHE_MS + 500);
    try {
      during.push(...(await probes()));
    } finally {
      app.deps.now = realNow;
    }
    for (const p of during) expectClean(p);
    // Health is the process, not the database: it answers throughout.
    expect(during.filter((p) => p.name === "healthz").every((p) => p.ok)).toBe(true);
    // A signed-in request gets a typed UNAVAILABLE (it was HTTP 500), whether its session lookup or, with the
    // session still in the 5-second session cache, its own read is the first to need the database.
    for (const p of during.filter((x) => x.name === "me")) expect(JSON.parse(p.text).errors?.[0]?.extensions?.code, p.text).toBe("UNAVAILABLE");
    // The database really was gone: the requests that need it failed.
    // (Anonymous reads may be answered from the 2-second response cache: the signed-in read may not.)
    expect(during.filter((p) => p.name === "me" && !p.ok).length).toBeGreaterThan(0);

    proxy.restore();
    const t0 = Date.now();
    await expect.poll(async () => (await probes()).filter((p) => !p.ok).map((p) => `${p.name}: ${p.text.slice(0, 120)}`), { timeout: 15_000, interval: 250 }).toEqual([]);
    console.log(`db outage: recovered ${Date.now() - t0} ms after the database came back; slowest answer while it was gone ${Math.max(...during.map((p) => p.ms)).toFixed(0)} ms`);
  });
});
