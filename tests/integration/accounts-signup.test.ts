// Sign-up over HTTP against the database: the e-mail look-up, REGISTER codes (wrong, expired, reused,
// out of tries), the rules in two languages, invite codes, concurrent sign-ups, and no secret stored
// in plain text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { limits } from "../../server/src/modules/users/index.ts";
import { gql, latestCode, ME, newIp, outbox, PASSWORD, REGISTER, SEND_CODE, signUp, uniqueEmail } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import type { RegisterInput } from "../gql/graphql.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const CHECK_EMAIL = graphql(`query SignupCheckEmail($email: String!) { checkEmail(email: $email) { __typename ...AccountsError ... on EmailStatus { email registered } } }`);
const CHECK_CODE = graphql(`mutation SignupCheckEmailCode($input: CheckEmailCodeInput!) { checkEmailCode(input: $input) { __typename ...AccountsError ... on Done { ok } } }`);

async function sendRegisterCode(email: string, ip = newIp(), lang?: string) {
  const r = await gql(s, SEND_CODE, { input: { email, purpose: "REGISTER" } }, { ip, lang });
  expect(r.data?.sendEmailCode).toMatchObject({ __typename: "CodeSent", expiresInSeconds: 600 });
  return latestCode(s, email);
}

describe("the /sign e-mail look-up", () => {
  it("tells a registered address from a new one, ignoring case", async () => {
    const ip = newIp();
    const known = await gql(s, CHECK_EMAIL, { email: " Demo@Fanfare.TEST " }, { ip });
    expect(known.data?.checkEmail).toEqual({ __typename: "EmailStatus", email: "demo@fanfare.test", registered: true });
    const fresh = await gql(s, CHECK_EMAIL, { email: uniqueEmail() }, { ip });
    expect(fresh.data?.checkEmail).toMatchObject({ registered: false });
  });

  it("rejects a malformed address with the exact message, in the fan's language", async () => {
    const en = await gql(s, CHECK_EMAIL, { email: "not-an-email" }, { ip: newIp(), lang: "en-US" });
    expect(en.data?.checkEmail).toMatchObject({ __typename: "ValidationError", code: "VALIDATION", message: "Invalid email address" });
    const tw = await gql(s, CHECK_EMAIL, { email: "not-an-email" }, { ip: newIp(), lang: "zh-TW" });
    expect(tw.data?.checkEmail).toMatchObject({ message: "電郵地址無效", issues: [{ field: "", messageKey: "validation.invalidEmail" }] });
  });
});

