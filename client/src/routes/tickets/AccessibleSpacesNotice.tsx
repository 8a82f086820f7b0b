// The choose page's notice for a fan who declared the need for a wheelchair space (issue 33): while the
// event's spaces are kept for such fans, how many are free, and the way to the seat map showing only them
// (the map reads ?seats=accessible). Nothing for anyone else, nor after the release.
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session";
import { chooseAccessibleSpacesQuery } from "./operations";

/** Where the seat map shows only the wheelchair spaces and their companion seats. */
export function accessibleSeatsPath(eventSlug: string): string {
  return `/ticket/choose?slug=${encodeURIComponent(eventSlug)}&seats=accessible`;
}

export function AccessibleSpacesNotice({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation("tickets");
  const { isLoggedIn } = useSession();
  const { data } = useQuery(chooseAccessibleSpacesQuery, { variables: { slug: eventSlug }, skip: !isLoggedIn, fetchPolicy: "cache-and-network" });
  const spaces = data?.event?.accessibleSpaces.length ?? 0;
  const kept = data?.event ? new Date(data.event.accessibleSeatsReleaseAt).getTime() > Date.now() : false;
  if (!data?.mySeatingNeed || !kept || !spaces) return null;
  return (
    <div className="note tk-accessible" role="status" data-testid="accessible-spaces-notice">
      <p>{t("accessible.notice", { count: spaces, companions: data.mySeatingNeed.companions })}</p>
      <Link to={accessibleSeatsPath(eventSlug)} data-testid="accessible-spaces-link">
        {t("accessible.show")}
      </Link>
    </div>
  );
}
