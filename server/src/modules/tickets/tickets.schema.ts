import { builder } from "../../builder.ts";
import { nodeAccess } from "../../node-access.ts";
import { listMyTickets, findMyTicket, ownTicketIds, type TicketListTab } from "./tickets.service.ts";

export const TicketStatusEnum = builder.enumType("TicketStatus", {
  values: ["PAID", "READY", "REDEEMED", "VALIDATED", "REVOKED"] as const,
});
const TicketHistoryKindEnum = builder.enumType("TicketHistoryKind", {
  values: ["PURCHASED", "TRANSFERRED", "VALIDATED", "REVOKED", "QR_REFRESHED", "GIVEAWAY"] as const,
});
const TicketListTabEnum = builder.enumType("TicketListTab", { values: ["UPCOMING", "ENDED", "OTHERS"] as const });

export const TicketHistoryEntry = builder.prismaObject("TicketHistory", {
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.expose("kind", { type: TicketHistoryKindEnum }),
    at: t.expose("at", { type: "DateTime" }),
    entrance: t.exposeString("entrance", { nullable: true }),
    /** For transfers: whether the viewer sent (true) or received it. */
    outgoing: t.boolean({
      nullable: true,
      resolve: (h, _a, ctx) => (h.kind === "TRANSFERRED" ? h.fromUserId === ctx.viewer.userId : null),
    }),
  }),
});

// TicketType and Seat are the catalogue's (events.schema.ts); re-exported for modules that built on them here.
export { TicketTypeNode, SeatNode } from "../events/events.schema.ts";

export const TicketNode = builder.prismaNode("Ticket", {
  id: { field: "id" },
  fields: (t) => ({
    ticketNo: t.exposeString("ticketNo"),
    status: t.expose("status", { type: TicketStatusEnum }),
    event: t.relation("event"),
    ticketType: t.relation("ticketType"),
    /** Null while the seat number is still "confirming" (seated types) or for standing tickets. */
    seat: t.relation("seat", { nullable: true }),
    purchasedAt: t.expose("createdAt", { type: "DateTime" }),
    validatedAt: t.expose("validatedAt", { type: "DateTime", nullable: true }),
    validatedEntrance: t.exposeString("validatedEntrance", { nullable: true }),
    transferLockedUntil: t.expose("transferLockedUntil", { type: "DateTime", nullable: true }),
    history: t.relation("history", { query: { orderBy: { at: "asc" } } }),
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
    type: "Ticket",
    cursor: "id",
    defaultSize: 20,
    maxSize: 100,
    authScopes: { loggedIn: true },
    args: { tab: t.arg({ type: TicketListTabEnum, required: true }) },
    resolve: (query, _root, args, ctx) => listMyTickets(ctx.deps, query, ctx.viewer.userId!, args.tab as TicketListTab),
  }),
  ticket: t.prismaField({
    type: "Ticket",
    nullable: true,
    authScopes: { loggedIn: true },
    description: "One of the viewer's own tickets, by its global id (null for anyone else's).",
    args: { id: t.arg.globalID({ required: true, for: [TicketNode] }) },
    resolve: (query, _root, args, ctx) => findMyTicket(ctx.deps, query, ctx.viewer.userId!, args.id.id),
  }),
}));