describe("sign-up", () => {
  it("e-mails a 6-digit code in the fan's language and registers with it; the fan is signed in", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    const code = await sendRegisterCode(email, ip, "zh-TW");
    const [mail] = await outbox(s, email);
    expect(mail).toMatchObject({ to: email, channel: "EMAIL" });
    expect(mail.subject).toContain("建立您的帳戶");
    expect(mail.html).toContain(code);

    const checked = await gql(s, CHECK_CODE, { input: { email, code, purpose: "REGISTER" } }, { ip });
    expect(checked.data?.checkEmailCode).toEqual({ __typename: "Done", ok: true });

    const r = await gql(s, REGISTER, { input: { email: email.toUpperCase(), code, password: PASSWORD, nickname: "  Ada  " } }, { ip, lang: "zh-TW" });
    expect(r.data?.register).toMatchObject({
      __typename: "AuthPayload",
      user: { email, nickname: "Ada", language: "zh_tw", payPasswordSetUp: false, isPhoneVerified: false },
    });
    const token = member(r.data?.register, "AuthPayload").token;
    expect(token).toMatch(/^[a-z2-7]{40}$/); // 200 random bits
    const me = await gql(s, ME, {}, { token });
    expect(me.data?.me).toMatchObject({ email, nickname: "Ada" });
  });

  it("refuses a code for an address that is already registered", async () => {
    const r = await gql(s, SEND_CODE, { input: { email: "friend@fanfare.test", purpose: "REGISTER" } }, { ip: newIp() });
    expect(r.data?.sendEmailCode).toMatchObject({ __typename: "EmailTakenError", code: "EMAIL_TAKEN" });
  });

  it("rejects a wrong code, and a code past its 10 minutes", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    const code = await sendRegisterCode(email, ip);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await gql(s, REGISTER, { input: { email, code: wrong, password: PASSWORD, nickname: "Fan" } }, { ip });
    expect(bad.data?.register).toMatchObject({ __typename: "InvalidCodeError", code: "INVALID_CODE", message: "Invalid verification code" });

    await s.app.deps.db.verificationCode.updateMany({ where: { target: email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await gql(s, REGISTER, { input: { email, code, password: PASSWORD, nickname: "Fan" } }, { ip });
    expect(late.data?.register).toMatchObject({ code: "INVALID_CODE" });
  });

  it("uses a code once", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    const code = await sendRegisterCode(email, ip);
    const first = await gql(s, REGISTER, { input: { email, code, password: PASSWORD, nickname: "Fan" } }, { ip });
    expect(first.data?.register.__typename).toBe("AuthPayload");
    const again = await gql(s, CHECK_CODE, { input: { email, code, purpose: "REGISTER" } }, { ip });
    expect(again.data?.checkEmailCode).toMatchObject({ code: "INVALID_CODE" });
    const second = await gql(s, REGISTER, { input: { email, code, password: PASSWORD, nickname: "Fan" } }, { ip });
    expect(second.data?.register).toMatchObject({ code: "INVALID_CODE" });
  });

  it("kills a code after 5 wrong tries, even when the right one comes next", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    const code = await sendRegisterCode(email, ip);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      const r = await gql(s, CHECK_CODE, { input: { email, code: wrong, purpose: "REGISTER" } }, { ip });
      expect(r.data?.checkEmailCode).toMatchObject({ code: "INVALID_CODE" });
    }
    const right = await gql(s, CHECK_CODE, { input: { email, code, purpose: "REGISTER" } }, { ip });
    expect(right.data?.checkEmailCode).toMatchObject({ code: "INVALID_CODE" });
  });

  it("only the newest code counts", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    const first = await sendRegisterCode(email, ip);
    await s.app.deps.attempts.reset(limits.codeSendSpacing, `REGISTER|${email}`);
    const second = await sendRegisterCode(email, ip);
    if (first !== second) {
      const old = await gql(s, CHECK_CODE, { input: { email, code: first, purpose: "REGISTER" } }, { ip });
      expect(old.data?.checkEmailCode).toMatchObject({ code: "INVALID_CODE" });
    }
    const fresh = await gql(s, CHECK_CODE, { input: { email, code: second, purpose: "REGISTER" } }, { ip });
    expect(fresh.data?.checkEmailCode).toMatchObject({ ok: true });
  });

  it("checks every rule with the exact messages", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    const code = await sendRegisterCode(email, ip);
    const attempt = async (input: Partial<RegisterInput>, lang = "en-US") =>
      (await gql(s, REGISTER, { input: { email, code, password: PASSWORD, nickname: "Fan", ...input } }, { ip, lang })).data?.register;
    expect(await attempt({ nickname: "A" })).toMatchObject({ __typename: "ValidationError", field: "nickname", message: "Invalid nickname, min. 2 characters" });
    expect(await attempt({ nickname: "x".repeat(31) })).toMatchObject({ field: "nickname", message: "Nickname can be at most 30 characters" });
    for (const password of ["Short#1", "alllower#123", "ALLUPPER#123", "NoDigitsOrSpecial"]) {
      expect(await attempt({ password }), password).toMatchObject({ field: "password", message: expect.stringMatching(/^Password needs at least 8 characters/) });
    }
    expect(await attempt({ code: "12a" })).toMatchObject({ field: "code", message: "Please enter correct verify code" });
    expect(await attempt({ email: "bad@" })).toMatchObject({ field: "email", message: "Invalid email address" });
    expect(await attempt({ nickname: "A" }, "zh-TW")).toMatchObject({ message: "暱稱無效，至少 2 個字元" });
    expect(await attempt({ avatar: "data:text/plain;base64,AAAA" })).toMatchObject({ field: "avatar", message: "Please choose a JPG, PNG, WebP or GIF image" });
    const big = "data:image/png;base64," + Buffer.alloc(200 * 1024 + 1).toString("base64");
    expect(await attempt({ avatar: big })).toMatchObject({ field: "avatar", message: "Upload limit exceeded" });
    // None of those used the code up.
    const ok = await attempt({ password: "Valid_pass" });
    expect(ok?.__typename).toBe("AuthPayload");
  });

  it("honours the invite code", async () => {
    const r = await signUp(s, { inviteCode: "demo2026" });
    const row = await s.app.deps.db.user.findUniqueOrThrow({ where: { id: r.user.id }, include: { invitedBy: true } });
    expect(row.invitedBy?.email).toBe("demo@fanfare.test");
    const unknown = await signUp(s, { inviteCode: "NOSUCHCODE" });
    expect((await s.app.deps.db.user.findUniqueOrThrow({ where: { id: unknown.user.id } })).invitedById).toBeNull();
  });

  it("lets exactly one of many concurrent sign-ups of one address succeed", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    const code = await sendRegisterCode(email, ip);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => gql(s, REGISTER, { input: { email, code, password: PASSWORD, nickname: `Racer ${i}` } }, { ip: newIp() })),
    );
    const kinds = results.map((r) => r.data?.register.__typename);
    expect(kinds.filter((k) => k === "AuthPayload")).toHaveLength(1);
    expect(kinds.filter((k) => k !== "AuthPayload").every((k) => k === "InvalidCodeError" || k === "EmailTakenError")).toBe(true);
    expect(await s.app.deps.db.user.count({ where: { email } })).toBe(1);
  });
});

