// Issue 36: no single request can stop or starve an instance. The server runs in a process of its own;
// each request the outside-in sweep found harmful is sent to it (a subscription over Server-Sent Events
// that the client drops, a seat-map import of ranges, GraphQL parameters of the wrong type, variables
// nested thousands deep, a query string that is not JSON, validly signed but malformed webhooks, graphql-ws
// and download disconnects, oversized bodies), and afterwards the same process must still answer /readyz,
// with no answer of 5xx and no error that escaped every handler (fanfare_process_errors_total).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { createDb, type Db } from "../../server/src/db.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { signWebhook } from "../../server/src/modules/payments/index.ts";
import { loadConfig, rootDir } from "../../server/src/config.ts";
import { spawnServer, type ChildServer } from "../helpers/spawn-server.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { plainDeps } from "../helpers/plain-deps.ts";
import { createFans } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";

let database: { url: string; drop(): Promise<void> };
let db: Db;
let server: ChildServer;
let uploadDir: string;
let fanToken: string;
let operatorKey: string;
let ownEventId: string;
const statuses: { what: string; status: number }[] = [];

beforeAll(async () => {
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  db = createDb(database.url, 4);
  const deps = await plainDeps(db);
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-hostile-"));
  const [fan] = await createFans(deps, 1);
  fanToken = fan.token;
  const org = await db.organisation.create({ data: { slug: `hostile-${crypto.randomBytes(3).toString("hex")}`, name: "Hostile test" } });
  const event = await createOnSaleEvent(deps, { standing: 10 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: org.id } });
  ownEventId = event.id;
  operatorKey = (await createStaffToken(db, "hostile", ["events:write"], { organisationId: org.id })).token;
  server = await spawnServer(database.url, { uploads: { dir: uploadDir, maxCoverBytes: loadConfig().uploads.maxCoverBytes } });
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await db?.$disconnect();
  await database?.drop();
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
});

const note = (what: string, status: number) => statuses.push({ what, status });

async function post(what: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  note(what, res.status);
  return { status: res.status, text };
}

