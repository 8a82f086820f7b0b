// What the passes module's Apple web service needs of tickets: when each last changed.
import type { Deps } from "../../deps.ts";

/** Of these tickets, those changed after `since` (any change: a transfer, a refund, a use), with when. */
export function ticketsChangedSince(deps: Deps, ids: string[], since: Date | null) {
  return deps.db.ticket.findMany({ where: { id: { in: ids }, ...(since ? { updatedAt: { gt: since } } : {}) }, select: { id: true, updatedAt: true } });
}
