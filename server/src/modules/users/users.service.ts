// Accounts: sign-up, sign-in, passwords, payment password, e-mail and phone, profile.
// GraphQL (users.schema.ts, auth.schema.ts) and /fanapih5 call these; every input is validated here
// with the shared rules (users.rules.ts), whichever API it came through.
import crypto from "node:crypto";
import type pg from "pg";
import type { Deps } from "../../deps.ts";
import type { Lang } from "../../i18n.ts";
import { ForbiddenError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import type { Db, Tx } from "../../db.ts";
import type { Prisma, User } from "../../generated/prisma/client.ts";
import { createSession, endUserSessionsIn, hashSecret, revokeSession, revokeUserSessions, verifySecret, type Viewer } from "../auth/index.ts";
import { sendMessage, smsAvailable, type CodeTemplate } from "../mail/index.ts";
import { recordAudit } from "../audit/index.ts";
import {
  EmailChangeFailedError,
  EmailCodeInvalidError,
  PhoneVerificationUnavailableError,
  EmailTakenError,
  PayPasswordAlreadySetError,
  PayPasswordNotSetError,
  UserNotFoundError,
  WrongCredentialsError,
  WrongPasswordError,
  WrongPayPasswordError,
} from "./users.errors.ts";
import {
  changeEmailInput,
  changePasswordInput,
  changePayPasswordInput,
  checkEmailCodeInput,
  emailRule,
  payPasswordInput,
  phoneCodeInput,
  phoneInput,
  registerInput,
  resetPasswordInput,
  resetPayPasswordInput,
  sendEmailCodeInput,
  signInInput,
  updateProfileInput,
  type EmailCodePurpose,
} from "@fanfare/shared/users";
import { checkCode, consumeCode, issueCode, phoneTarget, CODE_TTL_MS } from "./verification.ts";
import {
  beforeCodeSend,
  beforeEmailCheck,
  claimAttempt,
  claimCodeSendFromIp,
  claimCodeSendTo,
  claimSignIn,
  limits,
  PAY_PASSWORD_WAIT_MS,
  resetSignInLimits,
  type SignInProof,
} from "./rate-limits.ts";
import { issueDeviceToken } from "./device-tokens.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";

export interface RequestMeta {
  ip: string;
  userAgent?: string | null;
}

const templateOf: Record<EmailCodePurpose | "PHONE", CodeTemplate> = {
  REGISTER: "registerCode",
  FORGET_PASSWORD: "forgetPasswordCode",
  CHANGE_EMAIL: "changeEmailCode",
  NEW_EMAIL: "newEmailCode",
  PAY_PASSWORD: "payPasswordCode",
  TRANSFER: "transferCode",
  PHONE: "phoneCode",
};

export function storedLanguage(lang: Lang): string {
  return lang === "en" ? "en_US" : lang;
}


// A hash to verify against when the account does not exist, so both paths cost the same.
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash() {
  dummyHash ??= hashSecret(crypto.randomBytes(16).toString("hex"));
  return dummyHash;
}

async function findUser(deps: Deps, userId: string): Promise<User> {
  const user = await deps.db.user.findUnique({ where: { id: userId } });
  if (!user) throw new UserNotFoundError();
  return user;
}

async function emailUnavailable(deps: Deps, email: string): Promise<boolean> {
  const [user, retired] = await Promise.all([
    deps.db.user.findUnique({ where: { email }, select: { id: true } }),
    deps.db.retiredEmail.findUnique({ where: { email } }),
  ]);
  return !!user || !!retired;
}

function newInviteCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

// ───── e-mail look-up and codes ─────

/** Whether an address has an account, with the address as stored (normalised by the e-mail rule). */
export async function checkEmail(deps: Deps, email: string, meta?: RequestMeta): Promise<{ email: string; registered: boolean }> {
  const address = validate(emailRule, email);
  if (meta) await beforeEmailCheck(deps, meta.ip);
  const user = await deps.db.user.findUnique({ where: { email: address }, select: { id: true } });
  return { email: address, registered: !!user };
}

async function deliverCode(deps: Deps, channel: "EMAIL" | "SMS", to: string, purpose: EmailCodePurpose | "PHONE", code: string, lang: Lang) {
  await sendMessage(deps, { channel, to, template: templateOf[purpose], lang, vars: { code, minutes: CODE_TTL_MS / 60_000 } });
}

/**
 * Sends a 6-digit code to an address for one purpose. REGISTER needs a free address. FORGET_PASSWORD
 * answers the same whether the address has an account or not (a code is sent only when it has). Every
 * other purpose acts on the signed-in fan's own account: CHANGE_EMAIL, PAY_PASSWORD and TRANSFER go
 * to the fan's own address, NEW_EMAIL to an address nobody uses.
 */
export async function sendEmailCode(
  deps: Deps,
  args: { email: string; purpose: EmailCodePurpose; lang: Lang; ip: string; userId?: string | null },
): Promise<{ expiresInSeconds: number }> {
  const { email, purpose } = validate(sendEmailCodeInput, { email: args.email, purpose: args.purpose });
  const answer = { expiresInSeconds: CODE_TTL_MS / 1000 };
  // Counted per IP before anything is looked up: probing addresses costs the prober like sending does.
  await claimCodeSendFromIp(deps, args.ip);
  let userId: string | null = null;
  if (purpose === "REGISTER") {
    // Sign-up tells a taken address by design (checkEmail, limited per IP, says so first).
    if (await emailUnavailable(deps, email)) throw new EmailTakenError();
  } else if (purpose === "FORGET_PASSWORD") {
    const user = await deps.db.user.findUnique({ where: { email }, select: { id: true } });
    await claimCodeSendTo(deps, purpose, email);
    if (!user) return answer;
    userId = user.id;
  } else {
    if (!args.userId) throw new ForbiddenError();
    if (purpose === "NEW_EMAIL") {
      if (await emailUnavailable(deps, email)) throw new EmailChangeFailedError();
      userId = args.userId;
    } else {
      const user = await findUser(deps, args.userId);
      if (user.email !== email) throw new ForbiddenError();
      userId = user.id;
    }
  }
  if (purpose !== "FORGET_PASSWORD") await claimCodeSendTo(deps, purpose, email);
  const code = await issueCode(deps, purpose, email, userId);
  await deliverCode(deps, "EMAIL", email, purpose, code, args.lang);
  return answer;
}

/** Checks a code without using it up (the sign-up "enter code" step); a wrong code counts a try. */
export async function checkEmailCode(deps: Deps, args: { email: string; code: string; purpose: EmailCodePurpose }): Promise<void> {
  const { email, code, purpose } = validate(checkEmailCodeInput, args);
  await checkCode(deps, { purpose, target: email, code });
}

// ───── sign-up, sign-in, sign-out ─────

export async function register(
  deps: Deps,
  args: { email: string; code: string; password: string; nickname: string; avatar?: string | null; inviteCode?: string | null; lang: Lang },
  meta: RequestMeta,
): Promise<{ user: User; token: string; deviceToken: string }> {
  const input = validate(registerInput, args);
  const codeId = await checkCode(deps, { purpose: "REGISTER", target: input.email, code: input.code });
  if (await emailUnavailable(deps, input.email)) throw new EmailTakenError();
  const passwordHash = await hashSecret(input.password);
  const inviter = input.inviteCode
    ? await deps.db.user.findUnique({ where: { inviteCode: input.inviteCode }, select: { id: true } })
    : null;
  let user: User | null = null;
  for (let attempt = 0; !user; attempt++) {
    try {
      user = await deps.db.$transaction(async (tx) => {
        await consumeCode(deps, tx, codeId, "REGISTER");
        const created = await tx.user.create({
          data: {
            email: input.email,
            passwordHash,
            nickname: input.nickname,
            avatarUrl: input.avatar ?? null,
            language: storedLanguage(args.lang),
            inviteCode: newInviteCode(),
            invitedById: inviter?.id ?? null,
          },
        });
        await deps.events.emit(tx, deps, "user:registered", { userId: created.id, invitedById: created.invitedById });
        await recordAudit(tx, { action: "account.register", outcome: "SUCCESS", actorUserId: created.id, subjectUserId: created.id, ...meta });
        return created;
      });
    } catch (e) {
      if (isUniqueViolation(e, "inviteCode") && attempt < 3) continue;
      if (isUniqueViolation(e)) throw new EmailTakenError();
      throw e;
    }
  }
  const { token } = await createSession(deps, user.id, { ip: meta.ip, userAgent: meta.userAgent ?? null });
  return { user, token, deviceToken: issueDeviceToken(deps.config.appSecret, user.email) };
}

/**
 * Signs in with e-mail and password (see rate-limits.ts for the limits, claimed before the password is
 * checked). The answer carries a new device token for this browser: sent back with its next sign-in, it
 * keeps the browser apart from strangers guessing at the account.
 */
export async function signIn(deps: Deps, args: { email: string; password: string } & SignInProof, meta: RequestMeta): Promise<{ user: User; token: string; deviceToken: string }> {
  const { email, password } = validate(signInInput, args);
  const attempt = await claimSignIn(deps, email, meta.ip, { deviceToken: args.deviceToken, humanCheck: args.humanCheck });
  const user = await deps.db.user.findUnique({ where: { email } });
  const ok = await verifySecret(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    await recordAudit(deps.db, { action: "auth.sign_in", outcome: "FAILURE", subjectUserId: user?.id, ...meta, details: { reason: user ? "WRONG_PASSWORD" : "UNKNOWN_ACCOUNT" } });
    throw new WrongCredentialsError();
  }
  await attempt.succeeded();
  const { token } = await createSession(deps, user.id, { ip: meta.ip, userAgent: meta.userAgent ?? null });
  await recordAudit(deps.db, { action: "auth.sign_in", outcome: "SUCCESS", actorUserId: user.id, subjectUserId: user.id, ...meta });
  return { user, token, deviceToken: issueDeviceToken(deps.config.appSecret, user.email) };
}

export async function signOut(deps: Deps, viewer: Viewer): Promise<void> {
  if (viewer.sessionId) await revokeSession(deps, viewer.sessionId);
  if (viewer.userId) await recordAudit(deps.db, { action: "auth.sign_out", outcome: "SUCCESS", actorUserId: viewer.userId, subjectUserId: viewer.userId });
}

// ───── profile ─────

export function getUser(deps: Deps, userId: string): Promise<User> {
  return findUser(deps, userId);
}

/** The signed-in fan's own row, shaped by a GraphQL selection (Pothos' `query`); null when it is gone. */
export function findViewerUser(deps: Deps, userId: string, query: { include?: Prisma.UserInclude; select?: Prisma.UserSelect }): Promise<User | null> {
  return deps.db.user.findUnique({ ...query, where: { id: userId } });
}

/** Of these addresses, those that have an account. */
export async function registeredEmails(deps: Deps, emails: string[]): Promise<string[]> {
  const rows = await deps.db.user.findMany({ where: { email: { in: emails } }, select: { email: true } });
  return rows.map((u) => u.email);
}

/** Where and in which language to write to a fan: their current address and stored language. */
export async function mailboxOf(deps: Deps, userId: string): Promise<{ email: string; language: string } | null> {
  return deps.db.user.findUnique({ where: { id: userId }, select: { email: true, language: true } });
}

/** An operator names a user by id or by current e-mail; null when nobody has that e-mail. */
export async function userIdByRef(db: Db, ref: string): Promise<string | null> {
  const v = ref.trim();
  if (!v.includes("@")) return v;
  const email = emailRule.safeParse(v);
  if (!email.success) return null;
  const u = await db.user.findUnique({ where: { email: email.data }, select: { id: true } });
  return u?.id ?? null;
}

/**
 * Locks the user's row until the transaction ends: what another module keeps per user (addresses and
 * their count, the default flag) is then changed by one request at a time.
 */
export async function lockUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`select id from "User" where id = ${userId} for update`;
}

