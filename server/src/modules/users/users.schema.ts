// Accounts in GraphQL: the signed-in fan (`me`), the e-mail look-up, codes, passwords, payment
// password, e-mail and phone changes, profile. Thin: scope, call one service, return.
import { builder } from "../../builder.ts";
import { ForbiddenError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import {
  EmailChangeFailedError,
  EmailCodeInvalidError,
  EmailTakenError,
  PayPasswordAlreadySetError,
  PayPasswordNotSetError,
  PhoneVerificationUnavailableError,
  TooManyAttemptsError,
  UserNotFoundError,
  WrongCredentialsError,
  WrongPasswordError,
  WrongPayPasswordError,
} from "./users.errors.ts";
import { codePurposes } from "@fanfare/shared/users";
import * as users from "./users.service.ts";
import { viewerId } from "../../context.ts";

export const UserType = builder.prismaObject("User", {
  description: "A fan's own account. Never carries a password or payment-password hash.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    nickname: t.exposeString("nickname"),
    avatar: t.exposeString("avatarUrl", { nullable: true, description: "An image data URL (≤ 200 KB) or an https URL." }),
    phone: t.exposeString("phone", { nullable: true }),
    phoneAreaCode: t.exposeString("phoneAreaCode", { nullable: true, description: "Dial code without +, e.g. 852." }),
    isPhoneVerified: t.boolean({ resolve: (u) => !!u.phoneVerifiedAt }),
    phoneVerificationSkipped: t.boolean({ resolve: (u) => !!u.phoneSkippedAt }),
    payPasswordSetUp: t.boolean({ resolve: (u) => !!u.payPasswordHash }),
    language: t.exposeString("language", { description: "Stored language: en_US, vi, zh, zh_tw, th or ms." }),
    area: t.exposeString("areaCode"),
    inviteCode: t.exposeString("inviteCode"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

// ───── errors ─────

export const CodePurposeEnum = builder.enumType("EmailCodePurpose", { values: codePurposes });

builder.objectType(EmailCodeInvalidError, {
  name: "InvalidCodeError",
  description: "The code is wrong, expired, already used, or dead after 5 wrong tries.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ purpose: t.exposeString("purpose") }),
});
builder.objectType(TooManyAttemptsError, {
  name: "TooManyAttemptsError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});
builder.objectType(WrongPayPasswordError, {
  name: "WrongPayPasswordError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    attemptsLeft: t.int({
      nullable: true,
      description: "Wrong tries left before the payment password locks for 15 minutes (0: this try locked it).",
      resolve: (e) => e.attemptsLeft,
    }),
  }),
});
for (const [cls, name] of [
  [UserNotFoundError, "UserNotFoundError"],
  [EmailTakenError, "EmailTakenError"],
  [WrongCredentialsError, "WrongCredentialsError"],
  [WrongPasswordError, "WrongPasswordError"],
  [PayPasswordAlreadySetError, "PayPasswordAlreadySetError"],
  [PayPasswordNotSetError, "PayPasswordNotSetError"],
  [EmailChangeFailedError, "EmailChangeFailedError"],
  [PhoneVerificationUnavailableError, "PhoneVerificationUnavailableError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}

// ───── results ─────

export const Done = builder.objectRef<{ ok: true }>("Done").implement({
  description: "The action was carried out.",
  fields: (t) => ({ ok: t.exposeBoolean("ok") }),
});
export const done = { ok: true as const };

const CodeSent = builder.objectRef<{ expiresInSeconds: number }>("CodeSent").implement({
  fields: (t) => ({ expiresInSeconds: t.exposeInt("expiresInSeconds") }),
});

const EmailStatus = builder.objectRef<{ email: string; registered: boolean }>("EmailStatus").implement({
  fields: (t) => ({ email: t.exposeString("email"), registered: t.exposeBoolean("registered") }),
});

const loggedIn = { loggedIn: true } as const;
const signedInErrors = [ValidationError, UnauthenticatedError] as const;


// ───── queries ─────

builder.queryField("me", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in fan, or null for an anonymous caller (or an expired session).",
    resolve: (query, _root, _args, ctx) => (ctx.viewer.userId ? users.findViewerUser(ctx.deps, ctx.viewer.userId, query) : null),
  }),
);

builder.queryField("checkEmail", (t) =>
  t.field({
    type: EmailStatus,
    description: "Whether an address has an account: /sign sends it to sign-in or to sign-up.",
    args: { email: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, TooManyAttemptsError], directResult: true },
    resolve: (_r, { email }, ctx) => users.checkEmail(ctx.deps, email, { ip: ctx.ip }),
  }),
);

// ───── codes ─────

const SendEmailCodeInput = builder.inputType("SendEmailCodeInput", {
  fields: (t) => ({ email: t.string({ required: true }), purpose: t.field({ type: CodePurposeEnum, required: true }) }),
});

builder.mutationField("sendEmailCode", (t) =>
  t.field({
    type: CodeSent,
    description: "Sends a 6-digit code (valid 10 minutes) to an address, in the request's language.",
    args: { input: t.arg({ type: SendEmailCodeInput, required: true }) },
    errors: { types: [ValidationError, TooManyAttemptsError, EmailTakenError, UserNotFoundError, EmailChangeFailedError, ForbiddenError], directResult: true },
    resolve: (_r, { input }, ctx) =>
      users.sendEmailCode(ctx.deps, { email: input.email, purpose: input.purpose, lang: ctx.lang, ip: ctx.ip, userId: ctx.viewer.userId }),
  }),
);

const CheckEmailCodeInput = builder.inputType("CheckEmailCodeInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    code: t.string({ required: true }),
    purpose: t.field({ type: CodePurposeEnum, required: true }),
  }),
});

