// Hand-back at face value in GraphQL (issue 32): list paid tickets for the next fan in line, withdraw a
// listing, the fan's listings and a ticket's. The offered fan pays through the ordinary payOrder (the offer is
// an order awaiting payment, shown on their queue place like a released ticket's). Thin: scope, call, return.
import DataLoader from "dataloader";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { describedValues, ErrorInterface } from "../core/core.schema.ts";
import { TicketNode } from "../tickets/tickets.schema.ts";
import { PayPasswordNotSetError, TooManyAttemptsError, WrongPayPasswordError } from "../users/index.ts";
import type { HandBack } from "../../generated/prisma/client.ts";
import * as errors from "./handback.errors.ts";
import * as service from "./handback.service.ts";
import { refundWorkingDays, sellerPayout } from "./handback.rules.ts";
import { operatorHandBacks, type OperatorHandBacks } from "./operator.ts";
import { idOfType } from "../../node-access.ts";
import { requireOperator } from "../organisations/index.ts";

for (const [cls, name, description] of [
  [errors.HandBackNotOfferedError, "HandBackNotOfferedError", "The event's organiser has not switched hand-backs on: its tickets are non-refundable and non-exchangeable."],
  [errors.TicketCannotBeHandedBackError, "TicketCannotBeHandedBackError", "The ticket cannot be handed back (used, revoked, listed already, a giveaway ticket, or its event started or was cancelled)."],
  [errors.HandBackClosedError, "HandBackClosedError", "The listing is closed: a buyer paid, or it was withdrawn or voided already."],
  [errors.HandBackPayoutUnavailableError, "HandBackPayoutUnavailableError", "payout ORIGINAL_METHOD was asked for a ticket whose order was not paid through a provider that refunds (Fan Coin, or nothing left to refund): only FAN_COIN is possible."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
}

const HandBackStatusEnum = builder.enumType("HandBackStatus", {
  description: "Where a hand-back stands.",
  values: describedValues(["LISTED", "OFFERED", "SOLD", "WITHDRAWN", "VOID"] as const, {
    LISTED: "Waiting for a fan in the event's line.",
    OFFERED: "Held for the next fan in line, who has a reserved window to pay.",
    SOLD: "A fan in line paid: the seller was paid the face value (less the organiser's published fee, if any) in Fan Coin, the old ticket no longer enters.",
    WITHDRAWN: "Taken back by the seller (or returned at the event's start with no buyer): the ticket is usable again.",
    VOID: "The event was cancelled: the seller's order is refunded as every other.",
  }),
});

const HandBackPayoutEnum = builder.enumType("HandBackPayout", {
  description: "How the seller of a handed-back ticket is paid when a fan in line buys it.",
  values: describedValues(["FAN_COIN", "ORIGINAL_METHOD"] as const, {
    FAN_COIN: "In Fan Coin, credited to the seller's wallet at once in the buyer's payment transaction (the default).",
    ORIGINAL_METHOD: "Back to the card or e-wallet the seller paid with, refunded through its payment provider (it takes the provider's usual working days). Only for tickets paid through a provider that refunds; see Ticket.handBackRefundTo.",
  }),
});

const HandBackPayoutStateEnum = builder.enumType("HandBackPayoutState", {
  description: "Where a sold hand-back's refund to the original payment method stands at its provider.",
  values: describedValues(["PENDING", "SETTLED", "FAILED"] as const, {
    PENDING: "Being sent to the provider, or accepted by it and on its way.",
    SETTLED: "The provider refunded it.",
    FAILED: "The provider refused it: the organiser settles it another way.",
  }),
});

// One query per page of hand-backs for their refunds' states, not one per listing.
const refundStateLoaders = new WeakMap<object, DataLoader<string, string | null>>();
function refundStateLoader(ctx: Context) {
  let l = refundStateLoaders.get(ctx);
  if (!l) {
    l = new DataLoader(async (ids: readonly string[]) => {
      const states = await service.payoutRefundStates(ctx.deps, ids);
      return ids.map((id) => states.get(id) ?? null);
    });
    refundStateLoaders.set(ctx, l);
  }
  return l;
}

const HandBackRefundTarget = builder.objectRef<{ method: string }>("HandBackRefundTarget").implement({
  description: "Where a hand-back's payout can go back to instead of Fan Coin: the card or e-wallet the ticket was paid with.",
  fields: (t) => ({
    method: t.exposeString("method", { description: "The payment method (card, applePay, alipayHK…), as paymentOptions names it." }),
    minWorkingDays: t.int({ description: "The provider's refund usually arrives after at least this many working days.", resolve: (r) => refundWorkingDays(r.method)[0] }),
    maxWorkingDays: t.int({ description: "…and at most this many.", resolve: (r) => refundWorkingDays(r.method)[1] }),
  }),
});

export const HandBackNode = builder.objectRef<HandBack>("HandBack").implement({
  description: "A ticket handed back at face value to the next fan in the event's line.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The listing's id (for withdrawHandBack)." }),
    ticketNo: t.exposeString("ticketNo", { description: "The handed-back ticket's number." }),
    status: t.field({ type: HandBackStatusEnum, description: "Where it stands.", resolve: (h) => h.status }),
    faceAmount: t.exposeInt("faceAmount", { description: "The face value (what the seller paid for it), in minor units of currency." }),
    currency: t.exposeString("currency", { description: "The face value's currency (ISO 4217)." }),
    feeAmount: t.int({
      description: "The organiser's fee kept back from the seller's payout, in minor units of currency (the event's published fee when the ticket was listed; 0 when none).",
      resolve: (h) => h.feeAmount ?? 0,
    }),
    payoutAmount: t.int({ description: "What the seller receives when it sells: the face value less the fee, in minor units of currency.", resolve: (h) => sellerPayout(h) }),
    paidOutCoins: t.exposeInt("paidOutCoins", { nullable: true, description: "Fan Coin minor units credited to the seller when sold (null when paid back to the original method)." }),
    payout: t.field({ type: HandBackPayoutEnum, description: "How the seller is paid when it sells (once sold: how they were paid; FAN_COIN when the original method could no longer take it).", resolve: (h) => h.payout }),
    payoutMethod: t.exposeString("payoutMethod", { nullable: true, description: "ORIGINAL_METHOD: the payment method the payout goes back to (card, alipayHK…)." }),
    payoutState: t.field({
      type: HandBackPayoutStateEnum,
      nullable: true,
      description: "Asked to be paid back to the original method: where its refund stands at the provider (null otherwise). FAILED: the provider refused it and the seller was paid in Fan Coin instead (payout FAN_COIN, paidOutCoins).",
      resolve: async (h, _a, ctx) => {
        if (!h.payoutRefundId) return null;
        const status = await refundStateLoader(ctx).load(h.payoutRefundId);
        return status === "SUCCEEDED" ? "SETTLED" : status === "FAILED" ? "FAILED" : status ? "PENDING" : null;
      },
    }),
    listedAt: t.expose("listedAt", { type: "DateTime", description: "When it was listed." }),
    closedAt: t.expose("closedAt", { type: "DateTime", nullable: true, description: "When it was sold, withdrawn or voided." }),
  }),
});

