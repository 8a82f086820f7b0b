import { builder } from "../../builder.ts";
import { describedValues } from "../core/core.schema.ts";
import { nodeAccess } from "../../node-access.ts";
import { prismaCursorRows } from "../../platform/cursor-guard.ts";
import { listMyTickets, findMyTicket, myTicketListed, ownTicketIds, type TicketListTab } from "./tickets.service.ts";

export const TicketStatusEnum = builder.enumType("TicketStatus", {
  description: "Where a ticket stands.",
  values: describedValues(["PAID", "READY", "REDEEMED", "VALIDATED", "REVOKED", "LISTED"] as const, {
    PAID: "Paid and valid for entry (the seat or entry details may still be assigned).",
    READY: "Valid for entry, with its seat and entry details assigned.",
    REDEEMED: "A merchandise pick-up item handed over (never an entry ticket).",
    VALIDATED: "Admitted at a gate (see validatedAt).",
    REVOKED: "Revoked by the organiser or for fraud, or handed back and sold to another fan: cannot enter.",
    LISTED: "Handed back at face value and waiting for the next fan in line: cannot enter or be transferred until withdrawn.",
  }),
});
const TicketHistoryKindEnum = builder.enumType("TicketHistoryKind", {
  description: "What happened to a ticket.",
  values: describedValues(["PURCHASED", "TRANSFERRED", "VALIDATED", "REVOKED", "QR_REFRESHED", "GIVEAWAY"] as const, {
    PURCHASED: "Bought.",
    TRANSFERRED: "Handed to another fan (see TicketHistory.outgoing).",
    VALIDATED: "Admitted at a gate.",
    REVOKED: "Revoked (refund or cancellation).",
    QR_REFRESHED: "Its entry code was refreshed; earlier codes stopped working.",
    GIVEAWAY: "Won in a giveaway.",
  }),
});
const TicketListTabEnum = builder.enumType("TicketListTab", {
  description: "The tabs of the fan's ticket list.",
  values: describedValues(["UPCOMING", "ENDED", "OTHERS"] as const, {
    UPCOMING: "Usable tickets of events that have not ended.",
    ENDED: "Tickets of events that are over, used or not.",
    OTHERS: "Revoked tickets, tickets already admitted at a running event, and tickets the fan transferred away.",
  }),
});

export const TicketHistoryEntry = builder.prismaObject("TicketHistory", {
  description: "One step in a ticket's history.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The step's id." }),
    kind: t.expose("kind", { description: "What happened.", type: TicketHistoryKindEnum }),
    at: t.expose("at", { description: "When (ISO 8601, UTC).", type: "DateTime" }),
    entrance: t.exposeString("entrance", { description: "For VALIDATED: the entrance.", nullable: true }),
    /** For transfers: whether the viewer sent (true) or received it. */
    outgoing: t.boolean({
      description: "For TRANSFERRED: true when the viewer gave the ticket away, false when they received it.",
      nullable: true,
      resolve: (h, _a, ctx) => (h.kind === "TRANSFERRED" ? h.fromUserId === ctx.viewer.userId : null),
    }),
  }),
});

// TicketType and Seat are the catalogue's (events.schema.ts); re-exported for modules that built on them here.
export { TicketTypeNode, SeatNode } from "../events/events.schema.ts";

export const TicketNode = builder.prismaNode("Ticket", {
  description: "An event ticket owned by the signed-in fan.",
  id: { field: "id" },
  fields: (t) => ({
    ticketNo: t.exposeString("ticketNo", { description: "The ticket number printed on the ticket." }),
    status: t.expose("status", { description: "Where it stands; live through the ticketStatus subscription.", type: TicketStatusEnum }),
    event: t.relation("event", { description: "The event." }),
    ticketType: t.relation("ticketType", { description: "The ticket type (area and price)." }),
    /** Null while the seat number is still "confirming" (seated types) or for standing tickets. */
    seat: t.relation("seat", { description: "The seat, for a seated area; null otherwise.", nullable: true }),
    purchasedAt: t.expose("createdAt", { description: "When it was bought or received (ISO 8601, UTC).", type: "DateTime" }),
    validatedAt: t.expose("validatedAt", { description: "When it was admitted at a gate; null until then.", type: "DateTime", nullable: true }),
    validatedEntrance: t.exposeString("validatedEntrance", { description: "The entrance it was admitted at.", nullable: true }),
    transferLockedUntil: t.expose("transferLockedUntil", { description: "Transfers are refused until this instant (ISO 8601, UTC); null when not locked.", type: "DateTime", nullable: true }),
    history: t.relation("history", { description: "Its history, oldest first.", query: { orderBy: { at: "asc" } } }),
    transferredAway: t.boolean({
      description: "The viewer sent this ticket to someone else (listed under Others as a record); its owner is now the recipient.",
      select: { ownerId: true },
      resolve: (ticket, _a, ctx) => ticket.ownerId !== ctx.viewer.userId,
    }),
  }),
});
nodeAccess("Ticket", (ids, ctx) => ownTicketIds(ctx.deps, ctx.viewer.userId, ids));

builder.queryFields((t) => ({
  myTickets: t.prismaConnection({
    description: "The signed-in fan's tickets of one tab, as a Relay connection with stable cursors (auth: signed-in fan).",
    type: "Ticket",
    cursor: "id",
    extensions: prismaCursorRows<unknown, { tab: TicketListTab }>((id, _root, args, ctx) => myTicketListed(ctx.deps, id, ctx.viewer.userId!, args.tab)),
    defaultSize: 20,
    maxSize: 100,
    authScopes: { loggedIn: true },
    args: { tab: t.arg({ description: "Which tab.", type: TicketListTabEnum, required: true }) },
    resolve: (query, _root, args, ctx) => listMyTickets(ctx.deps, query, ctx.viewer.userId!, args.tab as TicketListTab),
  }),
  ticket: t.prismaField({
    type: "Ticket",
    nullable: true,
    authScopes: { loggedIn: true },
    description: "One of the viewer's own tickets, by its global id (null for anyone else's).",
    args: { id: t.arg.globalID({ description: "The ticket's id (Ticket.id).", required: true, for: [TicketNode] }) },
    resolve: (query, _root, args, ctx) => findMyTicket(ctx.deps, query, ctx.viewer.userId!, args.id.id),
  }),
}));

