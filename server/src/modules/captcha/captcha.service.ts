// The human check: a self-hosted proof-of-work challenge (ALTCHA). The server signs a challenge, the
// browser spends a moment of CPU finding the number behind it, and the server verifies the signed
// solution: no outside service, no tracking, and each solution is accepted once.
import crypto from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Deps } from "../../deps.ts";
import { HumanCheckFailedError } from "./captcha.errors.ts";

/** How long a challenge may be solved and submitted. */
const CHALLENGE_TTL_MS = 10 * 60_000;

function hmacKey(deps: Deps): string {
  return crypto.createHmac("sha256", deps.config.appSecret).update("human-check").digest("hex");
}

/** A fresh signed challenge for the widget (ALTCHA's challenge JSON). */
export async function createHumanCheckChallenge(deps: Deps) {
  return createChallenge({
    hmacKey: hmacKey(deps),
    maxNumber: deps.config.humanCheck.maxNumber,
    expires: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
  });
}

/**
 * Throws HumanCheckFailedError unless `payload` is a correct, unexpired solution that was not used
 * before (a solved challenge buys one action, not a session of them).
 */
export async function verifyHumanCheck(deps: Deps, payload: string | null | undefined): Promise<void> {
  if (!payload || payload.length > 2000) throw new HumanCheckFailedError();
  let ok = false;
  try {
    // Expiry is checked below against deps.now(): the library's own check reads the real clock.
    ok = await verifySolution(payload, hmacKey(deps), false);
  } catch {
    ok = false;
  }
  if (!ok) throw new HumanCheckFailedError();
  // Every challenge this server signs carries its expiry in the signed salt.
  const expiresMs = Number(extractParams(payload).expires) * 1000;
  const now = deps.now().getTime();
  if (!Number.isFinite(expiresMs) || expiresMs <= now) throw new HumanCheckFailedError();
  const { signature } = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { signature: string };
  const ttl = Math.max(1000, expiresMs - now + 1000);
  if (!(await deps.kv.claim(`human-check:${signature}`, ttl))) throw new HumanCheckFailedError();
}
