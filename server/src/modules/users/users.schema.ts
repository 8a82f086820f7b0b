// Accounts in GraphQL: the signed-in fan (`me`), the e-mail look-up, codes, passwords, payment
// password, e-mail and phone changes, profile. Thin: scope, call one service, return.
import { builder } from "../../builder.ts";
import { ForbiddenError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface, describedValues } from "../core/core.schema.ts";
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
    id: t.exposeID("id", { description: "The account's id." }),
    email: t.exposeString("email", { description: "The account's e-mail address." }),
    nickname: t.exposeString("nickname", { description: "The display name." }),
    avatar: t.exposeString("avatarUrl", { nullable: true, description: "An image data URL (≤ 200 KB) or an https URL." }),
    phone: t.exposeString("phone", { description: "The phone number without its dial code; null when none.", nullable: true }),
    phoneAreaCode: t.exposeString("phoneAreaCode", { nullable: true, description: "Dial code without +, e.g. 852." }),
    isPhoneVerified: t.boolean({ description: "True once the phone number was confirmed by SMS code.", resolve: (u) => !!u.phoneVerifiedAt }),
    phoneVerificationSkipped: t.boolean({ description: "True when the fan chose to skip phone verification.", resolve: (u) => !!u.phoneSkippedAt }),
    payPasswordSetUp: t.boolean({ description: "True when a payment password is set (needed to pay with the wallet).", resolve: (u) => !!u.payPasswordHash }),
    language: t.exposeString("language", { description: "Stored language: en_US, vi, zh, zh_tw, th or ms." }),
    area: t.exposeString("areaCode", {
      description:
        "The account's area (ISO 3166-1 alpha-2, e.g. MY, HK, VN): the phone page's default dial code (Query.countries). It picks neither a currency nor payment methods: Fan Coin is one currency everywhere (1 Fan Coin = HK$1).",
    }),
    inviteCode: t.exposeString("inviteCode", { description: "The fan's invite code for giveaways." }),
    createdAt: t.expose("createdAt", { description: "When the account was created (ISO 8601, UTC).", type: "DateTime" }),
  }),
});

// ───── errors ─────

export const CodePurposeEnum = builder.enumType("EmailCodePurpose", {
  description: "What an e-mailed 6-digit code is for; a code only works for its purpose.",
  values: describedValues(codePurposes, {
    REGISTER: "Signing up.",
    FORGET_PASSWORD: "Resetting a forgotten password.",
    CHANGE_EMAIL: "Confirming the current address before changing it.",
    NEW_EMAIL: "Confirming the new address.",
    PAY_PASSWORD: "Resetting the payment password.",
    TRANSFER: "Confirming a ticket transfer.",
  }),
});

