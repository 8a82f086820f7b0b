import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";

/** The designed page for routes that are not built yet: title, illustration, a friendly line, a way home. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onTab = pathname.startsWith("/home/");

  return (
    <main className={onTab ? "app-page app-page--with-tabbar" : "app-page"}>
      <PageHeader back={!onTab} />
      <StatusView
        illustration="placeholder"
        headline={t("placeholder.headline")}
        body={t("placeholder.body")}
        testId="placeholder"
        action={
          !onTab && (
            <Link to="/home/index" className="button button--primary">
              {t("actions.goHome")}
            </Link>
          )
        }
      />
    </main>
  );
}
