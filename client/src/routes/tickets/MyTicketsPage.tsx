import "./texts";
import { useId, useState, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { Tabs, tabPanelProps } from "../../components/Tabs/Tabs";
import type { MyTicketListQuery, OrderListTab, TicketListTab } from "../../gql/graphql";
import { useLanguage } from "../../i18n/useLanguage";
import { formatEventTime, formatFanTime } from "@fanfare/shared/dates";
import { formatMoney } from "@fanfare/shared/money";
import { myOrdersQuery, myTicketListQuery } from "./operations";
import { nameRepeatsLabel } from "./place";
import "./tickets.css";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { buttonClass } from "../../components/Button/Button";

const ticketTabs: TicketListTab[] = ["UPCOMING", "ENDED", "OTHERS"];
const orderTabs: OrderListTab[] = ["AVAILABLE", "COMPLETED", "OTHERS"];

/** The tickets' or the orders' tabs (upcoming, ended, others…) over the list of the chosen one. */
function ListTabs<T extends TicketListTab | OrderListTab>({ tabs, value, onChange, label, children }: { tabs: T[]; value: T; onChange: (v: T) => void; label: string; children: ReactNode }) {
  const { t } = useTranslation("tickets");
  const id = useId();
  return (
    <>
      <Tabs id={id} label={label} items={tabs.map((tab) => ({ id: tab, label: t(`my.tabs.${tab}`), testId: `tab-${tab}` }))} value={value} onChange={onChange} />
      <div className="tk-view" {...tabPanelProps(id, value)}>
        {children}
      </div>
    </>
  );
}

function TicketList({ tab }: { tab: TicketListTab }) {
  const { t } = useTranslation("tickets");
  const { data, loading, fetchMore } = useQuery(myTicketListQuery, { variables: { tab }, fetchPolicy: "cache-and-network" });
  const tickets = data?.myTickets.edges.map((e) => e.node);
  const more = () =>
    void fetchMore({
      variables: { after: data?.myTickets.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ myTickets: { ...fetchMoreResult.myTickets, edges: [...prev.myTickets.edges, ...fetchMoreResult.myTickets.edges] } }),
    });
  if (!tickets) return loading ? <div className={skeletonClass("line")} aria-busy="true" /> : null;
  if (tickets.length === 0) {
    return (
      <StatusView illustration="empty" headline={t("my.noTickets")} testId="no-tickets" to="/home/events" actionLabel={t("my.browse")} />
    );
  }
  return (
    <ul className="tk-list" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          {ticket.transferredAway ? (
            // A record of a ticket the fan sent to someone else: no longer theirs to open.
            <div className="tk-item surface" data-testid="transferred-ticket-item">
              <TicketRowBody ticket={ticket} />
            </div>
          ) : (
            <Link to={`/ticket-detail?id=${encodeURIComponent(ticket.id)}`} className="tk-item surface" data-testid="ticket-item">
              <TicketRowBody ticket={ticket} />
            </Link>
          )}
        </li>
      ))}
      {data?.myTickets.pageInfo.hasNextPage && <LoadMore onClick={more} />}
    </ul>
  );
}

type TicketRow = MyTicketListQuery["myTickets"]["edges"][number]["node"];

function TicketRowBody({ ticket }: { ticket: TicketRow }) {
  const { t } = useTranslation("tickets");
  const language = useLanguage();
  return (
    <>
      <div className="tk-item__thumb">{ticket.event.coverImageUrl && <img src={ticket.event.coverImageUrl} alt="" width={72} height={72} />}</div>
      <div className="tk-item__body">
        <span className="tk-item__title">{ticket.event.title}</span>
        <span className="muted">{formatEventTime(ticket.event.startsAt, ticket.event.timeZone, language)}</span>
        <span className="muted">
          {ticket.ticketType.name}
          {ticket.seat
            ? nameRepeatsLabel(ticket.ticketType.name, t("my.standing", { area: ticket.seat.area }))
              ? ` · ${t("order.row")} ${ticket.seat.row} · ${t("order.seat")} ${ticket.seat.number}`
              : ` · ${t("my.seat", { area: ticket.seat.area, row: ticket.seat.row, number: ticket.seat.number })}`
            : nameRepeatsLabel(ticket.ticketType.name, t("my.standing", { area: ticket.ticketType.area }))
              ? ""
              : ` · ${t("my.standing", { area: ticket.ticketType.area })}`}
        </span>
        <span>
          {ticket.transferredAway ? (
            <span className="tk-status tk-status--REVOKED">{t("my.transferredAway")}</span>
          ) : ticket.event.cancelledAt ? (
            <span className="tk-status tk-status--REVOKED" data-testid="ticket-event-cancelled">
              {t("cancelled.ticketStatus")}
            </span>
          ) : ticket.resoldThroughHandBack ? (
            // Revoked because the fan sold it on through a hand-back: said as such, in a neutral colour, as the ticket's page does.
            <span className="tk-status" data-testid="ticket-handed-back-sold">
              {t("my.handedBackSold")}
            </span>
          ) : (
            <span className={`tk-status tk-status--${ticket.status}`}>{t(`my.status.${ticket.status}`)}</span>
          )}{" "}
          <span className="muted">{t("my.ticketNo", { no: ticket.ticketNo })}</span>
        </span>
      </div>
    </>
  );
}

