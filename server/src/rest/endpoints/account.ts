// Accounts over /fanapih5: each handler calls one accounts service (server/src/modules/users), which
// validates its input with the shared rules; nothing here re-implements a rule.
import type { EmailCodePurpose } from "@fanfare/shared/users";
import * as users from "../../modules/users/index.ts";
import { NotFoundError } from "../../errors.ts";
import { HumanCheckFailedError } from "../../modules/captcha/index.ts";
import type { User } from "../../generated/prisma/client.ts";
import type { UserInfo } from "../client.ts";
import { defineEndpoint, digits, text, type EndpointContext } from "../endpoint.ts";
import { FanapiCode } from "../envelope.ts";

/** The contract's `type` of an e-mail code → the accounts purpose. */
export const EMAIL_CODE_TYPES = {
  register: "REGISTER",
  forgetPassword: "FORGET_PASSWORD",
  changeEmail: "CHANGE_EMAIL",
  newEmail: "NEW_EMAIL",
  payPassword: "PAY_PASSWORD",
  transfer: "TRANSFER",
} as const satisfies Record<string, EmailCodePurpose>;
type EmailCodeType = keyof typeof EMAIL_CODE_TYPES;
const emailCodeType = { ...text("register, forgetPassword, changeEmail, newEmail, payPassword or transfer"), enum: Object.keys(EMAIL_CODE_TYPES) };

/** The contract's user info (login, registration, getUserInfo, updates): never a hash. */
export function toUserInfo(user: User): UserInfo {
  return {
    id: user.id,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    areaCode: user.phoneAreaCode,
    avatar: user.avatarUrl,
    language: user.language,
    payPasswordSetUp: user.payPasswordHash ? 1 : 0,
    isPhoneVerified: user.phoneVerifiedAt ? 1 : 0,
  };
}

