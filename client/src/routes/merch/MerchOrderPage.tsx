import "./texts";
import { useEffect } from "react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useTitleOverride } from "../../hooks/usePageTitle";
import { orderTitleKey } from "../../lib/orderTitle";
import { badgeClass, type BadgeTone } from "../../components/Badge/Badge";
import { PageHeader } from "../../components/PageHeader";
import { formatMoney } from "@fanfare/shared/money";
import { markPurchaseCompleted } from "../../lib/installEvent";
import { LogisticsProgress, MerchOrderMissing, OrderItemRow, PickupLine } from "./components";
import { formatCountdown, useCountdown } from "../../hooks/useCountdown";
import { useBackToUserPage } from "../../hooks/useBackToUserPage";
import { cancelMerchOrderMutation, merchOrderQuery, orderLogisticsSubscription } from "./operations";
import type { MerchOrderFieldsFragment, MerchOrderStatus } from "../../gql/graphql";
import "./merch.css";
import { FormAlert, formClass } from "../../components/Form/Form";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { buttonClass } from "../../components/Button/Button";

/** The status pill's tone: awaiting payment warns, paid is done, the rest are over. */
const statusTone: Record<MerchOrderStatus, BadgeTone> = {
  AWAITING_PAYMENT: "warning",
  PAID: "success",
  CANCELLED: "neutral",
  EXPIRED: "neutral",
  REFUNDED: "neutral",
};

