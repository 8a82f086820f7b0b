// The giveaway's pure rules: how many entries money earns, and the verifiable draw. No database here,
// so anyone can run the draw again from the published data (`fanfare giveaway verify` does).
import crypto from "node:crypto";

export interface GiveawayRates {
  /** Dong per whole Fan Coin (1 Fan Coin = 100 minor units). */
  vndPerFanCoin: number;
  /** Dong topped up per entry. */
  vndPerEntry: number;
  maxTopupEntries: number;
  maxInviteEntries: number;
  /** An invited friend counts once their top-ups are MORE than this many dong. */
  inviteMinVnd: number;
}

// Integer arithmetic throughout: amounts are compared in "centi-dong" (minor units × dong per coin),
// so no rate ever becomes a float.

/** Entries earned by a fan's cumulative top-ups (Fan Coin minor units) in a campaign, capped. */
export function topupEntriesFor(fanCoinMinor: number, rates: GiveawayRates): number {
  const earned = Math.floor((fanCoinMinor * rates.vndPerFanCoin) / (rates.vndPerEntry * 100));
  return Math.max(0, Math.min(rates.maxTopupEntries, earned));
}

/** Whether an invited friend's cumulative top-ups make the invite count ("more than 10,000 VND"). */
export function inviteQualifies(fanCoinMinor: number, rates: GiveawayRates): boolean {
  return fanCoinMinor * rates.vndPerFanCoin > rates.inviteMinVnd * 100;
}

/** The fewest Fan Coin minor units worth at least `vnd` dong (what a fan tops up for that much). */
export function fanCoinMinorForVnd(vnd: number, rates: Pick<GiveawayRates, "vndPerFanCoin">): number {
  return Math.ceil((vnd * 100) / rates.vndPerFanCoin);
}

// ───── the draw ─────
//
// 1. Before the draw the operator commits: seedCommitment = SHA-256(seed) (hex of the UTF-8 seed) is
//    published while the seed stays secret, so the seed cannot be chosen after the entries are known.
// 2. The entries list is every entry active at the draw, one line "<entryId> <holder>" each, sorted by
//    entry id; holder = first 16 hex of SHA-256("<campaignId>:<userId>"), a pseudonym that shows which
//    entries belong to one fan without naming them. entriesHash = SHA-256 of the lines joined by "\n".
// 3. Winners, for round i = 0, 1, …: j = HMAC-SHA256(key = seed, message = String(i)) read as a
//    256-bit unsigned big-endian integer, mod the number of entries left; the j-th entry left wins and
//    every entry of that holder leaves the pool (one prize per fan). Stop after winnersCount rounds or
//    when the pool is empty.

export interface DrawEntry {
  id: string;
  holder: string;
}

export function holderRef(campaignId: string, userId: string): string {
  return crypto.createHash("sha256").update(`${campaignId}:${userId}`).digest("hex").slice(0, 16);
}

export function sha256Hex(text: string): string {
  return crypto.createHash("sha256").update(text, "utf8").digest("hex");
}

export function sortEntries(entries: DrawEntry[]): DrawEntry[] {
  return [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function entriesListText(entries: DrawEntry[]): string {
  return sortEntries(entries)
    .map((e) => `${e.id} ${e.holder}`)
    .join("\n");
}

export function entriesHash(entries: DrawEntry[]): string {
  return sha256Hex(entriesListText(entries));
}

/** The winning entries, in the order drawn. */
export function drawWinners(seed: string, entries: DrawEntry[], winnersCount: number): DrawEntry[] {
  const sorted = sortEntries(entries);
  // The pool "entries left, in order" as a Fenwick tree of present flags: finding the j-th entry left
  // and removing a holder's entries cost O(log n) each, so a draw is O(n log n) however many winners.
  const n = sorted.length;
  const tree = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    tree[i] += 1;
    const parent = i + (i & -i);
    if (parent <= n) tree[parent] += tree[i];
  }
  const remove = (index: number) => {
    for (let i = index + 1; i <= n; i += i & -i) tree[i] -= 1;
  };
  /** The 0-based position of the (j+1)-th entry still in the pool. */
  const nth = (j: number) => {
    let pos = 0;
    let left = j + 1;
    for (let step = 1 << Math.floor(Math.log2(n || 1)); step > 0; step >>= 1) {
      if (pos + step <= n && tree[pos + step] < left) {
        pos += step;
        left -= tree[pos];
      }
    }
    return pos;
  };
  const byHolder = new Map<string, number[]>();
  sorted.forEach((e, i) => {
    const list = byHolder.get(e.holder);
    if (list) list.push(i);
    else byHolder.set(e.holder, [i]);
  });

  let remaining = n;
  const winners: DrawEntry[] = [];
  for (let round = 0; round < winnersCount && remaining > 0; round++) {
    const digest = crypto.createHmac("sha256", seed).update(String(round)).digest("hex");
    const j = Number(BigInt(`0x${digest}`) % BigInt(remaining));
    const winner = sorted[nth(j)];
    winners.push(winner);
    for (const i of byHolder.get(winner.holder) ?? []) remove(i);
    remaining -= byHolder.get(winner.holder)?.length ?? 0;
  }
  return winners;
}

/** The same draw, written the plain way (filter the pool each round): the reference the fast one is tested against. */
export function drawWinnersReference(seed: string, entries: DrawEntry[], winnersCount: number): DrawEntry[] {
  let pool = sortEntries(entries);
  const winners: DrawEntry[] = [];
  for (let round = 0; round < winnersCount && pool.length > 0; round++) {
    const digest = crypto.createHmac("sha256", seed).update(String(round)).digest("hex");
    const winner = pool[Number(BigInt(`0x${digest}`) % BigInt(pool.length))];
    winners.push(winner);
    pool = pool.filter((e) => e.holder !== winner.holder);
  }
  return winners;
}

export interface DrawRecord {
  algorithm: string;
  seedCommitment: string;
  seed: string;
  entriesHash: string;
  entries: DrawEntry[];
  winnersCount: number;
  winners: DrawEntry[];
}

export const DRAW_ALGORITHM = "fanfare-draw-v1: HMAC-SHA256(seed, round) mod remaining, one prize per holder";

/** Recomputes a published draw; the list of problems is empty when it checks out. */
export function verifyDraw(record: Omit<DrawRecord, "algorithm">): string[] {
  const problems: string[] = [];
  if (sha256Hex(record.seed) !== record.seedCommitment) problems.push("SHA-256(seed) does not match the published commitment");
  if (entriesHash(record.entries) !== record.entriesHash) problems.push("the entries list does not match its hash");
  const again = drawWinners(record.seed, record.entries, record.winnersCount).map((w) => w.id);
  const published = record.winners.map((w) => w.id);
  if (again.join(",") !== published.join(",")) problems.push(`recomputed winners ${again.join(",")} differ from published ${published.join(",")}`);
  return problems;
}
