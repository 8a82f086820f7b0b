// The operator API for events (issue #19): an organisation's events and ticket types, read and edited by
// its staff and API keys (scopes events:read, events:write). Thin: scope, call one service, return; the
// service keeps every read and write to the caller's organisation.
import { resolveCursorConnection } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { cursorCodec } from "../../platform/cursors.ts";
import { idOfType } from "../../node-access.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { TicketType } from "../../generated/prisma/client.ts";
import { CurrencyEnum, ErrorInterface, Money } from "../core/core.schema.ts";
import type { OperatorCaller } from "../organisations/index.ts";
import type { OperatorScope } from "../../context.ts";
import type { Deps } from "../../deps.ts";
import { EventCancelledError, EventIsDraftError, EventTransitionRefusedError, SaleScheduledError, SeatMapInUseError, UploadRejectedError } from "./events.errors.ts";
import { requireOperator } from "../organisations/index.ts";
import { saleState } from "./events.rules.ts";
import { eventLifecycle } from "./lifecycle.rules.ts";
import { descriptionLanguages } from "./operator.rules.ts";
import {
  addOperatorTicketType,
  createOperatorEvent,
  publishOperatorEvent,
  operatorEvent,
  operatorEventListed,
  operatorEvents,
  importOperatorSeatMap,
  operatorSeatMap,
  setOperatorEventCover,
  setOperatorSeatMapFromAreas,
  type SeatMapRow,
  setOperatorEventSales,
  updateOperatorEvent,
  updateOperatorTicketType,
  type OperatorEventRow,
} from "./operator.service.ts";
import { SaleStateEnum } from "./events.schema.ts";
import { SeatAccessEnum, SeatSelectionEnum } from "./seats.schema.ts";
import { accessibleRelease, companionRules } from "./seatmap.rules.ts";
import { DUPLICATE_SHIFT_MAX_DAYS, duplicateOperatorEvent } from "./duplicate.service.ts";

const read = { staff: "events:read" } as const;
const write = { staff: "events:write" } as const;

export const OperatorTicketType = builder.objectRef<TicketType>("OperatorTicketType").implement({
  description: "A ticket type as its organiser sees it: price, capacity and how many are held or sold.",
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The ticket type's id." }),
    name: t.exposeString("name", { description: "Its name, shown to fans." }),
    area: t.exposeString("area", { description: "The seat area's code, unique within the event." }),
    description: t.exposeString("description", { nullable: true, description: "A line under the name." }),
    price: t.field({ type: Money, description: "The price of one ticket.", resolve: (tt) => ({ amount: tt.priceAmount, currency: tt.currency }) }),
    capacity: t.exposeInt("capacity", { description: "How many can be sold." }),
    sold: t.exposeInt("sold", { description: "How many are held in unpaid orders or paid." }),
    seated: t.exposeBoolean("seated", { description: "Whether the area has numbered seats." }),
    hidden: t.exposeBoolean("hidden", { description: "Sold only to holders of an access code that unlocks it; not listed to fans." }),
    seatSelection: t.expose("seatSelection", { type: SeatSelectionEnum, description: "A seated area: whether fans pick their seats on the map (PICK) or are given the best available block (BEST_AVAILABLE)." }),
  }),
});

interface SeatAreaView {
  area: string;
  ticketTypeId: string;
  rows: { row: string; seats: { number: number; status: SeatMapRow["status"]; access: SeatMapRow["access"] }[] }[];
}

function seatAreas(rows: SeatMapRow[]): SeatAreaView[] {
  const areas = new Map<string, SeatAreaView>();
  for (const r of rows) {
    const a = areas.get(r.area) ?? areas.set(r.area, { area: r.area, ticketTypeId: r.ticketTypeId, rows: [] }).get(r.area)!;
    let row = a.rows.at(-1);
    if (row?.row !== r.row) a.rows.push((row = { row: r.row, seats: [] }));
    row.seats.push({ number: r.number, status: r.status, access: r.access });
  }
  return [...areas.values()];
}

const SeatStatusEnum = builder.enumType("OperatorSeatStatus", {
  description: "Whether a seat is free, held in an unpaid order, or sold.",
  values: { AVAILABLE: { description: "Free." }, HELD: { description: "Held in an unpaid order." }, SOLD: { description: "Sold." } } as const,
});

