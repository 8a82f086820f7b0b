// Me → Settings and Security over HTTP: forgot and change password, payment password, e-mail change,
// phone verification, profile and avatar, and the dev outbox routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, latestCode, ME, newIp, outbox, PASSWORD, REGISTER, SEND_CODE, SIGN_IN, signUp } from "../helpers/accounts.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const RESET_PASSWORD = graphql(`mutation SecurityResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }`);
const CHANGE_PASSWORD = graphql(`mutation SecurityChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }`);
const SET_PAY = graphql(`mutation SecuritySetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename ...AccountsError ... on User { payPasswordSetUp } } }`);
const CHANGE_PAY = graphql(`mutation SecurityChangePayPassword($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }`);
const SEND_PAY_CODE = graphql(`mutation SecuritySendPayPasswordCode { sendPayPasswordCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }`);
const RESET_PAY = graphql(`mutation SecurityResetPayPassword($input: ResetPayPasswordInput!) { resetPayPassword(input: $input) { __typename ...AccountsError ... on Done { ok } } }`);
const SEND_CURRENT = graphql(`mutation SecuritySendCurrentEmailCode { sendCurrentEmailCode { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }`);
const SEND_NEW = graphql(`mutation SecuritySendNewEmailCode($email: String!) { sendNewEmailCode(email: $email) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }`);
const CHANGE_EMAIL = graphql(`mutation SecurityChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...AccountsError ... on User { email } } }`);
const SEND_PHONE = graphql(`mutation SecuritySendPhoneCode($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }`);
const VERIFY_PHONE = graphql(`mutation SecurityVerifyPhone($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename ...AccountsError ... on User { phone phoneAreaCode isPhoneVerified } } }`);
const SKIP_PHONE = graphql(`mutation SecuritySkipPhone { skipPhoneVerification { __typename ... on Error { code } ... on User { isPhoneVerified phoneVerificationSkipped } } }`);
const UPDATE_PROFILE = graphql(`mutation SecurityUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ...AccountsError ... on User { nickname avatar language } } }`);

const signIn = (email: string, password: string, ip = newIp()) => gql(s, SIGN_IN, { input: { email, password } }, { ip });

describe("forgot password", () => {
  it("e-mail → code → new password; every session ends; the old password stops working", async () => {
    const fan = await signUp(s);
    const other = member((await signIn(fan.email, PASSWORD)).data?.signIn, "AuthPayload").token;
    const sent = await gql(s, SEND_CODE, { input: { email: fan.email, purpose: "FORGET_PASSWORD" } }, { ip: fan.ip, lang: "zh-TW" });
    expect(sent.data?.sendEmailCode.__typename).toBe("CodeSent");
    expect((await outbox(s, fan.email))[0].subject).toContain("重設密碼");
    const code = await latestCode(s, fan.email);
    const r = await gql(s, RESET_PASSWORD, { input: { email: fan.email, code, password: "Brand-new9" } }, { ip: fan.ip });
    expect(r.data?.resetPassword).toEqual({ __typename: "Done", ok: true });
    for (const token of [fan.token, other]) expect((await gql(s, ME, {}, { token })).data?.me).toBeNull();
    expect((await signIn(fan.email, PASSWORD)).data?.signIn.__typename).toBe("WrongCredentialsError");
    expect((await signIn(fan.email, "Brand-new9")).data?.signIn.__typename).toBe("AuthPayload");
    const reused = await gql(s, RESET_PASSWORD, { input: { email: fan.email, code, password: "Another-9" } }, { ip: fan.ip });
    expect(reused.data?.resetPassword).toMatchObject({ code: "INVALID_CODE" });
  });

  it("answers an unregistered address exactly as a registered one, and sends it nothing (issue 14)", async () => {
    const fan = await signUp(s);
    const known = await gql(s, SEND_CODE, { input: { email: fan.email, purpose: "FORGET_PASSWORD" } }, { ip: newIp() });
    const ghost = await gql(s, SEND_CODE, { input: { email: "ghost@example.com", purpose: "FORGET_PASSWORD" } }, { ip: newIp() });
    expect(ghost).toEqual(known);
    expect(ghost.data?.sendEmailCode).toEqual({ __typename: "CodeSent", expiresInSeconds: 600 });
    expect(await outbox(s, "ghost@example.com")).toEqual([]);
  });
});

