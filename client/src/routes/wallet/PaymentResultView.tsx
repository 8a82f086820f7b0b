import { useEffect, useState } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { markBackToUserPage } from "../../lib/backToUserPage";
import { formatOrderAmount } from "@fanfare/shared/money";
import { paymentResultQuery, paymentResultSubscription } from "./operations";
import "./wallet.css";
import { useMessageText } from "../../hooks/useMessageText";
import { buttonClass } from "../../components/Button/Button";
import { formClass } from "../../components/Form/Form";
import { decidedStatuses, finishPaymentLanding, fromTopUpPage, isPaymentUnderway } from "./paymentLanding";

/**
 * The outcome of an order's payment: the stored one (so a page opened late still shows it) and then
 * live updates (Subscription.paymentResult) while the provider's webhook is on its way. The one page for
 * every way of paying and every outcome, a top-up's too (ResultPage, RechargePage and RechargeResultPage
 * say how each way arrives here); opened again later (paymentLanding.ts), it says it is an earlier result
 * and where the order stands now.
 *
 * `topUpStepsBack`: the page is /payment/rechargeResult, where the provider sent the fan back after a
 * top-up that did not succeed: the top-up page is that many steps back, past the provider's page (and the
 * card form), and both the retry and the header's back go there, as the rechargeResult rule goes back
 * after a success.
 */
export default function PaymentResultView({ orderNo, topUpStepsBack }: { orderNo: string; topUpStepsBack?: number }) {
  const { t } = useTranslation("wallet");
  const text = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const stored = useQuery(paymentResultQuery, { variables: { orderNo }, fetchPolicy: "network-only" });
  const live = useSubscription(paymentResultSubscription, { variables: { orderNo } });
  const storedResult = stored.data?.paymentResult.__typename === "PaymentResult" ? stored.data.paymentResult : null;
  const result = live.data?.paymentResult ?? storedResult;
  // Decided once, on arrival: clearing the mark below must not turn this page into a stale one.
  const [arrivedFromPayment] = useState(() => isPaymentUnderway(orderNo));
  const decided = !!result && decidedStatuses.has(result.status);
  useEffect(() => {
    if (decided) finishPaymentLanding(orderNo);
  }, [decided, orderNo]);

  const orderPath = result?.kind === "MERCH" ? "/merch-order" : "/ticket-order";
  const toOrder = () => {
    // After payment/result, moving to the order page marks the way back to the fan's page.
    markBackToUserPage(orderNo);
    navigate(`${orderPath}?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
  };
  // Leaving payment/result towards /payment/recharge goes back one step when the top-up page is that step
  // (the page came from it); from rechargeResult, past the provider's pages. A result opened on its own
  // (a link, a new tab) has no top-up page behind it: the top-up page opens instead.
  const stepsBack = topUpStepsBack ?? ((location.state as { from?: string } | null)?.from === fromTopUpPage.from ? 1 : 0);
  const toRecharge = () => {
    if (stepsBack > 0 && window.history.length > stepsBack) navigate(-stepsBack);
    else navigate("/payment/recharge", { replace: true });
  };

  let body;
  if (stored.data?.paymentResult.__typename && stored.data.paymentResult.__typename !== "PaymentResult") {
    body = <StatusView illustration="notFound" headline={t("result.notFound")} />;
  } else if (!result) {
    body = <p className="muted">{t("loading")}</p>;
  } else if (result.status === "SUCCEEDED") {
    body = (
      <SuccessView
        testId="payment-success"
        headline={result.kind === "TOPUP" ? t("recharge.success") : t("result.success")}
        action={
          result.kind === "TOPUP" ? (
            <Link to="/wallet" replace className={buttonClass("primary", "block")}>
              {t("recharge.toWallet")}
            </Link>
          ) : (
            <button type="button" className={buttonClass("primary", "block")} onClick={toOrder}>
              {t("result.viewOrder")}
            </button>
          )
        }
      >
        <dl className="paid-summary" data-testid="paid-summary">
          <div className="paid-summary__row">
            <dt>{t("result.item")}</dt>
            <dd>
              {result.kind === "TOPUP" ? (
                result.title
              ) : (
                <button type="button" className="paid-summary__link" onClick={toOrder}>
                  {result.title}
                </button>
              )}
              {result.description && <span className="paid-summary__lines">{result.description}</span>}
            </dd>
          </div>
          <div className="paid-summary__row">
            <dt>{t("result.amountPaid")}</dt>
            <dd className="paid-summary__amount">{formatOrderAmount(result.amount.amount, result.amount.currency)}</dd>
          </div>
          <div className="paid-summary__row">
            <dt>{t("result.orderNo")}</dt>
            <dd>{result.orderNo}</dd>
          </div>
        </dl>
      </SuccessView>
    );
  } else if (result.status === "PENDING" || result.status === "NOT_PAID") {
    body = <StatusView illustration="placeholder" testId="payment-pending" headline={t("result.pending")} body={t("result.pendingBody")} />;
  } else if (result.status === "REFUNDING" || result.status === "REFUNDED") {
    body = <StatusView illustration="error" testId="payment-refunded" headline={t("result.refunded")} body={t("result.refundedBody")} />;
  } else if (result.status === "EXPIRED") {
    body = <StatusView illustration="error" testId="payment-expired" headline={text({ key: "errors:HOLD_EXPIRED" }) ?? ""} />;
  } else {
    const cancelled = result.reason === "CANCELLED_BY_FAN";
    body = (
      <StatusView
        illustration="error"
        testId={cancelled ? "payment-cancelled" : "payment-failure"}
        headline={cancelled ? t("result.cancelled") : t("result.failure")}
        body={result.canRetry ? t("result.failureRetry") : t("result.failureSupport")}
        action={
          <div className={formClass.actions}>
            {result.canRetry &&
              (result.kind === "TOPUP" ? (
                <button type="button" className={buttonClass("primary", "block")} onClick={toRecharge} data-testid="topup-retry">
                  {t("result.retry")}
                </button>
              ) : (
                <Link to={`/payment/buy?orderNo=${encodeURIComponent(orderNo)}`} replace className={buttonClass("primary", "block")} data-testid="payment-retry">
                  {t("result.retry")}
                </Link>
              ))}
            <Link to="/cs" className={result.canRetry ? buttonClass("ghost", "block") : buttonClass("primary", "block")} data-testid="contact-support">
              {t("result.contactSupport")}
            </Link>
          </div>
        }
      />
    );
  }

  return (
    <main className="app-page">
      <PageHeader onBack={topUpStepsBack ? toRecharge : undefined} />
      <div className="wallet-page" aria-live="polite">
        {result && !arrivedFromPayment && (
          <p className="wallet-notice" role="status" data-testid="payment-result-stale">
            {t("result.stale", { state: t(`result.orderStatus.${result.orderStatus}`) })}
          </p>
        )}
        {body}
      </div>
    </main>
  );
}

/** A result page opened without an order number (an old bookmark, a bad link): says so, with the header. */
export function NoPaymentResult() {
  const { t } = useTranslation("wallet");
  return (
    <main className="app-page">
      <PageHeader />
      <div className="wallet-page">
        <StatusView illustration="notFound" testId="payment-missing" headline={t("result.notFound")} />
      </div>
    </main>
  );
}
