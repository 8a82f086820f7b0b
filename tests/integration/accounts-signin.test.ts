// Sign-in, sessions and brute force over HTTP against the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, ME, newIp, PASSWORD, SIGN_IN, signUp } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { createFan } from "../factories/fans.ts";
import { graphql } from "../gql/index.ts";
import { sessionIdOf } from "../../server/src/modules/auth/index.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { waitFor } from "../helpers/wait.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const SIGN_OUT = graphql(`mutation AccountsSigninSignOut { signOut { __typename ... on Done { ok } } }`);
const SIGN_IN_DEVICE = graphql(`mutation AccountsSigninDevice($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { code } ... on AuthPayload { token deviceToken } } }`);
const SKIP_PHONE = graphql(`mutation AccountsSigninSkipPhone { skipPhoneVerification { __typename } }`);

describe("sign-in", () => {
  it("signs a fan in with any case of the address", async () => {
    const fan = await createFan(s.app.deps, { payPassword: "246810", phone: "verified" });
    const r = await gql(s, SIGN_IN, { input: { email: fan.email.toUpperCase(), password: fan.password } }, { ip: newIp() });
    expect(r.data?.signIn).toMatchObject({ __typename: "AuthPayload", user: { email: fan.email } });
    const me = await gql(s, graphql(`query AccountsSigninMe { me { email payPasswordSetUp isPhoneVerified } }`), {}, { token: member(r.data?.signIn, "AuthPayload").token });
    expect(me.data?.me).toEqual({ email: fan.email, payPasswordSetUp: true, isPhoneVerified: true });
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const ip = newIp();
    const fan = await createFan(s.app.deps);
    const wrong = await gql(s, SIGN_IN, { input: { email: fan.email, password: "Wrong#2026" } }, { ip });
    const unknown = await gql(s, SIGN_IN, { input: { email: "nobody@fanfare.test", password: "Wrong#2026" } }, { ip, lang: "th-TH" });
    expect(wrong.data?.signIn).toMatchObject({ __typename: "WrongCredentialsError", code: "WRONG_CREDENTIALS", message: "Incorrect e-mail or password" });
    expect(unknown.data?.signIn).toMatchObject({ __typename: "WrongCredentialsError", message: "อีเมลหรือรหัสผ่านไม่ถูกต้อง" });
  });

  it("signs out: the token is dead afterwards", async () => {
    const fan = await signUp(s);
    expect((await gql(s, ME, {}, { token: fan.token })).data?.me?.email).toBe(fan.email);
    expect((await gql(s, SIGN_OUT, {}, { token: fan.token })).data?.signOut).toEqual({ __typename: "Done", ok: true });
    expect((await gql(s, ME, {}, { token: fan.token })).data?.me).toBeNull();
    const guarded = await gql(s, SKIP_PHONE, {}, { token: fan.token });
    expect(guarded.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("sessions", () => {
  it("expire, and an expired token is anonymous with UNAUTHENTICATED on guarded fields", async () => {
    const fan = await signUp(s);
    await s.app.deps.db.session.updateMany({ where: { id: sessionIdOf(fan.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await gql(s, ME, {}, { token: fan.token })).data?.me).toBeNull();
    const r = await gql(s, SKIP_PHONE, {}, { token: fan.token, lang: "zh-CN" });
    expect(r.errors?.[0]).toMatchObject({ message: "登录已过期，请重新登录", extensions: { code: "UNAUTHENTICATED" } });
    expect(await s.app.deps.db.session.count({ where: { id: sessionIdOf(fan.token) } })).toBe(0);
  });

  it("slide: a session past half its life is extended on use", async () => {
    const fan = await signUp(s);
    const ttl = s.app.deps.config.sessionTtlMs;
    const soon = new Date(Date.now() + ttl / 4);
    await s.app.deps.db.session.update({ where: { id: sessionIdOf(fan.token) }, data: { expiresAt: soon } });
    await gql(s, ME, {}, { token: fan.token });
    const row = await s.app.deps.db.session.findUniqueOrThrow({ where: { id: sessionIdOf(fan.token) } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + ttl * 0.9);
  });

  it("ignore malformed and unknown tokens", async () => {
    for (const token of ["x", "a".repeat(40), "' or 1=1 --"]) expect((await gql(s, ME, {}, { token })).data?.me).toBeNull();
  });
});

describe("brute force (ASVS V2.2.1)", () => {
  it("stops a guessing client after 5 failures, while the owner elsewhere still signs in", async () => {
    const fan = await signUp(s);
    const attacker = newIp();
    const kinds: string[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await gql(s, SIGN_IN, { input: { email: fan.email, password: `Guess#${i}xx` } }, { ip: attacker });
      kinds.push(r.data!.signIn.__typename);
    }
    expect(kinds.slice(0, 5).every((k) => k === "WrongCredentialsError")).toBe(true);
    expect(kinds.slice(5).every((k) => k === "TooManyAttemptsError")).toBe(true);
    // Even the right password is refused from the guessing client, with a clear message.
    const blocked = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD } }, { ip: attacker });
    expect(blocked.data?.signIn).toMatchObject({ code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: expect.any(Number) });
    expect(member(blocked.data?.signIn, "TooManyAttemptsError").message).toMatch(/^Too many attempts, please try again in 1[45] minutes$/);
    // The owner, on another network, is not locked out.
    const owner = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD } }, { ip: newIp() });
    expect(owner.data?.signIn.__typename).toBe("AuthPayload");
  });

  it("refuses a guess spread over many IPs once the account failed 10 times: every stranger's attempt then needs a solved human check", async () => {
    const fan = await signUp(s);
    for (let i = 0; i < 10; i++) {
      const r = await gql(s, SIGN_IN, { input: { email: fan.email, password: `Guess#${i}xx` } }, { ip: newIp() });
      expect(r.data?.signIn.__typename).toBe("WrongCredentialsError");
    }
    const checked = () => s.app.deps.db.auditLog.count({ where: { action: "auth.sign_in", outcome: "FAILURE", subjectUserId: fan.user.id } });
    const before = await checked();
    // From fresh addresses, without the check: refused before any password is compared, the right one too.
    for (const password of ["Guess#10xx", "Guess#11xx", PASSWORD]) {
      const r = await gql(s, SIGN_IN, { input: { email: fan.email, password } }, { ip: newIp(), lang: "vi" });
      expect(r.data?.signIn).toMatchObject({ __typename: "HumanCheckFailedError", code: "HUMAN_CHECK_FAILED" });
    }
    expect(await checked()).toBe(before);
    // A guess with a solved check is checked (and a solution buys one attempt: reused, it is refused).
    const solved = await solvedHumanCheck(s);
    const guessed = await gql(s, SIGN_IN, { input: { email: fan.email, password: "Guess#12xx", humanCheck: solved } }, { ip: newIp() });
    expect(guessed.data?.signIn.__typename).toBe("WrongCredentialsError");
    const reused = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD, humanCheck: solved } }, { ip: newIp() });
    expect(reused.data?.signIn.__typename).toBe("HumanCheckFailedError");
    // The owner, on a new device, signs in with the check.
    const owner = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD, humanCheck: await solvedHumanCheck(s) } }, { ip: newIp() });
    expect(owner.data?.signIn.__typename).toBe("AuthPayload");
  }, 60_000);

  it("a stranger guessing from rotating addresses never keeps the owner out: every one of the owner's right passwords from their own device signs in (issue 36)", async () => {
    const fan = await signUp(s);
    const first = await gql(s, SIGN_IN_DEVICE, { input: { email: fan.email, password: PASSWORD } }, { ip: newIp() });
    let deviceToken = member(first.data?.signIn, "AuthPayload").deviceToken;
    // The stranger: a wrong password every few milliseconds, each from a new address, for the whole test.
    let guessing = true;
    let guesses = 0;
    const stranger = (async () => {
      while (guessing) {
        await gql(s, SIGN_IN, { input: { email: fan.email, password: `Guess#${guesses++}xx` } }, { ip: newIp() });
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    try {
      await waitFor(() => guesses > 12, "the stranger past the limit");
      const owner: string[] = [];
      for (let i = 0; i < 13; i++) {
        const r = await gql(s, SIGN_IN_DEVICE, { input: { email: fan.email, password: PASSWORD, deviceToken } }, { ip: newIp() });
        owner.push(r.data!.signIn.__typename);
        if (r.data?.signIn.__typename === "AuthPayload") deviceToken = r.data.signIn.deviceToken;
      }
      expect(owner).toEqual(Array(13).fill("AuthPayload"));
    } finally {
      guessing = false;
      await stranger;
    }
    // Meanwhile the stranger's own attempts were refused without a check.
    const next = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD } }, { ip: newIp() });
    expect(next.data?.signIn.__typename).toBe("HumanCheckFailedError");
  }, 60_000);

  it("counts a device's own failures apart: 5 wrong from it, then it is a stranger again; a token of another account or a forged one is no device", async () => {
    const fan = await signUp(s);
    const other = await signUp(s);
    const token = async (email: string) => member((await gql(s, SIGN_IN_DEVICE, { input: { email, password: PASSWORD } }, { ip: newIp() })).data?.signIn, "AuthPayload").deviceToken;
    const deviceToken = await token(fan.email);
    const othersToken = await token(other.email);
    // Strangers push the account over its limit.
    for (let i = 0; i < 10; i++) await gql(s, SIGN_IN, { input: { email: fan.email, password: `Guess#${i}xx` } }, { ip: newIp() });
    for (const forged of [othersToken, `${deviceToken.slice(0, -2)}AA`, "d1.x.y"]) {
      const r = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD, deviceToken: forged } }, { ip: newIp() });
      expect(r.data?.signIn.__typename).toBe("HumanCheckFailedError");
    }
    const kinds: string[] = [];
    for (let i = 0; i < 6; i++) kinds.push((await gql(s, SIGN_IN, { input: { email: fan.email, password: `Wrong#${i}xx`, deviceToken } }, { ip: newIp() })).data!.signIn.__typename);
    expect(kinds).toEqual([...Array(5).fill("WrongCredentialsError"), "HumanCheckFailedError"]);
  }, 60_000);

  it("blocks one IP that fails across many accounts", async () => {
    const ip = newIp();
    let last: string | undefined;
    for (let i = 0; i < 51; i++) last = (await gql(s, SIGN_IN, { input: { email: `stuffing-${i}@example.com`, password: "Guess#2026" } }, { ip })).data?.signIn.__typename;
    expect(last).toBe("TooManyAttemptsError");
  }, 60_000);
});
