import "./texts";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { MerchCard } from "./components";
import { merchProductsQuery } from "./operations";
import "./merch.css";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { buttonClass } from "../../components/Button/Button";

/** The Merch tab: every product on sale, in a two-column grid. */
export default function MerchPage() {
  const { t } = useTranslation("merch");
  const { t: tCommon } = useTranslation();
  const { data, error, loading, networkStatus, refetch, fetchMore } = useQuery(merchProductsQuery, { variables: { first: 20 }, notifyOnNetworkStatusChange: true });
  const connection = data?.merchProducts;

  let body;
  if (!connection) {
    body = error ? (
      <StatusView illustration="error" headline={t("shop.error")} body={tCommon("states.error")} onAction={() => void refetch()} actionLabel={tCommon("actions.retry")} />
    ) : (
      <div className="merch-grid" aria-busy="true" aria-label={tCommon("states.loading")}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`${skeletonClass()} merch-card surface merch-card--skeleton`} />
        ))}
      </div>
    );
  } else if (connection.edges.length === 0) {
    body = <StatusView illustration="empty" headline={t("shop.empty")} body={t("shop.emptyBody")} testId="merch-empty" />;
  } else {
    body = (
      <>
        <p className="muted">{t("shop.intro")}</p>
        <div className="merch-grid" data-testid="merch-grid">
          {connection.edges.map(({ node }) => (
            <MerchCard key={node.id} product={node} />
          ))}
        </div>
        {connection.pageInfo.hasNextPage && (
          <div className="merch-more">
            <button type="button" className={buttonClass("secondary")} disabled={loading} onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } })}>
              {networkStatus === NetworkStatus.fetchMore ? tCommon("states.loading") : tCommon("actions.loadMore")}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <main className="app-page app-page--with-tabbar">
      <PageHeader back={false} />
      <div className="merch-page">{body}</div>
    </main>
  );
}
