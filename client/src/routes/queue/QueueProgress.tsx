import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/useLanguage";
import { etaMinutes, queueProgress } from "./format";
import type { QueuePlace } from "./useQueuePlace";

const startKey = (eventSlug: string) => `queue-start-ahead:${eventSlug}`;

/** The most people ever seen ahead of this fan in this tab: the bar's 0 %. */
function useStartAhead(eventSlug: string, aheadNow: number): number {
  const [start, setStart] = useState(() => {
    try {
      return Number(window.sessionStorage.getItem(startKey(eventSlug))) || 0;
    } catch {
      return 0;
    }
  });
  useEffect(() => {
    if (aheadNow <= start) return;
    setStart(aheadNow);
    try {
      window.sessionStorage.setItem(startKey(eventSlug), String(aheadNow));
    } catch {
      // The bar then starts again from here after a reload.
    }
  }, [eventSlug, aheadNow, start]);
  return Math.max(start, aheadNow);
}

/** A place in line (in the queue, on the waiting list), large. */
export function PlaceNumber({ label, value }: { label: string; value: string }) {
  return (
    <div className="q-position">
      <span className="q-position__label">{label}</span>
      <span className="q-position__value" data-testid="queue-position">
        {value}
      </span>
    </div>
  );
}

/** In line: the position, people ahead, a progress bar, the estimated wait and the stock left. */
export function QueueProgress({ place }: { place: QueuePlace }) {
  const { t } = useTranslation("queue");
  const language = useLanguage();
  const number = new Intl.NumberFormat(language.bcp47);
  const ahead = place.aheadCount ?? Math.max(0, (place.position ?? 1) - 1);
  const start = useStartAhead(place.eventSlug, ahead);
  const percent = Math.round(queueProgress(start, ahead) * 100);
  const wait = place.estimatedWaitSeconds;
  const eta = wait == null ? t("waiting.etaUnknown") : etaMinutes(wait) === 0 ? t("waiting.etaUnderMinute") : t("waiting.etaMinutes", { count: etaMinutes(wait) });

  return (
    <div className="q-progress">
      <PlaceNumber label={t("waiting.position")} value={place.position != null ? number.format(place.position) : "—"} />
      <div
        className="q-bar"
        role="progressbar"
        aria-label={t("waiting.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        data-testid="queue-progress"
      >
        <div className="q-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="q-stats">
        <div>
          <dt>{t("waiting.ahead")}</dt>
          <dd data-testid="queue-ahead">{number.format(ahead)}</dd>
        </div>
        <div>
          <dt>{t("waiting.eta")}</dt>
          <dd data-testid="queue-eta">{eta}</dd>
        </div>
        <div>
          <dt>{t("waiting.stockLeft")}</dt>
          <dd data-testid="queue-stock">{number.format(place.stockLeft)}</dd>
        </div>
      </dl>
    </div>
  );
}
