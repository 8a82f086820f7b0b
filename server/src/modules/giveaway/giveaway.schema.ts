// The giveaway in GraphQL: the fan's entries and invite code, their vouchers (draw results and free
// tickets), the public draw record anyone can recompute, and the operators' commit and draw.
import { builder } from "../../builder.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { requireOperator } from "../organisations/index.ts";
import { ErrorInterface, describedValues } from "../core/core.schema.ts";
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
import { nodeAccess } from "../../node-access.ts";


const GiveawaySourceEnum = builder.enumType("GiveawaySource", {
  description: "How a giveaway entry was earned.",
  values: describedValues(["REGISTRATION", "TOPUP", "INVITE"] as const, {
    REGISTRATION: "Signing up during the campaign.",
    TOPUP: "Topping up the Fan Coin wallet (one entry per GiveawayRules.vndPerEntry).",
    INVITE: "A friend who signed up with the fan's invite code and topped up.",
  }),
});
const GiveawayEntryStatusEnum = builder.enumType("GiveawayEntryStatus", {
  values: describedValues(["ACTIVE", "EXPIRED", "WON"] as const, {
    ACTIVE: "Takes part in the coming draw.",
    EXPIRED: "Past the campaign's entry expiry, or not drawn as a winner.",
    WON: "Drawn as a winner.",
  }),
  description: "EXPIRED: past the campaign's entry expiry, or not drawn as a winner.",
});

export const GiveawayCampaignNode = builder.prismaNode("GiveawayCampaign", {
  description: "A giveaway campaign: fans earn entries during it and winners are drawn after it ends.",
  id: { field: "id", description: "The campaign's global id: node(id:) answers it to anyone, as its draw record is public." },
  fields: (t) => ({
    slug: t.exposeString("slug", { description: "The campaign's URL-safe name; used by giveawayDraw(slug:)." }),
    title: t.exposeString("title", { description: "The campaign's title." }),
    startsAt: t.expose("startsAt", { description: "When entries start counting (ISO 8601, UTC).", type: "DateTime" }),
    endsAt: t.expose("endsAt", { description: "When entries stop counting (ISO 8601, UTC).", type: "DateTime" }),
    entriesExpireAt: t.expose("entriesExpireAt", { description: "When entries that were not drawn expire (ISO 8601, UTC).", type: "DateTime" }),
    winnersCount: t.exposeInt("winnersCount", { description: "How many winners are drawn." }),
    seedCommitment: t.exposeString("seedCommitment", { nullable: true, description: "SHA-256 of the draw's seed, published before the draw." }),
    drawnAt: t.expose("drawnAt", { description: "When the winners were drawn; null before the draw.", type: "DateTime", nullable: true }),
  }),
});

nodeAccess("GiveawayCampaign", (ids, ctx) => giveaway.existingCampaignIds(ctx.deps, ids));

const GiveawayEntryNode = builder.objectRef<giveaway.FanEntry>("GiveawayEntry").implement({
  description: "One entry of the signed-in fan in a giveaway.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The entry's id." }),
    source: t.expose("source", { description: "How it was earned.", type: GiveawaySourceEnum }),
    status: t.expose("status", { description: "Whether it is still in the draw, won or expired.", type: GiveawayEntryStatusEnum }),
    createdAt: t.expose("createdAt", { description: "When it was earned (ISO 8601, UTC).", type: "DateTime" }),
    campaign: t.field({ description: "The campaign it belongs to.", type: GiveawayCampaignNode, resolve: (e) => e.campaign }),
    friendNickname: t.exposeString("friendNickname", { nullable: true, description: "The invited friend, for an invite entry." }),
  }),
});