describe("rate limits on sending codes", () => {
  it("spaces codes to one address and limits them per address", async () => {
    const email = uniqueEmail();
    const ip = newIp();
    await sendRegisterCode(email, ip);
    const soon = await gql(s, SEND_CODE, { input: { email, purpose: "REGISTER" } }, { ip });
    expect(soon.data?.sendEmailCode).toMatchObject({ __typename: "TooManyAttemptsError", code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: expect.any(Number) });
    expect(member(soon.data?.sendEmailCode, "TooManyAttemptsError").message).toMatch(/^Too many attempts, please try again in \d+ minutes$/);
    for (let i = 0; i < 4; i++) {
      await s.app.deps.attempts.reset(limits.codeSendSpacing, `REGISTER|${email}`);
      await sendRegisterCode(email, newIp());
    }
    await s.app.deps.attempts.reset(limits.codeSendSpacing, `REGISTER|${email}`);
    const sixth = await gql(s, SEND_CODE, { input: { email, purpose: "REGISTER" } }, { ip: newIp() });
    expect(sixth.data?.sendEmailCode).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
  });

  it("limits codes per IP", async () => {
    const ip = newIp();
    let limited = 0;
    for (let i = 0; i < 22; i++) {
      const r = await gql(s, SEND_CODE, { input: { email: uniqueEmail(), purpose: "REGISTER" } }, { ip });
      if (r.data?.sendEmailCode.__typename === "TooManyAttemptsError") limited++;
    }
    expect(limited).toBe(2);
  });
});

describe("secrets at rest", () => {
  it("stores no password, payment password, code or token in plain text", async () => {
    const fan = await signUp(s, { nickname: "Plain Text" });
    const sent = await gql(s, SEND_CODE, { input: { email: fan.email, purpose: "FORGET_PASSWORD" } }, { ip: fan.ip });
    expect(sent.data?.sendEmailCode.__typename).toBe("CodeSent");
    const code = await latestCode(s, fan.email);
    const secrets = [fan.password, "Fanfare#2026", "246810", code, fan.token];
    const db = s.app.deps.db;
    const tables = ["User", "Session", "VerificationCode", "RetiredEmail", "ApiToken"];
    for (const table of tables) {
      const rows = await db.$queryRawUnsafe<unknown[]>(`select * from "${table}"`);
      const dump = JSON.stringify(rows);
      for (const secret of secrets) expect(dump.includes(secret), `${secret} in ${table}`).toBe(false);
    }
    const session = await db.session.findFirstOrThrow({ where: { userId: fan.user.id } });
    expect(session.id).toMatch(/^[0-9a-f]{64}$/);
    const user = await db.user.findUniqueOrThrow({ where: { id: fan.user.id } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