describe("change password", () => {
  it("needs the old password, keeps this session and ends the others", async () => {
    const fan = await signUp(s);
    const other = member((await signIn(fan.email, PASSWORD)).data?.signIn, "AuthPayload").token;
    const wrong = await gql(s, CHANGE_PASSWORD, { input: { oldPassword: "Nope#2026", password: "Changed#99" } }, { token: fan.token });
    expect(wrong.data?.changePassword).toMatchObject({ code: "WRONG_PASSWORD", field: "oldPassword" });
    const weak = await gql(s, CHANGE_PASSWORD, { input: { oldPassword: PASSWORD, password: "weakpass" } }, { token: fan.token });
    expect(weak.data?.changePassword).toMatchObject({ code: "VALIDATION", field: "password" });
    const ok = await gql(s, CHANGE_PASSWORD, { input: { oldPassword: PASSWORD, password: "Changed#99" } }, { token: fan.token });
    expect(ok.data?.changePassword).toEqual({ __typename: "Done", ok: true });
    expect((await gql(s, ME, {}, { token: fan.token })).data?.me?.email).toBe(fan.email);
    expect((await gql(s, ME, {}, { token: other })).data?.me).toBeNull();
    expect((await signIn(fan.email, "Changed#99")).data?.signIn.__typename).toBe("AuthPayload");
  });

  it("limits wrong old passwords", async () => {
    const fan = await signUp(s);
    const kinds = [];
    for (let i = 0; i < 7; i++) {
      const r = await gql(s, CHANGE_PASSWORD, { input: { oldPassword: `Nope#${i}xxx`, password: "Changed#99" } }, { token: fan.token });
      kinds.push(r.data?.changePassword.__typename);
    }
    expect(kinds).toEqual([...Array(5).fill("WrongPasswordError"), "TooManyAttemptsError", "TooManyAttemptsError"]);
  });
});

