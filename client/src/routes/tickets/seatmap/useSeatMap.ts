// The choose page's live seat map: the map read once, its changes over graphql-ws (the cache applies them,
// Seat being normalised by id), the picks on top, and best available asked of the server.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLazyQuery, useQuery, useSubscription } from "@apollo/client/react";
import { bestAvailableSeatsQuery, seatMapAccessQuery, seatMapChangesSubscription, seatMapQuery } from "./operations";
import { accessStateOf } from "./access";
import type { MapArea } from "./model";
import type { FindBest } from "./BestAvailable";
import { useSeatPicks } from "./useSeatPicks";
import { onWsReconnected } from "../../../lib/wsReconnects";

const noAreas: MapArea[] = [];

export function useSeatMap(event: { id: string; slug: string; maxTicketsPerAccount: number }, active: boolean, initialPicks: readonly string[]) {
  const map = useQuery(seatMapQuery, { variables: { slug: event.slug }, skip: !active, fetchPolicy: "cache-and-network" });
  const areas: readonly MapArea[] = map.data?.event?.seatMap ?? noAreas;
  // The accessible release is read with the map; the state turns open at the release without a reload.
  const accessRead = useQuery(seatMapAccessQuery, { variables: { slug: event.slug }, skip: !active, fetchPolicy: "cache-and-network" });
  const releaseAt = accessRead.data?.event?.accessibleSeatsReleaseAt ?? null;
  const need = accessRead.data?.mySeatingNeed ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = releaseAt ? new Date(releaseAt).getTime() - Date.now() : -1;
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [releaseAt]);
  const access = useMemo(() => accessStateOf(releaseAt, need, now), [releaseAt, need, now]);
  const picks = useSeatPicks(areas, event.maxTicketsPerAccount, initialPicks, access);
  useSubscription(seatMapChangesSubscription, {
    variables: { eventId: event.id },
    skip: !active,
    onData: ({ data }) => picks.onChanges(data.data?.seatMapChanges.seats ?? []),
  });
  // The subscription sends changes only: after the socket dropped, or the phone slept with the page in the
  // background, the map is read again (a picked seat taken meanwhile is then put back like a live one).
  const { refetch } = map;
  useEffect(() => {
    if (!active) return;
    const reread = () => void refetch().catch(() => {});
    const onVisible = () => document.visibilityState === "visible" && reread();
    document.addEventListener("visibilitychange", onVisible);
    const stop = onWsReconnected(reread);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      stop();
    };
  }, [active, refetch]);
  const [fetchBest] = useLazyQuery(bestAvailableSeatsQuery, { fetchPolicy: "network-only" });
  const findBest: FindBest = useCallback(
    async (ticketTypeId, quantity) => {
      const { data, error } = await fetchBest({ variables: { slug: event.slug, ticketTypeId, quantity } });
      return error || !data?.event ? null : data.event.bestAvailableSeats;
    },
    [fetchBest, event.slug],
  );
  const spaces = accessRead.data?.event?.accessibleSpaces ?? [];
  const timeZone = accessRead.data?.event?.timeZone ?? null;
  return { picks, findBest, spaces, timeZone, loading: map.loading, failed: !!map.error && !areas.length, hasMap: areas.length > 0 };
}
