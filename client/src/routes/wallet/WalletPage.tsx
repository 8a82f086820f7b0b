import "./texts";
import { useEffect } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { useSession } from "../../session/session";
import { useLanguage } from "../../i18n/useLanguage";
import { formatFanTime } from "@fanfare/shared/dates";
import { FAN_COIN_VALUE_CURRENCY, formatWalletAmount } from "@fanfare/shared/money";
import { BalanceCard } from "./BalanceCard";
import { walletRowTitle } from "./walletRowTitle";
import { walletBalanceSubscription, walletQuery } from "./operations";
import { SavedCards } from "./SavedCards";
import "./wallet.css";
import { buttonClass } from "../../components/Button/Button";

const PAGE = 20;

/** /wallet: the Fan Coin balance (live), top-up, the payment-password prompt and the transaction list. */
export default function WalletPage() {
  const { t } = useTranslation("wallet");
  const { isSetPayPassword } = useSession();
  const { data, loading, error, fetchMore, refetch } = useQuery(walletQuery, { variables: { first: PAGE }, fetchPolicy: "cache-and-network" });
  const live = useSubscription(walletBalanceSubscription);
  const liveBalance = live.data?.walletBalance.amount;
  const wallet = data?.wallet;

  // A new balance means a new transaction: reload the first page of the list.
  useEffect(() => {
    if (liveBalance !== undefined && wallet && liveBalance !== wallet.balance.amount) void refetch();
  }, [liveBalance, wallet, refetch]);

  const balance = liveBalance ?? wallet?.balance.amount;
  const language = useLanguage();

  return (
    <main className="app-page">
      <PageHeader />
      <div className="wallet-page">
        <BalanceCard balance={balance}>
          <span className="balance-card__label">{t("fanCoinNote")}</span>
          <div className="balance-card__actions">
            <Link to="/payment/recharge" className={buttonClass()} data-testid="top-up">
              {t("topUp")}
            </Link>
          </div>
        </BalanceCard>

        {!isSetPayPassword && (
          <section className="wallet-notice" data-testid="set-pay-password">
            <strong>{t("setPassword.title")}</strong>
            <span>{t("setPassword.body")}</span>
            <Link to="/change-payment-pwd" className={buttonClass("primary", "block")}>
              {t("setPassword.action")}
            </Link>
          </section>
        )}

        <SavedCards />

        <section className="wallet-section">
          <h2 className="wallet-section__title">{t("transactions")}</h2>
          {error && !wallet ? (
            <StatusView illustration="error" headline={t("loadError")} action={<button className={buttonClass("secondary")} onClick={() => void refetch()}>{t("retry")}</button>} />
          ) : loading && !wallet ? (
            <p className="muted">{t("loading")}</p>
          ) : wallet && wallet.transactions.edges.length === 0 ? (
            <StatusView illustration="empty" headline={t("noTransactions")} />
          ) : (
            <ul className="tx-list" data-testid="transactions">
              {wallet?.transactions.edges.map(({ node }) => (
                <li key={node.id} className="tx-list__item">
                  <div className="tx-list__main">
                    <span className="tx-list__kind" data-testid="wallet-row-title">
                      {walletRowTitle(node, t)}
                    </span>
                    <span className="tx-list__meta">
                      <time dateTime={String(node.createdAt)} data-testid="wallet-time">{formatFanTime(String(node.createdAt), language)}</time> · {node.reference}
                    </span>
                  </div>
                  <span className={node.amount.amount > 0 ? "tx-list__amount tx-list__amount--in" : "tx-list__amount"}>
                    {formatWalletAmount(node.amount.amount, FAN_COIN_VALUE_CURRENCY, true)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {wallet?.transactions.pageInfo.hasNextPage && (
            <button type="button" className={buttonClass("ghost", "block")} onClick={() => void fetchMore({ variables: { after: wallet.transactions.pageInfo.endCursor } })}>
              {t("loadMore")}
            </button>
          )}
        </section>
      </div>
    </main>
  );
}
