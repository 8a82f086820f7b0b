// A Verified-Fan-style presale in GraphQL (issue 35): the fan registers for an event's presale (and may
// withdraw before being invited), sees their registration on the event; the organiser sees how many
// registered and invites N of them drawn at random (scope events:write, scoped to the caller's
// organisation, audited). Thin: scope, call one service.
import { builder } from "../../builder.ts";
import { idOfType } from "../../node-access.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { requireOperator } from "../organisations/index.ts";
import { viewerId } from "../../context.ts";
import type { PresaleInterest as PresaleInterestRow } from "../../generated/prisma/client.ts";
import * as errors from "./codes.errors.ts";
import { invitePresaleFans, myPresaleInterest, operatorPresaleSummary, registerPresaleInterest, withdrawPresaleInterest, type PresaleInvitation, type PresaleSummary } from "./presale.service.ts";

const write = { staff: "events:write" } as const;
const eventIdDescription = "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.";

builder.objectType(errors.PresaleNotOpenError, { name: "PresaleNotOpenError", description: "The event takes no presale registrations now.", interfaces: [ErrorInterface] });
builder.objectType(errors.PresaleAlreadyInvitedError, { name: "PresaleAlreadyInvitedError", description: "The fan was already invited (their personal code was e-mailed): the registration stays.", interfaces: [ErrorInterface] });

const PresaleInterest = builder.objectRef<PresaleInterestRow>("PresaleInterest").implement({
  description: "The signed-in fan's registration for an event's presale.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The registration's id." }),
    registeredAt: t.expose("createdAt", { type: "DateTime", description: "When the fan registered." }),
    invitedAt: t.expose("invitedAt", { type: "DateTime", nullable: true, description: "When the organiser invited the fan (their personal code was e-mailed to them); null while waiting." }),
    invited: t.boolean({ description: "The fan was invited: their personal code is in their mailbox (and it can no longer be withdrawn).", resolve: (i) => i.invitedAt !== null }),
  }),
});

builder.prismaObjectField("Event", "myPresaleInterest", (t) =>
  t.field({
    type: PresaleInterest,
    nullable: true,
    description: "The signed-in fan's registration for the event's presale; null when none (or signed out).",
    select: { id: true },
    resolve: (e, _a, ctx) => (ctx.viewer.userId ? myPresaleInterest(ctx.db, ctx.viewer.userId, e.id) : null),
  }),
);

const PresaleWithdrawal = builder.objectRef<{ withdrawn: boolean }>("PresaleWithdrawal").implement({
  description: "A withdrawn presale registration.",
  fields: (t) => ({ withdrawn: t.exposeBoolean("withdrawn", { description: "False when the fan had no registration to withdraw." }) }),
});

builder.mutationFields((t) => ({
  registerPresaleInterest: t.field({
    type: PresaleInterest,
    description: "Registers the signed-in fan for the event's presale (auth: signed-in fan). Registering again changes nothing. The organiser later invites registrants drawn at random; each invited fan gets a personal code by e-mail.",
    authScopes: { loggedIn: true },
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id." }) },
    errors: { types: [NotFoundError, errors.PresaleNotOpenError], directResult: true },
    resolve: (_r, a, ctx) => registerPresaleInterest(ctx.deps, viewerId(ctx), idOfType("Event", String(a.eventId))),
  }),
  withdrawPresaleInterest: t.field({
    type: PresaleWithdrawal,
    description: "Withdraws the signed-in fan's presale registration while they are not invited (auth: signed-in fan).",
    authScopes: { loggedIn: true },
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id." }) },
    errors: { types: [errors.PresaleAlreadyInvitedError], directResult: true },
    resolve: async (_r, a, ctx) => ({ withdrawn: await withdrawPresaleInterest(ctx.deps, viewerId(ctx), idOfType("Event", String(a.eventId))) }),
  }),
}));

// ───── the organiser's side ─────

const OperatorPresale = builder.objectRef<PresaleSummary>("OperatorPresale").implement({
  description: "An event's presale registrations, as its organiser sees them.",
  authScopes: write,
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The event's database id (OperatorEvent.id)." }),
    open: t.exposeBoolean("open", { description: "Fans may register now (OperatorEvent.presaleRegistration; switched with updateEvent)." }),
    registered: t.exposeInt("registered", { description: "Fans registered, invited or not." }),
    invited: t.exposeInt("invited", { description: "Fans invited (each sent a personal code)." }),
    remaining: t.exposeInt("remaining", { description: "Fans registered and not yet invited." }),
  }),
});

const PresaleInvitationResult = builder.objectRef<PresaleInvitation>("PresaleInvitation").implement({
  description: "The fans just invited to a presale.",
  authScopes: write,
  fields: (t) => ({
    invited: t.int({ description: "How many fans were invited now (fewer than asked when fewer remained).", resolve: (r) => r.invitedNow }),
    remaining: t.exposeInt("remaining", { description: "Registered fans still not invited." }),
    batch: t.exposeString("batch", { nullable: true, description: "The batch of their personal codes (operatorPromoCodes(batch:), promoCodesCsv(batch:)); null when nobody was invited." }),
    presale: t.field({ type: OperatorPresale, description: "The event's registrations after the invitation.", resolve: (r) => r }),
  }),
});

const InvitePresaleFansInput = builder.inputType("InvitePresaleFansInput", {
  description: "How many registrants to invite, and the terms of their personal codes.",
  fields: (t) => ({
    count: t.int({ required: true, description: "Invite this many registrants not yet invited (1 to 10,000), drawn uniformly at random." }),
    ticketTypeIds: t.idList({ description: "The hidden ticket types their codes unlock (TicketType.id or OperatorTicketType.id); default: every hidden ticket type of the event." }),
    startsAt: t.field({ type: "DateTime", description: "The codes are valid from (default: now)." }),
    endsAt: t.field({ type: "DateTime", description: "The codes are valid until (default: no end)." }),
    saleStartsAt: t.field({ type: "DateTime", description: "The invited fans may secure from this time, before the event's public sale opens (a presale window; default: with the public)." }),
  }),
});

builder.queryField("operatorPresale", (t) =>
  t.field({
    type: OperatorPresale,
    description: "Operators (scope events:write): how many fans registered for one of their events' presale, were invited, remain.",
    authScopes: write,
    args: { eventId: t.arg.id({ required: true, description: eventIdDescription }) },
    resolve: async (_r, a, ctx) => operatorPresaleSummary(ctx.deps, await requireOperator(ctx), idOfType("Event", String(a.eventId))),
  }),
);

builder.mutationField("invitePresaleFans", (t) =>
  t.field({
    type: PresaleInvitationResult,
    description:
      "Operators (scope events:write): invites registrants of one of their events' presale not yet invited, drawn uniformly at random: each gets a personal single-use ACCESS code bound to their account, e-mailed in their language with a link that carries it. Audited (operator.presale_invite).",
    authScopes: write,
    args: { eventId: t.arg.id({ required: true, description: eventIdDescription }), input: t.arg({ type: InvitePresaleFansInput, required: true, description: "How many, and the codes' terms." }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: async (_r, { eventId, input }, ctx) =>
      invitePresaleFans(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), { count: input.count, ticketTypeIds: input.ticketTypeIds?.map((id) => idOfType("TicketType", String(id))), startsAt: input.startsAt, endsAt: input.endsAt, saleStartsAt: input.saleStartsAt }),
  }),
);
