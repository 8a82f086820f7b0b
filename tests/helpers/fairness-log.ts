// Tampered copies of a waiting room's fairness log (issue 32), as a forger would make them: the queue-fairness
// integration test runs them through `fanfare queue verify --log`, the shared check's unit test through the
// shared code, and the fairness page's journey uploads them in the browser. Every one must fail.
import { chainEntries, type FairnessEntry } from "../../server/src/modules/queue/fairness.rules.ts";

/** Rewrites the chain from entry `from` (0-based) on, as a forger who controls the whole file would. */
export function rechain(entries: FairnessEntry[], from: number): FairnessEntry[] {
  const kept = entries.slice(0, from);
  const last = kept.length ? kept[kept.length - 1] : null;
  return [...kept, ...chainEntries(last, entries.slice(from))];
}

/**
 * An edited copy, its hashes left as they were: the first sale claims 9 tickets (or, in a log with no sales
 * yet, the first admission lets in another holder). `seq`: the edited entry.
 */
export function editedLog(entries: FairnessEntry[]): { log: FairnessEntry[]; seq: number } {
  const log = entries.map((e) => structuredClone(e));
  const sale = log.find((e) => e.type === "sales");
  if (sale) {
    (sale.payload as { sales: { tickets: number }[] }).sales[0].tickets = 9;
    return { log, seq: sale.seq };
  }
  const admission = log.find((e) => e.type === "admission");
  if (!admission) throw new Error("editedLog: the log has neither a sale nor an admission to edit");
  (admission.payload as { places: { holder: string }[] }).places[0].holder = "f".repeat(16);
  return { log, seq: admission.seq };
}

/**
 * A planted out-of-order admission, the chain rewritten after it so that only the order gives it away: the
 * first admission batch in reverse, or (one place a batch) the next batch first. `seq`: the first entry out
 * of order.
 */
export function plantedOutOfOrder(entries: FairnessEntry[]): { log: FairnessEntry[]; seq: number } {
  const first = entries.findIndex((e) => e.type === "admission");
  if (first < 0) throw new Error("plantedOutOfOrder: the log has no admission");
  const planted = entries.map((e) => structuredClone(e));
  const batch = planted[first].payload as { places: unknown[] };
  if (batch.places.length > 1) {
    batch.places.reverse();
    return { log: rechain(planted, first), seq: first + 1 };
  }
  const next = planted.findIndex((e, i) => i > first && e.type === "admission");
  if (next < 0) throw new Error("plantedOutOfOrder: one admission of one place cannot be put out of order");
  [planted[first], planted[next]] = [planted[next], planted[first]];
  // The batch moved up is served first; the one moved down (a lower rank) is the one out of order.
  return { log: rechain(planted, first), seq: next + 1 };
}
