// The account endpoints of /fanapih5 through real HTTP with real signatures, walking the flows the
// H5 clients use: registration, login, user info, profile, passwords, payment password, e-mail and
// phone changes, logout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, newIp, outbox, uniqueEmail } from "../helpers/accounts.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import type { FanapiClient, UserInfoWithToken } from "../../server/src/rest/client.ts";
import { fanapiClient } from "./fanapi-support.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const PASSWORD = "Secret#2026";

async function register(c: FanapiClient, email = uniqueEmail("h5")): Promise<UserInfoWithToken> {
  expect((await c.call("POST /emailMessage/emailCodeSend", { email, type: "register" })).body).toMatchObject({ code: 200 });
  const code = await latestCode(s, email);
  const r = await c.call("POST /userInfo/regByEmail", { email, code, password: PASSWORD, nickname: "H5 Fan" });
  expect(r.body.code).toBe(200);
  c.useSession(r.body.data);
  return r.body.data;
}

describe("registration and login", () => {
  it("registers with an e-mail code, answers user info with a token, and signs in", async () => {
    const c = fanapiClient(s);
    const email = uniqueEmail("reg");
    const before = await c.call("GET /userInfo/getUserInfoByEmail", { email });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ code: 1001, data: null });

    expect((await c.call("POST /emailMessage/emailCodeSend", { email, type: "register" })).body.code).toBe(200);
    const code = await latestCode(s, email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await c.call("POST /emailMessage/emailCodeCheck", { email, code: wrong, type: "register" })).body.code).toBe(1002);
    expect((await c.call("POST /emailMessage/emailCodeCheck", { email, code, type: "register" })).body).toMatchObject({ code: 200 });

    const bad = await c.call("POST /userInfo/regByEmail", { email, code, password: PASSWORD, nickname: "x" });
    expect(bad.body).toMatchObject({ code: 400, msg: "Invalid nickname, min. 2 characters" });

    const reg = await c.call("POST /userInfo/regByEmail", { email, code, password: PASSWORD, nickname: "Reg Fan" });
    expect(reg.status).toBe(200);
    expect(reg.body.code).toBe(200);
    expect(reg.body.data).toEqual({
      id: expect.any(String),
      token: expect.any(String),
      nickname: "Reg Fan",
      email,
      phone: null,
      areaCode: null,
      avatar: null,
      language: "en_US",
      payPasswordSetUp: 0,
      isPhoneVerified: 0,
    });
    expect(JSON.stringify(reg.body)).not.toMatch(/hash|\$argon/i);

    const after = await c.call("GET /userInfo/getUserInfoByEmail", { email: email.toUpperCase() });
    expect(after.body).toMatchObject({ code: 200, data: { email, registered: true } });

    const wrongLogin = await c.call("POST /userInfo/loginByEmail", { email, password: "Wrong#2026" });
    expect(wrongLogin.body).toMatchObject({ code: 1007, msg: "Incorrect e-mail or password", data: null });

    const login = await c.call("POST /userInfo/loginByEmail", { email, password: PASSWORD });
    expect(login.body.code).toBe(200);
    expect(login.body.data).toMatchObject({ id: reg.body.data.id, email, token: expect.any(String) });
    expect(login.body.data.token).not.toBe(reg.body.data.token);
  });

  it("answers validation failures with code 400 and the product's messages, in the request's language", async () => {
    const en = fanapiClient(s);
    expect((await en.call("POST /userInfo/loginByEmail", { email: "not-an-email", password: "x" })).body).toMatchObject({
      code: 400,
      msg: "Invalid email address",
    });
    const zh = fanapiClient(s, { lang: "zh-CN" });
    const r = await zh.call("POST /userInfo/loginByEmail", { email: "not-an-email", password: "x" });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).not.toBe("Invalid email address");
    expect(r.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("a signed-in fan", () => {
  it("reads only their own user info; without a token it is 2062000", async () => {
    const c = fanapiClient(s);
    const me = await register(c);
    const r = await c.call("GET /userInfo/getUserInfo/{id}", { id: me.id });
    expect(r.body).toMatchObject({ code: 200, data: { id: me.id, email: me.email } });
    expect(r.body.data).not.toHaveProperty("token");

    const other = fanapiClient(s);
    const them = await register(other);
    expect((await c.call("GET /userInfo/getUserInfo/{id}", { id: them.id })).body).toMatchObject({ code: 29998, data: null });

    const anon = fanapiClient(s);
    expect((await anon.call("GET /userInfo/getUserInfo/{id}", { id: me.id })).body).toMatchObject({
      code: 2062000,
      msg: "Login expired, please sign in again",
    });
    anon.token = "not-a-real-token";
    expect((await anon.call("GET /userInfo/getUserInfo/{id}", { id: me.id })).body.code).toBe(2062000);
  });

  it("updates the profile", async () => {
    const c = fanapiClient(s);
    await register(c);
    const r = await c.call("POST /userInfo/updateUserInfo", { nickname: "Renamed", language: "zh_tw" });
    expect(r.body).toMatchObject({ code: 200, data: { nickname: "Renamed", language: "zh_tw" } });
    expect((await c.call("POST /userInfo/updateUserInfo", { language: "klingon" })).body.code).toBe(400);
  });

  it("changes the password with the old one, and resets it by e-mail code (1003 on a wrong code)", async () => {
    const c = fanapiClient(s);
    const me = await register(c);
    expect((await c.call("POST /userInfo/updatePasswordByOldPwd", { oldPassword: "Wrong#2026", password: "Newer#2026" })).body.code).toBe(1008);
    expect((await c.call("POST /userInfo/updatePasswordByOldPwd", { oldPassword: PASSWORD, password: "Newer#2026" })).body.code).toBe(200);
    expect((await c.call("POST /userInfo/loginByEmail", { email: me.email, password: "Newer#2026" })).body.code).toBe(200);

    const anon = fanapiClient(s);
    expect((await anon.call("POST /emailMessage/emailCodeSend", { email: me.email, type: "forgetPassword" })).body.code).toBe(200);
    const code = await latestCode(s, me.email);
    expect((await anon.call("POST /emailMessage/emailCodeCheck", { email: me.email, code: code === "000000" ? "111111" : "000000", type: "forgetPassword" })).body.code).toBe(1003);
    const wrong = await anon.call("POST /userInfo/updatePasswordByEmailCode", { email: me.email, code: code === "999999" ? "888888" : "999999", password: "Reset#2026" });
    expect(wrong.body.code).toBe(1003);
    const ok = await anon.call("POST /userInfo/updatePasswordByEmailCode", { email: me.email, code, password: "Reset#2026" });
    expect(ok.body).toMatchObject({ code: 200, data: null });
    // Every session of the account ended.
    expect((await c.call("GET /userInfo/getUserInfo/{id}", { id: me.id })).body.code).toBe(2062000);
    expect((await anon.call("POST /userInfo/loginByEmail", { email: me.email, password: "Reset#2026" })).body.code).toBe(200);
    // An unknown address is a wrong code too (1001 would read as success to the clients).
    expect((await anon.call("POST /userInfo/updatePasswordByEmailCode", { email: uniqueEmail("nobody"), code, password: "Reset#2026" })).body.code).toBe(1003);
  });

  it("sets the payment password once, changes it with the old one and resets it by e-mail code", async () => {
    const c = fanapiClient(s);
    const me = await register(c);
    expect((await c.call("POST /userInfo/updatePayPassword", { payPassword: "12345" })).body.code).toBe(400);
    expect((await c.call("POST /userInfo/updatePayPassword", { payPassword: "258147" })).body.code).toBe(200);
    expect((await c.call("POST /userInfo/updatePayPassword", { payPassword: "864213" })).body.code).toBe(1010);
    expect((await c.call("GET /userInfo/getUserInfo/{id}", { id: me.id })).body.data.payPasswordSetUp).toBe(1);

    expect((await c.call("POST /userInfo/updatePayPasswordByOldPwd", { oldPayPassword: "000000", payPassword: "370415" })).body.code).toBe(1009);
    expect((await c.call("POST /userInfo/updatePayPasswordByOldPwd", { oldPayPassword: "258147", payPassword: "370415" })).body.code).toBe(200);

    expect((await c.call("POST /emailMessage/emailCodeSend", { email: me.email, type: "payPassword" })).body.code).toBe(200);
    const code = await latestCode(s, me.email);
    expect((await c.call("POST /userInfo/updatePayPasswordByEmailCode", { code, payPassword: "529361" })).body.code).toBe(200);
    expect((await c.call("POST /userInfo/updatePayPasswordByOldPwd", { oldPayPassword: "529361", payPassword: "618402" })).body.code).toBe(200);
  });

  it("changes the e-mail address with codes sent to the old and the new one", async () => {
    const c = fanapiClient(s);
    const me = await register(c);
    const newEmail = uniqueEmail("moved");
    expect((await c.call("POST /userInfo/getUpdUserEmailCode", {})).body.code).toBe(200);
    const oldCode = await latestCode(s, me.email);
    expect((await c.call("POST /userInfo/getNewUserEmailCode", { email: newEmail })).body.code).toBe(200);
    const newCode = await latestCode(s, newEmail);
    const r = await c.call("POST /userInfo/updUserEmail", { oldCode, email: newEmail, newCode });
    expect(r.body).toMatchObject({ code: 200, data: { id: me.id, email: newEmail } });
    expect((await c.call("POST /userInfo/loginByEmail", { email: newEmail, password: PASSWORD })).body.code).toBe(200);
  });

  it("verifies a phone number by SMS code", async () => {
    const c = fanapiClient(s);
    const me = await register(c);
    expect((await c.call("POST /phoneMessage/phoneCodeSend", { areaCode: "60", phone: "123456789" })).body.code).toBe(200);
    const [sms] = await outbox(s, "+60123456789");
    expect(sms.channel).toBe("SMS");
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    expect((await c.call("POST /phoneMessage/phoneCodeCheck", { areaCode: "60", phone: "123456789", code })).body.code).toBe(200);
    const r = await c.call("POST /userInfo/updateUserPhone", { areaCode: "60", phone: "123456789", code });
    expect(r.body).toMatchObject({ code: 200, data: { id: me.id, phone: "123456789", areaCode: "60", isPhoneVerified: 1 } });
  });

  it("logs out: the token dies (2062000) and other sessions live on", async () => {
    const c = fanapiClient(s);
    const me = await register(c);
    const second = fanapiClient(s);
    second.useSession((await second.call("POST /userInfo/loginByEmail", { email: me.email, password: PASSWORD })).body.data);

    expect((await c.call("GET /userInfo/logout", {})).body).toMatchObject({ code: 200 });
    expect((await c.call("GET /userInfo/getUserInfo/{id}", { id: me.id })).body.code).toBe(2062000);
    expect((await c.call("POST /userInfo/updateUserInfo", { nickname: "Ghost" })).body.code).toBe(2062000);
    expect((await c.call("GET /userInfo/logout", {})).body.code).toBe(2062000);
    expect((await second.call("GET /userInfo/getUserInfo/{id}", { id: me.id })).body).toMatchObject({ code: 200, data: { nickname: "H5 Fan" } });
  });

  it("refuses every endpoint that needs a token without one, and changes nothing", async () => {
    const anon = fanapiClient(s, { ip: newIp() });
    const r = await anon.call("POST /userInfo/updatePayPassword", { payPassword: "258147" });
    expect(r.body.code).toBe(2062000);
    expect((await anon.call("POST /userInfo/getUpdUserEmailCode", {})).body.code).toBe(2062000);
  });
});
