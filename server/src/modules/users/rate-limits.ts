// Anti-automation for the accounts flows (ASVS 4.0 V2.2.1, V11.1.4), on the shared attempt limiter
// (server/src/platform/attempt-limiter.ts). Every limit is CLAIMED before the check it guards, so a
// parallel burst cannot pass a check that all its requests read before any of them failed; a right
// answer gives its claim back.
//
// Sign-in (OWASP's credential-stuffing and device-cookie guidance; no limit a stranger can run out for
// the owner):
//  - from a device the account signed in on before (its device token, device-tokens.ts): 5 failures in
//    15 minutes per device, and nothing else counts; past them the device is a stranger again;
//  - from anywhere else, per account and IP: 5 attempts in 15 minutes, then that IP is refused for that
//    account until the window ends (the owner on another device or network is not affected); a success
//    clears it;
//  - per IP: 50 attempts in 15 minutes (credential stuffing);
//  - per account, all IPs: past 10 attempts in 15 minutes, every further attempt from a stranger's
//    device needs a solved human check (single use, a proof of work), so a guess spread over many
//    addresses is refused, while the owner still signs in: from their own device at once, elsewhere
//    after the check. (Before: one attempt every 5 seconds for all addresses together, which a stranger
//    asking twice a second held for himself, refusing every one of the owner's right passwords.)
// Current password (change password): 5 per user in 15 minutes.
// Payment password: 5 wrong in a row lock it for 15 minutes.
// One-time codes: 5 checks per code (then the code is dead).
// Sending codes: 20 per IP in 10 minutes (counted before anything is looked up), 5 per address in 10
// minutes, and 1 per address and purpose per 30 seconds.
// Checking an account's existence: 30 per IP in 10 minutes.
import type { Deps } from "../../deps.ts";
import type { AttemptPolicy, Claim } from "../../platform/attempt-limiter.ts";
import { TooManyAttemptsError } from "./users.errors.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import { deviceOf } from "./device-tokens.ts";

const MIN = 60_000;

export const limits = {
  signInPerAccountIp: { name: "signin-acct-ip", max: 5, windowMs: 15 * MIN },
  signInPerIp: { name: "signin-ip", max: 50, windowMs: 15 * MIN },
  signInPerAccount: { name: "signin-acct", max: 10, windowMs: 15 * MIN },
  signInPerDevice: { name: "signin-device", max: 5, windowMs: 15 * MIN },
  passwordCheckPerUser: { name: "password-check", max: 5, windowMs: 15 * MIN },
  payPassword: { name: "pay-password", max: 5, windowMs: 15 * MIN, blockMs: 15 * MIN },
  codeCheck: { name: "code-check", max: 5, windowMs: 10 * MIN },
  codeSendPerIp: { name: "code-send-ip", max: 20, windowMs: 10 * MIN },
  codeSendPerAddress: { name: "code-send-to", max: 5, windowMs: 10 * MIN },
  codeSendSpacing: { name: "code-send-spacing", max: 1, windowMs: 30_000 },
  emailCheckPerIp: { name: "email-check-ip", max: 30, windowMs: 10 * MIN },
} satisfies Record<string, AttemptPolicy>;

/** A fan may pay several orders at once with the right payment password: those claims wait for a place. */
export const PAY_PASSWORD_WAIT_MS = 30_000;

type Held = Extract<Claim, { ok: true }>;

function tooMany(retryAfterMs: number): TooManyAttemptsError {
  return new TooManyAttemptsError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** Claims one attempt on key, or throws TooManyAttemptsError (see AttemptLimiter.claim for waitMs). */
export async function claimAttempt(deps: Deps, policy: AttemptPolicy, key: string, opts: { waitMs?: number } = {}): Promise<Held> {
  const claim = await deps.attempts.claim(policy, key, opts);
  if (!claim.ok) throw tooMany(claim.retryAfterMs);
  return claim;
}

/** Claims one attempt on each, in order; when one is refused the others are given back and it throws. */
async function claimAll(deps: Deps, wanted: [AttemptPolicy, string][]): Promise<Held[]> {
  const held: Held[] = [];
  for (const [policy, key] of wanted) {
    const claim = await deps.attempts.claim(policy, key);
    if (!claim.ok) {
      await Promise.all(held.map((h) => h.release()));
      throw tooMany(claim.retryAfterMs);
    }
    held.push(claim);
  }
  return held;
}

/** What a sign-in brings besides the password: the device token of an earlier sign-in, a solved human check. */
export interface SignInProof {
  deviceToken?: string | null;
  humanCheck?: string | null;
}

/**
 * Claims a sign-in attempt for the account of `email` (normalised) from `ip`; call succeeded() when the
 * password was right. Throws TooManyAttemptsError, or HumanCheckFailedError when the account has failed
 * too often and this stranger's attempt carries no solved human check.
 */
export async function claimSignIn(deps: Deps, email: string, ip: string, proof: SignInProof = {}): Promise<{ succeeded(): Promise<void> }> {
  const device = deviceOf(deps.config.appSecret, email, proof.deviceToken);
  if (device) {
    const claim = await deps.attempts.claim(limits.signInPerDevice, `${email}|${device}`);
    if (claim.ok) return { succeeded: () => claim.reset() };
  }
  const held = await claimAll(deps, [
    [limits.signInPerAccountIp, `${email}|${ip}`],
    ...(deps.config.accountLimitsPerIp ? ([[limits.signInPerIp, ip]] as [AttemptPolicy, string][]) : []),
  ]);
  const [perAccountIp, perIp] = held;
  const perAccount = await deps.attempts.claim(limits.signInPerAccount, email);
  if (!perAccount.ok) {
    try {
      await verifyHumanCheck(deps, proof.humanCheck);
    } catch (e) {
      // No password was checked: the claims go back.
      await Promise.all(held.map((h) => h.release()));
      throw e;
    }
  }
  return {
    succeeded: async () => {
      await Promise.all([perIp?.release(), perAccountIp.reset(), perAccount.ok ? perAccount.release() : undefined]);
    },
  };
}

/** After a password reset by e-mail code the account's count of failures starts afresh. */
export async function resetSignInLimits(deps: Deps, email: string) {
  await deps.attempts.reset(limits.signInPerAccount, email);
}

/** Counts one code sent from ip: before anything is looked up. */
export async function claimCodeSendFromIp(deps: Deps, ip: string): Promise<void> {
  if (!deps.config.accountLimitsPerIp) return;
  await claimAttempt(deps, limits.codeSendPerIp, ip);
}

/** Counts one code sent to target for purpose (per address, and one per purpose every 30 seconds). */
export async function claimCodeSendTo(deps: Deps, purpose: string, target: string): Promise<void> {
  await claimAll(deps, [
    [limits.codeSendSpacing, `${purpose}|${target}`],
    [limits.codeSendPerAddress, target],
  ]);
}

/** Both send limits, for senders that have nothing to look up first (phone, transfer codes). */
export async function beforeCodeSend(deps: Deps, purpose: string, target: string, ip: string) {
  await claimCodeSendFromIp(deps, ip);
  await claimCodeSendTo(deps, purpose, target);
}

export async function beforeEmailCheck(deps: Deps, ip: string) {
  if (!deps.config.accountLimitsPerIp) return;
  await claimAttempt(deps, limits.emailCheckPerIp, ip);
}