builder.objectType(EmailCodeInvalidError, {
  name: "InvalidCodeError",
  description: "The code is wrong, expired, already used, or dead after 5 wrong tries.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ purpose: t.exposeString("purpose", { description: "The EmailCodePurpose the code was checked for." }) }),
});
builder.objectType(TooManyAttemptsError, {
  description: "Too many attempts: wait retryAfterSeconds.",
  name: "TooManyAttemptsError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds", { description: "Seconds to wait before trying again." }) }),
});
builder.objectType(WrongPayPasswordError, {
  description: "The payment password is wrong.",
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
for (const [cls, name, description] of [
  [UserNotFoundError, "UserNotFoundError", "No account has that e-mail address."],
  [EmailTakenError, "EmailTakenError", "An account already uses that e-mail address."],
  [WrongCredentialsError, "WrongCredentialsError", "The e-mail address or password is wrong."],
  [WrongPasswordError, "WrongPasswordError", "The account password is wrong."],
  [PayPasswordAlreadySetError, "PayPasswordAlreadySetError", "A payment password is already set; use changePayPassword."],
  [PayPasswordNotSetError, "PayPasswordNotSetError", "No payment password is set yet (setPayPassword)."],
  [EmailChangeFailedError, "EmailChangeFailedError", "The e-mail address could not be changed (a code is wrong or the address is taken)."],
  [PhoneVerificationUnavailableError, "PhoneVerificationUnavailableError", "SMS verification is not available for this number's area now."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
}

// ───── results ─────

export const Done = builder.objectRef<{ ok: true }>("Done").implement({
  description: "The action was carried out.",
  fields: (t) => ({ ok: t.exposeBoolean("ok", { description: "Always true." }) }),
});
export const done = { ok: true as const };

const CodeSent = builder.objectRef<{ expiresInSeconds: number }>("CodeSent").implement({
  description: "A code was sent by e-mail or SMS.",
  fields: (t) => ({ expiresInSeconds: t.exposeInt("expiresInSeconds", { description: "Seconds the code stays valid." }) }),
});

const EmailStatus = builder.objectRef<{ email: string; registered: boolean }>("EmailStatus").implement({
  description: "Whether an e-mail address has an account.",
  fields: (t) => ({ email: t.exposeString("email", { description: "The address, normalised (trimmed, lower-case)." }), registered: t.exposeBoolean("registered", { description: "True when an account uses it." }) }),
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
    args: { email: t.arg.string({ description: "The e-mail address.", required: true }) },
    errors: { types: [ValidationError, TooManyAttemptsError], directResult: true },
    resolve: (_r, { email }, ctx) => users.checkEmail(ctx.deps, email, { ip: ctx.ip }),
  }),
);

// ───── codes ─────

const SendEmailCodeInput = builder.inputType("SendEmailCodeInput", {
  description: "Where and why to send a 6-digit code.",
  fields: (t) => ({ email: t.string({ description: "The e-mail address.", required: true }), purpose: t.field({ description: "What the code is for.", type: CodePurposeEnum, required: true }) }),
});

builder.mutationField("sendEmailCode", (t) =>
  t.field({
    type: CodeSent,
    description: "Sends a 6-digit code (valid 10 minutes) to an address, in the request's language.",
    args: { input: t.arg({ description: "Address and purpose.", type: SendEmailCodeInput, required: true }) },
    errors: { types: [ValidationError, TooManyAttemptsError, EmailTakenError, UserNotFoundError, EmailChangeFailedError, ForbiddenError], directResult: true },
    resolve: (_r, { input }, ctx) =>
      users.sendEmailCode(ctx.deps, { email: input.email, purpose: input.purpose, lang: ctx.lang, ip: ctx.ip, userId: ctx.viewer.userId }),
  }),
);

const CheckEmailCodeInput = builder.inputType("CheckEmailCodeInput", {
  description: "A code to check.",
  fields: (t) => ({
    email: t.string({ description: "The address it was sent to.", required: true }),
    code: t.string({ description: "The 6-digit code.", required: true }),
    purpose: t.field({ description: "What it is for.", type: CodePurposeEnum, required: true }),
  }),
});

builder.mutationField("checkEmailCode", (t) =>
  t.field({
    type: Done,
    description: "Checks a code without using it up; a wrong code counts one of its 5 tries.",
    args: { input: t.arg({ description: "The code.", type: CheckEmailCodeInput, required: true }) },
    errors: { types: [ValidationError, EmailCodeInvalidError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      await users.checkEmailCode(ctx.deps, input);
      return done;
    },
  }),
);

// ───── profile ─────

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  description: "Profile changes; omitted fields stay.",
  fields: (t) => ({ nickname: t.string({ description: "The display name (2–30 characters)." }), avatar: t.string({ description: "An image data URL (at most 200 KB) or an https URL." }), language: t.string({ description: "en_US, vi, zh, zh_tw, th or ms: the language of e-mails and messages." }) }),
});

builder.mutationField("updateProfile", (t) =>
  t.field({
    description: "Changes the signed-in fan's nickname, avatar or language (auth: signed-in fan). Errors: ValidationError.",
    type: UserType,
    args: { input: t.arg({ description: "The changes.", type: UpdateProfileInput, required: true }) },
    errors: { types: [...signedInErrors], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { input }, ctx) => users.updateProfile(ctx.deps, viewerId(ctx), input),
  }),
);

// ───── passwords ─────

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  description: "A new password confirmed with a FORGET_PASSWORD code.",
  fields: (t) => ({ email: t.string({ description: "The account's e-mail address.", required: true }), code: t.string({ description: "The 6-digit code.", required: true }), password: t.string({ description: "The new password.", required: true }) }),
});

builder.mutationField("resetPassword", (t) =>
  t.field({
    type: Done,
    description: "Forgot password: a FORGET_PASSWORD code sets a new password; every session of the account ends.",
    args: { input: t.arg({ description: "The reset.", type: ResetPasswordInput, required: true }) },
    errors: { types: [ValidationError, EmailCodeInvalidError, UserNotFoundError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      await users.resetPasswordByEmailCode(ctx.deps, input);
      return done;
    },
  }),
);

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  description: "The old and the new password.",
  fields: (t) => ({ oldPassword: t.string({ description: "The current password.", required: true }), password: t.string({ description: "The new password.", required: true }) }),
});