describe("payment password", () => {
  it("is set once, changed with the old one, and reset with an e-mailed code", async () => {
    const fan = await signUp(s);
    const t = { token: fan.token };
    expect((await gql(s, SET_PAY, { p: "12345" }, t)).data?.setPayPassword).toMatchObject({ message: "Payment password must be exactly 6 digits" });
    expect((await gql(s, SET_PAY, { p: "12345a" }, t)).data?.setPayPassword).toMatchObject({ code: "VALIDATION" });
    // A PIN anyone would try first is refused, on setting, changing and resetting alike.
    for (const weak of ["123456", "654321", "111111", "121212", "123123", "147258"]) {
      expect((await gql(s, SET_PAY, { p: weak }, t)).data?.setPayPassword, weak).toMatchObject({ code: "VALIDATION", message: expect.stringContaining("too easy to guess") });
    }
    expect((await gql(s, SET_PAY, { p: "135790" }, t)).data?.setPayPassword).toEqual({ __typename: "User", payPasswordSetUp: true });
    expect((await gql(s, SET_PAY, { p: "507193" }, t)).data?.setPayPassword).toMatchObject({ code: "PAY_PASSWORD_ALREADY_SET" });

    const wrong = await gql(s, CHANGE_PAY, { input: { oldPayPassword: "000000", payPassword: "246802" } }, t);
    expect(wrong.data?.changePayPassword).toMatchObject({ code: "WRONG_PAY_PASSWORD", field: "oldPayPassword" });
    const weak = await gql(s, CHANGE_PAY, { input: { oldPayPassword: "135790", payPassword: "000000" } }, t);
    expect(weak.data?.changePayPassword).toMatchObject({ code: "VALIDATION", field: "payPassword" });
    const ok = await gql(s, CHANGE_PAY, { input: { oldPayPassword: "135790", payPassword: "246802" } }, t);
    expect(ok.data?.changePayPassword).toEqual({ __typename: "Done", ok: true });

    expect((await gql(s, SEND_PAY_CODE, {}, t)).data?.sendPayPasswordCode.__typename).toBe("CodeSent");
    const code = await latestCode(s, fan.email);
    const bad = await gql(s, RESET_PAY, { input: { code: code === "000000" ? "111111" : "000000", payPassword: "975310" } }, t);
    expect(bad.data?.resetPayPassword).toMatchObject({ code: "INVALID_CODE" });
    const reset = await gql(s, RESET_PAY, { input: { code, payPassword: "975310" } }, t);
    expect(reset.data?.resetPayPassword).toEqual({ __typename: "Done", ok: true });
    const after = await gql(s, CHANGE_PAY, { input: { oldPayPassword: "975310", payPassword: "864200" } }, t);
    expect(after.data?.changePayPassword.__typename).toBe("Done");
  });

  it("locks for 15 minutes after 5 wrong payment passwords", async () => {
    const fan = await signUp(s);
    const t = { token: fan.token };
    await gql(s, SET_PAY, { p: "135790" }, t);
    for (let i = 0; i < 5; i++) await gql(s, CHANGE_PAY, { input: { oldPayPassword: "000000", payPassword: "246802" } }, t);
    const locked = await gql(s, CHANGE_PAY, { input: { oldPayPassword: "135790", payPassword: "246802" } }, t);
    expect(locked.data?.changePayPassword).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    expect(member(locked.data?.changePayPassword, "TooManyAttemptsError").retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("needs a signed-in fan", async () => {
    const r = await gql(s, SET_PAY, { p: "135790" });
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("change e-mail", () => {
  it("moves the account: sign in with the new address and the unchanged password; the old one cannot register again", async () => {
    const fan = await signUp(s);
    const t = { token: fan.token, ip: fan.ip };
    const newEmail = `moved-${Date.now()}@example.com`;
    expect((await gql(s, SEND_CURRENT, {}, t)).data?.sendCurrentEmailCode.__typename).toBe("CodeSent");
    const oldCode = await latestCode(s, fan.email);
    expect((await gql(s, SEND_NEW, { email: "friend@fanfare.test" }, t)).data?.sendNewEmailCode).toMatchObject({
      code: "EMAIL_CHANGE_FAILED",
      message: "Failed to modify your e-mail",
    });
    expect((await gql(s, SEND_NEW, { email: newEmail }, t)).data?.sendNewEmailCode.__typename).toBe("CodeSent");
    const newCode = await latestCode(s, newEmail);

    const swapped = await gql(s, CHANGE_EMAIL, { input: { oldCode: newCode, email: newEmail, newCode: oldCode } }, t);
    expect(swapped.data?.changeEmail).toMatchObject({ code: "INVALID_CODE" });
    const r = await gql(s, CHANGE_EMAIL, { input: { oldCode, email: newEmail, newCode } }, t);
    expect(r.data?.changeEmail).toEqual({ __typename: "User", email: newEmail });

    expect((await signIn(newEmail, PASSWORD)).data?.signIn.__typename).toBe("AuthPayload");
    expect((await signIn(fan.email, PASSWORD)).data?.signIn.__typename).toBe("WrongCredentialsError");
    const again = await gql(s, SEND_CODE, { input: { email: fan.email, purpose: "REGISTER" } }, { ip: newIp() });
    expect(again.data?.sendEmailCode).toMatchObject({ code: "EMAIL_TAKEN" });
    // Even with a code issued before the change, the old address cannot register.
    await s.app.deps.db.verificationCode.create({
      data: { purpose: "REGISTER", target: fan.email, codeHash: "x", expiresAt: new Date(Date.now() + 60_000) },
    });
    const reg = await gql(s, REGISTER, { input: { email: fan.email, code: "123456", password: PASSWORD, nickname: "Again" } }, { ip: newIp() });
    expect(reg.data?.register.__typename).not.toBe("AuthPayload");
  });
});

describe("phone verification", () => {
  it("sends an SMS code, verifies the number, or is skipped", async () => {
    const fan = await signUp(s);
    const t = { token: fan.token, ip: fan.ip };
    const bad = await gql(s, SEND_PHONE, { input: { areaCode: "852", phone: "12ab" } }, t);
    expect(bad.data?.sendPhoneCode).toMatchObject({ field: "phone", message: "Invalid Phone Number" });
    expect((await gql(s, SEND_PHONE, { input: { areaCode: "+852", phone: "9123 4567" } }, t)).data?.sendPhoneCode.__typename).toBe("CodeSent");
    const [sms] = await outbox(s, "+85291234567");
    expect(sms.channel).toBe("SMS");
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    const wrong = await gql(s, VERIFY_PHONE, { input: { areaCode: "852", phone: "91234567", code: code === "000000" ? "111111" : "000000" } }, t);
    expect(wrong.data?.verifyPhone).toMatchObject({ code: "INVALID_CODE" });
    const ok = await gql(s, VERIFY_PHONE, { input: { areaCode: "852", phone: "91234567", code } }, t);
    expect(ok.data?.verifyPhone).toEqual({ __typename: "User", phone: "91234567", phoneAreaCode: "852", isPhoneVerified: true });

    const other = await signUp(s);
    const skipped = await gql(s, SKIP_PHONE, {}, { token: other.token });
    expect(skipped.data?.skipPhoneVerification).toEqual({ __typename: "User", isPhoneVerified: false, phoneVerificationSkipped: true });
  });
});

describe("personal info", () => {
  it("updates nickname, avatar (type and size checked) and language", async () => {
    const fan = await signUp(s);
    const t = { token: fan.token };
    const avatar = "data:image/png;base64," + Buffer.alloc(1000, 7).toString("base64");
    const ok = await gql(s, UPDATE_PROFILE, { input: { nickname: "Renamed", avatar, language: "th" } }, t);
    expect(ok.data?.updateProfile).toEqual({ __typename: "User", nickname: "Renamed", avatar, language: "th" });
    const big = "data:image/jpeg;base64," + Buffer.alloc(300 * 1024).toString("base64");
    expect((await gql(s, UPDATE_PROFILE, { input: { avatar: big } }, t)).data?.updateProfile).toMatchObject({ message: "Upload limit exceeded" });
    expect((await gql(s, UPDATE_PROFILE, { input: { avatar: big } }, { ...t, lang: "ms" })).data?.updateProfile).toMatchObject({
      message: "Had muat naik melebihi",
    });
    expect((await gql(s, UPDATE_PROFILE, { input: { nickname: "x" } }, t)).data?.updateProfile).toMatchObject({
      message: "Invalid nickname, min. 2 characters",
    });
    expect((await gql(s, UPDATE_PROFILE, { input: { language: "fr" } }, t)).data?.updateProfile).toMatchObject({ code: "VALIDATION", field: "language" });
  });
});

describe("dev outbox", () => {
  it("lists messages newest first as JSON and HTML", async () => {
    const fan = await signUp(s);
    await gql(s, SEND_CODE, { input: { email: fan.email, purpose: "FORGET_PASSWORD" } }, { ip: fan.ip });
    const list = await outbox(s, fan.email.toUpperCase());
    expect(list.map((m) => m.subject)).toEqual(["Fanfare · Reset your password", "Fanfare · Create your account"]);
    expect(Object.keys(list[0]).sort()).toEqual(["attachments", "channel", "createdAt", "html", "subject", "text", "to"]);
    const html = await fetch(`${s.url}/dev/mail?to=${encodeURIComponent(fan.email)}`);
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(await html.text()).toContain("Reset your password");
  });
});
