// An attendees export made in the background (issue 34): XLSX (or CSV) of one event, asked for when
// pressed; the server writes it a batch at a time and this polls its rows done of rows total for the
// progress bar, then saves the file. The e-mail addresses in it are in full only for roles that may see them.
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import type { AttendeesExportFormat } from "../../gql/graphql";
import { attendeesExportQuery, startAttendeesExportMutation } from "./operations";
import { saveFile } from "../../lib/saveFile";

const POLL_MS = 700;

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

export function ExportJobButton({ eventId, format, label }: { eventId: string; format: AttendeesExportFormat; label: string }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  const [start, starting] = useMutation(startAttendeesExportMutation);
  const [jobId, setJobId] = useState<string | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const { data } = useQuery(attendeesExportQuery, { variables: { id: jobId ?? "" }, skip: !jobId, pollInterval: POLL_MS, fetchPolicy: "network-only" });
  const job = jobId ? data?.attendeesExport : undefined;

  useEffect(() => {
    if (!jobId || data === undefined) return;
    if (!job || job.status === "FAILED") {
      setJobId(null);
      setProgress(null);
      setSaid({ ok: false, text: t("export.failed") });
    } else if (job.status === "DONE" && job.fileBase64) {
      saveFile(bytesOf(job.fileBase64), job.fileName, job.contentType);
      setJobId(null);
      setProgress(null);
      setSaid({ ok: true, text: t("export.done", { formatted: job.rowsTotal.toLocaleString(language.bcp47) }) });
    } else {
      setProgress({ done: job.rowsDone, total: job.rowsTotal });
    }
  }, [data, job, jobId, language.bcp47, t]);

  const run = async () => {
    setSaid(null);
    try {
      const r = (await start({ variables: { eventId, format } })).data?.startAttendeesExport;
      if (r?.__typename === "AttendeesExport") {
        setProgress({ done: r.rowsDone, total: r.rowsTotal });
        setJobId(r.id);
      } else setSaid({ ok: false, text: (r && "code" in r ? errorText(r) : null) ?? t("export.failed") });
    } catch {
      setSaid({ ok: false, text: t("export.failed") });
    }
  };
  const busy = starting.loading || !!jobId;
  const fmt = (n: number) => n.toLocaleString(language.bcp47);
  return (
    <span className="cn-export">
      <button type="button" className={buttonClass("secondary")} disabled={busy || !eventId} onClick={() => void run()} data-testid={`export-attendees-${format.toLowerCase()}`}>
        {busy ? t("export.preparing") : label}
      </button>
      {progress && (
        <span className="cn-progress" role="status" data-testid="export-progress">
          <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label={t("export.progressLabel")} />
          <span className="cn-muted">{t("export.progress", { done: fmt(progress.done), total: fmt(progress.total) })}</span>
        </span>
      )}
      {said && (
        <span className={said.ok ? "cn-ok" : "cn-error"} role={said.ok ? "status" : "alert"} data-testid={said.ok ? "export-done" : undefined}>
          {said.text}
        </span>
      )}
    </span>
  );
}
