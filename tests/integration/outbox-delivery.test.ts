// The mail outbox against real transports on 127.0.0.1: an SMTP server (smtp-server) that refuses the
// first message and accepts the retry, an HTTP SMS provider, retries with backoff claimed once across
// instances (SKIP LOCKED), and phone verification without a provider in production.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { buildApp, type App } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { deliverDueMessages, retryDelayMs, sendMessage } from "../../server/src/modules/mail/mail.service.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, newIp, signUp } from "../helpers/accounts.ts";
import { graphql } from "../gql/index.ts";
import { demoAccountEmails } from "../../prisma/seed-data.ts";

// ── a local SMTP server that fails when told to ──
const received: string[] = [];
let smtpFailuresLeft = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, done) {
    let data = "";
    stream.on("data", (c: Buffer) => (data += c.toString("utf8")));
    stream.on("end", () => {
      if (smtpFailuresLeft > 0) {
        smtpFailuresLeft--;
        const err = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
        return done(err);
      }
      received.push(data);
      done();
    });
  },
});

// ── a local SMS provider ──
const sms: { to: string; text: string; auth: string | undefined }[] = [];
let smsFailuresLeft = 0;
const provider = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    if (smsFailuresLeft > 0) {
      smsFailuresLeft--;
      res.writeHead(503).end("busy");
      return;
    }
    sms.push({ ...JSON.parse(body), auth: req.headers.authorization });
    res.writeHead(202, { "content-type": "application/json" }).end('{"queued":true}');
  });
});

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));

let s: TestServer;
let deps: Deps;
beforeAll(async () => {
  await listen(smtp.server as unknown as http.Server);
  await listen(provider);
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const smsPort = (provider.address() as { port: number }).port;
  const base = loadConfig();
  s = await startTestServer({
    mail: { ...base.mail, smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
    sms: { url: `http://127.0.0.1:${smsPort}/send`, key: "sms-test-key-123" },
  });
  deps = s.app.deps;
});
afterAll(async () => {
  await s?.stop();
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => provider.close(() => r()));
});

const later = (ms: number): Deps => ({ ...deps, now: () => new Date(Date.now() + ms) });
const row = (id: string) => deps.db.mailOutbox.findUniqueOrThrow({ where: { id } });

describe("mail retries", () => {
  it("backs off exponentially, capped at an hour", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, mid))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, mid)).toBe(3_600_000);
  });

  it("keeps a message the SMTP server refused, and the job delivers it later", async () => {
    smtpFailuresLeft = 1;
    const to = `retry-${Date.now()}@example.com`;
    const first = await sendMessage(deps, { channel: "EMAIL", to, template: "registerCode", lang: "en", vars: { code: "000000", minutes: 10 } });
    expect(first.status).toBe("PENDING");
    const pending = await row(first.id);
    expect(pending.attempts).toBe(1);
    expect(pending.error).toMatch(/451|temporarily/);
    const wait = pending.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(40_000);

    // Not due yet: the job leaves it.
    expect(await deliverDueMessages(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    // Due: delivered on the second attempt.
    expect(await deliverDueMessages(later(60_000))).toMatchObject({ sent: 1 });
    const sent = await row(first.id);
    expect(sent).toMatchObject({ status: "SENT", attempts: 2, nextAttemptAt: null });
    expect(received.filter((m) => m.includes(to))).toHaveLength(1);
  });

  it("is claimed by one instance only when two run the job at once", async () => {
    smtpFailuresLeft = 1;
    const to = `race-${Date.now()}@example.com`;
    const { id } = await sendMessage(deps, { channel: "EMAIL", to, template: "registerCode", lang: "en", vars: { code: "000000", minutes: 10 } });
    const results = await Promise.all([deliverDueMessages(later(60_000)), deliverDueMessages(later(60_000)), deliverDueMessages(later(60_000))]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(received.filter((m) => m.includes(to))).toHaveLength(1);
    expect((await row(id)).attempts).toBe(2);
  });

  it("gives up after MAIL_MAX_ATTEMPTS and marks the message FAILED", async () => {
    const max = deps.config.mail.maxAttempts;
    smtpFailuresLeft = max;
    const to = `dead-${Date.now()}@example.com`;
    const { id } = await sendMessage(deps, { channel: "EMAIL", to, template: "registerCode", lang: "en", vars: { code: "000000", minutes: 10 } });
    for (let i = 1; i < max; i++) await deliverDueMessages(later(i * 2 * 3_600_000));
    expect(await row(id)).toMatchObject({ status: "FAILED", attempts: max, nextAttemptAt: null });
    expect(received.filter((m) => m.includes(to))).toHaveLength(0);
    smtpFailuresLeft = 0;
  });
});

describe("phone codes through the SMS provider", () => {
  it("POSTs {to, text} with the bearer key, and retries when the provider is busy", async () => {
    const fan = await signUp(s);
    const SEND = graphql(`mutation OutboxSendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ... on Error { code message } } }`);
    const r = await gql(s, SEND, { input: { areaCode: "852", phone: "61234567" } }, { token: fan.token, ip: newIp() });
    expect(r.data?.sendPhoneCode.__typename).toBe("CodeSent");
    const delivered = sms.find((m) => m.to === "+85261234567");
    expect(delivered).toBeDefined();
    expect(delivered!.auth).toBe("Bearer sms-test-key-123");
    expect(delivered!.text).toMatch(/\d{6}/);

    smsFailuresLeft = 1;
    const again = await gql(s, SEND, { input: { areaCode: "852", phone: "69876543" } }, { token: fan.token, ip: newIp() });
    expect(again.data?.sendPhoneCode.__typename).toBe("CodeSent");
    expect(sms.find((m) => m.to === "+85269876543")).toBeUndefined();
    await deliverDueMessages(later(60_000));
    expect(sms.find((m) => m.to === "+85269876543")).toBeDefined();
  });

  it("in production without a provider, answers PhoneVerificationUnavailableError and issues no code", async () => {
    const fan = await signUp(s);
    // Production refuses a database holding the demo accounts (public passwords): this file's copy of the
    // seeded template gives them all other addresses first.
    for (const email of demoAccountEmails) {
      await deps.db.user.updateMany({ where: { email }, data: { email: `renamed-${email}` } });
    }
    // A production instance on the same database, without an SMS provider.
    const prod: App = await buildApp({
      ...s.app.deps.config,
      isProduction: true,
      env: "production",
      sms: null,
      port: 0,
      host: "127.0.0.1",
      serveClient: false,
      seedDemo: false,
      logLevel: "silent",
    }).start();
    try {
      const res = await fetch(`${prod.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${fan.token}`, "accept-language": "th" },
        body: JSON.stringify({
          query: `mutation { sendPhoneCode(input: { areaCode: "852", phone: "65550000" }) { __typename ... on Error { code message } } }`,
        }),
      });
      const body = await res.json();
      expect(body.data.sendPhoneCode).toMatchObject({ __typename: "PhoneVerificationUnavailableError", code: "PHONE_VERIFICATION_UNAVAILABLE" });
      expect(body.data.sendPhoneCode.message).toContain("ไม่สามารถ");
      expect(await deps.db.mailOutbox.count({ where: { to: "+85265550000" } })).toBe(0);
      expect(await deps.db.verificationCode.count({ where: { target: { contains: "65550000" } } })).toBe(0);
    } finally {
      await prod.stop();
    }
  });
});