const meta = (ctx: EndpointContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
/** Endpoints that need a token run only for a signed-in viewer (the router answers 2062000 otherwise). */
const me = (ctx: EndpointContext) => ctx.viewer.userId as string;

export const accountEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/userInfo/loginByEmail",
    summary: "Sign in with e-mail and password; the answer holds the user info and the session token.",
    needsToken: false,
    fields: { email: text("E-mail address"), password: text("Password") },
    answer: "UserInfoWithToken",
    handle: async (ctx) => {
      try {
        const { user, token } = await users.signIn(ctx.deps, { email: ctx.input.email, password: ctx.input.password }, meta(ctx));
        return { ...toUserInfo(user), token };
      } catch (e) {
        // The contract's clients cannot solve a human check, which the account asks of strangers after many
        // failures from elsewhere: to them it is the throttle it replaces (1005, HTTP 429) until the
        // failures age out. The app's sign-in solves the check, or brings its device token.
        if (e instanceof HumanCheckFailedError) throw new users.TooManyAttemptsError(users.limits.signInPerAccount.windowMs / 1000);
        throw e;
      }
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/userInfo/getUserInfoByEmail",
    summary: "Whether an e-mail address is registered: 200 with { email, registered: true }, or 1001.",
    needsToken: false,
    fields: { email: text("E-mail address") },
    answer: "EmailRegistered",
    handle: async (ctx) => {
      const { email, registered } = await users.checkEmail(ctx.deps, ctx.input.email, meta(ctx));
      if (!registered) throw new users.UserNotFoundError();
      return { email, registered: true };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/userInfo/getUserInfo/:id",
    summary: "The signed-in user's own info; another id is not found (29998).",
    needsToken: true,
    fields: {},
    answer: "UserInfo",
    handle: async (ctx) => {
      if (ctx.params.id !== me(ctx)) throw new NotFoundError("user");
      return toUserInfo(await users.getUser(ctx.deps, me(ctx)));
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/emailMessage/emailCodeSend",
    summary: "Sends a 6-digit code to an e-mail address for one purpose.",
    needsToken: false,
    fields: { email: text("E-mail address"), type: emailCodeType },
    answer: "Null",
    handle: async (ctx) => {
      await users.sendEmailCode(ctx.deps, {
        email: ctx.input.email,
        purpose: EMAIL_CODE_TYPES[ctx.input.type as EmailCodeType],
        lang: ctx.lang,
        ip: ctx.ip,
        userId: ctx.viewer.userId,
      });
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/emailMessage/emailCodeCheck",
    summary: "Checks a code without using it up: 200, or 1002 (register) / 1003 (forgetPassword).",
    needsToken: false,
    fields: { email: text("E-mail address"), code: digits("The code received"), type: emailCodeType },
    answer: "Null",
    handle: async (ctx) => {
      await users.checkEmailCode(ctx.deps, {
        email: ctx.input.email,
        code: ctx.input.code,
        purpose: EMAIL_CODE_TYPES[ctx.input.type as EmailCodeType],
      });
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/regByEmail",
    summary: "Registers with a REGISTER code and signs in; the answer holds the user info and the session token.",
    needsToken: false,
    fields: {
      email: text("E-mail address"),
      code: digits("The REGISTER code"),
      password: text("Password: 8+ characters with upper case, lower case, and a digit or symbol"),
      nickname: text("Nickname, 2 to 30 characters"),
      avatar: text("An image data URL (≤ 200 KB) or an https:// URL", false),
      inviteCode: text("A friend's invite code", false),
    },
    answer: "UserInfoWithToken",
    handle: async (ctx) => {
      const { email, code, password, nickname, avatar, inviteCode } = ctx.input;
      const { user, token } = await users.register(
        ctx.deps,
        { email, code, password, nickname, avatar: avatar || null, inviteCode: inviteCode || null, lang: ctx.lang },
        meta(ctx),
      );
      return { ...toUserInfo(user), token };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updateUserInfo",
    summary: "Updates nickname, avatar or language.",
    needsToken: true,
    fields: {
      nickname: text("Nickname, 2 to 30 characters", false),
      avatar: text("An image data URL (≤ 200 KB) or an https:// URL", false),
      language: text("en_US, vi, zh, zh_tw, th or ms", false),
    },
    answer: "UserInfo",
    handle: async (ctx) => {
      const { nickname, avatar, language } = ctx.input;
      return toUserInfo(await users.updateProfile(ctx.deps, me(ctx), { nickname, avatar, language }));
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updatePasswordByEmailCode",
    summary: "Forgot password: a FORGET_PASSWORD code sets a new password and ends every session; 1003 on a wrong code.",
    needsToken: false,
    fields: { email: text("E-mail address"), code: digits("The FORGET_PASSWORD code"), password: text("The new password") },
    answer: "Null",
    // An unknown address has no valid code either; 1001 would read as success to the clients.
    errorCodes: { USER_NOT_FOUND: FanapiCode.FORGET_PASSWORD_CODE_WRONG },
    handle: async (ctx) => {
      await users.resetPasswordByEmailCode(ctx.deps, { email: ctx.input.email, code: ctx.input.code, password: ctx.input.password });
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updatePayPassword",
    summary: "Sets the 6-digit payment password, only while none is set.",
    needsToken: true,
    fields: { payPassword: digits("6 digits") },
    answer: "Null",
    handle: async (ctx) => {
      await users.setPayPassword(ctx.deps, me(ctx), ctx.input.payPassword);
      return null;
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/userInfo/logout",
    summary: "Ends the session: the token answers 2062000 afterwards.",
    needsToken: true,
    fields: {},
    answer: "Null",
    handle: async (ctx) => {
      await users.signOut(ctx.deps, ctx.viewer);
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/getUpdUserEmailCode",
    summary: "Sends a CHANGE_EMAIL code to the current e-mail address.",
    needsToken: true,
    fields: {},
    answer: "Null",
    handle: async (ctx) => {
      await users.sendCurrentEmailChangeCode(ctx.deps, me(ctx), ctx.lang, ctx.ip);
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/getNewUserEmailCode",
    summary: "Sends a NEW_EMAIL code to the new e-mail address.",
    needsToken: true,
    fields: { email: text("The new e-mail address") },
    answer: "Null",
    handle: async (ctx) => {
      await users.sendNewEmailCode(ctx.deps, me(ctx), ctx.input.email, ctx.lang, ctx.ip);
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updUserEmail",
    summary: "Moves the account to a new e-mail address with the codes sent to the old and the new one.",
    needsToken: true,
    fields: { oldCode: digits("The CHANGE_EMAIL code"), email: text("The new e-mail address"), newCode: digits("The NEW_EMAIL code") },
    answer: "UserInfo",
    handle: async (ctx) => {
      const { oldCode, email, newCode } = ctx.input;
      return toUserInfo(await users.changeEmail(ctx.deps, me(ctx), { oldCode, email, newCode }));
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/phoneMessage/phoneCodeSend",
    summary: "Sends a code by SMS to a phone number.",
    needsToken: true,
    fields: { areaCode: digits("Dialling code, e.g. 60"), phone: digits("National number") },
    answer: "Null",
    handle: async (ctx) => {
      await users.sendPhoneCode(ctx.deps, me(ctx), { areaCode: ctx.input.areaCode, phone: ctx.input.phone }, ctx.lang, ctx.ip);
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/phoneMessage/phoneCodeCheck",
    summary: "Checks a phone code without using it up.",
    needsToken: true,
    fields: { areaCode: digits("Dialling code"), phone: digits("National number"), code: digits("The code received") },
    answer: "Null",
    handle: async (ctx) => {
      const { areaCode, phone, code } = ctx.input;
      await users.checkPhoneCode(ctx.deps, me(ctx), { areaCode, phone, code });
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updateUserPhone",
    summary: "Sets the verified phone number with its code.",
    needsToken: true,
    fields: { areaCode: digits("Dialling code"), phone: digits("National number"), code: digits("The code received") },
    answer: "UserInfo",
    handle: async (ctx) => {
      const { areaCode, phone, code } = ctx.input;
      return toUserInfo(await users.updatePhone(ctx.deps, me(ctx), { areaCode, phone, code }));
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updatePasswordByOldPwd",
    summary: "Changes the password with the old one; every other session ends.",
    needsToken: true,
    fields: { oldPassword: text("The current password"), password: text("The new password") },
    answer: "Null",
    handle: async (ctx) => {
      await users.changePassword(ctx.deps, ctx.viewer, { oldPassword: ctx.input.oldPassword, password: ctx.input.password });
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updatePayPasswordByEmailCode",
    summary: "Sets a new payment password with a PAY_PASSWORD code sent to the user's e-mail.",
    needsToken: true,
    fields: { code: digits("The PAY_PASSWORD code"), payPassword: digits("6 digits") },
    answer: "Null",
    handle: async (ctx) => {
      await users.resetPayPasswordByEmailCode(ctx.deps, me(ctx), { code: ctx.input.code, payPassword: ctx.input.payPassword });
      return null;
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/userInfo/updatePayPasswordByOldPwd",
    summary: "Changes the payment password with the old one.",
    needsToken: true,
    fields: { oldPayPassword: digits("The current payment password"), payPassword: digits("6 digits") },
    answer: "Null",
    handle: async (ctx) => {
      await users.changePayPasswordByOld(ctx.deps, me(ctx), { oldPayPassword: ctx.input.oldPayPassword, payPassword: ctx.input.payPassword });
      return null;
    },
  }),
];
