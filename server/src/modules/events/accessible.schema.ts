// Accessible spaces for fans who declared the need (issue 33): the free wheelchair spaces of an event, each
// with the free companion seats beside it, for the client to offer as one block (a secureTickets line with
// their seatIds). Best available keeps to ordinary seats; these are offered apart.
import { builder } from "../../builder.ts";
import { idOfType } from "../../node-access.ts";
import type { BoardSeat } from "./seat-board.ts";
import type { AccessibleSpace } from "./accessible.rules.ts";
import { SeatNode } from "./events.schema.ts";
import { accessibleSpacesOf } from "./accessible.ts";

const AccessibleSpaceType = builder.objectRef<AccessibleSpace<BoardSeat>>("AccessibleSpace").implement({
  description: "A free wheelchair space and the free companion seats beside it (up to three, nearest first, never across an aisle).",
  fields: (t) => ({
    wheelchair: t.field({ description: "The wheelchair space.", type: SeatNode, resolve: (s) => s.wheelchair as never }),
    companions: t.field({ description: "Free companion seats beside it, nearest first.", type: [SeatNode], resolve: (s) => s.companions as never }),
  }),
});

builder.prismaObjectField("Event", "accessibleSpaces", (t) =>
  t.field({
    description:
      "The event's free wheelchair spaces, front row first, each with the free companion seats beside it: what a fan who declared the need (mySeatingNeed) is offered, to secure as one line with their seatIds. Until Event.accessibleSeatsReleaseAt only such fans may hold them (one space and as many companion seats as they declared); after it, anyone.",
    type: [AccessibleSpaceType],
    select: { id: true },
    args: { ticketTypeId: t.arg.id({ description: "Only this seated area's (TicketType.id); all areas when left out." }) },
    resolve: (e, args, ctx) => accessibleSpacesOf(ctx.deps, e.id, args.ticketTypeId ? idOfType("TicketType", String(args.ticketTypeId)) : null),
  }),
);
