// Issue 14, the lower findings, probed from outside as an attacker would: no HTTP 500 from hostile
// input, no code sent to a fan on a stranger's behalf, no webhook sent where the Host header says, no
// untyped authorization error over WebSocket, and a throttled REST sign-in answers HTTP 429.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, newIp, outbox, SEND_CODE, signUp, uniqueEmail } from "../helpers/accounts.ts";
import { fanapiClient } from "./fanapi-support.ts";
import { fanWithPayPassword, key, makeOrder, PAY_ORDER } from "./payments-support.ts";
import { member } from "../helpers/graphql-result.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

/** A raw HTTP request (fetch cannot set Host or send a broken body), answering status and body text. */
function raw(opts: { method: string; path: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; text: string }> {
  const { port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: opts.method, path: opts.path, headers: opts.headers }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("no HTTP 500 from hostile input (issue 14)", () => {
  it("%00 in a query string or path is a clear 400 on every route", async () => {
    for (const path of [
      "/graphql?query=%7B__typename%7D%00",
      "/graphql?query=%7Bhealth%7Bok%7D%7D&x=%00",
      "/dev/mail.json?to=a%00b@example.com",
      "/fanapih5/userInfo/getUserInfoByEmail?email=a%00@example.com",
      "/fanapih5/userInfo/getUserInfo/%00",
      "/sandbox-pay/P%00/complete",
      "/%00",
    ]) {
      const r = await raw({ method: "GET", path });
      expect(r.status, path).toBe(400);
      expect(r.text, path).toContain("This text contains characters that cannot be saved");
    }
  });

  it("NUL in GraphQL strings (variables or literals) is a 400 validation error, nothing stored", async () => {
    const email = `nul${"\u0000"}@example.com`;
    for (const body of [
      { query: SEND_CODE, variables: { input: { email, purpose: "REGISTER" } } },
      { query: `mutation { sendEmailCode(input: { email: "a\\u0000b@example.com", purpose: REGISTER }) { __typename } }` },
      { query: `{ checkEmail(email: "x\u0000@example.com") { registered } }` },
    ]) {
      const res = await fetch(`${s.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.errors?.[0]).toMatchObject({ message: "This text contains characters that cannot be saved", extensions: { code: "VALIDATION" } });
    }
  });

  it("NUL in /fanapih5 fields is a field error (code 400), not a system error", async () => {
    const c = fanapiClient(s);
    const r = await c.call("POST /userInfo/loginByEmail", { email: "fan\u0000@example.com", password: "Secret#2026" });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(400);
    // Deliberately outside the endpoint's input type: hostile input.
    const sent = await c.call("POST /emailMessage/emailCodeSend", { email: "x@example.com\u0000", type: "register" } as never);
    expect(sent.body.code).toBe(400);
  });

  it("malformed multipart bodies are a 400, never a 500", async () => {
    const boundary = "----fanfare";
    const broken = `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"`;
    for (const path of ["/graphql", "/sandbox-pay/P1/complete", "/fanapih5/userInfo/loginByEmail", "/webhooks/sandbox"]) {
      for (const body of [broken, `--${boundary}\r\n\r\n\u0000\u0000`, "not multipart at all"]) {
        const r = await raw({ method: "POST", path, headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body });
        expect(r.status, `${path}: ${r.text.slice(0, 120)}`).toBeLessThan(500);
      }
      const noBoundary = await raw({ method: "POST", path, headers: { "content-type": "multipart/form-data" }, body: "x" });
      expect(noBoundary.status, path).toBeLessThan(500);
    }
  });
});

describe("codes for a fan's account (issue 14)", () => {
  it("anonymous callers cannot send transfer, payment-password or e-mail-change codes to a fan", async () => {
    const fan = await signUp(s);
    for (const purpose of ["TRANSFER", "PAY_PASSWORD", "CHANGE_EMAIL", "NEW_EMAIL"] as const) {
      const r = await gql(s, SEND_CODE, { input: { email: fan.email, purpose } }, { ip: newIp() });
      expect(r.data?.sendEmailCode, purpose).toMatchObject({ code: "FORBIDDEN" });
    }
    const signedIn = await gql(s, SEND_CODE, { input: { email: fan.email, purpose: "TRANSFER" } }, { ip: newIp(), token: (await signUp(s)).token });
    expect(signedIn.data?.sendEmailCode).toMatchObject({ code: "FORBIDDEN" }); // another fan's address
    const mails = (await outbox(s, fan.email)).map((m) => m.subject);
    expect(mails).toEqual(["Fanfare · Create your account"]);
  });

  it("sendEmailCode is limited per IP before it looks the address up: unknown addresses count too", async () => {
    const ip = newIp();
    const kinds: string[] = [];
    for (let i = 0; i < 22; i++) {
      const r = await gql(s, SEND_CODE, { input: { email: uniqueEmail("ghost"), purpose: "FORGET_PASSWORD" } }, { ip });
      kinds.push(r.data!.sendEmailCode.__typename);
    }
    expect(kinds.slice(0, 20).every((k) => k === "CodeSent")).toBe(true);
    expect(kinds.slice(20)).toEqual(["TooManyAttemptsError", "TooManyAttemptsError"]);
  });
});

describe("sandbox checkout webhook (issue 14)", () => {
  it("posts to the configured public URL, whatever Host the request names", async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 1500 });
    const paid = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "alipayHK", idempotencyKey: key() } }, { token: fan.token });
    const { redirectUrl, paymentNo } = member(paid.data?.payOrder, "PaymentAccepted");
    const token = new URL(redirectUrl!, s.url).searchParams.get("s")!;
    const r = await raw({
      method: "POST",
      path: `/sandbox-pay/${paymentNo}/complete`,
      headers: { host: "attacker.invalid:9", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ s: token, outcome: "succeed" }).toString(),
    });
    expect(r.status).toBe(303);
    const payment = await s.app.deps.db.payment.findUniqueOrThrow({ where: { paymentNo } });
    expect(payment.status).toBe("SUCCEEDED");
  });
});

