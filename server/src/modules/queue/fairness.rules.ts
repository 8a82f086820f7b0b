// The public fairness log's rules (issue 32) on the server: chaining new entries, and the signed report. The
// log's format and the check anyone runs on it (the chain, the draw, the line's order) are the shared
// package's (@fanfare/shared/fairnessLog): `fanfare queue verify --log`, the server and the app's fairness
// page run that one code, here with Node's hashes. No database here.
import crypto from "node:crypto";
import {
  canonicalJson,
  entryHashText,
  GENESIS_HASH,
  parseDrawList,
  verifyFairnessLog as checkFairnessLog,
  type FairnessEntry,
  type FairnessLogSummary,
} from "@fanfare/shared/fairnessLog";
import { nodeFairnessCrypto, sha256Hex } from "./queue.rules.ts";

// The format's names, for the server's and the CLI's importers.
export { canonicalJson, FAIRNESS_LOG_FORMAT, GENESIS_HASH, parseJsonLines, toJsonLines, type FairnessEntry, type FairnessEntryType, type FairnessLogSummary } from "@fanfare/shared/fairnessLog";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export function entryHash(prevHash: string, entry: { seq: number; type: string; at: string; payload: unknown }): string {
  return sha256Hex(entryHashText(prevHash, entry));
}

/** Chains new entries after `last` (null: the log is empty). */
export function chainEntries(last: { seq: number; hash: string } | null, entries: { type: string; at: string; payload: unknown }[]): FairnessEntry[] {
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  return entries.map((e) => {
    seq += 1;
    const hash = entryHash(prevHash, { seq, type: e.type, at: e.at, payload: e.payload });
    const chained = { seq, type: e.type, at: e.at, payload: e.payload, prevHash, hash };
    prevHash = hash;
    return chained;
  });
}

/**
 * Checks a downloaded log with the shared check (Node's hashes): the problems in English, as the CLI prints
 * them; empty when it checks out.
 */
export async function verifyFairnessLog(entries: FairnessEntry[]): Promise<{ problems: string[]; summary: FairnessLogSummary }> {
  const { problems, summary } = await checkFairnessLog(entries, nodeFairnessCrypto);
  return { problems: problems.map((p) => p.text), summary };
}

// ───── the signed report ─────
//
// After an on-sale closes the server signs one report: {"format","keyId","publicKey","signature","report"}.
//   signature = base64url Ed25519 signature of the UTF-8 text canonical(report)
//   publicKey = base64url of the raw 32-byte Ed25519 public key of keyId (also at /fairness/keys.json)
// report.log names the log's entry count and head hash when it was signed, so it vouches for that log.

export const FAIRNESS_REPORT_FORMAT = "fanfare-fairness-report-v2";
/** v1 reports (signed before v2's figures existed) still verify; v2 must carry every v2 figure. */
export const FAIRNESS_REPORT_FORMATS = ["fanfare-fairness-report-v1", FAIRNESS_REPORT_FORMAT] as const;

/**
 * The secure answers' times of an on-sale, counted in buckets (milliseconds, each bucket's upper bound): a
 * percentile is reported as the bound of the bucket it falls in, so it is never lower than the true value.
 */
export const SECURE_MS_BUCKETS = [50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000] as const;

/** The bucket (its upper bound; Infinity past the last) of a secure answer's time. */
export function secureBucketOf(ms: number): number {
  return SECURE_MS_BUCKETS.find((b) => ms <= b) ?? Infinity;
}

/** p50 and p99 of bucketed counts ([bound, count], bounds ascending): each the bound of its bucket; null with no answers. */
export function bucketPercentiles(counts: readonly (readonly [number, number])[]): { answers: number; p50Ms: number | null; p99Ms: number | null } {
  const answers = counts.reduce((a, [, n]) => a + n, 0);
  const at = (q: number) => {
    if (!answers) return null;
    const rank = Math.ceil(q * answers);
    let seen = 0;
    for (const [bound, n] of counts) {
      seen += n;
      if (seen >= rank) return Number.isFinite(bound) ? bound : null;
    }
    return null;
  };
  return { answers, p50Ms: at(0.5), p99Ms: at(0.99) };
}

export interface FairnessReportBody {
  format: string;
  event: { id: string; slug: string; title: string };
  closedAt: string;
  signedAt: string;
  fans: { preQueue: number; afterDraw: number };
  admitted: number;
  offers: number;
  ticketsSold: number;
  accountsServed: number;
  mostTicketsOneAccount: number;
  humanCheckFailures: number;
  oversold: number;
  rateChanges: { at: string; from: unknown; to: unknown; by: unknown }[];
  log: { entries: number; head: string };
  // v2 (issue 32 item 3):
  /** Tickets handed back by a fan and sold again through the line (the log's sales "via" handBack). */
  handBacksResold?: number;
  /** Distinct real-name identities on the event's live tickets; null for an event without real names. */
  identitiesServed?: number | null;
  /** The most live tickets any one identity holds (1 where the rule held); null without real names. */
  mostTicketsOneIdentity?: number | null;
  /** Secure answers to admitted fans, with p50/p99 as bucket bounds in ms (null: no answer, or past 60 s). */
  secure?: { answers: number; p50Ms: number | null; p99Ms: number | null };
}

