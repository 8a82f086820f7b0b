// The public fairness log of a waiting room (issue 32): its format, and the check anyone runs on a downloaded
// copy. One code for the server that writes it (server/src/modules/queue/fairness.rules.ts chains entries
// with these encodings), `fanfare queue verify --log` and the app's fairness page, which checks the log in
// the fan's browser. The hashes are the caller's (FairnessCrypto): Node's crypto on the server and the CLI,
// WebCrypto in the browser, which only answers asynchronously, so the check is async everywhere.
//
// The log of an event is JSON lines, one entry each: {"seq","type","at","payload","prevHash","hash"}.
//   hash = SHA-256 hex of the UTF-8 text  prevHash + "\n" + canonical({"at","payload","seq","type"})
// where canonical() is JSON with the keys of every object sorted (by UTF-16 code units), no white space,
// and prevHash of the first entry (seq 1) is 64 zeros. Editing, removing, reordering or inserting an entry
// breaks every hash from there on.
//
// Entry types and payloads (holders appear only as the draw's pseudonyms):
//   commitment  {event, seedHash, algorithm}            the seed committed before anyone could join
//   draw        {seed, seedHash, drawHash, drawList}     the reveal: drawList is the published "<place> <holder>" lines
//   admission   {places: [{place, holder, rank}]}         one admission batch, in the order admitted
//   offer       {place, holder, from, rank|listedAt, tickets}  released tickets held for a place
//                                                         (from "line": by rank; "waitingList": by listedAt)
//   sales       {sales: [{holder, tickets, via}]}          tickets paid through the line (batched); via: admission, offer, handBack
//   rate        {from, to, by, …}                         the admission rate changed ("adapted" or "organiser")
//   soldOut     {}                                        the line closed: nothing left to sell
//
// The draw: the pre-queue's lines "<entryId> <holder>" sorted by HMAC-SHA256(key = seed, message = entryId)
// (hex, ascending), ties by entry id; SHA-256(seed) is the committed seedHash, SHA-256(drawList) the drawHash.
//
// A place's rank: the drawn places are ranked 1…n in drawn order; a fan who joined after the draw is ranked
// 2^40 + their arrival number. The line is served lowest rank first, so every admission and every offer to a
// place in the line (a "pop") must come after every pop of a lower rank: the ranks popped, in log order,
// strictly increase, and a drawn rank names the place the published draw put there. Offers to the waiting
// list go in joining order: their listedAt strictly increases.

import { canonicalJson } from "./canonicalJson.ts";

export { canonicalJson };
export const FAIRNESS_LOG_FORMAT = "fanfare-fairness-log-v1";
export const GENESIS_HASH = "0".repeat(64);
export const DRAW_ALGORITHM = "fanfare-queue-draw-v1: sort by HMAC-SHA256(seed, entryId), ties by entryId";
/** Ranks of fans who join after the draw start here (the draw's are 1 … n), plus their arrival number. */
export const AFTER_DRAW_RANK_BASE = 2 ** 40;

export type FairnessEntryType = "commitment" | "draw" | "admission" | "offer" | "sales" | "rate" | "soldOut";

export interface FairnessEntry {
  seq: number;
  type: string;
  at: string;
  payload: unknown;
  prevHash: string;
  hash: string;
}

/** The hashes the check needs; each may answer at once (Node) or later (WebCrypto). */
export interface FairnessCrypto {
  /** SHA-256 of the UTF-8 text, hex. */
  sha256Hex(text: string): string | Promise<string>;
  /** HMAC-SHA256 keyed by the UTF-8 `key`, hex, of each message (one key for many messages: a draw's). */
  hmacSha256Hex(key: string, messages: readonly string[]): readonly string[] | Promise<readonly string[]>;
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

/** WebCrypto's (the browser's; Node has it too). crypto.subtle exists only on https and localhost pages. */
export const webCryptoFairness: FairnessCrypto = {
  async sha256Hex(text) {
    return hex(await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  },
  async hmacSha256Hex(key, messages) {
    if (!messages.length) return [];
    const k = await globalThis.crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    return inBatches(messages, async (m) => hex(await globalThis.crypto.subtle.sign("HMAC", k, new TextEncoder().encode(m))));
  },
};

/** Maps in batches of 1 000 concurrent calls: a log of 100 000 entries never has 100 000 digests in flight. */
async function inBatches<T, R>(items: readonly T[], f: (item: T, index: number) => R | Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 1000) out.push(...(await Promise.all(items.slice(i, i + 1000).map((x, j) => f(x, i + j)))));
  return out;
}

/** The text an entry's hash is the SHA-256 of. */
export function entryHashText(prevHash: string, entry: { seq: number; type: string; at: string; payload: unknown }): string {
  return `${prevHash}\n${canonicalJson({ at: entry.at, payload: entry.payload, seq: entry.seq, type: entry.type })}`;
}

export function toJsonLines(entries: FairnessEntry[]): string {
  return entries.map((e) => `${canonicalJson(e)}\n`).join("");
}

/** A log's entries; throws (naming the line) on a line that is not a JSON object. */
export function parseJsonLines(text: string): FairnessEntry[] {
  const entries: FairnessEntry[] = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      throw new Error(`line ${i + 1}: ${(e as Error).message}`);
    }
    if (!isObj(value)) throw new Error(`line ${i + 1}: not a JSON object`);
    entries.push(value as unknown as FairnessEntry);
  });
  return entries;
}

