import "./texts";
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog/Dialog";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { fullPayPasswordRule } from "@fanfare/shared/payments";
import { z } from "zod";
import { formatOrderAmount, formatWalletAmount } from "@fanfare/shared/money";
import { payableOrderQuery } from "./operations";
import { MethodMark, OtherMethods, TestModeBanner } from "./PaymentMethods";
import { usePay } from "./usePay";
import "./wallet.css";
import { FormAlert, formClass, FormSubmit } from "../../components/Form/Form";
import { PinField } from "../../components/PinField/PinField";
import { useMutationForm } from "../../hooks/useMutationForm";
import { formatCountdown, useCountdown } from "../../hooks/useCountdown";
import { useMessageText } from "../../hooks/useMessageText";
import { buttonClass } from "../../components/Button/Button";
import { markBackToUserPage } from "../../lib/backToUserPage";

const payMethodKey = (orderNo: string) => `pay-method:${orderNo}`;

function readPayMethod(orderNo: string): string | null {
  try {
    return window.sessionStorage.getItem(payMethodKey(orderNo));
  } catch {
    return null;
  }
}

function savePayMethod(orderNo: string, method: string): void {
  try {
    window.sessionStorage.setItem(payMethodKey(orderNo), method);
  } catch {
    // Nothing to keep it in: the choice is asked again after a detour.
  }
}

