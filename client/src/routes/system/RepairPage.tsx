import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { readStorage, storageKeys } from "../../lib/storage";

/** The maintenance page: the server's maintenance message when one was stored, else a default text. */
export default function RepairPage() {
  const { t } = useTranslation();
  const message = readStorage(storageKeys.maintenanceMessage)?.trim() || t("repair.defaultMessage");

  return (
    <main className="app-page">
      <PageHeader back={false} />
      <StatusView illustration="maintenance" headline={t("repair.headline")} body={message} testId="repair" to="/home/index" actionLabel={t("actions.retry")} />
    </main>
  );
}
