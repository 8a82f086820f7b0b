// A plain POST /graphql goes straight to Yoga (server/src/app/graphql-direct.ts), past the routes'
// middleware: it must be answered exactly as the routes answer it (the same status, body and headers:
// security headers, CORS for an allow-listed Origin and none for another, the request id), keep the
// per-IP limit, and leave every other request to the routes (a stream, a body over the limit, a public
// read the shortcut keeps). Each request is sent twice: to /graphql, and to /graphql?via=routes (a query string,
// so the routes answer it), and the access line says which way it went.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { newIp } from "../helpers/accounts.ts";
import { currentRequestId } from "../../server/src/platform/logger.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";

const PARTNER = "https://partner.example";
const PER_IP = 6;
let s: TestServer;
let fan: Fan;
let eventSlug: string;
beforeAll(async () => {
  const base = loadConfig();
  s = await startTestServer({
    trustProxy: true,
    http: { ...base.http, corsOrigins: [PARTNER], maxBodyBytes: 4096 },
    graphql: { ...base.graphql, rateLimitPerIp: PER_IP, rateLimitWindowSeconds: 60 },
  });
  [fan] = await createFans(s.app.deps, 1);
  eventSlug = (await createOnSaleEvent(s.app.deps, { standing: 5, rows: ["A"], perRow: 2 })).slug;
});
afterAll(() => s?.stop());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  direct: boolean;
  /** The request id of the access line. */
  loggedAs: string | undefined;
}

/** POST to `path` (/graphql: the direct way when it qualifies; with a query string: the routes), with the access line's way. */
async function post(path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  // The access line, with the request id the logger would give it (its request's scope).
  const lines: { fields: { path?: string; direct?: boolean }; reqId: string | undefined }[] = [];
  const original = s.app.deps.log.info.bind(s.app.deps.log);
  const info = vi.spyOn(s.app.deps.log, "info").mockImplementation((msg, fields) => {
    if (msg === "request") lines.push({ fields: fields as (typeof lines)[number]["fields"], reqId: currentRequestId() });
    return original(msg, fields);
  });
  try {
    const res = await fetch(`${s.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    const text = await res.text();
    const line = lines.find((l) => l.fields.path === "/graphql");
    const all: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (name !== "date") all[name] = value;
    });
    return { status: res.status, headers: all, body: text, direct: line?.fields.direct === true, loggedAs: line?.reqId };
  } finally {
    info.mockRestore();
  }
}

/** The same request both ways, from one new client IP each (each its own per-IP budget). */
async function bothWays(body: unknown, headers: Record<string, string> = {}): Promise<{ direct: Answer; routed: Answer }> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const id = `test-${crypto.randomUUID()}`;
  const direct = await post("/graphql", text, { "x-forwarded-for": newIp(), "x-request-id": id, ...headers });
  const routed = await post("/graphql?via=routes", text, { "x-forwarded-for": newIp(), "x-request-id": id, ...headers });
  return { direct, routed };
}

/**
 * An answer without the JSON parser's own words: outside production an invalid body's error carries the
 * parser's message (extensions.originalError), which says a little more through a web Request's parser.
 */
function withoutParserDetail(a: Answer): Omit<Answer, "body"> & { body: unknown } {
  const body = JSON.parse(a.body) as { errors?: { extensions?: { originalError?: unknown } }[] };
  if (!body.errors?.some((e) => e.extensions?.originalError)) return a;
  for (const e of body.errors) delete e.extensions?.originalError;
  const { "content-length": _length, ...headers } = a.headers;
  return { ...a, body, headers };
}

const secure = (quantity: number) => ({
  query: `mutation DirectSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code message } } }`,
  variables: { input: { eventSlug, agreedToTerms: true, lines: [{ ticketTypeId: "nope", quantity }] } },
});

describe("POST /graphql straight to Yoga", () => {
  it("answers a fan's operation as the routes do, from no Origin, an allow-listed one and another", async () => {
    for (const origin of [undefined, PARTNER, "https://evil.example"]) {
      const headers = { authorization: `Bearer ${fan.token}`, "accept-language": "vi", ...(origin ? { origin } : {}) };
      const { direct, routed } = await bothWays(secure(0), headers);
      expect(direct.direct).toBe(true);
      expect(routed.direct).toBe(false);
      expect(direct.status).toBe(200);
      expect(JSON.parse(direct.body).data.secureTickets.__typename).not.toBe("TicketsSecured");
      expect(direct).toEqual({ ...routed, direct: true });
      expect(direct.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(direct.headers["x-request-id"]).toMatch(/^test-/);
      expect(direct.loggedAs).toBe(direct.headers["x-request-id"]);
      if (origin === PARTNER) expect(direct.headers["access-control-allow-origin"]).toBe(PARTNER);
      else expect(direct.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("answers a malformed body, a missing query and an anonymous mutation as the routes do", async () => {
    for (const body of ["{not json", JSON.stringify({ variables: {} }), JSON.stringify(secure(1))]) {
      const { direct, routed } = await bothWays(body);
      expect(direct.direct).toBe(true);
      expect(withoutParserDetail(direct)).toEqual({ ...withoutParserDetail(routed), direct: true });
    }
  });

  it("keeps the per-IP limit: the request over it gets the routes' 429", async () => {
    const ip = newIp();
    const answers: Answer[] = [];
    for (let i = 0; i < PER_IP + 1; i++) answers.push(await post("/graphql", JSON.stringify(secure(0)), { "x-forwarded-for": ip, authorization: `Bearer ${fan.token}` }));
    expect(answers.slice(0, PER_IP).map((a) => [a.status, a.direct])).toEqual(Array.from({ length: PER_IP }, () => [200, true]));
    const over = answers[PER_IP];
    expect([over.status, over.direct]).toEqual([429, false]);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("leaves to the routes a stream, a body over the limit, a body without its length and a public read the shortcut keeps", async () => {
    const stream = await post("/graphql", JSON.stringify({ query: "{ __typename }" }), { "x-forwarded-for": newIp(), accept: "text/event-stream" });
    expect([stream.status, stream.direct, stream.headers["content-type"]]).toEqual([200, false, "text/event-stream"]);
    const large = await post("/graphql", JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(5000) } }), { "x-forwarded-for": newIp() });
    expect([large.status, large.direct]).toEqual([413, false]);
    const chunked = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newIp() },
      body: new Blob([JSON.stringify(secure(0))]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(200);
    const read = await post("/graphql", JSON.stringify({ query: `query DirectEvent { event(slug: "${eventSlug}") { title } }` }), { "x-forwarded-for": newIp() });
    expect([read.status, read.direct]).toEqual([200, false]);
    // The same read signed in answers the fan's own copy, and takes the direct way (nothing to keep).
    const own = await post("/graphql", JSON.stringify({ query: `query DirectMe { me { email } }` }), { "x-forwarded-for": newIp(), authorization: `Bearer ${fan.token}` });
    expect([own.status, own.direct, JSON.parse(own.body).data.me.email]).toEqual([200, true, fan.email]);
  });
});
