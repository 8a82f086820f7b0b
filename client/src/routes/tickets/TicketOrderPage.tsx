import "./texts";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { useLanguage } from "../../i18n/useLanguage";
import { useTitleOverride } from "../../hooks/usePageTitle";
import { orderTitleKey } from "../../lib/orderTitle";
import { formatEventTime, formatFanTime } from "@fanfare/shared/dates";
import { formatMoney } from "@fanfare/shared/money";
import { markPurchaseCompleted } from "../../lib/installEvent";
import { cancelOrderMutation, ticketOrderQuery } from "./operations";
import { formatCountdown, useCountdown } from "../../hooks/useCountdown";
import { useBackToUserPage } from "../../hooks/useBackToUserPage";
import { nameRepeatsLabel } from "./place";
import "./tickets.css";
import { useErrorText } from "../../hooks/useMessageText";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { buttonClass } from "../../components/Button/Button";

/** /ticket-order?orderNo=: the secured order, its 10-minute countdown while awaiting payment, pay or cancel. */
export default function TicketOrderPage() {
  const [params] = useSearchParams();
  const orderNo = params.get("orderNo") ?? "";
  const { t } = useTranslation("tickets");
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(ticketOrderQuery, {
    variables: { orderNo },
    skip: !orderNo,
    // Always the server's state: a cached "awaiting payment" shown while a fetch is in flight would
    // also swallow the refetch after cancelling (Apollo de-duplicates it into the older request).
    fetchPolicy: "network-only",
  });
  const [cancel, { loading: cancelling }] = useMutation(cancelOrderMutation, { fetchPolicy: "no-cache" });
  const [confirming, setConfirming] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // Spec §2: leaving ticket-order towards /order/ticket goes back one step when that is where the fan came from.
  const toMyTickets = () => ((location.state as { from?: string } | null)?.from === "/order/ticket" ? navigate(-1) : navigate("/order/ticket"));
  // Reached from the payment's result: the header's back goes to the fan's page, not into the payment's pages.
  const backToUserPage = useBackToUserPage(orderNo);
  const [problem, setProblem] = useState<string | null>(null);
  const order = data?.order;
  // A paid order of the fan's own: the first completed purchase lets the install popup show (RootLayout).
  useEffect(() => {
    if (order?.status === "PAID") markPurchaseCompleted();
  }, [order?.status]);
  const left = useCountdown(order?.status === "AWAITING_PAYMENT" ? order.expiresAt : null);
  const awaiting = order?.status === "AWAITING_PAYMENT" && left !== null && left > 0;
  const lapsed = order?.status === "EXPIRED" || (order?.status === "AWAITING_PAYMENT" && left === 0);
  useTitleOverride(orderTitleKey(order?.status, lapsed));

  const doCancel = async () => {
    const { data: r } = await cancel({ variables: { orderNo } });
    setConfirming(false);
    const result = r?.cancelOrder;
    if (result && "code" in result) setProblem(errorText(result as { code: string; message: string }));
    await refetch();
  };

  if (!order) {
    return (
      <main className="app-page">
        <PageHeader onBack={backToUserPage} />
        {loading ? (
          <div className="tk-page" aria-busy="true">
            <div className={skeletonClass("line")} style={{ width: "60%" }} />
          </div>
        ) : (
          <StatusView illustration={error ? "error" : "notFound"} headline={error ? tCommon("states.error") : t("order.notFound")} />
        )}
      </main>
    );
  }

  return (
    <main className="app-page">
      <PageHeader onBack={backToUserPage} />
      <div className="tk-page" data-testid="ticket-order">
        {awaiting && (
          <section className="tk-countdown" data-testid="order-countdown">
            <span>{t("order.securedFor")}</span>
            <span className="tk-countdown__time" role="timer" data-testid="countdown">
              {formatCountdown(left!)}
            </span>
            <span>{t("order.payWithin")}</span>
          </section>
        )}
        {lapsed && (
          <p className="note note--danger" role="alert" data-testid="order-expired">
            {t("order.expired")}
          </p>
        )}

        <section className="panel surface">
          <div className="tk-row-between">
            <h2 className="tk-card__title">{order.event?.title}</h2>
            <span className={`tk-status tk-status--${lapsed ? "EXPIRED" : order.status}`} data-testid="order-status">
              {t(`order.status.${lapsed ? "EXPIRED" : order.status}`)}
            </span>
          </div>
          {order.event && (
            <p className="muted">
              <time dateTime={order.event.startsAt} data-testid="order-event-time">
                {formatEventTime(order.event.startsAt, order.event.timeZone, language)}
              </time>{" "}
              · {order.event.venue}, {order.event.city}
            </p>
          )}
          <dl className="facts tk-kv">
            <dt>{t("order.orderNo")}</dt>
            <dd data-testid="order-no">{order.orderNo}</dd>
            <dt>{t("order.createdAt")}</dt>
            <dd>{formatFanTime(order.createdAt, language)}</dd>
            <dt>{t("order.paymentTime")}</dt>
            <dd data-testid="payment-time">{order.paidAt ? formatFanTime(order.paidAt, language) : "—"}</dd>
          </dl>
        </section>

        <section className="panel surface">
          <h3 className="tk-card__title">{t("order.items")}</h3>
          <ul className="tk-list">
            {order.items.map((item) => {
              const issued = item.tickets[0];
              const seat = issued?.seat ?? null;
              return (
                <li key={item.id} className="tk-row-between" data-testid="order-item">
                  <span>
                    <strong>{item.ticketType?.name}</strong>
                    <br />
                    <span className="muted">
                      {[
                        // The area only when the type's name does not already say it ("Area B · Area B").
                        nameRepeatsLabel(item.ticketType?.name, `${t("order.area")} ${item.ticketType?.area}`) ? null : `${t("order.area")} ${item.ticketType?.area}`,
                        ...(item.ticketType?.seated
                          ? seat
                            ? [`${t("order.row")} ${seat.row}`, `${t("order.seat")} ${seat.number}`]
                            : item.seat
                              ? [`${t("order.row")} ${item.seat.row}`, `${t("order.seat")} ${t("choose.confirming")}`]
                              : [t("choose.confirming")]
                          : []),
                        item.identity?.maskedName ?? null,
                        issued ? t("my.ticketNo", { no: issued.ticketNo }) : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </span>
                  <span>{formatMoney(item.unitAmount)}</span>
                </li>
              );
            })}
          </ul>
          {order.promoCode && order.promoCode.discount.amount > 0 && (
            <div className="tk-row-between" data-testid="order-promo-discount">
              <span className="muted">{t("choose.code.discount", { code: order.promoCode.code })}</span>
              <span>−{formatMoney(order.promoCode.discount)}</span>
            </div>
          )}
          <div className="tk-row-between">
            <span className="muted">{t("order.total")}</span>
            <span className="tk-total" data-testid="order-total">{formatMoney(order.totalAmount)}</span>
          </div>
          {order.maxPaymentAttempts === 1 && awaiting && <p className="muted">{t("order.singleAttempt")}</p>}
        </section>

        {problem && (
          <p className="tk-error" role="alert">
            {problem}
          </p>
        )}

        {awaiting && (
          <div className="tk-sticky">
            <a href={`#/payment/buy?orderNo=${encodeURIComponent(order.orderNo)}`} className={buttonClass("primary", "block")} data-testid="pay-now">
              {t("order.payNow")}
            </a>
            {confirming ? (
              <div className="tk-row-between">
                <span className="muted">{t("order.cancelConfirm")}</span>
                <button type="button" className={buttonClass("danger")} disabled={cancelling} onClick={() => void doCancel()} data-testid="confirm-cancel">
                  {t("order.cancel")}
                </button>
                <button type="button" className={buttonClass("ghost")} onClick={() => setConfirming(false)}>
                  {t("order.keep")}
                </button>
              </div>
            ) : (
              <button type="button" className={buttonClass("ghost", "block")} onClick={() => setConfirming(true)} data-testid="cancel-order">
                {t("order.cancel")}
              </button>
            )}
          </div>
        )}
        {order.status === "PAID" && (
          <button type="button" className={buttonClass("primary", "block")} onClick={() => void toMyTickets()} data-testid="view-tickets">
            {t("order.viewTickets")}
          </button>
        )}
        {lapsed && order.event && (
          <Link to={`/ticket/choose?slug=${encodeURIComponent(order.event.slug)}`} className={buttonClass("secondary", "block")}>
            {t("order.tryAgain")}
          </Link>
        )}
        <Link to={`/cs?order=${encodeURIComponent(order.orderNo)}`} className={buttonClass("ghost", "block")} data-testid="order-help">
          {t("order.help")}
        </Link>
      </div>
    </main>
  );
}
