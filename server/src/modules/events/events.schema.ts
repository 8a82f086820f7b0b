import { errorMessage } from "../../messages.ts";
import { ValidationError } from "../../errors.ts";
import { builder } from "../../builder.ts";
import { CurrencyEnum, Money, describedValues } from "../core/core.schema.ts";
import { nodeAccess } from "../../node-access.ts";
import { prismaCursorRows, parentId } from "../../platform/cursor-guard.ts";
import { eventListed, existingEventIds, existingSeatIds, existingTicketTypeIds, findEventBySlug, listedTicketTypeWhere, listEvents, seatListed, seatListWhere, ticketTypeListed, upcomingEventCities, type EventFilter } from "./events.service.ts";
import { lowestPrice, saleState, seatRows, type SeatRowAvailability } from "./events.rules.ts";

const SaleModeEnum = builder.enumType("SaleMode", {
  description: "Who may buy an event's tickets.",
  values: describedValues(["PUBLIC", "TICKET_HOLDER_ONLY", "MERCH_ONLY"] as const, {
    PUBLIC: "Anyone signed in may buy tickets.",
    TICKET_HOLDER_ONLY: "Only fans who already hold a ticket of the event may buy (e.g. add-ons).",
    MERCH_ONLY: "No tickets on sale; only the event's merchandise.",
  }),
});
export const EntryStateEnum = builder.enumType("EntryState", {
  description: "Where an event's entry stands on the day.",
  values: describedValues(["COMING_SOON", "VERIFYING", "OPEN", "CLOSED"] as const, {
    COMING_SOON: "Entry has not started.",
    VERIFYING: "Queue open, tickets being checked before doors.",
    OPEN: "Doors are open.",
    CLOSED: "Entry has closed.",
  }),
});
export const SaleStateEnum = builder.enumType("SaleState", {
  description: "Whether an event's tickets can be bought now (derived from sale window, pause and stock).",
  values: describedValues(["UPCOMING", "ON_SALE", "SOLD_OUT", "SALE_CLOSED", "ENDED"] as const, {
    UPCOMING: "The sale has not opened yet (see saleStartsAt).",
    ON_SALE: "Tickets can be bought now.",
    SOLD_OUT: "Every ticket type is sold or held.",
    SALE_CLOSED: "The sale window has ended or the organiser paused the sale.",
    ENDED: "The event itself is over.",
  }),
});

