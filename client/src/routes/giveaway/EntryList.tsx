import { useTranslation } from "react-i18next";
import type { MyGiveawayQuery } from "../../gql/graphql";
import { formatFanTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";

type Entry = MyGiveawayQuery["myGiveaway"]["entries"][number];

/** The fan's entries, newest first: where each came from, when, in which campaign, and its status. */
export function EntryList({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation("giveaway");
  const language = useLanguage();
  return (
    <ul className="giveaway-entries" data-testid="entry-list">
      {entries.map((e) => (
        <li key={e.id} className="giveaway-entry" data-testid="entry" data-status={e.status} data-source={e.source}>
          <div className="giveaway-entry__text">
            <p className="giveaway-entry__source">
              {t(`source.${e.source}`)}
              {e.friendNickname ? ` · ${t("friend", { name: e.friendNickname })}` : ""}
            </p>
            <p className="giveaway-entry__meta">
              {e.campaign.title} · {formatFanTime(String(e.createdAt), language)}
            </p>
          </div>
          <span className={`giveaway-badge giveaway-badge--${e.status.toLowerCase()}`}>{t(`status.${e.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}
