// Real-name audience identities: the fan lists, adds, corrects and deletes them under My → audience
// information. Name and number are AES-256-GCM encrypted at rest; only the keyed hash (uniqueness) and
// the last four characters (display) are stored otherwise. Owns AudienceIdentity.
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { AudienceIdentity, IdentityDocType } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { decryptField, docNumberHash, encryptField, maskName, normaliseDocNumber } from "./identity.crypto.ts";
import { IdentityExistsError, IdentityInUseError } from "./identity.errors.ts";
import { recordAudit } from "../audit/index.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";

export const docTypes = ["ID_CARD", "PASSPORT", "PERMIT"] as const;

/** What the API shows: never the full number, the name masked. */
export interface IdentityView {
  id: string;
  docType: IdentityDocType;
  maskedName: string;
  maskedDocNumber: string;
  createdAt: Date;
}

export function toView(deps: Deps, i: AudienceIdentity): IdentityView {
  return {
    id: i.id,
    docType: i.docType,
    maskedName: maskName(decryptField(deps.config.identityKey, i.nameEnc)),
    maskedDocNumber: `••••${i.docNumberLast4}`,
    createdAt: i.createdAt,
  };
}

const identityInput = z.object({
  name: z.string().trim().min(2, "validation.identityName").max(60, "validation.identityName"),
  docType: z.enum(docTypes),
  docNumber: z
    .string()
    .transform(normaliseDocNumber)
    .pipe(z.string().regex(/^[A-Z0-9()]{5,20}$/, "validation.identityNumber")),
});
export type IdentityInput = z.input<typeof identityInput>;

export async function listIdentities(deps: Deps, userId: string): Promise<IdentityView[]> {
  const rows = await deps.db.audienceIdentity.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  await recordAudit(deps.db, { action: "identity.read", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, details: { count: rows.length } });
  return rows.map((r) => toView(deps, r));
}

function sealed(deps: Deps, v: z.output<typeof identityInput>) {
  const key = deps.config.identityKey;
  return {
    docType: v.docType,
    nameEnc: encryptField(key, v.name),
    docNumberEnc: encryptField(key, v.docNumber),
    docNumberHash: docNumberHash(key, v.docNumber),
    docNumberLast4: v.docNumber.slice(-4),
  };
}


/** Adds an identity; the fan must agree to the sharing consent. */
export async function addIdentity(deps: Deps, userId: string, input: IdentityInput & { consent: boolean }): Promise<IdentityView> {
  if (!input.consent) throw new ValidationError("validation.identityConsent", "consent");
  const v = validate(identityInput, input);
  try {
    const row = await deps.db.audienceIdentity.create({ data: { userId, ...sealed(deps, v) } });
    await recordAudit(deps.db, { action: "identity.add", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, targetType: "AudienceIdentity", targetId: row.id, details: { docType: v.docType } });
    return toView(deps, row);
  } catch (e) {
    if (isUniqueViolation(e)) throw new IdentityExistsError();
    throw e;
  }
}

/**
 * Whether an identity is on an order that still holds stock. Only the orders module reads orders, and
 * orders imports identity, so the schema assembly (server/src/schema.ts) hands the check in.
 */
export type IdentityHoldCheck = (deps: Deps, identityId: string) => Promise<boolean>;

/** Corrects name, type or number. Tickets already issued keep the identity they were issued to. */
export async function updateIdentity(deps: Deps, onLiveHold: IdentityHoldCheck, userId: string, id: string, input: IdentityInput): Promise<IdentityView> {
  const v = validate(identityInput, input);
  const existing = await deps.db.audienceIdentity.findFirst({ where: { id, userId } });
  if (!existing) throw new NotFoundError("identity");
  if (await onLiveHold(deps, id)) throw new IdentityInUseError();
  try {
    const row = await deps.db.audienceIdentity.update({ where: { id }, data: sealed(deps, v) });
    await recordAudit(deps.db, { action: "identity.update", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, targetType: "AudienceIdentity", targetId: id, details: { docType: v.docType } });
    return toView(deps, row);
  } catch (e) {
    if (isUniqueViolation(e)) throw new IdentityExistsError();
    throw e;
  }
}

export async function deleteIdentity(deps: Deps, onLiveHold: IdentityHoldCheck, userId: string, id: string): Promise<void> {
  const existing = await deps.db.audienceIdentity.findFirst({ where: { id, userId } });
  if (!existing) throw new NotFoundError("identity");
  if (await onLiveHold(deps, id)) throw new IdentityInUseError();
  await deps.db.audienceIdentity.delete({ where: { id } });
  await recordAudit(deps.db, { action: "identity.delete", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, targetType: "AudienceIdentity", targetId: id });
}

/** The fan's identities by id with their hashes: what the ticket hold checks and records. */
export function identitiesForHold(deps: Deps, userId: string, ids: string[]) {
  return deps.db.audienceIdentity.findMany({ where: { userId, id: { in: ids } }, select: { id: true, docNumberHash: true } });
}
