// The merch checkout's discount code (issue 35): the fan applies a code and sees what it takes off before
// paying (checkMerchCode; the amount for the chosen quantity by the server's own rule, @fanfare/shared/codes).
// The code's use is counted only when the order is secured with it.
import { useState } from "react";
import { useLazyQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { merchDiscountOf } from "@fanfare/shared/codes";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../components/Button/Button";
import { fieldClass } from "../../components/Field/Field";
import { useErrorText } from "../../hooks/useMessageText";
import type { CheckMerchCodeQuery } from "../../gql/graphql";
import { checkMerchCodeQuery } from "./operations";

type Money = { amount: number; currency: string };

export type AppliedMerchCode = Extract<CheckMerchCodeQuery["checkMerchCode"], { __typename: "MerchCodeCheck" }>;

/** What an applied code takes off `quantity` units at `unitPrice` (0 without a code). */
export function merchCodeDiscount(applied: AppliedMerchCode | null, unitPrice: Money, quantity: number): number {
  if (!applied) return 0;
  const terms = { kind: "DISCOUNT" as const, ticketTypeIds: [], productIds: ["this"], discountAmount: applied.discountAmount ?? null, discountPercent: applied.discountPercent ?? null };
  return merchDiscountOf(terms, { productId: "this", unitAmount: unitPrice.amount, quantity });
}

export function MerchCodeField({ variantId, quantity, unitPrice, applied, onApplied }: { variantId: string | null; quantity: number; unitPrice: Money; applied: AppliedMerchCode | null; onApplied: (code: AppliedMerchCode | null) => void }) {
  const { t } = useTranslation("merch");
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { loading }] = useLazyQuery(checkMerchCodeQuery, { fetchPolicy: "network-only" });

  const apply = async () => {
    setProblem(null);
    if (!text.trim() || !variantId) return;
    const { data, error } = await check({ variables: { variantId, quantity, code: text.trim() } });
    const r = data?.checkMerchCode;
    if (error || !r) return setProblem(tCommon("states.error"));
    if (r.__typename === "MerchCodeCheck") {
      setText(r.code);
      return onApplied(r);
    }
    onApplied(null);
    if ("code" in r) setProblem(errorText(r as { code: string; message: string }));
  };

  return (
    <div className="merch-field" data-testid="merch-code">
      <label className={fieldClass.label} htmlFor="merch-code-input">
        {t("code.title")}
      </label>
      {applied ? (
        <p data-testid="merch-code-applied">
          <strong>{applied.code}</strong> · {t("code.off", { amount: formatMoney({ amount: merchCodeDiscount(applied, unitPrice, quantity), currency: unitPrice.currency }) })}{" "}
          <button type="button" className={buttonClass("ghost")} onClick={() => { onApplied(null); setText(""); }} data-testid="merch-code-remove">
            {t("code.remove")}
          </button>
        </p>
      ) : (
        <div className="merch-code">
          <input
            id="merch-code-input"
            className="field__input"
            value={text}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t("code.placeholder")}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter applies the code rather than securing the order.
              if (e.key === "Enter") {
                e.preventDefault();
                void apply();
              }
            }}
            data-testid="merch-code-input"
          />
          <button type="button" className={buttonClass("secondary")} disabled={loading || !text.trim() || !variantId} onClick={() => void apply()} data-testid="merch-code-apply">
            {t("code.apply")}
          </button>
        </div>
      )}
      {problem && (
        <p className={fieldClass.error} role="alert" data-testid="merch-code-error">
          {problem}
        </p>
      )}
    </div>
  );
}
