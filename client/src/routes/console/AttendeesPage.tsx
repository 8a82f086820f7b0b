// One event's ticket holders: searched by ticket number or the holder's e-mail, with entry status, who holds
// and who bought each ticket (e-mail addresses masked unless revealed by a role that may see them), and the
// export.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/useLanguage";
import { consoleAttendeesQuery } from "./operations";
import { EventPicker } from "./EventPicker";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";
import { SearchForm } from "./SearchForm";
import { usePageTitle } from "./usePageTitle";
import { RevealEmails } from "./RevealEmails";
import { CsvExportButton } from "./CsvExportButton";
import { ExportJobButton } from "./ExportJobButton";
import { MessageDialog } from "./MessageDialog";
import { buttonClass } from "../../components/Button/Button";

export default function AttendeesPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("attendees.title"));
  const language = useLanguage();
  const [eventId, setEventId] = useState("");
  const [applied, setApplied] = useState("");
  const [reveal, setReveal] = useState(false);
  const [writing, setWriting] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(consoleAttendeesQuery, { variables: { eventId, search: applied || null, revealEmails: reveal }, skip: !eventId });
  const rows = data?.operatorAttendees.edges.map((e) => e.node) ?? [];
  const seesContacts = (data ?? previousData)?.operatorIdentity?.scopes.includes("attendees:contact") ?? false;
  return (
    <>
      <div className="cn-head">
        <h1>{t("attendees.title")}</h1>
      </div>
      <SearchForm label={t("attendees.search")} onSearch={setApplied}>
        <EventPicker value={eventId} onChange={setEventId} />
      </SearchForm>
      {eventId && (
        <div className="cn-actions cn-toolbar">
          {seesContacts && <RevealEmails checked={reveal} onChange={setReveal} />}
          <span className="cn-actions">
            <CsvExportButton kind="attendees" eventId={eventId} label={t("export.attendeesCsv")} />
            <ExportJobButton key={eventId} eventId={eventId} format="XLSX" label={t("export.attendeesXlsx")} />
            {seesContacts && (
              <button type="button" className={buttonClass("secondary")} onClick={() => (setSaid(null), setWriting(true))} data-testid="message-holders">
                {t("message.open")}
              </button>
            )}
          </span>
        </div>
      )}
      {said && (
        <p className="cn-ok" role="status" data-testid="message-sent">
          {said}
        </p>
      )}
      {writing && eventId && (
        <MessageDialog
          eventId={eventId}
          onClose={() => setWriting(false)}
          onSent={(text) => {
            setWriting(false);
            setSaid(text);
          }}
        />
      )}
      <QueryState loading={!!eventId && loading && !data} error={error} retry={() => void refetch()} empty={!eventId || (!!data && rows.length === 0)} emptyText={t("attendees.empty")}>
        <ConsoleTable
          testId="console-attendees"
          columns={(["ticket", "holder", "buyer", "type", "seat", "status", "entered"] as const).map((key) => ({ key, label: t(`attendees.${key}`) }))}
          rows={rows}
          renderRow={(a) => (
            <tr key={a.id}>
              <th scope="row">{a.ticketNo}</th>
              <td>
                {a.holderNickname ?? "—"}
                {a.holderEmail && <div className="cn-muted cn-email">{a.holderEmail}</div>}
              </td>
              <td>
                {a.orderNo ?? "—"}
                {a.buyerEmail && a.buyerEmail !== a.holderEmail && <div className="cn-muted cn-email">{a.buyerEmail}</div>}
              </td>
              <td>
                {a.ticketType} · {a.area}
              </td>
              <td>{a.seat ?? "—"}</td>
              <td>{t(`ticketStatus.${a.status}`)}</td>
              <td>{a.validatedAt ? `${formatWhen(a.validatedAt, language)}${a.validatedEntrance ? ` · ${a.validatedEntrance}` : ""}` : "—"}</td>
            </tr>
          )}
        />
      </QueryState>
    </>
  );
}