/** lockUserRow in a transaction opened on a node-postgres client (the secure's, outside Prisma). */
export async function lockUserRowOn(client: pg.PoolClient, userId: string): Promise<void> {
  await client.query(`select id from "User" where id = $1 for update`, [userId]);
}

export async function updateProfile(
  deps: Deps,
  userId: string,
  args: { nickname?: string | null; avatar?: string | null; language?: string | null },
): Promise<User> {
  const input = validate(updateProfileInput, args);
  await findUser(deps, userId);
  return deps.db.user.update({
    where: { id: userId },
    data: {
      ...(input.nickname ? { nickname: input.nickname } : {}),
      ...(input.avatar ? { avatarUrl: input.avatar } : {}),
      ...(input.language ? { language: input.language } : {}),
    },
  });
}

// ───── passwords ─────

/** Forgot password: a FORGET_PASSWORD code sets a new password and ends every session of the account. */
export async function resetPasswordByEmailCode(deps: Deps, args: { email: string; code: string; password: string }): Promise<void> {
  const input = validate(resetPasswordInput, args);
  const user = await deps.db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (!user) throw new UserNotFoundError();
  const codeId = await checkCode(deps, { purpose: "FORGET_PASSWORD", target: input.email, code: input.code });
  const passwordHash = await hashSecret(input.password);
  await deps.db.$transaction(async (tx) => {
    await consumeCode(deps, tx, codeId, "FORGET_PASSWORD");
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await endUserSessionsIn(tx, user.id);
    await recordAudit(tx, { action: "account.password_reset", outcome: "SUCCESS", subjectUserId: user.id });
  });
  await resetSignInLimits(deps, input.email);
}

