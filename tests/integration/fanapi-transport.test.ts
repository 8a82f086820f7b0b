// The /fanapih5 transport through real HTTP: signature checks, envelopes and codes, body limits,
// languages, rate limiting, maintenance mode, reference data, notices and the OpenAPI description.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newIp, uniqueEmail } from "../helpers/accounts.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { graphql } from "../gql/index.ts";
import { createFanapiRoutes, fanapiEndpoints } from "../../server/src/rest/routes.ts";
import { toOpenApiPath } from "../../server/src/rest/openapi.ts";
import { createNonce, signRequest } from "../../server/src/rest/signing.ts";
import { getMaintenance, MAINTENANCE_CACHE_MS, setMaintenance } from "../../server/src/modules/system/index.ts";
import { fanapiClient, expectNoLeak, SIGNING_KEY } from "./fanapi-support.ts";

const HEALTH = graphql(`query TransportHealth { health { ok } }`);

/** What the contract test reads of an OpenAPI operation. */
interface OpenApiOperation {
  responses: Record<string, { content: Record<string, { schema: { required: string[] } }> }>;
  parameters: { $ref?: string; name?: string }[];
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const PASSWORD = "Secret#2026";

/** The endpoints the contract's table lists, exactly. */
const CONTRACT = [
  "POST /userInfo/loginByEmail",
  "GET /userInfo/getUserInfoByEmail",
  "GET /userInfo/getUserInfo/{id}",
  "POST /emailMessage/emailCodeSend",
  "POST /emailMessage/emailCodeCheck",
  "POST /userInfo/regByEmail",
  "POST /userInfo/updateUserInfo",
  "POST /userInfo/updatePasswordByEmailCode",
  "POST /userInfo/updatePayPassword",
  "GET /userInfo/logout",
  "POST /userInfo/getUpdUserEmailCode",
  "POST /userInfo/getNewUserEmailCode",
  "POST /userInfo/updUserEmail",
  "POST /phoneMessage/phoneCodeSend",
  "POST /phoneMessage/phoneCodeCheck",
  "POST /userInfo/updateUserPhone",
  "POST /userInfo/updatePasswordByOldPwd",
  "POST /userInfo/updatePayPasswordByEmailCode",
  "POST /userInfo/updatePayPasswordByOldPwd",
  "GET /country/countryList",
  "GET /basic/config_area",
  "GET /notify",
  "GET /basic/getAreaList",
];

async function rawFetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`${s.url}/fanapih5${path}`, { ...init, headers: { "x-forwarded-for": newIp(), ...init.headers } });
  const text = await res.text();
  expectNoLeak(text);
  return { status: res.status, body: JSON.parse(text) };
}