/** /merch-order?orderNo=: "Merch Secured" — the hold's countdown and Pay now, then the logistics, live. */
export default function MerchOrderPage() {
  const { t } = useTranslation("merch");
  const [params] = useSearchParams();
  const orderNo = params.get("orderNo") ?? "";
  const { data, loading } = useQuery(merchOrderQuery, { variables: { orderNo }, skip: !orderNo, fetchPolicy: "cache-and-network" });
  // Each payment, expiry or logistics step arrives here as the whole order again.
  const live = useSubscription(orderLogisticsSubscription, { variables: { orderNo }, skip: !orderNo });
  const [cancel] = useMutation(cancelMerchOrderMutation, uncachedResult);
  const form = useMutationForm([]);
  // Reached from the payment's result: the header's back goes to the fan's page, not into the payment's pages.
  const backToUserPage = useBackToUserPage(orderNo);
  const order = (live.data?.orderLogistics ?? data?.merchOrder) as MerchOrderFieldsFragment | null | undefined;
  // A paid order of the fan's own: the first completed purchase lets the install popup show (RootLayout).
  useEffect(() => {
    if (order?.status === "PAID") markPurchaseCompleted();
  }, [order?.status]);
  const msLeft = useCountdown(order?.status === "AWAITING_PAYMENT" ? order.expiresAt : null) ?? 0;
  useTitleOverride(orderTitleKey(order?.status, order?.status === "AWAITING_PAYMENT" && msLeft === 0 && order.expiresAt != null));

  if (!order) {
    return <MerchOrderMissing loading={loading} />;
  }

  const awaiting = order.status === "AWAITING_PAYMENT" && msLeft > 0;
  const itemPath = (itemId: string) => `/merch-detail?orderNo=${encodeURIComponent(order.orderNo)}&item=${encodeURIComponent(itemId)}`;
  // A paid pick-up order: its QR code (the first item not yet picked up) is one tap away.
  const pickupItem = order.pickup && order.status === "PAID" ? order.items.find((i) => !i.redeemed) : undefined;
  const lapsed = order.status === "EXPIRED" || (order.status === "AWAITING_PAYMENT" && msLeft === 0);

  const onCancel = () => {
    if (!window.confirm(t("order.cancelConfirm"))) return;
    void form.run(async () => {
      const { data: r } = await cancel({ variables: { orderNo } });
      const result = r?.cancelMerchOrder;
      if (result && isErrorResult(result)) form.fail(result);
    });
  };

  return (
    <main className="app-page">
      <PageHeader onBack={backToUserPage} />
      <div className="merch-order" data-testid="merch-order">
        <section className="panel surface">
          <p className={`${badgeClass(statusTone[order.status])} merch-status`} data-testid="order-status">
            {t(`order.status.${order.status}`)}
          </p>
          <dl className="facts merch-facts">
            <div>
              <dt>{t("order.orderNo")}</dt>
              <dd data-testid="order-no">{order.orderNo}</dd>
            </div>
            <div>
              <dt>{t("order.itemCount")}</dt>
              <dd data-testid="item-count">{order.itemCount}</dd>
            </div>
            {order.promoCode && (
              <div data-testid="merch-order-code">
                <dt>{t("code.applied", { code: order.promoCode.code })}</dt>
                <dd>−{formatMoney(order.promoCode.discount)}</dd>
              </div>
            )}
            <div>
              <dt>{t("order.total")}</dt>
              <dd>{formatMoney(order.total)}</dd>
            </div>
          </dl>
          {awaiting && (
            <>
              <p className="merch-countdown" role="timer" data-testid="countdown">
                {t("order.payWithin", { time: formatCountdown(msLeft, { padMinutes: true }) })}
              </p>
              <div className="merch-actions">
                <Link className={buttonClass("primary", "block")} to={`/payment/buy?orderNo=${encodeURIComponent(order.orderNo)}`} data-testid="pay-now">
                  {t("order.payNow")}
                </Link>
                <button type="button" className={buttonClass("ghost", "block")} onClick={onCancel} disabled={form.busy} data-testid="cancel-order">
                  {t("order.cancel")}
                </button>
              </div>
            </>
          )}
          {lapsed && <p className={formClass.note}>{t("order.expired")}</p>}
          <FormAlert message={form.formError} />
        </section>

        {pickupItem && (
          <Link
            to={itemPath(pickupItem.id)}
            className={`${buttonClass("primary", "block")} merch-qr-cta`}
            data-testid="show-pickup-qr"
          >
            <QrCodeMark />
            {t("order.showPickupQr")}
          </Link>
        )}
        <section className="panel surface">
          {order.items.map((item) => (
            <OrderItemRow key={item.id} item={item} to={itemPath(item.id)} cue={order.pickup && order.status === "PAID" && !item.redeemed ? t("order.qrCue") : undefined} />
          ))}
          {order.pickup && order.pickupDate && <PickupLine date={order.pickupDate} />}
        </section>

        {order.shippingAddress && (
          <section className="panel surface">
            <h2 className="merch-panel__title">{t("order.recipient")}</h2>
            <p data-testid="recipient">
              <strong>{order.shippingAddress.recipient}</strong> {order.shippingAddress.phone}
            </p>
            <p className="muted">
              {[order.shippingAddress.line1, order.shippingAddress.line2, order.shippingAddress.city, order.shippingAddress.region, order.shippingAddress.postalCode, order.shippingAddress.country]
                .filter(Boolean)
                .join(", ")}
            </p>
          </section>
        )}

        {order.status === "PAID" && (
          <section className="panel surface">
            <h2 className="merch-panel__title">{t("order.progress")}</h2>
            <LogisticsProgress order={order} />
          </section>
        )}
        <Link to={`/cs?order=${encodeURIComponent(order.orderNo)}`} className={buttonClass("ghost", "block")} data-testid="order-help">
          {t("order.help")}
        </Link>
      </div>
    </main>
  );
}

/** A small QR-code mark: the cue that the pick-up code is behind this button. */
function QrCodeMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm10-2h2v2h-2v-2zm-2 2h2v2h-2v-2zm2 2h2v2h-2v-2zm2-2h2v2h-2v-2zm0 4h2v2h-2v-2zm2-2h2v2h-2v-2zm-4 2h2v2h-2v-2z" />
    </svg>
  );
}
