// The giveaway's side of the privacy rights (export; the privacy module composes it).
import type { Db, Tx } from "../../db.ts";

/** The fan's giveaway entries with their campaign, oldest first, for the personal-data export. */
export function giveawayEntriesOf(db: Db | Tx, userId: string) {
  return db.giveawayEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { campaign: { select: { slug: true, title: true } } } });
}
