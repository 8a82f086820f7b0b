// The home's event list: its variables in one place, and its request started from the entry chunk,
// beside the home page's code, instead of once that code has loaded and rendered (issue 31: the
// request used to start about 1 s into a cold load, after the page's chunks).
import { apolloClient } from "../../apollo";
import { eventListQuery } from "../../components/EventList/operations";
import type { EventFilter } from "../../gql/graphql";
import { homeEventFilter as filter, homeEventPageSize } from "./homeEventsRequest";

export { homeEventPageSize };
/** What the home lists: the upcoming events on sale. */
export const homeEventFilter: EventFilter = filter;

/**
 * Sends the home's query now (or takes the answer to the request index.html already sent: see
 * lib/earlyHomeEvents.ts). Its answer goes into the cache, and the home's EventList (same document,
 * same variables) takes it from there, or shares the request still in flight; a failure is left for
 * EventList's own request to show with its retry.
 */
export function prefetchHomeEvents(): void {
  void apolloClient.query({ query: eventListQuery, variables: { first: homeEventPageSize, filter: homeEventFilter } }).catch(() => {});
}
