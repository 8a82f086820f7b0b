// The ticket page's hand-back (issue 32): where the event takes tickets back, the fan hands a usable ticket
// back at face value to the next fan in line (payment password; final once a fan pays), sees where the
// listing stands, and withdraws it until a fan pays.
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PinField } from "../../components/PinField/PinField";
import { buttonClass } from "../../components/Button/Button";
import type { Message } from "../../lib/messages";
import { useMessageText } from "../../hooks/useMessageText";
import { handBackTicketsMutation, withdrawHandBackMutation } from "./operations";
import { intlLocale } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";

interface Props {
  ticketId: string;
  enterable: boolean;
  offered: boolean;
  /** The organiser's published fee, in basis points of the face value (0: none). */
  feeBps: number;
  handBack: { id: string; status: string; faceAmount: number; feeAmount: number; payoutAmount: number; currency: string; paidOutCoins?: number | null } | null | undefined;
  onChanged: () => void;
}

const money = (minor: number) => (minor / 100).toFixed(2);

export function HandBackCard({ ticketId, enterable, offered, feeBps, handBack, onChanged }: Props) {
  const { t } = useTranslation("entry");
  const language = useLanguage();
  const percent = (feeBps / 10_000).toLocaleString(intlLocale(language), { style: "percent", maximumFractionDigits: 2 });
  const text = useMessageText();
  const [payPassword, setPayPassword] = useState("");
  const [error, setError] = useState<Message | null>(null);
  const [list, listing] = useMutation(handBackTicketsMutation);
  const [withdraw, withdrawing] = useMutation(withdrawHandBackMutation);
  const live = handBack && (handBack.status === "LISTED" || handBack.status === "OFFERED");

  if (handBack?.status === "SOLD") {
    return (
      <section className="entry-card surface" data-testid="hand-back-sold">
        <p className="entry-card__sub">{t("handBack.sold", { amount: money(handBack.paidOutCoins ?? 0) })}</p>
      </section>
    );
  }
  if (live) {
    return (
      <section className="entry-card surface" data-testid="hand-back-live">
        <h2 className="entry-card__title">{t("handBack.title")}</h2>
        <p className="entry-card__sub">{t(handBack.status === "OFFERED" ? "handBack.offered" : "handBack.listed")}</p>
        <p className="entry-card__sub">{t("handBack.faceValue", { amount: money(handBack.faceAmount), currency: handBack.currency })}</p>
        {handBack.feeAmount > 0 && (
          <p className="entry-card__sub" data-testid="hand-back-payout">
            {t("handBack.payout", { amount: money(handBack.payoutAmount), fee: money(handBack.feeAmount), currency: handBack.currency })}
          </p>
        )}
        {error && <p role="alert" className="entry-card__sub">{text(error)}</p>}
        <button
          type="button"
          className={buttonClass("secondary", "block")}
          disabled={withdrawing.loading}
          data-testid="hand-back-withdraw"
          onClick={async () => {
            const r = (await withdraw({ variables: { id: handBack.id } })).data?.withdrawHandBack;
            if (r && "code" in r) setError({ key: `errors:${r.code}` });
            onChanged();
          }}
        >
          {t("handBack.withdraw")}
        </button>
      </section>
    );
  }
  if (!offered || !enterable) return null;
  return (
    <section className="entry-card surface" data-testid="hand-back">
      <h2 className="entry-card__title">{t("handBack.title")}</h2>
      <p className="entry-card__sub">{t("handBack.about")}</p>
      {feeBps > 0 && (
        <p className="entry-card__sub" data-testid="hand-back-fee">
          {t("handBack.fee", { percent })}
        </p>
      )}
      <PinField label={t("handBack.payPassword")} value={payPassword} onValueChange={(v) => (setPayPassword(v), setError(null))} error={error} />
      <button
        type="button"
        className={buttonClass("secondary", "block")}
        disabled={listing.loading || payPassword.length < 6}
        data-testid="hand-back-submit"
        onClick={async () => {
          const r = (await list({ variables: { input: { ticketIds: [ticketId], payPassword } } })).data?.handBackTickets;
          if (r && "code" in r) setError({ key: `errors:${r.code}` });
          else onChanged();
        }}
      >
        {t("handBack.submit")}
      </button>
    </section>
  );
}
