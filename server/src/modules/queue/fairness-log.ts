// The public fairness log of a waiting room (issue 32): appended in the very transactions that move the line
// (the draw, each admission batch, each offer), so the log says what happened and nothing that rolled back.
// Hashes and the checks anyone runs are fairness.rules.ts's.
//
// Two instances: every append takes the event's log lock (a transaction-scoped advisory lock), reads the
// last entry and writes after it; (eventId, seq) is the key, so a second writer could never fork the chain
// anyway. Whatever serves the line (an admission batch, an offer) takes that lock BEFORE it picks its fans:
// the order of the log is then the order in which places were served, and the lock is always the first one
// such a transaction takes (no lock-order deadlock with the room's row). Payments never take it: a sale is
// noted in a table of its own (noteSale) and the leader chains the notes in batches (chainSales).
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { Order } from "../../generated/prisma/client.ts";
import type { OrderLine } from "../../domain-events.ts";
import { chainEntries, toJsonLines, type FairnessEntry, type FairnessEntryType } from "./fairness.rules.ts";
import { DRAW_ALGORITHM, holderRef } from "./queue.rules.ts";

/** Serialises everything that writes the event's log or serves its line, until `tx` ends. */
export async function lockFairnessLog(tx: Tx, eventId: string): Promise<void> {
  await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`fairness-log:${eventId}`}, 0))`;
}

/** Appends entries to the event's log inside `tx` (taking its lock if the caller has not). */
export async function appendFairness(tx: Tx, eventId: string, at: Date, entries: { type: FairnessEntryType; payload: Record<string, unknown> }[]): Promise<void> {
  if (!entries.length) return;
  await lockFairnessLog(tx, eventId);
  const [last] = await tx.$queryRaw<{ seq: number; hash: string }[]>`
    select seq, hash from "FairnessLogEntry" where "eventId" = ${eventId} order by seq desc limit 1`;
  const chained = chainEntries(
    last ?? null,
    entries.map((e) => ({ type: e.type, at: at.toISOString(), payload: e.payload })),
  );
  await tx.fairnessLogEntry.createMany({
    data: chained.map((e) => ({ eventId, seq: e.seq, type: e.type, payload: e.payload as object, at, prevHash: e.prevHash, hash: e.hash })),
  });
}

/** Appends in a transaction of its own (what is logged is not part of another change). */
export function appendFairnessNow(deps: Deps, eventId: string, entries: { type: FairnessEntryType; payload: Record<string, unknown> }[]): Promise<void> {
  return deps.db.$transaction((tx) => appendFairness(tx, eventId, deps.now(), entries));
}

/** The event's log, in order. */
export async function fairnessLogEntries(db: Db, eventId: string): Promise<FairnessEntry[]> {
  const rows = await db.fairnessLogEntry.findMany({ where: { eventId }, orderBy: { seq: "asc" } });
  return rows.map((r) => ({ seq: r.seq, type: r.type, at: r.at.toISOString(), payload: r.payload, prevHash: r.prevHash, hash: r.hash }));
}

export async function fairnessLogText(db: Db, eventId: string): Promise<string> {
  return toJsonLines(await fairnessLogEntries(db, eventId));
}

/** The log's first entry: the seed's hash, published before anyone can join. */
export function commitmentEntry(eventId: string, seedHash: string) {
  return { type: "commitment" as const, payload: { event: eventId, seedHash, algorithm: DRAW_ALGORITHM } };
}

/** An admission batch as the log shows it: the places in the order served (lowest rank first). */
export function admissionEntry(eventId: string, admitted: { id: string; userId: string; rank: bigint | null }[]) {
  const places = admitted
    .filter((a) => a.rank !== null)
    .sort((a, b) => (a.rank! < b.rank! ? -1 : a.rank! > b.rank! ? 1 : 0))
    .map((a) => ({ place: a.id, holder: holderRef(eventId, a.userId), rank: Number(a.rank) }));
  return { type: "admission" as const, payload: { places } };
}

/**
 * A ticket order paid (inside its transaction): noted for the log when its event has a waiting room. One
 * insert, no lock: the leader chains the notes (chainSales).
 */
export async function noteSale(tx: Tx, order: Order, lines: OrderLine[], opts: { handBack?: boolean } = {}): Promise<void> {
  if (!order.eventId) return;
  const tickets = lines.filter((l) => l.kind === "TICKET").reduce((n, l) => n + l.quantity, 0);
  if (!tickets) return;
  // A handed-back ticket sold again is an offer too; it is told apart so the report counts hand-backs resold.
  await tx.$executeRaw`
    insert into "FairnessSaleNote" ("eventId", holder, tickets, via)
    select r."eventId", ${holderRef(order.eventId, order.userId)}, ${tickets},
      case when ${opts.handBack === true}::boolean then 'handBack'
        when exists (select 1 from "QueueEntry" q where q."offerOrderId" = ${order.id}) then 'offer' else 'admission' end
    from "QueueRoom" r where r."eventId" = ${order.eventId} and r.enabled`;
}

/** Chains the sales noted for the event into its log, one entry per batch; how many were chained. */
export async function chainSales(deps: Deps, eventId: string, batch = 5_000): Promise<number> {
  return deps.db.$transaction(async (tx) => {
    await lockFairnessLog(tx, eventId);
    const notes = await tx.fairnessSaleNote.findMany({ where: { eventId }, orderBy: { id: "asc" }, take: batch });
    if (!notes.length) return 0;
    await appendFairness(tx, eventId, deps.now(), [{ type: "sales", payload: { sales: notes.map((n) => ({ holder: n.holder, tickets: n.tickets, via: n.via })) } }]);
    await tx.fairnessSaleNote.deleteMany({ where: { id: { in: notes.map((n) => n.id) } } });
    return notes.length;
  });
}
