// The organisation's events: search, state of each sale, how much is taken, and the way to each
// event's editor and live dashboard.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatEventTime } from "@fanfare/shared/dates";
import { buttonClass } from "../../components/Button/Button";
import { useLanguage } from "../../i18n/useLanguage";
import { consoleEventsQuery } from "./operations";
import { formatCount } from "./format";
import { SaleBadge } from "./SaleBadge";
import { usePageTitle } from "./usePageTitle";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";

export default function EventsPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("events.title"));
  const language = useLanguage();
  const [search, setSearch] = useState("");
  const { data, loading, error, refetch } = useQuery(consoleEventsQuery, { variables: { search: search.trim() || null } });
  const events = data?.operatorEvents.edges.map((e) => e.node) ?? [];
  return (
    <>
      <div className="cn-head">
        <h1>{t("events.title")}</h1>
        <Link to="/console/events/new" className={buttonClass("primary")} data-testid="console-new-event">
          {t("events.new")}
        </Link>
      </div>
      <label className="cn-field cn-search">
        <span>{t("events.search")}</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && events.length === 0} emptyText={t("events.empty")}>
        <ConsoleTable
          testId="console-events"
          columns={[
            ...(["title", "starts", "sale", "taken"] as const).map((key) => ({ key, label: t(`events.col.${key}`) })),
            { key: "actions", label: <span className="visually-hidden">{t("events.col.actions")}</span> },
          ]}
          rows={events}
          renderRow={(e) => {
            const capacity = e.ticketTypes.reduce((n, tt) => n + tt.capacity, 0);
            const taken = e.ticketTypes.reduce((n, tt) => n + tt.sold, 0);
            return (
              <tr key={e.id}>
                <th scope="row">
                  <Link to={`/console/events/${e.id}`}>{e.title}</Link>
                  <div className="cn-muted">
                    {e.venue}, {e.city}
                  </div>
                </th>
                <td>{formatEventTime(e.startsAt, e.timeZone, language)}</td>
                <td>
                  <SaleBadge state={e.saleState} paused={e.salesPaused} cancelled={!!e.cancelledAt} draft={e.lifecycle === "DRAFT"} hot={e.isHot} />
                </td>
                <td>
                  {formatCount(taken, language)} / {formatCount(capacity, language)}
                </td>
                <td>
                  <Link to={`/console/events/${e.id}/dashboard`} className={buttonClass("secondary")}>
                    {t("events.dashboard")}
                  </Link>
                </td>
              </tr>
            );
          }}
        />
      </QueryState>
    </>
  );
}
