// The free-ticket giveaway: entries earned into a ledger of their own (GiveawayEntry), and the
// verifiable draw that turns winning entries into tickets.
//
// Earning, per running campaign (startsAt ≤ now < endsAt, not drawn):
//  - 1 entry on registration (sourceRef = the user id);
//  - 1 per GIVEAWAY_VND_PER_ENTRY dong of cumulative top-ups in the campaign, at most
//    GIVEAWAY_MAX_TOPUP_ENTRIES (sourceRef = "topup-<n>", the n-th top-up entry: the unique key
//    (campaign, user, source, sourceRef) itself makes a second award of the n-th entry impossible and
//    caps the ordinals);
//  - 1 to the inviter per invited friend whose cumulative top-ups in the campaign exceed
//    GIVEAWAY_INVITE_MIN_VND, at most GIVEAWAY_MAX_INVITE_ENTRIES (sourceRef = the friend's user id).
// Top-up awards run inside the top-up's own transaction (a handler of "order:paid", wired in wiring.ts) under a per-fan
// advisory lock, so two top-ups committing at once count each other's amounts and never double-award.
//
// Status: WON after a draw; EXPIRED once the campaign's entriesExpireAt has passed or after the draw
// (entries that did not win are spent); ACTIVE otherwise. Expiry by date is computed on read, so no
// job has to run for it to be true.
import crypto from "node:crypto";
import type { Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { GiveawayCampaign, GiveawayEntry, GiveawaySource, Order } from "../../generated/prisma/client.ts";
import { paidTopUpTotal } from "../orders/index.ts";
import { giveawayTicketsOf, issueGiveawayTicket } from "../tickets/index.ts";
import { eventOrganisationId, takeTicketTypeStock, ticketTypeForIssue } from "../events/index.ts";
import type { OperatorScope } from "../../context.ts";
import { countInvitedBy, inviteCodeOf, inviterOf, nicknamesOf } from "../users/index.ts";
import {
  DRAW_ALGORITHM,
  drawWinners,
  entriesHash,
  holderRef,
  inviteQualifies,
  sha256Hex,
  sortEntries,
  topupEntriesFor,
  type DrawEntry,
  type DrawRecord,
  type GiveawayRates,
} from "./giveaway.rules.ts";
import {
  GiveawayAlreadyCommittedError,
  GiveawayCampaignNotFoundError,
  GiveawayDrawNotReadyError,
  GiveawayOutOfStockError,
} from "./giveaway.errors.ts";

export type EntryStatus = "ACTIVE" | "EXPIRED" | "WON";

export function giveawayRates(deps: Deps): GiveawayRates {
  return deps.config.giveaway;
}

function runningCampaigns(tx: Tx, now: Date): Promise<GiveawayCampaign[]> {
  return tx.giveawayCampaign.findMany({
    where: { startsAt: { lte: now }, endsAt: { gt: now }, drawnAt: null },
    orderBy: { endsAt: "asc" },
  });
}

/** Serialises the giveaway awards of one fan (held to the end of the transaction). */
async function lockFan(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`select 1 as locked from pg_advisory_xact_lock(hashtextextended(${`giveaway:${userId}`}, 0))`;
}

function insertEntries(tx: Tx, campaignId: string, userId: string, source: GiveawaySource, refs: string[], now: Date) {
  if (!refs.length) return Promise.resolve({ count: 0 });
  return tx.giveawayEntry.createMany({
    data: refs.map((sourceRef) => ({ campaignId, userId, source, sourceRef, createdAt: now })),
    skipDuplicates: true,
  });
}

/** Registration: 1 entry in every running campaign. Inside the sign-up transaction ("user:registered", wired in wiring.ts). */
export async function awardRegistrationEntry(tx: Tx, deps: Deps, userId: string): Promise<void> {
  const now = deps.now();
  for (const campaign of await runningCampaigns(tx, now)) {
    await insertEntries(tx, campaign.id, userId, "REGISTRATION", [userId], now);
  }
}

function topupsInCampaign(tx: Tx, userId: string, campaign: GiveawayCampaign): Promise<number> {
  return paidTopUpTotal(tx, userId, { from: campaign.startsAt, to: campaign.endsAt });
}

/** A paid top-up ("order:paid" of a TOPUP order): top-up entries for the fan, an invite entry for the inviter. */
export async function awardTopupEntries(tx: Tx, deps: Deps, order: Order): Promise<void> {
  if (order.kind !== "TOPUP" || order.currency !== "FANCOIN") return;
  const now = order.paidAt ?? deps.now();
  const campaigns = await runningCampaigns(tx, now);
  if (!campaigns.length) return;
  const rates = giveawayRates(deps);
  // After the lock, each statement sees every top-up committed before it (READ COMMITTED).
  await lockFan(tx, order.userId);
  const fan = { invitedById: await inviterOf(tx, order.userId) };
  for (const campaign of campaigns) {
    const total = await topupsInCampaign(tx, order.userId, campaign);
    const target = topupEntriesFor(total, rates);
    const have = await tx.giveawayEntry.count({ where: { campaignId: campaign.id, userId: order.userId, source: "TOPUP" } });
    const refs = Array.from({ length: Math.max(0, target - have) }, (_, i) => `topup-${have + i + 1}`);
    await insertEntries(tx, campaign.id, order.userId, "TOPUP", refs, now);

    if (fan.invitedById && inviteQualifies(total, rates)) {
      // Lock order is always invitee, then inviter (who registered earlier): no cycle, no deadlock.
      await lockFan(tx, fan.invitedById);
      const invites = await tx.giveawayEntry.count({ where: { campaignId: campaign.id, userId: fan.invitedById, source: "INVITE" } });
      if (invites < rates.maxInviteEntries) {
        await insertEntries(tx, campaign.id, fan.invitedById, "INVITE", [order.userId], now);
      }
    }
  }
}

// ───── the fan's view ─────

export function entryStatus(entry: Pick<GiveawayEntry, "status">, campaign: Pick<GiveawayCampaign, "entriesExpireAt">, now: Date): EntryStatus {
  if (entry.status === "WON") return "WON";
  if (entry.status === "EXPIRED" || now >= campaign.entriesExpireAt) return "EXPIRED";
  return "ACTIVE";
}

export interface FanEntry {
  id: string;
  source: GiveawaySource;
  status: EntryStatus;
  createdAt: Date;
  campaign: GiveawayCampaign;
  /** For an invite entry: the invited friend's nickname. */
  friendNickname: string | null;
}

export interface FanGiveaway {
  inviteCode: string;
  campaign: GiveawayCampaign | null;
  entries: FanEntry[];
  totals: { active: number; expired: number; won: number; registration: number; topup: number; invite: number };
  invitedFriends: number;
  rates: GiveawayRates;
}

/** The running campaign (ending soonest), else the most recently ended one. */
async function currentCampaign(deps: Deps, now: Date): Promise<GiveawayCampaign | null> {
  const running = await runningCampaigns(deps.db, now);
  if (running[0]) return running[0];
  return deps.db.giveawayCampaign.findFirst({ where: { startsAt: { lte: now } }, orderBy: { endsAt: "desc" } });
}

export async function getFanGiveaway(deps: Deps, userId: string): Promise<FanGiveaway> {
  const now = deps.now();
  const [inviteCode, campaign, rows, invitedFriends] = await Promise.all([
    inviteCodeOf(deps.db, userId),
    currentCampaign(deps, now),
    deps.db.giveawayEntry.findMany({
      where: { userId },
      include: { campaign: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 500,
    }),
    countInvitedBy(deps.db, userId),
  ]);
  const nickname = await nicknamesOf(deps.db, rows.filter((r) => r.source === "INVITE").map((r) => r.sourceRef));
  const entries: FanEntry[] = rows.map((r) => ({
    id: r.id,
    source: r.source,
    status: entryStatus(r, r.campaign, now),
    createdAt: r.createdAt,
    campaign: r.campaign,
    friendNickname: r.source === "INVITE" ? (nickname.get(r.sourceRef) ?? null) : null,
  }));
  const inCampaign = campaign ? entries.filter((e) => e.campaign.id === campaign.id) : [];
  const count = (f: (e: FanEntry) => boolean) => entries.filter(f).length;
  return {
    inviteCode,
    campaign,
    entries,
    totals: {
      active: count((e) => e.status === "ACTIVE"),
      expired: count((e) => e.status === "EXPIRED"),
      won: count((e) => e.status === "WON"),
      registration: inCampaign.filter((e) => e.source === "REGISTRATION").length,
      topup: inCampaign.filter((e) => e.source === "TOPUP").length,
      invite: inCampaign.filter((e) => e.source === "INVITE").length,
    },
    invitedFriends,
    rates: giveawayRates(deps),
  };
}

export interface FanVoucher {
  campaign: GiveawayCampaign;
  entries: number;
  won: boolean;
  ticketId: string | null;
}

/** /my-voucher: every drawn campaign the fan had entries in, and the free ticket when they won. */
export async function listFanVouchers(deps: Deps, userId: string): Promise<FanVoucher[]> {
  const campaigns = await deps.db.giveawayCampaign.findMany({
    where: { drawnAt: { not: null }, entries: { some: { userId } } },
    orderBy: { drawnAt: "desc" },
    include: { _count: { select: { entries: { where: { userId } } } }, entries: { where: { userId, status: "WON" }, select: { id: true } } },
  });
  const ticketOf = await giveawayTicketsOf(deps.db, userId, campaigns.map((c) => c.id));
  return campaigns.map(({ _count, entries, ...campaign }) => ({
    campaign,
    entries: _count.entries,
    won: entries.length > 0,
    ticketId: ticketOf.get(campaign.id) ?? null,
  }));
}

// ───── the verifiable draw ─────

export interface PublicDraw {
  campaign: GiveawayCampaign;
  algorithm: string;
  seedCommitment: string | null;
  /** Only once drawn. */
  seed: string | null;
  entriesHash: string | null;
  entries: DrawEntry[];
  winners: DrawEntry[];
}

async function findCampaign(db: Deps["db"] | Tx, slug: string): Promise<GiveawayCampaign> {
  const campaign = await db.giveawayCampaign.findUnique({ where: { slug } });
  if (!campaign) throw new GiveawayCampaignNotFoundError();
  return campaign;
}

/**
 * The campaign of this slug when the operator may run its draw, else GiveawayCampaignNotFoundError (as
 * for a campaign that does not exist). A campaign belongs to its event's organisation, and its prize's
 * ticket type must be of that organisation's events too; a campaign of no event is the platform's own.
 * The platform (an operator without an organisation) runs any.
 */
async function operatorCampaign(db: Deps["db"] | Tx, op: OperatorScope, slug: string): Promise<GiveawayCampaign> {
  const campaign = await findCampaign(db, slug);
  if (!op.organisationId) return campaign;
  const eventIds = [campaign.eventId, campaign.ticketTypeId ? (await ticketTypeForIssue(db as Tx, campaign.ticketTypeId)).eventId : null];
  if (!campaign.eventId) throw new GiveawayCampaignNotFoundError();
  for (const eventId of eventIds) if (eventId && (await eventOrganisationId(db, eventId)) !== op.organisationId) throw new GiveawayCampaignNotFoundError();
  return campaign;
}

/**
 * Publishes SHA-256(seed) before the draw. The seed (32 random bytes unless the operator brings one)
 * is kept with the campaign and never shown until the draw reveals it.
 */
export async function commitDraw(deps: Deps, op: OperatorScope, slug: string, seed?: string | null): Promise<{ seedCommitment: string }> {
  const campaign = await operatorCampaign(deps.db, op, slug);
  const secret = seed?.trim() || crypto.randomBytes(32).toString("hex");
  const seedCommitment = sha256Hex(secret);
  const updated = await deps.db.giveawayCampaign.updateMany({
    where: { id: campaign.id, seedCommitment: null, drawnAt: null },
    data: { seedCommitment, seed: secret },
  });
  if (updated.count !== 1) throw new GiveawayAlreadyCommittedError();
  return { seedCommitment };
}

/**
 * Draws the winners once the campaign has ended: reveals the seed, records the entries list, its hash
 * and the winners (GiveawayCampaign.result), marks winning entries WON and the rest EXPIRED, and gives
 * each winner a free ticket of the campaign's ticket type. Drawing again returns the recorded draw.
 */
export async function drawCampaign(deps: Deps, op: OperatorScope, slug: string): Promise<PublicDraw> {
  const now = deps.now();
  await deps.db.$transaction(async (tx) => {
    const found = await operatorCampaign(tx, op, slug);
    // The row lock makes two simultaneous draws take turns; the second sees drawnAt and stops.
    await tx.$queryRaw`select id from "GiveawayCampaign" where id = ${found.id} for update`;
    const campaign = await tx.giveawayCampaign.findUniqueOrThrow({ where: { id: found.id } });
    if (campaign.drawnAt) return;
    if (!campaign.seedCommitment || !campaign.seed) throw new GiveawayDrawNotReadyError("NOT_COMMITTED");
    if (now < campaign.endsAt) throw new GiveawayDrawNotReadyError("NOT_ENDED");

    const active = now < campaign.entriesExpireAt
      ? await tx.giveawayEntry.findMany({ where: { campaignId: campaign.id, status: "ACTIVE" }, select: { id: true, userId: true } })
      : [];
    const userOf = new Map(active.map((e) => [e.id, e.userId]));
    const entries = sortEntries(active.map((e) => ({ id: e.id, holder: holderRef(campaign.id, e.userId) })));
    const winners = drawWinners(campaign.seed, entries, campaign.winnersCount);

    const ticketType = campaign.ticketTypeId ? await ticketTypeForIssue(tx, campaign.ticketTypeId) : null;
    for (const winner of winners) {
      const userId = userOf.get(winner.id)!;
      await tx.giveawayEntry.update({ where: { id: winner.id }, data: { status: "WON" } });
      if (!ticketType) continue;
      if (!(await takeTicketTypeStock(tx, ticketType.id, 1))) throw new GiveawayOutOfStockError();
      await issueGiveawayTicket(tx, { eventId: ticketType.eventId, ticketTypeId: ticketType.id, ownerId: userId, campaignId: campaign.id, at: now });
    }
    await tx.giveawayEntry.updateMany({ where: { campaignId: campaign.id, status: "ACTIVE" }, data: { status: "EXPIRED" } });
    const record: DrawRecord = {
      algorithm: DRAW_ALGORITHM,
      seedCommitment: campaign.seedCommitment,
      seed: campaign.seed,
      entriesHash: entriesHash(entries),
      entries,
      winnersCount: campaign.winnersCount,
      winners,
    };
    await tx.giveawayCampaign.update({ where: { id: campaign.id }, data: { drawnAt: now, result: record as object } });
  });
  return getPublicDraw(deps, slug);
}

/** What anyone may see of a draw: the commitment always; seed, entries, hash and winners once drawn. */
export async function getPublicDraw(deps: Deps, slug: string): Promise<PublicDraw> {
  const campaign = await findCampaign(deps.db, slug);
  const record = campaign.drawnAt ? (campaign.result as unknown as DrawRecord | null) : null;
  return {
    campaign,
    algorithm: DRAW_ALGORITHM,
    seedCommitment: campaign.seedCommitment,
    seed: record?.seed ?? null,
    entriesHash: record?.entriesHash ?? null,
    entries: record?.entries ?? [],
    winners: record?.winners ?? [],
  };
}

/** The fan's pseudonym in a campaign's public entries list. */
export function myHolderRef(campaignId: string, userId: string): string {
  return holderRef(campaignId, userId);
}

/** Of ids, the campaigns that exist: public like their draw record (giveawayDraw), for node(id:). */
export async function existingCampaignIds(deps: Deps, ids: string[]): Promise<string[]> {
  const rows = await deps.db.giveawayCampaign.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return rows.map((r) => r.id);
}
