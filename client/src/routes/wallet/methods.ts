import { CARD_WALLET_METHODS, EWALLET_METHODS } from "@fanfare/shared/payments";
import { cardWalletLabels, ewalletLabels } from "../../lib/paymentMethodNames";

type Ewallet = (typeof EWALLET_METHODS)[number];
type CardWallet = (typeof CARD_WALLET_METHODS)[number];

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

export { CARD_WALLET_METHODS, EWALLET_METHODS, cardWalletLabels, ewalletLabels };
