import { builder } from "../../builder.ts";
import { CurrencyEnum, Money } from "../core/core.schema.ts";
import { nodeAccess } from "../../node-access.ts";
import { existingEventIds, findEventBySlug, listEvents } from "./events.service.ts";
import { lowestPrice, saleState, seatRows, type SeatRowAvailability } from "./events.rules.ts";

const SaleModeEnum = builder.enumType("SaleMode", { values: ["PUBLIC", "TICKET_HOLDER_ONLY", "MERCH_ONLY"] as const });
export const EntryStateEnum = builder.enumType("EntryState", { values: ["COMING_SOON", "VERIFYING", "OPEN", "CLOSED"] as const });
export const SaleStateEnum = builder.enumType("SaleState", { values: ["UPCOMING", "ON_SALE", "SOLD_OUT", "SALE_CLOSED", "ENDED"] as const });

export const EventNode = builder.prismaNode("Event", {
  id: { field: "id" },
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    subtitle: t.exposeString("subtitle", { nullable: true }),
    about: t.exposeString("about"),
    venue: t.exposeString("venue"),
    city: t.exposeString("city"),
    address: t.exposeString("address", { nullable: true }),
    timeZone: t.exposeString("timeZone", { description: "The venue's IANA time zone (e.g. Asia/Hong_Kong): event times are shown in it." }),
    startsAt: t.expose("startsAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime", nullable: true }),
    doorsOpenAt: t.expose("doorsOpenAt", { type: "DateTime", nullable: true }),
    queueOpensAt: t.expose("queueOpensAt", { type: "DateTime", nullable: true }),
    entryState: t.expose("entryState", { type: EntryStateEnum }),
    entryNote: t.exposeString("entryNote", { nullable: true }),
    transferLockHours: t.exposeInt("transferLockHours"),
    coverImageUrl: t.exposeString("coverImageUrl", { nullable: true }),
    saleMode: t.expose("saleMode", { type: SaleModeEnum }),
    saleStartsAt: t.expose("saleStartsAt", { type: "DateTime" }),
    desktopOnly: t.exposeBoolean("desktopOnly"),
    requiresIdentity: t.exposeBoolean("requiresIdentity"),
    isHot: t.exposeBoolean("isHot"),
    currency: t.expose("currency", { type: CurrencyEnum }),
    maxTicketsPerAccount: t.exposeInt("maxTicketsPerAccount"),
    // Selected into the parent query: no extra query per event.
    saleState: t.field({
      type: SaleStateEnum,
      select: { startsAt: true, endsAt: true, saleStartsAt: true, saleEndsAt: true, salesPaused: true, ticketTypes: { select: { capacity: true, sold: true } } },
      resolve: (e, _a, ctx) => saleState(e, ctx.deps.now()),
    }),
    priceFrom: t.field({
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
  fields: (t) => ({
    upcoming: t.boolean({ description: "Only events that have not ended" }),
    onSale: t.boolean({ description: "Only events on sale now (saleState ON_SALE): the home page's \"On sale now\"" }),
  }),
});

builder.queryFields((t) => ({
  events: t.prismaConnection({
    type: "Event",
    cursor: "id",
    defaultSize: 20,
    maxSize: 100,
    args: { filter: t.arg({ type: EventFilterInput }) },
    resolve: (query, _root, args, ctx) => listEvents(ctx.deps, query, args.filter),
  }),
  event: t.prismaField({
    type: "Event",
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => findEventBySlug(ctx.deps, query, args.slug),
  }),
}));

// ───── ticket types and seat availability ─────

const SeatStatusEnum = builder.enumType("SeatStatus", { values: ["AVAILABLE", "HELD", "SOLD"] as const });

export const SeatNode = builder.prismaObject("Seat", {
  fields: (t) => ({
    id: t.exposeID("id"),
    area: t.exposeString("area"),
    row: t.exposeString("row"),
    number: t.exposeInt("number"),
    status: t.expose("status", { type: SeatStatusEnum }),
  }),
});

const SeatRow = builder.objectRef<SeatRowAvailability>("SeatRow").implement({
  description: "One row of a seated area: how many of its seats can still be secured.",
  fields: (t) => ({ row: t.exposeString("row"), available: t.exposeInt("available"), total: t.exposeInt("total") }),
});

export const TicketTypeNode = builder.prismaObject("TicketType", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    area: t.exposeString("area"),
    description: t.exposeString("description", { nullable: true }),
    seated: t.exposeBoolean("seated"),
    entrance: t.exposeString("entrance", { nullable: true }),
    price: t.field({
      type: Money,
      select: { priceAmount: true, currency: true },
      resolve: (tt) => ({ amount: tt.priceAmount, currency: tt.currency }),
    }),
    capacity: t.exposeInt("capacity"),
    available: t.int({
      description: "Units that can still be secured (capacity minus held and paid).",
      select: { capacity: true, sold: true },
      resolve: (tt) => Math.max(0, tt.capacity - tt.sold),
    }),
    /** Rows of a seated area with their availability; loaded with the parent query (no query per type). */
    rows: t.field({
      type: [SeatRow],
      select: { seats: { select: { row: true, status: true } } },
      resolve: (tt) => seatRows(tt.seats),
    }),
    seats: t.relatedConnection("seats", {
      cursor: "id",
      defaultSize: 50,
      maxSize: 200,
      args: { row: t.arg.string(), onlyAvailable: t.arg.boolean() },
      query: (args) => ({
        where: { ...(args.row ? { row: args.row } : {}), ...(args.onlyAvailable ? { status: "AVAILABLE" as const } : {}) },
        orderBy: [{ row: "asc" }, { number: "asc" }, { id: "asc" }],
      }),
    }),
  }),
});

builder.prismaObjectField("Event", "ticketTypes", (t) =>
  t.relatedConnection("ticketTypes", {
    cursor: "id",
    defaultSize: 20,
    maxSize: 50,
    query: () => ({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
  }),
);
builder.prismaObjectField("Event", "saleEndsAt", (t) => t.expose("saleEndsAt", { type: "DateTime", nullable: true }));
