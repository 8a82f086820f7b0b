// The giveaway module's public API: the only file other modules import. Owns GiveawayCampaign and GiveawayEntry.
export {
  awardRegistrationEntry,
  awardTopupEntries,
  commitDraw,
  drawCampaign,
  getFanGiveaway,
  getPublicDraw,
  listFanVouchers,
  type PublicDraw,
} from "./giveaway.service.ts";
export { verifyDraw, type DrawEntry, type DrawRecord } from "./giveaway.rules.ts";
export * from "./giveaway.errors.ts";
export { giveawayEntriesOf } from "./personal-data.ts";
