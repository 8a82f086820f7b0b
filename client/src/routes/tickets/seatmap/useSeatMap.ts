// The choose page's live seat map: the map read once, its changes over graphql-ws (the cache applies them,
// Seat being normalised by id), the picks on top, and best available asked of the server.
import { useCallback, useEffect } from "react";
import { useLazyQuery, useQuery, useSubscription } from "@apollo/client/react";
import { bestAvailableSeatsQuery, seatMapChangesSubscription, seatMapQuery } from "./operations";
import type { MapArea } from "./model";
import type { FindBest } from "./BestAvailable";
import { useSeatPicks } from "./useSeatPicks";
import { onWsReconnected } from "../../../lib/wsReconnects";

const noAreas: MapArea[] = [];

export function useSeatMap(event: { id: string; slug: string; maxTicketsPerAccount: number }, active: boolean, initialPicks: readonly string[]) {
  const map = useQuery(seatMapQuery, { variables: { slug: event.slug }, skip: !active, fetchPolicy: "cache-and-network" });
  const areas: readonly MapArea[] = map.data?.event?.seatMap ?? noAreas;
  const picks = useSeatPicks(areas, event.maxTicketsPerAccount, initialPicks);
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
  return { picks, findBest, loading: map.loading, failed: !!map.error && !areas.length, hasMap: areas.length > 0 };
}
