import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { MerchCardFragment, MerchFulfilmentStatus, MerchOrderFieldsFragment } from "../../gql/graphql";
import { useLanguage } from "../../i18n/useLanguage";
import { formatMoney } from "@fanfare/shared/money";
import { formatPickupDate, formatStepTime, variantLabel } from "./format";
import { badgeClass } from "../../components/Badge/Badge";
import { PageHeader } from "../../components/PageHeader";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { StatusView } from "../../components/StatusView";

/** A product in the shop grid. */
export function MerchCard({ product }: { product: MerchCardFragment }) {
  const { t } = useTranslation("merch");
  return (
    <Link className="merch-card surface" to={{ pathname: "/merch/detail", search: `?slug=${encodeURIComponent(product.slug)}` }} data-testid="merch-card">
      <div className="merch-card__image">
        <img src={product.imageUrl} alt="" loading="lazy" decoding="async" width={320} height={320} />
        <ul className="badge-list merch-badges">
          {!product.inStock && <li className={badgeClass("danger")}>{t("badge.soldOut")}</li>}
          {product.pickupOnly && <li className={badgeClass("info")}>{t("badge.pickupOnly")}</li>}
          {product.ticketHolderOnly && <li className={badgeClass("warning")}>{t("badge.holderOnly")}</li>}
          {product.desktopOnly && <li className={badgeClass("neutral")}>{t("badge.desktopOnly")}</li>}
        </ul>
      </div>
      <div className="merch-card__body">
        <h3 className="merch-card__name">{product.name}</h3>
        <p className="merch-card__price">{formatMoney(product.price)}</p>
      </div>
    </Link>
  );
}

/** The logistics steps of an order: done steps with their times, the current one highlighted. */
export function LogisticsProgress({ order }: { order: Pick<MerchOrderFieldsFragment, "fulfilment" | "fulfilmentTrack" | "logistics"> }) {
  const { t } = useTranslation("merch");
  const language = useLanguage();
  const reached = new Map<MerchFulfilmentStatus, MerchOrderFieldsFragment["logistics"][number]>();
  for (const step of order.logistics) reached.set(step.status, step);
  const currentIndex = order.fulfilment ? order.fulfilmentTrack.indexOf(order.fulfilment) : -1;
  return (
    <ol className="merch-progress" data-testid="logistics-progress">
      {order.fulfilmentTrack.map((status, i) => {
        const step = reached.get(status);
        const state = i < currentIndex ? "done" : i === currentIndex ? "current" : "todo";
        return (
          <li key={status} className={`merch-progress__step merch-progress__step--${state}`} data-state={state} data-status={status}>
            <span className="merch-progress__dot" aria-hidden="true" />
            <div>
              <p className="merch-progress__label">{t(`order.fulfilment.${status}`)}</p>
              {step && (
                <p className="muted">
                  <time dateTime={step.at}>{formatStepTime(step.at, language)}</time>
                  {step.note && <span> · {step.note}</span>}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** One line of an order: picture, name, option, quantity and price. */
export function OrderItemRow({ item, to, cue }: { item: MerchOrderFieldsFragment["items"][number]; to?: string; cue?: string }) {
  const { t } = useTranslation("merch");
  const body = (
    <>
      <img className="merch-line__image" src={item.product.imageUrl} alt="" width={56} height={56} loading="lazy" />
      <div className="merch-line__text">
        <p className="merch-line__name">{item.product.name}</p>
        <p className="muted">
          {[variantLabel(item.variant), `× ${item.quantity}`].filter(Boolean).join("  ")}
          {item.redeemed && <span className={`${badgeClass("success")} merch-line__badge`}>{t("item.redeemed")}</span>}
        </p>
      </div>
      <p className="merch-line__price">{formatMoney(item.unitPrice)}</p>
      {cue && (
        <span className="merch-line__cue" data-testid="pickup-qr-cue">
          {cue} ›
        </span>
      )}
    </>
  );
  return to ? (
    <Link className="merch-line merch-line--link" to={to} data-testid="merch-order-item">
      {body}
    </Link>
  ) : (
    <div className="merch-line">{body}</div>
  );
}

export function PickupLine({ date }: { date: string }) {
  const { t } = useTranslation("merch");
  const language = useLanguage();
  return <p className="note note--compact">{t("order.pickupOn", { date: formatPickupDate(date, language) })}</p>;
}

/** An order page before its order is there: a placeholder while loading, then "order not found". */
export function MerchOrderMissing({ loading }: { loading: boolean }) {
  const { t } = useTranslation("merch");
  if (loading) {
    return (
      <main className="app-page">
        <PageHeader />
        <div className={`${skeletonClass()} merch-order merch-detail--loading`} aria-busy="true" />
      </main>
    );
  }
  return (
    <main className="app-page">
      <PageHeader />
      <StatusView illustration="notFound" headline={t("order.notFound")} />
    </main>
  );
}
