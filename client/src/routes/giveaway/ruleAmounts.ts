// The giveaway's rules as the server gives them (GiveawayRules): amounts in Vietnamese dong, one rule set for
// fans of every area (GIVEAWAY_VND_PER_ENTRY, GIVEAWAY_INVITE_MIN_VND), applied to Fan Coin top-ups at
// vndPerFanCoin dong per Fan Coin. The invite page names that currency as the rules' own and shows each amount's
// Fan Coin worth as the wallet shows Fan Coin, its HK$ value (issue 31: "10,000 VND" alone, for every area).
import { FAN_COIN_VALUE_CURRENCY, formatWalletAmount } from "@fanfare/shared/money";

/** The currency the rules' amounts are in (GiveawayRules.vndPerEntry, inviteMinVnd). */
export const GIVEAWAY_RULES_CURRENCY = "VND";

/** Dong → Fan Coin minor units, to the nearest (what the page calls "about"). */
export function fanCoinMinorOfVnd(vnd: number, vndPerFanCoin: number): number {
  return Math.round((vnd * 100) / vndPerFanCoin);
}

/** Dong → "HK$3.03", the Fan Coin it is worth as the wallet writes it. */
export function fanCoinWorthOfVnd(vnd: number, vndPerFanCoin: number): string {
  return formatWalletAmount(fanCoinMinorOfVnd(vnd, vndPerFanCoin), FAN_COIN_VALUE_CURRENCY);
}
