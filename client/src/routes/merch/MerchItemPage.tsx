import "./texts";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { formatMoney } from "@fanfare/shared/money";
import { useLanguage } from "../../i18n/useLanguage";
import { formatPickupDate, variantLabel } from "./format";
import { MerchOrderMissing } from "./components";
import { merchOrderQuery } from "./operations";
import "./merch.css";
import { RotatingQr } from "../../components/RotatingQr/RotatingQr";
import { badgeClass } from "../../components/Badge/Badge";

/** The rotating pick-up QR (the same codes as tickets), for a paid pick-up item not yet handed over. */
function PickupQr({ itemId }: { itemId: string }) {
  const { t } = useTranslation("merch");
  return (
    <div className="merch-qr-slot" data-testid="pickup-qr" data-item-id={itemId}>
      <RotatingQr kind="MERCH" id={itemId} />
      <p className="muted">{t("item.qrHint")}</p>
    </div>
  );
}

/** /merch-detail?orderNo=&item=: one item of a merch order, its pick-up day and its pick-up QR. */
export default function MerchItemPage() {
  const { t } = useTranslation("merch");
  const language = useLanguage();
  const [params] = useSearchParams();
  const orderNo = params.get("orderNo") ?? "";
  const { data, loading } = useQuery(merchOrderQuery, { variables: { orderNo }, skip: !orderNo, fetchPolicy: "cache-and-network" });
  const order = data?.merchOrder;
  const item = order?.items.find((i) => i.id === params.get("item")) ?? order?.items[0];

  if (!order || !item) {
    return <MerchOrderMissing loading={loading} />;
  }

  return (
    <main className="app-page">
      <PageHeader />
      <div className="merch-order">
        <section className="panel surface merch-item">
          <img className="merch-item__image" src={item.product.imageUrl} alt="" width={240} height={240} />
          <h2 className="merch-detail__name">{item.product.name}</h2>
          <dl className="facts merch-facts">
            {variantLabel(item.variant) && (
              <div>
                <dt>{t("item.variant")}</dt>
                <dd>{variantLabel(item.variant)}</dd>
              </div>
            )}
            <div>
              <dt>{t("item.quantity")}</dt>
              <dd>{item.quantity}</dd>
            </div>
            <div>
              <dt>{t("item.unitPrice")}</dt>
              <dd>{formatMoney(item.unitPrice)}</dd>
            </div>
            <div>
              <dt>{t("order.orderNo")}</dt>
              <dd>{order.orderNo}</dd>
            </div>
          </dl>
        </section>
        {order.pickup ? (
          <section className="panel surface">
            <h2 className="merch-panel__title">{t("item.pickupQr")}</h2>
            {order.pickupDate && <p className="note note--compact">{t("order.pickupOn", { date: formatPickupDate(order.pickupDate, language) })}</p>}
            {item.redeemed ? (
              <p className={badgeClass("success")}>{t("item.redeemed")}</p>
            ) : order.status === "PAID" ? (
              <PickupQr itemId={item.id} />
            ) : (
              <p className="muted">{t("item.qrAfterPayment")}</p>
            )}
          </section>
        ) : (
          <section className="panel surface">
            <p className="muted">{t("item.shipped")}</p>
          </section>
        )}
      </div>
    </main>
  );
}
