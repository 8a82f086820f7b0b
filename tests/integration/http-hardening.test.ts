// GraphQL and HTTP hardening over real HTTP, with production-like options: security headers and request
// ids, CORS from the allow-list, CSRF prevention, the body limit, depth / alias / list limits,
// introspection for operators only, rate limits per IP and per account, WebSocket limits, /metrics.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { loadConfig } from "../../server/src/config.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { newIp, signUp } from "../helpers/accounts.ts";
import { waitFor } from "../helpers/wait.ts";

const PARTNER = "https://partner.example";
let s: TestServer;
beforeAll(async () => {
  const base = loadConfig();
  s = await startTestServer({
    trustProxy: true,
    http: { ...base.http, corsOrigins: [PARTNER] },
    graphql: {
      ...base.graphql,
      introspection: "operators",
      graphiql: false,
      rateLimitPerIp: 8,
      rateLimitPerAccount: 5,
      rateLimitWindowSeconds: 60,
      maxListSize: 5,
      wsMaxConnectionsPerIp: 2,
      wsMaxSubscriptionsPerConnection: 2,
      wsMaxPayloadBytes: 4096,
    },
  });
});
afterAll(() => s?.stop());

/** POST /graphql from a client IP of its own (each test its own budget). */
async function post(body: unknown, headers: Record<string, string> = {}, ip = newIp()) {
  return fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("headers", () => {
  it("puts the security headers and a request id on every response", async () => {
    for (const res of [await post({ query: "{ __typename }" }), await fetch(`${s.url}/healthz`), await fetch(`${s.url}/nowhere`)]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("microphone=()");
      // http://localhost: no HSTS (it is sent when PUBLIC_URL is https).
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("echoes a sane X-Request-Id and replaces one that is not", async () => {
    const sane = await post({ query: "{ __typename }" }, { "x-request-id": "req-1234abcd" });
    expect(sane.headers.get("x-request-id")).toBe("req-1234abcd");
    const insane = await post({ query: "{ __typename }" }, { "x-request-id": "<script>alert(1)</script>" });
    expect(insane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends HSTS when the public address is https", async () => {
    const base = loadConfig();
    const https = await startTestServer({ publicUrl: "https://fanfare.example", http: base.http });
    try {
      const res = await fetch(`${https.url}/healthz`);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(res.headers.get("content-security-policy")).toContain("connect-src 'self' wss://fanfare.example");
    } finally {
      await https.stop();
    }
  });
});

describe("CORS and CSRF", () => {
  it("answers an allow-listed origin's preflight, and not another's; never with credentials", async () => {
    const preflight = (origin: string) =>
      fetch(`${s.url}/graphql`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type,authorization" },
      });
    const ok = await preflight(PARTNER);
    expect(ok.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(ok.headers.get("access-control-allow-credentials")).toBeNull();
    const evil = await preflight("https://evil.example");
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    const actual = await post({ query: "{ __typename }" }, { origin: "https://evil.example" });
    expect(actual.headers.get("access-control-allow-origin")).toBeNull();
    expect(actual.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("refuses a GET or form-encoded operation without a preflight-forcing header (Yoga CSRF prevention)", async () => {
    const get = await fetch(`${s.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, { headers: { "x-forwarded-for": newIp() } });
    expect(get.status).toBe(403);
    const form = await post("query=%7B__typename%7D", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(403);
    const withHeader = await fetch(`${s.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { "x-graphql-yoga-csrf": "1", "x-forwarded-for": newIp() },
    });
    expect(withHeader.status).toBe(200);
    expect((await withHeader.json()).data).toEqual({ __typename: "Query" });
  });
});

describe("limits", () => {
  it("refuses a body over 1 MB with 413", async () => {
    const res = await post({ query: "{ __typename }", variables: { pad: "x".repeat(1024 * 1024 + 10) } });
    expect(res.status).toBe(413);
  });

  it("refuses a body over 1 MB sent without a length (chunked) with 413, and answers one under it", async () => {
    // A body whose length is not declared is counted as it is read (the declared length is judged from the header).
    const chunked = (size: number) =>
      fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": newIp() },
        body: new Blob([JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(size) } })]).stream(),
        duplex: "half",
      } as RequestInit);
    expect((await chunked(1024 * 1024 + 10)).status).toBe(413);
    const small = await chunked(10);
    expect(small.status).toBe(200);
    expect((await small.json()).data).toEqual({ __typename: "Query" });
  });

  it("refuses a query deeper than 10 and one with more than 15 aliases", async () => {
    // The schema has no cycle 11 deep; depth is checked on the document itself, so unknown fields do.
    const nested = (depth: number) => `{ ${"f { ".repeat(depth - 1)}g${" }".repeat(depth - 1)} }`;
    const ten = JSON.stringify((await (await post({ query: nested(10) })).json()).errors);
    expect(ten).not.toMatch(/depth/i);
    const eleven = JSON.stringify((await (await post({ query: nested(11) })).json()).errors);
    expect(eleven).toMatch(/depth limit of 10/i);

    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: countries { code }`).join(" ")} }`;
    expect((await (await post({ query: aliases(15) })).json()).errors).toBeUndefined();
    const tooMany = await (await post({ query: aliases(16) })).json();
    expect(JSON.stringify(tooMany.errors)).toMatch(/Aliases limit of 15/);
  });

  it("refuses variables with a list longer than the limit", async () => {
    const q = `query($k: [ID!]!) { nodes(ids: $k) { id } }`;
    // Five ids are looked at (they are no ids of ours, so each is "invalid", but the list itself passes).
    const ok = await post({ query: q, variables: { k: ["a", "b", "c", "d", "e"] } });
    expect(ok.status).toBe(200);
    expect(JSON.stringify(await ok.json())).not.toContain("LIST_TOO_LONG");
    const res = await post({ query: q, variables: { k: ["a", "b", "c", "d", "e", "f"] } });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe("LIST_TOO_LONG");
  });
});

describe("introspection in production", () => {
  const INTROSPECT = "{ __schema { queryType { name } } }";

  it("is refused to anonymous callers and signed-in fans", async () => {
    const anon = await post({ query: INTROSPECT });
    const body = await anon.json();
    expect(body.data?.__schema).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe("INTROSPECTION_DISABLED");
    const typeQuery = await (await post({ query: `{ __type(name: "User") { name } }` })).json();
    expect(typeQuery.errors[0].extensions.code).toBe("INTROSPECTION_DISABLED");
    const fan = await signUp(s);
    const asFan = await (await post({ query: INTROSPECT }, { authorization: `Bearer ${fan.token}` })).json();
    expect(asFan.errors[0].extensions.code).toBe("INTROSPECTION_DISABLED");
    // __typename is not introspection.
    expect((await (await post({ query: "{ __typename }" })).json()).data).toEqual({ __typename: "Query" });
  });

  it("is answered for an operator's staff token", async () => {
    const token = await createStaffToken(s, ["gate:scan"]);
    const res = await (await post({ query: INTROSPECT }, { authorization: `Bearer ${token}` })).json();
    expect(res.errors).toBeUndefined();
    expect(res.data.__schema.queryType.name).toBe("Query");
  });
});

describe("rate limits on /graphql", () => {
  it("answers 429 with Retry-After once an IP has used its budget, in the caller's language", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post({ query: "{ __typename }" }, {}, ip)).status);
    expect(statuses.every((st) => st === 200)).toBe(true);
    const limited = await post({ query: "{ __typename }" }, { "accept-language": "vi" }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await limited.json();
    expect(body.errors[0].extensions.code).toBe("RATE_LIMITED");
    expect(body.errors[0].message).not.toBe("Too many users, please try again later");
    // Another IP is not affected.
    expect((await post({ query: "{ __typename }" })).status).toBe(200);
  });

  it("limits one account across IPs", async () => {
    const fan = await signUp(s);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post({ query: "{ me { id } }" }, { authorization: `Bearer ${fan.token}` }, newIp())).status);
    expect(statuses.slice(0, 5).every((st) => st === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("WebSocket limits", () => {
  const wsUrl = () => s.url.replace("http", "ws") + "/graphql";
  function open(headers: Record<string, string>): Promise<{ ws: WebSocket; status: number }> {
    return new Promise((resolve) => {
      const ws = new WebSocket(wsUrl(), "graphql-transport-ws", { headers });
      ws.once("open", () => resolve({ ws, status: 101 }));
      ws.once("unexpected-response", (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
    });
  }

  it("refuses a foreign Origin and more connections per IP than allowed", async () => {
    expect((await open({ origin: "https://evil.example", "x-forwarded-for": newIp() })).status).toBe(403);
    const ip = newIp();
    const a = await open({ "x-forwarded-for": ip });
    const b = await open({ "x-forwarded-for": ip, origin: PARTNER });
    expect([a.status, b.status]).toEqual([101, 101]);
    const c = await open({ "x-forwarded-for": ip });
    expect(c.status).toBe(429);
    a.ws.close();
    await new Promise((r) => a.ws.once("close", r));
    // The server counts the connection out when its side of the socket closes, a moment after ours.
    let d = await open({ "x-forwarded-for": ip });
    await waitFor(async () => d.status === 101 || (d = await open({ "x-forwarded-for": ip })).status === 101, "a freed connection slot");
    expect(d.status).toBe(101);
    b.ws.close();
    d.ws.close();
  });

  it("closes a connection that sends a frame over the size limit", async () => {
    const { ws } = await open({ "x-forwarded-for": newIp() });
    const code = await new Promise<number>((resolve) => {
      ws.once("close", (c) => resolve(c));
      ws.send(JSON.stringify({ type: "connection_init", payload: { pad: "x".repeat(8192) } }));
    });
    expect(code).toBe(1009);
  });

  it("allows only so many subscriptions on one connection", async () => {
    const client = createClient({ url: wsUrl(), webSocketImpl: WebSocket, lazy: true });
    const results: string[] = [];
    const subscribe = () =>
      new Promise<void>((resolve) => {
        client.subscribe(
          { query: "subscription { serverTime }" },
          {
            next: () => (results.push("next"), resolve()),
            error: (e) => (results.push(JSON.stringify(e)), resolve()),
            complete: () => resolve(),
          },
        );
      });
    await Promise.all([subscribe(), subscribe(), subscribe()]);
    expect(results.filter((r) => r.includes("TOO_MANY_SUBSCRIPTIONS"))).toHaveLength(1);
    await client.dispose();
  });
});

describe("/metrics", () => {
  it("serves Prometheus text with requests, errors, GraphQL operations, holds, payments, subscriptions and pool waits", async () => {
    await post({ query: "query Named { __typename }" });
    await post({ query: "{ nope }" });
    const res = await fetch(`${s.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of [
      "fanfare_http_requests_total",
      "fanfare_http_errors_total",
      "fanfare_http_request_duration_seconds_bucket",
      "graphql_envelop_request_duration_bucket",
      "graphql_envelop_error_result",
      "fanfare_onsale_holds_active",
      "fanfare_payments_total",
      "fanfare_graphql_subscriptions_active",
      "fanfare_ws_connections",
      "fanfare_db_pool_wait_seconds_bucket",
      "fanfare_db_pool_waiting",
      "fanfare_rate_limited_total",
    ]) {
      expect(text, name).toContain(name);
    }
    expect(text).toMatch(/fanfare_http_requests_total\{method="POST",route="\/graphql",status="200"\} \d+/);
    expect(text).toMatch(/graphql_envelop_request_duration_count\{[^}]*operationName="Named"/);
    // Not the app's HTML.
    expect(text).not.toContain("<!doctype html>");
  });
});
