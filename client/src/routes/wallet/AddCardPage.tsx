import "./texts";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PageHeader } from "../../components/PageHeader";
import { CARD_BRANDS, cardRule, parseExpiry, securityCodeName, type CardBrand } from "@fanfare/shared/payments";
import { formatOrderAmount } from "@fanfare/shared/money";
import { usePay } from "./usePay";
import "./wallet.css";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { SelectField, TextField } from "../../components/Field/Field";
import { useMutationForm } from "../../hooks/useMutationForm";

const brandLabels: Record<CardBrand, string> = { VISA: "Visa", MASTERCARD: "Mastercard", AMEX: "American Express", UNIONPAY: "UnionPay", JCB: "JCB", DISCOVER: "Discover" };

/** /payment/addCard?amount=… (top-up) or ?orderNo=… (an order): a new card, optionally remembered. */
export default function AddCardPage() {
  const { t } = useTranslation("wallet");
  const [params] = useSearchParams();
  const amount = Number(params.get("amount") ?? 0);
  const orderNo = params.get("orderNo");
  const [brand, setBrand] = useState<CardBrand | "">("");
  const [holderName, setHolderName] = useState("");
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [securityCode, setSecurityCode] = useState("");
  const [remember, setRemember] = useState(true);
  const form = useMutationForm(["card.brand", "card.holderName", "card.number", "card.expMonth", "card.securityCode"]);
  const { pay, topUp } = usePay(form);
  const codeName = brand ? securityCodeName[brand] : "CVV";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const exp = parseExpiry(expiry) ?? { expMonth: 0, expYear: 0 };
    const card = form.check(z.object({ card: cardRule() }), { card: { brand: brand || undefined, holderName, number, securityCode, ...exp } as never });
    if (!card) return;
    const input = { method: "card", card: { ...card.card, number: card.card.number }, rememberCard: remember };
    if (orderNo) void pay({ ...input, orderNo });
    else void topUp({ ...input, amount });
  };

  return (
    <main className="app-page">
      <PageHeader />
      <div className="wallet-page">
        {!orderNo && amount > 0 && (
          <section className="order-summary">
            <div className="order-summary__row">
              <span>{t("recharge.amount")}</span>
              <span className="order-summary__total">{formatOrderAmount(amount, "HKD")}</span>
            </div>
          </section>
        )}
        <form className={formClass.form} onSubmit={submit} noValidate>
          <SelectField
            label={t("card.type")}
            value={brand}
            onValueChange={(v) => {
              setBrand(v as CardBrand);
              form.clear("card.brand");
            }}
            error={form.errors["card.brand"] && { key: "validation:cardType" }}
          >
            <option value="">{t("card.choose")}</option>
            {CARD_BRANDS.map((b) => (
              <option key={b} value={b}>
                {brandLabels[b]}
              </option>
            ))}
          </SelectField>
          <TextField label={t("card.holder")} value={holderName} onValueChange={form.clearing("card.holderName", setHolderName)} autoComplete="cc-name" error={form.errors["card.holderName"]} />
          <TextField label={t("card.number")} value={number} onValueChange={form.clearing("card.number", setNumber)} inputMode="numeric" autoComplete="cc-number" error={form.errors["card.number"]} />
          <TextField label={t("card.expiry")} value={expiry} onValueChange={form.clearing("card.expMonth", setExpiry)} placeholder="MM/YY" inputMode="numeric" autoComplete="cc-exp" error={form.errors["card.expMonth"]} />
          <TextField label={codeName} value={securityCode} onValueChange={form.clearing("card.securityCode", setSecurityCode)} inputMode="numeric" autoComplete="cc-csc" maxLength={4} error={form.errors["card.securityCode"]} />
          <label className="checkbox-row">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <span>{t("card.remember")}</span>
          </label>
          <p className="muted">{t("card.rememberNote")}</p>
          <FormSubmit form={form} label={t("card.pay")} testId="card-submit" />
        </form>
      </div>
    </main>
  );
}