const OperatorSeat = builder.objectRef<SeatAreaView["rows"][number]["seats"][number]>("OperatorSeat").implement({
  description: "A numbered seat.",
  authScopes: read,
  fields: (t) => ({
    number: t.exposeInt("number", { description: "Its number in the row." }),
    status: t.expose("status", { type: SeatStatusEnum, description: "Free, held or sold." }),
    access: t.expose("access", { type: SeatAccessEnum, nullable: true, description: "A wheelchair space or a companion seat, kept for fans who declared the need until the event's accessible release; null for an ordinary seat." }),
  }),
});

const OperatorSeatRow = builder.objectRef<SeatAreaView["rows"][number]>("OperatorSeatRow").implement({
  description: "A row of an area, its seats in order.",
  authScopes: read,
  fields: (t) => ({
    row: t.exposeString("row", { description: "The row's name (1–4 letters or digits)." }),
    seats: t.field({ type: [OperatorSeat], description: "Its seats, by number.", resolve: (r) => r.seats }),
  }),
});

const OperatorSeatArea = builder.objectRef<SeatAreaView>("OperatorSeatArea").implement({
  description: "An area of the seat map, sold as one ticket type.",
  authScopes: read,
  fields: (t) => ({
    area: t.exposeString("area", { description: "The area's code." }),
    ticketTypeId: t.exposeID("ticketTypeId", { description: "The ticket type its seats are sold as." }),
    rows: t.field({ type: [OperatorSeatRow], description: "Its rows, in order.", resolve: (a) => a.rows }),
  }),
});

builder.objectType(EventCancelledError, {
  name: "EventCancelledError",
  interfaces: [ErrorInterface],
  description: "The event is cancelled, which is final: its sale cannot open, pause or close again, nor its terms change.",
});

builder.objectType(EventTransitionRefusedError, {
  name: "EventTransitionRefusedError",
  interfaces: [ErrorInterface],
  description: "The sale cannot change that way from where the event's life stands (e.g. opening the sale of an event that is over).",
  fields: (t) => ({
    from: t.exposeString("from", { description: "Where the event's life stood: DRAFT, SCHEDULED, ON_SALE, PAUSED or CLOSED." }),
    transition: t.exposeString("transition", { description: "The transition asked for: PUBLISH, OPEN, PAUSE or CLOSE." }),
    reason: t.exposeString("reason", { description: "EVENT_OVER (the event itself is over) or NOT_FROM_STATE (the transition does not leave from that state)." }),
  }),
});

builder.objectType(SaleScheduledError, {
  name: "SaleScheduledError",
  interfaces: [ErrorInterface],
  description: "The sale is scheduled to open later: opening it needs `opening` (AS_SCHEDULED keeps that time, NOW opens it at once). Nothing changed.",
  fields: (t) => ({
    opensAt: t.expose("opensAt", { type: "DateTime", description: "When the sale is scheduled to open." }),
  }),
});

builder.objectType(EventIsDraftError, {
  name: "EventIsDraftError",
  interfaces: [ErrorInterface],
  description: "The event is a draft, which fans do not see: publish it (publishEvent) before opening, pausing or closing its sale.",
});

const EventLifecycleEnum = builder.enumType("EventLifecycle", {
  description: "Where an event's life stands: one state machine, from draft to closed, and cancelled (final) from any of them.",
  values: {
    DRAFT: { description: "Not published: fans do not see it (publishEvent)." },
    SCHEDULED: { description: "Published; its sale opens later." },
    ON_SALE: { description: "Published and its sale window is open (sold out or not)." },
    PAUSED: { description: "Published; the organiser paused its sale." },
    CLOSED: { description: "Its sale window or the event itself is over." },
    CANCELLED: { description: "Cancelled by the organiser: final." },
  } as const,
});

builder.objectType(SeatMapInUseError, {
  name: "SeatMapInUseError",
  interfaces: [ErrorInterface],
  description: "The seat map cannot change: some of its seats are held or sold.",
  fields: (t) => ({ taken: t.exposeInt("taken", { description: "How many seats are held or sold." }) }),
});

