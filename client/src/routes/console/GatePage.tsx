// The gate's status for one event: tickets let in and refused, scans per minute (live), and how many
// of the tickets sold have come in; below, who came in (per day and gate) and check-in by hand with undo.
import { useState } from "react";
import { useSubscription } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/useLanguage";
import { salesFiguresSubscription } from "./operations";
import { BarChart, Meter } from "./BarChart";
import { EventPicker } from "./EventPicker";
import { CheckInPanel } from "./CheckInPanel";
import { formatCount, formatMinute } from "./format";
import { usePageTitle } from "./usePageTitle";

function GateFigures({ eventId }: { eventId: string }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const { data, error } = useSubscription(salesFiguresSubscription, { variables: { eventId } });
  const f = data?.operatorSalesFigures;
  if (error) return <p role="alert" className="cn-error">{t("dashboard.failed")}</p>;
  if (!f) return <p className="cn-muted">{t("state.loading")}</p>;
  const n = (v: number) => formatCount(v, language);
  return (
    <>
      <dl className="cn-tiles" data-testid="console-gate">
        <div className="cn-tile">
          <dt>{t("gate.in")}</dt>
          <dd className="cn-tile__value">{n(f.scansAccepted)}</dd>
        </div>
        <div className="cn-tile">
          <dt>{t("gate.refused")}</dt>
          <dd className="cn-tile__value">{n(f.scansRefused)}</dd>
        </div>
        <div className="cn-tile">
          <dt>{t("gate.toCome")}</dt>
          <dd className="cn-tile__value">{n(Math.max(0, f.sold - f.scansAccepted))}</dd>
        </div>
      </dl>
      <section className="cn-card">
        <Meter label={t("gate.progress")} value={f.scansAccepted} max={Math.max(f.sold, 1)} text={t("dashboard.takenOf", { taken: n(f.scansAccepted), capacity: n(f.sold) })} />
        <BarChart title={t("dashboard.scansPerMinute")} unit={t("dashboard.tickets")} bars={f.perMinute.map((m) => ({ label: formatMinute(m.minute, language), value: m.scans }))} />
      </section>
    </>
  );
}

export default function GatePage() {
  const { t } = useTranslation("console");
  usePageTitle(t("gate.title"));
  const [eventId, setEventId] = useState("");
  return (
    <>
      <div className="cn-head">
        <h1>{t("gate.title")}</h1>
      </div>
      <div className="cn-filters">
        <EventPicker value={eventId} onChange={setEventId} />
      </div>
      {eventId ? (
        <>
          <GateFigures key={eventId} eventId={eventId} />
          <CheckInPanel key={`checkin-${eventId}`} eventId={eventId} />
        </>
      ) : (
        <p className="cn-muted">{t("attendees.empty")}</p>
      )}
    </>
  );
}