/** /payment/buy?orderNo=…: the order, the payment time left, and wallet / card / e-wallet. */
export default function BuyPage() {
  const { t } = useTranslation("wallet");
  const text = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get("orderNo") ?? "";
  const { data, loading } = useQuery(payableOrderQuery, { variables: { orderNo }, fetchPolicy: "network-only", skip: !orderNo });
  // The fan's choice survives a detour (setting the payment password, a top-up) and the way back.
  const [chosen, setChosen] = useState<string | null>(() => readPayMethod(orderNo));
  const [remember, setRemember] = useState(true);
  const [askPassword, setAskPassword] = useState(false);
  const [payPassword, setPayPassword] = useState("");
  const form = useMutationForm(["method", "payPassword"]);
  const pinForm = useMutationForm(["payPassword"]);
  const { pay, resetKey } = usePay(form);
  const pinPay = usePay(pinForm);
  const order = data?.payableOrder.__typename === "PayableOrder" ? data.payableOrder : null;
  const msLeft = useCountdown(order?.expiresAt);

  // An order already settled (the back button from its result, an old link) never shows the pay form again:
  // a paid ticket or merch order opens the order itself, anything else its result (which says it is an
  // earlier one, with the order's state now). Judged once per answer, not as the countdown runs out mid-payment.
  useEffect(() => {
    if (!order) return;
    const holdOver = !!order.expiresAt && Date.parse(order.expiresAt) <= Date.now();
    if (order.status === "AWAITING_PAYMENT" && !holdOver) return;
    const no = encodeURIComponent(order.orderNo);
    if (order.status === "PAID" && order.kind !== "TOPUP") {
      markBackToUserPage(order.orderNo);
      navigate(`${order.kind === "MERCH" ? "/merch-order" : "/ticket-order"}?orderNo=${no}`, { replace: true });
    } else navigate(`/payment/result?orderNo=${no}`, { replace: true });
  }, [order, navigate]);

  if (!orderNo || (data && !order)) {
    return (
      <main className="app-page">
        <PageHeader />
        <StatusView illustration="notFound" headline={t("result.notFound")} />
      </main>
    );
  }
  if (loading || !order || order.status !== "AWAITING_PAYMENT") {
    return (
      <main className="app-page">
        <PageHeader />
        <p className="wallet-page muted">{t("loading")}</p>
      </main>
    );
  }

  const fanCoins = order.fanCoinAmount?.amount ?? 0;
  const enough = order.walletBalance.amount >= fanCoins;
  // Nothing chosen yet: Fan Coin when the balance covers the order (one tap to pay), else nothing.
  const method = chosen ?? (order.fanCoinAmount && enough ? "wallet" : "");
  const choose = (value: string) => {
    setChosen(value);
    savePayMethod(orderNo, value);
    resetKey();
    form.clear("method");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!method) return form.setFormError({ key: "validation:selectPaymentMethod" });
    if (method === "wallet") {
      if (!order.payPasswordSetUp) return form.setFormError({ key: "errors:PAY_PASSWORD_NOT_SET" });
      if (!enough) return form.setFormError({ key: "errors:INSUFFICIENT_BALANCE" });
      setPayPassword("");
      pinForm.clear();
      return setAskPassword(true);
    }
    // The sandbox's own card form; a real provider takes the card on its page (the number never reaches us).
    if (method === "newCard" && data?.paymentOptions.cardEntry === "SANDBOX_FORM") return navigate(`/payment/addCard?orderNo=${encodeURIComponent(orderNo)}`);
    if (method === "newCard") return void pay({ orderNo, method: "card", rememberCard: remember });
    if (method.startsWith("saved:")) return void pay({ orderNo, method: "card", savedCardId: method.slice(6) });
    void pay({ orderNo, method });
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    const ok = pinForm.check(z.object({ payPassword: fullPayPasswordRule }), { payPassword });
    if (!ok) return;
    void pinPay.pay({ orderNo, method: "wallet", payPassword }, () => setPayPassword(""));
  };

  const minutes = msLeft === null ? null : formatCountdown(msLeft);

  return (
    <main className="app-page">
      <PageHeader />
      <div className="wallet-page">
        <TestModeBanner options={data?.paymentOptions} />
        <section className="order-summary" data-testid="order-summary">
          <strong>{order.title}</strong>
          {order.description && <span className="muted">{order.description}</span>}
          <div className="order-summary__row">
            <span>{t("buy.total")}</span>
            <span className="order-summary__total">{formatOrderAmount(order.amount.amount, order.amount.currency)}</span>
          </div>
          {order.fanCoinAmount && method === "wallet" && (
            <div className="order-summary__row muted">
              <span>{t("buy.inFanCoin")}</span>
              <span data-testid="fan-coin-amount">{formatWalletAmount(order.fanCoinAmount.amount, "HKD")}</span>
            </div>
          )}
          {minutes && (
            <div className="order-summary__row muted">
              <span>{t("buy.timeLeft")}</span>
              <span>{minutes}</span>
            </div>
          )}
          {order.attemptsLeft !== null && <span className="muted">{t("buy.attemptsLeft", { count: order.attemptsLeft })}</span>}
        </section>

        <form className={formClass.form} onSubmit={submit} noValidate>
          <fieldset className="method-list">
            <legend className="wallet-section__title">{t("methods.title")}</legend>
            {order.fanCoinAmount && (
              <label className="method">
                <input type="radio" name="method" value="wallet" checked={method === "wallet"} onChange={() => choose("wallet")} />
                <MethodMark method="wallet" />
                <span className="method__label">{t("methods.wallet")}</span>
                <span className="muted">{formatWalletAmount(order.walletBalance.amount, "HKD")}</span>
              </label>
            )}
            {method === "wallet" && !order.payPasswordSetUp && (
              <div className="wallet-notice">
                <span>{t("setPassword.body")}</span>
                <Link to="/change-payment-pwd" className={buttonClass("primary", "block")}>
                  {t("setPassword.action")}
                </Link>
              </div>
            )}
            {method === "wallet" && order.payPasswordSetUp && !enough && (
              <div className="wallet-notice wallet-notice--danger">
                <span>{text({ key: "errors:INSUFFICIENT_BALANCE" })}</span>
                <Link to="/payment/recharge" className={buttonClass("primary", "block")}>
                  {t("topUp")}
                </Link>
              </div>
            )}
            <OtherMethods method={method} choose={choose} savedCards={data?.savedCards ?? []} options={data?.paymentOptions} remember={remember} setRemember={setRemember} />
          </fieldset>
          {/* Sticky at the foot of the screen: on a phone the methods run several screens down, "Pay now" stays in reach. */}
          <div className="pay-sticky" data-testid="pay-bar">
            <div className="order-summary__row">
              <span className="muted">{t("buy.total")}</span>
              <span className="order-summary__total">
                {method === "wallet" && order.fanCoinAmount ? formatWalletAmount(order.fanCoinAmount.amount, "HKD") : formatOrderAmount(order.amount.amount, order.amount.currency)}
              </span>
            </div>
            <FormSubmit form={form} label={t("buy.pay")} testId="pay-submit" />
          </div>
        </form>
      </div>
      {askPassword && (
        <Dialog title={t("buy.passwordTitle")} onClose={() => setAskPassword(false)} testId="pay-password-dialog">
          <form className={formClass.form} onSubmit={submitPassword} noValidate>
            <PinField label={t("buy.passwordLabel")} value={payPassword} onValueChange={pinForm.clearing("payPassword", setPayPassword)} error={pinForm.errors.payPassword} autoFocus />
            <FormAlert message={pinForm.formError} />
            <div className={formClass.actions}>
              <button type="submit" className={buttonClass("primary", "block")} disabled={pinForm.busy} data-testid="pay-password-submit">
                {t("buy.confirm")}
              </button>
              <button type="button" className={buttonClass("secondary", "block")} onClick={() => setAskPassword(false)}>
                {t("buy.cancel")}
              </button>
              <Link to="/reset-payment-pwd" className={buttonClass("ghost", "block")}>
                {t("buy.forgot")}
              </Link>
            </div>
          </form>
        </Dialog>
      )}
    </main>
  );
}