export const EventNode = builder.prismaNode("Event", {
  description: "An event (concert, show, match) with its venue, times, sale settings and ticket types.",
  id: { field: "id" },
  fields: (t) => ({
    slug: t.exposeString("slug", { description: "The URL-safe unique name used in links (e.g. \"jay-2026-hk\"); query event(slug:)." }),
    title: t.exposeString("title", { description: "The event's title." }),
    subtitle: t.exposeString("subtitle", { description: "A second line under the title; null when none.", nullable: true }),
    about: t.exposeString("about", { description: "The description text (plain text with line breaks)." }),
    venue: t.exposeString("venue", { description: "The venue's name." }),
    city: t.exposeString("city", { description: "The city the venue is in." }),
    address: t.exposeString("address", { description: "The venue's street address; null when not given.", nullable: true }),
    latitude: t.exposeFloat("latitude", { description: "The venue's latitude (WGS 84 degrees); null when not given.", nullable: true }),
    longitude: t.exposeFloat("longitude", { description: "The venue's longitude (WGS 84 degrees); null when not given.", nullable: true }),
    timeZone: t.exposeString("timeZone", { description: "The venue's IANA time zone (e.g. Asia/Hong_Kong): event times are shown in it." }),
    startsAt: t.expose("startsAt", { description: "When the event starts (ISO 8601, UTC; show it in timeZone).", type: "DateTime" }),
    endsAt: t.expose("endsAt", { description: "When the event ends (ISO 8601, UTC); null when open-ended.", type: "DateTime", nullable: true }),
    doorsOpenAt: t.expose("doorsOpenAt", { description: "When doors open (ISO 8601, UTC); null until announced.", type: "DateTime", nullable: true }),
    queueOpensAt: t.expose("queueOpensAt", { description: "When the queue outside the venue opens (ISO 8601, UTC); null until announced.", type: "DateTime", nullable: true }),
    entryState: t.expose("entryState", { description: "Where entry stands on the day; live through the eventEntry subscription.", type: EntryStateEnum }),
    entryNote: t.exposeString("entryNote", { description: "The organiser's note for ticket holders on the day (e.g. which gate to use); null when none.", nullable: true }),
    transferLockHours: t.exposeInt("transferLockHours", { description: "Tickets cannot be transferred from this many hours before startsAt." }),
    coverImageUrl: t.exposeString("coverImageUrl", { description: "The cover image's URL (absolute or site-relative); null when none.", nullable: true }),
    saleMode: t.expose("saleMode", { description: "Who may buy tickets.", type: SaleModeEnum }),
    saleStartsAt: t.expose("saleStartsAt", { description: "When the ticket sale opens (ISO 8601, UTC).", type: "DateTime" }),
    handBackEnabled: t.exposeBoolean("handBackEnabled", {
      description: "A fan who cannot go may hand a paid ticket back at face value to the next fan in line (issue 32). False: tickets are non-refundable and non-exchangeable (a transfer to a friend still works where allowed).",
    }),
    handBackFeeBps: t.exposeInt("handBackFeeBps", { description: "The organiser's published hand-back fee, in basis points of the face value (100 = 1 %), kept back from the seller's payout; 0 when none." }),
    presaleRegistration: t.exposeBoolean("presaleRegistration", {
      description: "Fans may register for the event's presale now (registerPresaleInterest); the organiser invites some of them, drawn at random, each with a personal access code by e-mail (issue 35).",
    }),
    desktopOnly: t.exposeBoolean("desktopOnly", { description: "Tickets are sold only on the desktop site; phone clients get TicketDesktopOnlyError." }),
    requiresIdentity: t.exposeBoolean("requiresIdentity", { description: "Each ticket carries a real name: buyers pick a saved AudienceIdentity per ticket." }),
    isHot: t.exposeBoolean("isHot", { description: "A hot on-sale: fans pass the waiting room and may make one payment attempt." }),
    currency: t.expose("currency", { description: "The currency all of the event's prices are in.", type: CurrencyEnum }),
    maxTicketsPerAccount: t.exposeInt("maxTicketsPerAccount", { description: "How many tickets of this event one account may hold, across orders." }),
    cancelledAt: t.expose("cancelledAt", {
      description: "When the organiser cancelled the event (ISO 8601, UTC): its sale is closed, its tickets void and every payment for it refunded to where it came from; null while it goes ahead.",
      type: "DateTime",
      nullable: true,
    }),
    // Selected into the parent query: no extra query per event.
    saleState: t.field({
      description: "Whether tickets can be bought now.",
      type: SaleStateEnum,
      select: { startsAt: true, endsAt: true, saleStartsAt: true, saleEndsAt: true, salesPaused: true, cancelledAt: true, ticketTypes: { select: { capacity: true, sold: true } } },
      resolve: (e, _a, ctx) => saleState(e, ctx.deps.now()),
    }),
    priceFrom: t.field({
      description: "The lowest ticket price, for \"from HK$…\" labels; null when there are no ticket types.",
      type: Money,
      nullable: true,
      select: { ticketTypes: { select: { priceAmount: true, currency: true } } },
      resolve: (e) => {
        const min = lowestPrice(e.ticketTypes);
        return min ? { amount: min.priceAmount, currency: min.currency } : null;
      },
    }),
  }),
});
nodeAccess("Event", (ids, ctx) => existingEventIds(ctx.deps, ids));

const EventFilterInput = builder.inputType("EventFilter", {
  description: "Narrows the public event list.",
  fields: (t) => ({
    upcoming: t.boolean({ description: "Only events that have not ended" }),
    onSale: t.boolean({ description: "Only events on sale now (saleState ON_SALE): the home page's \"On sale now\"" }),
    search: t.string({
      description:
        "Words (at most 100 characters; the first 8 words count), each found, in any case, in the event's title, subtitle (the artist's line), venue, city or address. Longer: VALIDATION on filter.search.",
    }),
    startsFrom: t.field({ type: "DateTime", description: "Only events starting at or after this instant (a fan's day starts at their local midnight: the client sends it)." }),
    startsBefore: t.field({ type: "DateTime", description: "Only events starting before this instant. Not after startsFrom: VALIDATION on filter.startsBefore." }),
    city: t.string({ description: "Only events in this city (any case), one of eventCities." }),
  }),
});

/** A refused filter has no result union to travel in: its error is worded here, in the request's language. */
async function inLanguage<T>(lang: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    throw e instanceof ValidationError ? new ValidationError(errorMessage(e, lang), e.field) : e;
  }
}

builder.queryFields((t) => ({
  eventCities: t.stringList({
    description: "The cities of the events still to come, in alphabetical order: the choices of EventFilter.city (public, no auth).",
    resolve: (_root, _args, ctx) => upcomingEventCities(ctx.deps),
  }),
  events: t.prismaConnection({
    description: "Events, soonest first, as a Relay connection with stable cursors (public, no auth; at most 100 per page).",
    type: "Event",
    cursor: "id",
    extensions: prismaCursorRows<unknown, { filter?: EventFilter | null }>((id, _root, args, ctx) => inLanguage(ctx.lang, () => eventListed(ctx.deps, id, args.filter))),
    defaultSize: 20,
    maxSize: 100,
    args: { filter: t.arg({ description: "Optional filters.", type: EventFilterInput }) },
    resolve: (query, _root, args, ctx) => inLanguage(ctx.lang, () => listEvents(ctx.deps, query, args.filter)),
  }),
  event: t.prismaField({
    description: "One event by its slug, or null when there is none (public, no auth).",
    type: "Event",
    nullable: true,
    args: { slug: t.arg.string({ description: "The event's slug (as in its link).", required: true }) },
    resolve: (query, _root, args, ctx) => findEventBySlug(ctx.deps, query, args.slug),
  }),
}));