function LoadMore({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="tk-more">
      <button type="button" className={buttonClass("secondary")} onClick={onClick} data-testid="load-more">
        {t("actions.loadMore")}
      </button>
    </li>
  );
}

function OrderList({ tab }: { tab: OrderListTab }) {
  const { t } = useTranslation("tickets");
  const language = useLanguage();
  const { data, loading, fetchMore } = useQuery(myOrdersQuery, { variables: { tab, kind: "TICKET" }, fetchPolicy: "cache-and-network" });
  const orders = data?.myOrders.edges.map((e) => e.node);
  const more = () =>
    void fetchMore({
      variables: { after: data?.myOrders.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ myOrders: { ...fetchMoreResult.myOrders, edges: [...prev.myOrders.edges, ...fetchMoreResult.myOrders.edges] } }),
    });
  if (!orders) return loading ? <div className={skeletonClass("line")} aria-busy="true" /> : null;
  if (orders.length === 0) return <StatusView illustration="empty" headline={t("my.noData")} testId="no-orders" />;
  return (
    <ul className="tk-list" data-testid="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/ticket-order?orderNo=${encodeURIComponent(order.orderNo)}`} state={{ from: "/order/ticket" }} className="tk-item surface" data-testid="order-item-link">
            <div className="tk-item__thumb">{order.event?.coverImageUrl && <img src={order.event.coverImageUrl} alt="" width={72} height={72} />}</div>
            <div className="tk-item__body">
              <span className="tk-item__title">{order.event?.title}</span>
              <span className="muted">
                {t("order.orderNo")} {order.orderNo}
              </span>
              <span className="muted">
                {t("my.items", { count: order.itemCount })} · {formatMoney(order.totalAmount)} · {formatFanTime(order.createdAt, language)}
              </span>
              <span>
                <span className={`tk-status tk-status--${order.status}`}>{t(`order.status.${order.status}`)}</span>
              </span>
            </div>
          </Link>
        </li>
      ))}
      {data?.myOrders.pageInfo.hasNextPage && <LoadMore onClick={more} />}
    </ul>
  );
}

/** /order/ticket, "My Tickets": the tickets (upcoming, ended, others) and the ticket orders (available, completed, others). */
export default function MyTicketsPage() {
  const { t } = useTranslation("tickets");
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "orders" ? "orders" : "tickets";
  const [ticketTab, setTicketTab] = useState<TicketListTab>("UPCOMING");
  const [orderTab, setOrderTab] = useState<OrderListTab>("AVAILABLE");
  const viewId = useId();

  return (
    <main className="app-page">
      <PageHeader />
      <div className="tk-page">
        <Tabs
          id={viewId}
          variant="segmented"
          items={[
            { id: "tickets", label: t("my.tickets"), testId: "view-tickets" },
            { id: "orders", label: t("my.orders"), testId: "view-orders" },
          ]}
          value={view}
          onChange={(v) => setParams(v === "orders" ? { view: "orders" } : {}, { replace: true })}
        />
        <div className="tk-view" {...tabPanelProps(viewId, view)}>
          {view === "tickets" ? (
            <ListTabs tabs={ticketTabs} value={ticketTab} onChange={setTicketTab} label={t("my.tickets")}>
              <TicketList tab={ticketTab} />
            </ListTabs>
          ) : (
            <ListTabs tabs={orderTabs} value={orderTab} onChange={setOrderTab} label={t("my.orders")}>
              <OrderList tab={orderTab} />
            </ListTabs>
          )}
        </div>
      </div>
    </main>
  );
}
