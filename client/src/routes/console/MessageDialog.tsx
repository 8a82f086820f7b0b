// Writing to an event's ticket holders (issue 34; owners, managers, box office): a subject and a text, to
// all holders or one ticket type's; "Preview" shows the e-mail as a holder gets it and how many will,
// and only then can it be sent. The server sends it through the mail outbox, each holder in their own
// language, at most a few times a day per event, and audits it.
import { useState, type FormEvent } from "react";
import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog/Dialog";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { attendeesMessagePreviewQuery, consoleEventQuery, sendAttendeesMessageMutation } from "./operations";
import { FormProblem } from "./FormProblem";

type Field = "subject" | "body" | "ticketTypeId";

export function MessageDialog({ eventId, onClose, onSent }: { eventId: string; onClose: () => void; onSent: (said: string) => void }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  const { data: eventData } = useQuery(consoleEventQuery, { variables: { id: eventId } });
  const types = eventData?.operatorEvent?.ticketTypes ?? [];
  const [ticketTypeId, setTicketTypeId] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [fields, setFields] = useState<Field[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadPreview, previewing] = useLazyQuery(attendeesMessagePreviewQuery, { fetchPolicy: "no-cache" });
  const [preview, setPreview] = useState<{ recipients: number; subject: string; text: string; sentToday: number; dailyLimit: number } | null>(null);
  const [send, sending] = useMutation(sendAttendeesMessageMutation);
  const input = { eventId, ticketTypeId: ticketTypeId || null, subject, body };
  const fmt = (n: number) => n.toLocaleString(language.bcp47);

  const refused = (r: { __typename?: string; code: string; message: string; field?: string | null; issues?: { field: string }[]; retryAfterSeconds?: number }) => {
    if (r.__typename === "ValidationError" && r.issues) {
      const bad = r.issues.map((i) => i.field).filter((f): f is Field => f === "subject" || f === "body" || f === "ticketTypeId");
      setFields(bad);
      return setProblem(bad.map((f) => t(`message.invalid.${f}`)).join(" "));
    }
    if (r.__typename === "RateLimitedError") return setProblem(t("message.limit", { hours: fmt(Math.max(1, Math.ceil((r.retryAfterSeconds ?? 3600) / 3600))) }));
    setProblem(errorText(r) ?? t("message.failed"));
  };

  const showPreview = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setFields([]);
    setPreview(null);
    const r = (await loadPreview({ variables: { input } })).data?.attendeesMessagePreview;
    if (r?.__typename === "QueryAttendeesMessagePreviewSuccess") return setPreview(r.data);
    if (r && "code" in r) refused(r);
    else setProblem(t("message.failed"));
  };

  const doSend = async () => {
    setProblem(null);
    const r = (await send({ variables: { input } })).data?.sendAttendeesMessage;
    if (r?.__typename === "MutationSendAttendeesMessageSuccess") return onSent(t("message.sent", { formatted: fmt(r.data.recipients) }));
    if (r && "code" in r) refused(r);
    else setProblem(t("message.failed"));
  };

  const edit = (f: () => void) => {
    f();
    setPreview(null);
  };

  return (
    <Dialog title={t("message.title")} onClose={onClose} testId="message-dialog">
      <form className="cn-form cn-dialog-form cn-dialog-scroll" onSubmit={(e) => void showPreview(e)} noValidate>
        <label className="cn-field">
          <span>{t("message.to")}</span>
          <select value={ticketTypeId} onChange={(e) => edit(() => setTicketTypeId(e.target.value))} name="ticketTypeId" aria-invalid={fields.includes("ticketTypeId") || undefined}>
            <option value="">{t("message.allHolders")}</option>
            {types.map((tt) => (
              <option key={tt.id} value={tt.id}>
                {tt.name}
              </option>
            ))}
          </select>
        </label>
        <label className="cn-field">
          <span>{t("message.subject")}</span>
          <input value={subject} onChange={(e) => edit(() => setSubject(e.target.value))} maxLength={150} name="subject" aria-invalid={fields.includes("subject") || undefined} />
        </label>
        <label className="cn-field">
          <span>{t("message.body")}</span>
          <textarea value={body} onChange={(e) => edit(() => setBody(e.target.value))} maxLength={5000} rows={6} name="body" aria-invalid={fields.includes("body") || undefined} />
        </label>
        <FormProblem problem={problem} />
        {preview && (
          <div className="cn-card cn-message-preview" data-testid="message-preview">
            <p role="status">
              <strong>{t("message.count", { formatted: fmt(preview.recipients) })}</strong>{" "}
              <span className="cn-muted">{t("message.today", { sent: fmt(preview.sentToday), limit: fmt(preview.dailyLimit) })}</span>
            </p>
            <p className="cn-muted">{t("message.previewNote")}</p>
            <p>
              <strong>{preview.subject}</strong>
            </p>
            <pre className="cn-message-text">{preview.text}</pre>
          </div>
        )}
        <div className="cn-actions">
          {preview ? (
            <button type="button" className={buttonClass("primary")} disabled={sending.loading || preview.recipients === 0} onClick={() => void doSend()} data-testid="message-send">
              {t("message.send", { formatted: fmt(preview.recipients) })}
            </button>
          ) : (
            <button type="submit" className={buttonClass("primary")} disabled={previewing.loading} data-testid="message-preview-button">
              {t("message.preview")}
            </button>
          )}
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            {t("message.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
