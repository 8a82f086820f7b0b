// What a wallet row is called: what it paid for where the server knows (issue 31: a row read "Payment P2611…"),
// a refund of it, a sold hand-back's payout as the sale it is (it read "Refund · handback:…"), else its kind.
import type { TFunction } from "i18next";
import type { WalletTransactionKind } from "../../gql/graphql";

export interface WalletRowSubject {
  kind: WalletTransactionKind;
  paidFor?: string | null;
  handBackSale?: boolean | null;
}

export function walletRowTitle(row: WalletRowSubject, t: TFunction<"wallet">): string {
  if (row.handBackSale) return row.paidFor ? t("handBackSaleOf", { name: row.paidFor }) : t("handBackSale");
  if (row.paidFor) return row.kind === "REFUND" ? t("refundOf", { name: row.paidFor }) : row.paidFor;
  return t(`kinds.${row.kind}`);
}
