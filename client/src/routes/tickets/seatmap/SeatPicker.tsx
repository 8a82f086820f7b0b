// The choose page's seats (issue 33): the map or, equally complete, the list; the key; what is picked with
// its prices; best available. Where fans pick (PICK), every seat of such an area can be tapped; where seats
// are assigned (BEST_AVAILABLE), the map shows the block a secure would take now and nothing is tapped.
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Tabs, tabPanelProps } from "../../../components/Tabs/Tabs";
import { formatEventTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../../i18n/useLanguage";
import { AccessibleSpaces, liveSpaces, type OfferedSpace } from "./AccessibleSpaces";
import { isKeptFromFan } from "./access";
import { BestAvailable, type FindBest } from "./BestAvailable";
import type { MapSeat, SeatAccess } from "./model";
import { LevelPatterns } from "./SeatGlyphs";
import { SeatLegend } from "./SeatLegend";
import { SeatListView } from "./SeatListView";
import { SeatMapView } from "./SeatMapView";
import { useSeatNames } from "./seatNames";
import { SeatNoticeView, SeatSummary } from "./SeatSummary";
import type { SeatPicks } from "./useSeatPicks";
import "./seatmap.css";

/** `ticketTypeId`: the type the fan chose (where fans pick: best available's first price level). */
export type SeatPickerMode = { kind: "pick"; ticketTypeId: string } | { kind: "assigned"; ticketTypeId: string; quantity: number };

export interface SeatPickerProps {
  picks: SeatPicks;
  eventTitle: string;
  limit: number;
  mode: SeatPickerMode;
  findBest: FindBest;
  wide: boolean;
  loading: boolean;
  /** Event.accessibleSpaces: offered (one tap each) to a fan with the declared need while the seats are kept. */
  spaces: readonly OfferedSpace[];
  /** The venue's time zone, for the accessible release time. */
  timeZone: string | null;
  /** ?seats=accessible: the map opens on the free wheelchair spaces and rings them. */
  focusAccessible: boolean;
}

type ViewKind = "map" | "list";

const noSeats: ReadonlySet<string> = new Set();

export function SeatPicker({ picks, eventTitle, limit, mode, findBest, wide, loading, spaces, timeZone, focusAccessible }: SeatPickerProps) {
  const { t } = useTranslation("tickets");
  const language = useLanguage();
  const timeOf = (iso: string) => formatEventTime(iso, timeZone, language);
  const names = useSeatNames();
  const id = useId();
  const prefix = `sm${id.replace(/[^a-zA-Z0-9]/g, "")}`;
  const [view, setView] = useState<ViewKind>("map");
  const [best, setBest] = useState<MapSeat[]>([]);
  // The block shown stays only while every seat of it is free.
  const bestLive = useMemo(() => (best.every((s) => picks.index.get(s.id)?.status === "AVAILABLE") ? best : []), [best, picks.index]);
  const bestSet = useMemo(() => new Set(bestLive.map((s) => s.id)), [bestLive]);
  const access = useMemo(() => {
    const kinds = new Set<SeatAccess>();
    for (const s of picks.index.values()) if (s.access) kinds.add(s.access);
    return (["WHEELCHAIR", "COMPANION"] as const).filter((k) => kinds.has(k));
  }, [picks.index]);
  // Accessible seats this fan may not pick before the release; the spaces offered to a fan with the need.
  const state = picks.access;
  const kept = useMemo(() => (state.kind === "kept" ? new Set([...picks.index.values()].filter((s) => isKeptFromFan(s.access, state)).map((s) => s.id)) : noSeats), [picks.index, state]);
  const offeredSpaces = useMemo(() => (state.kind === "mine" && mode.kind === "pick" ? liveSpaces(spaces, picks.index) : []), [state, mode.kind, spaces, picks.index]);
  const offered = useMemo(() => (focusAccessible ? new Set(offeredSpaces.map((s) => s.wheelchair.id)) : noSeats), [focusAccessible, offeredSpaces]);
  const release = state.kind === "open" ? null : { kind: state.kind, time: timeOf(state.releaseAt), companions: state.kind === "mine" ? state.companions : 0 };

  // Where seats are assigned: the block the secure would take now, for the chosen count.
  const assignedType = mode.kind === "assigned" ? mode.ticketTypeId : null;
  const assignedCount = mode.kind === "assigned" ? mode.quantity : 0;
  useEffect(() => {
    if (!assignedType || loading) return setBest([]);
    let live = true;
    void findBest(assignedType, assignedCount).then((seats) => live && setBest(seats ?? []), () => live && setBest([]));
    return () => {
      live = false;
    };
  }, [assignedType, assignedCount, findBest, loading]);

  const onSeat = (seatId: string) => {
    if (mode.kind === "assigned") return picks.setNotice({ kind: "notPickable" });
    picks.toggle(seatId);
  };

  return (
    <section className="panel surface sm-picker" data-testid="seat-picker" aria-labelledby={`${prefix}-title`}>
      <LevelPatterns prefix={prefix} levels={picks.levels.length} />
      <div className="tk-row-between">
        <h3 className="tk-card__title" id={`${prefix}-title`}>
          {t("choose.seats.title")}
        </h3>
        <Tabs
          id={prefix}
          variant="segmented"
          label={t("choose.seats.view")}
          value={view}
          onChange={setView}
          items={[
            { id: "map", label: t("choose.seats.map"), testId: "seat-view-map" },
            { id: "list", label: t("choose.seats.list"), testId: "seat-view-list" },
          ]}
        />
      </div>
      {/* Above the map, where the fan is looking when a seat goes or the limit is reached. */}
      <SeatNoticeView picks={picks} limit={limit} timeOf={timeOf} />
      <div className="sm-picker__body">
        <div className="sm-picker__main" {...tabPanelProps(prefix, view)}>
          {loading && !picks.areas.length ? (
            <div className="sm-map__loading" aria-busy="true" />
          ) : view === "map" ? (
            <SeatMapView areas={picks.areas} levels={picks.levels} picked={picks.pickedSet} best={bestSet} kept={kept} offered={offered} patternPrefix={prefix} label={t("choose.seats.mapLabel", { event: eventTitle })} hint={t("choose.seats.mapHint")} wide={wide} onSeat={onSeat} />
          ) : (
            <SeatListView areas={picks.areas} levels={picks.levels} picked={picks.pickedSet} kept={kept} keptText={release ? t("choose.seats.keptUntil", { time: release.time }) : ""} patternPrefix={prefix} onSeat={onSeat} />
          )}
          <SeatLegend levels={picks.levels} patternPrefix={prefix} access={access} release={release} />
        </div>
        <div className="sm-picker__side">
          {mode.kind === "pick" ? (
            <>
              {state.kind === "mine" && (spaces.length > 0 || focusAccessible) && <AccessibleSpaces spaces={offeredSpaces} companions={state.companions} picked={picks.pickedSet} onPick={picks.pickSpace} />}
              <SeatSummary picks={picks} limit={limit} />
              <BestAvailable
                key={mode.ticketTypeId}
                levels={picks.levels}
                initialLevel={mode.ticketTypeId}
                limit={limit}
                findBest={findBest}
                best={bestLive}
                onFound={setBest}
                onTake={(seats) => {
                  picks.setPicked(seats.slice(0, limit).map((s) => s.id));
                  picks.setNotice(null);
                  setBest([]);
                }}
              />
            </>
          ) : (
            <div className="sm-best" data-testid="best-only">
              <p className="note">{t("choose.seats.best.onlyHere")}</p>
              {bestLive.length > 0 && <p data-testid="best-found">{t("choose.seats.best.found", { seats: names.list(bestLive) })}</p>}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