const SeatMapRowInput = builder.inputType("SeatMapRowInput", {
  description: "One row of an area: its label and its seat numbers.",
  fields: (t) => ({
    row: t.string({ required: true, description: "The row's name (1–4 letters or digits)." }),
    seats: t.intList({ required: true, description: "Its seat numbers (1–9999)." }),
    wheelchair: t.intList({ description: "Which of its seats are wheelchair spaces, kept for fans who declared the need until the event's accessible release (by number)." }),
    companions: t.intList({
      description: `Which of its seats are companion seats (by number): each within ${companionRules.maxDistance} seats of a wheelchair space of this row with no aisle (a gap in the numbers) between, at most ${companionRules.maxPerWheelchair} per wheelchair space.`,
    }),
  }),
});

const SeatMapAreaInput = builder.inputType("SeatMapAreaInput", {
  description: "One area of the seat map (a block of rows) and the seated ticket type that sells it.",
  fields: (t) => ({
    area: t.string({ required: true, description: "The area's code (1–8 letters or digits)." }),
    ticketTypeArea: t.string({ description: "The area code of the ticket type its seats are sold as (default: the ticket type with this area's code)." }),
    rows: t.field({ type: [SeatMapRowInput], required: true, description: "Its rows." }),
  }),
});

const SeatMapInput = builder.inputType("SeatMapInput", {
  description: "A whole seat map: it replaces the event's, all or nothing.",
  fields: (t) => ({ areas: t.field({ type: [SeatMapAreaInput], required: true, description: "Its areas." }) }),
});

const LanguageText = builder.objectRef<{ lang: string; text: string }>("LanguageText").implement({
  description: "A text in one language.",
  authScopes: read,
  fields: (t) => ({
    lang: t.exposeString("lang", { description: "en, vi, zh, zh_tw, th or ms." }),
    text: t.exposeString("text", { description: "The text." }),
  }),
});