export interface FairnessReportDocument {
  format: string;
  keyId: string;
  publicKey: string;
  signature: string;
  report: FairnessReportBody;
}

const SPKI_PREFIX = Buffer.from([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]);

/** The figures of a report that the log itself shows (what the log cannot show is the caller's to add). */
export function logFigures(entries: FairnessEntry[]) {
  const perHolder = new Map<string, number>();
  const rateChanges: FairnessReportBody["rateChanges"] = [];
  let drawn = 0;
  let admitted = 0;
  let offers = 0;
  let handBacksResold = 0;
  for (const e of entries) {
    const p = isObj(e.payload) ? e.payload : {};
    if (e.type === "draw") drawn = parseDrawList(String(p.drawList ?? "")).length;
    else if (e.type === "admission") admitted += Array.isArray(p.places) ? p.places.length : 0;
    else if (e.type === "offer") offers += 1;
    else if (e.type === "rate") rateChanges.push({ at: e.at, from: p.from ?? null, to: p.to ?? null, by: p.by ?? null });
    else if (e.type === "sales") {
      for (const s of Array.isArray(p.sales) ? p.sales : []) {
        if (isObj(s) && typeof s.holder === "string" && typeof s.tickets === "number") {
          perHolder.set(s.holder, (perHolder.get(s.holder) ?? 0) + s.tickets);
          if (s.via === "handBack") handBacksResold += s.tickets;
        }
      }
    }
  }
  const sold = [...perHolder.values()];
  return {
    drawn,
    admitted,
    offers,
    ticketsSold: sold.reduce((a, b) => a + b, 0),
    accountsServed: perHolder.size,
    mostTicketsOneAccount: sold.length ? Math.max(...sold) : 0,
    handBacksResold,
    rateChanges,
    log: { entries: entries.length, head: entries.length ? entries[entries.length - 1].hash : GENESIS_HASH },
  };
}

/**
 * Checks a report offline: its signature with the public key (`trustedPublicKey`, base64url, when the caller
 * pinned one: otherwise the one the document carries), and, given the log, that the log's figures match.
 */
export function verifyFairnessReport(doc: FairnessReportDocument, opts: { trustedPublicKey?: string; log?: FairnessEntry[] } = {}): string[] {
  const problems: string[] = [];
  const v2 = doc.format === FAIRNESS_REPORT_FORMAT;
  if (!(FAIRNESS_REPORT_FORMATS as readonly string[]).includes(doc.format)) problems.push(`unknown format "${String(doc.format)}"`);
  if (doc.report.format !== doc.format) problems.push(`the report says format "${String(doc.report.format)}", the document "${String(doc.format)}"`);
  if (v2) {
    const r = doc.report;
    const count = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0;
    const countOrNull = (v: unknown) => v === null || count(v);
    if (!count(r.handBacksResold)) problems.push("handBacksResold is missing");
    if (!countOrNull(r.identitiesServed) || !countOrNull(r.mostTicketsOneIdentity)) problems.push("the identity figures are missing");
    if (!r.secure || !count(r.secure.answers) || !countOrNull(r.secure.p50Ms) || !countOrNull(r.secure.p99Ms)) problems.push("the secure answers' figures are missing");
  }
  const keyB64 = opts.trustedPublicKey ?? doc.publicKey;
  if (opts.trustedPublicKey && doc.publicKey !== opts.trustedPublicKey) problems.push(`the report names another public key than the one trusted for ${doc.keyId}`);
  try {
    const raw = Buffer.from(keyB64, "base64url");
    if (raw.length !== 32) throw new Error("not 32 bytes");
    const key = crypto.createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" });
    const ok = crypto.verify(null, Buffer.from(canonicalJson(doc.report), "utf8"), key, Buffer.from(doc.signature, "base64url"));
    if (!ok) problems.push("the signature does not match the report (edited, or signed by another key)");
  } catch (e) {
    problems.push(`the public key or the signature is malformed: ${(e as Error).message}`);
  }
  if (opts.log) {
    const signedPart = opts.log.slice(0, doc.report.log.entries);
    const f = logFigures(signedPart);
    if (signedPart.length !== doc.report.log.entries || f.log.head !== doc.report.log.head) problems.push("the log does not contain the entries the report was signed over");
    for (const k of ["admitted", "offers", "ticketsSold", "accountsServed", "mostTicketsOneAccount"] as const) {
      if (f[k] !== doc.report[k]) problems.push(`${k}: the report says ${doc.report[k]}, the log ${f[k]}`);
    }
    if (v2 && f.handBacksResold !== doc.report.handBacksResold) problems.push(`handBacksResold: the report says ${doc.report.handBacksResold}, the log ${f.handBacksResold}`);
    if (f.drawn !== doc.report.fans.preQueue) problems.push(`fans in the pre-queue: the report says ${doc.report.fans.preQueue}, the draw ${f.drawn}`);
  }
  if (doc.report.oversold !== 0) problems.push(`oversold: ${doc.report.oversold}`);
  return problems;
}
