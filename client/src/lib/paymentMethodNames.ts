// The display names of the payment methods that are brands (not translated), shared by the wallet's method
// list and the ticket page's hand-back payout choice.
import type { CARD_WALLET_METHODS, EWALLET_METHODS } from "@fanfare/shared/payments";

type Ewallet = (typeof EWALLET_METHODS)[number];
type CardWallet = (typeof CARD_WALLET_METHODS)[number];

/** The phone's own card wallets, paid on the provider's page (brand names are not translated). */
export const cardWalletLabels: Record<CardWallet, string> = { applePay: "Apple Pay", googlePay: "Google Pay" };

/** The regional e-wallets with their display names (brand names are not translated). */
export const ewalletLabels: Record<Ewallet, string> = {
  alipayHK: "AlipayHK",
  alipay: "Alipay",
  wechatPayHK: "WeChat Pay HK",
  visa: "Visa",
  master: "Mastercard",
  chinaUnion: "China UnionPay",
  momo: "MoMo",
  payme: "PayMe",
  alipayMO: "Alipay (Macao)",
  MPAY: "MPay",
  UEPAY: "UePay",
  unionQrPay: "UnionPay QR",
  BOC: "BOC Pay",
};

/** A method's brand name, or null for one that is not a brand (card, wallet). */
export function brandNameOf(method: string): string | null {
  return (cardWalletLabels as Record<string, string>)[method] ?? (ewalletLabels as Record<string, string>)[method] ?? null;
}