export const OperatorEvent = builder.objectRef<OperatorEventRow>("OperatorEvent").implement({
  description: "An event as its organiser sees it: every term of its sale, and its ticket types.",
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The event's id (the same as the fan's Event node's database id)." }),
    slug: t.exposeString("slug", { description: "Its address on the fan's site: /events/<slug>." }),
    organisationId: t.exposeString("organisationId", { nullable: true, description: "The organiser." }),
    title: t.exposeString("title", { description: "The title." }),
    subtitle: t.exposeString("subtitle", { nullable: true, description: "A line under the title." }),
    about: t.exposeString("about", { description: "The description in the default language." }),
    aboutByLanguage: t.field({
      type: [LanguageText],
      description: "The description in other languages.",
      resolve: (e) => Object.entries((e.aboutByLanguage ?? {}) as Record<string, string>).map(([lang, text]) => ({ lang, text })),
    }),
    venue: t.exposeString("venue", { description: "The venue." }),
    city: t.exposeString("city", { description: "The venue's city." }),
    address: t.exposeString("address", { nullable: true, description: "The venue's address." }),
    latitude: t.exposeFloat("latitude", { nullable: true, description: "The venue's latitude (WGS 84 degrees); null when not given. The wallet passes show the venue's location." }),
    longitude: t.exposeFloat("longitude", { nullable: true, description: "The venue's longitude (WGS 84 degrees); null when not given." }),
    timeZone: t.exposeString("timeZone", { description: "The venue's IANA time zone." }),
    startsAt: t.expose("startsAt", { type: "DateTime", description: "When it starts." }),
    endsAt: t.expose("endsAt", { type: "DateTime", nullable: true, description: "When it ends." }),
    doorsOpenAt: t.expose("doorsOpenAt", { type: "DateTime", nullable: true, description: "When the doors open." }),
    saleStartsAt: t.expose("saleStartsAt", { type: "DateTime", description: "When the sale opens." }),
    saleEndsAt: t.expose("saleEndsAt", { type: "DateTime", nullable: true, description: "When the sale closes." }),
    salesPaused: t.exposeBoolean("salesPaused", { description: "The organiser paused the sale (new events start paused)." }),
    saleState: t.field({ type: SaleStateEnum, description: "What fans see now (a paused sale shows as SALE_CLOSED).", resolve: (e, _a, ctx) => saleState(e, ctx.deps.now()) }),
    lifecycle: t.field({ type: EventLifecycleEnum, description: "Where the event's life stands now: DRAFT until it is published, then SCHEDULED, ON_SALE, PAUSED or CLOSED; CANCELLED is final.", resolve: (e, _a, ctx) => eventLifecycle(e, ctx.deps.now()) }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true, description: "When it was published (fans see it from then on); null while it is a draft." }),
    isHot: t.exposeBoolean("isHot", { description: "A hot on-sale (one payment attempt, the waiting room)." }),
    currency: t.expose("currency", { type: CurrencyEnum, description: "The event's currency." }),
    maxTicketsPerAccount: t.exposeInt("maxTicketsPerAccount", { description: "Tickets one account may hold." }),
    transferLockHours: t.exposeInt("transferLockHours", { description: "Hours before the start from which tickets cannot be transferred." }),
    requiresIdentity: t.exposeBoolean("requiresIdentity", { description: "Each ticket carries a real name." }),
    desktopOnly: t.exposeBoolean("desktopOnly", { description: "Sold only on the desktop site." }),
    handBackEnabled: t.exposeBoolean("handBackEnabled", { description: "Fans may hand tickets back at face value to the next fan in line (off by default)." }),
    handBackFeeBps: t.exposeInt("handBackFeeBps", { description: "The organiser's published hand-back fee, in basis points of the face value (100 = 1 %; at most 2000), kept back from the seller's payout. The buyer pays the face value." }),
    singlePaymentAttempt: t.boolean({ description: "An order may be paid for once: a failed payment releases it.", resolve: (e) => e.maxPaymentAttempts === 1 }),
    presaleRegistration: t.exposeBoolean("presaleRegistration", { description: "Fans may register for the presale (off by default); invitePresaleFans invites some of them at random, each with a personal access code." }),
    accessibleReleaseAt: t.expose("accessibleReleaseAt", { type: "DateTime", nullable: true, description: "The time the organiser set for unsold wheelchair spaces and companion seats to return to general sale; null: the default, 48 hours before startsAt." }),
    accessibleSeatsReleaseAt: t.field({ type: "DateTime", description: "When unsold wheelchair spaces and companion seats return to general sale: accessibleReleaseAt, or 48 hours before startsAt when it is null.", resolve: (e) => accessibleRelease(e) }),
    ticketTypes: t.field({ type: [OperatorTicketType], description: "Its ticket types, in order.", resolve: (e) => e.ticketTypes }),
    cancelledAt: t.expose("cancelledAt", { type: "DateTime", nullable: true, description: "When the organiser cancelled it (its sale closed, paid orders refunded, tickets voided)." }),
    coverImageUrl: t.exposeString("coverImageUrl", { nullable: true, description: "The cover image's address." }),
    seatMap: t.field({
      type: [OperatorSeatArea],
      description: "Its seat map: areas, their rows and numbered seats (empty for an unseated event).",
      resolve: async (e, _a, ctx) => seatAreas(await operatorSeatMap(ctx.db, e.id)),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed." }),
  }),
});

const LanguageTextInput = builder.inputType("LanguageTextInput", {
  description: "A text in one language.",
  fields: (t) => ({
    lang: t.string({ required: true, description: descriptionLanguages.join(", ") }),
    text: t.string({ required: true, description: "The text (empty removes it)." }),
  }),
});

