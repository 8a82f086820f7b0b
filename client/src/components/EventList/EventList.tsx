import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { removeHomeShell } from "../../lib/homeShell";
import { eventListQuery } from "./operations";
import type { EventFilter } from "../../gql/graphql";
import { StatusView } from "../StatusView";
import "./EventList.css";
import { EventCard, EventCardSkeleton } from "./EventCard";
import { buttonClass } from "../Button/Button";

interface EventListProps {
  filter?: EventFilter;
  pageSize?: number;
  /** Offer "Load more" when the server has further pages. */
  paginate?: boolean;
  /** What to show when nothing matches (default: "No data"). */
  empty?: ReactNode;
}

/** Event cards from GraphQL with loading skeletons, an error state with retry and an empty state. */
export function EventList({ filter, pageSize = 10, paginate = false, empty }: EventListProps) {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation("home");
  const { data, error, loading, networkStatus, refetch, fetchMore } = useQuery(eventListQuery, {
    variables: { first: pageSize, filter },
    notifyOnNetworkStatusChange: true,
  });

  const connection = data?.events;
  const settled = !!connection || !!error;
  useEffect(() => {
    if (settled) removeHomeShell();
  }, [settled]);

  if (!connection) {
    if (error) {
      return (
        <StatusView illustration="error" headline={tHome("errors.events")} body={t("states.error")} testId="events-error" onAction={() => void refetch()} actionLabel={t("actions.retry")} />
      );
    }
    return (
      <div className="event-list" aria-busy="true" aria-label={t("states.loading")} data-testid="events-loading">
        <EventCardSkeleton />
        <EventCardSkeleton />
        <EventCardSkeleton />
      </div>
    );
  }

  if (connection.edges.length === 0) return empty ?? <StatusView illustration="empty" headline={t("states.noData")} testId="events-empty" />;

  const { hasNextPage, endCursor } = connection.pageInfo;
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;

  return (
    <>
      <div className="event-list" data-testid="event-list">
        {connection.edges.map(({ node }, i) => (
          <EventCard key={node.id} event={node} priority={i === 0} />
        ))}
      </div>
      {paginate && hasNextPage && (
        <div className="event-list__more">
          <button type="button" className={buttonClass("secondary")} disabled={loading} onClick={() => void fetchMore({ variables: { after: endCursor } })}>
            {fetchingMore ? t("states.loading") : t("actions.loadMore")}
          </button>
        </div>
      )}
    </>
  );
}
