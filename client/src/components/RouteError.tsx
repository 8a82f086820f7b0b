import { useTranslation } from "react-i18next";
import { StatusView } from "./StatusView";
import { buttonClass } from "./Button/Button";

/**
 * The router's error boundary: a page that failed to load or render (often a stale chunk after a
 * deploy). Reloading fetches the current build.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="app-page">
      <StatusView
        illustration="error"
        headline={t("states.error")}
        testId="route-error"
        action={
          <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
            {t("actions.retry")}
          </button>
        }
      />
    </main>
  );
}
