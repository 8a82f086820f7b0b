// Refunding one order from the console (box office, managers, owners: scope orders:refund): all that is
// left of it, or part, with a reason the buyer's e-mail quotes. The money goes back where it came from; a
// full refund voids the tickets. One idempotency key per opened dialog: a double click is one refund.
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatMoney, parseDeposit } from "@fanfare/shared/money";
import { Dialog } from "../../components/Dialog/Dialog";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText, useMessageText } from "../../hooks/useMessageText";
import { errorMessage } from "../../lib/messages";
import type { Currency } from "../../gql/graphql";
import { refundOrderMutation } from "./operations";
import { FormProblem } from "./FormProblem";

export interface RefundableOrder {
  id: string;
  orderNo: string;
  refundable: { amount: number; currency: Currency };
}

const major = (minor: number) => (minor / 100).toFixed(2);

export function RefundDialog({ order, onClose, onRefunded }: { order: RefundableOrder; onClose: () => void; onRefunded: (said: string) => void }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const text = useMessageText();
  const [amount, setAmount] = useState(major(order.refundable.amount));
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [field, setField] = useState<"amount" | "reason" | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [refund, refunding] = useMutation(refundOrderMutation, { refetchQueries: ["ConsoleOrders"] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = parseDeposit(amount);
    if (minor === null) {
      setField("amount");
      return setProblem(t("refund.badAmount"));
    }
    if (reason.trim().length < 3) {
      setField("reason");
      return setProblem(text({ key: "validation:refundReason" }) ?? null);
    }
    const r = (await refund({ variables: { input: { orderId: order.id, amount: minor, reason: reason.trim(), idempotencyKey } } })).data?.refundOrder;
    if (r?.__typename === "OrderRefunded") {
      const money = formatMoney({ amount: r.refund.orderAmount, currency: order.refundable.currency });
      onRefunded(r.full ? t("refund.doneFull", { amount: money, orderNo: order.orderNo }) : t("refund.done", { amount: money, orderNo: order.orderNo }));
      return;
    }
    if (r?.__typename === "RefundTooLargeError") {
      setField("amount");
      return setProblem(`${errorText(r)} (${formatMoney(r.refundable)})`);
    }
    if (r && "code" in r) {
      setField(r.field === "reason" ? "reason" : r.field === "amount" ? "amount" : null);
      setProblem(text(errorMessage(r)) ?? errorText(r));
    }
  };

  return (
    <Dialog title={t("refund.title", { orderNo: order.orderNo })} onClose={onClose} testId="refund-dialog">
      <form className="cn-form cn-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="cn-muted">{t("refund.left", { amount: formatMoney(order.refundable) })}</p>
        <label className="cn-field">
          <span>{t("refund.amount", { currency: order.refundable.currency })}</span>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={field === "amount" || undefined} name="refundAmount" />
          <small className="cn-muted">{t("refund.amountHint")}</small>
        </label>
        <label className="cn-field">
          <span>{t("refund.reason")}</span>
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} aria-invalid={field === "reason" || undefined} name="refundReason" />
        </label>
        <FormProblem problem={problem} />
        <div className="cn-actions">
          <button type="submit" className={buttonClass("danger")} disabled={refunding.loading} data-testid="refund-submit">
            {t("refund.submit")}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            {t("refund.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