const handBackRefusals = [ValidationError, UnauthenticatedError, NotFoundError] as const;

const HandBackTicketsInput = builder.inputType("HandBackTicketsInput", {
  description: "Paid tickets to hand back at face value (final once a fan in line pays).",
  fields: (t) => ({
    ticketIds: t.globalIDList({ description: "The tickets' ids (Ticket.id), of one event or several.", required: true, for: [TicketNode] }),
    payPassword: t.string({ description: "The seller's payment password.", required: true }),
    payout: t.field({ type: HandBackPayoutEnum, required: false, description: "How to be paid when it sells: FAN_COIN (the default) or ORIGINAL_METHOD (only where every ticket's Ticket.handBackRefundTo is set; otherwise HandBackPayoutUnavailableError)." }),
  }),
});

const HandBackTicketsSuccess = builder.objectRef<{ handBacks: HandBack[] }>("HandBackTicketsSuccess").implement({
  description: "The tickets are listed (and offered at once when a fan waits in line).",
  fields: (t) => ({ handBacks: t.field({ type: [HandBackNode], description: "One listing per ticket.", resolve: (r) => r.handBacks }) }),
});

builder.mutationField("handBackTickets", (t) =>
  t.field({
    type: HandBackTicketsSuccess,
    description: "Hands paid tickets back at face value to the next fans in the event's line. While listed a ticket can neither enter nor be transferred; withdrawHandBack takes it back until a buyer pays.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: HandBackTicketsInput, required: true, description: "The tickets and the payment password." }) },
    errors: {
      types: [...handBackRefusals, WrongPayPasswordError, PayPasswordNotSetError, TooManyAttemptsError, errors.HandBackNotOfferedError, errors.TicketCannotBeHandedBackError, errors.HandBackPayoutUnavailableError],
      directResult: true,
    },
    resolve: async (_r, { input }, ctx) => {
      if (input.ticketIds.length > 10) throw new ValidationError("At most 10 tickets at once", "ticketIds");
      const handBacks = await service.handBackTickets(ctx.deps, { userId: ctx.viewer.userId!, ticketIds: input.ticketIds.map((g) => g.id), payPassword: input.payPassword, payout: input.payout ?? null });
      return { handBacks };
    },
  }),
);

