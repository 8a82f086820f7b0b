import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { supportReplyInput } from "@fanfare/shared/support";
import type { SupportIssueFieldsFragment } from "../../gql/graphql";
import { formatFanTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { replyToSupportIssueMutation } from "./operations";
import { FormAlert } from "../../components/Form/Form";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { buttonClass } from "../../components/Button/Button";

function ReplyForm({ issueId }: { issueId: string }) {
  const { t } = useTranslation("support");
  const [body, setBody] = useState("");
  const form = useMutationForm(["body"]);
  const [reply] = useMutation(replyToSupportIssueMutation, uncachedResult);
  // The answer carries the whole conversation; the list refetches it from the result's issue.
  const submit = form.submit(
    supportReplyInput,
    { body },
    async (data) => (await reply({ variables: { issueId, body: data.body }, refetchQueries: ["MySupportIssues"] })).data?.replyToSupportIssue,
    () => setBody(""),
  );
  return (
    <form className="support-reply" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={`reply-${issueId}`}>
        {t("cs.replyLabel")}
      </label>
      <textarea id={`reply-${issueId}`} className="support-reply__input" rows={2} maxLength={2000} value={body} placeholder={t("cs.replyLabel")} onChange={(e) => form.clearing("body", setBody)(e.target.value)} />
      <button type="submit" className={buttonClass("secondary")} disabled={form.busy || !body.trim()}>
        {t("cs.sendReply")}
      </button>
      <FormAlert message={form.errors.body ?? form.formError} />
    </form>
  );
}

/** The fan's requests, newest first, each with its conversation and a reply box. */
export function IssueList({ issues }: { issues: SupportIssueFieldsFragment[] }) {
  const { t } = useTranslation("support");
  const language = useLanguage();
  if (!issues.length) return <p className="support-empty">{t("cs.empty")}</p>;
  return (
    <ul className="support-issues" data-testid="issue-list">
      {issues.map((issue) => (
        <li key={issue.id} className="support-issue surface" data-testid="issue">
          <div className="support-issue__head">
            <span className="support-issue__ref">{t("cs.ref", { ref: issue.ref })}</span>
            <span className={`support-status support-status--${issue.status.toLowerCase()}`}>{t(`status.${issue.status}`)}</span>
          </div>
          <p className="support-issue__meta">
            {t(`types.${issue.type}`)} · {formatFanTime(String(issue.createdAt), language)}
          </p>
          {(issue.eventName || issue.orderNo) && (
            <p className="support-issue__meta" data-testid="issue-about">
              {[issue.eventName ? t("cs.aboutEvent", { event: issue.eventName }) : null, issue.orderNo ? t("cs.orderNo", { orderNo: issue.orderNo }) : null].filter(Boolean).join(" · ")}
            </p>
          )}
          <p className="support-bubble support-bubble--fan">{issue.text}</p>
          {issue.messages.map((m) => (
            <div key={m.id} className={m.fromStaff ? "support-bubble support-bubble--team" : "support-bubble support-bubble--fan"}>
              <span className="support-bubble__who">{m.fromStaff ? t("cs.team") : t("cs.you")}</span>
              <p>{m.body}</p>
            </div>
          ))}
          {issue.status === "OPEN" && !issue.messages.some((m) => m.fromStaff) && <p className="support-issue__meta">{t("cs.awaiting")}</p>}
          {/* A closed request can be followed up too: the reply reopens it for the team. */}
          <ReplyForm issueId={issue.id} />
        </li>
      ))}
    </ul>
  );
}
