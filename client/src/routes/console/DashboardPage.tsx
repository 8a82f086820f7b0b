// One event's live sales dashboard: sold, held, revenue, the waiting room's line and gate scans, with
// per-minute charts, and its wheelchair spaces and companion seats (issue 33), pushed by the server over graphql-ws (operatorSalesFigures) as they change.
import { useQuery, useSubscription } from "@apollo/client/react";
import { Link, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { formatEventTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { consoleEventQuery, consoleFairnessReportQuery, salesFiguresSubscription } from "./operations";
import { FairnessReport } from "../../components/FairnessReport/FairnessReport";
import { BarChart, Meter } from "./BarChart";
import { formatCount, formatMinute, formatWhen } from "./format";
import { SaleBadge } from "./SaleBadge";
import { usePageTitle } from "./usePageTitle";

export default function DashboardPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("console");
  const language = useLanguage();
  const event = useQuery(consoleEventQuery, { variables: { id } }).data?.operatorEvent;
  const { data, error } = useSubscription(salesFiguresSubscription, { variables: { eventId: id } });
  const fairness = useQuery(consoleFairnessReportQuery, { variables: { slug: event?.slug ?? "" }, skip: !event }).data?.waitingRoom;
  const f = data?.operatorSalesFigures;
  usePageTitle(t("dashboard.title", { event: event?.title ?? "" }));
  const n = (v: number) => formatCount(v, language);

  const tiles = f
    ? ([
        ["sold", n(f.sold), t("dashboard.ofCapacity", { capacity: n(f.capacity) })],
        ["held", n(f.held), t("dashboard.heldNote")],
        ["revenue", formatMoney(f.revenue), t("dashboard.orders", { n: n(f.paidOrders) })],
        ["queue", n(f.queueWaiting), t("dashboard.admitted", { n: n(f.queueAdmitted) })],
        ["scans", n(f.scansAccepted), t("dashboard.refused", { n: n(f.scansRefused) })],
      ] as const)
    : [];

  return (
    <>
      <div className="cn-head">
        <div>
          <p className="cn-muted">
            <Link to={`/console/events/${id}`}>{event?.title ?? t("editor.title")}</Link>
          </p>
          <h1>{t("dashboard.heading")}</h1>
        </div>
        <div className="cn-actions">
          {event && <SaleBadge state={event.saleState} paused={event.salesPaused} hot={event.isHot} />}
          <span className={error ? "cn-live cn-live--off" : f ? "cn-live" : "cn-live cn-live--wait"} role="status" data-testid="console-live">
            {error ? t("dashboard.offline") : f ? t("dashboard.live", { time: formatWhen(f.at, language) }) : t("state.loading")}
          </span>
        </div>
      </div>
      {f && (
        <>
          <dl className="cn-tiles" data-testid="console-figures">
            {tiles.map(([key, value, note]) => (
              <div key={key} className="cn-tile" data-testid={`figure-${key}`}>
                <dt>{t(`dashboard.${key}`)}</dt>
                <dd className="cn-tile__value" data-value={key === "revenue" ? f.revenue.amount : key === "sold" ? f.sold : key === "held" ? f.held : key === "queue" ? f.queueWaiting : f.scansAccepted}>
                  {value}
                </dd>
                <dd className="cn-muted">{note}</dd>
              </div>
            ))}
          </dl>
          <div className="cn-charts">
            <section className="cn-card">
              <BarChart title={t("dashboard.soldPerMinute")} unit={t("dashboard.tickets")} bars={f.perMinute.map((m) => ({ label: formatMinute(m.minute, language), value: m.sold }))} testId="chart-sold" />
            </section>
            <section className="cn-card">
              <BarChart title={t("dashboard.scansPerMinute")} unit={t("dashboard.tickets")} bars={f.perMinute.map((m) => ({ label: formatMinute(m.minute, language), value: m.scans }))} testId="chart-scans" />
            </section>
            <section className="cn-card" aria-labelledby="cn-accessible" data-testid="figure-accessible">
              <h2 id="cn-accessible">{t("dashboard.accessible")}</h2>
              <p className="cn-muted" data-testid="accessible-release">
                {t(f.accessibleSeats.released ? "dashboard.accessibleReleased" : "dashboard.accessibleKeptUntil", {
                  time: event ? formatEventTime(f.accessibleSeats.releaseAt as string, event.timeZone, language) : formatWhen(f.accessibleSeats.releaseAt as string, language),
                })}
              </p>
              {f.accessibleSeats.wheelchair.total + f.accessibleSeats.companion.total === 0 ? (
                <p className="cn-muted">{t("dashboard.accessibleNone")}</p>
              ) : (
                <div className="cn-scroll">
                  <table className="cn-table cn-accessible">
                    <caption className="visually-hidden">{t("dashboard.accessible")}</caption>
                    <thead>
                      <tr>
                        <td />
                        {(["total", "held", "sold", "kept"] as const).map((k) => (
                          <th key={k} scope="col">
                            {t(`dashboard.accessibleCount.${k}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {(["wheelchair", "companion"] as const).map((kind) => (
                        <tr key={kind} data-testid={`accessible-${kind}`}>
                          <th scope="row">{t(`dashboard.accessibleKind.${kind}`)}</th>
                          {(["total", "held", "sold", "kept"] as const).map((k) => (
                            <td key={k} data-value={f.accessibleSeats[kind][k]}>
                              {n(f.accessibleSeats[kind][k])}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section className="cn-card" aria-labelledby="cn-by-type">
              <h2 id="cn-by-type">{t("dashboard.byType")}</h2>
              {f.ticketTypes.map((tt) => (
                <Meter key={tt.id} label={tt.name} value={tt.taken} max={tt.capacity} text={t("dashboard.takenOf", { taken: n(tt.taken), capacity: n(tt.capacity) })} />
              ))}
            </section>
          </div>
        </>
      )}
      {event && fairness?.fairnessReport && <FairnessReport eventSlug={event.slug} report={fairness.fairnessReport} logUrl={fairness.fairnessLogUrl ?? null} />}
      {error && !f && (
        <p role="alert" className="cn-error">
          {t("dashboard.failed")}
        </p>
      )}
    </>
  );
}
