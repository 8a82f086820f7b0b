// The support inbox: fans' issues by state, each with its conversation, answered (and closed) here.
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import type { ConsoleSupportIssuesQuery, SupportStatus } from "../../gql/graphql";
import { answerSupportIssueMutation, supportIssuesQuery } from "./operations";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { FormProblem } from "./FormProblem";
import { usePageTitle } from "./usePageTitle";

type Issue = ConsoleSupportIssuesQuery["supportIssues"][number];

/** The answer form under an open issue; "close with this answer" starts unticked. Exported for its test. */
export function Answer({ issue }: { issue: Pick<Issue, "id"> }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const [body, setBody] = useState("");
  // Not ticked by default: an answer usually invites a reply, and closing is a choice (issue 34).
  const [close, setClose] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, answering] = useMutation(answerSupportIssueMutation, { refetchQueries: ["ConsoleSupportIssues"] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = (await answer({ variables: { issueId: issue.id, body, close } })).data?.answerSupportIssue;
    if (r && "code" in r) setProblem(errorText(r));
    else setBody("");
  };
  return (
    <form className="cn-form" onSubmit={(e) => void submit(e)}>
      <label className="cn-field">
        <span>{t("support.answer")}</span>
        <textarea rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <label className="cn-check">
        <input type="checkbox" checked={close} onChange={(e) => setClose(e.target.checked)} />
        <span>{t("support.closeIt")}</span>
      </label>
      <FormProblem problem={problem} />
      <button type="submit" className={buttonClass("primary")} disabled={!body.trim() || answering.loading}>
        {t("support.send")}
      </button>
    </form>
  );
}

export default function SupportPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("support.title"));
  const language = useLanguage();
  const [status, setStatus] = useState<SupportStatus>("OPEN");
  const { data, loading, error, refetch } = useQuery(supportIssuesQuery, { variables: { status } });
  const issues = data?.supportIssues ?? [];
  return (
    <>
      <div className="cn-head">
        <h1>{t("support.title")}</h1>
      </div>
      <div className="cn-tabs" role="group" aria-label={t("support.status")}>
        {(["OPEN", "ANSWERED", "CLOSED"] as const).map((s) => (
          <button key={s} type="button" className={status === s ? "cn-tab is-active" : "cn-tab"} aria-pressed={status === s} onClick={() => setStatus(s)}>
            {t(`support.state.${s}`)}
          </button>
        ))}
      </div>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && issues.length === 0} emptyText={t("support.empty")}>
        <ul className="cn-list" data-testid="console-support">
          {issues.map((i) => (
            <li key={i.id} className="cn-card">
              <h2 className="cn-issue__title">
                #{i.ref} · {t(`support.type.${i.type}`, { defaultValue: i.type })}
              </h2>
              <p className="cn-muted">
                {i.email} · {formatWhen(i.createdAt, language)}
              </p>
              {(i.eventName || i.orderNo || i.ticketNo) && (
                <p className="cn-muted" data-testid="support-about">
                  {[i.eventName && t("support.event", { name: i.eventName }), i.orderNo && t("support.order", { orderNo: i.orderNo }), i.ticketNo && t("support.ticket", { ticketNo: i.ticketNo })].filter(Boolean).join(" · ")}
                </p>
              )}
              <p className="cn-pre">{i.text}</p>
              {i.messages.map((m) => (
                <p key={m.id} className={m.fromStaff ? "cn-msg cn-msg--staff" : "cn-msg"}>
                  <span className="visually-hidden">{m.fromStaff ? t("support.fromStaff") : t("support.fromFan")}: </span>
                  {m.body}
                </p>
              ))}
              {i.status !== "CLOSED" && <Answer issue={i} />}
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