async function signedUp() {
  const c = fanapiClient(s);
  const email = uniqueEmail("tr");
  await c.call("POST /emailMessage/emailCodeSend", { email, type: "register" });
  const mail = await (await fetch(`${s.url}/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const code = /\b(\d{6})\b/.exec(mail[0].text)![1];
  const r = await c.call("POST /userInfo/regByEmail", { email, code, password: PASSWORD, nickname: "Signed Fan" });
  c.useSession(r.body.data);
  return { c, user: r.body.data };
}

describe("the signature", () => {
  it("refuses a missing or wrong signature with HTTP 401 and the envelope, in the request's language", async () => {
    const c = fanapiClient(s);
    const p = c.prepare("GET", "/basic/getAreaList");
    const { signature: _dropped, ...unsigned } = p.headers;
    const missing = await rawFetch("/basic/getAreaList", { headers: unsigned });
    expect(missing).toEqual({ status: 401, body: { code: 401, msg: "Invalid request signature", data: null } });

    const otherKey = fanapiClient(s, { lang: "th-TH" });
    const q = otherKey.prepare("GET", "/basic/getAreaList");
    const wrong = await rawFetch("/basic/getAreaList", { headers: { ...q.headers, signature: signRequest("another-key", q.headers) } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(401);
    expect(wrong.body.msg).toBe("ลายเซ็นคำขอไม่ถูกต้อง");
  });

  it("refuses tampering with any signed field, and the tampered request changes nothing", async () => {
    const { c, user } = await signedUp();
    const sign = () => c.prepare("POST", "/userInfo/updateUserInfo", { body: { nickname: "Signed Name" } });
    const tamper: [string, (p: ReturnType<typeof sign>) => ReturnType<typeof sign>][] = [
      ["body field", (p) => ({ ...p, body: JSON.stringify({ nickname: "Tampered" }) })],
      ["added body field", (p) => ({ ...p, body: JSON.stringify({ nickname: "Signed Name", avatar: "https://x.test/a.png" }) })],
      ["platform", (p) => ({ ...p, headers: { ...p.headers, platform: "IOS" } })],
      ["timestamp", (p) => ({ ...p, headers: { ...p.headers, timestamp: String(Number(p.headers.timestamp) - 1000) } })],
      ["nonce", (p) => ({ ...p, headers: { ...p.headers, nonce: createNonce() } })],
      ["uuid", (p) => ({ ...p, headers: { ...p.headers, uuid: "someone-else" } })],
      ["token", (p) => ({ ...p, headers: { ...p.headers, token: p.headers.token + "x" } })],
      ["signature", (p) => ({ ...p, headers: { ...p.headers, signature: p.headers.signature.slice(0, -2) + "AA" } })],
    ];
    for (const [what, change] of tamper) {
      const p = change(sign());
      const res = await fetch(p.url, { method: "POST", headers: p.headers, body: p.body });
      expect(res.status, what).toBe(401);
      expect((await res.json()).code, what).toBe(401);
    }
    const me = await c.call("GET /userInfo/getUserInfo/{id}", { id: user.id });
    expect(me.body.data.nickname).toBe("Signed Fan");
    expect(me.body.data.avatar).toBeNull();
  });

  it("refuses a stale or future timestamp (±300 s) and a malformed one", async () => {
    for (const offset of [-301_000, 301_000, -3_600_000]) {
      const c = fanapiClient(s, { now: () => Date.now() + offset });
      const r = await c.call("GET /basic/getAreaList", {});
      expect(r.status, String(offset)).toBe(401);
    }
    const ok = fanapiClient(s, { now: () => Date.now() - 290_000 });
    expect((await ok.call("GET /basic/getAreaList", {})).status).toBe(200);
    const c = fanapiClient(s);
    for (const timestamp of ["", "abc", "1.5e12", String(Date.now()) + "0"]) {
      expect((await c.request("GET", "/basic/getAreaList", { timestamp })).status, timestamp).toBe(401);
    }
  });

  it("refuses short, long and non-alphanumeric nonces, and replays", async () => {
    const c = fanapiClient(s);
    for (const nonce of ["a1B2c3D4e5F6g7H", "a1B2c3D4e5F6g7H8X", "a1B2c3D4e5F6g7H-", "a1B2c3D4e5F6g7Hé"]) {
      expect((await c.request("GET", "/basic/getAreaList", { nonce })).status, nonce).toBe(401);
    }
    const email = uniqueEmail("replay");
    const p = c.prepare("POST", "/emailMessage/emailCodeSend", { body: { email, type: "register" } });
    const first = await fetch(p.url, { method: "POST", headers: p.headers, body: p.body });
    expect((await first.json()).code).toBe(200);
    const replay = await fetch(p.url, { method: "POST", headers: p.headers, body: p.body });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 401, data: null });
    const mail = await (await fetch(`${s.url}/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
    expect(mail).toHaveLength(1);
  });

  it("refuses a body field named like a common parameter", async () => {
    const c = fanapiClient(s);
    const p = c.prepare("POST", "/userInfo/loginByEmail", { body: { email: "a@b.co", password: "x" } });
    const body = JSON.stringify({ email: "a@b.co", password: "x", Token: "smuggled" });
    const res = await fetch(p.url, { method: "POST", headers: p.headers, body });
    expect(res.status).toBe(401);
  });
});