/** Change password with the old one; every other session of the account ends. */
export async function changePassword(deps: Deps, viewer: Viewer, args: { oldPassword: string; password: string }): Promise<void> {
  if (!viewer.userId) throw new ForbiddenError();
  const input = validate(changePasswordInput, args);
  const attempt = await claimAttempt(deps, limits.passwordCheckPerUser, viewer.userId);
  const user = await findUser(deps, viewer.userId);
  if (!(await verifySecret(user.passwordHash, input.oldPassword))) {
    await recordAudit(deps.db, { action: "account.password_change", outcome: "FAILURE", actorUserId: user.id, subjectUserId: user.id, details: { reason: "WRONG_PASSWORD" } });
    throw new WrongPasswordError();
  }
  await attempt.release();
  await deps.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashSecret(input.password) } });
  await revokeUserSessions(deps, user.id, viewer.sessionId);
  await recordAudit(deps.db, { action: "account.password_change", outcome: "SUCCESS", actorUserId: user.id, subjectUserId: user.id });
}

/**
 * Asks for the password again before a sensitive action (the data export, account deletion); wrong
 * passwords count towards the same limit as changing the password, and are audited.
 */
export async function reauthenticate(
  deps: Deps,
  userId: string,
  password: string,
  action: "account.export" | "account.delete",
  request: { ip?: string | null; userAgent?: string | null } = {},
): Promise<User> {
  const attempt = await claimAttempt(deps, limits.passwordCheckPerUser, userId);
  const user = await findUser(deps, userId);
  if (!password || !(await verifySecret(user.passwordHash, password))) {
    await recordAudit(deps.db, { action, outcome: "FAILURE", actorUserId: userId, subjectUserId: userId, ...request, details: { reason: "WRONG_PASSWORD" } });
    throw new WrongPasswordError("password");
  }
  await attempt.release();
  return user;
}

