// What each domain event tells an organisation's endpoints: the handlers wiring.ts registers, run inside
// the transaction that raised the event (the message commits with the fact, see webhooks.outbox.ts).
// Payloads carry ids, numbers and states, no fan's personal data: a receiver that needs more asks the API.
import type { Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { DomainEventMap, OrderLine } from "../../domain-events.ts";
import { Prisma, type Event, type Order } from "../../generated/prisma/client.ts";
import { eventOrganisationIds } from "../events/index.ts";
import { enqueueWebhook, enqueueWebhooks } from "./webhooks.outbox.ts";
import type { WebhookEventType } from "./webhooks.rules.ts";

function orderData(order: Order, lines: OrderLine[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    kind: order.kind,
    status: order.status,
    eventId: order.eventId,
    currency: order.currency,
    totalAmount: order.totalAmount,
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    lines: lines.map((l) => ({ kind: l.kind, ticketTypeId: l.ticketTypeId, seatId: l.seatId, merchVariantId: l.merchVariantId, quantity: l.quantity })),
    ...extra,
  };
}

/** A message about one of an organisation's events, to its endpoints; an event of no organisation tells nobody. */
async function enqueueForEvent(tx: Tx, deps: Deps, eventId: string, type: WebhookEventType, data: Record<string, unknown>, at: Date): Promise<void> {
  await enqueueForEvents(tx, deps, [{ eventId, type, data, at }]);
}

/** enqueueForEvent for several messages, in their order: the events' organisations in one read, the messages in two statements. */
async function enqueueForEvents(tx: Tx, deps: Deps, messages: { eventId: string; type: WebhookEventType; data: Record<string, unknown>; at: Date }[]): Promise<void> {
  if (!messages.length) return;
  const organisations = await eventOrganisationIds(tx, [...new Set(messages.map((m) => m.eventId))]);
  await enqueueWebhooks(
    tx,
    deps,
    messages.flatMap(({ eventId, ...m }) => {
      const organisationId = organisations.get(eventId);
      return organisationId ? [{ organisationId, ...m }] : [];
    }),
  );
}

/**
 * An order of an event was paid, refunded, cancelled or expired: its organisation's endpoints are told.
 * Orders without an event (top-ups) belong to no organisation.
 */
export async function webhookOrderEvent(tx: Tx, deps: Deps, type: Extract<WebhookEventType, `order.${string}`>, order: Order, lines: OrderLine[], extra?: Record<string, unknown>): Promise<void> {
  await webhookOrderEvents(tx, deps, [{ type, order, lines, extra }]);
}

/** webhookOrderEvent for several orders, in their order: three statements whatever their number (a sweep of lapsed holds). */
export async function webhookOrderEvents(
  tx: Tx,
  deps: Deps,
  told: { type: Extract<WebhookEventType, `order.${string}`>; order: Order; lines: OrderLine[]; extra?: Record<string, unknown> }[],
): Promise<void> {
  const at = deps.now();
  await enqueueForEvents(
    tx,
    deps,
    told.flatMap((t) => (t.order.eventId ? [{ eventId: t.order.eventId, type: t.type, data: orderData(t.order, t.lines, t.extra), at }] : [])),
  );
}

/** An event was cancelled. */
export async function webhookEventCancelled(tx: Tx, deps: Deps, eventId: string, at: Date): Promise<void> {
  await enqueueForEvent(tx, deps, eventId, "event.cancelled", { eventId, cancelledAt: at.toISOString() }, at);
}

/** A ticket of one of the organisation's events changed hands (ids only: never the fans' addresses). */
export async function webhookTicketTransferred(tx: Tx, deps: Deps, t: { ticketId: string; ticketNo: string; eventId: string; transferId: string; at: Date }): Promise<void> {
  await enqueueForEvent(tx, deps, t.eventId, "ticket.transferred", { ticketId: t.ticketId, ticketNo: t.ticketNo, eventId: t.eventId, transferId: t.transferId, transferredAt: t.at.toISOString() }, t.at);
}

/** A fan handed a ticket of one of the organisation's events back for resale: the listing's id and face value. */
export async function webhookTicketHandedBack(tx: Tx, deps: Deps, h: DomainEventMap["ticket:handed_back"]): Promise<void> {
  const data = { ticketId: h.ticketId, ticketNo: h.ticketNo, eventId: h.eventId, handBackId: h.handBackId, faceAmount: h.faceAmount, currency: h.currency, handedBackAt: h.at.toISOString() };
  await enqueueForEvent(tx, deps, h.eventId, "ticket.handed_back", data, h.at);
}

/**
 * A listed ticket was sold (in the buyer's payment): the listing, the seller's ticket now revoked, and the
 * buyer's order (whose own order.paid carries the new ticket's sale). Closes the listing for a receiver.
 */
export async function webhookHandBackSold(tx: Tx, deps: Deps, h: DomainEventMap["ticket:hand_back_sold"]): Promise<void> {
  const data = { ticketId: h.ticketId, ticketNo: h.ticketNo, eventId: h.eventId, handBackId: h.handBackId, orderId: h.orderId, soldAt: h.at.toISOString() };
  await enqueueForEvent(tx, deps, h.eventId, "ticket.hand_back_sold", data, h.at);
}

/** A listed ticket went back to its holder unsold (`reason`: withdrawn, or event-started). */
export async function webhookHandBackWithdrawn(tx: Tx, deps: Deps, h: DomainEventMap["ticket:hand_back_withdrawn"]): Promise<void> {
  const data = { ticketId: h.ticketId, ticketNo: h.ticketNo, eventId: h.eventId, handBackId: h.handBackId, reason: h.reason, withdrawnAt: h.at.toISOString() };
  await enqueueForEvent(tx, deps, h.eventId, "ticket.hand_back_withdrawn", data, h.at);
}

type Admission = DomainEventMap["ticket:checked_in"];

/**
 * ticket.checked_in's data, defined once: each field of the message, the admission's value it carries and
 * how that value is written (text as it is, a time as ISO 8601 in UTC with milliseconds). Two paths write
 * the message: the handler below evaluates this list in TypeScript (checkedInData), the gate's
 * one-statement admit renders it as SQL over its own columns (checkedInDataSql, entry.service.ts), so a
 * field added, renamed or reformatted here changes both bodies alike.
 */
const checkedInFields: readonly { field: string; from: keyof Admission; as: "text" | "timestamp" }[] = [
  { field: "ticketId", from: "ticketId", as: "text" },
  { field: "ticketNo", from: "ticketNo", as: "text" },
  { field: "eventId", from: "eventId", as: "text" },
  { field: "gateId", from: "gateId", as: "text" },
  { field: "entrance", from: "entrance", as: "text" },
  { field: "method", from: "method", as: "text" },
  { field: "checkedInAt", from: "at", as: "timestamp" },
];

/** ticket.checked_in's data for an admission, evaluated here. */
export function checkedInData(t: Admission): Record<string, unknown> {
  return Object.fromEntries(checkedInFields.map(({ field, from, as }) => [field, as === "timestamp" ? (t[from] as Date).toISOString() : t[from]]));
}

/**
 * ticket.checked_in's data as a SQL jsonb expression, for a statement that admits the ticket itself: one
 * SQL expression per value of the admission (a column of the caller's row or a parameter; a time as a
 * timestamp without time zone holding UTC, as Prisma stores DateTime). Same fields, same text as checkedInData.
 */
export function checkedInDataSql(t: Record<keyof Admission, Prisma.Sql>): Prisma.Sql {
  const pairs = checkedInFields.map(({ field, from, as }) =>
    as === "timestamp" ? Prisma.sql`${field}::text, to_char((${t[from]})::timestamp, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : Prisma.sql`${field}::text, (${t[from]})::text`,
  );
  return Prisma.sql`jsonb_build_object(${Prisma.join(pairs)})`;
}

/**
 * A ticket of one of the organisation's events was admitted (ids, the gate and the way: a gate's live scan,
 * an offline gate's upload, staff by hand; never the holder).
 * The gate's one-statement admit writes the same message in its own statement (entry.service.ts,
 * admitTicketAtOnce, through enqueueWebhookSql and checkedInDataSql): both read checkedInFields.
 */
export async function webhookTicketCheckedIn(tx: Tx, deps: Deps, t: Admission): Promise<void> {
  await enqueueForEvent(tx, deps, t.eventId, "ticket.checked_in", checkedInData(t), t.at);
}

/** A fan opened a support request about the organisation's event (its text stays in the console: it may hold personal data). */
export async function webhookSupportOpened(tx: Tx, deps: Deps, s: { issueId: string; organisationId: string; type: string; at: Date }): Promise<void> {
  await enqueueWebhook(tx, deps, s.organisationId, "support.request_opened", { issueId: s.issueId, type: s.type, openedAt: s.at.toISOString() }, s.at);
}

/** An event's terms were edited: which fields changed, with their new values. */
export async function webhookEventChanged(tx: Tx, deps: Deps, event: Pick<Event, "id" | "organisationId">, changed: string[]): Promise<void> {
  if (event.organisationId) await enqueueWebhook(tx, deps, event.organisationId, "event.changed", { eventId: event.id, changed }, deps.now());
}
