// Check-in in GraphQL (staff scope gate:scan, the caller's organisation's events only): the check-in list
// of one event per gate and per day with its counts (the console polls it), the search for a ticket to
// check in by hand, the manual check-in and its undo (both audited). Thin: scope, call one service, return.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { requireOperator } from "../organisations/index.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { idOfType } from "../../node-access.ts";
import { TicketNode, TicketStatusEnum } from "../tickets/tickets.schema.ts";
import * as checkin from "./checkin.ts";
import { CheckInRefusedError, NotCheckedInError } from "./entry.errors.ts";

const CheckInRefusalEnum = builder.enumType("CheckInRefusal", {
  description: "Why a manual check-in was refused.",
  values: {
    ALREADY_USED: { description: "The ticket was already admitted (see firstUsedAt)." },
    REVOKED: { description: "The ticket was refunded, cancelled or revoked." },
    WRONG_DAY: { description: "The event does not admit today (its days: see the event's dates)." },
  },
});

builder.objectType(CheckInRefusedError, {
  name: "CheckInRefusedError",
  description: "The ticket cannot be checked in: the reason says why, as a gate would.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reason: t.expose("reason", { type: CheckInRefusalEnum, description: "Why." }),
    ticketNo: t.exposeString("ticketNo", { description: "The ticket's number." }),
    firstUsedAt: t.expose("firstUsedAt", { type: "DateTime", nullable: true, description: "For ALREADY_USED: when it was admitted." }),
  }),
});
builder.objectType(NotCheckedInError, {
  name: "NotCheckedInError",
  description: "The ticket is not checked in: there is nothing to undo.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ ticketNo: t.exposeString("ticketNo", { description: "The ticket's number." }) }),
});

const ticketGlobalId = (id: string) => encodeGlobalID("Ticket", id);

/** The event arguments take the id the operator API hands out (OperatorEvent.id) as well as Event.id, as every operator argument does. */
const EVENT_ID = "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.";
const eventIdOf = (given: string | number) => idOfType("Event", String(given));

const CheckInEntry = builder.objectRef<checkin.CheckInRow>("CheckInEntry").implement({
  description: "A ticket admitted to the event: when, at which gate, by scan or by hand.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    ticketId: t.id({ description: "The Ticket's global id (undoCheckIn takes it).", resolve: (r) => ticketGlobalId(r.ticketId) }),
    ticketNo: t.exposeString("ticketNo", { description: "The ticket's number." }),
    ticketType: t.exposeString("ticketType", { description: "The ticket type's name." }),
    seat: t.exposeString("seat", { nullable: true, description: "Area, row and seat, for a seated ticket." }),
    holderNickname: t.exposeString("holderNickname", { nullable: true, description: "The holder's nickname." }),
    admittedAt: t.expose("admittedAt", { type: "DateTime", description: "When it was admitted (ISO 8601, UTC)." }),
    gateId: t.exposeString("gateId", { description: "The gate (device) that admitted it; \"console\" for a check-in by hand without one." }),
    entrance: t.exposeString("entrance", { nullable: true, description: "The entrance." }),
    manual: t.exposeBoolean("manual", { description: "Checked in by hand (by name or ticket number), not by a scanned code." }),
  }),
});

const CheckInGateCount = builder.objectRef<{ gateId: string; admitted: number }>("CheckInGateCount").implement({
  description: "Admissions at one gate.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    gateId: t.exposeString("gateId", { description: "The gate's id." }),
    admitted: t.exposeInt("admitted", { description: "Tickets admitted." }),
  }),
});
const CheckInDayCount = builder.objectRef<{ day: string; admitted: number }>("CheckInDayCount").implement({
  description: "Admissions on one day of the event.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    day: t.exposeString("day", { description: "The entry day (YYYY-MM-DD, the event's time zone; before 04:00 the day before)." }),
    admitted: t.exposeInt("admitted", { description: "Tickets admitted." }),
  }),
});

const CheckInListRef = builder.objectRef<checkin.CheckInList>("CheckInList").implement({
  description: "Who came in to one event, newest first, with the live counts.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    admitted: t.exposeInt("admitted", { description: "Tickets admitted, all days and gates." }),
    expected: t.exposeInt("expected", { description: "Tickets that can come in or have (paid, ready or admitted)." }),
    refused: t.exposeInt("refused", { description: "Scans refused at the event's gates." }),
    gates: t.field({ type: [CheckInGateCount], description: "Admissions per gate (of the chosen day, when one is chosen).", resolve: (l) => l.gates }),
    days: t.field({ type: [CheckInDayCount], description: "Admissions per day (at the chosen gate, when one is chosen).", resolve: (l) => l.days }),
    entries: t.field({ type: [CheckInEntry], description: "The admissions matching the filters, newest first (at most `limit`).", resolve: (l) => l.entries }),
  }),
});

const CheckInCandidateRef = builder.objectRef<checkin.CheckInCandidate>("CheckInCandidate").implement({
  description: "A ticket of the event found by number or holder, for a check-in by hand.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    ticketId: t.id({ description: "The Ticket's global id (checkInTicket takes it).", resolve: (r) => ticketGlobalId(r.ticketId) }),
    ticketNo: t.exposeString("ticketNo", { description: "The ticket's number." }),
    ticketType: t.exposeString("ticketType", { description: "The ticket type's name." }),
    seat: t.exposeString("seat", { nullable: true, description: "Area, row and seat, for a seated ticket." }),
    holderNickname: t.exposeString("holderNickname", { nullable: true, description: "The holder's nickname." }),
    status: t.field({ type: TicketStatusEnum, description: "Where the ticket is (VALIDATED: already in).", resolve: (r) => r.status as "PAID" }),
    validatedAt: t.expose("validatedAt", { type: "DateTime", nullable: true, description: "When it was admitted." }),
    validatedEntrance: t.exposeString("validatedEntrance", { nullable: true, description: "Where it was admitted." }),
  }),
});