async function get(what: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}${pathAndQuery}`, { headers, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  note(what, res.status);
  return { status: res.status, text };
}

/** Reads the first chunk of a streamed answer, then drops the connection. */
async function dropAfterFirstChunk(what: string, url: string, init: RequestInit): Promise<void> {
  const abort = new AbortController();
  const res = await fetch(url, { ...init, signal: abort.signal });
  note(what, res.status);
  const reader = res.body!.getReader();
  await reader.read();
  abort.abort();
  await reader.read().catch(() => undefined);
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split("\n")
    .filter((l) => l.startsWith(name) && !l.startsWith("#"))
    .reduce((n, l) => n + Number(l.split(" ").at(-1)), 0);
}

async function stillServing(): Promise<void> {
  expect(server.process.exitCode, "the server process exited").toBeNull();
  expect(server.process.signalCode, "the server process was killed").toBeNull();
  const ready = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
  expect(ready.status).toBe(200);
  expect(await metric("fanfare_process_errors_total")).toBe(0);
}

const persistedId = (name: string) => {
  const docs = JSON.parse(fs.readFileSync(path.join(rootDir, "client", "src", "gql", "persisted-documents.json"), "utf8")) as Record<string, string>;
  const id = Object.keys(docs).find((k) => new RegExp(`^(subscription|query|mutation) ${name}\\b`).test(docs[k]) || docs[k].includes(` ${name}(`) || docs[k].includes(` ${name} {`));
  if (!id) throw new Error(`no persisted document ${name}`);
  return id.replace(/^sha256:/, "");
};

describe("one process survives every hostile request (issue 36)", () => {
  it("a subscription over Server-Sent Events that the client drops, by POST and by GET, many times", async () => {
    const sse = { accept: "text/event-stream", "content-type": "application/json" };
    for (let i = 0; i < 10; i++) {
      await dropAfterFirstChunk("sse post", `${server.url}/graphql`, { method: "POST", headers: sse, body: JSON.stringify({ query: "subscription { serverTime }" }) });
      // The fan's own wallet, by the app's persisted document (what a signed-up fan can send in production).
      await dropAfterFirstChunk("sse persisted", `${server.url}/graphql`, {
        method: "POST",
        headers: { ...sse, authorization: `Bearer ${fanToken}` },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: persistedId("WalletBalance") } } }),
      });
      await dropAfterFirstChunk("sse get", `${server.url}/graphql?query=${encodeURIComponent("subscription { serverTime }")}`, { headers: { accept: "text/event-stream", "x-graphql-yoga-csrf": "1" } });
    }
    await stillServing();
  });

  it("GraphQL parameters of the wrong type, variables nested 5,000 deep (anonymous and persisted), a query string that is not JSON: 400s", async () => {
    for (const query of ["123", '{"a":1}', "true", "[]"]) {
      const r = await post(`query ${query}`, `{"query":${query}}`);
      expect(r.status, r.text).toBe(400);
    }
    expect((await post("operationName object", JSON.stringify({ query: "{ __typename }", operationName: {} }))).status).toBeLessThan(500);
    const deepObject = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    const deepList = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    for (const [what, body] of [
      ["deep object", `{"query":"query($x: JSON) { __typename }","variables":{"x":${deepObject}}}`],
      ["deep list, public read", `{"query":"{ events { __typename } }","variables":{"x":${deepList}}}`],
      ["deep, persisted", `{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${persistedId("CliEventBySlug")}"}},"variables":{"slug":${deepObject}}}`],
      ["deep extensions", `{"query":"{ __typename }","extensions":{"x":${deepObject}}}`],
    ] as const) {
      const r = await post(what, body);
      expect(r.status, `${what}: ${r.text.slice(0, 200)}`).toBe(400);
      expect(r.text).toContain("VARIABLES_TOO_DEEP");
    }
    for (const q of ["variables=%7B", "extensions=%7B", "variables=%5B%5D%5D", "variables=nul"]) {
      const r = await get(`GET ${q}`, `/graphql?query=%7B__typename%7D&${q}`, { "x-graphql-yoga-csrf": "1" });
      expect(r.status, `${q}: ${r.text.slice(0, 200)}`).toBe(400);
    }
    await stillServing();
  });

  it("a seat-map import of 8,000 ranges of 9,999 seats: refused at once for an event that is not the key's, and bounded before expansion for its own", async () => {
    const csv = `area,row,seat\n${Array.from({ length: 8000 }, (_, i) => `A,R${i % 9999},1-9999`).join("\n")}`;
    expect(csv.length).toBeGreaterThan(100_000);
    const importMap = `mutation($e: ID!, $csv: String!) { importSeatMap(eventId: $e, csv: $csv) { __typename ... on Error { code } ... on ValidationError { issues { messageKey } } } }`;
    for (const [what, eventId, expected] of [
      ["no such event", "cl-no-such-event", "NOT_FOUND"],
      ["its own event", ownEventId, "VALIDATION"],
    ] as const) {
      const started = performance.now();
      // /healthz answers promptly while the import is in flight.
      const importing = post(`seat map ${what}`, JSON.stringify({ query: importMap, variables: { e: eventId, csv } }), { authorization: `Bearer ${operatorKey}` });
      const health = performance.now();
      expect((await get("healthz", "/healthz")).status).toBe(200);
      expect(performance.now() - health).toBeLessThan(1_000);
      const r = await importing;
      expect(r.status).toBe(200);
      expect(JSON.parse(r.text).data.importSeatMap.code, r.text.slice(0, 300)).toBe(expected);
      if (expected === "VALIDATION") expect(r.text).toContain("validation.seatMapTooMany");
      expect(performance.now() - started).toBeLessThan(5_000);
    }
    await stillServing();
  }, 60_000);

  it("validly signed but malformed sandbox webhooks: 400s", async () => {
    const secret = loadConfig().payments.sandboxWebhookSecret;
    const event = (id: string, data: Record<string, unknown> = {}) =>
      JSON.stringify({ id, type: "payment.succeeded", created: Math.floor(Date.now() / 1000), data: { paymentNo: "P1", providerRef: "r", amount: 100, currency: "HKD", ...data } });
    for (const body of [
      event("evt\u0000nul"),
      event("evt-surrogate\ud800"),
      event("evt-pay", { paymentNo: "P\u0000" }),
      event("evt-card", { card: { token: "\u0000", brand: "v", last4: "1", expMonth: 1e10, expYear: 1, holderName: "x" } }),
      event("evt-amount", { amount: 2 ** 40 }),
      "{",
      "[".repeat(100_000),
    ]) {
      const res = await fetch(`${server.url}/webhooks/sandbox`, {
        method: "POST",
        headers: { "content-type": "application/json", "sandbox-signature": signWebhook(secret, body, Math.floor(Date.now() / 1000)) },
        body,
      });
      note("sandbox webhook", res.status);
      expect(res.status, `${body.slice(0, 80)}: ${await res.text()}`).toBe(400);
    }
    await stillServing();
  });

  it("graphql-ws: sockets dropped mid-subscription, deep variables, a query that is not a string", async () => {
    const ws = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
        socket.once("error", reject);
        socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${fanToken}` } })));
        socket.on("message", (m) => JSON.parse(String(m)).type === "connection_ack" && resolve(socket));
      });
    const nextMessage = (socket: WebSocket) => new Promise<{ type: string; payload?: unknown }>((resolve) => socket.once("message", (m) => resolve(JSON.parse(String(m)))));
    for (let i = 0; i < 10; i++) {
      const socket = await ws();
      socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: "subscription { serverTime }" } }));
      expect((await nextMessage(socket)).type).toBe("next");
      socket.terminate();
    }
    const socket = await ws();
    socket.send(`{"id":"2","type":"subscribe","payload":{"query":"subscription($x: JSON) { serverTime }","variables":{"x":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}}}`);
    const refused = await nextMessage(socket);
    expect(refused).toMatchObject({ type: "error" });
    expect(JSON.stringify(refused.payload)).toContain("VARIABLES_TOO_DEEP");
    const closed = new Promise<number>((resolve) => socket.once("close", resolve));
    socket.send(JSON.stringify({ id: "3", type: "subscribe", payload: { query: 123 } }));
    expect(await closed).toBe(4400);
    await stillServing();
  });

  it("downloads dropped mid-file, and bodies over the limit (declared and chunked)", async () => {
    const name = `${crypto.randomBytes(16).toString("hex")}.png`;
    fs.mkdirSync(path.join(uploadDir, "covers"), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, "covers", name), Buffer.alloc(16 * 1024 * 1024, 7));
    for (let i = 0; i < 10; i++) await dropAfterFirstChunk("download", `${server.url}/uploads/covers/${name}`, {});
    const big = JSON.stringify({ query: "{ __typename }", variables: { x: "y".repeat(2 * 1024 * 1024) } });
    const { port } = new URL(server.url);
    // The server answers 413 from the declared length and closes the connection without reading the body
    // (Connection: close): a client still writing it may see the pipe closed before the answer, as below
    // for a chunked body. fetch turned that into a failed request once in CI ("write EPIPE").
    const declared = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/graphql", headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(big)) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", (e) => (String(e).includes("EPIPE") || String(e).includes("ECONNRESET") ? resolve(413) : reject(e)));
      req.end(big);
    });
    note("too large", declared);
    expect(declared).toBe(413);
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/graphql", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", (e) => (String(e).includes("EPIPE") || String(e).includes("ECONNRESET") ? resolve(413) : reject(e)));
      for (let i = 0; i < 32; i++) req.write("y".repeat(64 * 1024));
      req.end();
    });
    note("chunked too large", chunked);
    expect(chunked).toBe(413);
    await stillServing();
  });

  it("answered nothing with a 5xx, and counted no error that escaped a handler", async () => {
    expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(50);
    expect(await metric("fanfare_http_errors_total")).toBe(0);
    await stillServing();
  });
});

describe("with the production's trusted documents only (TRUSTED_DOCUMENTS=require) (issue 36)", () => {
  let strict: ChildServer;
  beforeAll(async () => {
    strict = await spawnServer(database.url, { graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0, trustedDocuments: "require" } });
  }, 120_000);
  afterAll(() => strict?.kill());

  it("a signed-up fan's own persisted WalletBalance over Server-Sent Events, dropped again and again, and deep variables on a persisted query: the same process answers", async () => {
    for (let i = 0; i < 10; i++) {
      await dropAfterFirstChunk("strict sse persisted", `${strict.url}/graphql`, {
        method: "POST",
        headers: { accept: "text/event-stream", "content-type": "application/json", authorization: `Bearer ${fanToken}` },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: persistedId("WalletBalance") } } }),
      });
    }
    const deep = await fetch(`${strict.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${persistedId("CliEventBySlug")}"}},"variables":{"slug":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}}`,
    });
    note("strict deep persisted", deep.status);
    expect(deep.status).toBe(400);
    expect(strict.process.exitCode).toBeNull();
    expect((await fetch(`${strict.url}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${strict.url}/metrics`)).text();
    expect(metrics).not.toMatch(/^fanfare_process_errors_total\{[^}]*\} [1-9]/m);
  });
});

