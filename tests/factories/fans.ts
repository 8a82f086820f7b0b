// Fans made straight in the database, for tests and benchmarks that need them quickly (the e-mail
// sign-up flow is covered by its own tests): many at once with a session each, or one who can sign in
// in the browser with a password, a payment password and Fan Coin.
import crypto from "node:crypto";
import type { Deps } from "../../server/src/deps.ts";
import { createSession, hashSecret } from "../../server/src/modules/auth/index.ts";
import { setPayPassword } from "../../server/src/modules/users/index.ts";
import { creditTopUp } from "../../server/src/modules/wallet/index.ts";

export interface Fan {
  id: string;
  email: string;
  token: string;
}

type PhoneState = "verified" | "skipped" | "none";

/** n fans with a verified phone (or a skipped check) and a session each. */
export async function createFans(deps: Deps, n: number, opts: { phone?: PhoneState; nickname?: string } = {}): Promise<Fan[]> {
  const phone = opts.phone ?? "verified";
  const now = new Date();
  const rows = Array.from({ length: n }, () => {
    const id = crypto.randomUUID();
    const tag = crypto.randomBytes(6).toString("hex");
    return {
      id,
      email: `fan-${tag}@bench.test`,
      passwordHash: "!not-a-login",
      nickname: opts.nickname ?? `Fan ${tag.slice(0, 4)}`,
      inviteCode: tag.toUpperCase(),
      phone: phone === "verified" ? "91234567" : null,
      phoneAreaCode: phone === "verified" ? "852" : null,
      phoneVerifiedAt: phone === "verified" ? now : null,
      phoneSkippedAt: phone === "skipped" ? now : null,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await deps.db.user.createMany({ data: rows.slice(i, i + 1000) });
  const fans: Fan[] = [];
  for (let i = 0; i < rows.length; i += 50) {
    const batch = rows.slice(i, i + 50);
    const sessions = await Promise.all(batch.map((r) => createSession(deps, r.id, { ip: "127.0.0.1", userAgent: "bench" })));
    batch.forEach((r, j) => fans.push({ id: r.id, email: r.email, token: sessions[j].token }));
  }
  return fans;
}

export interface SignableFan extends Fan {
  password: string;
  nickname: string;
  /** Set when the factory was given one. */
  payPassword?: string;
  /** Fan Coin credited by the factory, in minor units. */
  balance: number;
}

export const FAN_PASSWORD = "Encore#2026";

/**
 * One fan who signs in with a password (the browser journeys), optionally with a payment password and
 * Fan Coin credited as a completed top-up. The phone check is skipped by default: buying works, with
 * its warning.
 */
export async function createFan(
  deps: Deps,
  opts: { nickname?: string; password?: string; payPassword?: string; balance?: number; phone?: PhoneState; areaCode?: string } = {},
): Promise<SignableFan> {
  const [fan] = await createFans(deps, 1, { phone: opts.phone ?? "skipped", nickname: opts.nickname });
  const password = opts.password ?? FAN_PASSWORD;
  // A Hong Kong fan unless told (the schema's default is MY): the area sets the phone page's default dial code;
  // Fan Coin reads as HK$ whatever the area.
  await deps.db.user.update({ where: { id: fan.id }, data: { passwordHash: await hashSecret(password), areaCode: opts.areaCode ?? "HK" } });
  if (opts.payPassword) await setPayPassword(deps, fan.id, opts.payPassword);
  const balance = opts.balance ?? 0;
  if (balance > 0) await deps.db.$transaction((tx) => creditTopUp(tx, fan.id, balance, `test-topup-${crypto.randomUUID()}`, "Test top-up"));
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: fan.id }, select: { nickname: true } });
  return { ...fan, password, nickname: user.nickname, payPassword: opts.payPassword, balance };
}
