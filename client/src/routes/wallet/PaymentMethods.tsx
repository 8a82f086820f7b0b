// The payment methods after the wallet, grouped: saved cards, a new card (with Apple Pay and Google Pay
// where a provider takes them), then the e-wallets by region. Only what the server offers is shown
// (Query.paymentOptions): a method no provider takes here is not offered at all.
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import type { PaymentOptionsFieldsFragment, SavedCardFieldsFragment } from "../../gql/graphql";
import { canShowCardWallet, CARD_WALLET_METHODS, cardWalletLabels, ewalletGroups, ewalletLabels } from "./methods";
import { MethodLogo, type MarkedMethod } from "./MethodLogo";
import "./wallet.css";

/** A payment method's mark (MethodLogo): decorative beside the method's written name unless `named`. */
export function MethodMark({ method, named = false }: { method: MarkedMethod; named?: boolean }) {
  return <MethodLogo method={method} decorative={!named} />;
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

export const expiryText = (c: { expMonth: number; expYear: number }) => `${String(c.expMonth).padStart(2, "0")}/${String(c.expYear).slice(-2)}`;

/** Methods other than the wallet that the server offers (nothing to choose but Fan Coin when empty). */
export function offersProviderMethods(options: PaymentOptionsFieldsFragment | undefined | null): boolean {
  return !!options?.methods.some((m) => m !== "wallet");
}

/** Says that payments here are simulated (the sandbox takes them: development, or a staging server). */
export function TestModeBanner({ options }: { options: PaymentOptionsFieldsFragment | undefined | null }) {
  const { t } = useTranslation("wallet");
  if (!options?.testMode) return null;
  return (
    <p className="wallet-notice wallet-notice--test" role="note" data-testid="test-mode-banner">
      <strong>{t("testMode.title")}</strong> <span>{t("testMode.body")}</span>
    </p>
  );
}

/**
 * Radios of one fieldset (name "method"): `saved:<id>`, `newCard`, a card wallet or an e-wallet's id. On a
 * real provider's page the card is typed there: "Remember this card" is asked here, beside the choice.
 */
export function OtherMethods({
  method,
  choose,
  savedCards,
  options,
  remember,
  setRemember,
}: {
  method: string;
  choose: (value: string) => void;
  savedCards: readonly SavedCardFieldsFragment[];
  options: PaymentOptionsFieldsFragment | undefined | null;
  remember?: boolean;
  setRemember?: (remember: boolean) => void;
}) {
  const { t } = useTranslation("wallet");
  const offered = new Set<string>(options?.methods ?? []);
  const cards = offered.has("card");
  const cardWallets = CARD_WALLET_METHODS.filter((m) => offered.has(m) && canShowCardWallet(m));
  const groups = ewalletGroups.map((g) => ({ ...g, methods: g.methods.filter((m) => offered.has(m)) })).filter((g) => g.methods.length > 0);
  const hostedCard = options?.cardEntry === "PROVIDER_PAGE";
  return (
    <>
      {cards && savedCards.length > 0 && <p className="method-list__group">{t("methods.savedCards")}</p>}
      {cards &&
        savedCards.map((c) => (
          <label key={c.id} className="method">
            <input type="radio" name="method" value={`saved:${c.id}`} checked={method === `saved:${c.id}`} onChange={() => choose(`saved:${c.id}`)} />
            <MethodMark method="card" />
            <span className="method__label">
              {c.brand} •••• {c.last4}
            </span>
            <span className="muted">{expiryText(c)}</span>
          </label>
        ))}
      {(cards || cardWallets.length > 0) && <p className="method-list__group">{t("methods.cards")}</p>}
      {cards && (
        <label className="method">
          <input type="radio" name="method" value="newCard" checked={method === "newCard"} onChange={() => choose("newCard")} />
          <MethodMark method="card" />
          <span className="method__label">{t("methods.newCard")}</span>
          <span className="method__brands">
            <MethodMark method="visa" named />
            <MethodMark method="master" named />
          </span>
        </label>
      )}
      {cards && hostedCard && method === "newCard" && setRemember && (
        <div className="method-detail">
          <label className="checkbox-row">
            <input type="checkbox" checked={!!remember} onChange={(e) => setRemember(e.target.checked)} data-testid="remember-card" />
            <span>{t("card.remember")}</span>
          </label>
          <p className="muted">{t("card.providerPage")}</p>
        </div>
      )}
      {cardWallets.map((m) => (
        <label key={m} className="method">
          <input type="radio" name="method" value={m} checked={method === m} onChange={() => choose(m)} />
          <MethodMark method={m} />
          <span className="method__label">{cardWalletLabels[m]}</span>
        </label>
      ))}
      {groups.length > 0 && <p className="method-list__group">{t("methods.ewallets")}</p>}
      {groups.map((g) => (
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
