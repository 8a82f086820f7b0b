// /ticket-detail?id=<Ticket id>: the ticket, its live QR code, the entry guide, the history tabs and
// the transfer. The status flips to "validated" live when a gate admits it.
import "./texts";
import { useId, useState } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { EventActions } from "../../components/EventActions/EventActions";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { Tabs, tabPanelProps } from "../../components/Tabs/Tabs";
import { useLanguage } from "../../i18n/useLanguage";
import { EntryGuideCard } from "./EntryGuideCard";
import { RotatingQr } from "../../components/RotatingQr/RotatingQr";
import { TransferFlow } from "./TransferFlow";
import { HandBackCard } from "./HandBackCard";
import { WalletButtons } from "./WalletButtons";
import { ticketDetailQuery, ticketStatusSubscription } from "./operations";
import { when, whenFan } from "./format";
import "./entry.css";
import { buttonClass } from "../../components/Button/Button";

const statusClass: Record<string, string> = { PAID: "entry-status--brand", READY: "entry-status--ok", VALIDATED: "entry-status--ok", REDEEMED: "entry-status--ok", REVOKED: "entry-status--bad", LISTED: "entry-status--brand" };
const historyTabs = { purchased: ["PURCHASED", "GIVEAWAY"], transferred: ["TRANSFERRED"], verified: ["VALIDATED", "QR_REFRESHED", "REVOKED"] } as const;
type HistoryTab = keyof typeof historyTabs;

