import "./texts";
import { useId } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { Tabs, tabPanelProps } from "../../components/Tabs/Tabs";
import type { MerchOrderTab } from "../../gql/graphql";
import { formatMoney } from "@fanfare/shared/money";
import { myMerchOrdersQuery } from "./operations";
import "./merch.css";
import { skeletonClass } from "../../components/Skeleton/Skeleton";

const tabs: MerchOrderTab[] = ["AVAILABLE", "COMPLETED", "OTHERS"];

/** /order/merch: "My Merch", by tab (available, completed, others). */
export default function MyMerchPage() {
  const { t } = useTranslation("merch");
  const { t: tCommon } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (tabs as string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as MerchOrderTab) : "AVAILABLE";
  const { data, error, refetch } = useQuery(myMerchOrdersQuery, { variables: { tab }, fetchPolicy: "cache-and-network" });
  const orders = data?.myMerchOrders.edges.map((e) => e.node);
  const tabsId = useId();

  return (
    <main className="app-page">
      <PageHeader />
      <Tabs
        id={tabsId}
        className="merch-tabs"
        label={t("tabs.label")}
        items={tabs.map((name) => ({ id: name, label: t(`tabs.${name}`), testId: `tab-${name}` }))}
        value={tab}
        onChange={(name) => setParams({ tab: name }, { replace: true })}
      />
      <div className="merch-orders" {...tabPanelProps(tabsId, tab)}>
        {!orders ? (
          error ? (
            <StatusView illustration="error" headline={tCommon("states.error")} onAction={() => void refetch()} actionLabel={tCommon("actions.retry")} />
          ) : (
            <div className={`${skeletonClass()} merch-order-card surface merch-order-card--skeleton`} aria-busy="true" />
          )
        ) : orders.length === 0 ? (
          <StatusView illustration="empty" headline={t("list.empty")} testId="my-merch-empty" to="/home/merch" actionLabel={t("list.shopNow")} />
        ) : (
          orders.map((o) => (
            <Link key={o.id} className="merch-order-card surface" to={`/merch-order?orderNo=${encodeURIComponent(o.orderNo)}`} data-testid="merch-order-card">
              <img src={o.items[0]?.product.imageUrl} alt="" width={64} height={64} loading="lazy" />
              <div className="merch-order-card__text">
                <p className="merch-order-card__name">{o.items[0]?.product.name}</p>
                <p className="muted">{o.orderNo}</p>
                <p className="merch-order-card__status" data-testid="merch-order-status">
                  {o.status === "PAID" && o.fulfilment ? t(`order.fulfilment.${o.fulfilment}`) : t(`order.status.${o.status}`)}
                </p>
              </div>
              <div className="merch-order-card__end">
                <p>{formatMoney(o.total)}</p>
                <p className="muted">× {o.itemCount}</p>
              </div>
            </Link>
          ))
        )}
      </div>
    </main>
  );
}
