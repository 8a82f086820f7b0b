// Best available: the fan names a price level and a count; the server's pick (Event.bestAvailableSeats,
// the block a secure without seats would take now) is shown on the map, and one tap makes it the picks.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../../components/Button/Button";
import { SelectField } from "../../../components/Field/Field";
import type { MapSeat, MapTicketType } from "./model";
import { useSeatNames } from "./seatNames";

export type FindBest = (ticketTypeId: string, quantity: number) => Promise<MapSeat[] | null>;

export function BestAvailable({ levels, initialLevel, limit, findBest, best, onFound, onTake }: { levels: readonly MapTicketType[]; initialLevel: string; limit: number; findBest: FindBest; best: readonly MapSeat[]; onFound: (seats: MapSeat[]) => void; onTake: (seats: MapSeat[]) => void }) {
  const { t } = useTranslation("tickets");
  const names = useSeatNames();
  const pickable = levels.filter((l) => l.seatSelection === "PICK");
  // The fan's choice, else the type they chose above (the map may still be loading when this first renders).
  const [chosenLevel, setLevelId] = useState<string | null>(null);
  const levelId = (pickable.find((l) => l.id === chosenLevel) ?? pickable.find((l) => l.id === initialLevel) ?? pickable[0])?.id ?? "";
  const [count, setCount] = useState(Math.min(2, limit));
  const [finding, setFinding] = useState(false);
  const [none, setNone] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!pickable.length) return null;

  const find = async () => {
    setFinding(true);
    setNone(false);
    setFailed(false);
    const seats = await findBest(levelId, count).catch(() => null);
    setFinding(false);
    if (seats === null) return setFailed(true);
    if (!seats.length) setNone(true);
    onFound(seats);
  };

  return (
    <div className="sm-best" data-testid="best-available">
      <h4 className="sm-summary__title">{t("choose.seats.best.title")}</h4>
      <p className="muted">{t("choose.seats.best.intro")}</p>
      <SelectField label={t("choose.seats.best.level")} value={levelId} onValueChange={(v) => setLevelId(v)} data-testid="best-level">
        {pickable.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name} · {formatMoney(l.price)}
          </option>
        ))}
      </SelectField>
      <div className="tk-row-between">
        <span id="best-count-label">{t("choose.seats.best.count")}</span>
        <div className="tk-stepper" role="group" aria-labelledby="best-count-label">
          <button type="button" aria-label={t("choose.decrease")} disabled={count <= 1} onClick={() => setCount((c) => c - 1)}>
            −
          </button>
          <output data-testid="best-count">{count}</output>
          <button type="button" aria-label={t("choose.increase")} disabled={count >= limit} onClick={() => setCount((c) => c + 1)}>
            +
          </button>
        </div>
      </div>
      <button type="button" className={buttonClass("secondary", "block")} disabled={finding} onClick={() => void find()} data-testid="find-best">
        {finding ? t("choose.seats.best.finding") : t("choose.seats.best.find")}
      </button>
      <div aria-live="polite">
        {none && <p className="note note--warning">{t("choose.seats.best.none", { count })}</p>}
        {failed && <p className="note note--danger">{t("choose.seats.mapUnavailable")}</p>}
        {best.length > 0 && (
          <div className="sm-best__found" data-testid="best-found">
            <p>{t("choose.seats.best.found", { seats: names.list(best) })}</p>
            <button type="button" className={buttonClass("primary", "block")} onClick={() => onTake([...best])} data-testid="take-best">
              {t("choose.seats.best.take")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
