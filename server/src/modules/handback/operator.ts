// The organiser's view of an event's hand-backs (issue 32): how many are listed, offered, resold, withdrawn or
// voided, and the listings themselves (ticket numbers, face value, fee, dates: no fan's personal data).
import type { Deps } from "../../deps.ts";
import type { HandBack, HandBackStatus } from "../../generated/prisma/client.ts";
import { operatorEventOf } from "../events/index.ts";
import type { OperatorScope } from "../../context.ts";

export interface OperatorHandBacks {
  counts: Record<HandBackStatus, number>;
  /** Fees kept from resold tickets, in the event's currency's minor units. */
  feesKept: number;
  listings: HandBack[];
}

/** An event of the operator's organisation: its hand-backs, newest first (at most `limit`). */
export async function operatorHandBacks(deps: Deps, op: OperatorScope, eventId: string, limit: number): Promise<OperatorHandBacks> {
  const event = await operatorEventOf(deps.db, op, eventId);
  const [grouped, fees, listings] = await Promise.all([
    deps.db.handBack.groupBy({ by: ["status"], where: { eventId: event.id }, _count: { _all: true } }),
    deps.db.handBack.aggregate({ where: { eventId: event.id, status: "SOLD" }, _sum: { feeAmount: true } }),
    deps.db.handBack.findMany({ where: { eventId: event.id }, orderBy: [{ listedAt: "desc" }, { id: "asc" }], take: limit }),
  ]);
  const counts: Record<HandBackStatus, number> = { LISTED: 0, OFFERED: 0, SOLD: 0, WITHDRAWN: 0, VOID: 0 };
  for (const g of grouped) counts[g.status] = g._count._all;
  return { counts, feesKept: fees._sum.feeAmount ?? 0, listings };
}
