// The order confirmation e-mail (issue 34): once a ticket order's payment has committed, the buyer gets, in
// their language, the event, its date and time in the venue's zone, the venue, each ticket with its seat or
// area, the total, a calendar entry (.ics) and a link to each ticket's page. Never the QR: it rotates, and a
// code in a mailbox would be a copy that outlives a transfer. Wired to "order:paid" in server/src/wiring.ts.
import { formatEventTime } from "@fanfare/shared/dates";
import { languageById } from "@fanfare/shared/languages";
import { formatOrderAmount } from "@fanfare/shared/money";
import type { Deps } from "../../deps.ts";
import type { OrderLine } from "../../domain-events.ts";
import type { Order } from "../../generated/prisma/client.ts";
import type { Lang } from "../../i18n.ts";
import { toLang } from "../../messages.ts";
import { findEventById, seatsByIds, ticketTypeNamesOf } from "../events/index.ts";
import { sendMessage } from "../mail/index.ts";
import { accountBriefsOf } from "../users/index.ts";
import { confirmationTexts } from "./confirmation.texts.ts";
import { buildIcs } from "./ics.rules.ts";

/** An event without an end time fills this much of the calendar. */
const DEFAULT_DURATION_MS = 3 * 3600_000;

const fill = (s: string, vars: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (w, k: string) => (k in vars ? String(vars[k]) : w));

export async function sendOrderConfirmation(deps: Deps, order: Order, lines: OrderLine[]): Promise<void> {
  if (order.kind !== "TICKET" || !order.eventId) return;
  const buyer = (await accountBriefsOf(deps.db, [order.userId])).get(order.userId);
  if (!buyer) return;
  const lang: Lang = toLang(buyer.language);
  const t = confirmationTexts[lang];
  const event = await findEventById(deps, { select: { id: true, title: true, venue: true, city: true, address: true, timeZone: true, startsAt: true, endsAt: true } }, order.eventId);
  const tickets = await deps.db.ticket.findMany({
    where: { orderItemId: { in: lines.map((l) => l.id) } },
    select: { id: true, ticketNo: true, ticketTypeId: true, seatId: true },
    orderBy: { ticketNo: "asc" },
  });
  const [types, seats] = await Promise.all([
    ticketTypeNamesOf(deps.db, [...new Set(tickets.map((x) => x.ticketTypeId))]),
    seatsByIds(deps.db, tickets.flatMap((x) => (x.seatId ? [x.seatId] : []))),
  ]);
  const typeById = new Map(types.map((x) => [x.id, x]));
  const seatById = new Map(seats.map((x) => [x.id, x]));
  const language = languageById(lang);
  const when = formatEventTime(event.startsAt.toISOString(), event.timeZone, language);
  const venue = [event.venue, event.address, event.city].filter(Boolean).join(", ");
  const total = formatOrderAmount(order.totalAmount, order.currency);
  const link = (ticketId: string) => new URL(`/#/ticket-detail?id=${encodeURIComponent(ticketId)}`, deps.config.publicUrl).toString();
  const ticketLines = tickets.map((x) => {
    const type = typeById.get(x.ticketTypeId);
    const seat = x.seatId ? seatById.get(x.seatId) : undefined;
    const place = seat ? fill(t.seat, { area: seat.area, row: seat.row, number: seat.number }) : (type?.area ?? "");
    return { label: `${x.ticketNo} · ${type?.name ?? ""}${place ? ` · ${place}` : ""}`, url: link(x.id) };
  });
  const vars = { orderNo: order.orderNo, event: event.title };
  const subject = fill(t.subject, vars);
  const text = [
    fill(t.intro, vars),
    `${t.event}: ${event.title}\n${t.when}: ${when}\n${t.venue}: ${venue}`,
    `${t.tickets}:\n${ticketLines.map((l) => `- ${l.label}\n  ${t.link}: ${l.url}`).join("\n")}`,
    `${t.total}: ${total}`,
    t.calendar,
    t.qr,
  ].join("\n\n");
  const ics = buildIcs({
    uid: `${order.orderNo}@fanfare`,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_DURATION_MS),
    location: venue,
    description: `${subject}\n${ticketLines.map((l) => l.label).join("\n")}`,
    url: ticketLines[0]?.url ?? new URL("/#/my-entry", deps.config.publicUrl).toString(),
    stamp: deps.now(),
  });
  await sendMessage(deps, {
    channel: "EMAIL",
    to: buyer.email,
    template: "orderConfirmation",
    lang,
    vars: { subject, text },
    attachments: [{ filename: `${order.orderNo}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }],
  });
}
