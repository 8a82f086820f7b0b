import "./texts";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { minWidth } from "../../lib/breakpoints";
import { isPhoneOrTablet } from "../../lib/device";
import { eventDetailQuery } from "./operations";
import { TicketChooser } from "./TicketChooser";
import { AccessibleSpacesNotice } from "./AccessibleSpacesNotice";
import "./tickets.css";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { buttonClass } from "../../components/Button/Button";

/** /ticket/choose?slug=: choose tickets of one event and secure them. */
export default function ChooseTicketPage() {
  const [params] = useSearchParams();
  const slug = params.get("slug") ?? "";
  const { t } = useTranslation("tickets");
  const desktop = useMediaQuery(minWidth("md"));
  // A phone or a tablet is never sold a desktop-only event's tickets (the server refuses its User-Agent).
  const phone = isPhoneOrTablet();
  const { data, loading } = useQuery(eventDetailQuery, { variables: { slug }, skip: !slug, fetchPolicy: "cache-and-network" });
  const event = data?.event;
  // Before the public sale, a fan with a presale code (an access code with its own sale start) buys here.
  const presale = event?.saleState === "UPCOMING";
  // A desktop screen gives a seat map its width: the map beside the picks (issue 33).
  const wide = desktop && !!event?.ticketTypes.edges.some((e) => e.node.seated);

  return (
    <main className={wide ? "app-page app-page--seats" : "app-page"}>
      <PageHeader />
      {!event ? (
        loading ? (
          <div className="tk-page" aria-busy="true">
            <div className={skeletonClass("line")} style={{ width: "60%" }} />
          </div>
        ) : (
          <StatusView illustration="notFound" headline={t("detail.notFound")} />
        )
      ) : (event.saleState !== "ON_SALE" && !presale) || event.saleMode === "MERCH_ONLY" ? (
        <div className="tk-page">
          <p className="note" data-testid="not-on-sale">
            {event.saleMode === "MERCH_ONLY" ? t("detail.merchOnly") : t(`detail.state.${event.saleState}`)}
          </p>
          <Link to={`/ticket/detail?slug=${encodeURIComponent(event.slug)}`} className={buttonClass("secondary", "block")}>
            {event.title}
          </Link>
        </div>
      ) : event.desktopOnly && (!desktop || phone) ? (
        <div className="tk-page">
          <p className="note note--warning" data-testid="desktop-only-note">
            {phone ? t("detail.computerOnly") : t("detail.desktopOnly")}
          </p>
          {/* A narrow window of a computer's browser buys on the desktop purchase page; a phone cannot. */}
          {!phone && (
            <Link to={`/purchase?slug=${encodeURIComponent(event.slug)}`} className={buttonClass("secondary", "block")}>
              {t("detail.openDesktop")}
            </Link>
          )}
        </div>
      ) : (
        <>
          <div className="tk-page" style={{ paddingBottom: 0 }}>
            <h2 className="tk-card__title">{event.title}</h2>
            <AccessibleSpacesNotice eventSlug={event.slug} />
          </div>
          <TicketChooser event={event} desktop={desktop} presale={presale} />
        </>
      )}
    </main>
  );
}
