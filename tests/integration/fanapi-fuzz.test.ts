// A few thousand malformed /fanapih5 requests — garbage paths, methods, headers, bodies, and validly
// signed requests with fields of every wrong type — must never get HTTP 500 or leak a stack trace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { fanapiEndpoints } from "../../server/src/rest/routes.ts";
import { createNonce, signRequest } from "../../server/src/rest/signing.ts";
import { expectNoLeak, fanapiClient, SIGNING_KEY } from "./fanapi-support.ts";
import { rng } from "../helpers/rng.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const SEED = 20261121;
const COUNT = 2500;

function fuzzer(random: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const int = (n: number) => Math.floor(random() * n);
  const str = (n: number, alphabet = "abcXYZ019 %/\\?#&=\"'<>{}[]\u0000\u00e9\u4e2d\ud83d\ude00") => {
    const chars = Array.from(alphabet); // by code point: never a lone surrogate
    return Array.from({ length: n }, () => chars[int(chars.length)]).join("");
  };
  const paths = [
    ...fanapiEndpoints.map((e) => e.path.replace(":id", pick(["1", "abc", "%00", "..%2F..", "x".repeat(300)]))),
    "/",
    "",
    "/..%2f..%2fetc%2fpasswd",
    "/userInfo",
    "/userInfo/getUserInfo/",
    "/%E0%A4%A",
    "/notify/extra",
    "/openapi.json/x",
  ];
  const values = (): unknown =>
    pick<() => unknown>([
      () => str(int(12)),
      () => int(1e9),
      () => -1.5e308,
      () => random() < 0.5,
      () => null,
      () => [str(3), int(9)],
      () => ({ nested: { deeper: [str(2)] } }),
      () => "",
      () => "a@b.co",
      () => "123456",
      () => "x".repeat(int(5000)),
      () => "__proto__",
    ])();
  const fieldNames = (e: (typeof fanapiEndpoints)[number]) => [...Object.keys(e.fields), "__proto__", "constructor", "EMAIL", str(4)];

  return (): { path: string; init: RequestInit } => {
    const endpoint = pick(fanapiEndpoints);
    const signed = random() < 0.6;
    const method = signed ? pick([endpoint.method, endpoint.method, "POST", "GET"]) : pick(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"]);
    let path = signed && random() < 0.8 ? endpoint.path.replace(":id", str(8, "abcdef0123456789")) : pick(paths);
    if (method === "GET" && random() < 0.5) path += `?${pick(["email", "keyword", "x", "%zz"])}=${encodeURIComponent(str(int(20)))}`;

    let bodyObject: Record<string, unknown> = {};
    for (const name of fieldNames(endpoint)) if (random() < 0.6) bodyObject[name] = values();
    if (random() < 0.05) bodyObject = JSON.parse('{"__proto__": {"polluted": true}, "email": "a@b.co"}');
    let body: string | undefined;
    if (method === "POST" || method === "PUT" || method === "PATCH") {
      body = pick<() => string>([
        () => JSON.stringify(bodyObject),
        () => JSON.stringify(bodyObject),
        () => JSON.stringify(bodyObject),
        () => str(int(200)),
        () => "[".repeat(5000) + "]".repeat(5000),
        () => `{"a":${"[".repeat(3000)}${"]".repeat(3000)}}`,
        () => "",
        () => "null",
        () => JSON.stringify(bodyObject).slice(0, -1),
        () => "\ufeff{}",
      ])();
    }

    const timestamp = pick([String(Date.now()), String(Date.now() - 400_000), "", "NaN", "-1", "9".repeat(30), String(Date.now() + 299_000)]);
    const nonce = pick([createNonce(), createNonce(), "short", "", "a".repeat(16), "!".repeat(16), createNonce() + "x"]);
    const token = pick([undefined, "", "garbage", "x".repeat(500)]);
    const common = { platform: pick(["H5", "H5", "", "IOS"]), timestamp, nonce, ...(token !== undefined ? { token } : {}), ...(random() < 0.3 ? { uuid: str(5, "0123456789") } : {}) };
    const headers: Record<string, string> = { "x-forwarded-for": `10.${int(255)}.${int(255)}.${int(255)}` };
    for (const [k, v] of Object.entries(common)) if (v !== undefined) headers[k] = v;
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = body ? JSON.parse(body) : {};
    } catch {
      parsed = null;
    }
    if (signed && parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      try {
        headers.signature = signRequest(SIGNING_KEY, common, method === "POST" ? parsed : null);
      } catch {
        headers.signature = str(43, "abcdefABCDEF0123456789-_");
      }
    } else if (random() < 0.7) {
      headers.signature = str(int(60), "abcdefABCDEF0123456789-_+/=");
    }
    if (random() < 0.3) headers["content-type"] = pick(["application/json", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded"]);
    if (random() < 0.3) headers["accept-language"] = pick(["zh-CN", "zh-TW,zh;q=0.9", "th-TH", "vi", "ms", "en-US", "xx", ";;;", "*"]);
    return { path, init: { method, headers, body } };
  };
}

describe("fuzzing /fanapih5", () => {
  it(`answers ${COUNT} malformed requests without HTTP 500 and without a stack trace`, async () => {
    const next = fuzzer(rng(SEED));
    const statuses = new Map<number, number>();
    const codes = new Map<number, number>();
    const failures: string[] = [];
    // Unexpected exceptions are answered as 29998 and logged: the fuzz must cause none.
    const logged: string[] = [];
    const log = s.app.deps.log;
    const originalError = log.error;
    log.error = (msg, data) => void logged.push(`${msg} ${JSON.stringify(data)}`.slice(0, 500));
    const requests = Array.from({ length: COUNT }, next);
    for (let i = 0; i < requests.length; i += 50) {
      await Promise.all(
        requests.slice(i, i + 50).map(async ({ path, init }) => {
          let res: Response;
          try {
            res = await fetch(`${s.url}/fanapih5${path}`, init);
          } catch (e) {
            failures.push(`${init.method} ${path}: ${String(e)}`);
            return;
          }
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const text = await res.text();
          if (res.status >= 500) failures.push(`${init.method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
          try {
            expectNoLeak(text);
          } catch (e) {
            failures.push(`${init.method} ${path}: ${(e as Error).message}`);
          }
          if (init.method === "HEAD" || init.method === "OPTIONS") return;
          let body: { code?: unknown; msg?: unknown };
          try {
            body = JSON.parse(text);
          } catch {
            failures.push(`${init.method} ${path}: not JSON: ${text.slice(0, 100)}`);
            return;
          }
          if (typeof body.code !== "number" || typeof body.msg !== "string" || !("data" in body)) {
            failures.push(`${init.method} ${path}: not an envelope: ${text.slice(0, 100)}`);
            return;
          }
          codes.set(body.code, (codes.get(body.code) ?? 0) + 1);
        }),
      );
    }
    log.error = originalError;
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
    // The fuzz reached every layer: signature refusals, bad bodies, validation, unknown paths, and successes.
    for (const code of [401, 400, 29998, 200]) expect(codes.get(code) ?? 0, `code ${code}`).toBeGreaterThan(0);
    expect(statuses.get(500)).toBeUndefined();
    // Nothing was created by the garbage: no user registered.
    expect(await s.app.deps.db.user.count({ where: { email: "a@b.co" } })).toBe(0);
  }, 180_000);
});

describe("text the database cannot store", () => {
  it("a NUL or a lone surrogate in a field is a 400 with a message in the fan's language, and nothing changes", async () => {
    const client = fanapiClient(s, { lang: "vi" });
    const login = await client.call("POST /userInfo/loginByEmail", { email: "demo@fanfare.test", password: "Fanfare#2026" });
    expect(login.body.code).toBe(200);
    client.useSession(login.body.data);
    for (const nickname of ["ab\ud800cd", "ab\u0000cd"]) {
      const r = await client.call("POST /userInfo/updateUserInfo", { nickname });
      expect(r).toEqual({ status: 200, body: { code: 400, msg: "Văn bản này chứa ký tự không thể lưu", data: null } });
    }
    for (const email of ["\udc00@example.com", "a\u0000@example.com"]) {
      expect((await client.call("GET /userInfo/getUserInfoByEmail", { email })).body.code).toBe(400);
    }
    expect((await s.app.deps.db.user.findUniqueOrThrow({ where: { email: "demo@fanfare.test" } })).nickname).not.toContain("cd");
  });
});
