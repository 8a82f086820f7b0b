// What the passes module's Apple web service needs of tickets: when each last changed, and which tickets a
// change touched (their passes' devices are pushed to).
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";

/** When each of these tickets last changed (a transfer, a refund, a use), and its event. */
export function ticketStamps(deps: Deps, ids: string[]): Promise<{ id: string; eventId: string; updatedAt: Date }[]> {
  return deps.db.ticket.findMany({ where: { id: { in: ids } }, select: { id: true, eventId: true, updatedAt: true } });
}

/** The ids of an event's tickets, a batch after `afterId` (oldest id first); read in the caller's transaction. */
export async function ticketIdsOfEvent(db: Db | Tx, eventId: string, afterId: string | null, take: number): Promise<string[]> {
  const rows = await db.ticket.findMany({ where: { eventId, ...(afterId ? { id: { gt: afterId } } : {}) }, select: { id: true }, orderBy: { id: "asc" }, take });
  return rows.map((r) => r.id);
}

/** The ids of the tickets issued for these order items (wherever they are now). */
export async function ticketIdsOfOrderItems(db: Db | Tx, orderItemIds: string[]): Promise<string[]> {
  if (!orderItemIds.length) return [];
  return (await db.ticket.findMany({ where: { orderItemId: { in: orderItemIds } }, select: { id: true } })).map((r) => r.id);
}
