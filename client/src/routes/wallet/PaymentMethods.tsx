// The payment methods after the wallet, grouped: saved cards, a new card (Visa and Mastercard are
// cards: their marks show there, not again as e-wallets), then the e-wallets by region.
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import type { SavedCardFieldsFragment } from "../../gql/graphql";
import { ewalletGroups, ewalletLabels, methodMarks } from "./methods";
import "./wallet.css";

/** A payment method's mark: its initials on its brand colour. */
export function MethodMark({ method }: { method: keyof typeof methodMarks }) {
  const mark = methodMarks[method];
  return (
    <span className="method__mark" style={{ background: mark.color }} aria-hidden="true">
      {method === "card" ? (
        <svg width="18" height="14" viewBox="0 0 18 14" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="1" y="1" width="16" height="12" rx="2" />
          <path d="M1 5h16" />
        </svg>
      ) : (
        mark.text
      )}
    </span>
  );
}

/** What the method list shows of a saved card (spread into the queries that offer saved cards). */
export const savedCardFields = graphql(`
  fragment SavedCardFields on SavedCard {
    id
    brand
    last4
    expMonth
    expYear
  }
`);

/** Radios of one fieldset (name "method"): `saved:<id>`, `newCard`, or an e-wallet's id. */
export function OtherMethods({ method, choose, savedCards }: { method: string; choose: (value: string) => void; savedCards: readonly SavedCardFieldsFragment[] }) {
  const { t } = useTranslation("wallet");
  return (
    <>
      {savedCards.length > 0 && <p className="method-list__group">{t("methods.savedCards")}</p>}
      {savedCards.map((c) => (
        <label key={c.id} className="method">
          <input type="radio" name="method" value={`saved:${c.id}`} checked={method === `saved:${c.id}`} onChange={() => choose(`saved:${c.id}`)} />
          <MethodMark method="card" />
          <span className="method__label">
            {c.brand} •••• {c.last4}
          </span>
          {c.expMonth !== undefined && c.expYear !== undefined && (
            <span className="muted">
              {String(c.expMonth).padStart(2, "0")}/{String(c.expYear).slice(-2)}
            </span>
          )}
        </label>
      ))}
      <p className="method-list__group">{t("methods.cards")}</p>
      <label className="method">
        <input type="radio" name="method" value="newCard" checked={method === "newCard"} onChange={() => choose("newCard")} />
        <MethodMark method="card" />
        <span className="method__label">{t("methods.newCard")}</span>
        <span className="method__brands" aria-hidden="true">
          <MethodMark method="visa" />
          <MethodMark method="master" />
        </span>
      </label>
      <p className="method-list__group">{t("methods.ewallets")}</p>
      {ewalletGroups.map((g) => (
        <div key={g.region} className="method-list__region" role="group" aria-label={t(`methods.regions.${g.region}`)}>
          <p className="method-list__region-name" aria-hidden="true">
            {t(`methods.regions.${g.region}`)}
          </p>
          {g.methods.map((m) => (
            <label key={m} className="method">
              <input type="radio" name="method" value={m} checked={method === m} onChange={() => choose(m)} />
              <MethodMark method={m} />
              <span className="method__label">{ewalletLabels[m]}</span>
            </label>
          ))}
        </div>
      ))}
    </>
  );
}
