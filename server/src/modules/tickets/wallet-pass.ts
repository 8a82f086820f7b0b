// What the passes module's Apple web service needs of tickets: when each last changed, and which tickets a
// change touched (their passes' devices are pushed to).
import type { Deps } from "../../deps.ts";

/** When each of these tickets last changed (a transfer, a refund, a use), and its event. */
export function ticketStamps(deps: Deps, ids: string[]): Promise<{ id: string; eventId: string; updatedAt: Date }[]> {
  return deps.db.ticket.findMany({ where: { id: { in: ids } }, select: { id: true, eventId: true, updatedAt: true } });
}

/** The ids of an event's tickets, a batch after `afterId` (oldest id first). */
export async function ticketIdsOfEvent(deps: Deps, eventId: string, afterId: string | null, take: number): Promise<string[]> {
  const rows = await deps.db.ticket.findMany({ where: { eventId, ...(afterId ? { id: { gt: afterId } } : {}) }, select: { id: true }, orderBy: { id: "asc" }, take });
  return rows.map((r) => r.id);
}

/** The ids of the tickets issued for these order items (wherever they are now). */
export async function ticketIdsOfOrderItems(deps: Deps, orderItemIds: string[]): Promise<string[]> {
  if (!orderItemIds.length) return [];
  return (await deps.db.ticket.findMany({ where: { orderItemId: { in: orderItemIds } }, select: { id: true } })).map((r) => r.id);
}
