import "./texts";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { useLanguage } from "../../i18n/useLanguage";
import { formatFanTime } from "@fanfare/shared/dates";
import { formatMoney } from "@fanfare/shared/money";
import { useSession } from "../../session/session";
import { isPhoneOrTablet } from "../../lib/device";
import { eventDetailQuery, myOrdersQuery, onSaleEventsQuery } from "./operations";
import { TicketChooser } from "./TicketChooser";
import "./tickets.css";
import { buttonClass } from "../../components/Button/Button";
import { SelectField } from "../../components/Field/Field";

const flowSteps = ["sign", "choose", "verify", "secure", "pay", "done"] as const;
const tips = ["electronic", "refund", "limit", "realName", "transfer"] as const;

/** The purchase guide as a flow chart: numbered steps joined by connectors (CSS counters). */
function PurchaseGuide() {
  const { t } = useTranslation("tickets");
  return (
    <section className="panel surface" data-testid="purchase-guide">
      <h2 className="tk-card__title">{t("purchase.guide")}</h2>
      <ol className="tk-flow">
        {flowSteps.map((s) => (
          <li key={s}>{t(`purchase.steps.${s}`)}</li>
        ))}
      </ol>
      <p className="muted">{t("purchase.guideNote")}</p>
    </section>
  );
}

function PurchaseRecords() {
  const { t } = useTranslation("tickets");
  const language = useLanguage();
  const available = useQuery(myOrdersQuery, { variables: { tab: "AVAILABLE", kind: "TICKET" }, fetchPolicy: "cache-and-network" });
  const completed = useQuery(myOrdersQuery, { variables: { tab: "COMPLETED", kind: "TICKET" }, fetchPolicy: "cache-and-network" });
  const orders = [...(available.data?.myOrders.edges ?? []), ...(completed.data?.myOrders.edges ?? [])].map((e) => e.node);
  return (
    <section className="panel surface" data-testid="purchase-records">
      <h2 className="tk-card__title">{t("purchase.records")}</h2>
      {orders.length === 0 ? (
        <p className="muted">{t("purchase.noRecords")}</p>
      ) : (
        <ul className="tk-list">
          {orders.map((o) => (
            <li key={o.id} className="tk-row-between">
              <Link to={`/ticket-order?orderNo=${encodeURIComponent(o.orderNo)}`}>
                {o.event?.title} · {o.orderNo}
              </Link>
              <span className="muted">
                {formatMoney(o.totalAmount)} · {formatFanTime(o.createdAt, language)} · <span className={`tk-status tk-status--${o.status}`}>{t(`order.status.${o.status}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /purchase: the desktop site's ticket purchase (desktop-only events are sold here), guide, tips, records.
 * A phone or a tablet that opens it (an old link, the waiting room's way in) is told at once that a
 * desktop-only event's tickets are sold on a computer, instead of a form the server refuses at Secure.
 */
export default function PurchasePage() {
  const { t } = useTranslation("tickets");
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const events = useQuery(onSaleEventsQuery);
  const choices = (events.data?.events.edges ?? []).map((e) => e.node).filter((e) => e.saleMode !== "MERCH_ONLY");
  const slug = params.get("slug") ?? choices.find((e) => e.saleState === "ON_SALE")?.slug ?? "";
  const detail = useQuery(eventDetailQuery, { variables: { slug }, skip: !slug });
  const event = detail.data?.event;
  const phone = isPhoneOrTablet();

  return (
    <main className="app-page" style={{ maxWidth: "none" }}>
      <PageHeader />
      <div className="tk-page tk-purchase">
        <div>
          <h1 className="tk-title">{t("purchase.title")}</h1>
          <div style={{ marginTop: "var(--space-4)" }}><SelectField label={t("purchase.chooseEvent")} value={slug} onValueChange={(v) => setParams({ slug: v }, { replace: true })} data-testid="purchase-event">
              {choices.map((e) => (
                <option key={e.id} value={e.slug}>
                  {e.title} · {t(`detail.state.${e.saleState}`)}
                </option>
              ))}
            </SelectField></div>
          {event?.desktopOnly && phone ? (
            // Refused at once, before any form: the server never sells these tickets to a phone or a tablet.
            <p className="note note--warning" style={{ marginTop: "var(--space-4)" }} data-testid="desktop-only-note">
              {t("detail.computerOnly")}
            </p>
          ) : !isLoggedIn ? (
            <Link to="/sign" className={buttonClass("primary", "block")} style={{ marginTop: "var(--space-4)" }}>
              {t("purchase.signInFirst")}
            </Link>
          ) : event && (event.saleState === "ON_SALE" || (event.saleState === "UPCOMING" && event.saleMode !== "MERCH_ONLY")) ? (
            <TicketChooser key={event.slug} event={event} desktop presale={event.saleState === "UPCOMING"} />
          ) : (
            event && <p className="note">{t(`detail.state.${event.saleState}`)}</p>
          )}
        </div>
        <div className="tk-purchase__side">
          <PurchaseGuide />
          <section className="panel surface" data-testid="ticket-tips">
            <h2 className="tk-card__title">{t("purchase.tips")}</h2>
            <ul>
              {tips.map((tip) => (
                <li key={tip} className="muted">
                  {t(`purchase.tipList.${tip}`)}
                </li>
              ))}
            </ul>
          </section>
          {isLoggedIn && <PurchaseRecords />}
        </div>
      </div>
    </main>
  );
}
