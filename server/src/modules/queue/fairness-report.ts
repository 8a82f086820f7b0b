// The signed fairness report of an on-sale (issue 32): once the sale of a waiting-room event has closed,
// the leader writes one report of what the line did, signed with Ed25519 so that anyone can check it offline
// (fairness.rules.ts verifyFairnessReport; `fanfare queue verify --report`).
//
// The key: the entry QR codes' key management (QR_SIGNING_KEYS, QR_ACTIVE_KEY_ID; config.qr), so there is
// one set of keys to provision and rotate, under the same key ids. Each configured seed is not used as it
// is: the report key is HMAC-SHA256(seed, "fanfare-fairness-report") (a signature made for one purpose can
// never be passed off as one made for the other). The public keys are published at /fairness/keys.json.
import crypto, { type KeyObject } from "node:crypto";
import type { Config } from "../../config.ts";
import type { Deps } from "../../deps.ts";
import type { FairnessReport } from "../../generated/prisma/client.ts";
import { eventOversold, type WaitingRoomEvent } from "../events/index.ts";
import { ED25519_PKCS8_PREFIX, ED25519_SPKI_PREFIX, toBase64Url } from "@fanfare/shared/qr";
import { chainSales, fairnessLogEntries } from "./fairness-log.ts";
import { identityFiguresOfEvent } from "../tickets/index.ts";
import {
  bucketPercentiles,
  canonicalJson,
  FAIRNESS_REPORT_FORMAT,
  logFigures,
  SECURE_MS_BUCKETS,
  secureBucketOf,
  type FairnessReportBody,
  type FairnessReportDocument,
} from "./fairness.rules.ts";

interface ReportKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: string;
}

const keyCache = new WeakMap<Config["qr"], ReportKey[]>();

/** The report keys, one per configured QR key, the active one first. */
export function reportKeys(qr: Config["qr"]): ReportKey[] {
  let keys = keyCache.get(qr);
  if (!keys) {
    keys = qr.keys
      .map((k) => {
        const seed = crypto.createHmac("sha256", k.seed).update("fanfare-fairness-report").digest();
        const privateKey = crypto.createPrivateKey({ key: Buffer.concat([Buffer.from(ED25519_PKCS8_PREFIX), seed]), format: "der", type: "pkcs8" });
        const raw = crypto.createPublicKey(privateKey).export({ format: "der", type: "spki" }).subarray(ED25519_SPKI_PREFIX.length);
        return { keyId: k.keyId, privateKey, publicKey: toBase64Url(raw) };
      })
      .sort((a, b) => Number(b.keyId === qr.activeKeyId) - Number(a.keyId === qr.activeKeyId));
    keyCache.set(qr, keys);
  }
  return keys;
}

/** The public keys anyone checks a report with. */
export function fairnessPublicKeys(deps: Deps) {
  return reportKeys(deps.config.qr).map((k) => ({ keyId: k.keyId, publicKey: k.publicKey, active: k.keyId === deps.config.qr.activeKeyId }));
}

/** The failed human checks at a room's door, counted where every instance sees them (the shared store). */
export function humanCheckFailedKey(eventId: string): string {
  return `queue:human-check-failed:${eventId}`;
}
export const HUMAN_CHECK_COUNT_MS = 180 * 86_400_000;

/** The counter of an event's secure answers (to admitted fans) in one time bucket, in the shared store. */
export function secureBucketKey(eventId: string, bound: number): string {
  return `queue:secure-ms:${eventId}:${Number.isFinite(bound) ? bound : "inf"}`;
}

/** Counts one secure answer's time for the report (never in the answer's way: a failure is only logged). */
export function noteSecureTime(deps: Deps, eventId: string, ms: number): void {
  deps.kv.hit(secureBucketKey(eventId, secureBucketOf(ms)), HUMAN_CHECK_COUNT_MS).catch((e: unknown) => deps.log.warn("queue secure time not counted", { eventId, error: String(e) }));
}

async function secureFigures(deps: Deps, eventId: string) {
  const bounds = [...SECURE_MS_BUCKETS, Infinity];
  const counts = await Promise.all(bounds.map((b) => deps.kv.count(secureBucketKey(eventId, b))));
  return bucketPercentiles(bounds.map((b, i) => [b, counts[i]] as const));
}

/** Writes the closed on-sale's report, once (a second writer finds it written); returns it. */
export async function writeFairnessReport(deps: Deps, event: WaitingRoomEvent, closedAt: Date): Promise<FairnessReport> {
  const found = await deps.db.fairnessReport.findUnique({ where: { eventId: event.id } });
  if (found) return found;
  // Every sale noted goes into the log first: the report is signed over the whole log.
  while ((await chainSales(deps, event.id)) > 0);
  const entries = await fairnessLogEntries(deps.db, event.id);
  const figures = logFigures(entries);
  const [accounts, oversold, humanCheckFailures, identities, secure] = await Promise.all([
    deps.db.queueEntry.count({ where: { eventId: event.id } }),
    eventOversold(deps.db, event.id),
    deps.kv.count(humanCheckFailedKey(event.id)),
    event.requiresIdentity ? identityFiguresOfEvent(deps.db, event.id) : null,
    secureFigures(deps, event.id),
  ]);
  const signedAt = deps.now();
  const report: FairnessReportBody = {
    format: FAIRNESS_REPORT_FORMAT,
    event: { id: event.id, slug: event.slug, title: event.title },
    closedAt: closedAt.toISOString(),
    signedAt: signedAt.toISOString(),
    // One place per account (QueueEntry): every account in the room was drawn in the pre-queue or came after.
    fans: { preQueue: figures.drawn, afterDraw: Math.max(0, accounts - figures.drawn) },
    admitted: figures.admitted,
    offers: figures.offers,
    ticketsSold: figures.ticketsSold,
    accountsServed: figures.accountsServed,
    mostTicketsOneAccount: figures.mostTicketsOneAccount,
    humanCheckFailures,
    oversold,
    rateChanges: figures.rateChanges,
    log: figures.log,
    handBacksResold: figures.handBacksResold,
    identitiesServed: identities ? identities.identities : null,
    mostTicketsOneIdentity: identities ? identities.mostOneIdentity : null,
    secure,
  };
  const [key] = reportKeys(deps.config.qr);
  const signature = toBase64Url(crypto.sign(null, Buffer.from(canonicalJson(report), "utf8"), key.privateKey));
  await deps.db.fairnessReport.createMany({ data: [{ eventId: event.id, body: canonicalJson(report), keyId: key.keyId, signature, signedAt }], skipDuplicates: true });
  deps.log.info("queue fairness report signed", { eventId: event.id, keyId: key.keyId, ticketsSold: report.ticketsSold, oversold });
  return deps.db.fairnessReport.findUniqueOrThrow({ where: { eventId: event.id } });
}

/** The signed report as published: the document anyone downloads and checks. */
export function reportDocument(deps: Deps, row: FairnessReport): FairnessReportDocument {
  const key = reportKeys(deps.config.qr).find((k) => k.keyId === row.keyId);
  const report = JSON.parse(row.body) as FairnessReportBody;
  // A report is published in the format it was signed in (a v1 report stays v1).
  return { format: report.format, keyId: row.keyId, publicKey: key?.publicKey ?? "", signature: row.signature, report };
}

/** The event's signed report, once its sale has closed; null before. */
export async function fairnessReportOf(deps: Deps, eventId: string): Promise<FairnessReportDocument | null> {
  const row = await deps.db.fairnessReport.findUnique({ where: { eventId } });
  return row ? reportDocument(deps, row) : null;
}