export default function TicketDetailPage() {
  const { t } = useTranslation("entry");
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const [tab, setTab] = useState<HistoryTab>("purchased");
  const historyId = useId();
  // Kept apart from the query: once transferred, the ticket is no longer the fan's and the query returns null.
  const [transferring, setTransferring] = useState<{ id: string; ticketNo: string; lockHours: number } | null>(null);
  const { data, loading, error, refetch } = useQuery(ticketDetailQuery, { variables: { id }, skip: !id, fetchPolicy: "cache-and-network" });
  const ticket = data?.ticket;
  const live = useSubscription(ticketStatusSubscription, {
    variables: { ticketId: id },
    skip: !ticket,
    onData: () => void refetch(),
  });

  if (transferring) {
    return (
      <main className="app-page">
        <PageHeader />
        <TransferFlow ticketId={transferring.id} ticketNo={transferring.ticketNo} lockHours={transferring.lockHours} onCancel={() => setTransferring(null)} />
      </main>
    );
  }

  if (!id || (!loading && (error || !ticket))) {
    return (
      <main className="app-page">
        <PageHeader />
        <StatusView illustration="notFound" headline={t("detail.notFound")} to="/order/ticket" actionLabel={t("detail.myTickets")} />
      </main>
    );
  }
  if (!ticket) {
    return (
      <main className="app-page">
        <PageHeader />
        <div className="entry-page" aria-busy="true" />
      </main>
    );
  }

  const status = live.data?.ticketStatus.status ?? ticket.status;
  const validatedAt = live.data?.ticketStatus.validatedAt ?? ticket.validatedAt;
  const validatedEntrance = live.data?.ticketStatus.validatedEntrance ?? ticket.validatedEntrance;
  // A cancelled event's tickets are void (the cancel revokes them): no QR, whatever status is still cached.
  const cancelled = Boolean(ticket.event.cancelledAt);
  const enterable = !cancelled && (status === "PAID" || status === "READY");
  const resold = status === "REVOKED" && ticket.handBack?.status === "SOLD";

  // A seated ticket handed back and sold (issue 32): its seat went to the buyer's new ticket with the sale.
  const seat = ticket.seat
    ? t("detail.seatValue", { area: ticket.seat.area, row: ticket.seat.row, number: ticket.seat.number })
    : ticket.ticketType.seated
      ? ticket.handBack?.status === "SOLD"
        ? t("detail.seatPassed")
        : t("detail.confirming")
      : t("detail.standing");
  const history = ticket.history.filter((h) => (historyTabs[tab] as readonly string[]).includes(h.kind));

  return (
    <main className="app-page">
      <PageHeader />
      <div className="entry-page">
        <section className="entry-card surface">
          <h2 className="entry-card__title">{ticket.event.title}</h2>
          <p className="entry-card__sub">
            {ticket.event.venue}, {ticket.event.city}
          </p>
          {cancelled ? (
            <div className="entry-cancelled" role="status" data-testid="ticket-event-cancelled">
              <h3>{t("eventSupport.cancelledTitle")}</h3>
              <p>{t("eventSupport.cancelledBody")}</p>
            </div>
          ) : resold ? (
            // Revoked because the fan sold it on through a hand-back: said as such, not as a red "Revoked".
            <span className="entry-status" data-testid="ticket-status" data-status={status}>
              {t("handBack.soldStatus")}
            </span>
          ) : (
            <span className={`entry-status ${statusClass[status] ?? ""}`} data-testid="ticket-status" data-status={status}>
              {t(`status.${status}`)}
            </span>
          )}
          {enterable ? (
            <RotatingQr kind="TICKET" id={ticket.id} />
          ) : (
            status === "VALIDATED" && (
              <p className="entry-card__sub" data-testid="validated-note">
                {t("detail.validatedAt", { time: whenFan(validatedAt, language), entrance: validatedEntrance ?? "—" })}
              </p>
            )
          )}
          <dl className="entry-facts">
            <div>
              <dt>{t("detail.ticketNo")}</dt>
              <dd data-testid="ticket-no">{ticket.ticketNo}</dd>
            </div>
            <div>
              <dt>{t("detail.type")}</dt>
              <dd>{ticket.ticketType.name}</dd>
            </div>
            <div>
              <dt>{t("detail.date")}</dt>
              <dd>{when(ticket.event.startsAt, ticket.event.timeZone, language)}</dd>
            </div>
            <div>
              <dt>{t("detail.seat")}</dt>
              <dd>{seat}</dd>
            </div>
          </dl>
        </section>

        {!cancelled && (
          <section className="entry-card surface">
            <EventActions event={ticket.event} share={false} />
          </section>
        )}

        {enterable && (
          <WalletButtons
            providers={data?.walletPassProviders}
            links={ticket.walletPasses}
            freshAppleUrl={async () => (await refetch()).data?.ticket?.walletPasses?.applePassUrl ?? null}
          />
        )}

        <p className="entry-support-link">
          <Link to={`/cs?eventId=${encodeURIComponent(ticket.event.id)}`} data-testid="ticket-support">
            {t("eventSupport.link")}
          </Link>
        </p>

        {enterable && <EntryGuideCard event={ticket.event} entrances={ticket.ticketType.entrance ? [ticket.ticketType.entrance] : []} />}

        <section className="entry-card surface">
          <Tabs id={historyId} label={t("history.label")} items={(Object.keys(historyTabs) as HistoryTab[]).map((k) => ({ id: k, label: t(`history.${k}`) }))} value={tab} onChange={setTab} />
          <div {...tabPanelProps(historyId, tab)}>
            {history.length ? (
              <ul className="entry-history" data-testid="ticket-history">
                {history.map((h) => (
                  <li key={h.id}>
                    <span>{h.kind === "TRANSFERRED" ? t(h.outgoing ? "history.sent" : "history.received") : t(`history.kind.${h.kind}`)}{h.entrance ? ` · ${h.entrance}` : ""}</span>
                    <time dateTime={h.at}>{whenFan(h.at, language)}</time>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="entry-empty">{t("history.empty")}</p>
            )}
          </div>
        </section>

        <HandBackCard
          ticketId={ticket.id}
          enterable={enterable}
          offered={ticket.handBackOffered}
          feeBps={ticket.event.handBackFeeBps}
          handBack={ticket.handBack}
          refundTo={ticket.handBackRefundTo}
          onChanged={() => void refetch()}
        />

        {enterable && (
          <section className="entry-card surface">
            {ticket.canTransfer ? (
              <button type="button" className={buttonClass("secondary", "block")} onClick={() => setTransferring({ id: ticket.id, ticketNo: ticket.ticketNo, lockHours: ticket.event.transferLockHours })} data-testid="ticket-transfer">
                {t("transfer.start")}
              </button>
            ) : (
              <p className="entry-card__sub" data-testid="transfer-locked">
                {ticket.transferLockedUntil && new Date(ticket.transferLockedUntil) > new Date()
                  ? t("transfer.lockedUntil", { time: whenFan(ticket.transferLockedUntil, language) })
                  : t("transfer.notAvailable")}
              </p>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
