// A fan's declared seating need (issue 33): a wheelchair space, and how many companion seats beside it
// (0–3, as the US rules allow). Declared once under My → personal information, kept with the audience
// identities and like them: the need is sealed with the identity key (identity.crypto.ts), together with
// the fan's id, so a sealed value copied onto another fan's row does not open. Seen by the fan, by the
// secure (only when the fan picks a wheelchair space or companion seat still kept for the need), by the
// waiting room (how many spaces are free for an admitted fan), and by the box office for the holders of
// its event's tickets. Owns SeatingNeed.
//
// Decision: no plaintext flag beside it. The hot path does not need one: an ordinary secure never reads
// this table (orders.service.ts asks only when a picked seat is kept), and a row exists only while a need
// is declared, so its presence is the one thing a reader without the key learns.
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import { validate } from "../../validate.ts";
import { recordAudit } from "../audit/index.ts";
import { decryptField, encryptField } from "./identity.crypto.ts";

export const MAX_COMPANIONS = 3;

/** The need as the fan declared it. */
export interface SeatingNeedView {
  /** Always true today: a row exists only for a declared wheelchair need. */
  wheelchair: true;
  /** Companion seats wanted beside the wheelchair space, 0–3. */
  companions: number;
  updatedAt: Date;
}

const needInput = z.object({
  companions: z.number().int().min(0, "validation.seatingNeedCompanions").max(MAX_COMPANIONS, "validation.seatingNeedCompanions"),
});
export type SeatingNeedInput = z.input<typeof needInput>;

const sealedShape = z.object({ u: z.string(), wheelchair: z.literal(true), companions: z.number().int().min(0).max(MAX_COMPANIONS) });

function seal(deps: Deps, userId: string, companions: number): Uint8Array<ArrayBuffer> {
  return encryptField(deps.config.identityKey, JSON.stringify({ u: userId, wheelchair: true, companions }));
}

/** The need in a row, or null when it does not open for this fan (another fan's sealed value, a broken one). */
function open(deps: Deps, row: { userId: string; needEnc: Uint8Array; updatedAt: Date }): SeatingNeedView | null {
  try {
    const v = sealedShape.parse(JSON.parse(decryptField(deps.config.identityKey, row.needEnc)));
    if (v.u !== row.userId) return null;
    return { wheelchair: true, companions: v.companions, updatedAt: row.updatedAt };
  } catch {
    return null;
  }
}

/** The fan's declared need, or null when none. */
export async function seatingNeedOf(deps: Deps, userId: string): Promise<SeatingNeedView | null> {
  const row = await deps.db.seatingNeed.findUnique({ where: { userId } });
  return row ? open(deps, row) : null;
}

/** Declares (or changes) the fan's need for a wheelchair space with `companions` companion seats. Audited. */
export async function setSeatingNeed(deps: Deps, userId: string, input: SeatingNeedInput): Promise<SeatingNeedView> {
  const v = validate(needInput, input);
  const needEnc = seal(deps, userId, v.companions);
  const row = await deps.db.$transaction(async (tx) => {
    const saved = await tx.seatingNeed.upsert({ where: { userId }, create: { userId, needEnc }, update: { needEnc } });
    // No details: the audit log is kept after the account is deleted, the need is not.
    await recordAudit(tx, { action: "identity.seating_need_set", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, targetType: "SeatingNeed" });
    return saved;
  });
  return { wheelchair: true, companions: v.companions, updatedAt: row.updatedAt };
}

/** Withdraws the fan's need; true when there was one. Audited when there was. */
export async function deleteSeatingNeed(deps: Deps, userId: string): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.seatingNeed.deleteMany({ where: { userId } });
    if (count) await recordAudit(tx, { action: "identity.seating_need_delete", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, targetType: "SeatingNeed" });
    return count > 0;
  });
}

/** The needs of these fans, by fan (those without one left out): the box office's view of an event's holders. */
export async function seatingNeedsOf(deps: Deps, userIds: readonly string[]): Promise<Map<string, SeatingNeedView>> {
  if (!userIds.length) return new Map();
  const rows = await deps.db.seatingNeed.findMany({ where: { userId: { in: [...new Set(userIds)] } } });
  const out = new Map<string, SeatingNeedView>();
  for (const r of rows) {
    const need = open(deps, r);
    if (need) out.set(r.userId, need);
  }
  return out;
}

/** The fan's sealed need for the personal-data export (opened by the privacy module with the identity key). */
export async function seatingNeedForExport(deps: Deps, db: Db | Tx, userId: string): Promise<(SeatingNeedView & { createdAt: Date }) | null> {
  const row = await db.seatingNeed.findUnique({ where: { userId } });
  const need = row ? open(deps, row) : null;
  return row && need ? { ...need, createdAt: row.createdAt } : null;
}

/** Erasure: the fan's need. */
export async function eraseSeatingNeedOf(tx: Tx, userId: string): Promise<void> {
  await tx.seatingNeed.deleteMany({ where: { userId } });
}