const eventTermFields = (t: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0], required: boolean) => ({
  title: t.string({ required, description: "The title (at most 120 characters)." }),
  subtitle: t.string({ description: "A line under the title." }),
  about: t.string({ required, description: "The description in the default language." }),
  aboutByLanguage: t.field({ type: [LanguageTextInput], description: "The description in other languages (replaces them all)." }),
  venue: t.string({ required, description: "The venue." }),
  city: t.string({ required, description: "The venue's city." }),
  address: t.string({ description: "The venue's address." }),
  latitude: t.float({ description: "The venue's latitude (WGS 84 degrees, -90 to 90), given with longitude; null with a null longitude clears the location. Wallet passes show it." }),
  longitude: t.float({ description: "The venue's longitude (WGS 84 degrees, -180 to 180), given with latitude." }),
  timeZone: t.string({ description: "The venue's IANA time zone (default Asia/Hong_Kong)." }),
  startsAt: t.field({ type: "DateTime", required, description: "When it starts." }),
  endsAt: t.field({ type: "DateTime", description: "When it ends." }),
  doorsOpenAt: t.field({ type: "DateTime", description: "When the doors open." }),
  saleStartsAt: t.field({ type: "DateTime", required, description: "When the sale opens." }),
  saleEndsAt: t.field({ type: "DateTime", description: "When the sale closes." }),
  isHot: t.boolean({ description: "A hot on-sale." }),
  maxTicketsPerAccount: t.int({ description: "Tickets one account may hold (1–20)." }),
  transferLockHours: t.int({ description: "Hours before the start from which tickets cannot be transferred (0–720)." }),
  requiresIdentity: t.boolean({ description: "Each ticket carries a real name." }),
  desktopOnly: t.boolean({ description: "Sold only on the desktop site." }),
  singlePaymentAttempt: t.boolean({ description: "An order may be paid for once." }),
  handBackEnabled: t.boolean({ description: "Fans may hand tickets back at face value to the next fan in line (off by default: tickets are non-refundable and non-exchangeable)." }),
  handBackFeeBps: t.int({ description: "The hand-back fee kept back from the seller's payout, in basis points of the face value (100 = 1 %), 0 to 2000. The buyer always pays the face value." }),
  presaleRegistration: t.boolean({ description: "Fans may register for the presale (off by default); invitePresaleFans then invites some of them, drawn at random, each with a personal access code by e-mail. Turning it off keeps the registrations." }),
  accessibleReleaseAt: t.field({ type: "DateTime", description: "When unsold wheelchair spaces and companion seats return to general sale (until then only fans who declared the need may hold them); not after startsAt. Null or omitted: 48 hours before startsAt (moving with it)." }),
});

const CreateEventInput = builder.inputType("CreateEventInput", {
  description: "A new event of the caller's organisation.",
  fields: (t) => ({
    slug: t.string({ required: true, description: "Its address: lower-case letters, digits and hyphens." }),
    currency: t.field({ type: CurrencyEnum, description: "HKD (default) or MOP." }),
    ...eventTermFields(t, true),
  }),
});

const UpdateEventInput = builder.inputType("UpdateEventInput", {
  description: "Only the fields given change; null clears an optional one.",
  fields: (t) => eventTermFields(t, false),
});

const SaleOpeningEnum = builder.enumType("SaleOpening", {
  description: "When a sale whose scheduled start is still ahead opens.",
  values: {
    AS_SCHEDULED: { description: "At its scheduled start, as announced (its pre-queue draws then); a paused sale is unpaused." },
    NOW: { description: "Now: the scheduled start moves to now (fans waiting for the announced time lose their pre-queue draw)." },
  } as const,
});

const SalesActionEnum = builder.enumType("SalesAction", {
  description: "What to do with an event's sale.",
  values: {
    OPEN: { description: "Open it: a past sale end is cleared; a sale scheduled to start later needs `opening` (its scheduled start is never moved without that choice)." },
    PAUSE: { description: "Pause it: nothing new is held until it opens again." },
    CLOSE: { description: "Close it: the sale ends now." },
  } as const,
});

const TicketTypeInput = builder.inputType("TicketTypeInput", {
  description: "A new ticket type.",
  fields: (t) => ({
    name: t.string({ required: true, description: "Its name, shown to fans." }),
    area: t.string({ required: true, description: "The seat area's code (letters and digits, unique within the event)." }),
    description: t.string({ description: "A line under the name." }),
    priceAmount: t.int({ required: true, description: "The price in cents." }),
    currency: t.field({ type: CurrencyEnum, description: "HKD or MOP (default: the event's)." }),
    capacity: t.int({ required: true, description: "How many can be sold." }),
    hidden: t.boolean({ description: "Sold only to holders of an access code that unlocks it (default: false)." }),
    seatSelection: t.field({ type: SeatSelectionEnum, description: "Once seated: whether fans pick their seats (PICK, the default) or are given the best available block (BEST_AVAILABLE)." }),
  }),
});

