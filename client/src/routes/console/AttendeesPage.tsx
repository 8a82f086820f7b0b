// One event's ticket holders: searched by ticket number or the holder's e-mail, with entry status.
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

export default function AttendeesPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("attendees.title"));
  const language = useLanguage();
  const [eventId, setEventId] = useState("");
  const [applied, setApplied] = useState("");
  const { data, loading, error, refetch } = useQuery(consoleAttendeesQuery, { variables: { eventId, search: applied || null }, skip: !eventId });
  const rows = data?.operatorAttendees.edges.map((e) => e.node) ?? [];
  return (
    <>
      <div className="cn-head">
        <h1>{t("attendees.title")}</h1>
      </div>
      <SearchForm label={t("attendees.search")} onSearch={setApplied}>
        <EventPicker value={eventId} onChange={setEventId} />
      </SearchForm>
      <QueryState loading={!!eventId && loading && !data} error={error} retry={() => void refetch()} empty={!eventId || (!!data && rows.length === 0)} emptyText={t("attendees.empty")}>
        <ConsoleTable
          testId="console-attendees"
          columns={(["ticket", "holder", "type", "seat", "status", "entered"] as const).map((key) => ({ key, label: t(`attendees.${key}`) }))}
          rows={rows}
          renderRow={(a) => (
            <tr key={a.id}>
              <th scope="row">{a.ticketNo}</th>
              <td>{a.holderNickname ?? "—"}</td>
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
