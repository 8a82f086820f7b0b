import { useEffect } from "react";
import { matchRoutes, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { TitleKey } from "../routes/routeTable";
import { routes, type RouteHandle } from "../router";

/** The current page's translated title: the deepest matched route with a title key, else the app name. */
export function usePageTitle(): string {
  const matches = matchRoutes(routes, useLocation()) ?? [];
  const { t } = useTranslation();
  const titleKey = matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)
    .filter((key): key is TitleKey => key !== undefined)
    .at(-1);
  return titleKey ? t(titleKey, { ns: "titles" }) : t("appName");
}

const titleDebounceMs = 50;

/** Keeps document.title as "<page title> · Fanfare" (just "Fanfare" without a page title). */
export function useDocumentTitle(): void {
  const title = usePageTitle();
  const { t } = useTranslation();
  const appName = t("appName");
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = title === appName ? appName : `${title} · ${appName}`;
    }, titleDebounceMs);
    return () => window.clearTimeout(timer);
  }, [title, appName]);
}