// ───── the draw ─────

export interface DrawLine {
  id: string;
  holder: string;
}

export function drawListText(ordered: DrawLine[]): string {
  return ordered.map((l) => `${l.id} ${l.holder}`).join("\n");
}

export function parseDrawList(text: string): DrawLine[] {
  if (!text) return [];
  return text.split("\n").map((line) => {
    const [id, holder] = line.split(" ");
    return { id, holder };
  });
}

/** Lines in drawn order, given each line's HMAC (keys[i] is lines[i]'s): ascending, ties by entry id. */
export function sortByDrawKeys(lines: readonly DrawLine[], keys: readonly string[]): DrawLine[] {
  const keyed = lines.map((l, i) => ({ l, k: keys[i] }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.l.id < b.l.id ? -1 : a.l.id > b.l.id ? 1 : 0));
  return keyed.map((x) => x.l);
}

export interface DrawRecord {
  seedHash: string;
  seed: string;
  drawHash: string;
  drawList: string;
}

// ───── what a check finds ─────

/**
 * One thing wrong with a log, at entry `seq`: `kind` says which promise it breaks (the chain of hashes, the
 * draw, the line's order, or an entry the format does not allow), `code` and `values` say what, for words
 * in any language; `text` is the English the CLI prints.
 */
export interface FairnessProblem {
  seq: number;
  kind: "chain" | "draw" | "order" | "entry";
  code: FairnessProblemCode;
  values: Record<string, string | number>;
  text: string;
}

export type FairnessProblemCode =
  | "seqOutOfPlace"
  | "prevHashUnlinked"
  | "hashMismatch"
  | "secondCommitment"
  | "commitmentAfterDraw"
  | "secondDraw"
  | "drawWithoutCommitment"
  | "drawSeedHashNotCommitted"
  | "seedHashMismatch"
  | "drawHashMismatch"
  | "drawOrderMismatch"
  | "emptyAdmission"
  | "noPlaceOrRank"
  | "outOfOrder"
  | "servedTwice"
  | "drawnRankBeforeDraw"
  | "notWhereDrawn"
  | "drawnPlaceServedLate"
  | "offerWithoutListedAt"
  | "waitingListOutOfOrder"
  | "offerFromNowhere"
  | "unknownType";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** Recomputes a published draw; no problems when it checks out (`seq`: the log entry it is in, 0 outside a log). */
