// A GraphQL fuzzer over the printed schema (schema/schema.graphql): for every Query and Mutation field
// it builds operations with random and edge-case arguments (wrong types, NUL, lone surrogates, huge
// strings and lists, negative and overflowing numbers, unknown enum values, real ids of the database,
// Relay ids of every type) and a selection of the result (unions spread, nested within the armor's
// limits), and sends them over real HTTP anonymously, as a signed-in fan and as staff. Seeded, so a
// failure replays. Every answer must be: not HTTP 5xx; JSON; and each error either a GraphQL
// validation error or a typed one (extensions.code) — never the masked "Unexpected error." (an
// exception escaped a resolver: a finding to fix) and never internals (stack, SQL, Prisma).
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { rootDir } from "../../server/src/config.ts";
import { createSession } from "../../server/src/modules/auth/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { rng } from "../helpers/rng.ts";

const SEED = 20261123;
/** Operations per root field and identity (anonymous, fan, staff): about 1,000 in all. */
const PER_FIELD = 4;
const CONCURRENCY = 6;

const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(rootDir, "schema", "schema.graphql"), "utf8"));

let s: TestServer;
let demoUserId: string;
/** Real values of the test database, so that some operations get past "not found". */
let realStrings: string[] = [];
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 10 });
  const db = s.app.deps.db;
  const demo = await db.user.findUniqueOrThrow({ where: { email: "demo@fanfare.test" } });
  demoUserId = demo.id;
  const ids = async (table: string, column = "id") =>
    (await db.$queryRawUnsafe<{ v: string }[]>(`select "${column}"::text as v from "${table}" order by 1 limit 3`)).map((r) => r.v);
  const tables = ["Event", "TicketType", "Seat", "Ticket", "Order", "OrderItem", "MerchProduct", "MerchVariant", "Address", "AudienceIdentity", "SavedCard", "SupportIssue", "Notice", "GiveawayCampaign", "Transfer", "User"];
  const raw = (await Promise.all(tables.map((t) => ids(t)))).flat();
  const slugs = (await Promise.all(["Event", "MerchProduct", "GiveawayCampaign"].map((t) => ids(t, "slug")))).flat();
  const orderNos = await ids("Order", "orderNo");
  const ticketNos = await ids("Ticket", "ticketNo");
  // Relay global ids of every object type, for real and made-up rows.
  const typeNames = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && !t.name.startsWith("__")).map((t) => t.name);
  const globalIds = typeNames.flatMap((t) => [Buffer.from(`${t}:${raw[0]}`).toString("base64"), Buffer.from(`${t}:nope`).toString("base64")]);
  realStrings = [...raw, ...slugs, ...orderNos, ...ticketNos, ...globalIds, demo.email];
}, 120_000);
afterAll(() => s?.stop());

/** Strings that break naive code. */
const EDGE_STRINGS = [
  "",
  " ",
  "a",
  "\u0000",
  "abc\u0000def",
  "%00",
  "\uD800",
  "x\uDFFFy",
  "\u202E\u0301",
  "😀".repeat(50),
  "x".repeat(10_000),
  "' OR 1=1; --",
  "\"; drop table \"User\"; --",
  "../../etc/passwd",
  "?c=%E0%A4%A",
  "FF1.T.x.1.1.dev1.a.b.c",
  "https://fanfare.test/#/ticket-stu-detail?c=%",
  "demo@fanfare.test",
  "not-an-email",
  "123456",
  "Fanfare#2026",
  "2026-13-45",
  "-1",
  "9".repeat(40),
  "__proto__",
  "NaN",
  "null",
  "{}",
  "eyJhbGciOiJub25lIn0",
];
const EDGE_INTS = [0, 1, -1, 2, 4, 10, 100, 2_147_483_647, -2_147_483_648, 999_999];
const WRONG_VALUES: unknown[] = [1.5, 1e308, -Infinity, "12", true, [], {}, [[[]]], 2 ** 40, "x".repeat(200)];

