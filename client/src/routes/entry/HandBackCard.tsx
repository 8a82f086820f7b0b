// The ticket page's hand-back (issue 32): where the event takes tickets back, the fan hands a usable ticket
// back at face value to the next fan in line (payment password, then a confirmation that it is final once a
// fan pays: with fans waiting, the offer goes out at once and may be paid within seconds), sees where the
// listing stands, and withdraws it until a fan pays. The fan chooses the payout: Fan Coin at once, or back to
// the card or e-wallet they paid with (offered only where the server says that method can take it back), and
// then sees how they were paid and, for a provider's refund, where it stands.
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PinField } from "../../components/PinField/PinField";
import { buttonClass } from "../../components/Button/Button";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import type { Message } from "../../lib/messages";
import { useMessageText } from "../../hooks/useMessageText";
import { handBackTicketsMutation, withdrawHandBackMutation } from "./operations";
import { intlLocale } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { ChoiceGroup } from "../../components/Field/ChoiceGroup";
import { brandNameOf } from "../../lib/paymentMethodNames";
import { FAN_COIN_VALUE_CURRENCY, formatWalletAmount } from "@fanfare/shared/money";

type Payout = "FAN_COIN" | "ORIGINAL_METHOD";
type PayoutState = "PENDING" | "SETTLED" | "FAILED";

interface Props {
  ticketId: string;
  enterable: boolean;
  offered: boolean;
  /** The organiser's published fee, in basis points of the face value (0: none). */
  feeBps: number;
  handBack:
    | { id: string; status: string; faceAmount: number; feeAmount: number; payoutAmount: number; currency: string; paidOutCoins?: number | null; payout: Payout; payoutMethod?: string | null; payoutState?: PayoutState | null }
    | null
    | undefined;
  /** Where the payout can go back to instead of Fan Coin (null: Fan Coin only). */
  refundTo: { method: string; minWorkingDays: number; maxWorkingDays: number } | null | undefined;
  onChanged: () => void;
}

const money = (minor: number) => (minor / 100).toFixed(2);

export function HandBackCard({ ticketId, enterable, offered, feeBps, handBack, refundTo, onChanged }: Props) {
  const { t } = useTranslation("entry");
  const language = useLanguage();
  const percent = (feeBps / 10_000).toLocaleString(intlLocale(language), { style: "percent", maximumFractionDigits: 2 });
  const text = useMessageText();
  const [payPassword, setPayPassword] = useState("");
  const [payout, setPayout] = useState<Payout>("FAN_COIN");
  /** A payment method as the fan knows it: "card" in their language, an e-wallet by its brand. */
  const methodName = (method: string | null | undefined) =>
    (method && brandNameOf(method)) ?? t("handBack.methodCard");
  const [error, setError] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [list, listing] = useMutation(handBackTicketsMutation);
  const [withdraw, withdrawing] = useMutation(withdrawHandBackMutation);
  const live = handBack && (handBack.status === "LISTED" || handBack.status === "OFFERED");

  if (handBack?.status === "SOLD") {
    return (
      <section className="entry-card surface" data-testid="hand-back-sold">
        {handBack.payout === "ORIGINAL_METHOD" ? (
          <>
            <p className="entry-card__sub">{t("handBack.soldOriginal", { amount: money(handBack.payoutAmount), currency: handBack.currency, method: methodName(handBack.payoutMethod) })}</p>
            {handBack.payoutState && (
              <p className="entry-card__sub" data-testid="hand-back-payout-state" data-state={handBack.payoutState}>
                {t(`handBack.payoutState.${handBack.payoutState}`)}
              </p>
            )}
          </>
        ) : (
          <>
            {/* Fan Coin as the wallet shows it, its HK$ value (1 Fan Coin = HK$1), whatever the fan's area. */}
            <p className="entry-card__sub" data-testid="hand-back-paid-out">
              {t("handBack.sold", { amount: formatWalletAmount(handBack.paidOutCoins ?? 0, FAN_COIN_VALUE_CURRENCY) })}
            </p>
            {/* Asked for the original method, but its provider refused the refund: paid in Fan Coin instead. */}
            {handBack.payoutState === "FAILED" && (
              <p className="entry-card__sub" data-testid="hand-back-payout-state" data-state="FAILED">
                {t("handBack.payoutFellBack", { method: methodName(handBack.payoutMethod) })}
              </p>
            )}
          </>
        )}
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
        <p className="entry-card__sub" data-testid="hand-back-payout-method">
          {handBack.payout === "ORIGINAL_METHOD" ? t("handBack.payoutLiveOriginal", { method: methodName(handBack.payoutMethod) }) : t("handBack.payoutLiveFanCoin")}
        </p>
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
  const listForHandBack = async () => {
    const r = (await list({ variables: { input: { ticketIds: [ticketId], payPassword, payout: refundTo ? payout : "FAN_COIN" } } })).data?.handBackTickets;
    if (r && "code" in r) setError({ key: `errors:${r.code}` });
    else onChanged();
  };
  return (
    <section className="entry-card surface" data-testid="hand-back">
      <h2 className="entry-card__title">{t("handBack.title")}</h2>
      <p className="entry-card__sub">{t("handBack.about")}</p>
      {feeBps > 0 && (
        <p className="entry-card__sub" data-testid="hand-back-fee">
          {t("handBack.fee", { percent })}
        </p>
      )}
      {refundTo && (
        <ChoiceGroup<Payout>
          testId="hand-back-payout"
          legend={t("handBack.payoutTitle")}
          name={`hand-back-payout-${ticketId}`}
          options={["FAN_COIN", "ORIGINAL_METHOD"]}
          label={(o) => (o === "FAN_COIN" ? t("handBack.payoutFanCoin") : t("handBack.payoutOriginal", { method: methodName(refundTo.method), min: refundTo.minWorkingDays, max: refundTo.maxWorkingDays }))}
          selected={[payout]}
          onToggle={setPayout}
        />
      )}
      <PinField label={t("handBack.payPassword")} value={payPassword} onValueChange={(v) => (setPayPassword(v), setError(null))} error={error} />
      <button
        type="button"
        className={buttonClass("secondary", "block")}
        disabled={listing.loading || payPassword.length < 6}
        data-testid="hand-back-submit"
        onClick={() => setConfirming(true)}
      >
        {t("handBack.submit")}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t("handBack.confirmTitle")}
          body={t("handBack.confirmBody")}
          confirmLabel={t("handBack.confirm")}
          cancelLabel={t("handBack.keep")}
          busy={listing.loading}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => void listForHandBack().finally(() => setConfirming(false))}
        />
      )}
    </section>
  );
}
