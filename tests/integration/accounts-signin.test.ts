// Sign-in, sessions and brute force over HTTP against the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { limits } from "../../server/src/modules/users/index.ts";
import { gql, ME, newIp, PASSWORD, SIGN_IN, signUp } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { createFan } from "../factories/fans.ts";
import { graphql } from "../gql/index.ts";
import { sessionIdOf } from "../../server/src/modules/auth/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const SIGN_OUT = graphql(`mutation AccountsSigninSignOut { signOut { __typename ... on Done { ok } } }`);
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

  it("slows guessing spread over many IPs to one try per account every few seconds, never a lock-out", async () => {
    const fan = await signUp(s);
    for (let i = 0; i < 10; i++) await gql(s, SIGN_IN, { input: { email: fan.email, password: `Guess#${i}xx` } }, { ip: newIp() });
    const first = await gql(s, SIGN_IN, { input: { email: fan.email, password: "Guess#10xx" } }, { ip: newIp() });
    expect(first.data?.signIn.__typename).toBe("WrongCredentialsError");
    const next = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD } }, { ip: newIp() });
    expect(next.data?.signIn).toMatchObject({ __typename: "TooManyAttemptsError", retryAfterSeconds: expect.any(Number) });
    expect(member(next.data?.signIn, "TooManyAttemptsError").retryAfterSeconds).toBeLessThanOrEqual(5);
    await s.app.deps.attempts.reset(limits.signInAccountSpacing, fan.email); // as if 5 seconds passed
    const owner = await gql(s, SIGN_IN, { input: { email: fan.email, password: PASSWORD } }, { ip: newIp() });
    expect(owner.data?.signIn.__typename).toBe("AuthPayload");
  });

  it("blocks one IP that fails across many accounts", async () => {
    const ip = newIp();
    let last: string | undefined;
    for (let i = 0; i < 51; i++) last = (await gql(s, SIGN_IN, { input: { email: `stuffing-${i}@example.com`, password: "Guess#2026" } }, { ip })).data?.signIn.__typename;
    expect(last).toBe("TooManyAttemptsError");
  }, 60_000);
});
