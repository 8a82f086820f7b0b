// Fan Coin arithmetic, pure and shared with the client (it shows the same conversion before paying).
//
// The conversion (the wallet's one definition of it; the payment page shows its result):
//   1 Fan Coin = 1 HKD, both counted in minor units (cents), so an HKD price converts one to one.
//   Other order currencies convert at a configured integer rate: Fan Coin minor units per 10,000 minor
//   units of the currency (FANCOIN_RATE_MOP_BPS, default 9,709: MOP 100.00 costs 97.09 Fan Coin).
//   Integer math only; a fraction of a Fan Coin cent is always rounded UP (in the platform's favour),
//   and the payment page shows the exact Fan Coin amount before the fan pays.

/** Fan Coin minor units needed to pay `amount` minor units of a currency at `rateBps` (ceil). */
export function toFanCoins(amount: number, rateBps: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`bad amount ${amount}`);
  if (!Number.isSafeInteger(rateBps) || rateBps <= 0) throw new Error(`bad rate ${rateBps}`);
  // ceil(amount * rate / 10000) in BigInt: the product of two safe integers passes 2^53 (a float would
  // round it, and the division after it) long before the result does.
  const coins = (BigInt(amount) * BigInt(rateBps) + 9_999n) / 10_000n;
  if (coins > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`amount ${amount} too large to convert`);
  return Number(coins);
}
