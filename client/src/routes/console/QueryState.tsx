import type { ApolloClient } from "@apollo/client";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";

/** A list's loading, failure and empty states, or the list. */
export function QueryState({ loading, error, retry, empty, emptyText, children }: { loading: boolean; error?: ApolloClient.QueryResult["error"] | Error; retry: () => void; empty: boolean; emptyText: string; children: ReactNode }) {
  const { t } = useTranslation("console");
  if (loading) return <p aria-busy="true" className="cn-muted">{t("state.loading")}</p>;
  if (error)
    return (
      <div role="alert" className="cn-card">
        <p>{t("state.error")}</p>
        <button type="button" className={buttonClass("secondary")} onClick={retry}>
          {t("state.retry")}
        </button>
      </div>
    );
  if (empty) return <p className="cn-muted">{emptyText}</p>;
  return <>{children}</>;
}
