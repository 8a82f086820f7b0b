// The organiser's live sales dashboard: one event's figures (sold, held, revenue, the waiting room's
// length, gate scans, and both per minute, and its accessible seats), read from the modules that own them. Nothing is read unless
// the event is the operator's own (the events module decides); another organisation's event is "not found".
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { accessibleSeatFigures, operatorEvent, type AccessibleSeatFigures } from "../events/index.ts";
import { eventSalesFigures } from "../orders/index.ts";
import { eventQueueFigures } from "../queue/index.ts";
import { eventScanFigures } from "../entry/index.ts";
import { perMinuteSeries, type MinuteFigures } from "./dashboard.rules.ts";

/** How many minutes the per-minute series covers, ending with the current minute. */
export const DASHBOARD_MINUTES = 30;

export interface SalesFigures {
  eventId: string;
  at: Date;
  capacity: number;
  sold: number;
  held: number;
  revenueAmount: number;
  currency: string;
  paidOrders: number;
  queueWaiting: number;
  queueAdmitted: number;
  scansAccepted: number;
  scansRefused: number;
  perMinute: MinuteFigures[];
  ticketTypes: { id: string; name: string; capacity: number; taken: number }[];
  /** Wheelchair spaces and companion seats (issue 33). */
  accessibleSeats: AccessibleSeatFigures;
}

/** The event's figures now, or null when it is not the operator's (or does not exist). */
export async function salesFigures(deps: Deps, op: OperatorScope, eventId: string): Promise<SalesFigures | null> {
  const event = await operatorEvent(deps, op, eventId);
  if (!event) return null;
  const at = deps.now();
  const since = new Date(Math.floor(at.getTime() / 60_000) * 60_000 - (DASHBOARD_MINUTES - 1) * 60_000);
  const [sales, queue, scans, accessibleSeats] = await Promise.all([
    eventSalesFigures(deps.db, event.id, at, since),
    eventQueueFigures(deps.db, event.id),
    eventScanFigures(deps.db, event.id, since),
    accessibleSeatFigures(deps.db, event, at),
  ]);
  return {
    eventId: event.id,
    at,
    capacity: event.ticketTypes.reduce((n, t) => n + t.capacity, 0),
    sold: sales.sold,
    held: sales.held,
    revenueAmount: sales.revenueAmount,
    currency: event.currency,
    paidOrders: sales.paidOrders,
    queueWaiting: queue.waiting,
    queueAdmitted: queue.admitted,
    scansAccepted: scans.accepted,
    scansRefused: scans.refused,
    perMinute: perMinuteSeries(since, DASHBOARD_MINUTES, sales.soldPerMinute, scans.acceptedPerMinute),
    ticketTypes: event.ticketTypes.map((t) => ({ id: t.id, name: t.name, capacity: t.capacity, taken: t.sold })),
    accessibleSeats,
  };
}

/** Whether two readings differ in anything the dashboard shows (the time of reading aside). */
export function figuresChanged(a: SalesFigures | null, b: SalesFigures): boolean {
  if (!a) return true;
  return JSON.stringify({ ...a, at: 0 }) !== JSON.stringify({ ...b, at: 0 });
}
