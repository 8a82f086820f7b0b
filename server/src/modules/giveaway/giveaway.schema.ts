// The giveaway in GraphQL: the fan's entries and invite code, their vouchers (draw results and free
// tickets), the public draw record anyone can recompute, and the operators' commit and draw.
import { builder } from "../../builder.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { TicketNode } from "../tickets/tickets.schema.ts";
import { findTicketById } from "../tickets/index.ts";
import {
  GiveawayAlreadyCommittedError,
  GiveawayCampaignNotFoundError,
  GiveawayDrawNotReadyError,
  GiveawayOutOfStockError,
} from "./giveaway.errors.ts";
import type { DrawEntry } from "./giveaway.rules.ts";
import * as giveaway from "./giveaway.service.ts";
import { viewerId } from "../../context.ts";


const GiveawaySourceEnum = builder.enumType("GiveawaySource", { values: ["REGISTRATION", "TOPUP", "INVITE"] as const });
const GiveawayEntryStatusEnum = builder.enumType("GiveawayEntryStatus", {
  values: ["ACTIVE", "EXPIRED", "WON"] as const,
  description: "EXPIRED: past the campaign's entry expiry, or not drawn as a winner.",
});

export const GiveawayCampaignNode = builder.prismaObject("GiveawayCampaign", {
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    startsAt: t.expose("startsAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    entriesExpireAt: t.expose("entriesExpireAt", { type: "DateTime" }),
    winnersCount: t.exposeInt("winnersCount"),
    seedCommitment: t.exposeString("seedCommitment", { nullable: true, description: "SHA-256 of the draw's seed, published before the draw." }),
    drawnAt: t.expose("drawnAt", { type: "DateTime", nullable: true }),
  }),
});

const GiveawayEntryNode = builder.objectRef<giveaway.FanEntry>("GiveawayEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    source: t.expose("source", { type: GiveawaySourceEnum }),
    status: t.expose("status", { type: GiveawayEntryStatusEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    campaign: t.field({ type: GiveawayCampaignNode, resolve: (e) => e.campaign }),
    friendNickname: t.exposeString("friendNickname", { nullable: true, description: "The invited friend, for an invite entry." }),
  }),
});

const GiveawayTotals = builder.objectRef<giveaway.FanGiveaway["totals"]>("GiveawayTotals").implement({
  description: "active/expired/won count every campaign; registration/topup/invite the current campaign.",
  fields: (t) => ({
    active: t.exposeInt("active"),
    expired: t.exposeInt("expired"),
    won: t.exposeInt("won"),
    registration: t.exposeInt("registration"),
    topup: t.exposeInt("topup"),
    invite: t.exposeInt("invite"),
  }),
});

const GiveawayRules = builder.objectRef<giveaway.FanGiveaway["rates"]>("GiveawayRules").implement({
  fields: (t) => ({
    vndPerEntry: t.exposeInt("vndPerEntry"),
    vndPerFanCoin: t.exposeInt("vndPerFanCoin", { description: "Dong per whole Fan Coin (100 minor units)." }),
    maxTopupEntries: t.exposeInt("maxTopupEntries"),
    maxInviteEntries: t.exposeInt("maxInviteEntries"),
    inviteMinVnd: t.exposeInt("inviteMinVnd", { description: "A friend's top-ups must exceed this for the invite to count." }),
  }),
});

const MyGiveaway = builder.objectRef<giveaway.FanGiveaway>("MyGiveaway").implement({
  fields: (t) => ({
    inviteCode: t.exposeString("inviteCode"),
    campaign: t.field({ type: GiveawayCampaignNode, nullable: true, resolve: (g) => g.campaign }),
    entries: t.field({ type: [GiveawayEntryNode], resolve: (g) => g.entries }),
    totals: t.field({ type: GiveawayTotals, resolve: (g) => g.totals }),
    invitedFriends: t.exposeInt("invitedFriends", { description: "Friends who registered with the fan's invite code." }),
    rules: t.field({ type: GiveawayRules, resolve: (g) => g.rates }),
  }),
});

const GiveawayVoucher = builder.objectRef<giveaway.FanVoucher>("GiveawayVoucher").implement({
  fields: (t) => ({
    campaign: t.field({ type: GiveawayCampaignNode, resolve: (v) => v.campaign }),
    entries: t.exposeInt("entries"),
    won: t.exposeBoolean("won"),
    ticket: t.field({
      type: TicketNode,
      nullable: true,
      description: "The free ticket, for a winner.",
      resolve: (v, _a, ctx) => (v.ticketId ? findTicketById(ctx.deps, v.ticketId) : null),
    }),
  }),
});

