// The public fairness log's rules (issue 32): how an entry is encoded and hashed, and how anyone checks a
// downloaded log. No database here: `fanfare queue verify --log` and the server run the very same code.
//
// The log of an event is JSON lines, one entry each: {"seq","type","at","payload","prevHash","hash"}.
//   hash = SHA-256 hex of the UTF-8 text  prevHash + "\n" + canonical({"at","payload","seq","type"})
// where canonical() is JSON with the keys of every object sorted (by UTF-16 code units), no white space,
// and prevHash of the first entry (seq 1) is 64 zeros. Editing, removing, reordering or inserting an entry
// breaks every hash from there on.
//
// Entry types and payloads (holders appear only as the draw's pseudonyms: queue.rules.ts holderRef):
//   commitment  {event, seedHash, algorithm}            the seed committed before anyone could join
//   draw        {seed, seedHash, drawHash, drawList}     the reveal: drawList is the published "<place> <holder>" lines
//   admission   {places: [{place, holder, rank}]}         one admission batch, in the order admitted
//   offer       {place, holder, from, rank|listedAt, tickets}  released tickets held for a place
//                                                         (from "line": by rank; "waitingList": by listedAt)
//   sales       {sales: [{holder, tickets, via}]}          tickets paid through the line (batched); via: admission, offer, handBack
//   rate        {from, to, by, …}                         the admission rate changed ("adapted" or "organiser")
//   soldOut     {}                                        the line closed: nothing left to sell
//
// A place's rank: the drawn places are ranked 1…n in drawn order; a fan who joined after the draw is ranked
// 2^40 + their arrival number. The line is served lowest rank first, so every admission and every offer to a
// place in the line (a "pop") must come after every pop of a lower rank: the ranks popped, in log order,
// strictly increase, and a drawn rank names the place the published draw put there. Offers to the waiting
// list go in joining order: their listedAt strictly increases.
import crypto from "node:crypto";
import { AFTER_DRAW_RANK_BASE, parseDrawList, verifyDraw } from "./queue.rules.ts";

export const FAIRNESS_LOG_FORMAT = "fanfare-fairness-log-v1";
export const GENESIS_HASH = "0".repeat(64);

export type FairnessEntryType = "commitment" | "draw" | "admission" | "offer" | "sales" | "rate" | "soldOut";

export interface FairnessEntry {
  seq: number;
  type: string;
  at: string;
  payload: unknown;
  prevHash: string;
  hash: string;
}

/** JSON with every object's keys sorted and no white space: one text for one value, whoever encodes it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new Error("canonicalJson: not a finite number");
    if (value === undefined) throw new Error("canonicalJson: undefined");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(",")}]`;
  const keys = Object.keys(value as Record<string, unknown>)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(",")}}`;
}

export function entryHash(prevHash: string, entry: { seq: number; type: string; at: string; payload: unknown }): string {
  return crypto
    .createHash("sha256")
    .update(`${prevHash}\n${canonicalJson({ at: entry.at, payload: entry.payload, seq: entry.seq, type: entry.type })}`, "utf8")
    .digest("hex");
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

export function toJsonLines(entries: FairnessEntry[]): string {
  return entries.map((e) => `${canonicalJson(e)}\n`).join("");
}

export function parseJsonLines(text: string): FairnessEntry[] {
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as FairnessEntry);
}

export interface FairnessLogSummary {
  entries: number;
  head: string;
  drawn: number;
  admitted: number;
  offers: number;
  ticketsSold: number;
  rateChanges: number;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checks a downloaded log: the chain (every hash recomputed, every link), the draw against its commitment,
 * and that every admission and offer followed the line's order. The list of problems is empty when it
 * checks out.
 */