export async function checkDraw(record: DrawRecord, hashes: FairnessCrypto, seq = 0): Promise<FairnessProblem[]> {
  const problems: FairnessProblem[] = [];
  const at = (text: string) => (seq ? `entry ${seq}: ${text}` : text);
  if ((await hashes.sha256Hex(record.seed)) !== record.seedHash)
    problems.push({ seq, kind: "draw", code: "seedHashMismatch", values: {}, text: at("SHA-256(seed) does not match the published seedHash") });
  if ((await hashes.sha256Hex(record.drawList)) !== record.drawHash)
    problems.push({ seq, kind: "draw", code: "drawHashMismatch", values: {}, text: at("the drawn list does not match its hash") });
  const published = parseDrawList(record.drawList);
  // An empty seed cannot key an HMAC in WebCrypto; its hash has failed above already.
  if (!record.seed || !published.length) return problems;
  const again = sortByDrawKeys(published, await hashes.hmacSha256Hex(record.seed, published.map((l) => l.id)));
  const mismatch = again.findIndex((l, i) => l.id !== published[i].id);
  if (mismatch >= 0) {
    const values = { place: mismatch + 1, seedPuts: again[mismatch].id, listed: published[mismatch].id };
    problems.push({ seq, kind: "draw", code: "drawOrderMismatch", values, text: at(`place ${values.place}: the seed puts ${values.seedPuts} there, the published list ${values.listed}`) });
  }
  return problems;
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

export interface FairnessLogCheck {
  /** Everything wrong, in log order; empty when the log checks out. */
  problems: FairnessProblem[];
  summary: FairnessLogSummary;
  /** The first break in the chain of hashes (an edited, removed, inserted or reordered entry); null: intact. */
  firstChainBreak: FairnessProblem | null;
  /** The first admission or offer out of the line's order (or to the wrong place); null: all in order. */
  firstOutOfOrder: FairnessProblem | null;
  /** The first problem with the seed's commitment or the draw; null: the draw follows from the seed. */
  firstDrawProblem: FairnessProblem | null;
}

/**
 * Checks a downloaded log: the chain (every hash recomputed, every link), the draw against its commitment,
 * and that every admission and offer followed the line's order.
 */
export async function verifyFairnessLog(entries: FairnessEntry[], hashes: FairnessCrypto): Promise<FairnessLogCheck> {
  const problems: FairnessProblem[] = [];
  const problem = (seq: number, kind: FairnessProblem["kind"], code: FairnessProblemCode, text: string, values: FairnessProblem["values"] = {}) =>
    problems.push({ seq, kind, code, values, text: `entry ${seq}: ${text}` });
  const summary: FairnessLogSummary = { entries: entries.length, head: GENESIS_HASH, drawn: 0, admitted: 0, offers: 0, ticketsSold: 0, rateChanges: 0 };
  // Every entry's hash from its own prevHash and content: independent of each other, so computed together.
  const recomputed = await inBatches(entries, (e) => hashes.sha256Hex(entryHashText(e.prevHash, e)));
  let prevHash = GENESIS_HASH;
  let commitment: Obj | null = null;
  let drawnIds: string[] | null = null;
  let lastRank: number | null = null;
  let lastListedAt: string | null = null;
  const popped = new Set<string>();

  const pop = (seq: number, what: "admission" | "offer", place: unknown, rank: unknown) => {
    if (typeof place !== "string" || typeof rank !== "number" || !Number.isSafeInteger(rank)) {
      problem(seq, "entry", "noPlaceOrRank", `${what} without a place and a whole rank`, { what });
      return;
    }
    const values = { what, place, rank };
    if (lastRank !== null && rank <= lastRank)
      problem(seq, "order", "outOfOrder", `${what} of place ${place} (rank ${rank}) out of the line's order: rank ${lastRank} was served before it`, { ...values, servedBefore: lastRank });
    if (popped.has(place)) problem(seq, "order", "servedTwice", `place ${place} served twice from the line`, values);
    popped.add(place);
    if (rank < AFTER_DRAW_RANK_BASE) {
      if (!drawnIds) problem(seq, "order", "drawnRankBeforeDraw", `${what} of a drawn rank (${rank}) before the draw`, values);
      else if (drawnIds[rank - 1] !== place) {
        const drawn = drawnIds[rank - 1] ?? "nobody";
        problem(seq, "order", "notWhereDrawn", `${what} of place ${place} at rank ${rank}, where the draw put ${drawn}`, { ...values, drawn });
      }
    } else if (drawnIds?.includes(place)) problem(seq, "order", "drawnPlaceServedLate", `drawn place ${place} served with a rank after the draw's`, values);
    lastRank = Math.max(lastRank ?? rank, rank);
  };

  for (const [i, e] of entries.entries()) {
    const seq = i + 1;
    if (e.seq !== seq) problems.push({ seq, kind: "chain", code: "seqOutOfPlace", values: { found: String(e.seq) }, text: `line ${seq}: seq ${e.seq}, expected ${seq}` });
    if (e.prevHash !== prevHash) problem(seq, "chain", "prevHashUnlinked", "prevHash does not link to the entry before");
    if (recomputed[i] !== e.hash) problem(seq, "chain", "hashMismatch", "its hash does not match its content (edited?)");
    prevHash = e.hash;
    const p = isObj(e.payload) ? e.payload : {};
    switch (e.type) {
      case "commitment":
        if (commitment) problem(seq, "draw", "secondCommitment", "a second seed commitment");
        if (drawnIds) problem(seq, "draw", "commitmentAfterDraw", "a seed commitment after the draw");
        commitment = p;
        break;
      case "draw": {
        if (drawnIds) problem(seq, "draw", "secondDraw", "a second draw");
        if (!commitment) problem(seq, "draw", "drawWithoutCommitment", "a draw with no seed committed before it");
        else if (commitment.seedHash !== p.seedHash) problem(seq, "draw", "drawSeedHashNotCommitted", "the draw's seedHash is not the one committed");
        const record = { seed: String(p.seed ?? ""), seedHash: String(p.seedHash ?? ""), drawHash: String(p.drawHash ?? ""), drawList: String(p.drawList ?? "") };
        problems.push(...(await checkDraw(record, hashes, seq)));
        drawnIds = parseDrawList(record.drawList).map((l) => l.id);
        summary.drawn = drawnIds.length;
        break;
      }
      case "admission": {
        const places = Array.isArray(p.places) ? p.places : [];
        if (!places.length) problem(seq, "entry", "emptyAdmission", "an admission batch with no places");
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
          if (typeof p.listedAt !== "string") problem(seq, "entry", "offerWithoutListedAt", "an offer to the waiting list without listedAt");
          else {
            if (lastListedAt !== null && p.listedAt <= lastListedAt)
              problem(seq, "order", "waitingListOutOfOrder", `offer to ${String(p.place)} out of the waiting list's order`, { place: String(p.place) });
            lastListedAt = p.listedAt;
          }
        } else problem(seq, "entry", "offerFromNowhere", "an offer from neither the line nor the waiting list");
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
        problem(seq, "entry", "unknownType", `unknown type "${e.type}"`, { type: String(e.type) });
    }
  }
  summary.head = prevHash;
  const first = (kind: FairnessProblem["kind"]) => problems.find((x) => x.kind === kind) ?? null;
  return { problems, summary, firstChainBreak: first("chain"), firstOutOfOrder: first("order"), firstDrawProblem: first("draw") };
}
