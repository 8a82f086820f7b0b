// Giveaway campaigns made straight in the database (campaigns are an operator's data: the giveaway
// module has services to commit and draw one, none to create one), so that a test knows the campaign
// its fans enter, its prize and its dates instead of reading the demo seed's.
import crypto from "node:crypto";
import type { Deps } from "../../server/src/deps.ts";

export interface GiveawayCampaign {
  id: string;
  slug: string;
  title: string;
  eventId: string | null;
  ticketTypeId: string | null;
  winnersCount: number;
  endsAt: Date;
}

const DAY = 24 * 3600_000;

/**
 * A campaign running now (started a day ago, ending in `endsInDays`) whose winners get a ticket of
 * `ticketTypeId` (none: a campaign whose prize is not a ticket, for the entry rules alone). `onlyRunning` ends every other campaign of the database a long time ago, so that the
 * fans' registration and top-up entries go to this one alone (and it is the one the invite page shows).
 */
export async function createGiveawayCampaign(
  deps: Deps,
  opts: { ticketTypeId?: string; winnersCount?: number; endsInDays?: number; onlyRunning?: boolean; title?: string },
): Promise<GiveawayCampaign> {
  const tag = crypto.randomBytes(5).toString("hex");
  const now = deps.now().getTime();
  if (opts.onlyRunning) {
    await deps.db.giveawayCampaign.updateMany({ where: { endsAt: { gt: new Date(now) } }, data: { startsAt: new Date(now - 60 * DAY), endsAt: new Date(now - 50 * DAY), entriesExpireAt: new Date(now - 49 * DAY) } });
  }
  const type = opts.ticketTypeId ? await deps.db.ticketType.findUniqueOrThrow({ where: { id: opts.ticketTypeId }, select: { eventId: true } }) : null;
  const endsAt = new Date(now + (opts.endsInDays ?? 1) * DAY);
  const campaign = await deps.db.giveawayCampaign.create({
    data: {
      slug: `giveaway-${tag}`,
      title: `${opts.title ?? "Test giveaway"} ${tag.slice(0, 4)}`,
      ticketTypeId: opts.ticketTypeId ?? null,
      eventId: type?.eventId ?? null,
      winnersCount: opts.winnersCount ?? 1,
      startsAt: new Date(now - DAY),
      endsAt,
      entriesExpireAt: new Date(endsAt.getTime() + 9 * DAY),
    },
  });
  return { id: campaign.id, slug: campaign.slug, title: campaign.title, eventId: type?.eventId ?? null, ticketTypeId: opts.ticketTypeId ?? null, winnersCount: campaign.winnersCount, endsAt };
}

/** Moves the campaign's end into the past (the draw needs an ended campaign). */
export async function endGiveawayCampaign(deps: Deps, slug: string): Promise<void> {
  await deps.db.giveawayCampaign.update({ where: { slug }, data: { endsAt: new Date(deps.now().getTime() - 1000) } });
}
