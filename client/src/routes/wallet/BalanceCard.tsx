import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatWalletAmount } from "@fanfare/shared/money";
import "./wallet.css";

/** The Fan Coin balance ("—" until it is known), with whatever the page adds below it. */
export function BalanceCard({ balance, currency, children }: { balance: number | undefined; currency: string; children?: ReactNode }) {
  const { t } = useTranslation("wallet");
  return (
    <section className="balance-card" aria-live="polite">
      <span className="balance-card__label">{t("balance")}</span>
      <span className="balance-card__amount" data-testid="wallet-balance">
        {balance === undefined ? "—" : formatWalletAmount(balance, currency)}
      </span>
      {children}
    </section>
  );
}
