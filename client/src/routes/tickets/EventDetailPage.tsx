import "./texts";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { TicketIcon } from "../../components/icons/TicketIcon";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { minWidth } from "../../lib/breakpoints";
import { eventDetailQuery } from "./operations";
import { EventDetailView } from "../../components/EventDetailView/EventDetailView";
import { EventActions } from "../../components/EventActions/EventActions";
import { WaitingRoomEntry } from "../../components/WaitingRoomEntry/WaitingRoomEntry";
import { FairnessReport } from "../../components/FairnessReport/FairnessReport";
import { waitingRoomActive } from "../../lib/admissionPass";
import { useRoomOpening } from "../../hooks/useRoomOpening";
import { PresaleRegistration } from "./PresaleRegistration";

import "./tickets.css";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { buttonClass } from "../../components/Button/Button";
import { intlLocale } from "@fanfare/shared/dates";
import { isPhoneOrTablet } from "../../lib/device";
import { useLanguage } from "../../i18n/useLanguage";

/** /ticket/detail?slug=: date and time, venue, about, prices by area, sale mode and state, buy. */
export default function EventDetailPage() {
  const [params] = useSearchParams();
  const slug = params.get("slug") ?? "";
  const { t } = useTranslation("tickets");
  const language = useLanguage();
  const { t: tCommon } = useTranslation();
  const desktop = useMediaQuery(minWidth("md"));
  // A phone or a tablet is never sold a desktop-only event's tickets (the server refuses its User-Agent):
  // it gets the note that they are sold on a computer, and no way into a purchase it cannot finish.
  const phone = isPhoneOrTablet();
  const desktopSale = desktop && !phone;
  // The network's answer too (the waiting room's state may have moved since a cached one), and again when the
  // room opens: the event page and the queue page show the same state of the one WaitingRoom entry.
  const { data, loading, error, refetch } = useQuery(eventDetailQuery, { variables: { slug }, skip: !slug, fetchPolicy: "cache-and-network" });
  const event = data?.event;
  useRoomOpening(event?.waitingRoom.state, event?.waitingRoom.opensAt, refetch);

  let body;
  if (!event) {
    body = loading ? (
      <div className="tk-page" aria-busy="true">
        <div className={`${skeletonClass()} tk-cover`} />
        <div className={skeletonClass("line")} style={{ width: "70%" }} />
      </div>
    ) : error ? (
      <StatusView illustration="error" headline={tCommon("states.error")} onAction={() => void refetch()} actionLabel={tCommon("actions.retry")} />
    ) : (
      <StatusView illustration="notFound" headline={t("detail.notFound")} testId="event-not-found" />
    );
  } else if (event.cancelledAt) {
    // Cancelled: no way to buy or queue, and no prices or stock; what happens to the fan's money, their
    // tickets, and who to ask, above what the event was (title, date, venue).
    body = (
      <>
        <section className="tk-cancelled" role="status" aria-labelledby="event-cancelled-title" data-testid="event-cancelled">
          <h2 id="event-cancelled-title">{t("cancelled.title")}</h2>
          <p>{t("cancelled.body")}</p>
          <div className="tk-cancelled__actions">
            <Link to="/order/ticket" className={buttonClass("secondary")}>
              {t("cancelled.myTickets")}
            </Link>
            <Link to={`/cs?eventId=${encodeURIComponent(event.id)}`} className={buttonClass("ghost")} data-testid="event-support">
              {t("cancelled.support")}
            </Link>
          </div>
        </section>
        <EventDetailView event={event} desktop={desktop} sale={false} />
      </>
    );
  } else {
    const onSale = event.saleState === "ON_SALE" && event.saleMode !== "MERCH_ONLY";
    const buyTo = event.desktopOnly ? `/purchase?slug=${encodeURIComponent(event.slug)}` : `/ticket/choose?slug=${encodeURIComponent(event.slug)}`;
    body = (
      <>
        <EventDetailView event={event} desktop={desktop} phone={phone} />
        <div className="tk-actions">
          <EventActions event={event} />
        </div>
        <p className="tk-support-link">
          <Link to={`/cs?eventId=${encodeURIComponent(event.id)}`} data-testid="event-support">
            {t("cancelled.support")}
          </Link>
        </p>
        {/* Which applies to a fan who cannot go (issue 32): hand-back at face value, or the terms' no refund. */}
        <p className="tk-terms" data-testid="event-hand-back-terms">
          {event.handBackEnabled
            ? event.handBackFeeBps > 0
              ? t("detail.handBackWithFee", { percent: (event.handBackFeeBps / 10_000).toLocaleString(intlLocale(language), { style: "percent", maximumFractionDigits: 2 }) })
              : t("detail.handBack")
            : t("detail.noHandBack")}
        </p>
        {event.presaleRegistration && event.saleState !== "ENDED" && <PresaleRegistration eventId={event.id} slug={event.slug} />}
        {/* Before the public sale, a presale code's holder may buy early (issue 35): the chooser takes the code. */}
        {event.saleState === "UPCOMING" && event.saleMode !== "MERCH_ONLY" && (!event.desktopOnly || desktopSale) && (
          <p className="tk-support-link">
            <Link to={buyTo} data-testid="presale-code-link">
              {t("detail.presaleCode")}
            </Link>
          </p>
        )}
        {event.waitingRoom.fairnessReport && <FairnessReport eventSlug={event.slug} report={event.waitingRoom.fairnessReport} logUrl={event.waitingRoom.fairnessLogUrl ?? null} />}
        {waitingRoomActive(event.waitingRoom.state) && (!event.desktopOnly || desktopSale) ? (
          <div className="tk-sticky">
            <WaitingRoomEntry eventSlug={event.slug} state={event.waitingRoom.state} />
          </div>
        ) : onSale && (!event.desktopOnly || desktopSale) && (
          <div className="tk-sticky">
            <Link to={buyTo} className={buttonClass("primary", "block")} data-testid="buy-tickets">
              <TicketIcon width={20} height={20} /> {t("detail.buy")}
            </Link>
          </div>
        )}
        {/* A narrow window of a computer's browser: the desktop purchase page, where the same browser buys. */}
        {onSale && event.desktopOnly && !desktop && !phone && (
          <div className="tk-sticky">
            <Link to={buyTo} className={buttonClass("secondary", "block")}>
              {t("detail.openDesktop")}
            </Link>
          </div>
        )}
      </>
    );
  }

  return (
    <main className="app-page">
      <PageHeader />
      {body}
    </main>
  );
}
