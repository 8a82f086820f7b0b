// The wheelchair spaces offered to a fan who declared the need (issue 33, Event.accessibleSpaces): each
// free space with the companion seats beside it, picked in one tap as the fan's one space and declared
// companions. Only the spaces still free on the live map are offered.
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../components/Button/Button";
import { spacePicks } from "./access";
import type { MapSeat, PlacedSeat } from "./model";
import { useSeatNames } from "./seatNames";

export interface OfferedSpace {
  wheelchair: MapSeat;
  companions: readonly MapSeat[];
}

/** The spaces whose wheelchair space is free now, with only their companion seats still free. */
export function liveSpaces(spaces: readonly OfferedSpace[], index: ReadonlyMap<string, PlacedSeat>): OfferedSpace[] {
  const free = (s: MapSeat) => index.get(s.id)?.status === "AVAILABLE";
  return spaces.filter((s) => free(s.wheelchair)).map((s) => ({ wheelchair: s.wheelchair, companions: s.companions.filter(free) }));
}

export function AccessibleSpaces({ spaces, companions, picked, onPick }: { spaces: readonly OfferedSpace[]; companions: number; picked: ReadonlySet<string>; onPick: (seatIds: string[]) => void }) {
  const { t } = useTranslation("tickets");
  const names = useSeatNames();
  return (
    <section className="sm-spaces note" data-testid="accessible-spaces">
      <h4 className="tk-card__title">{t("choose.seats.spaces.title")}</h4>
      {spaces.length === 0 ? (
        <p>{t("choose.seats.spaces.none")}</p>
      ) : (
        <ul className="sm-spaces__list">
          {spaces.map((space) => {
            const ids = spacePicks(space, companions);
            const n = ids.length - 1;
            const done = ids.every((id) => picked.has(id));
            return (
              <li key={space.wheelchair.id} data-testid="accessible-space">
                <span>{names.short(space.wheelchair)}</span>
                <button type="button" className={buttonClass("secondary")} disabled={done} onClick={() => onPick(ids)} data-testid="pick-space">
                  {done ? t("choose.seats.spaces.picked") : n > 1 ? t("choose.seats.spaces.pickWith", { n }) : n === 1 ? t("choose.seats.spaces.pickWithOne") : t("choose.seats.spaces.pickAlone")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