builder.mutationField("withdrawHandBack", (t) =>
  t.field({
    type: HandBackNode,
    description: "Takes a hand-back back before a buyer pays: an offer in progress is cancelled, the ticket is usable again.",
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true, description: "The hand-back's id (HandBack.id)." }) },
    errors: { types: [...handBackRefusals, errors.HandBackClosedError], directResult: true },
    resolve: (_r, { id }, ctx) => service.withdrawHandBack(ctx.deps, { userId: ctx.viewer.userId!, handBackId: String(id) }),
  }),
);

builder.queryField("myHandBacks", (t) =>
  t.field({
    type: [HandBackNode],
    description: "The viewer's hand-backs, newest first (at most 100).",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => service.myHandBacks(ctx.deps, ctx.viewer.userId!),
  }),
);

builder.objectFields(TicketNode, (t) => ({
  handBack: t.field({
    type: HandBackNode,
    nullable: true,
    description: "The ticket's latest hand-back, seen by its seller (null: never handed back).",
    resolve: async (ticket, _a, ctx) => {
      const hb = await service.handBackOfTicket(ctx.deps, ticket.id);
      return hb && hb.sellerId === ctx.viewer.userId ? hb : null;
    },
  }),
  resoldThroughHandBack: t.boolean({
    description: "Whether the viewer's ticket is REVOKED because they handed it back and a fan in line bought it (My Tickets says so rather than \"Revoked\"). False for any other ticket, and for another fan's.",
    // Only a revoked ticket is looked up: a list of live ones asks nothing more of the database.
    resolve: (ticket, _a, ctx) => (ticket.status === "REVOKED" && ticket.ownerId === ctx.viewer.userId ? service.soldThroughHandBack(ctx.deps, ticket.id, ticket.ownerId) : false),
  }),
  handBackRefundTo: t.field({
    type: HandBackRefundTarget,
    nullable: true,
    description: "Where a hand-back of this ticket can be paid back to instead of Fan Coin (payout ORIGINAL_METHOD): its order's card or e-wallet, when a provider that refunds took it; null: Fan Coin only.",
    resolve: (ticket, _a, ctx) => (ticket.ownerId === ctx.viewer.userId ? service.handBackRefundTargetOfTicket(ctx.deps, ticket.orderItemId) : null),
  }),
  handBackOffered: t.boolean({
    description: "Whether its event takes tickets back at face value (switched on by the organiser).",
    resolve: (ticket, _a, ctx) => service.eventTakesHandBacks(ctx.deps, ticket.eventId),
  }),
}));

const HandBackCounts = builder.objectRef<OperatorHandBacks["counts"]>("HandBackCounts").implement({
  description: "An event's hand-backs by where they stand.",
  authScopes: { staff: "events:read" },
  fields: (t) => ({
    listed: t.int({ description: "Waiting for a fan in line.", resolve: (c) => c.LISTED }),
    offered: t.int({ description: "Held for the next fan in line, who may pay now.", resolve: (c) => c.OFFERED }),
    sold: t.int({ description: "Resold to a fan in line.", resolve: (c) => c.SOLD }),
    withdrawn: t.int({ description: "Taken back by their sellers (or returned at the start unsold).", resolve: (c) => c.WITHDRAWN }),
    void: t.int({ description: "Voided by the event's cancellation.", resolve: (c) => c.VOID }),
  }),
});

const OperatorHandBacksType = builder.objectRef<OperatorHandBacks>("OperatorHandBacks").implement({
  description: "An event's hand-backs as its organiser sees them (issue 32): counts, fees kept, and the listings (no fan's personal data).",
  authScopes: { staff: "events:read" },
  fields: (t) => ({
    counts: t.field({ type: HandBackCounts, description: "How many stand where.", resolve: (r) => r.counts }),
    feesKept: t.int({ description: "The fees kept from resold tickets, in minor units of the event's currency.", resolve: (r) => r.feesKept }),
    listings: t.field({ type: [HandBackNode], description: "The listings, newest first (at most `limit`).", resolve: (r) => r.listings }),
  }),
});

builder.queryField("operatorHandBacks", (t) =>
  t.field({
    type: OperatorHandBacksType,
    description: "Operators (scope events:read): one of their events' hand-backs at face value: counts by status, fees kept, and the newest listings.",
    authScopes: { staff: "events:read" },
    args: {
      eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }),
      limit: t.arg.int({ description: "At most this many listings (1 to 200; 50 by default)." }),
    },
    resolve: async (_r, a, ctx) => operatorHandBacks(ctx.deps, await requireOperator(ctx), idOfType("Event", String(a.eventId)), Math.min(200, Math.max(1, a.limit ?? 50))),
  }),
);
