// An event's hand-back at face value (issue 32), as its organiser runs it: switched on (off by default: the
// terms say tickets are non-refundable and non-exchangeable), the published fee kept from each seller's
// payout (the buyer pays the face value), and what happened: counts by status, fees kept, the listings.
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import type { Currency } from "../../gql/graphql";
import { operatorHandBacksQuery, updateEventMutation } from "./operations";
import { ConsoleTable } from "./ConsoleTable";
import { intlLocale } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";

interface Props {
  eventId: string;
  currency: Currency;
  enabled: boolean;
  feeBps: number;
  cancelled: boolean;
}

/** "10" or "2.5" (percent) → basis points; null when not a number from 0 to 20 with at most two decimals. */
export function percentToBps(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return null;
  const bps = Math.round(Number(t) * 100);
  return bps >= 0 && bps <= 2000 ? bps : null;
}

export function HandBackPanel({ eventId, currency, enabled, feeBps, cancelled }: Props) {
  const { t } = useTranslation("console");
  const locale = intlLocale(useLanguage());
  const errorText = useErrorText();
  const listings = useQuery(operatorHandBacksQuery, { variables: { eventId }, fetchPolicy: "cache-and-network" });
  const [update, updating] = useMutation(updateEventMutation);
  const [on, setOn] = useState(enabled);
  const [fee, setFee] = useState(String(feeBps / 100));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const bps = percentToBps(fee);
    if (bps === null) return setProblem(t("handBack.badFee"));
    const r = (await update({ variables: { id: eventId, input: { handBackEnabled: on, handBackFeeBps: bps } } })).data?.updateEvent;
    if (r && "code" in r) return setProblem(errorText(r));
    setProblem(null);
    setSaved(true);
  };

  const data = listings.data?.operatorHandBacks;
  const money = (amount: number) => formatMoney({ amount, currency });
  const when = (iso: unknown) => (iso ? new Date(String(iso)).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }) : "—");
  return (
    <section className="cn-card" aria-labelledby="cn-hand-back-title" data-testid="console-hand-back">
      <h2 id="cn-hand-back-title">{t("handBack.title")}</h2>
      <p className="cn-muted">{t("handBack.intro")}</p>
      <form onSubmit={submit} noValidate className="cn-form">
        <label className="cn-check">
          <input type="checkbox" checked={on} disabled={cancelled} onChange={(e) => (setOn(e.target.checked), setSaved(false))} data-testid="console-hand-back-enabled" />
          <span>{t("handBack.enabled")}</span>
        </label>
        <label className="cn-field">
          <span>{t("handBack.fee")}</span>
          <input
            inputMode="decimal"
            value={fee}
            disabled={cancelled}
            aria-invalid={problem ? true : undefined}
            aria-describedby="cn-hand-back-fee-help"
            onChange={(e) => (setFee(e.target.value), setProblem(null), setSaved(false))}
            data-testid="console-hand-back-fee"
          />
          <small id="cn-hand-back-fee-help" className="cn-muted">
            {t("handBack.feeHelp")}
          </small>
        </label>
        {problem && (
          <p role="alert" className="cn-error" data-testid="console-hand-back-error">
            {problem}
          </p>
        )}
        {saved && (
          <p role="status" className="cn-ok">
            {t("editor.saved")}
          </p>
        )}
        <button type="submit" className={buttonClass("secondary")} disabled={updating.loading || cancelled} data-testid="console-hand-back-save">
          {t("handBack.save")}
        </button>
      </form>
      {data && (
        <>
          <dl className="cn-tiles" data-testid="console-hand-back-counts">
            {(["listed", "offered", "sold", "withdrawn", "void"] as const).map((k) => (
              <div key={k} className="cn-tile">
                <dt>{t(`handBack.count.${k}`)}</dt>
                <dd>{data.counts[k].toLocaleString(locale)}</dd>
              </div>
            ))}
            <div className="cn-tile">
              <dt>{t("handBack.feesKept")}</dt>
              <dd>{money(data.feesKept)}</dd>
            </div>
          </dl>
          {data.listings.length > 0 ? (
            <ConsoleTable
              testId="console-hand-back-table"
              columns={[
                { key: "ticket", label: t("handBack.ticket") },
                { key: "status", label: t("handBack.status") },
                { key: "face", label: t("handBack.face") },
                { key: "payout", label: t("handBack.payout") },
                { key: "listed", label: t("handBack.listedAt") },
                { key: "closed", label: t("handBack.closedAt") },
              ]}
              rows={data.listings}
              renderRow={(l) => (
                <tr key={l.id}>
                  <th scope="row">{l.ticketNo}</th>
                  <td>{t(`handBack.state.${l.status}`)}</td>
                  <td>{money(l.faceAmount)}</td>
                  <td>{money(l.payoutAmount)}</td>
                  <td>{when(l.listedAt)}</td>
                  <td>{when(l.closedAt)}</td>
                </tr>
              )}
            />
          ) : (
            <p className="cn-muted">{t("handBack.none")}</p>
          )}
        </>
      )}
    </section>
  );
}