builder.mutationField("changePassword", (t) =>
  t.field({
    type: Done,
    description: "Changes the password with the old one; the fan's other sessions end.",
    args: { input: t.arg({ description: "The change.", type: ChangePasswordInput, required: true }) },
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
    args: { payPassword: t.arg.string({ description: "The 6-digit payment password.", required: true }) },
    errors: { types: [...signedInErrors, PayPasswordAlreadySetError], directResult: true },
    authScopes: loggedIn,
    resolve: async (_r, { payPassword }, ctx) => {
      await users.setPayPassword(ctx.deps, viewerId(ctx), payPassword);
      return users.getUser(ctx.deps, viewerId(ctx));
    },
  }),
);

const ChangePayPasswordInput = builder.inputType("ChangePayPasswordInput", {
  description: "The old and the new payment password.",
  fields: (t) => ({ oldPayPassword: t.string({ description: "The current 6-digit payment password.", required: true }), payPassword: t.string({ description: "The new 6-digit payment password.", required: true }) }),
});

builder.mutationField("changePayPassword", (t) =>
  t.field({
    type: Done,
    description: "Changes the payment password with the old one; 5 wrong tries lock it for 15 minutes.",
    args: { input: t.arg({ description: "The change.", type: ChangePayPasswordInput, required: true }) },
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
  description: "A new payment password confirmed with a PAY_PASSWORD code.",
  fields: (t) => ({ code: t.string({ description: "The 6-digit code.", required: true }), payPassword: t.string({ description: "The new 6-digit payment password.", required: true }) }),
});

builder.mutationField("resetPayPassword", (t) =>
  t.field({
    type: Done,
    description: "Sets a new payment password with a PAY_PASSWORD code sent to the fan's e-mail.",
    args: { input: t.arg({ description: "The reset.", type: ResetPayPasswordInput, required: true }) },
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
    args: { email: t.arg.string({ description: "The new e-mail address.", required: true }) },
    errors: { types: [...signedInErrors, TooManyAttemptsError, EmailChangeFailedError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { email }, ctx) => users.sendNewEmailCode(ctx.deps, viewerId(ctx), email, ctx.lang, ctx.ip),
  }),
);

const ChangeEmailInput = builder.inputType("ChangeEmailInput", {
  description: "Moving the account to a new e-mail address, confirmed by codes to both addresses.",
  fields: (t) => ({ oldCode: t.string({ description: "The CHANGE_EMAIL code sent to the current address.", required: true }), email: t.string({ description: "The new address.", required: true }), newCode: t.string({ description: "The NEW_EMAIL code sent to the new address.", required: true }) }),
});

builder.mutationField("changeEmail", (t) =>
  t.field({
    type: UserType,
    description: "Moves the account to the new address; the password stays and the old address is retired.",
    args: { input: t.arg({ description: "The change.", type: ChangeEmailInput, required: true }) },
    errors: { types: [...signedInErrors, EmailCodeInvalidError, EmailChangeFailedError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { input }, ctx) => users.changeEmail(ctx.deps, viewerId(ctx), input),
  }),
);

// ───── phone ─────

const PhoneInput = builder.inputType("PhoneInput", {
  description: "A phone number to verify.",
  fields: (t) => ({ areaCode: t.string({ description: "The dial code without + (e.g. 852).", required: true }), phone: t.string({ description: "The number without its dial code.", required: true }) }),
});
const PhoneCodeInput = builder.inputType("PhoneCodeInput", {
  description: "A phone number and the SMS code sent to it.",
  fields: (t) => ({ areaCode: t.string({ description: "The dial code without + (e.g. 852).", required: true }), phone: t.string({ description: "The number without its dial code.", required: true }), code: t.string({ description: "The 6-digit SMS code.", required: true }) }),
});

builder.mutationField("sendPhoneCode", (t) =>
  t.field({
    type: CodeSent,
    description: "Sends a code by SMS to the phone number.",
    args: { input: t.arg({ description: "The number.", type: PhoneInput, required: true }) },
    errors: { types: [...signedInErrors, TooManyAttemptsError, PhoneVerificationUnavailableError], directResult: true },
    authScopes: loggedIn,
    resolve: (_r, { input }, ctx) => users.sendPhoneCode(ctx.deps, viewerId(ctx), input, ctx.lang, ctx.ip),
  }),
);

builder.mutationField("verifyPhone", (t) =>
  t.field({
    type: UserType,
    description: "Saves the phone number as verified with the SMS code.",
    args: { input: t.arg({ description: "The number and the code.", type: PhoneCodeInput, required: true }) },
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