const DrawEntryNode = builder.objectRef<DrawEntry>("GiveawayDrawEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    holder: t.exposeString("holder", { description: 'First 16 hex of SHA-256("<campaignId>:<userId>").' }),
  }),
});

const GiveawayDraw = builder.objectRef<giveaway.PublicDraw>("GiveawayDraw").implement({
  description:
    "A draw anyone can recompute: SHA-256(seed) = seedCommitment; SHA-256(entries as '<id> <holder>' lines sorted by id, joined by \\n) = entriesHash; " +
    "winner of round i = HMAC-SHA256(seed, i) mod entries left, removing the winner's other entries.",
  fields: (t) => ({
    campaign: t.field({ type: GiveawayCampaignNode, resolve: (d) => d.campaign }),
    algorithm: t.exposeString("algorithm"),
    seedCommitment: t.exposeString("seedCommitment", { nullable: true }),
    seed: t.exposeString("seed", { nullable: true, description: "Revealed at the draw." }),
    entriesHash: t.exposeString("entriesHash", { nullable: true }),
    entries: t.field({ type: [DrawEntryNode], resolve: (d) => d.entries }),
    winners: t.field({ type: [DrawEntryNode], resolve: (d) => d.winners }),
    myHolder: t.string({
      nullable: true,
      description: "The signed-in fan's pseudonym in this campaign's entries list.",
      resolve: (d, _a, ctx) => (ctx.viewer.userId ? giveaway.myHolderRef(d.campaign.id, ctx.viewer.userId) : null),
    }),
  }),
});

builder.objectType(GiveawayDrawNotReadyError, {
  name: "GiveawayDrawNotReadyError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.exposeString("reason") }),
});
for (const [cls, name] of [
  [GiveawayCampaignNotFoundError, "GiveawayCampaignNotFoundError"],
  [GiveawayAlreadyCommittedError, "GiveawayAlreadyCommittedError"],
  [GiveawayOutOfStockError, "GiveawayOutOfStockError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}

builder.queryFields((t) => ({
  myGiveaway: t.field({
    type: MyGiveaway,
    description: "The fan's invite code, giveaway entries (newest first) and totals.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => giveaway.getFanGiveaway(ctx.deps, viewerId(ctx)),
  }),
  myGiveawayVouchers: t.field({
    type: [GiveawayVoucher],
    description: "Drawn campaigns the fan had entries in, newest draw first, with the free ticket when they won.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => giveaway.listFanVouchers(ctx.deps, viewerId(ctx)),
  }),
  giveawayDraw: t.field({
    type: GiveawayDraw,
    nullable: true,
    description: "The public record of a campaign's draw (null for an unknown campaign).",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_r, { slug }, ctx) => {
      try {
        return await giveaway.getPublicDraw(ctx.deps, slug);
      } catch (e) {
        if (e instanceof GiveawayCampaignNotFoundError) return null;
        throw e;
      }
    },
  }),
}));

const SeedCommitment = builder.objectRef<{ seedCommitment: string }>("GiveawaySeedCommitment").implement({
  authScopes: { staff: "giveaway:draw" },
  fields: (t) => ({ seedCommitment: t.exposeString("seedCommitment") }),
});

builder.mutationFields((t) => ({
  commitGiveawayDraw: t.field({
    type: SeedCommitment,
    description: "Operators (scope giveaway:draw): publish SHA-256 of the draw's seed before the draw.",
    args: { slug: t.arg.string({ required: true }), seed: t.arg.string({ required: false }) },
    authScopes: { staff: "giveaway:draw" },
    errors: { types: [GiveawayCampaignNotFoundError, GiveawayAlreadyCommittedError], directResult: true },
    resolve: (_r, { slug, seed }, ctx) =>
      auditedStaffAction(ctx, "staff.giveaway_commit", { targetType: "GiveawayCampaign", targetId: slug.slice(0, 100) }, () => giveaway.commitDraw(ctx.deps, slug, seed), () => ({ details: { campaignSlug: slug } })),
  }),
  drawGiveaway: t.field({
    type: GiveawayDraw,
    description: "Operators (scope giveaway:draw): draw the winners of an ended campaign; drawing again returns the recorded draw.",
    args: { slug: t.arg.string({ required: true }) },
    authScopes: { staff: "giveaway:draw" },
    errors: { types: [GiveawayCampaignNotFoundError, GiveawayDrawNotReadyError, GiveawayOutOfStockError], directResult: true },
    resolve: (_r, { slug }, ctx) =>
      auditedStaffAction(ctx, "staff.giveaway_draw", { targetType: "GiveawayCampaign", targetId: slug.slice(0, 100) }, () => giveaway.drawCampaign(ctx.deps, slug), (d) => ({
        details: { campaignSlug: slug, winners: d.winners.length },
      })),
  }),
}));
