import { CARD_WALLET_METHODS, EWALLET_METHODS } from "@fanfare/shared/payments";

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

/**
 * The e-wallets by region. Visa and Mastercard are cards: they are paid with "new card" (their marks
 * show there), not listed again as e-wallets.
 */
export const ewalletGroups: { region: "hk" | "mo" | "cn" | "vn"; methods: Ewallet[] }[] = [
  { region: "hk", methods: ["alipayHK", "wechatPayHK", "payme", "BOC"] },
  { region: "mo", methods: ["alipayMO", "MPAY", "UEPAY"] },
  { region: "cn", methods: ["alipay", "chinaUnion", "unionQrPay"] },
  { region: "vn", methods: ["momo"] },
];

/** Apple Pay is offered only where the browser can take it (Safari on Apple devices). */
export function canShowCardWallet(method: CardWallet): boolean {
  return method !== "applePay" || (typeof window !== "undefined" && "ApplePaySession" in window);
}

export { CARD_WALLET_METHODS, EWALLET_METHODS };
