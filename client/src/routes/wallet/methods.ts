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

/** Each method's mark: its initials on its brand colour (no third-party logo files to ship). */
export const methodMarks: Record<Ewallet | CardWallet | "wallet" | "card", { text: string; color: string }> = {
  wallet: { text: "FC", color: "#6d3cf5" },
  card: { text: "", color: "#334155" },
  applePay: { text: "Pay", color: "#111111" },
  googlePay: { text: "G Pay", color: "#3c4043" },
  alipayHK: { text: "A", color: "#1677ff" },
  alipay: { text: "A", color: "#1677ff" },
  alipayMO: { text: "A", color: "#1677ff" },
  wechatPayHK: { text: "W", color: "#07a35a" },
  visa: { text: "VISA", color: "#1a1f71" },
  master: { text: "MC", color: "#c2410c" },
  chinaUnion: { text: "UP", color: "#b91c1c" },
  unionQrPay: { text: "UP", color: "#b91c1c" },
  momo: { text: "M", color: "#a50064" },
  payme: { text: "P", color: "#c8102e" },
  MPAY: { text: "M", color: "#b45309" },
  UEPAY: { text: "U", color: "#0e7490" },
  BOC: { text: "B", color: "#a4001d" },
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
