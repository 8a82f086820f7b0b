// The human check: a self-hosted proof-of-work challenge (ALTCHA). The server signs a challenge, the
// browser spends a moment of CPU finding the number behind it, and the server verifies the signed
// solution: no outside service, no tracking, and each solution is accepted once.
import crypto from "node:crypto";
import { createChallenge } from "altcha-lib/v1";
import type { Deps } from "../../deps.ts";
import { HumanCheckFailedError } from "./captcha.errors.ts";

/** How long a challenge may be solved and submitted. */
const CHALLENGE_TTL_MS = 10 * 60_000;

/** The HMAC key derived from the app secret, once per secret (it is asked on every secure). */
const hmacKeys = new Map<string, string>();
function hmacKey(deps: Deps): string {
  let key = hmacKeys.get(deps.config.appSecret);
  if (!key) {
    key = crypto.createHmac("sha256", deps.config.appSecret).update("human-check").digest("hex");
    hmacKeys.set(deps.config.appSecret, key);
  }
  return key;
}

/** ALTCHA's algorithm names → node:crypto's. */
const ALGORITHMS: Record<string, string> = { "SHA-256": "sha256", "SHA-384": "sha384", "SHA-512": "sha512" };

interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/**
 * altcha-lib's verifySolution, checked with node:crypto's synchronous hash and HMAC: the library's
 * WebCrypto calls (importKey + sign + digest, each an async job with a transferable key) were 7 % of
 * the server's CPU in the hot on-sale (npm run bench -- onsale --cpu-prof). Same rules: the challenge is
 * the hash of salt + number, and the signature the key's HMAC of the challenge. Null when malformed.
 */
function verifiedSolution(payload: string, key: string): Solution | null {
  let s: Partial<Solution>;
  try {
    s = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<Solution>;
  } catch {
    return null;
  }
  if (!s || typeof s !== "object") return null;
  const algorithm = typeof s.algorithm === "string" ? ALGORITHMS[s.algorithm] : undefined;
  if (!algorithm || typeof s.salt !== "string" || typeof s.challenge !== "string" || typeof s.signature !== "string") return null;
  if (typeof s.number !== "number" || !Number.isSafeInteger(s.number) || s.number < 0) return null;
  const challenge = crypto.createHash(algorithm).update(s.salt + s.number).digest("hex");
  if (challenge !== s.challenge) return null;
  // Compared as the exact hex text, as the library does: the signature is also the key the single use is
  // claimed under, so a second spelling of it (upper case) must not pass as another solution.
  const expected = Buffer.from(crypto.createHmac(algorithm, key).update(challenge).digest("hex"));
  const given = Buffer.from(s.signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return s as Solution;
}

/** The parameters signed into the salt ("<random>?expires=…&"), as altcha-lib's extractParams reads them. */
function saltParams(salt: string): URLSearchParams {
  return new URLSearchParams(salt.split("?")[1] ?? "");
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
  const solution = verifiedSolution(payload, hmacKey(deps));
  if (!solution) throw new HumanCheckFailedError();
  // Every challenge this server signs carries its expiry in the signed salt (checked against deps.now()).
  const expiresMs = Number(saltParams(solution.salt).get("expires")) * 1000;
  const now = deps.now().getTime();
  if (!Number.isFinite(expiresMs) || expiresMs <= now) throw new HumanCheckFailedError();
  const { signature } = solution;
  const ttl = Math.max(1000, expiresMs - now + 1000);
  if (!(await deps.kv.claim(`human-check:${signature}`, ttl))) throw new HumanCheckFailedError();
}