export function verifyFairnessLog(entries: FairnessEntry[]): { problems: string[]; summary: FairnessLogSummary } {
  const problems: string[] = [];
  const summary: FairnessLogSummary = { entries: entries.length, head: GENESIS_HASH, drawn: 0, admitted: 0, offers: 0, ticketsSold: 0, rateChanges: 0 };
  let prevHash = GENESIS_HASH;
  let commitment: Obj | null = null;
  let drawnIds: string[] | null = null;
  let lastRank: number | null = null;
  let lastListedAt: string | null = null;
  const popped = new Set<string>();

  const pop = (seq: number, what: string, place: unknown, rank: unknown) => {
    if (typeof place !== "string" || typeof rank !== "number" || !Number.isSafeInteger(rank)) {
      problems.push(`entry ${seq}: ${what} without a place and a whole rank`);
      return;
    }
    if (lastRank !== null && rank <= lastRank) problems.push(`entry ${seq}: ${what} of place ${place} (rank ${rank}) out of the line's order: rank ${lastRank} was served before it`);
    if (popped.has(place)) problems.push(`entry ${seq}: place ${place} served twice from the line`);
    popped.add(place);
    if (rank < Number(AFTER_DRAW_RANK_BASE)) {
      if (!drawnIds) problems.push(`entry ${seq}: ${what} of a drawn rank (${rank}) before the draw`);
      else if (drawnIds[rank - 1] !== place) problems.push(`entry ${seq}: ${what} of place ${place} at rank ${rank}, where the draw put ${drawnIds[rank - 1] ?? "nobody"}`);
    } else if (drawnIds?.includes(place)) problems.push(`entry ${seq}: drawn place ${place} served with a rank after the draw's`);
    lastRank = Math.max(lastRank ?? rank, rank);
  };

  entries.forEach((e, i) => {
    const seq = i + 1;
    if (e.seq !== seq) problems.push(`line ${seq}: seq ${e.seq}, expected ${seq}`);
    if (e.prevHash !== prevHash) problems.push(`entry ${seq}: prevHash does not link to the entry before`);
    const again = entryHash(e.prevHash, e);
    if (again !== e.hash) problems.push(`entry ${seq}: its hash does not match its content (edited?)`);
    prevHash = e.hash;
    const p = isObj(e.payload) ? e.payload : {};
    switch (e.type) {
      case "commitment":
        if (commitment) problems.push(`entry ${seq}: a second seed commitment`);
        if (drawnIds) problems.push(`entry ${seq}: a seed commitment after the draw`);
        commitment = p;
        break;
      case "draw": {
        if (drawnIds) problems.push(`entry ${seq}: a second draw`);
        if (!commitment) problems.push(`entry ${seq}: a draw with no seed committed before it`);
        else if (commitment.seedHash !== p.seedHash) problems.push(`entry ${seq}: the draw's seedHash is not the one committed`);
        const record = { seed: String(p.seed ?? ""), seedHash: String(p.seedHash ?? ""), drawHash: String(p.drawHash ?? ""), drawList: String(p.drawList ?? "") };
        for (const problem of verifyDraw(record)) problems.push(`entry ${seq}: ${problem}`);
        drawnIds = parseDrawList(record.drawList).map((l) => l.id);
        summary.drawn = drawnIds.length;
        break;
      }
      case "admission": {
        const places = Array.isArray(p.places) ? p.places : [];
        if (!places.length) problems.push(`entry ${seq}: an admission batch with no places`);
        for (const a of places) {
          const x = isObj(a) ? a : {};
          pop(seq, "admission", x.place, x.rank);
          summary.admitted += 1;
        }
        break;
      }
      case "offer":
        summary.offers += 1;
        if (p.from === "line") pop(seq, "offer", p.place, p.rank);
        else if (p.from === "waitingList") {
          if (typeof p.listedAt !== "string") problems.push(`entry ${seq}: an offer to the waiting list without listedAt`);
          else {
            if (lastListedAt !== null && p.listedAt <= lastListedAt) problems.push(`entry ${seq}: offer to ${String(p.place)} out of the waiting list's order`);
            lastListedAt = p.listedAt;
          }
        } else problems.push(`entry ${seq}: an offer from neither the line nor the waiting list`);
        break;
      case "sales":
        for (const s of Array.isArray(p.sales) ? p.sales : []) summary.ticketsSold += isObj(s) && typeof s.tickets === "number" ? s.tickets : 0;
        break;
      case "rate":
        summary.rateChanges += 1;
        break;
      case "soldOut":
        break;
      default:
        problems.push(`entry ${seq}: unknown type "${e.type}"`);
    }
  });
  summary.head = prevHash;
  return { problems, summary };
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
