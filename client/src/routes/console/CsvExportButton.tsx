// A CSV export of one event (its attendees, or its sales): asked of the server when pressed (the server
// audits it), then saved as a file. The e-mail addresses in it are in full only for roles that may see them.
import { useState } from "react";
import { useLazyQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { attendeesCsvQuery, salesCsvQuery } from "./operations";
import { exportFileName, saveFile } from "../../lib/saveFile";

export function CsvExportButton({ kind, eventId, label }: { kind: "attendees" | "sales"; eventId: string; label: string }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [loadAttendees, attendees] = useLazyQuery(attendeesCsvQuery, { fetchPolicy: "no-cache" });
  const [loadSales, sales] = useLazyQuery(salesCsvQuery, { fetchPolicy: "no-cache" });
  const busy = attendees.loading || sales.loading;
  const run = async () => {
    setProblem(null);
    try {
      const result = kind === "attendees" ? (await loadAttendees({ variables: { eventId } })).data?.attendeesCsv : (await loadSales({ variables: { eventId } })).data?.salesCsv;
      if (!result) return setProblem(t("export.failed"));
      if ("data" in result) return saveFile(result.data, exportFileName(kind, eventId, "csv"), "text/csv;charset=utf-8");
      setProblem(errorText(result) ?? t("export.failed"));
    } catch {
      setProblem(t("export.failed"));
    }
  };
  return (
    <span className="cn-actions">
      <button type="button" className={buttonClass("secondary")} disabled={busy || !eventId} onClick={() => void run()} data-testid={`export-${kind}-csv`}>
        {busy ? t("export.preparing") : label}
      </button>
      {problem && (
        <span className="cn-error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
