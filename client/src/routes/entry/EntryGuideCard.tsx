import { useTranslation } from "react-i18next";
import { useSubscription } from "@apollo/client/react";
import { useLanguage } from "../../i18n/useLanguage";
import type { EntryEventFieldsFragment } from "../../gql/graphql";
import { eventEntrySubscription } from "./operations";
import { when } from "./format";

const stateClass: Record<string, string> = { OPEN: "entry-status--ok", VERIFYING: "entry-status--warn", COMING_SOON: "entry-status--brand", CLOSED: "entry-status--bad" };

/** Entrance, queue time, door time and the entry state of one event, updated live by operators. */
export function EntryGuideCard({ event, entrances, heading, subtitle }: { event: EntryEventFieldsFragment; entrances: string[]; heading?: string; subtitle?: string }) {
  const { t } = useTranslation("entry");
  const language = useLanguage();
  // The pushed Event is normalised into the cache by id: every view of it updates.
  useSubscription(eventEntrySubscription, { variables: { eventId: event.id } });
  return (
    <section className="entry-card surface" data-testid="entry-guide">
      <h2 className="entry-card__title">{heading ?? t("guide.title")}</h2>
      {subtitle && <p className="entry-card__sub">{subtitle}</p>}
      <span className={`entry-status ${stateClass[event.entryState] ?? ""}`} data-testid="entry-state">
        {t(`guide.state.${event.entryState}`)}
      </span>
      <dl className="entry-facts">
        <div>
          <dt>{t("guide.entrance")}</dt>
          <dd>{entrances.length ? entrances.join(", ") : t("guide.entranceTbc")}</dd>
        </div>
        <div>
          <dt>{t("guide.queueTime")}</dt>
          <dd>{when(event.queueOpensAt, event.timeZone, language)}</dd>
        </div>
        <div>
          <dt>{t("guide.doorTime")}</dt>
          <dd>{when(event.doorsOpenAt, event.timeZone, language)}</dd>
        </div>
        <div>
          <dt>{t("guide.showTime")}</dt>
          <dd>{when(event.startsAt, event.timeZone, language)}</dd>
        </div>
      </dl>
      {event.entryNote && <p className="entry-card__sub" data-testid="entry-note">{event.entryNote}</p>}
    </section>
  );
}