function fuzzer(random: () => number) {
  const chance = (p: number) => random() < p;
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const str = () => (chance(0.35) && realStrings.length ? pick(realStrings) : pick(EDGE_STRINGS));

  function scalar(name: string): unknown {
    switch (name) {
      case "Int":
        return chance(0.8) ? pick(EDGE_INTS) : Math.floor(random() * 2 ** 31) * (chance(0.5) ? -1 : 1);
      case "Float":
        return pick([0, -0.5, 1e6, 3.14]);
      case "Boolean":
        return chance(0.5);
      case "DateTime":
        return pick([new Date().toISOString(), "2026-02-30T25:61:00Z", "yesterday", "1970-01-01T00:00:00.000Z", "9999-12-31T23:59:59Z", 0]);
      case "JSON":
        return pick([{}, { a: [1, "\u0000"] }, [], "x", null, { __proto__: { polluted: true } }]);
      default:
        return str();
    }
  }

  function value(type: GraphQLInputType, depth: number): unknown {
    if (chance(0.04)) return pick(WRONG_VALUES); // a value of the wrong kind
    if (isNonNullType(type)) {
      if (chance(0.03)) return null;
      return value(type.ofType, depth);
    }
    if (chance(0.08)) return null;
    if (isListType(type)) {
      if (chance(0.1)) return [];
      if (chance(0.05)) {
        const one = value(type.ofType, depth + 1);
        return Array.from({ length: 300 }, () => one);
      }
      return Array.from({ length: 1 + Math.floor(random() * 3) }, () => value(type.ofType, depth + 1));
    }
    if (isEnumType(type)) return chance(0.9) ? pick(type.getValues()).value : "NOT_A_VALUE";
    if (isScalarType(type)) return scalar(type.name);
    if (isInputObjectType(type)) {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const f of Object.values(type.getFields())) {
        if (!isNonNullType(f.type) && chance(0.4)) continue;
        out[f.name] = value(f.type, depth + 1);
      }
      if (chance(0.04)) out.unknownField = "x";
      return out;
    }
    return null;
  }

  /** A selection of a result type: scalars, unions and interfaces spread, objects nested up to maxDepth. */
  function selection(type: GraphQLOutputType, depth: number, maxDepth: number): string {
    const named = getNamedType(type);
    if (isLeafType(named)) return "";
    if (isUnionType(named) || isInterfaceType(named)) {
      const members = isUnionType(named) ? named.getTypes() : schema.getPossibleTypes(named);
      const spreads = members.map((m) => `... on ${m.name} ${selection(m, depth, maxDepth) || "{ __typename }"}`);
      return `{ __typename ${spreads.join(" ")} }`;
    }
    if (!isObjectType(named)) return "";
    const parts = ["__typename"];
    for (const f of Object.values(named.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
      const inner = getNamedType(f.type);
      if (isLeafType(inner)) parts.push(f.name);
      else if (depth < maxDepth) {
        const sub = selection(f.type, depth + 1, maxDepth);
        if (sub) parts.push(`${f.name} ${sub}`);
      }
    }
    return `{ ${parts.join(" ")} }`;
  }

  /** A GraphQL literal of a value (for the operations that inline their arguments). */
  function literal(v: unknown): string {
    if (v === null || v === undefined) return "null";
    if (typeof v === "string") return JSON.stringify(v);
    if (typeof v === "number") return Number.isFinite(v) ? String(v) : "1e999";
    if (typeof v === "boolean") return String(v);
    if (Array.isArray(v)) return `[${v.map(literal).join(", ")}]`;
    return `{ ${Object.entries(v as object).map(([k, x]) => `${k}: ${literal(x)}`).join(", ")} }`;
  }

  return (field: GraphQLField<unknown, unknown>, root: "query" | "mutation" | "subscription") => {
    const variables: Record<string, unknown> = {};
    const defs: string[] = [];
    const args: string[] = [];
    const inline = chance(0.12);
    field.args.forEach((a, i) => {
      if (!isNonNullType(a.type) && chance(0.3)) return;
      const v = value(a.type, 0);
      if (inline) args.push(`${a.name}: ${literal(v)}`);
      else {
        defs.push(`$v${i}: ${String(a.type)}`);
        args.push(`${a.name}: $v${i}`);
        variables[`v${i}`] = v;
      }
    });
    const sel = selection(field.type, 0, chance(0.2) ? 4 : 2);
    const query = `${root} Fuzz${defs.length ? `(${defs.join(", ")})` : ""} { ${field.name}${args.length ? `(${args.join(", ")})` : ""} ${sel} }`;
    return { query, variables };
  };
}

