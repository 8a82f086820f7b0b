// Anti-automation for the accounts flows (ASVS 4.0 V2.2.1, V11.1.4), on the shared KvStore.
//
// Sign-in failures:
//  - per account and IP: 5 failures in 15 minutes block that IP for that account until the window
//    ends (the guessing client stops; the owner on another device or network is not affected);
//  - per IP: 50 failures in 15 minutes block sign-in from that IP (credential stuffing);
//  - per account, all IPs: past 10 failures in 15 minutes, sign-in to that account is slowed to one
//    attempt every 5 seconds. It only slows: a stranger can never lock the real owner out, and a
//    distributed guesser gets at most ~180 tries an hour.
// Sending codes: 5 per address and 20 per IP in 10 minutes, and 1 per address and purpose per 30 seconds.
// Checking an account's existence: 30 per IP in 10 minutes.
import type { Deps } from "../../deps.ts";
import { TooManyAttemptsError } from "./users.errors.ts";

const MIN = 60_000;

export const limits = {
  signInPerAccountIp: { max: 5, windowMs: 15 * MIN },
  signInPerIp: { max: 50, windowMs: 15 * MIN },
  signInAccountSlowdown: { after: 10, windowMs: 15 * MIN, spacingMs: 5_000 },
  codeSendPerAddress: { max: 5, windowMs: 10 * MIN },
  codeSendPerIp: { max: 20, windowMs: 10 * MIN },
  codeSendSpacingMs: 30_000,
  emailCheckPerIp: { max: 30, windowMs: 10 * MIN },
  passwordCheckPerUser: { max: 5, windowMs: 15 * MIN },
};

async function blocked(deps: Deps, key: string): Promise<never> {
  const ms = await deps.kv.ttl(key);
  throw new TooManyAttemptsError(Math.max(1, Math.ceil(ms / 1000)));
}

async function ensureBelow(deps: Deps, key: string, max: number) {
  if ((await deps.kv.count(key)) >= max) await blocked(deps, key);
}

export async function beforeSignIn(deps: Deps, email: string, ip: string) {
  await ensureBelow(deps, `signin:ip:${ip}`, limits.signInPerIp.max);
  await ensureBelow(deps, `signin:acct-ip:${email}:${ip}`, limits.signInPerAccountIp.max);
  if ((await deps.kv.count(`signin:acct:${email}`)) >= limits.signInAccountSlowdown.after) {
    const slot = `signin:acct-slot:${email}`;
    if (!(await deps.kv.claim(slot, limits.signInAccountSlowdown.spacingMs))) await blocked(deps, slot);
  }
}

export async function signInFailed(deps: Deps, email: string, ip: string) {
  await Promise.all([
    deps.kv.hit(`signin:ip:${ip}`, limits.signInPerIp.windowMs),
    deps.kv.hit(`signin:acct-ip:${email}:${ip}`, limits.signInPerAccountIp.windowMs),
    deps.kv.hit(`signin:acct:${email}`, limits.signInAccountSlowdown.windowMs),
  ]);
}

export async function signInSucceeded(deps: Deps, email: string, ip: string) {
  await deps.kv.delete(`signin:acct-ip:${email}:${ip}`);
}

/** Counts one code sent to target from ip, or throws when over a limit. */
export async function beforeCodeSend(deps: Deps, purpose: string, target: string, ip: string) {
  await ensureBelow(deps, `code:ip:${ip}`, limits.codeSendPerIp.max);
  await ensureBelow(deps, `code:to:${target}`, limits.codeSendPerAddress.max);
  if (!(await deps.kv.claim(`code:spacing:${purpose}:${target}`, limits.codeSendSpacingMs))) await blocked(deps, `code:spacing:${purpose}:${target}`);
  await Promise.all([
    deps.kv.hit(`code:ip:${ip}`, limits.codeSendPerIp.windowMs),
    deps.kv.hit(`code:to:${target}`, limits.codeSendPerAddress.windowMs),
  ]);
}

export async function beforeEmailCheck(deps: Deps, ip: string) {
  const n = await deps.kv.hit(`emailcheck:ip:${ip}`, limits.emailCheckPerIp.windowMs);
  if (n > limits.emailCheckPerIp.max) await blocked(deps, `emailcheck:ip:${ip}`);
}

/** Wrong current passwords (change password): 5 per user in 15 minutes. */
export async function beforePasswordCheck(deps: Deps, userId: string) {
  await ensureBelow(deps, `pwcheck:${userId}`, limits.passwordCheckPerUser.max);
}
export async function passwordCheckFailed(deps: Deps, userId: string) {
  await deps.kv.hit(`pwcheck:${userId}`, limits.passwordCheckPerUser.windowMs);
}
