// The organisation's orders: by event and state, searched by order number or the buyer's e-mail.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../components/Button/Button";
import { useLanguage } from "../../i18n/useLanguage";
import type { OrderStatus } from "../../gql/graphql";
import { consoleOrdersQuery } from "./operations";
import { EventPicker } from "./EventPicker";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";
import { SearchForm } from "./SearchForm";
import { usePageTitle } from "./usePageTitle";
import { RefundDialog, type RefundableOrder } from "./RefundDialog";
import { RevealEmails } from "./RevealEmails";
import { CsvExportButton } from "./CsvExportButton";

/** An order's lines by ticket type ("Floor × 2, Balcony × 1"): a seated order has a line per seat. */
function linesText(lines: { ticketType?: string | null; quantity: number }[]): string {
  const byType = new Map<string, number>();
  for (const l of lines) byType.set(l.ticketType ?? "—", (byType.get(l.ticketType ?? "—") ?? 0) + l.quantity);
  return [...byType].map(([name, n]) => `${name} × ${n}`).join(", ");
}

const statuses: OrderStatus[] = ["PAID", "AWAITING_PAYMENT", "CANCELLED", "EXPIRED", "REFUNDED"];

export default function OrdersPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("orders.title"));
  const language = useLanguage();
  const [eventId, setEventId] = useState("");
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [applied, setApplied] = useState("");
  const [reveal, setReveal] = useState(false);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(consoleOrdersQuery, { variables: { eventId: eventId || null, status: status || null, search: applied || null, revealEmails: reveal } });
  const orders = data?.operatorOrders.edges.map((e) => e.node) ?? [];
  const scopes = (data ?? previousData)?.operatorIdentity?.scopes ?? [];
  const canRefund = scopes.includes("orders:refund");
  const [refunding, setRefunding] = useState<RefundableOrder | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  return (
    <>
      <div className="cn-head">
        <h1>{t("orders.title")}</h1>
      </div>
      <SearchForm label={t("orders.search")} onSearch={setApplied}>
        <EventPicker value={eventId} onChange={setEventId} allowAll />
        <label className="cn-field">
          <span>{t("orders.status")}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | "")}>
            <option value="">{t("orders.anyStatus")}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
      {(scopes.includes("attendees:contact") || (eventId && scopes.includes("reports:read"))) && (
        <div className="cn-actions cn-toolbar">
          {scopes.includes("attendees:contact") && <RevealEmails checked={reveal} onChange={setReveal} />}
          {eventId && scopes.includes("reports:read") && <CsvExportButton kind="sales" eventId={eventId} label={t("export.salesCsv")} />}
        </div>
      )}
      {said && (
        <p className="cn-ok" role="status" data-testid="refund-done">
          {said}
        </p>
      )}
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && orders.length === 0} emptyText={t("orders.empty")}>
        <ConsoleTable
          testId="console-orders"
          columns={[
            ...(["number", "buyer", "lines", "total", "status", "placed"] as const).map((key) => ({ key, label: t(`orders.${key}`) })),
            ...(canRefund ? [{ key: "refund", label: <span className="visually-hidden">{t("refund.action")}</span> }] : []),
          ]}
          rows={orders}
          renderRow={(o) => (
            <tr key={o.id}>
              <th scope="row">{o.orderNo}</th>
              <td>
                {o.buyerNickname ?? "—"}
                {o.buyerEmail && <div className="cn-muted cn-email">{o.buyerEmail}</div>}
              </td>
              <td>{linesText(o.lines)}</td>
              <td>
                {formatMoney(o.total)}
                {o.refunds.some((r) => r.status !== "FAILED" && r.orderAmount > 0) && o.status === "PAID" && (
                  <div className="cn-muted">{t("refund.refunded", { amount: formatMoney({ amount: o.total.amount - o.refundable.amount, currency: o.total.currency }) })}</div>
                )}
                {o.refunds.some((r) => r.status === "FAILED") && <div className="cn-error">{t("refund.failed")}</div>}
              </td>
              <td>{t(`orderStatus.${o.status}`)}</td>
              <td>{formatWhen(o.createdAt, language)}</td>
              {canRefund && (
                <td>
                  {o.refundable.amount > 0 && (
                    <button type="button" className={buttonClass("secondary")} onClick={() => (setSaid(null), setRefunding(o))} data-testid="refund-order">
                      {t("refund.action")}
                      <span className="visually-hidden"> {o.orderNo}</span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          )}
        />
        {data?.operatorOrders.pageInfo.hasNextPage && (
          <button type="button" className={buttonClass("secondary")} onClick={() => void fetchMore({ variables: { after: data.operatorOrders.pageInfo.endCursor }, updateQuery: (prev, { fetchMoreResult }) => ({ ...prev, operatorOrders: { ...fetchMoreResult.operatorOrders, edges: [...prev.operatorOrders.edges, ...fetchMoreResult.operatorOrders.edges] } }) })}>
            {t("state.more")}
          </button>
        )}
      </QueryState>
      {refunding && (
        <RefundDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(text) => {
            setRefunding(null);
            setSaid(text);
          }}
        />
      )}
    </>
  );
}
