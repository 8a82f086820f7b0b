// The fan's saved cards on the wallet page: only what the provider gave back (brand, last 4, expiry), each
// removable; removing one forgets it at the provider too (deleteSavedCard).
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { isErrorResult } from "../../lib/messages";
import type { SavedCardFieldsFragment } from "../../gql/graphql";
import { deleteSavedCardMutation, savedCardsQuery } from "./operations";
import { expiryText, MethodMark } from "./PaymentMethods";
import "./wallet.css";

export function SavedCards() {
  const { t } = useTranslation("wallet");
  const errorText = useErrorText();
  const { data, refetch } = useQuery(savedCardsQuery, { fetchPolicy: "cache-and-network" });
  const [remove, removing] = useMutation(deleteSavedCardMutation);
  const [asking, setAsking] = useState<SavedCardFieldsFragment | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const cards = data?.savedCards ?? [];
  // Cards are offered only where a provider takes them: no section without one.
  if (!data?.paymentOptions.methods.includes("card") && cards.length === 0) return null;

  const confirm = async () => {
    if (!asking) return;
    const r = (await remove({ variables: { id: asking.id } })).data?.deleteSavedCard;
    setAsking(null);
    if (r && isErrorResult(r)) setSaid(errorText(r));
    else {
      setSaid(t("savedCards.removed"));
      await refetch();
    }
  };

  return (
    <section className="wallet-section" aria-labelledby="saved-cards-title" data-testid="saved-cards">
      <h2 className="wallet-section__title" id="saved-cards-title">
        {t("savedCards.title")}
      </h2>
      {said && (
        <p className="muted" role="status">
          {said}
        </p>
      )}
      {cards.length === 0 ? (
        <p className="muted">{t("savedCards.empty")}</p>
      ) : (
        <ul className="card-list">
          {cards.map((c) => (
            <li key={c.id} className="card-list__item" data-testid="saved-card">
              <MethodMark method="card" />
              <span className="method__label">
                <span>
                  {c.brand} •••• {c.last4}
                </span>
                <span className="muted">{t("savedCards.expires", { date: expiryText(c) })}</span>
              </span>
              <button type="button" className={buttonClass("ghost")} onClick={() => setAsking(c)}>
                {t("savedCards.remove")}
                <span className="visually-hidden">
                  {" "}
                  {c.brand} {c.last4}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={t("savedCards.removeTitle")}
          body={t("savedCards.removeBody", { card: `${asking.brand} •••• ${asking.last4}` })}
          confirmLabel={t("savedCards.removeConfirm")}
          cancelLabel={t("savedCards.keep")}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
          busy={removing.loading}
          danger
        />
      )}
    </section>
  );
}