const GiveawayTotals = builder.objectRef<giveaway.FanGiveaway["totals"]>("GiveawayTotals").implement({
  description: "active/expired/won count every campaign; registration/topup/invite the current campaign.",
  fields: (t) => ({
    active: t.exposeInt("active", { description: "Entries in the coming draw, over every campaign." }),
    expired: t.exposeInt("expired", { description: "Expired entries, over every campaign." }),
    won: t.exposeInt("won", { description: "Winning entries, over every campaign." }),
    registration: t.exposeInt("registration", { description: "Entries from signing up, in the current campaign." }),
    topup: t.exposeInt("topup", { description: "Entries from top-ups, in the current campaign." }),
    invite: t.exposeInt("invite", { description: "Entries from invited friends, in the current campaign." }),
  }),
});

const GiveawayRules = builder.objectRef<giveaway.FanGiveaway["rates"]>("GiveawayRules").implement({
  description: "How entries are earned in the current campaign.",
  fields: (t) => ({
    vndPerEntry: t.exposeInt("vndPerEntry", { description: "Top-up amount in Vietnamese dong that earns one entry." }),
    vndPerFanCoin: t.exposeInt("vndPerFanCoin", { description: "Dong per whole Fan Coin (100 minor units)." }),
    maxTopupEntries: t.exposeInt("maxTopupEntries", { description: "The most entries a fan can earn from top-ups in one campaign." }),
    maxInviteEntries: t.exposeInt("maxInviteEntries", { description: "The most entries a fan can earn from invites in one campaign." }),
    inviteMinVnd: t.exposeInt("inviteMinVnd", { description: "A friend's top-ups must exceed this for the invite to count." }),
  }),
});

const MyGiveaway = builder.objectRef<giveaway.FanGiveaway>("MyGiveaway").implement({
  description: "The signed-in fan's giveaway: invite code, entries, totals and the rules.",
  fields: (t) => ({
    inviteCode: t.exposeString("inviteCode", { description: "The fan's invite code to share with friends." }),
    campaign: t.field({ description: "The current campaign; null when none runs.", type: GiveawayCampaignNode, nullable: true, resolve: (g) => g.campaign }),
    entries: t.field({ description: "The fan's entries, newest first.", type: [GiveawayEntryNode], resolve: (g) => g.entries }),
    totals: t.field({ description: "Counts of the fan's entries.", type: GiveawayTotals, resolve: (g) => g.totals }),
    invitedFriends: t.exposeInt("invitedFriends", { description: "Friends who registered with the fan's invite code." }),
    rules: t.field({ description: "How entries are earned.", type: GiveawayRules, resolve: (g) => g.rates }),
  }),
});

const GiveawayVoucher = builder.objectRef<giveaway.FanVoucher>("GiveawayVoucher").implement({
  description: "A drawn campaign the fan had entries in, and whether they won.",
  fields: (t) => ({
    campaign: t.field({ description: "The campaign.", type: GiveawayCampaignNode, resolve: (v) => v.campaign }),
    entries: t.exposeInt("entries", { description: "How many entries the fan had in it." }),
    won: t.exposeBoolean("won", { description: "True when one of them was drawn." }),
    ticket: t.field({
      type: TicketNode,
      nullable: true,
      description: "The free ticket, for a winner.",
      resolve: (v, _a, ctx) => (v.ticketId ? findTicketById(ctx.deps, v.ticketId) : null),
    }),
  }),
});

const DrawEntryNode = builder.objectRef<DrawEntry>("GiveawayDrawEntry").implement({
  description: "One entry in a draw's public record, under a pseudonym.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The entry's id." }),
    holder: t.exposeString("holder", { description: 'First 16 hex of SHA-256("<campaignId>:<userId>").' }),
  }),
});

