import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="app-page">
      <PageHeader />
      <StatusView illustration="notFound" headline={t("notFound.headline")} body={t("notFound.body")} testId="not-found" to="/home/index" actionLabel={t("actions.goHome")} />
    </main>
  );
}
