// The seat map fans pick from (issue 33): the event's seated areas with every seat and its status, the best
// available block for a party, and the live changes of the map. All three read this instance's seat board
// (seat-board.ts): a map of 10,000 seats costs no query per fan, and one read per event feeds every watcher.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { idOfType } from "../../node-access.ts";
import { describedValues } from "../core/core.schema.ts";
import type { TicketType } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import { EventNode, SeatNode, TicketTypeNode } from "./events.schema.ts";
import { existingEventIds } from "./events.service.ts";
import { seatBoard, type BoardSeat } from "./seat-board.ts";
import { accessibleRelease, compareRows } from "./seatmap.rules.ts";
import { bestAvailableOnBoard } from "./seat-pick.ts";

export const SeatAccessEnum = builder.enumType("SeatAccess", {
  description: "A seat kept for fans who declared the need, until the event's accessible release (Event.accessibleSeatsReleaseAt).",
  values: describedValues(["WHEELCHAIR", "COMPANION"] as const, {
    WHEELCHAIR: "A wheelchair space.",
    COMPANION: "A companion seat beside a wheelchair space.",
  }),
});

export const SeatSelectionEnum = builder.enumType("SeatSelection", {
  description: "How fans get the seats of a seated area.",
  values: describedValues(["PICK", "BEST_AVAILABLE"] as const, {
    PICK: "Fans pick their seats on the map (secureTickets lines with seatIds), or take the best available.",
    BEST_AVAILABLE: "Fans choose how many; the best available block side by side is given (seatIds are refused).",
  }),
});

builder.prismaObjectField("Seat", "access", (t) =>
  t.expose("access", { description: "Kept for fans who declared the need (a wheelchair space or a companion seat); null for an ordinary seat.", type: SeatAccessEnum, nullable: true }),
);
builder.prismaObjectField("TicketType", "seatSelection", (t) =>
  t.expose("seatSelection", { description: "A seated area: whether fans pick their seats or are given the best available.", type: SeatSelectionEnum }),
);
builder.prismaObjectField("Event", "accessibleSeatsReleaseAt", (t) =>
  t.field({
    description: "When unsold wheelchair spaces and companion seats return to general sale (ISO 8601, UTC): until then only fans who declared the need may hold them. 48 hours before startsAt unless the organiser set another time.",
    type: "DateTime",
    select: { startsAt: true, accessibleReleaseAt: true },
    resolve: (e) => accessibleRelease(e),
  }),
);

interface SeatMapRowShape {
  row: string;
  seats: BoardSeat[];
}
interface SeatMapAreaShape {
  area: string;
  ticketType: TicketType;
  rows: SeatMapRowShape[];
}

const SeatMapRow = builder.objectRef<SeatMapRowShape>("SeatMapRow").implement({
  description: "A row of a seated area and its seats by number; a gap in the numbers is an aisle.",
  fields: (t) => ({
    row: t.exposeString("row", { description: "The row's label." }),
    seats: t.field({ description: "Its seats, by number.", type: [SeatNode], resolve: (r) => r.seats as never }),
  }),
});

const SeatMapArea = builder.objectRef<SeatMapAreaShape>("SeatMapArea").implement({
  description: "A seated area of the map, sold as one ticket type (its price level), its rows front to back.",
  fields: (t) => ({
    area: t.exposeString("area", { description: "The area's code." }),
    ticketType: t.field({ description: "The ticket type its seats are sold as.", type: TicketTypeNode, resolve: (a) => a.ticketType }),
    rows: t.field({ description: "Its rows, front to back.", type: [SeatMapRow], resolve: (a) => a.rows }),
  }),
});

