import "./texts";
import { useEffect, useState, type FormEvent } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { readStorage, removeStorage, storageKeys } from "../../lib/storage";
import { parseDeposit } from "@fanfare/shared/money";
import { BalanceCard } from "./BalanceCard";
import { savedCardsQuery, walletBalanceSubscription, walletQuery } from "./operations";
import { offersProviderMethods, OtherMethods, TestModeBanner } from "./PaymentMethods";
import { usePay } from "./usePay";
import "./wallet.css";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { TextField } from "../../components/Field/Field";
import { useMutationForm } from "../../hooks/useMutationForm";
import { buttonClass } from "../../components/Button/Button";

/** /payment/recharge: the deposit (> 0) and how to pay it; shows the outcome when the provider sent the fan back. */
export default function RechargePage() {
  const { t } = useTranslation("wallet");
  const navigate = useNavigate();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState("");
  const [remember, setRemember] = useState(true);
  const form = useMutationForm(["amount", "method"]);
  const { topUp, resetKey } = usePay(form);
  const wallet = useQuery(walletQuery, { variables: { first: 1 }, fetchPolicy: "cache-and-network" });
  const cards = useQuery(savedCardsQuery, { fetchPolicy: "cache-and-network" });
  const live = useSubscription(walletBalanceSubscription);
  const balance = live.data?.walletBalance.amount ?? wallet.data?.wallet.balance.amount;
  const options = cards.data?.paymentOptions;
  // No provider here (production without one): Fan Coin pays, but nothing can buy it.
  const unavailable = !!options && !offersProviderMethods(options);

  // Back from the provider (rechargeResult stored the outcome and went back here).
  const [finishedOrderNo] = useState(() => (readStorage(storageKeys.walletRechargeResult) === "1" ? readStorage(storageKeys.walletRechargeResultOrderNo) : null));
  useEffect(() => {
    removeStorage(storageKeys.walletRechargeResult);
    removeStorage(storageKeys.walletRechargeResultOrderNo);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const deposit = parseDeposit(amount);
    if (deposit === null) return form.setErrors({ amount: { key: "validation:depositPositive" } });
    if (!method) return form.setErrors({ method: { key: "validation:selectPaymentMethod" } });
    if (method === "newCard" && options?.cardEntry === "SANDBOX_FORM") return navigate(`/payment/addCard?amount=${deposit}`);
    if (method === "newCard") return void topUp({ amount: deposit, method: "card", rememberCard: remember });
    if (method.startsWith("saved:")) return void topUp({ amount: deposit, method: "card", savedCardId: method.slice(6) });
    void topUp({ amount: deposit, method });
  };

  const choose = (value: string) => {
    setMethod(value);
    resetKey();
    form.clear("method");
  };

  return (
    <main className="app-page">
      <PageHeader />
      <div className="wallet-page">
        <TestModeBanner options={options} />
        <BalanceCard balance={balance} />
        {finishedOrderNo && (
          <section className="wallet-notice wallet-notice--success" data-testid="recharge-success">
            <strong>{t("recharge.success")}</strong>
            <span>{t("recharge.successBody", { orderNo: finishedOrderNo })}</span>
            <button type="button" className={buttonClass("primary", "block")} onClick={() => navigate("/wallet", { replace: true })}>
              {t("recharge.toWallet")}
            </button>
          </section>
        )}
        {unavailable ? (
          <section className="wallet-notice" data-testid="topup-unavailable">
            <strong>{t("recharge.unavailable")}</strong>
            <span>{t("recharge.unavailableBody")}</span>
          </section>
        ) : (
        <form className={formClass.form} onSubmit={submit} noValidate>
          <TextField
            label={t("recharge.amount")}
            value={amount}
            onValueChange={form.clearing("amount", (v) => {
              setAmount(v);
              resetKey();
            })}
            inputMode="decimal"
            placeholder="0.00"
            hint={t("recharge.rate")}
            error={form.errors.amount}
            data-testid="deposit"
          />
          <fieldset className="method-list" aria-label={t("methods.title")}>
            <legend className="wallet-section__title">{t("methods.title")}</legend>
            <OtherMethods method={method} choose={choose} savedCards={cards.data?.savedCards ?? []} options={options} remember={remember} setRemember={setRemember} />
          </fieldset>
          <FormSubmit form={form} label={t("recharge.submit")} message={form.errors.method ?? form.formError} testId="recharge-submit" />
        </form>
        )}
      </div>
    </main>
  );
}