/** Internals an answer must never show. */
const LEAK = /\bat \S+ \(|\.ts:\d+|node_modules|Prisma|prisma\.|invalid input syntax|violates|relation "|column "|syntax error at|ECONNREFUSED|TypeError|ReferenceError|RangeError|URIError|Cannot read prop/;

describe("fuzzing GraphQL over the printed schema", () => {
  it("never answers 5xx, an unmasked internal error, or a masked unexpected error", { timeout: 180_000 }, async () => {
    const next = fuzzer(rng(SEED));
    const staff = await createStaffToken(s, ["gate:scan", "entry:manage", "merch:logistics", "support:answer", "giveaway:draw", "notices:write"]);
    let fanToken = (await createSession(s.app.deps, demoUserId, { ip: "127.0.0.1", userAgent: "fuzz" })).token;
    const fields = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ f, root: "query" as const })),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ f, root: "mutation" as const })),
    ];
    type Who = "anonymous" | "fan" | "staff";
    const jobs: { f: GraphQLField<unknown, unknown>; root: "query" | "mutation"; who: Who; op: { query: string; variables: Record<string, unknown> } }[] = [];
    for (const { f, root } of fields) {
      for (const who of ["anonymous", "fan", "staff"] as const) for (let i = 0; i < PER_FIELD; i++) jobs.push({ f, root, who, op: next(f, root) });
    }

    const findings: string[] = [];
    const statuses = new Map<number, number>();
    let typed = 0;
    let validation = 0;
    let data = 0;
    const started = performance.now();
    for (let i = 0; i < jobs.length; i += CONCURRENCY) {
      await Promise.all(
        jobs.slice(i, i + CONCURRENCY).map(async ({ f, who, op }) => {
          const token = who === "fan" ? fanToken : who === "staff" ? staff : null;
          const where = `${who} ${f.name} ${op.query.slice(0, 160)} ${JSON.stringify(op.variables).slice(0, 200)}`;
          let res: Response;
          try {
            res = await fetch(`${s.url}/graphql`, {
              method: "POST",
              headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), "accept-language": "vi" },
              body: JSON.stringify(op),
              signal: AbortSignal.timeout(20_000),
            });
          } catch (e) {
            findings.push(`${where}: request failed: ${String(e)}`);
            return;
          }
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const text = await res.text();
          if (res.status >= 500) findings.push(`${where}: HTTP ${res.status} ${text.slice(0, 200)}`);
          if (LEAK.test(text)) findings.push(`${where}: leaks internals: ${text.slice(0, 300)}`);
          let body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
          try {
            body = JSON.parse(text);
          } catch {
            findings.push(`${where}: not JSON: ${text.slice(0, 100)}`);
            return;
          }
          if (body.data && Object.values(body.data as object).some((v) => v !== null)) data++;
          for (const e of body.errors ?? []) {
            if (e.message === "Unexpected error.") findings.push(`${where}: masked unexpected error`);
            else if (e.extensions?.code) typed++;
            else validation++;
          }
          // A fan who signed out (or changed a password) gets a new session for the next operations.
          if (who === "fan" && (f.name === "signOut" || body.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED"))) {
            fanToken = (await createSession(s.app.deps, demoUserId, { ip: "127.0.0.1", userAgent: "fuzz" })).token;
          }
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`graphql fuzz: ${jobs.length} operations in ${seconds.toFixed(1)} s; statuses ${JSON.stringify([...statuses])}; answered with data ${data}, typed errors ${typed}, validation errors ${validation}`);
    expect(findings).toEqual([]);
    // The fuzz reached the resolvers, not only the validator.
    expect(data).toBeGreaterThan(jobs.length / 8);
    expect(typed).toBeGreaterThan(0);
    expect(validation).toBeGreaterThan(0);
  });
});

