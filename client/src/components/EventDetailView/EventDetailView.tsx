// The body of the fan's event page (date and time, venue, prices by area, sale state, about): shown by
// /ticket/detail, and by the organiser console as the live preview of an event being edited. Its styles
// (tk-*) are shared with the other ticket pages, whose tickets.css imports them.
import "../../i18n/ticketsTexts";
import { useTranslation } from "react-i18next";
import { formatEventTime } from "@fanfare/shared/dates";
import { formatMoney } from "@fanfare/shared/money";
import { CalendarIcon } from "../icons/CalendarIcon";
import { PinIcon } from "../icons/PinIcon";
import { useLanguage } from "../../i18n/useLanguage";
import { badgeClass } from "../Badge/Badge";
import type { SaleMode, SaleState } from "../../gql/graphql";
import "./EventDetailView.css";

/** What the event page shows of an event (the fan's Event, or the organiser's draft). */
export interface EventDetailViewModel {
  title: string;
  subtitle?: string | null;
  coverImageUrl?: string | null;
  saleState: SaleState;
  saleMode: SaleMode;
  isHot: boolean;
  startsAt: string;
  doorsOpenAt?: string | null;
  saleStartsAt: string;
  timeZone: string;
  venue: string;
  city: string;
  address?: string | null;
  desktopOnly: boolean;
  maxTicketsPerAccount: number;
  requiresIdentity: boolean;
  about: string;
  ticketTypes: { edges: { node: { id: string; name: string; price: { amount: number; currency: string }; seated: boolean; available: number; entrance?: string | null } }[] };
}

/**
 * `sale={false}` (a cancelled event): only what still matters to a ticket holder — cover, title, date and
 * venue. No sale state, prices, stock or about, so nothing on the page reads as an offer.
 * `phone`: a phone's or a tablet's browser, which a desktop-only event's tickets are never sold to (whatever
 * its width): the note says they are sold on a computer only.
 */
export function EventDetailView({ event, desktop, phone = false, sale = true }: { event: EventDetailViewModel; desktop: boolean; phone?: boolean; sale?: boolean }) {
  const { t } = useTranslation("tickets");
  const { t: tHome } = useTranslation("home");
  const language = useLanguage();
  const types = event.ticketTypes.edges.map((e) => e.node);
  const onSale = event.saleState === "ON_SALE" && event.saleMode !== "MERCH_ONLY";
  return (
    <div className="tk-page" data-testid="event-detail">
      <div className="tk-cover">{event.coverImageUrl && <img src={event.coverImageUrl} alt="" width={640} height={360} />}</div>
      {sale && (
        <ul className="tk-badges">
          <li className={`badge badge--${onSale ? "success" : "neutral"}`}>{t(`detail.state.${event.saleState}`)}</li>
          <li className={badgeClass("info")}>{t(`detail.mode.${event.saleMode}`)}</li>
          {event.isHot && <li className={badgeClass("hot")}>{tHome("badge.hot")}</li>}
        </ul>
      )}
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

      {sale && (
        <>
          {event.desktopOnly && (!desktop || phone) && (
            <p className="note note--warning" data-testid="desktop-only-note">
              {phone ? t("detail.computerOnly") : t("detail.desktopOnly")}
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
        </>
      )}
    </div>
  );
}