// ───── payment password ─────

export async function setPayPassword(deps: Deps, userId: string, payPassword: string): Promise<void> {
  const input = validate(payPasswordInput, { payPassword });
  const payPasswordHash = await hashSecret(input.payPassword);
  const { count } = await deps.db.user.updateMany({ where: { id: userId, payPasswordHash: null }, data: { payPasswordHash } });
  if (count === 1) return recordAudit(deps.db, { action: "account.pay_password_set", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId });
  await findUser(deps, userId);
  throw new PayPasswordAlreadySetError();
}

/**
 * Checks a payment password (also for the wallet): 5 wrong tries in a row lock it for 15 minutes. The
 * try is claimed before the (slow) hash check, so parallel tries cannot exceed the 5.
 * Throws PayPasswordNotSetError, TooManyAttemptsError, or WrongPayPasswordError (with lockedForSeconds
 * when this wrong try was the last one allowed).
 */
export async function verifyPayPassword(deps: Deps, userId: string, payPassword: string, field = "payPassword"): Promise<void> {
  const user = await findUser(deps, userId);
  if (!user.payPasswordHash) throw new PayPasswordNotSetError();
  const attempt = await claimAttempt(deps, limits.payPassword, userId, { waitMs: PAY_PASSWORD_WAIT_MS });
  const right = await verifySecret(user.payPasswordHash, payPassword).catch((e: unknown) => {
    attempt.failed();
    throw e;
  });
  if (right) {
    await attempt.reset();
    return;
  }
  if (attempt.remaining === 0) {
    await deps.attempts.block(limits.payPassword, userId, limits.payPassword.blockMs).finally(attempt.failed);
    throw new WrongPayPasswordError(field, 0, Math.ceil(limits.payPassword.blockMs / 1000));
  }
  attempt.failed();
  throw new WrongPayPasswordError(field, attempt.remaining);
}