/** The event's seated areas from the board: ticket types in display order, rows front to back, seats by number. */
async function seatMapOf(deps: Deps, eventId: string): Promise<SeatMapAreaShape[]> {
  const [board, types] = await Promise.all([
    seatBoard(deps, eventId).current(),
    deps.db.ticketType.findMany({ where: { eventId, seated: true, hidden: false }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
  ]);
  const areas = new Map<string, SeatMapAreaShape>();
  // Each area's rows by label: one lookup per seat, not a scan of the area's rows.
  const rowsOf = new Map<SeatMapAreaShape, Map<string, SeatMapRowShape>>();
  const order = new Map(types.map((t, i) => [t.id, i]));
  for (const s of board.seats.values()) {
    const type = types[order.get(s.ticketTypeId) ?? -1];
    if (!type) continue;
    const key = `${s.ticketTypeId}/${s.area}`;
    let area = areas.get(key);
    if (!area) {
      areas.set(key, (area = { area: s.area, ticketType: type, rows: [] }));
      rowsOf.set(area, new Map());
    }
    const byLabel = rowsOf.get(area)!;
    let row = byLabel.get(s.row);
    if (!row) {
      area.rows.push((row = { row: s.row, seats: [] }));
      byLabel.set(s.row, row);
    }
    row.seats.push(s);
  }
  const out = [...areas.values()].sort((a, b) => order.get(a.ticketType.id)! - order.get(b.ticketType.id)! || (a.area < b.area ? -1 : 1));
  for (const a of out) {
    a.rows.sort((x, y) => compareRows(x.row, y.row));
    for (const r of a.rows) r.seats.sort((x, y) => x.number - y.number);
  }
  return out;
}

builder.prismaObjectField("Event", "seatMap", (t) =>
  t.field({
    description: "Its seat map for fans: the seated areas (ticket types listed to fans), each row's seats with their status, and accessible seats marked; empty for an unseated event. Live: seatMapChanges.",
    type: [SeatMapArea],
    select: { id: true },
    resolve: (e, _a, ctx) => seatMapOf(ctx.deps, e.id),
  }),
);

builder.prismaObjectField("Event", "bestAvailableSeats", (t) =>
  t.field({
    description:
      "The best available seats for a party of `quantity` in one seated area: free seats side by side in the frontmost row that has them, nearest its centre, never split by an aisle; only when no row has such a block, the frontmost free seats. Empty when too few are free. A secureTickets line of this type with neither seatIds nor row holds such a block. Accessible seats are left out until their release.",
    type: [SeatNode],
    select: { id: true, startsAt: true, accessibleReleaseAt: true },
    args: {
      ticketTypeId: t.arg.id({ required: true, description: "The seated area's id (TicketType.id; its database id is accepted too)." }),
      quantity: t.arg.int({ required: true, description: "How many seats side by side (1–20)." }),
    },
    resolve: async (e, args, ctx) => {
      if (args.quantity < 1 || args.quantity > 20) throw new ValidationError("validation.selectTicket", "quantity");
      const typeId = idOfType("TicketType", String(args.ticketTypeId));
      const board = await seatBoard(ctx.deps, e.id).current();
      const best = bestAvailableOnBoard(board, typeId, args.quantity, ctx.deps.now() >= accessibleRelease(e));
      return (best ?? []).map((id) => board.seats.get(id)!) as never;
    },
  }),
);

interface SeatMapChangesShape {
  eventId: string;
  seats: BoardSeat[];
}

const SeatMapChanges = builder.objectRef<SeatMapChangesShape>("SeatMapChanges").implement({
  description: "Seats of an event's map whose status changed since the last message (held, bought, or free again).",
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The Event's global id." }),
    seats: t.field({ description: "Each seat that changed, with its status now.", type: [SeatNode], resolve: (c) => c.seats as never }),
  }),
});

builder.subscriptionField("seatMapChanges", (t) =>
  t.field({
    type: SeatMapChanges,
    description:
      "An event's seat map as it changes: a message within a second of each change, holding only the seats that changed (several changes close together come as one message). Read Event.seatMap after subscribing, then apply each message by seat id.",
    args: { eventId: t.arg.globalID({ description: "The event's id (Event.id); one fans cannot see (a draft, or none) is NOT_FOUND.", required: true, for: [EventNode] }) },
    subscribe: async (_r, args, ctx) => {
      const eventId = args.eventId.id;
      // An event fans cannot see (a draft, or none) has no map to watch: refused, not a subscription that never speaks.
      if (!(await existingEventIds(ctx.deps, [eventId])).length) throw new NotFoundError("event");
      return new Repeater<SeatMapChangesShape>(async (push, stop) => {
        const board = await seatBoard(ctx.deps, eventId).current();
        const globalId = encodeGlobalID("Event", eventId);
        const unwatch = board.watch((seats) => void push({ eventId: globalId, seats }));
        await stop;
        unwatch();
      });
    },
    resolve: (payload) => payload,
  }),
);
