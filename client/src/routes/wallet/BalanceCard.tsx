import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FAN_COIN_VALUE_CURRENCY, formatWalletAmount } from "@fanfare/shared/money";
import "./wallet.css";

/**
 * The Fan Coin balance ("—" until it is known), with whatever the page adds below it. Fan Coin is one
 * currency whatever the fan's area: it reads as its HK$ value (1 Fan Coin = HK$1), never in the area's
 * currency (a Malaysian fan's wallet read "RM200.00" beside "1 Fan Coin = HK$1", issue 31).
 */
export function BalanceCard({ balance, children }: { balance: number | undefined; children?: ReactNode }) {
  const { t } = useTranslation("wallet");
  return (
    <section className="balance-card" aria-live="polite">
      <span className="balance-card__label">{t("balance")}</span>
      <span className="balance-card__amount" data-testid="wallet-balance">
        {balance === undefined ? "—" : formatWalletAmount(balance, FAN_COIN_VALUE_CURRENCY)}
      </span>
      {children}
    </section>
  );
}
