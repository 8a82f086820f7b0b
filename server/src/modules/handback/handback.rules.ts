// Pure rules of the hand-back (issue 32).

/**
 * How long a provider's refund usually takes to reach the fan, in working days, by payment method: a card
 * (and a phone's card wallet) goes back through the card network and the issuing bank (5 to 10); an e-wallet
 * credits its own balance sooner (1 to 3).
 */
export function refundWorkingDays(method: string): [number, number] {
  return method === "card" || method === "applePay" || method === "googlePay" || method === "visa" || method === "master" ? [5, 10] : [1, 3];
}

/** What the seller of a hand-back receives when it sells: its face value less the organiser's fee fixed at listing. */
export function sellerPayout(hb: { faceAmount: number; feeAmount: number | null }): number {
  return hb.faceAmount - (hb.feeAmount ?? 0);
}