const CheckInDone = builder.objectRef<{ ticketId: string; ticketNo: string; admittedAt: Date; gateId: string; day: string }>("CheckInDone").implement({
  description: "A ticket checked in by hand.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    ticketId: t.id({ description: "The Ticket's global id.", resolve: (r) => ticketGlobalId(r.ticketId) }),
    ticketNo: t.exposeString("ticketNo", { description: "The ticket's number." }),
    admittedAt: t.expose("admittedAt", { type: "DateTime", description: "When (ISO 8601, UTC)." }),
    gateId: t.exposeString("gateId", { description: "The gate it is logged under." }),
    day: t.exposeString("day", { description: "The entry day (YYYY-MM-DD, the event's time zone)." }),
  }),
});

const CheckInUndone = builder.objectRef<{ ticketId: string; ticketNo: string; undoneAt: Date }>("CheckInUndone").implement({
  description: "A check-in undone: the ticket can enter again.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    ticketId: t.id({ description: "The Ticket's global id.", resolve: (r) => ticketGlobalId(r.ticketId) }),
    ticketNo: t.exposeString("ticketNo", { description: "The ticket's number." }),
    undoneAt: t.expose("undoneAt", { type: "DateTime", description: "When (ISO 8601, UTC)." }),
  }),
});

builder.queryFields((t) => ({
  checkIns: t.field({
    type: CheckInListRef,
    authScopes: { staff: "gate:scan" },
    description: "Who came in to one of the caller's events: per gate and per day, newest first, with the counts (poll it for live figures). Another organisation's event is not found.",
    args: {
      eventId: t.arg.id({ required: true, description: EVENT_ID }),
      day: t.arg.string({ description: "Only this entry day (YYYY-MM-DD, the event's time zone)." }),
      gateId: t.arg.string({ description: "Only this gate." }),
      limit: t.arg.int({ description: "At most this many entries (1–500, 100 by default)." }),
    },
    resolve: async (_r, args, ctx) => checkin.checkInList(ctx.deps, { eventId: eventIdOf(args.eventId), organisationId: (await requireOperator(ctx)).organisationId, day: args.day, gateId: args.gateId, limit: args.limit }),
  }),
  checkInSearch: t.field({
    type: [CheckInCandidateRef],
    authScopes: { staff: "gate:scan" },
    description: "Tickets of one of the caller's events by ticket number (its start) or the holder's nickname or e-mail (a part of it, 2 characters or more), at most 20: for a check-in by hand.",
    args: {
      eventId: t.arg.id({ required: true, description: EVENT_ID }),
      search: t.arg.string({ required: true, description: "A ticket number, or part of the holder's nickname or e-mail." }),
    },
    resolve: async (_r, args, ctx) => checkin.findCheckInTickets(ctx.deps, { eventId: eventIdOf(args.eventId), organisationId: (await requireOperator(ctx)).organisationId, search: args.search }),
  }),
}));

builder.mutationField("checkInTicket", (t) =>
  t.field({
    type: CheckInDone,
    authScopes: { staff: "gate:scan" },
    description: "Checks a ticket of one of the caller's events in by hand (no code scanned), once, as a gate would; audited.",
    args: {
      eventId: t.arg.id({ required: true, description: EVENT_ID }),
      ticketId: t.arg.globalID({ required: true, for: [TicketNode], description: "The ticket's id (Ticket.id, or CheckInCandidate.ticketId from checkInSearch)." }),
      gateId: t.arg.string({ description: "The gate or desk it is logged under (\"console\" when omitted)." }),
      entrance: t.arg.string({ description: "The entrance." }),
    },
    errors: { types: [CheckInRefusedError, NotFoundError, ValidationError], directResult: true },
    resolve: (_r, args, ctx) => {
      const eventId = eventIdOf(args.eventId);
      return auditedStaffAction(ctx, "staff.check_in", { targetType: "Ticket", targetId: args.ticketId.id }, async () =>
        checkin.manualCheckIn(ctx.deps, { eventId, organisationId: (await requireOperator(ctx)).organisationId, ticketId: args.ticketId.id, gateId: args.gateId, entrance: args.entrance }),
      (r) => ({ details: { ticketNo: r.ticketNo, eventId, gateId: r.gateId } }));
    },
  }),
);

builder.mutationField("undoCheckIn", (t) =>
  t.field({
    type: CheckInUndone,
    authScopes: { staff: "gate:scan" },
    description: "Undoes the admission of a ticket of one of the caller's events (scanned or checked in by hand by mistake): it can enter again; audited.",
    args: {
      eventId: t.arg.id({ required: true, description: EVENT_ID }),
      ticketId: t.arg.globalID({ required: true, for: [TicketNode], description: "The ticket's id (Ticket.id, or CheckInEntry.ticketId from checkIns)." }),
    },
    errors: { types: [NotCheckedInError, NotFoundError], directResult: true },
    resolve: (_r, args, ctx) => {
      const eventId = eventIdOf(args.eventId);
      return auditedStaffAction(ctx, "staff.check_in_undo", { targetType: "Ticket", targetId: args.ticketId.id }, async () =>
        checkin.undoCheckIn(ctx.deps, { eventId, organisationId: (await requireOperator(ctx)).organisationId, ticketId: args.ticketId.id }),
      (r) => ({ details: { ticketNo: r.ticketNo, eventId } }));
    },
  }),
);