const UpdateTicketTypeInput = builder.inputType("UpdateTicketTypeInput", {
  description: "Changes to a ticket type; only the fields given change.",
  fields: (t) => ({
    name: t.string({ description: "Its name." }),
    description: t.string({ description: "A line under the name." }),
    priceAmount: t.int({ description: "The price in cents (held orders keep theirs)." }),
    capacity: t.int({ description: "How many can be sold (not below those held and sold)." }),
    hidden: t.boolean({ description: "Sold only to holders of an access code that unlocks it." }),
    seatSelection: t.field({ type: SeatSelectionEnum, description: "A seated area: whether fans pick their seats (PICK) or are given the best available block (BEST_AVAILABLE). Applies to secures from the change on." }),
  }),
});

/** GraphQL's nulls to the service's "not given" (undefined) for required columns. */
function terms<T extends Record<string, unknown>>(input: T) {
  const { aboutByLanguage, ...rest } = input as T & { aboutByLanguage?: { lang: string; text: string }[] | null };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (v === undefined) continue;
    // Optional columns may be cleared with null; required ones and flags are left as they are.
    if (v === null && !["subtitle", "address", "latitude", "longitude", "endsAt", "doorsOpenAt", "saleEndsAt", "description", "accessibleReleaseAt"].includes(k)) continue;
    out[k] = v;
  }
  if (aboutByLanguage) out.aboutByLanguage = Object.fromEntries(aboutByLanguage.map((x) => [x.lang, x.text]));
  return out;
}

const eventCursors = cursorCodec("operatorEvents");

builder.queryFields((t) => ({
  operatorEvents: t.connection({
    type: OperatorEvent,
    description: "Operators (scope events:read): their organisation's events, newest first, with a stable cursor.",
    authScopes: read,
    args: { search: t.arg.string({ description: "Part of the title, slug or venue." }) },
    resolve: async (_r, args, ctx) => {
      const op = await requireOperator(ctx);
      const listed = (id: string) => operatorEventListed(ctx.deps, op, id);
      return resolveCursorConnection<Promise<OperatorEventRow[]>>({ args, defaultSize: 20, maxSize: 100, toCursor: (e: OperatorEventRow) => eventCursors.encode(e.id) }, async ({ before, after, limit, inverted }) => {
        const idBelow = (await eventCursors.decodeListed(after, "after", listed)) ?? null;
        const idAbove = (await eventCursors.decodeListed(before, "before", listed)) ?? null;
        return operatorEvents(ctx.deps, op, { search: args.search, idBelow, idAbove, limit, oldestFirst: inverted });
      });
    },
  }),
  operatorEvent: t.field({
    type: OperatorEvent,
    nullable: true,
    description: "Operators (scope events:read): one of their organisation's events (null for another's).",
    authScopes: read,
    args: { id: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }) },
    resolve: async (_r, { id }, ctx) => operatorEvent(ctx.deps, await requireOperator(ctx), idOfType("Event", String(id))),
  }),
}));

const DuplicateEventInput = builder.inputType("DuplicateEventInput", {
  description: "The copy of an event: its own slug, and optionally a title and a move of every date.",
  fields: (t) => ({
    slug: t.string({ required: true, description: "The copy's address: lower-case letters, digits and hyphens; not taken." }),
    title: t.string({ description: "The copy's title; the original's when omitted." }),
    shiftDays: t.int({ description: `Whole days every date of the copy moves by (the show, doors, sale window, waiting room opening, pick-up days); 0 when omitted; at most ${DUPLICATE_SHIFT_MAX_DAYS} either way.` }),
  }),
});

