// The fan's picks on a live map: tapping within the limit, a picked seat someone else takes (a live
// change) put back with a message naming it, a refused secure's taken seats marked and its alternatives
// offered, never swapped in without the fan's tap.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { priceLevels, seatIndex, type MapArea, type MapSeat } from "./model";
import { applySeatChanges, changesOf, lostPicks, replaceWithAlternatives, togglePick } from "./picking";
import { accessRefusal, type AccessState } from "./access";

export type SeatNotice =
  | { kind: "limit" }
  | { kind: "notPickable" }
  | { kind: "kept"; seat: MapSeat; releaseAt: string }
  | { kind: "accessLimit"; companions: number }
  | { kind: "lost"; seats: MapSeat[] }
  | { kind: "taken"; seats: MapSeat[]; alternatives: MapSeat[] };

const openAccess: AccessState = { kind: "open" };

export function useSeatPicks(source: readonly MapArea[], limit: number, initial: readonly string[] = [], access: AccessState = openAccess) {
  // Seats a refused secure named as taken, until a live change says otherwise.
  const [takenHere, setTakenHere] = useState<ReadonlyMap<string, MapSeat["status"]>>(new Map());
  const areas = useMemo(() => applySeatChanges(source, takenHere), [source, takenHere]);
  const index = useMemo(() => seatIndex(areas), [areas]);
  const levels = useMemo(() => priceLevels(areas), [areas]);
  const [picked, setPickedState] = useState<string[]>(() => [...initial]);
  const pickedRef = useRef(picked);
  const setPicked = useCallback((next: string[]) => {
    pickedRef.current = next;
    setPickedState(next);
  }, []);
  const [notice, setNotice] = useState<SeatNotice | null>(null);
  /** While a secure is on its way, its own seats turning HELD are not someone else's doing. */
  const securing = useRef(false);

  // A picked seat that is no longer on the map (another map, a stale draft) is dropped once the map is read.
  const known = source.length > 0 ? picked.filter((id) => index.has(id)) : picked;
  if (known.length !== picked.length) setPicked(known);

  // Whatever way the map learnt it (a live batch, a fresh read after a reconnection), a picked seat that is
  // no longer free is put back and named.
  useEffect(() => {
    if (securing.current) return;
    const lost = pickedRef.current.filter((id) => {
      const status = index.get(id)?.status;
      return status !== undefined && status !== "AVAILABLE";
    });
    if (!lost.length) return;
    setPicked(pickedRef.current.filter((id) => !lost.includes(id)));
    setNotice({ kind: "lost", seats: lost.map((id) => index.get(id)!) });
  }, [index, setPicked]);

  const toggle = (seatId: string) => {
    const seat = index.get(seatId);
    if (!seat) return;
    // The accessible rule first: a kept seat is refused here, not by a secure that then fails.
    const refusal = pickedRef.current.includes(seatId) ? null : accessRefusal(pickedRef.current, seat, index, access);
    if (refusal === "kept" && access.kind === "kept") return setNotice({ kind: "kept", seat, releaseAt: access.releaseAt });
    if (refusal === "accessLimit" && access.kind === "mine") return setNotice({ kind: "accessLimit", companions: access.companions });
    const outcome = togglePick(pickedRef.current, seat, limit);
    setPicked(outcome.picked);
    if (outcome.refused === "limit" || outcome.refused === "notPickable") setNotice({ kind: outcome.refused });
    else if (notice && ["limit", "notPickable", "kept", "accessLimit"].includes(notice.kind)) setNotice(null);
  };

  /**
   * One tap for an accessible space: the wheelchair space and its companion seats replace any accessible
   * seats picked before (one space per fan), beside the ordinary picks, within the limit.
   */
  const pickSpace = (seatIds: readonly string[]) => {
    const ordinary = pickedRef.current.filter((id) => !index.get(id)?.access);
    const free = seatIds.filter((id) => index.get(id)?.status === "AVAILABLE");
    if (ordinary.length + free.length > limit) return setNotice({ kind: "limit" });
    setPicked([...ordinary, ...free]);
    setNotice(null);
  };

  /** A live batch: the Apollo cache already holds the new statuses; this puts back the picks it took away. */
  const onChanges = (seats: readonly Pick<MapSeat, "id" | "status">[]) => {
    const changes = changesOf(seats);
    setTakenHere((m) => {
      if (![...changes.keys()].some((id) => m.has(id))) return m;
      const next = new Map(m);
      for (const id of changes.keys()) next.delete(id);
      return next;
    });
    if (securing.current) return;
    const lost = lostPicks(pickedRef.current, changes);
    if (!lost.length) return;
    setPicked(pickedRef.current.filter((id) => !lost.includes(id)));
    setNotice({ kind: "lost", seats: lost.map((id) => index.get(id)).filter((s): s is NonNullable<typeof s> => !!s) });
  };

  /**
   * A refused secure (SeatsTakenError): its seats out of the picks, those someone holds or bought marked so
   * (an accessible seat still free was refused as kept for fans who declared the need); its alternatives offered.
   */
  const onTaken = (seats: readonly MapSeat[], alternatives: readonly MapSeat[]) => {
    setTakenHere((m) => new Map([...m, ...seats.filter((s) => s.status !== "AVAILABLE").map((s) => [s.id, s.status] as const)]));
    setPicked(pickedRef.current.filter((id) => !seats.some((s) => s.id === id)));
    setNotice({ kind: "taken", seats: [...seats], alternatives: alternatives.filter((a) => !seats.some((s) => s.id === a.id)) });
  };

  const takeAlternatives = () => {
    if (notice?.kind !== "taken") return;
    setPicked(replaceWithAlternatives(pickedRef.current, notice.seats.map((s) => s.id), notice.alternatives.filter((a) => index.get(a.id)?.status === "AVAILABLE").map((a) => a.id), limit));
    setNotice(null);
  };

  const pickedSet = useMemo(() => new Set(picked), [picked]);
  return { areas, index, levels, access, picked, pickedSet, setPicked, toggle, pickSpace, notice, setNotice, onChanges, onTaken, takeAlternatives, securing };
}

export type SeatPicks = ReturnType<typeof useSeatPicks>;
