import "./texts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { readStorage, removeStorage, storageKeys } from "../../lib/storage";
import { fromTopUpPage } from "./paymentLanding";
import { parseDeposit } from "@fanfare/shared/money";
import { BalanceCard } from "./BalanceCard";
import { savedCardsQuery, walletBalanceSubscription, walletQuery } from "./operations";
import { offersProviderMethods, OtherMethods, TestModeBanner } from "./PaymentMethods";
import { usePay } from "./usePay";
import "./wallet.css";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { TextField } from "../../components/Field/Field";
import { useMutationForm } from "../../hooks/useMutationForm";

/** The top-up the provider sent back paid, as rechargeResult stored it (product spec, local storage keys). */
function readFinishedTopUp(): string | null {
  return readStorage(storageKeys.walletRechargeResult) === "1" ? readStorage(storageKeys.walletRechargeResultOrderNo) : null;
}

/**
 * /payment/recharge: the deposit (> 0) and how to pay it. Every top-up's outcome is shown once, by the one
 * result page: a top-up settled at once goes there from here (usePay.ts); one the provider sent back paid
 * arrives here through rechargeResult's jump back (its stored flag and order number), and this page opens
 * the same result at once, one step ahead, so in both ways the history is [top-up page, result] and the
 * result's back is the top-up form, without a banner of its own.
 */
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

  // Back from the provider (rechargeResult stored the outcome and went back here): the result, once. Read
  // on arrival and cleared, so the back button from the result finds the top-up form. An e-wallet's jump
  // back (2 steps) can land on this very page as the browser kept it (back/forward cache): no new mount,
  // so the stored outcome is read again when the page is shown from that cache, and the next submit is a
  // new top-up (the kept key would answer with the attempt the provider has already decided).
  const [finishedOrderNo, setFinishedOrderNo] = useState(readFinishedTopUp);
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      resetKey();
      setFinishedOrderNo(readFinishedTopUp());
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
    // resetKey only clears a ref of usePay's; the listener is added once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    removeStorage(storageKeys.walletRechargeResult);
    removeStorage(storageKeys.walletRechargeResultOrderNo);
    if (!finishedOrderNo || opened.current === finishedOrderNo) return;
    opened.current = finishedOrderNo;
    navigate(`/payment/result?orderNo=${encodeURIComponent(finishedOrderNo)}`, { state: fromTopUpPage });
  }, [finishedOrderNo, navigate]);

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

  if (finishedOrderNo) {
    return (
      <main className="app-page">
        <PageHeader />
        <p className="wallet-page muted" aria-busy="true">
          {t("loading")}
        </p>
      </main>
    );
  }

  return (
    <main className="app-page">
      <PageHeader />
      <div className="wallet-page">
        <TestModeBanner options={options} />
        <BalanceCard balance={balance} />
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
