// The operator API for ticket holders (issue #19, scope attendees:read): the tickets of one of the
// organisation's events, searched and paged. Holders are shown by nickname, and by e-mail address to
// callers with attendees:contact who ask for it (issue 34; audited), masked otherwise. The orders module
// adds who bought each ticket (orders/attendees.schema.ts).
import { resolveCursorConnection } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { cursorCodec } from "../../platform/cursors.ts";
import { ownEventId } from "../events/index.ts";
import { auditOperator, requireOperator, seesContacts } from "../organisations/index.ts";
import { contactsOf, userIdByRef } from "../users/index.ts";
import { seatingNeedsOf, type SeatingNeedView } from "../identity/index.ts";
import { SeatingNeedType } from "../identity/seating-need.schema.ts";
import { TicketStatusEnum } from "./tickets.schema.ts";
import { operatorAttendeeListed, operatorAttendees, type OperatorAttendeeRow } from "./operator.service.ts";

/**
 * A ticket as the list shows it; `revealContacts`: the e-mail addresses on it are shown in full, and the
 * holder's declared seating need (issue 33) with them.
 */
export type AttendeeView = OperatorAttendeeRow & { holderNickname: string | null; holderEmail: string | null; revealContacts: boolean; holderSeatingNeed?: SeatingNeedView | null };

export const OperatorAttendee = builder.objectRef<AttendeeView>("OperatorAttendee").implement({
  description: "A ticket of one of the organisation's events and who holds it (by nickname).",
  authScopes: { staff: "attendees:read" },
  fields: (t) => ({
    id: t.exposeID("id", { description: "The ticket's id (the cursor)." }),
    ticketNo: t.exposeString("ticketNo", { description: "The ticket's number." }),
    status: t.expose("status", { type: TicketStatusEnum, description: "Where the ticket is (paid, ready, used…)." }),
    ticketType: t.string({ description: "The ticket type's name.", resolve: (a) => a.ticketType.name }),
    area: t.string({ description: "The ticket type's area.", resolve: (a) => a.ticketType.area }),
    seat: t.string({ nullable: true, description: "Row and seat number, for a seated area.", resolve: (a) => (a.seat ? `${a.seat.row}-${a.seat.number}` : null) }),
    holderNickname: t.exposeString("holderNickname", { nullable: true, description: "The holder's nickname." }),
    holderEmail: t.exposeString("holderEmail", {
      nullable: true,
      description: "The holder's e-mail address: in full when the list was asked with revealEmails by a caller with attendees:contact (audited), else masked (\"j•••@e•••.com\").",
    }),
    holderSeatingNeed: t.field({
      type: SeatingNeedType,
      nullable: true,
      description:
        "The holder's declared seating need (a wheelchair space, companion seats), for the box office to prepare: only in a list asked with revealEmails by a caller with attendees:contact (audited as a read of personal data), and only for the holders of this event's tickets; null otherwise or when none.",
      resolve: (a) => (a.revealContacts ? (a.holderSeatingNeed ?? null) : null),
    }),
    validatedAt: t.expose("validatedAt", { type: "DateTime", nullable: true, description: "When it was admitted at the gate." }),
    validatedEntrance: t.exposeString("validatedEntrance", { nullable: true, description: "Where it was admitted." }),
  }),
});

const attendeeCursors = cursorCodec("operatorAttendees");

builder.queryField("operatorAttendees", (t) =>
  t.connection({
    type: OperatorAttendee,
    description: "Operators (scope attendees:read): the tickets of one of their events, newest first, with a stable cursor.",
    authScopes: { staff: "attendees:read" },
    args: {
      eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }),
      status: t.arg({ type: TicketStatusEnum, description: "Only tickets in this state." }),
      search: t.arg.string({ description: "A ticket number, or the holder's e-mail address." }),
      revealEmails: t.arg.boolean({
        description: "Show the holders' and buyers' e-mail addresses in full (scope attendees:contact: owners, managers, box office; others still see them masked). Each page read so is audited as a read of personal data.",
      }),
    },
    resolve: async (_r, args, ctx) => {
      const op = await requireOperator(ctx);
      const eventIds = [await ownEventId(ctx.deps, op, args.eventId)];
      const reveal = !!args.revealEmails && seesContacts(op);
      const search = args.search?.trim() || null;
      const holderId = search?.includes("@") ? ((await userIdByRef(ctx.db, search)) ?? "-") : null;
      return resolveCursorConnection<Promise<AttendeeView[]>>({ args, defaultSize: 50, maxSize: 200, toCursor: (a: AttendeeView) => attendeeCursors.encode(a.id) }, async ({ before, after, limit, inverted }) => {
        const listed = (id: string) => operatorAttendeeListed(ctx.db, id, eventIds);
        const idBelow = (await attendeeCursors.decodeListed(after, "after", listed)) ?? null;
        const idAbove = (await attendeeCursors.decodeListed(before, "before", listed)) ?? null;
        const rows = await operatorAttendees(ctx.db, { eventIds, ticketNo: search && !holderId ? search : null, holderId, status: args.status, idBelow, idAbove, limit, oldestFirst: inverted });
        const owners = [...new Set(rows.map((r) => r.ownerId))];
        const [people, needs] = await Promise.all([contactsOf(ctx.db, owners, reveal), reveal ? seatingNeedsOf(ctx.deps, owners) : new Map<string, SeatingNeedView>()]);
        if (reveal && rows.length) {
          await auditOperator(ctx.db, ctx, { action: "operator.personal_data_read", outcome: "SUCCESS", targetType: "Event", targetId: eventIds[0], details: { reason: "attendees", organisationId: op.organisationId, eventId: eventIds[0], count: rows.length } });
        }
        return rows.map((r) => ({ ...r, holderNickname: people.get(r.ownerId)?.nickname ?? null, holderEmail: people.get(r.ownerId)?.email ?? null, revealContacts: reveal, holderSeatingNeed: needs.get(r.ownerId) ?? null }));
      });
    },
  }),
);