/** One operation sent over one transport: what came back, as text, and the HTTP status (0 over graphql-ws). */
interface Answer {
  status: number;
  text: string;
}

/** A WebSocket speaking graphql-transport-ws, acknowledged, for one operation; closed by the caller. */
function openGraphqlWs(url: string, token: string | null): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    const timer = setTimeout(() => reject(new Error("no connection_ack")), 10_000);
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: token ? { authorization: `Bearer ${token}` } : {} })));
    socket.on("message", (m) => {
      if (JSON.parse(String(m)).type === "connection_ack") {
        clearTimeout(timer);
        resolve(socket);
      }
    });
  });
}

/** Sends a raw subscribe message and gathers what answers it until complete, error, a close, or `waitMs` of quiet after a first result. */
async function overGraphqlWs(url: string, token: string | null, payload: string): Promise<Answer> {
  const socket = await openGraphqlWs(url, token);
  const messages: string[] = [];
  await new Promise<void>((resolve) => {
    let quiet: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      resolve();
    };
    const deadline = setTimeout(done, 3_000);
    socket.on("message", (m) => {
      const text = String(m);
      messages.push(text);
      const type = (JSON.parse(text) as { type: string }).type;
      if (type === "complete" || type === "error") return done();
      clearTimeout(quiet);
      quiet = setTimeout(done, 100);
    });
    socket.once("close", (code, reason) => {
      messages.push(`close ${code} ${String(reason)}`);
      done();
    });
    socket.send(`{"id":"1","type":"subscribe","payload":${payload}}`);
  });
  socket.terminate();
  return { status: 0, text: messages.join("\n") };
}

/** POST with Accept: text/event-stream: the events until the stream completes, or the first result and a moment, then the connection is dropped. */
async function overSse(url: string, token: string | null, body: string): Promise<Answer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 3_000);
  try {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
      signal: abort.signal,
    });
    let text = "";
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
      if (/event: (next|complete)/.test(text) || !(res.headers.get("content-type") ?? "").includes("event-stream")) break;
    }
    abort.abort();
    return { status: res.status, text };
  } finally {
    clearTimeout(timer);
  }
}