builder.mutationField("checkEmailCode", (t) =>
  t.field({
    type: Done,
    description: "Checks a code without using it up; a wrong code counts one of its 5 tries.",
    args: { input: t.arg({ type: CheckEmailCodeInput, required: true }) },
    errors: { types: [ValidationError, EmailCodeInvalidError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      await users.checkEmailCode(ctx.deps, input);
      return done;
    },
  }),
);

// ───── profile ─────

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  fields: (t) => ({ nickname: t.string(), avatar: t.string(), language: t.string() }),
});

builder.mutationField("updateProfile", (t) =>
  t.field({
    type: UserType,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    errors: { types: [...signedInErrors], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { input }, ctx) => users.updateProfile(ctx.deps, viewerId(ctx), input),
  }),
);

// ───── passwords ─────

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({ email: t.string({ required: true }), code: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.mutationField("resetPassword", (t) =>
  t.field({
    type: Done,
    description: "Forgot password: a FORGET_PASSWORD code sets a new password; every session of the account ends.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: { types: [ValidationError, EmailCodeInvalidError, UserNotFoundError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      await users.resetPasswordByEmailCode(ctx.deps, input);
      return done;
    },
  }),
);

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({ oldPassword: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.mutationField("changePassword", (t) =>
  t.field({
    type: Done,
    description: "Changes the password with the old one; the fan's other sessions end.",
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    errors: { types: [...signedInErrors, WrongPasswordError, TooManyAttemptsError], directResult: true },
    authScopes: loggedIn,
    resolve: async (_r, { input }, ctx) => {
      await users.changePassword(ctx.deps, ctx.viewer, input);
      return done;
    },
  }),
);

// ───── payment password ─────

builder.mutationField("setPayPassword", (t) =>
  t.field({
    type: UserType,
    description: "Sets the 6-digit payment password, only while none is set.",
    args: { payPassword: t.arg.string({ required: true }) },
    errors: { types: [...signedInErrors, PayPasswordAlreadySetError], directResult: true },
    authScopes: loggedIn,
    resolve: async (_r, { payPassword }, ctx) => {
      await users.setPayPassword(ctx.deps, viewerId(ctx), payPassword);
      return users.getUser(ctx.deps, viewerId(ctx));
    },
  }),
);

const ChangePayPasswordInput = builder.inputType("ChangePayPasswordInput", {
  fields: (t) => ({ oldPayPassword: t.string({ required: true }), payPassword: t.string({ required: true }) }),
});

builder.mutationField("changePayPassword", (t) =>
  t.field({
    type: Done,
    description: "Changes the payment password with the old one; 5 wrong tries lock it for 15 minutes.",
    args: { input: t.arg({ type: ChangePayPasswordInput, required: true }) },
    errors: { types: [...signedInErrors, WrongPayPasswordError, PayPasswordNotSetError, TooManyAttemptsError], directResult: true },
    authScopes: loggedIn,
    resolve: async (_r, { input }, ctx) => {
      await users.changePayPasswordByOld(ctx.deps, viewerId(ctx), input);
      return done;
    },
  }),
);

builder.mutationField("sendPayPasswordCode", (t) =>
  t.field({
    type: CodeSent,
    description: "Sends a PAY_PASSWORD code to the fan's own e-mail address.",
    errors: { types: [...signedInErrors, TooManyAttemptsError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, _a, ctx) => users.sendPayPasswordCode(ctx.deps, viewerId(ctx), ctx.lang, ctx.ip),
  }),
);

const ResetPayPasswordInput = builder.inputType("ResetPayPasswordInput", {
  fields: (t) => ({ code: t.string({ required: true }), payPassword: t.string({ required: true }) }),
});

builder.mutationField("resetPayPassword", (t) =>
  t.field({
    type: Done,
    description: "Sets a new payment password with a PAY_PASSWORD code sent to the fan's e-mail.",
    args: { input: t.arg({ type: ResetPayPasswordInput, required: true }) },
    errors: { types: [...signedInErrors, EmailCodeInvalidError], directResult: true },
    authScopes: loggedIn,
    resolve: async (_r, { input }, ctx) => {
      await users.resetPayPasswordByEmailCode(ctx.deps, viewerId(ctx), input);
      return done;
    },
  }),
);

// ───── e-mail change ─────

builder.mutationField("sendCurrentEmailCode", (t) =>
  t.field({
    type: CodeSent,
    description: "Step 1 of changing the e-mail address: a code to the current address.",
    errors: { types: [...signedInErrors, TooManyAttemptsError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, _a, ctx) => users.sendCurrentEmailChangeCode(ctx.deps, viewerId(ctx), ctx.lang, ctx.ip),
  }),
);

builder.mutationField("sendNewEmailCode", (t) =>
  t.field({
    type: CodeSent,
    description: "Step 2 of changing the e-mail address: a code to the new address.",
    args: { email: t.arg.string({ required: true }) },
    errors: { types: [...signedInErrors, TooManyAttemptsError, EmailChangeFailedError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { email }, ctx) => users.sendNewEmailCode(ctx.deps, viewerId(ctx), email, ctx.lang, ctx.ip),
  }),
);

const ChangeEmailInput = builder.inputType("ChangeEmailInput", {
  fields: (t) => ({ oldCode: t.string({ required: true }), email: t.string({ required: true }), newCode: t.string({ required: true }) }),
});

builder.mutationField("changeEmail", (t) =>
  t.field({
    type: UserType,
    description: "Moves the account to the new address; the password stays and the old address is retired.",
    args: { input: t.arg({ type: ChangeEmailInput, required: true }) },
    errors: { types: [...signedInErrors, EmailCodeInvalidError, EmailChangeFailedError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { input }, ctx) => users.changeEmail(ctx.deps, viewerId(ctx), input),
  }),
);

// ───── phone ─────

const PhoneInput = builder.inputType("PhoneInput", {
  fields: (t) => ({ areaCode: t.string({ required: true }), phone: t.string({ required: true }) }),
});
const PhoneCodeInput = builder.inputType("PhoneCodeInput", {
  fields: (t) => ({ areaCode: t.string({ required: true }), phone: t.string({ required: true }), code: t.string({ required: true }) }),
});

builder.mutationField("sendPhoneCode", (t) =>
  t.field({
    type: CodeSent,
    description: "Sends a code by SMS to the phone number.",
    args: { input: t.arg({ type: PhoneInput, required: true }) },
    errors: { types: [...signedInErrors, TooManyAttemptsError, PhoneVerificationUnavailableError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { input }, ctx) => users.sendPhoneCode(ctx.deps, viewerId(ctx), input, ctx.lang, ctx.ip),
  }),
);

builder.mutationField("verifyPhone", (t) =>
  t.field({
    type: UserType,
    description: "Saves the phone number as verified with the SMS code.",
    args: { input: t.arg({ type: PhoneCodeInput, required: true }) },
    errors: { types: [...signedInErrors, EmailCodeInvalidError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { input }, ctx) => users.updatePhone(ctx.deps, viewerId(ctx), input),
  }),
);

builder.mutationField("skipPhoneVerification", (t) =>
  t.field({
    type: UserType,
    description: "The fan chose to verify the phone later, after the warning.",
    errors: { types: [UnauthenticatedError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, _a, ctx) => users.skipPhoneVerification(ctx.deps, viewerId(ctx)),
  }),
);