/** What a graphql-ws operation answered: its first result, or its errors (the sink's error is an array of them, or a close event). */
type WsAnswer = { data?: { paymentResult?: { code?: string } | null } | null; errors?: { message?: string; extensions?: { code?: unknown } }[] };
const wsErrors = (e: unknown): WsAnswer => ({ errors: (Array.isArray(e) ? e : [e]) as NonNullable<WsAnswer["errors"]> });

describe("authorization over WebSocket (issue 14)", () => {
  it("is typed like over HTTP: UNAUTHENTICATED for nobody, never a masked error", async () => {
    const http = await s.gqlRaw(`{ wallet { balance { amount } } }`);
    const httpCode = http.errors?.[0].extensions?.code;
    expect(httpCode).toBe("UNAUTHENTICATED");
    const client = createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      for (const query of [`subscription { walletBalance { amount } }`, `subscription { paymentResult(orderNo: "X1") { __typename } }`, `{ wallet { balance { amount } } }`]) {
        const result = await new Promise<WsAnswer>((resolve) => {
          const seen: WsAnswer[] = [];
          client.subscribe({ query }, { next: (v) => seen.push(v as WsAnswer), error: (e) => resolve(wsErrors(e)), complete: () => resolve(seen[0] ?? {}) });
        });
        expect(result.errors?.[0]?.message, query).not.toBe("Unexpected error.");
        expect(result.errors?.[0]?.extensions?.code, query).toBe(httpCode);
      }
    } finally {
      await client.dispose();
    }
  });

  it("a signed-in fan asking for another fan's order over WebSocket gets a typed answer", async () => {
    const [a, b] = [await fanWithPayPassword(s), await signUp(s)];
    const order = await makeOrder(s, a.userId);
    const client = createClient({
      url: s.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${b.token}` },
    });
    try {
      const result = await new Promise<WsAnswer>((resolve) => {
        const seen: WsAnswer[] = [];
        client.subscribe(
          { query: `subscription($o: String!) { paymentResult(orderNo: $o) { status } }`, variables: { o: order.orderNo } },
          { next: (v) => (seen.push(v as WsAnswer), resolve(v as WsAnswer)), error: (e) => resolve(wsErrors(e)), complete: () => resolve(seen[0] ?? {}) },
        );
      });
      const message = result.errors?.[0]?.message ?? result.data?.paymentResult?.code;
      expect(message).not.toBe("Unexpected error.");
      expect(result.data?.paymentResult?.code ?? result.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    } finally {
      await client.dispose();
    }
  });
});

describe("/fanapih5 sign-in throttling (issue 14)", () => {
  it("a throttled sign-in answers HTTP 429 as the contract says", async () => {
    const c = fanapiClient(s);
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await c.call("POST /userInfo/loginByEmail", { email, password: `Guess#${i}xx` })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const last = await c.call("POST /userInfo/loginByEmail", { email, password: "Guess#9xx" });
    expect(last.body).toMatchObject({ code: 1005, data: null });
    expect(last.body.msg).toMatch(/^Too many attempts, please try again in 1[45] minutes$/);
  });
});
