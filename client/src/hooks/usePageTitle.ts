import { useEffect, useSyncExternalStore } from "react";
import { matchRoutes, useLocation, type Location, type RouteObject } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { consolePath, pageRoutes, redirectRoutes, type TitleKey } from "../routes/routeTable";

/**
 * The router's paths as the title sees them, from the route table (the router reads the same table, and
 * importing the router here would import every page, whose headers import this hook): each page with its
 * title key, the console and the redirects with none, anything else the 404 page's.
 */
const titleRoutes: RouteObject[] = [
  { path: consolePath },
  ...Object.keys(redirectRoutes).map((path) => ({ path })),
  ...Object.entries(pageRoutes).map(([path, titleKey]) => ({ path, handle: titleKey })),
  { path: "*", handle: pageRoutes["/404"] },
];

/** The title key of the page at a path (or location); undefined where the app's name is the title. */
export function routeTitleKey(location: string | Partial<Location>): TitleKey | undefined {
  return matchRoutes(titleRoutes, location)?.at(-1)?.route.handle as TitleKey | undefined;
}

// A page whose title depends on its state (/change-payment-pwd is "Set payment password" the first
// time) names another title key while it shows; the header and document.title both follow it.
let override: { pathname: string; key: TitleKey } | null = null;
const overrideListeners = new Set<() => void>();
function setOverride(next: typeof override) {
  override = next;
  for (const listener of overrideListeners) listener();
}
function subscribeOverride(listener: () => void) {
  overrideListeners.add(listener);
  return () => overrideListeners.delete(listener);
}

/** Shows `key` as this page's title instead of its route's (null: the route's). */
export function useTitleOverride(key: TitleKey | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!key) return;
    setOverride({ pathname, key });
    return () => setOverride(null);
  }, [key, pathname]);
}

/** The current page's translated title: the deepest matched route with a title key, else the app name. */
export function usePageTitle(): string {
  const location = useLocation();
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribeOverride, () => override);
  if (current && current.pathname === location.pathname) return t(current.key, { ns: "titles" });
  const titleKey = routeTitleKey(location);
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
