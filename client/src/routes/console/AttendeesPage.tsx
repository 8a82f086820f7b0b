// One event's ticket holders: searched by ticket number or the holder's e-mail, with entry status.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useLanguage } from "../../i18n/useLanguage";
import { consoleAttendeesQuery } from "./operations";
import { EventPicker } from "./EventPicker";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { usePageTitle } from "./usePageTitle";

export default function AttendeesPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("attendees.title"));
  const language = useLanguage();
  const [eventId, setEventId] = useState("");
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const { data, loading, error, refetch } = useQuery(consoleAttendeesQuery, { variables: { eventId, search: applied || null }, skip: !eventId });
  const rows = data?.operatorAttendees.edges.map((e) => e.node) ?? [];
  return (
    <>
      <div className="cn-head">
        <h1>{t("attendees.title")}</h1>
      </div>
      <form
        className="cn-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(search.trim());
        }}
      >
        <EventPicker value={eventId} onChange={setEventId} />
        <label className="cn-field">
          <span>{t("attendees.search")}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          {t("orders.find")}
        </button>
      </form>
      <QueryState loading={!!eventId && loading && !data} error={error} retry={() => void refetch()} empty={!eventId || (!!data && rows.length === 0)} emptyText={t("attendees.empty")}>
        <div className="cn-table-wrap">
          <table className="cn-table" data-testid="console-attendees">
            <thead>
              <tr>
                <th scope="col">{t("attendees.ticket")}</th>
                <th scope="col">{t("attendees.holder")}</th>
                <th scope="col">{t("attendees.type")}</th>
                <th scope="col">{t("attendees.seat")}</th>
                <th scope="col">{t("attendees.status")}</th>
                <th scope="col">{t("attendees.entered")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
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
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </>
  );
}
