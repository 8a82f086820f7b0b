// An event's presale registration (issue 35), as its organiser runs it: switched on (fans then register on
// the event's page), how many registered and were invited, and "Invite N": that many registrants not yet
// invited, drawn at random, each sent a personal single-use access code by e-mail.
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { invitePresaleFansMutation, operatorPresaleQuery, promoCodesQuery, updateEventMutation } from "./operations";
import { FormProblem } from "./FormProblem";

export function PresalePanel({ eventId, open, hasHiddenTypes, cancelled }: { eventId: string; open: boolean; hasHiddenTypes: boolean; cancelled: boolean }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const presale = useQuery(operatorPresaleQuery, { variables: { eventId }, fetchPolicy: "cache-and-network" });
  const [update, updating] = useMutation(updateEventMutation, { refetchQueries: [{ query: operatorPresaleQuery, variables: { eventId } }] });
  const [invite, inviting] = useMutation(invitePresaleFansMutation, { refetchQueries: [{ query: promoCodesQuery, variables: { eventId } }] });
  const [count, setCount] = useState("100");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  const toggle = async (on: boolean) => {
    setProblem(null);
    const r = (await update({ variables: { id: eventId, input: { presaleRegistration: on } } })).data?.updateEvent;
    if (r && "code" in r) setProblem(errorText(r));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return setProblem(t("presale.badCount"));
    const r = (await invite({ variables: { eventId, input: { count: n } } })).data?.invitePresaleFans;
    if (r && "code" in r) return setProblem(errorText(r));
    setProblem(null);
    if (r?.__typename === "PresaleInvitation") setDone(r.invited);
  };

  const d = presale.data?.operatorPresale;
  return (
    <section className="cn-card" aria-labelledby="cn-presale-title" data-testid="console-presale">
      <h2 id="cn-presale-title">{t("presale.title")}</h2>
      <p className="cn-muted">{t("presale.intro")}</p>
      <label className="cn-check">
        <input type="checkbox" checked={open} disabled={cancelled || updating.loading} onChange={(e) => void toggle(e.target.checked)} data-testid="console-presale-open" />
        <span>{t("presale.open")}</span>
      </label>
      {d && (
        <dl className="cn-tiles" data-testid="console-presale-counts">
          {(["registered", "invited", "remaining"] as const).map((k) => (
            <div key={k} className="cn-tile">
              <dt>{t(`presale.count.${k}`)}</dt>
              <dd>{d[k]}</dd>
            </div>
          ))}
        </dl>
      )}
      <form className="cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-presale-invite">
        <h3 id="cn-presale-invite">{t("presale.invite")}</h3>
        {!hasHiddenTypes && <p className="cn-muted">{t("presale.needsHidden")}</p>}
        <label className="cn-field">
          <span>{t("presale.count.label")}</span>
          <input type="number" min={1} max={10000} value={count} onChange={(e) => setCount(e.target.value)} name="presaleCount" data-testid="console-presale-count" />
        </label>
        <FormProblem problem={problem} />
        {done !== null && (
          <p className="cn-ok" role="status">
            {t("presale.invited", { count: done })}
          </p>
        )}
        <button type="submit" className={buttonClass("secondary")} disabled={inviting.loading || !d?.remaining} data-testid="console-presale-invite">
          {t("presale.inviteSubmit", { count: Number(count) || 0 })}
        </button>
      </form>
    </section>
  );
}