builder.mutationFields((t) => ({
  createEvent: t.field({
    type: OperatorEvent,
    description: "Operators (scope events:write): a new event of their organisation, as a draft fans do not see until publishEvent; its sale starts paused.",
    authScopes: write,
    args: { input: t.arg({ description: "The new event's terms.", type: CreateEventInput, required: true }) },
    errors: { types: [ValidationError], directResult: true },
    resolve: async (_r, { input }, ctx) => createOperatorEvent(ctx.deps, ctx, await requireOperator(ctx), terms(input) as never),
  }),
  updateEvent: t.field({
    type: OperatorEvent,
    description: "Operators (scope events:write): change an event's terms.",
    authScopes: write,
    args: { id: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }), input: t.arg({ description: "The changes.", type: UpdateEventInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, EventCancelledError], directResult: true },
    resolve: async (_r, { id, input }, ctx) => updateOperatorEvent(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(id)), terms(input)),
  }),
  setEventSales: t.field({
    type: OperatorEvent,
    description: "Operators (scope events:write): open, pause or close an event's sale.",
    authScopes: write,
    args: { id: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }), action: t.arg({ description: "Open, pause or close.", type: SalesActionEnum, required: true }),
      opening: t.arg({ description: "OPEN only, for a sale scheduled to start later: keep that start or open now. Without it such an OPEN changes nothing and answers SaleScheduledError.", type: SaleOpeningEnum, required: false }),
    },
    errors: { types: [NotFoundError, EventCancelledError, EventTransitionRefusedError, EventIsDraftError, SaleScheduledError], directResult: true },
    resolve: async (_r, { id, action, opening }, ctx) => setOperatorEventSales(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(id)), action, opening ?? null),
  }),
  publishEvent: t.field({
    type: OperatorEvent,
    description:
      "Operators (scope events:write): publish a draft: fans see it from now on (its sale is not touched: a new event's stays paused until setEventSales OPEN). Only a DRAFT can be published (EventTransitionRefusedError otherwise; EventCancelledError for a cancelled one). Audited as operator.event_publish.",
    authScopes: write,
    args: { eventId: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }) },
    errors: { types: [NotFoundError, EventCancelledError, EventTransitionRefusedError], directResult: true },
    resolve: async (_r, { eventId }, ctx) => publishOperatorEvent(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId))),
  }),
  addTicketType: t.field({
    type: OperatorTicketType,
    description: "Operators (scope events:write): a new ticket type of one of their events.",
    authScopes: write,
    args: { eventId: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }), input: t.arg({ description: "The ticket type.", type: TicketTypeInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, EventCancelledError], directResult: true },
    resolve: async (_r, { eventId, input }, ctx) => addOperatorTicketType(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), terms(input) as never),
  }),
  updateTicketType: t.field({
    type: OperatorTicketType,
    description: "Operators (scope events:write): change a ticket type's name, price, capacity, visibility or how fans get its seats.",
    authScopes: write,
    args: { id: t.arg.id({ description: "The ticket type's id: TicketType.id or OperatorTicketType.id.", required: true }), input: t.arg({ description: "The changes.", type: UpdateTicketTypeInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: async (_r, { id, input }, ctx) => updateOperatorTicketType(ctx.deps, ctx, await requireOperator(ctx), idOfType("TicketType", String(id)), terms(input)),
  }),
}));

builder.mutationFields((t) => ({
  setSeatMap: t.field({
    type: OperatorEvent,
    description: "Operators (scope events:write): replace an event's seat map (areas, rows, seats, wheelchair spaces and companion seats), all or nothing: every problem is reported with where it is. Each ticket type with seats becomes seated, its capacity its seats.",
    authScopes: write,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }), input: t.arg({ type: SeatMapInput, required: true, description: "The whole seat map: it replaces the event's map, all or nothing." }) },
    errors: { types: [ValidationError, NotFoundError, SeatMapInUseError], directResult: true },
    resolve: async (_r, { eventId, input }, ctx) => (await setOperatorSeatMapFromAreas(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), input.areas)).event,
  }),
  uploadEventCover: t.field({
    type: OperatorEvent,
    description: "Operators (scope events:write): upload an event's cover image (a GraphQL multipart request; JPEG, PNG or WebP within the size limit). Served from /uploads/covers/.",
    authScopes: write,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }), file: t.arg({ type: "File", required: true, description: "The image." }) },
    errors: { types: [UploadRejectedError, NotFoundError], directResult: true },
    resolve: async (_r, { eventId, file }, ctx) => setOperatorEventCover(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), file),
  }),
  importSeatMap: t.field({
    type: OperatorEvent,
    description:
      "Operators (scope events:write): replace an event's seat map from CSV (header area,row,seat[,ticketType[,access]]; a seat may be a range 1-20; access W marks wheelchair spaces, C companion seats), all or nothing: every problem is reported with its line.",
    authScopes: write,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }), csv: t.arg.string({ required: true, description: "The CSV text (at most 2 MB)." }) },
    errors: { types: [ValidationError, NotFoundError, SeatMapInUseError], directResult: true },
    resolve: async (_r, { eventId, csv }, ctx) => (await importOperatorSeatMap(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), csv)).event,
  }),
}));

