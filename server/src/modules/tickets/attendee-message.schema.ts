// The operator API for writing to an event's ticket holders (issue 34, scope attendees:contact: owners,
// managers, box office): a preview with the count, then the send (rate-limited per event, audited). Thin.
import { builder } from "../../builder.ts";
import { idOfType } from "../../node-access.ts";
import { NotFoundError, RateLimitedError, ValidationError } from "../../errors.ts";
import { requireOperator } from "../organisations/index.ts";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MESSAGES_PER_EVENT_PER_DAY, previewAttendeeMessage, sendAttendeeMessage, type AttendeeMessagePreview } from "./attendee-message.ts";

const contact = { staff: "attendees:contact" } as const;

const AttendeesMessageInput = builder.inputType("AttendeesMessageInput", {
  description: "A message to an event's ticket holders.",
  fields: (t) => ({
    eventId: t.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }),
    ticketTypeId: t.id({ description: "Only the holders of this ticket type of the event (all holders when absent). The ticket type's id: TicketType.id or OperatorTicketType.id." }),
    subject: t.string({ required: true, description: `The subject: one line of at most ${MESSAGE_SUBJECT_MAX} characters (the e-mail's subject is "<event>: <subject>").` }),
    body: t.string({ required: true, description: `The text, at most ${MESSAGE_BODY_MAX} characters; each holder gets it inside a few lines in their own language.` }),
  }),
});

const AttendeesMessagePreview = builder.objectRef<AttendeeMessagePreview>("AttendeesMessagePreview").implement({
  description: "What a message to ticket holders would send, and to how many; nothing is sent.",
  authScopes: contact,
  fields: (t) => ({
    recipients: t.exposeInt("recipients", { description: "How many holders would get it (each once, however many tickets they hold)." }),
    subject: t.exposeString("subject", { description: "The e-mail's subject, in the caller's language." }),
    text: t.exposeString("text", { description: "The e-mail's text as a holder reading the caller's language gets it." }),
    sentToday: t.exposeInt("sentToday", { description: "Messages sent about this event in the last 24 hours." }),
    dailyLimit: t.exposeInt("dailyLimit", { description: "How many messages an event may send in any 24 hours." }),
  }),
});

const AttendeesMessageSent = builder.objectRef<{ recipients: number; sentToday: number; dailyLimit: number }>("AttendeesMessageSent").implement({
  description: "A message to ticket holders, written to the mail outbox for each of them.",
  authScopes: contact,
  fields: (t) => ({
    recipients: t.exposeInt("recipients", { description: "How many holders it was sent to." }),
    sentToday: t.exposeInt("sentToday", { description: "Messages sent about this event in the last 24 hours, this one included." }),
    dailyLimit: t.exposeInt("dailyLimit", { description: "How many messages an event may send in any 24 hours." }),
  }),
});

builder.queryField("attendeesMessagePreview", (t) =>
  t.field({
    type: AttendeesMessagePreview,
    description: "Operators (scope attendees:contact): how a message to an event's ticket holders would read, and how many would get it. Nothing is sent.",
    authScopes: contact,
    args: { input: t.arg({ type: AttendeesMessageInput, required: true, description: "The message." }) },
    errors: { types: [ValidationError, NotFoundError], dataField: { description: "The preview." } },
    resolve: async (_r, { input }, ctx) => previewAttendeeMessage(ctx.deps, await requireOperator(ctx), { ...input, eventId: idOfType("Event", String(input.eventId)), ticketTypeId: input.ticketTypeId ? idOfType("TicketType", String(input.ticketTypeId)) : null }, ctx.lang),
  }),
);

builder.mutationField("sendAttendeesMessage", (t) =>
  t.field({
    type: AttendeesMessageSent,
    description: `Operators (scope attendees:contact): e-mail a message to every holder of a live ticket of one of their events (or of one ticket type), through the mail outbox, each in their own language. At most ${MESSAGES_PER_EVENT_PER_DAY} per event in any 24 hours (RATE_LIMITED with the wait). Audited.`,
    authScopes: contact,
    args: { input: t.arg({ type: AttendeesMessageInput, required: true, description: "The message." }) },
    errors: { types: [ValidationError, NotFoundError, RateLimitedError], dataField: { description: "What was sent, to how many." } },
    resolve: async (_r, { input }, ctx) => sendAttendeeMessage(ctx.deps, ctx, await requireOperator(ctx), { ...input, eventId: idOfType("Event", String(input.eventId)), ticketTypeId: input.ticketTypeId ? idOfType("TicketType", String(input.ticketTypeId)) : null }),
  }),
);
