import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import type { EventCardFragment, SaleState } from "../../gql/graphql";
import { CalendarIcon } from "../icons/CalendarIcon";
import { PinIcon } from "../icons/PinIcon";
import { useLanguage } from "../../i18n/useLanguage";
import { formatEventTime } from "@fanfare/shared/dates";
import { formatMoney } from "@fanfare/shared/money";
import { badgeClass } from "../Badge/Badge";
import { skeletonClass } from "../Skeleton/Skeleton";

export const eventCardFragment = graphql(`
  fragment EventCard on Event {
    id
    slug
    title
    subtitle
    venue
    city
    startsAt
    timeZone
    coverImageUrl
    saleState
    desktopOnly
    requiresIdentity
    isHot
    priceFrom { amount currency }
  }
`);

const saleBadge = {
  ON_SALE: { key: "badge.onSale", tone: "success" },
  SOLD_OUT: { key: "badge.soldOut", tone: "danger" },
  SALE_CLOSED: { key: "badge.saleClosed", tone: "neutral" },
  ENDED: { key: "badge.ended", tone: "neutral" },
  UPCOMING: { key: "badge.upcoming", tone: "warning" },
} as const satisfies Record<SaleState, { key: string; tone: string }>;

/** `priority`: the first card on screen, whose cover is the largest paint; load it at once. */
export function EventCard({ event, priority = false }: { event: EventCardFragment; priority?: boolean }) {
  const { t } = useTranslation("home");
  const language = useLanguage();
  const sale = saleBadge[event.saleState];

  return (
    <Link className="event-card surface" to={{ pathname: "/ticket/detail", search: `?slug=${encodeURIComponent(event.slug)}` }} data-testid="event-card">
      <div className="event-card__cover">
        {event.coverImageUrl ? <img src={event.coverImageUrl} alt="" loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : "auto"} decoding="async" width={640} height={360} /> : <div className="event-card__cover-fallback" />}
        <ul className="badge-list event-card__badges">
          <li className={`badge badge--${sale.tone}`}>{t(sale.key)}</li>
          {event.isHot && <li className={badgeClass("hot")}>{t("badge.hot")}</li>}
          {event.requiresIdentity && <li className={badgeClass("info")}>{t("badge.realName")}</li>}
          {event.desktopOnly && <li className={badgeClass("info")}>{t("badge.desktopOnly")}</li>}
        </ul>
      </div>
      <div className="event-card__body">
        <h3 className="event-card__title">{event.title}</h3>
        {event.subtitle && <p className="event-card__subtitle">{event.subtitle}</p>}
        <p className="event-card__meta">
          <CalendarIcon width={16} height={16} />
          <time dateTime={event.startsAt}>{formatEventTime(event.startsAt, event.timeZone, language)}</time>
        </p>
        <p className="event-card__meta">
          <PinIcon width={16} height={16} />
          <span>
            {event.venue}, {event.city}
          </span>
        </p>
        <p className="event-card__price">{event.priceFrom ? t("card.priceFrom", { price: formatMoney(event.priceFrom) }) : t("card.priceTba")}</p>
      </div>
    </Link>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="event-card surface event-card--skeleton" aria-hidden="true">
      <div className={`${skeletonClass()} event-card__cover`} />
      <div className="event-card__body">
        <div className={skeletonClass("line")} style={{ width: "70%" }} />
        <div className={skeletonClass("line")} style={{ width: "50%" }} />
        <div className={skeletonClass("line")} style={{ width: "40%" }} />
      </div>
    </div>
  );
}
