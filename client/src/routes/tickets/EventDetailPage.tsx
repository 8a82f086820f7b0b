import "./texts";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { CalendarIcon, PinIcon, TicketIcon } from "../../components/icons";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { useLanguage } from "../../i18n/useLanguage";
import { minWidth } from "../../lib/breakpoints";
import { formatEventTime } from "@fanfare/shared/dates";
import { formatMoney } from "@fanfare/shared/money";
import { eventDetailQuery } from "./operations";
import { WaitingRoomEntry } from "../../components/WaitingRoomEntry/WaitingRoomEntry";
import { waitingRoomActive } from "../../lib/admissionPass";

import "./tickets.css";
import { badgeClass } from "../../components/Badge/Badge";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { buttonClass } from "../../components/Button/Button";

/** /ticket/detail?slug=: date and time, venue, about, prices by area, sale mode and state, buy. */
export default function EventDetailPage() {
  const [params] = useSearchParams();
  const slug = params.get("slug") ?? "";
  const { t } = useTranslation("tickets");
  const { t: tCommon } = useTranslation();
  const { t: tHome } = useTranslation("home");
  const language = useLanguage();
  const desktop = useMediaQuery(minWidth("md"));
  const { data, loading, error, refetch } = useQuery(eventDetailQuery, { variables: { slug }, skip: !slug });
  const event = data?.event;

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
  } else {
    const types = event.ticketTypes.edges.map((e) => e.node);
    const onSale = event.saleState === "ON_SALE" && event.saleMode !== "MERCH_ONLY";
    const buyTo = event.desktopOnly ? `/purchase?slug=${encodeURIComponent(event.slug)}` : `/ticket/choose?slug=${encodeURIComponent(event.slug)}`;
    body = (
      <>
        <div className="tk-page" data-testid="event-detail">
          <div className="tk-cover">{event.coverImageUrl && <img src={event.coverImageUrl} alt="" width={640} height={360} />}</div>
          <ul className="tk-badges">
            <li className={`badge badge--${onSale ? "success" : "neutral"}`}>{t(`detail.state.${event.saleState}`)}</li>
            <li className={badgeClass("info")}>{t(`detail.mode.${event.saleMode}`)}</li>
            {event.isHot && <li className={badgeClass("hot")}>{tHome("badge.hot")}</li>}
          </ul>
          <div>
            <h2 className="tk-title">{event.title}</h2>
            {event.subtitle && <p className="muted">{event.subtitle}</p>}
          </div>
          <div className="tk-facts">
            <div className="tk-fact">
              <CalendarIcon width={20} height={20} />
              <dl>
                <dt>{t("detail.dateTime")}</dt>
                <dd>
                  <time dateTime={event.startsAt}>{formatEventTime(event.startsAt, event.timeZone, language)}</time>
                </dd>
                {event.doorsOpenAt && <dd className="muted">{t("detail.doorsOpen", { time: formatEventTime(event.doorsOpenAt, event.timeZone, language) })}</dd>}
              </dl>
            </div>
            <div className="tk-fact">
              <PinIcon width={20} height={20} />
              <dl>
                <dt>{t("detail.venue")}</dt>
                <dd>
                  {event.venue}, {event.city}
                </dd>
                {event.address && <dd className="muted">{event.address}</dd>}
              </dl>
            </div>
          </div>

          {event.desktopOnly && !desktop && (
            <p className="note note--warning" data-testid="desktop-only-note">
              {t("detail.desktopOnly")}
            </p>
          )}
          {event.saleMode === "MERCH_ONLY" && <p className="note">{t("detail.merchOnly")}</p>}
          {event.saleState === "UPCOMING" && <p className="note">{t("detail.saleStarts", { time: formatEventTime(event.saleStartsAt, event.timeZone, language) })}</p>}

          {types.length > 0 && (
            <section className="panel surface">
              <h3 className="tk-card__title">{t("detail.prices")}</h3>
              <ul className="tk-types">
                {types.map((type) => (
                  <li key={type.id} className="tk-type" data-testid="price-row">
                    <span className="tk-type__name">{type.name}</span>
                    <span className="tk-type__price">{formatMoney(type.price)}</span>
                    <span className="tk-type__meta">
                      {type.seated ? t("detail.seated") : t("detail.standing")} · {type.available > 0 ? t("detail.available", { count: type.available }) : t("detail.soldOut")}
                      {type.entrance ? ` · ${type.entrance}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="muted">{t("detail.limitNote", { num: event.maxTicketsPerAccount })}</p>
              {event.requiresIdentity && <p className="muted">{t("detail.realNameNote")}</p>}
              {event.isHot && <p className="muted">{t("detail.hotNote")}</p>}
            </section>
          )}

          <section className="panel surface">
            <h3 className="tk-card__title">{t("detail.about")}</h3>
            <p className="tk-about">{event.about}</p>
          </section>
        </div>
        {waitingRoomActive(event.waitingRoom.state) && (!event.desktopOnly || desktop) ? (
          <div className="tk-sticky">
            <WaitingRoomEntry eventSlug={event.slug} state={event.waitingRoom.state} />
          </div>
        ) : onSale && (!event.desktopOnly || desktop) && (
          <div className="tk-sticky">
            <Link to={buyTo} className={buttonClass("primary", "block")} data-testid="buy-tickets">
              <TicketIcon width={20} height={20} /> {t("detail.buy")}
            </Link>
          </div>
        )}
        {onSale && event.desktopOnly && !desktop && (
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