// ───── ticket types and seat availability ─────

const SeatStatusEnum = builder.enumType("SeatStatus", {
  description: "Whether a seat can still be secured.",
  values: describedValues(["AVAILABLE", "HELD", "SOLD"] as const, {
    AVAILABLE: "Free to secure.",
    HELD: "Held in an unpaid order; may come free when the order expires.",
    SOLD: "Paid for.",
  }),
});

export const SeatNode = builder.prismaNode("Seat", {
  description: "A numbered seat in a seated area.",
  id: { field: "id", description: "The seat's global id: node(id:) answers it to anyone, as the event's seat map is public." },
  fields: (t) => ({
    area: t.exposeString("area", { description: "The area's code (e.g. \"A\")." }),
    row: t.exposeString("row", { description: "The row's label (e.g. \"3\" or \"AA\")." }),
    number: t.exposeInt("number", { description: "The seat's number within the row." }),
    status: t.expose("status", { description: "Whether it can be secured now.", type: SeatStatusEnum }),
  }),
});

const SeatRow = builder.objectRef<SeatRowAvailability>("SeatRow").implement({
  description: "One row of a seated area: how many of its seats can still be secured.",
  fields: (t) => ({ row: t.exposeString("row", { description: "The row's label." }), available: t.exposeInt("available", { description: "Seats of the row that can still be secured." }), total: t.exposeInt("total", { description: "All seats of the row." }) }),
});

export const TicketTypeNode = builder.prismaNode("TicketType", {
  description: "A kind of ticket of an event (an area and its price), with live availability.",
  id: { field: "id", description: "The ticket type's global id: pass it to secureTickets (which still takes the database id it had before 1.1.0) or to node(id:)." },
  fields: (t) => ({
    name: t.exposeString("name", { description: "Its name, shown to fans (e.g. \"VIP Standing\")." }),
    area: t.exposeString("area", { description: "The seat area's code, unique within the event." }),
    description: t.exposeString("description", { description: "A line under the name; null when none.", nullable: true }),
    seated: t.exposeBoolean("seated", { description: "True when the area has numbered seats (pick them with seats or rows)." }),
    entrance: t.exposeString("entrance", { description: "The entrance printed on its tickets (e.g. \"Gate B\"); null when any.", nullable: true }),
    price: t.field({
      description: "The price of one ticket, in minor units with its currency.",
      type: Money,
      select: { priceAmount: true, currency: true },
      resolve: (tt) => ({ amount: tt.priceAmount, currency: tt.currency }),
    }),
    capacity: t.exposeInt("capacity", { description: "How many tickets of this type exist." }),
    available: t.int({
      description: "Units that can still be secured (capacity minus held and paid).",
      select: { capacity: true, sold: true },
      resolve: (tt) => Math.max(0, tt.capacity - tt.sold),
    }),
    /** Rows of a seated area with their availability; loaded with the parent query (no query per type). */
    rows: t.field({
      description: "Rows of a seated area with their availability; empty when not seated.",
      type: [SeatRow],
      select: { seats: { select: { row: true, status: true } } },
      resolve: (tt) => seatRows(tt.seats),
    }),
    seats: t.relatedConnection("seats", {
      description: "The seats of a seated area, by row and number, as a Relay connection with stable cursors (at most 200 per page).",
      cursor: "id",
      extensions: prismaCursorRows<unknown, { row?: string | null; onlyAvailable?: boolean | null }>((id, tt, args, ctx) => seatListed(ctx.deps, id, parentId(tt), args)),
      defaultSize: 50,
      maxSize: 200,
      args: { row: t.arg.string({ description: "Only the seats of this row." }), onlyAvailable: t.arg.boolean({ description: "Only seats that can be secured now." }) },
      query: (args) => ({ where: seatListWhere(args), orderBy: [{ row: "asc" }, { number: "asc" }, { id: "asc" }] }),
    }),
  }),
});

// Public like their event: node(id:) answers every ticket type and seat that exists.
nodeAccess("TicketType", (ids, ctx) => existingTicketTypeIds(ctx.deps, ids));
nodeAccess("Seat", (ids, ctx) => existingSeatIds(ctx.deps, ids));

builder.prismaObjectField("Event", "ticketTypes", (t) =>
  t.relatedConnection("ticketTypes", {
    description: "The event's ticket types in display order, as a Relay connection (at most 50 per page); types sold only with an access code are not listed (checkPromoCode names those a code unlocks).",
    cursor: "id",
    extensions: prismaCursorRows((id, event, _args, ctx) => ticketTypeListed(ctx.deps, id, parentId(event))),
    defaultSize: 20,
    maxSize: 50,
    query: () => ({ where: listedTicketTypeWhere, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
  }),
);
builder.prismaObjectField("Event", "saleEndsAt", (t) => t.expose("saleEndsAt", { description: "When the ticket sale closes (ISO 8601, UTC); null when it runs until the event.", type: "DateTime", nullable: true }));