/** GET /graphql?query=…&variables=…: queries only (Yoga refuses a mutation over GET with 405). */
async function overGet(url: string, token: string | null, op: { query: string; variables: Record<string, unknown> }): Promise<Answer> {
  const qs = new URLSearchParams({ query: op.query, variables: JSON.stringify(op.variables) });
  const res = await fetch(`${url}/graphql?${qs}`, { headers: { "x-graphql-yoga-csrf": "1", ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal: AbortSignal.timeout(20_000) });
  return { status: res.status, text: await res.text() };
}

/** Envelopes no schema describes: parameters of the wrong type, variables nested thousands deep, bodies over the limit. */
function hostileBodies(random: () => number): string[] {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const deep = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
  return Array.from({ length: 60 }, () =>
    pick([
      () => `{"query":${pick(["123", "true", "false", '{"x":1}', "[1]", "null", "1e999"])}}`,
      () => `{"query":"{ __typename }","operationName":${pick(["1", "{}", "[]", "true"])}}`,
      () => `{"query":"{ __typename }","variables":${pick(["1", '"x"', "[]", "true", deep(40 + Math.floor(random() * 5000))])}}`,
      () => `{"query":"query($x: JSON) { __typename }","variables":{"x":${deep(33 + Math.floor(random() * 8000))}}}`,
      () => `{"query":"{ events { __typename } }","variables":{"x":${"[".repeat(5000)}${"]".repeat(5000)}}}`,
      () => `{"query":"{ __typename }","extensions":${pick(["1", '"x"', deep(3000), '{"persistedQuery":{"version":1,"sha256Hash":{}}}', '{"persistedQuery":1}'])}}`,
      () => `{"query":"{ __typename }","variables":{"x":"${"y".repeat(1_100_000)}"}}`,
      () => pick(["{", "[", '{"query":', "\u0000", "", "null", "[]", "[{}]"]),
    ])(),
  );
}

describe("fuzzing every transport: HTTP GET and POST, JSON and Server-Sent Events, and graphql-ws (issue 36)", () => {
  it("never answers 5xx, a masked unexpected error or internals, on any transport; nothing escapes a handler", { timeout: 240_000 }, async () => {
    const random = rng(SEED + 36);
    const next = fuzzer(random);
    const fanToken = (await createSession(s.app.deps, demoUserId, { ip: "127.0.0.1", userAgent: "fuzz" })).token;
    const staff = await createStaffToken(s, ["events:read", "reports:read", "gate:scan", "entry:manage"]);
    const roots = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ f, root: "query" as const })),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ f, root: "mutation" as const })),
      ...Object.values(schema.getSubscriptionType()!.getFields()).map((f) => ({ f, root: "subscription" as const })),
    ];
    type Transport = "get" | "post" | "sse" | "ws";
    const jobs: { what: string; send: () => Promise<Answer> }[] = [];
    for (const { f, root } of roots) {
      for (const who of ["anonymous", "fan", "staff"] as const) {
        const token = who === "fan" ? fanToken : who === "staff" ? staff : null;
        const transports: Transport[] = root === "subscription" ? ["sse", "ws"] : root === "query" ? ["get", "sse", "ws"] : ["sse", "ws"];
        for (const transport of transports) {
          const op = next(f, root);
          const body = JSON.stringify(op);
          const what = `${transport} ${who} ${f.name} ${op.query.slice(0, 120)} ${JSON.stringify(op.variables).slice(0, 160)}`;
          const send = transport === "get" ? () => overGet(s.url, token, op) : transport === "sse" ? () => overSse(s.url, token, body) : () => overGraphqlWs(s.url, token, body);
          jobs.push({ what, send });
        }
      }
    }
    for (const body of hostileBodies(random)) {
      jobs.push({ what: `post ${body.slice(0, 80)}`, send: async () => postRaw(body) });
      jobs.push({ what: `sse ${body.slice(0, 80)}`, send: () => overSse(s.url, null, body) });
      // graphql-ws frames over WS_MAX_PAYLOAD_BYTES are closed with 1009; smaller ones reach the server's checks.
      if (body.length < 60_000 && body.startsWith("{")) jobs.push({ what: `ws ${body.slice(0, 80)}`, send: () => overGraphqlWs(s.url, null, body) });
    }
    async function postRaw(body: string): Promise<Answer> {
      const res = await fetch(`${s.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(20_000) });
      return { status: res.status, text: await res.text() };
    }

    const findings: string[] = [];
    const statuses = new Map<number, number>();
    let withData = 0;
    const started = performance.now();
    for (let i = 0; i < jobs.length; i += CONCURRENCY) {
      await Promise.all(
        jobs.slice(i, i + CONCURRENCY).map(async ({ what, send }) => {
          let answer: Answer;
          try {
            answer = await send();
          } catch (e) {
            findings.push(`${what}: request failed: ${String(e)}`);
            return;
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) findings.push(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
          if (LEAK.test(answer.text)) findings.push(`${what}: leaks internals: ${answer.text.slice(0, 300)}`);
          if (answer.text.includes("Unexpected error.")) findings.push(`${what}: masked unexpected error: ${answer.text.slice(0, 300)}`);
          if (/close 10(11|06)/.test(answer.text)) findings.push(`${what}: graphql-ws closed as a server error: ${answer.text.slice(-200)}`);
          if (/"data":\{"\w+":[^n]/.test(answer.text)) withData++;
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`transport fuzz: ${jobs.length} operations in ${seconds.toFixed(1)} s; statuses ${JSON.stringify([...statuses])} (0: graphql-ws); answered with data ${withData}`);
    expect(findings).toEqual([]);
    // The operations reached the resolvers over every transport, not only the checks in front of them.
    expect(withData).toBeGreaterThan(jobs.length / 10);
    const metrics = await (await fetch(`${s.url}/metrics`)).text();
    expect(metrics).not.toMatch(/^fanfare_process_errors_total\{[^}]*\} [1-9]/m);
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
  });
});

describe("what the fuzzer found", () => {
  const fan = async () => (await createSession(s.app.deps, demoUserId, { ip: "127.0.0.1", userAgent: "fuzz" })).token;

  it("a NUL character or a lone surrogate in any string is refused with a validation message, not an exception", async () => {
    const token = await fan();
    for (const bad of ["abc\u0000def", "\ud800", "x\udfffy"]) {
      const viaVariable = await s.gqlRaw(`query($slug: String!) { event(slug: $slug) { id } }`, { slug: bad }, { lang: "vi" });
      expect(viaVariable.errors).toEqual([expect.objectContaining({ message: "Văn bản này chứa ký tự không thể lưu", extensions: { code: "VALIDATION" } })]);
      // In a literal: a NUL escape parses; a lone surrogate escape is already a syntax error of GraphQL.
      const inline = await s.gqlRaw(`mutation { setDefaultAddress(id: ${JSON.stringify(bad)}) { __typename } }`, {}, { token });
      expect(inline.errors?.[0]?.extensions?.code).toBe(bad.includes("\u0000") ? "VALIDATION" : "GRAPHQL_PARSE_FAILED");
      const nested = await s.gqlRaw(`mutation($input: AddressInput!) { addAddress(input: $input) { __typename } }`, {
        input: { recipient: bad, phone: "+852 9123 4567", line1: "1 Road", city: "HK", country: "HK" },
      }, { token });
      expect(nested.errors?.[0]?.extensions?.code).toBe("VALIDATION");
    }
    // Nothing was stored.
    expect(await s.app.deps.db.address.count({ where: { userId: demoUserId, line1: "1 Road" } })).toBe(0);
  });

  it("a public read asked as a stream (Accept: text/event-stream) is answered as one, not with the read cache's HTTP 500 (issue 36)", async () => {
    for (let i = 0; i < 2; i++) {
      const r = await overSse(s.url, null, JSON.stringify({ query: "{ countries { code } }" }));
      expect(r.status).toBe(200);
      expect(r.text).toMatch(/event: next\ndata: \{"data":\{"countries":\[/);
    }
    // The JSON answer to the same body is still the cache's.
    const json = await s.gqlRaw(`{ countries { code } }`);
    expect((json.data as { countries: unknown[] }).countries.length).toBeGreaterThan(0);
  });

  it("qrCode with an id that names no ticket answers an inactive pass instead of an unexpected error", async () => {
    const token = await fan();
    for (const id of ["garbage", Buffer.from("Event:x").toString("base64"), "%%%"]) {
      const r = await s.gqlRaw(`query($id: String!) { qrCode(kind: TICKET, id: $id) { active code } }`, { id }, { token });
      expect(r).toEqual({ data: { qrCode: { active: false, code: null } } });
    }
  });

  it("publicTicketStatus of a link with a broken percent escape answers INVALID", async () => {
    const r = await s.gqlRaw(`query($c: String!) { publicTicketStatus(code: $c) { status } }`, { c: "https://fanfare.test/#/ticket-stu-detail?c=%E0%A4%A" });
    expect(r).toEqual({ data: { publicTicketStatus: { status: "INVALID" } } });
  });
});