export async function changePayPasswordByOld(deps: Deps, userId: string, args: { oldPayPassword: string; payPassword: string }): Promise<void> {
  const input = validate(changePayPasswordInput, args);
  await verifyPayPassword(deps, userId, input.oldPayPassword, "oldPayPassword");
  await deps.db.user.update({ where: { id: userId }, data: { payPasswordHash: await hashSecret(input.payPassword) } });
  await recordAudit(deps.db, { action: "account.pay_password_change", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId });
}

/** Sends a PAY_PASSWORD code to the fan's own address. */
export async function sendPayPasswordCode(deps: Deps, userId: string, lang: Lang, ip: string) {
  const user = await findUser(deps, userId);
  return sendEmailCode(deps, { email: user.email, purpose: "PAY_PASSWORD", lang, ip, userId });
}

export async function resetPayPasswordByEmailCode(deps: Deps, userId: string, args: { code: string; payPassword: string }): Promise<void> {
  const input = validate(resetPayPasswordInput, args);
  const user = await findUser(deps, userId);
  const codeId = await checkCode(deps, { purpose: "PAY_PASSWORD", target: user.email, code: input.code });
  const payPasswordHash = await hashSecret(input.payPassword);
  await deps.db.$transaction(async (tx) => {
    await consumeCode(deps, tx, codeId, "PAY_PASSWORD");
    await tx.user.update({ where: { id: userId }, data: { payPasswordHash } });
    await recordAudit(tx, { action: "account.pay_password_reset", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId });
  });
  await deps.attempts.reset(limits.payPassword, userId);
}

// ───── e-mail change ─────

export async function sendCurrentEmailChangeCode(deps: Deps, userId: string, lang: Lang, ip: string) {
  const user = await findUser(deps, userId);
  return sendEmailCode(deps, { email: user.email, purpose: "CHANGE_EMAIL", lang, ip, userId });
}

