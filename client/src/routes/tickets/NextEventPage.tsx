import "./texts";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { CalendarIcon } from "../../components/icons/CalendarIcon";
import { PinIcon } from "../../components/icons/PinIcon";
import { useLanguage } from "../../i18n/useLanguage";
import { formatEventTime } from "@fanfare/shared/dates";
import { myTicketListQuery } from "./operations";

import "./tickets.css";
import { EventList } from "../../components/EventList/EventList";
import { buttonClass } from "../../components/Button/Button";

/** The Next Event tab: the fan's next event with a ticket (countdown in days), then what is coming up. */
export default function NextEventPage() {
  const { t } = useTranslation("tickets");
  const language = useLanguage();
  const { data } = useQuery(myTicketListQuery, { variables: { tab: "UPCOMING" }, fetchPolicy: "cache-and-network" });
  const tickets = data?.myTickets.edges.map((e) => e.node) ?? [];
  const next = tickets[0]?.event ?? null;
  const held = next ? tickets.filter((tk) => tk.event.id === next.id).length : 0;
  const days = next ? Math.max(0, Math.ceil((new Date(next.startsAt).getTime() - Date.now()) / 86_400_000)) : 0;

  return (
    <main className="app-page app-page--with-tabbar">
      <PageHeader back={false} />
      <div className="tk-page">
        {next && (
          <Link to="/order/ticket" className="panel surface" style={{ color: "inherit", textDecoration: "none" }} data-testid="next-event">
            <span className="muted">{t("next.yourNext")}</span>
            <div className="tk-cover">{next.coverImageUrl && <img src={next.coverImageUrl} alt="" width={640} height={360} />}</div>
            <h2 className="tk-title">{next.title}</h2>
            <p className="tk-row-between">
              <span className="tk-status tk-status--PAID">{days === 0 ? t("next.today") : t("next.startsIn", { days })}</span>
              <span className="muted">{t("next.ticketsHeld", { count: held })}</span>
            </p>
            <p className="event-card__meta">
              <CalendarIcon width={16} height={16} /> {formatEventTime(next.startsAt, next.timeZone, language)}
            </p>
            <p className="event-card__meta">
              <PinIcon width={16} height={16} /> {next.venue}
            </p>
            <span className={buttonClass("primary", "block")}>{t("next.open")}</span>
          </Link>
        )}
        <h2 className="tk-card__title">{t("next.upcoming")}</h2>
        <EventList filter={{ upcoming: true }} pageSize={5} />
      </div>
    </main>
  );
}