/** What cancelling an event did (the payments module refunds; handed in by schema.ts). */
export interface EventCancellationView {
  event: OperatorEventRow;
  alreadyCancelled: boolean;
  ordersRefunded: number;
  paymentsRefunded: number;
  refundsPending: number;
}

const EventCancellation = builder.objectRef<EventCancellationView>("EventCancellation").implement({
  description: "What cancelling an event did.",
  authScopes: write,
  fields: (t) => ({
    event: t.field({ type: OperatorEvent, description: "The cancelled event.", resolve: (c) => c.event }),
    alreadyCancelled: t.exposeBoolean("alreadyCancelled", { description: "It had been cancelled before (this call changed nothing but refunds still due)." }),
    ordersRefunded: t.exposeInt("ordersRefunded", { description: "Paid orders of the event that are refunded: its tickets, and its merchandise not yet shipped or handed over." }),
    paymentsRefunded: t.exposeInt("paymentsRefunded", { description: "Their payments whose money went back: Fan Coin to the wallet, a card or e-wallet refund its provider confirmed." }),
    refundsPending: t.exposeInt("refundsPending", {
      description: "Their payments whose money is still on its way: refunds not sent yet (a large event's go on after this answer), accepted by their provider and not yet confirmed (Adyen's until its notification), or still due (a provider was down, retried automatically). operatorEventRefunds counts the same ones as refundsDue.",
    }),
  }),
});

/** What a duplicate copies of other modules' tables (the waiting room's settings): schema.ts hands it in, since they import events. */
export type CopyEventExtras = (deps: Deps, caller: OperatorCaller, op: OperatorScope, fromEventId: string, toEventId: string) => Promise<void>;

/** The duplicateEvent mutation. */
export function defineEventDuplication(copyExtras: CopyEventExtras): void {
  builder.mutationField("duplicateEvent", (t) =>
    t.field({
      type: OperatorEvent,
      description:
        "Operators (scope events:write): a copy of one of their events, as a new event of the same organisation: its terms, ticket types (prices, capacities, entrances), seat map, sale rules and (with queue:manage) waiting room settings, under a new slug, with no orders, no tickets and nothing sold; it is a draft (publishEvent) and its sale starts paused, as a new event's. Audited as operator.event_duplicate. Another organisation's event is NOT_FOUND.",
      authScopes: write,
      args: {
        id: t.arg.id({ description: "The original. The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }),
        input: t.arg({ description: "The copy's slug, title and date move.", type: DuplicateEventInput, required: true }),
      },
      errors: { types: [ValidationError, NotFoundError], directResult: true },
      resolve: async (_r, { id: given, input }, ctx) => {
        const op = await requireOperator(ctx);
        const id = idOfType("Event", String(given));
        const copy = await duplicateOperatorEvent(ctx.deps, ctx, op, String(id), input);
        // The copy stands on its own: settings that could not follow are logged, and can be set on the copy.
        await copyExtras(ctx.deps, ctx, op, String(id), copy.id).catch((e: unknown) => ctx.deps.log.error(`the copy ${copy.id} of event ${String(id)} kept no waiting room settings`, { error: String(e) }));
        return copy;
      },
    }),
  );
}

/** The cancelEvent mutation: events cannot import payments (payments imports events), so schema.ts hands the service in. */
export function defineEventCancellation(cancel: (deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string) => Promise<EventCancellationView>): void {
  builder.mutationField("cancelEvent", (t) =>
    t.field({
      type: EventCancellation,
      description:
        "Operators (scope events:write): cancel an event. Its sale closes, its products leave the shop, unpaid orders (tickets and merchandise) are released, paid ones refunded to where each payment came from (merchandise not yet shipped or handed over, its stock returned), tickets voided. It answers within a few seconds: refunds not back by then go on in the background (refundsPending). Safe to retry: a second call refunds only what is still due.",
      authScopes: write,
      args: { id: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }) },
      errors: { types: [NotFoundError], directResult: true },
      resolve: async (_r, { id }, ctx) => cancel(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(id))),
    }),
  );
}
