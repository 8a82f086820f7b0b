import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The tab's title: the page's name, then the console's. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation("console");
  const brand = t("shell.brand");
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}
