// Cancelling an event from the console (issue 34): the organiser first sees what the cancel will refund
// (how many paid orders, how much, by which payment method), confirms, and then follows the refunds on the
// event's page (gone back, still due, failed), read from the refund records and refreshed while any is due.
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatAmount, formatMoney } from "@fanfare/shared/money";
import { Dialog } from "../../components/Dialog/Dialog";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { cancelEventMutation, eventRefundsQuery } from "./operations";
import { FormProblem } from "./FormProblem";

interface MethodTotal {
  method: string;
  payments: number;
  amount: { amount: number; currency: string };
}

/** Money as a payment was made: Fan Coin by its name ("500 Fan Coin"), a currency by its symbol. */
const paid = (m: { amount: number; currency: string }) => (m.currency === "FANCOIN" ? `${formatAmount(m.amount, "whenNeeded")} Fan Coin` : formatMoney(m));

function MethodTotals({ rows, testId }: { rows: readonly MethodTotal[]; testId: string }) {
  const { t } = useTranslation("console");
  return (
    <ul className="cn-list" data-testid={testId}>
      {rows.map((r) => (
        <li key={`${r.method} ${r.amount.currency}`} data-method={r.method}>
          {t("cancel.methodLine", { method: t(`cancel.method.${r.method}`, { defaultValue: r.method }), count: r.payments, amount: paid(r.amount) })}
        </li>
      ))}
    </ul>
  );
}

export function CancelEventPanel({ eventId, title, cancelled }: { eventId: string; title: string; cancelled: boolean }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data, refetch, startPolling, stopPolling } = useQuery(eventRefundsQuery, { variables: { eventId }, fetchPolicy: "network-only" });
  const [cancel, cancelling] = useMutation(cancelEventMutation);
  const summary = data?.operatorEventRefunds.__typename === "EventRefundSummary" ? data.operatorEventRefunds : null;
  const due = summary?.refundsDue ?? 0;
  // While refunds are on their way, the page follows them.
  useEffect(() => {
    if (!cancelled || due === 0) return;
    startPolling(5_000);
    return () => stopPolling();
  }, [cancelled, due, startPolling, stopPolling]);

  const confirm = async () => {
    setProblem(null);
    const r = (await cancel({ variables: { id: eventId } })).data?.cancelEvent;
    if (r?.__typename === "EventCancellation") {
      setConfirming(false);
      await refetch();
    } else if (r && "code" in r) setProblem(errorText(r));
  };

  return (
    <section className="cn-card" aria-labelledby="cn-cancel-title" data-testid="console-cancel-panel">
      <h2 id="cn-cancel-title">{t(cancelled ? "cancel.progressTitle" : "cancel.title")}</h2>
      {cancelled ? (
        summary && (
          <>
            <dl className="cn-tiles" data-testid="console-refund-progress">
              <div className="cn-tile">
                <dt>{t("cancel.done")}</dt>
                <dd data-testid="refunds-done">{summary.refundsSucceeded}</dd>
              </div>
              <div className="cn-tile">
                <dt>{t("cancel.due")}</dt>
                <dd data-testid="refunds-due">{summary.refundsDue}</dd>
              </div>
              <div className="cn-tile">
                <dt>{t("cancel.failed")}</dt>
                <dd data-testid="refunds-failed" className={summary.refundsFailed ? "cn-error" : undefined}>
                  {summary.refundsFailed}
                </dd>
              </div>
            </dl>
            {summary.refunded.length > 0 && (
              <>
                <p className="cn-muted">{t("cancel.refundedSoFar")}</p>
                <MethodTotals rows={summary.refunded} testId="console-refunded" />
              </>
            )}
            {summary.refundsDue > 0 && <p className="cn-muted">{t("cancel.dueHint")}</p>}
            {summary.refundsFailed > 0 && <p className="cn-error">{t("cancel.failedHint")}</p>}
          </>
        )
      ) : (
        <>
          <p className="cn-muted">{t("cancel.lead")}</p>
          <button type="button" className={buttonClass("danger")} onClick={() => (setConfirming(true), void refetch())} data-testid="console-cancel-event">
            {t("cancel.open")}
          </button>
        </>
      )}
      {confirming && (
        <Dialog title={t("cancel.confirmTitle", { title })} onClose={() => setConfirming(false)} testId="console-cancel-dialog" role="alertdialog">
          <div className="cn-form cn-dialog-form">
            {!summary ? (
              <p aria-busy="true" className="cn-muted">
                {t("state.loading")}
              </p>
            ) : summary.paidOrders === 0 ? (
              <p data-testid="console-cancel-summary">{t("cancel.noPaidOrders")}</p>
            ) : (
              <div data-testid="console-cancel-summary">
                <p>{t("cancel.summary", { count: summary.paidOrders })}</p>
                <MethodTotals rows={summary.toRefund} testId="console-cancel-methods" />
              </div>
            )}
            <p className="cn-muted">{t("cancel.final")}</p>
            <FormProblem problem={problem} />
            <div className="cn-actions">
              <button type="button" className={buttonClass("danger")} disabled={!summary || cancelling.loading} onClick={() => void confirm()} data-testid="console-cancel-confirm">
                {t("cancel.confirm")}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(false)}>
                {t("cancel.keep")}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