const GiveawayDraw = builder.objectRef<giveaway.PublicDraw>("GiveawayDraw").implement({
  description:
    "A draw anyone can recompute: SHA-256(seed) = seedCommitment; SHA-256(entries as '<id> <holder>' lines sorted by id, joined by \\n) = entriesHash; " +
    "winner of round i = HMAC-SHA256(seed, i) mod entries left, removing the winner's other entries.",
  fields: (t) => ({
    campaign: t.field({ description: "The campaign drawn.", type: GiveawayCampaignNode, resolve: (d) => d.campaign }),
    algorithm: t.exposeString("algorithm", { description: "How winners are picked from the seed and the entries, so anyone can re-run the draw." }),
    seedCommitment: t.exposeString("seedCommitment", { description: "SHA-256 of the seed, published before the draw; null before commitGiveawayDraw.", nullable: true }),
    seed: t.exposeString("seed", { nullable: true, description: "Revealed at the draw." }),
    entriesHash: t.exposeString("entriesHash", { description: "SHA-256 of the ordered entry list the draw ran on; null before the draw.", nullable: true }),
    entries: t.field({ description: "Every entry of the draw, in the order the algorithm uses.", type: [DrawEntryNode], resolve: (d) => d.entries }),
    winners: t.field({ description: "The winning entries.", type: [DrawEntryNode], resolve: (d) => d.winners }),
    myHolder: t.string({
      nullable: true,
      description: "The signed-in fan's pseudonym in this campaign's entries list.",
      resolve: (d, _a, ctx) => (ctx.viewer.userId ? giveaway.myHolderRef(d.campaign.id, ctx.viewer.userId) : null),
    }),
  }),
});

builder.objectType(GiveawayDrawNotReadyError, {
  description: "The campaign cannot be drawn yet (see reason).",
  name: "GiveawayDrawNotReadyError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.exposeString("reason", { description: "Why: NOT_COMMITTED (no seed committed yet) or NOT_ENDED (the campaign still runs)." }) }),
});
for (const [cls, name, description] of [
  [GiveawayCampaignNotFoundError, "GiveawayCampaignNotFoundError", "No giveaway campaign has that slug."],
  [GiveawayAlreadyCommittedError, "GiveawayAlreadyCommittedError", "The draw's seed was already committed; it cannot change."],
  [GiveawayOutOfStockError, "GiveawayOutOfStockError", "No free ticket is left for the prize."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
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
    args: { slug: t.arg.string({ description: "The campaign's slug.", required: true }) },
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
  description: "The published commitment to a draw's seed.",
  authScopes: { staff: "giveaway:draw" },
  fields: (t) => ({ seedCommitment: t.exposeString("seedCommitment", { description: "SHA-256 of the seed, hex." }) }),
});

builder.mutationFields((t) => ({
  commitGiveawayDraw: t.field({
    type: SeedCommitment,
    description: "Operators (scope giveaway:draw): publish SHA-256 of the draw's seed before the draw.",
    args: { slug: t.arg.string({ description: "The campaign's slug.", required: true }), seed: t.arg.string({ description: "The secret seed; a random one is made when omitted.", required: false }) },
    authScopes: { staff: "giveaway:draw" },
    errors: { types: [GiveawayCampaignNotFoundError, GiveawayAlreadyCommittedError], directResult: true },
    resolve: (_r, { slug, seed }, ctx) =>
      auditedStaffAction(ctx, "staff.giveaway_commit", { targetType: "GiveawayCampaign", targetId: slug.slice(0, 100) }, async () => giveaway.commitDraw(ctx.deps, await requireOperator(ctx), slug, seed), () => ({ details: { campaignSlug: slug } })),
  }),
  drawGiveaway: t.field({
    type: GiveawayDraw,
    description: "Operators (scope giveaway:draw): draw the winners of an ended campaign; drawing again returns the recorded draw.",
    args: { slug: t.arg.string({ description: "The campaign's slug.", required: true }) },
    authScopes: { staff: "giveaway:draw" },
    errors: { types: [GiveawayCampaignNotFoundError, GiveawayDrawNotReadyError, GiveawayOutOfStockError], directResult: true },
    resolve: (_r, { slug }, ctx) =>
      auditedStaffAction(ctx, "staff.giveaway_draw", { targetType: "GiveawayCampaign", targetId: slug.slice(0, 100) }, async () => giveaway.drawCampaign(ctx.deps, await requireOperator(ctx), slug), (d) => ({
        details: { campaignSlug: slug, winners: d.winners.length },
      })),
  }),
}));
