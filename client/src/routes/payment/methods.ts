import { EWALLET_METHODS } from "../../../../server/src/modules/payments/payments.rules";

/** The regional e-wallets with their display names (brand names are not translated). */
export const ewalletLabels: Record<(typeof EWALLET_METHODS)[number], string> = {
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

export { EWALLET_METHODS };
