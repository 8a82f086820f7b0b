import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import enWallet from "@fanfare/shared/locales/en/wallet.json";
import zhTwWallet from "@fanfare/shared/locales/zh_tw/wallet.json";
import { walletRowTitle } from "./walletRowTitle";

async function walletTexts(lng: string, wallet: Record<string, unknown>): Promise<TFunction<"wallet">> {
  const i18n = createInstance();
  await i18n.init({ lng, ns: ["wallet"], defaultNS: "wallet", resources: { [lng]: { wallet } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(lng, "wallet") as unknown as TFunction<"wallet">;
}

describe("a wallet row's title", () => {
  it("calls a sold hand-back's payout a sale of its event, never a refund", async () => {
    const t = await walletTexts("en", enWallet);
    expect(walletRowTitle({ kind: "REFUND", paidFor: "Harbour Lights", handBackSale: true }, t)).toBe("Hand-back sale: Harbour Lights");
    expect(walletRowTitle({ kind: "REFUND", paidFor: null, handBackSale: true }, t)).toBe("Hand-back sale");
    const zhTw = await walletTexts("zh_tw", zhTwWallet);
    expect(walletRowTitle({ kind: "REFUND", paidFor: "Harbour Lights", handBackSale: true }, zhTw)).toBe("退回門票售出：Harbour Lights");
  });

  it("names a payment by what it paid for, a refund as its refund, and anything else by its kind", async () => {
    const t = await walletTexts("en", enWallet);
    expect(walletRowTitle({ kind: "PAYMENT", paidFor: "Harbour Lights", handBackSale: false }, t)).toBe("Harbour Lights");
    expect(walletRowTitle({ kind: "REFUND", paidFor: "Harbour Lights", handBackSale: false }, t)).toBe("Refund: Harbour Lights");
    expect(walletRowTitle({ kind: "REFUND", paidFor: null, handBackSale: false }, t)).toBe("Refund");
    expect(walletRowTitle({ kind: "TOPUP", paidFor: null }, t)).toBe("Top-up");
  });
});
