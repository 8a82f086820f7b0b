// One-time codes: 6 random digits, stored only as HMAC-SHA256(APP_SECRET, purpose:target:code);
// 10 minutes, single use, dead after 5 wrong tries. Only the latest code of a target and purpose
// counts, so sending a new code retires the older ones.
import crypto from "node:crypto";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { EmailCodeInvalidError, TooManyAttemptsError, type CodePurpose } from "./users.errors.ts";
import { claimAttempt, limits } from "./rate-limits.ts";

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = limits.codeCheck.max;

function codeHash(deps: Deps, purpose: CodePurpose, target: string, code: string): string {
  return crypto.createHmac("sha256", deps.config.appSecret).update(`${purpose}:${target}:${code}`).digest("hex");
}

export async function issueCode(deps: Deps, purpose: CodePurpose, target: string, userId: string | null): Promise<string> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  await deps.db.verificationCode.create({
    data: {
      purpose,
      target,
      userId,
      codeHash: codeHash(deps, purpose, target, code),
      expiresAt: new Date(deps.now().getTime() + CODE_TTL_MS),
    },
  });
  return code;
}

/**
 * Checks a code without using it up and returns the code's row id. The try is claimed before the
 * comparison (at most MAX_CODE_ATTEMPTS per code, however many arrive at once); a wrong code keeps it.
 * Throws EmailCodeInvalidError when wrong, expired, used or out of tries.
 */
export async function checkCode(
  deps: Deps,
  args: { purpose: CodePurpose; target: string; code: string; userId?: string | null; field?: string },
): Promise<string> {
  const invalid = () => new EmailCodeInvalidError(args.purpose, args.field);
  const row = await deps.db.verificationCode.findFirst({
    where: { purpose: args.purpose, target: args.target },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (!row || row.consumedAt || row.expiresAt <= deps.now() || row.attempts >= MAX_CODE_ATTEMPTS) throw invalid();
  if (args.userId !== undefined && row.userId !== args.userId) throw invalid();
  let attempt;
  try {
    attempt = await claimAttempt(deps, limits.codeCheck, row.id);
  } catch (e) {
    if (e instanceof TooManyAttemptsError) throw invalid(); // out of tries: the code is dead
    throw e;
  }
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(codeHash(deps, args.purpose, args.target, args.code), "hex");
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    await deps.db.verificationCode.update({ where: { id: row.id }, data: { attempts: { increment: 1 } } });
    throw invalid();
  }
  await attempt.release();
  return row.id;
}

/** Uses a checked code up, inside the transaction of the change it authorises; exactly once. */
export async function consumeCode(deps: Deps, tx: Tx, codeId: string, purpose: CodePurpose, field?: string): Promise<void> {
  const now = deps.now();
  const { count } = await tx.verificationCode.updateMany({
    where: { id: codeId, consumedAt: null, attempts: { lt: MAX_CODE_ATTEMPTS }, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (count !== 1) throw new EmailCodeInvalidError(purpose, field);
}

export function phoneTarget(areaCode: string, phone: string): string {
  return `+${areaCode} ${phone}`;
}