describe("malformed requests", () => {
  it("answers HTTP 400 for a body that is not a JSON object", async () => {
    const c = fanapiClient(s, { lang: "vi" });
    for (const rawBody of ["{not json", "[1,2]", "null", '"text"', "42"]) {
      const r = await c.request("POST", "/userInfo/loginByEmail", { body: {}, rawBody });
      expect(r.status, rawBody).toBe(400);
      expect(r.body, rawBody).toEqual({ code: 400, msg: "Nội dung yêu cầu không phải JSON hợp lệ", data: null });
    }
  });

  it("limits the body size (HTTP 400, code 413), declared or streamed, and changes nothing", async () => {
    const { c, user } = await signedUp();
    const big = "x".repeat(s.app.deps.config.fanapi.maxBodyBytes + 1);
    const r = await c.request("POST", "/userInfo/updateUserInfo", { body: { nickname: big } });
    expect(r).toEqual({ status: 400, body: { code: 413, msg: "The request body is too large", data: null } });

    // Chunked, with no Content-Length: refused once the limit is passed, not after reading it all.
    const p = c.prepare("POST", "/userInfo/updateUserInfo", { body: { nickname: "Streamed" } });
    const chunk = new TextEncoder().encode(" ".repeat(50_000));
    let sent = 0;
    const stream = new ReadableStream({
      pull(ctrl) {
        if (sent++ < 200) ctrl.enqueue(chunk);
        else ctrl.close();
      },
    });
    const res = await fetch(p.url, { method: "POST", headers: p.headers, body: stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(413);
    expect((await c.call("GET /userInfo/getUserInfo/{id}", { id: user.id })).body.data.nickname).toBe("Signed Fan");
  });

  it("answers wrong types and missing fields with code 400, and registers nobody", async () => {
    const c = fanapiClient(s);
    const email = uniqueEmail("types");
    const cases: Record<string, unknown>[] = [
      { email: 123, password: PASSWORD },
      { email: { a: 1 }, password: PASSWORD },
      { email, password: [PASSWORD] },
      { email, password: true },
      { password: PASSWORD },
      {},
    ];
    for (const body of cases) {
      const r = await c.request("POST", "/userInfo/loginByEmail", { body });
      expect(r.status, JSON.stringify(body)).toBe(200);
      expect(r.body.code, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toMatch(/parameter: (email|password)/);
    }
    const reg = await c.request("POST", "/userInfo/regByEmail", { body: { email, code: 123456, password: PASSWORD } });
    expect(reg.body).toMatchObject({ code: 400, msg: "Missing parameter: nickname" });
    expect((await c.request("POST", "/emailMessage/emailCodeSend", { body: { email, type: "bogus" } })).body).toMatchObject({
      code: 400,
      msg: "Invalid parameter: type",
    });
    expect((await c.call("GET /userInfo/getUserInfoByEmail", { email })).body.code).toBe(1001);
  });

  it("answers unknown endpoints and wrong methods with 29998", async () => {
    const c = fanapiClient(s);
    expect((await c.request("GET", "/no/such/endpoint")).body).toEqual({ code: 29998, msg: "System exception: not found", data: null });
    expect((await c.request("POST", "/no/such/endpoint", { body: { a: 1 } })).body.code).toBe(29998);
    expect((await c.request("POST", "/basic/getAreaList", { body: {} })).body.code).toBe(29998);
    expect((await c.request("GET", "/userInfo/loginByEmail")).body.code).toBe(29998);
    const unsigned = await rawFetch("/no/such/endpoint");
    expect(unsigned.status).toBe(401);
  });
});

describe("rate limiting", () => {
  it("answers HTTP 429 with the contract's message once an IP passes the limit", async () => {
    const routes = createFanapiRoutes(s.app.deps, { clientIp: () => "rate-test", rateLimit: { max: 3, windowMs: 60_000 } });
    const listener = getRequestListener((req, env) => routes.fetch(req, env));
    const server = http.createServer((req, res) => listener(req, res));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const port = (server.address() as { port: number }).port;
    try {
      const { createFanapiClient } = await import("../../server/src/rest/client.ts");
      // The sub-app is mounted at /fanapih5 in the server; served alone here, so strip the prefix.
      const c = createFanapiClient({
        baseUrl: `http://127.0.0.1:${port}`,
        signingKey: SIGNING_KEY,
        fetch: (url, init) => fetch(String(url).replace("/fanapih5", ""), init),
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await c.call("GET /basic/getAreaList", {})).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const r = await c.call("GET /basic/getAreaList", {});
      expect(r.body).toEqual({ code: 429, msg: "Too many users, please try again later", data: null });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("maintenance mode", () => {
  it("answers 9999 with the message on every endpoint and UNDER_REPAIR on GraphQL, then recovers", async () => {
    const c = fanapiClient(s);
    const deps = s.app.deps;
    await setMaintenance(deps, { on: true, message: "Back at 18:00" });
    try {
      for (const endpoint of ["GET /basic/getAreaList", "GET /notify", "POST /userInfo/loginByEmail"] as const) {
        const [method, path] = endpoint.split(" ") as ["GET" | "POST", string];
        const r = await c.request(method, path, { body: { email: "a@b.co", password: "x" } });
        expect(r, endpoint).toEqual({ status: 200, body: { code: 9999, msg: "Back at 18:00", data: null } });
      }
      // Even an unsigned request to an unknown path sees the repair page.
      expect((await rawFetch("/anything")).body.code).toBe(9999);
      const g = await s.gql(HEALTH);
      expect(g.data ?? null).toBeNull();
      expect(g.errors).toEqual([expect.objectContaining({ message: "Back at 18:00", extensions: { code: "UNDER_REPAIR" } })]);
    } finally {
      await setMaintenance(deps, { on: false });
    }
    expect((await c.call("GET /basic/getAreaList", {})).body.code).toBe(200);
    expect((await s.gql(HEALTH)).data).toEqual({ health: { ok: true } });
  });

  it("picks up a switch made elsewhere (another instance, the CLI) within 2 seconds, without a restart", async () => {
    const deps = s.app.deps;
    expect((await getMaintenance(deps)).on).toBe(false);
    await deps.db.setting.upsert({
      where: { key: "maintenance" },
      create: { key: "maintenance", value: { on: true, message: "Elsewhere" } },
      update: { value: { on: true, message: "Elsewhere" } },
    });
    const realNow = deps.now;
    try {
      // The cached "off" still answers until the cache period has passed on the server's clock.
      expect((await getMaintenance(deps)).on).toBe(false);
      deps.now = () => new Date(Date.now() + MAINTENANCE_CACHE_MS);
      expect((await fanapiClient(s).call("GET /notify", {})).body).toMatchObject({ code: 9999, msg: "Elsewhere" });
    } finally {
      deps.now = realNow;
      await setMaintenance(deps, { on: false });
    }
  });
});

describe("reference data and notices", () => {
  it("lists the areas with Malaysia as the default", async () => {
    const c = fanapiClient(s);
    const list = await c.call("GET /basic/getAreaList", {});
    expect(list.body.code).toBe(200);
    expect(list.body.data[0]).toEqual({ label: "Malaysia", value: "MY" });
    expect(list.body.data.map((a) => a.value)).toEqual(["MY", "HK", "MO", "VN", "TH", "SG", "TW", "CN"]);
    expect((await c.call("GET /basic/config_area", {})).body).toMatchObject({ code: 200, data: { label: "Malaysia", value: "MY" } });
    expect((await c.call("GET /basic/config_area", { whatever: "x" })).body.data).toEqual({ label: "Malaysia", value: "MY" });
  });

  it("lists countries, filtered by keyword", async () => {
    const c = fanapiClient(s);
    const all = await c.call("GET /country/countryList", {});
    expect(all.body.data.length).toBeGreaterThan(150);
    expect(all.body.data[0]).toEqual({ name: "Malaysia", code: "MY", dialCode: "60" });
    expect((await c.call("GET /country/countryList", { keyword: "malay" })).body.data).toEqual([{ name: "Malaysia", code: "MY", dialCode: "60" }]);
    expect((await c.call("GET /country/countryList", { keyword: "852" })).body.data.map((x) => x.code)).toEqual(["HK"]);
    expect((await c.call("GET /country/countryList", { keyword: "zzzz" })).body.data).toEqual([]);
  });

  it("answers the current notice (active, in its window, highest level then newest) in the request's language", async () => {
    const c = fanapiClient(s);
    const db = s.app.deps.db;
    await db.notice.deleteMany({});
    expect((await c.call("GET /notify", {})).body).toMatchObject({ code: 200, data: null });
    const hour = 3_600_000;
    const now = Date.now();
    await db.notice.createMany({
      data: [
        { title: "Info", content: "Old info", level: "INFO", createdAt: new Date(now - 3 * hour) },
        { title: "Inactive", content: "x", level: "CRITICAL", active: false },
        { title: "Future", content: "x", level: "CRITICAL", startsAt: new Date(now + hour) },
        { title: "Expired", content: "x", level: "CRITICAL", startsAt: new Date(now - 2 * hour), endsAt: new Date(now - hour) },
        { title: "Old warning", content: "x", level: "WARNING", createdAt: new Date(now - 2 * hour) },
        {
          title: "Ticket sales pause",
          content: "Sales pause tonight",
          level: "WARNING",
          createdAt: new Date(now - hour),
          endsAt: new Date(now + hour),
          translations: { zh: { title: "暂停售票", content: "今晚暂停售票" }, th: { title: "หยุดขายชั่วคราว" } },
        },
      ],
    });
    const en = await c.call("GET /notify", {});
    expect(en.body).toMatchObject({ code: 200, data: { title: "Ticket sales pause", content: "Sales pause tonight", level: "WARNING" } });
    const zh = await fanapiClient(s, { lang: "zh-CN" }).call("GET /notify", {});
    expect(zh.body.data).toMatchObject({ title: "暂停售票", content: "今晚暂停售票" });
    const th = await fanapiClient(s, { lang: "th-TH" }).call("GET /notify", {});
    expect(th.body.data).toMatchObject({ title: "หยุดขายชั่วคราว", content: "Sales pause tonight" });
    const g = await s.gql(graphql(`query TransportNotice { currentNotice { id title content level } }`), {}, { lang: "zh-CN" });
    // GraphQL gives the notice's global id (a Node), the REST contract its database id: the same notice.
    expect(g.data?.currentNotice).toEqual({ id: encodeGlobalID("Notice", en.body.data!.id), title: "暂停售票", content: "今晚暂停售票", level: "WARNING" });
    await db.notice.deleteMany({});
    expect((await s.gql(graphql(`query TransportNoticeId { currentNotice { id } }`))).data).toEqual({ currentNotice: null });
  });
});

describe("the OpenAPI description", () => {
  it("is served at /fanapih5/openapi.json and describes exactly the routes that exist, which are the contract's", async () => {
    const res = await fetch(`${s.url}/fanapih5/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0].url).toMatch(/\/fanapih5$/);

    const described = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const routes = createFanapiRoutes(s.app.deps)
      .routes.filter((r) => r.method === "GET" || r.method === "POST")
      .filter((r) => r.path !== "/openapi.json")
      .map((r) => `${r.method} ${toOpenApiPath(r.path)}`)
      .sort();
    expect(described).toEqual([...new Set(routes)]);
    expect(described).toEqual([...CONTRACT].sort());
    expect(fanapiEndpoints).toHaveLength(CONTRACT.length);

    // Every operation answers the envelope and lists the signed headers.
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const op of Object.values(ops)) {
        expect(op.responses["200"].content["application/json"].schema.required, path).toEqual(["code", "msg", "data"]);
        expect(op.parameters.map((p) => p.$ref ?? p.name), path).toEqual(expect.arrayContaining(["#/components/parameters/signature"]));
      }
    }
    expect(doc.paths["/userInfo/getUserInfo/{id}"].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "id", in: "path" })]));
  });
});
