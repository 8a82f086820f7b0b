// The fan's place, kept current: pushed by the `queuePosition` subscription (the server sends it at once
// on any change and at least every 5 s). When no push has come for a while (the socket closed, the
// subscription failed or ended), the place is polled instead, and the subscription is started again;
// the first push it brings back stops the polling.
import { useEffect, useRef, useState } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import type { QueuePlaceFieldsFragment } from "../../gql/graphql";
import { myQueuePlaceQuery, queuePositionSubscription } from "./operations";

export type QueuePlace = QueuePlaceFieldsFragment;

/** Longer than the server's 5-second heartbeat plus a slow network: no push for this long means the live feed is down. */
export const STALE_AFTER_MS = 9_000;
/** How often the place is read while the live feed is down. */
export const POLL_INTERVAL_MS = 4_000;
/** How often a failed subscription is tried again while polling. */
const RESTART_INTERVAL_MS = 10_000;

/** Statuses after which nothing changes without the fan acting: no live feed needed. */
const settled: ReadonlySet<QueuePlace["status"]> = new Set(["DONE", "EXPIRED"]);

export interface LiveQueuePlace {
  place: QueuePlace | null;
  /** "live" while pushes arrive, "polling" while the fallback reads the place. */
  feed: "live" | "polling";
  /** Replaces the place with one a mutation returned (joining, the waiting list). */
  setPlace: (place: QueuePlace | null) => void;
}

export function useQueuePlace(eventSlug: string, initial: QueuePlace | null): LiveQueuePlace {
  const [place, setPlace] = useState<QueuePlace | null>(initial);
  const [live, setLive] = useState(true);
  const lastPush = useRef(Date.now());
  const watching = place !== null && !settled.has(place.status);

  useEffect(() => setPlace(initial), [initial]);

  const subscription = useSubscription(queuePositionSubscription, {
    variables: { slug: eventSlug },
    skip: !watching,
    onData: ({ data }) => {
      const pushed = data.data?.queuePosition;
      if (!pushed) return;
      lastPush.current = Date.now();
      setPlace(pushed);
      setLive(true);
    },
    onError: () => setLive(false),
    onComplete: () => setLive(false),
  });

  // The watchdog: no push within STALE_AFTER_MS means the feed is down, whatever the socket says
  // (graphql-ws retries a closed socket quietly, without failing the subscription).
  useEffect(() => {
    if (!watching) return;
    lastPush.current = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - lastPush.current > STALE_AFTER_MS) setLive(false);
    }, 1_000);
    return () => clearInterval(timer);
  }, [watching, eventSlug]);

  const polling = watching && !live;
  const polled = useQuery(myQueuePlaceQuery, {
    variables: { slug: eventSlug },
    skip: !polling,
    pollInterval: POLL_INTERVAL_MS,
    fetchPolicy: "network-only",
  });
  const polledPlace = polled.data?.myQueuePlace;
  useEffect(() => {
    if (polling && polledPlace !== undefined) setPlace(polledPlace);
  }, [polling, polledPlace]);

  const restart = useRef(subscription.restart);
  restart.current = subscription.restart;
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => restart.current(), RESTART_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling]);

  return { place, feed: polling ? "polling" : "live", setPlace };
}
