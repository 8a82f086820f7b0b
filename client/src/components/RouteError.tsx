import { useTranslation } from "react-i18next";
import { StatusView } from "./StatusView";

/**
 * The router's error boundary: a page that failed to load or render (often a stale chunk after a
 * deploy). Reloading fetches the current build.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="app-page">
      <StatusView illustration="error" headline={t("states.error")} testId="route-error" onAction={() => window.location.reload()} actionLabel={t("actions.retry")} />
    </main>
  );
}
