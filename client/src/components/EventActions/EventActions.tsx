// What a fan does with an event beside buying (issue 31): add it to their calendar (an .ics download built in
// the page, or Google Calendar), share it (the Web Share API, else the link copied with a "Link copied"
// confirmation, else the link shown to copy by hand), and open the venue in their maps app. On the event page
// and on a ticket's page; the organiser console's preview does not show it.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buildIcs, DEFAULT_EVENT_DURATION_MS, googleCalendarUrl, isAppleDevice, mapsSearchUrl } from "@fanfare/shared/ics";
import { buttonClass } from "../Button/Button";
import { CalendarIcon } from "../icons/CalendarIcon";
import { PinIcon } from "../icons/PinIcon";
import { ShareIcon } from "../icons/ShareIcon";
import { saveFile } from "../../lib/saveFile";
import "./EventActions.css";

export interface EventActionsModel {
  slug: string;
  title: string;
  startsAt: string;
  endsAt?: string | null;
  venue: string;
  city: string;
  address?: string | null;
}

/** The event page's own address, which the share and the calendar entry carry. */
export function eventPageUrl(slug: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/ticket/detail?slug=${encodeURIComponent(slug)}`;
}

/** The venue as a maps search and a calendar location: name, street address, city. */
export function venuePlace(event: Pick<EventActionsModel, "venue" | "address" | "city">): string {
  return [event.venue, event.address, event.city].filter(Boolean).join(", ");
}

export function EventActions({ event, share = true }: { event: EventActionsModel; share?: boolean }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<"copied" | "manual" | null>(null);
  const manual = useRef<HTMLInputElement>(null);
  const url = eventPageUrl(event.slug);
  const place = venuePlace(event);
  const startsAt = new Date(event.startsAt);
  const endsAt = event.endsAt ? new Date(event.endsAt) : new Date(startsAt.getTime() + DEFAULT_EVENT_DURATION_MS);
  const entry = { title: event.title, startsAt, endsAt, location: place, description: `${event.title}\n${url}` };

  useEffect(() => {
    if (notice !== "copied") return;
    const timer = window.setTimeout(() => setNotice(null), 3000);
    return () => window.clearTimeout(timer);
  }, [notice]);
  useEffect(() => {
    if (notice === "manual") manual.current?.select();
  }, [notice]);

  const downloadIcs = () => {
    const ics = buildIcs({ ...entry, uid: `event-${event.slug}@fanfare`, url, stamp: new Date(), prodId: "Event" });
    saveFile(ics, `${event.slug.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 60) || "event"}.ics`, "text/calendar;charset=utf-8");
  };

  const doShare = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: event.title, text: `${event.title} · ${place}`, url });
        return;
      } catch (e) {
        // The fan closed the share sheet: nothing to do. Any other refusal falls back to copying.
        if (e instanceof DOMException && e.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice("copied");
    } catch {
      setNotice("manual");
    }
  };

  return (
    <section className="ev-actions" aria-label={t("eventActions.label")} data-testid="event-actions">
      <div className="ev-actions__row">
        <button type="button" className={buttonClass("secondary")} onClick={downloadIcs} data-testid="event-ics">
          <CalendarIcon width={18} height={18} /> {t("eventActions.addToCalendar")}
        </button>
        <a className={buttonClass("ghost")} href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer" data-testid="event-google-calendar">
          {t("eventActions.googleCalendar")}
        </a>
      </div>
      <div className="ev-actions__row">
        {share && (
          <button type="button" className={buttonClass("secondary")} onClick={() => void doShare()} data-testid="event-share">
            <ShareIcon width={18} height={18} /> {t("eventActions.share")}
          </button>
        )}
        <a className={buttonClass("secondary")} href={mapsSearchUrl(place, { apple: isAppleDevice(navigator.userAgent) })} target="_blank" rel="noopener noreferrer" data-testid="event-map">
          <PinIcon width={18} height={18} /> {t("eventActions.openMap")}
        </a>
      </div>
      <div role="status" className="ev-actions__status">
        {notice === "copied" && (
          <p className="note ev-actions__copied" data-testid="event-link-copied">
            {t("eventActions.linkCopied")}
          </p>
        )}
      </div>
      {notice === "manual" && (
        <label className="ev-actions__manual">
          <span>{t("eventActions.copyByHand")}</span>
          <input ref={manual} readOnly value={url} data-testid="event-link-manual" onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </section>
  );
}
