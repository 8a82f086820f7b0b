import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { buttonClass } from "../../components/Button/Button";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="app-page">
      <PageHeader />
      <StatusView
        illustration="notFound"
        headline={t("notFound.headline")}
        body={t("notFound.body")}
        testId="not-found"
        action={
          <Link to="/home/index" className={buttonClass("primary")}>
            {t("actions.goHome")}
          </Link>
        }
      />
    </main>
  );
}
