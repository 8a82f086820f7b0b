import "./texts";
import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PageHeader } from "../../components/PageHeader";
import { CARD_BRANDS, cardRule, detectCardBrand, formatCardNumber, formatExpiryInput, parseExpiry, securityCodeLength, securityCodeName, type CardBrand } from "@fanfare/shared/payments";
import { formatOrderAmount } from "@fanfare/shared/money";
import { usePay } from "./usePay";
import "./wallet.css";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { SelectField, TextField } from "../../components/Field/Field";
import { buttonClass } from "../../components/Button/Button";
import { useMutationForm } from "../../hooks/useMutationForm";
import { savedCardsQuery } from "./operations";
import { TestModeBanner } from "./PaymentMethods";

const brandLabels: Record<CardBrand, string> = { VISA: "Visa", MASTERCARD: "Mastercard", AMEX: "American Express", UNIONPAY: "UnionPay", JCB: "JCB", DISCOVER: "Discover" };

/**
 * /payment/addCard?amount=… (top-up) or ?orderNo=… (an order): the sandbox provider's card form (development
 * and staging), made for a phone: number pad keyboards, the card network read from the number, the expiry's
 * slash put in by itself. Where a real provider takes cards, its own page does: this page says so.
 */
export default function AddCardPage() {
  const { t } = useTranslation("wallet");
  const [params] = useSearchParams();
  const amount = Number(params.get("amount") ?? 0);
  const orderNo = params.get("orderNo");
  const options = useQuery(savedCardsQuery, { fetchPolicy: "cache-first" }).data?.paymentOptions;
  const [chosenBrand, setChosenBrand] = useState<CardBrand | "">("");
  const [holderName, setHolderName] = useState("");
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [securityCode, setSecurityCode] = useState("");
  const [remember, setRemember] = useState(true);
  const form = useMutationForm(["card.brand", "card.holderName", "card.number", "card.expMonth", "card.securityCode"]);
  const { pay, topUp } = usePay(form);
  const detected = detectCardBrand(number);
  const brand = detected ?? chosenBrand;
  const digits = number.replace(/\D/g, "");
  // Asked only when the number does not tell (an unusual card): most fans never see it.
  const askBrand = !detected && digits.length >= 6;
  const codeName = brand ? securityCodeName[brand] : "CVV";
  const codeLength = brand ? securityCodeLength(brand) : 4;
  const back = orderNo ? `/payment/buy?orderNo=${encodeURIComponent(orderNo)}` : "/payment/recharge";

  if (options?.cardEntry === "PROVIDER_PAGE") {
    return (
      <main className="app-page">
        <PageHeader />
        <div className="wallet-page">
          <section className="wallet-notice" data-testid="card-on-provider-page">
            <strong>{t("card.hostedTitle")}</strong>
            <span>{t("card.hostedBody")}</span>
            <Link to={back} replace className={buttonClass("primary", "block")}>
              {t("card.backToPay")}
            </Link>
          </section>
        </div>
      </main>
    );
  }

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
        <TestModeBanner options={options} />
        {!orderNo && amount > 0 && (
          <section className="order-summary">
            <div className="order-summary__row">
              <span>{t("recharge.amount")}</span>
              <span className="order-summary__total">{formatOrderAmount(amount, "HKD")}</span>
            </div>
          </section>
        )}
        <form className={formClass.form} onSubmit={submit} noValidate>
          <TextField
            label={t("card.number")}
            value={number}
            onValueChange={form.clearing("card.number", (v) => setNumber(formatCardNumber(v)))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            error={form.errors["card.number"]}
            hint={detected ? t("card.detected", { brand: brandLabels[detected] }) : undefined}
            data-testid="card-number"
          />
          {askBrand && (
            <SelectField
              label={t("card.type")}
              value={chosenBrand}
              onValueChange={(v) => {
                setChosenBrand(v as CardBrand);
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
          )}
          <div className="card-form__pair">
            <TextField
              label={t("card.expiry")}
              value={expiry}
              onValueChange={form.clearing("card.expMonth", (v) => setExpiry((previous) => formatExpiryInput(v, previous)))}
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              error={form.errors["card.expMonth"]}
            />
            <TextField
              label={codeName}
              value={securityCode}
              onValueChange={form.clearing("card.securityCode", (v) => setSecurityCode(v.replace(/\D/g, "").slice(0, codeLength)))}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={codeLength}
              error={form.errors["card.securityCode"]}
            />
          </div>
          <TextField label={t("card.holder")} value={holderName} onValueChange={form.clearing("card.holderName", setHolderName)} autoComplete="cc-name" autoCapitalize="words" error={form.errors["card.holderName"]} />
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