export async function sendNewEmailCode(deps: Deps, userId: string, newEmail: string, lang: Lang, ip: string) {
  const user = await findUser(deps, userId);
  const email = validate(emailRule, newEmail);
  if (email === user.email) throw new EmailChangeFailedError();
  return sendEmailCode(deps, { email, purpose: "NEW_EMAIL", lang, ip, userId });
}

/**
 * A code sent to the current address and one sent to the new address move the account to the new
 * address. The password stays; the old address is retired and can never register again.
 */
export async function changeEmail(deps: Deps, userId: string, args: { oldCode: string; email: string; newCode: string }): Promise<User> {
  const input = validate(changeEmailInput, args);
  const user = await findUser(deps, userId);
  if (input.email === user.email) throw new EmailChangeFailedError();
  const oldCodeId = await checkCode(deps, { purpose: "CHANGE_EMAIL", target: user.email, code: input.oldCode, userId, field: "oldCode" });
  const newCodeId = await checkCode(deps, { purpose: "NEW_EMAIL", target: input.email, code: input.newCode, userId, field: "newCode" });
  if (await emailUnavailable(deps, input.email)) throw new EmailChangeFailedError();
  try {
    return await deps.db.$transaction(async (tx) => {
      await consumeCode(deps, tx, oldCodeId, "CHANGE_EMAIL", "oldCode");
      await consumeCode(deps, tx, newCodeId, "NEW_EMAIL", "newCode");
      await tx.retiredEmail.create({ data: { email: user.email, userId } });
      await recordAudit(tx, { action: "account.email_change", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId });
      return tx.user.update({ where: { id: userId, email: user.email }, data: { email: input.email } });
    });
  } catch (e) {
    if (e instanceof EmailCodeInvalidError) throw e;
    if (isUniqueViolation(e) || (e as { code?: string })?.code === "P2025") throw new EmailChangeFailedError();
    throw e;
  }
}

// ───── phone ─────

export async function sendPhoneCode(deps: Deps, userId: string, args: { areaCode: string; phone: string }, lang: Lang, ip: string) {
  const { areaCode, phone } = validate(phoneInput, args);
  // Before anything is counted or issued: without a provider a code could never arrive.
  if (!smsAvailable(deps)) throw new PhoneVerificationUnavailableError();
  await findUser(deps, userId);
  const target = phoneTarget(areaCode, phone);
  await beforeCodeSend(deps, "PHONE", target, ip);
  const code = await issueCode(deps, "PHONE", target, userId);
  await deliverCode(deps, "SMS", `+${areaCode}${phone}`, "PHONE", code, lang);
  return { expiresInSeconds: CODE_TTL_MS / 1000 };
}

export async function checkPhoneCode(deps: Deps, userId: string, args: { areaCode: string; phone: string; code: string }): Promise<void> {
  const { areaCode, phone, code } = validate(phoneCodeInput, args);
  await checkCode(deps, { purpose: "PHONE", target: phoneTarget(areaCode, phone), code, userId });
}

export async function updatePhone(deps: Deps, userId: string, args: { areaCode: string; phone: string; code: string }): Promise<User> {
  const { areaCode, phone, code } = validate(phoneCodeInput, args);
  const codeId = await checkCode(deps, { purpose: "PHONE", target: phoneTarget(areaCode, phone), code, userId });
  return deps.db.$transaction(async (tx) => {
    await consumeCode(deps, tx, codeId, "PHONE");
    await recordAudit(tx, { action: "account.phone_change", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, details: { areaCode } });
    return tx.user.update({ where: { id: userId }, data: { phone, phoneAreaCode: areaCode, phoneVerifiedAt: deps.now() } });
  });
}

/** The fan chose to verify later (after the warning); buying still asks again. */
export async function skipPhoneVerification(deps: Deps, userId: string): Promise<User> {
  await findUser(deps, userId);
  return deps.db.user.update({ where: { id: userId }, data: { phoneSkippedAt: deps.now() } });
}
