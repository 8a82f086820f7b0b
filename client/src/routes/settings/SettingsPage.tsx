import "../../i18n/accountTexts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MenuButton, MenuLink, MenuSection } from "../../components/Menu";
import { PageHeader } from "../../components/PageHeader";
import { DocumentIcon } from "../../components/icons/DocumentIcon";
import { DownloadIcon } from "../../components/icons/DownloadIcon";
import { GlobeIcon } from "../../components/icons/GlobeIcon";
import { IdCardIcon } from "../../components/icons/IdCardIcon";
import { MailIcon } from "../../components/icons/MailIcon";
import { ShieldIcon } from "../../components/icons/ShieldIcon";
import { TrashIcon } from "../../components/icons/TrashIcon";
import { UserIcon } from "../../components/icons/UserIcon";
import { useLanguage } from "../../i18n/useLanguage";
import { logout } from "../../session/actions";
import { DeleteAccountDialog, DownloadDataDialog, leaveDeletedAccount } from "./PrivacyDialogs";
import { pageRoutes, type PagePath } from "../routeTable";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import { formClass } from "../../components/Form/Form";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { buttonClass } from "../../components/Button/Button";

const rows: { to: PagePath; Icon: typeof UserIcon }[] = [
  { to: "/personal", Icon: IdCardIcon },
  { to: "/security", Icon: ShieldIcon },
  { to: "/lang", Icon: GlobeIcon },
  { to: "/contact", Icon: MailIcon },
  { to: "/terms", Icon: DocumentIcon },
];

/** /setting: personal info, security, language, contact us, terms, your data (download, delete account), log out. */
export default function SettingsPage() {
  const { t } = useTranslation("account");
  const { t: tTitles } = useTranslation("titles");
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [privacyDialog, setPrivacyDialog] = useState<"download" | "delete" | null>(null);
  const [deleted, setDeleted] = useState(false);

  const signOut = async () => {
    setBusy(true);
    await logout();
  };

  if (deleted) {
    return (
      <main className="app-page">
        <div className={formClass.page}>
          <SuccessView
            headline={t("privacy.deletedTitle")}
            body={t("privacy.deletedBody")}
            action={
              <button type="button" className={buttonClass("primary", "block")} onClick={() => void leaveDeletedAccount()} data-testid="account-deleted-ok">
                {t("actions.done")}
              </button>
            }
          />
        </div>
      </main>
    );
  }

  return (
    <main className="app-page">
      <PageHeader />
      <div className={formClass.page}>
        <MenuSection>
          {rows.map(({ to, Icon }) => (
            <MenuLink key={to} to={to} Icon={Icon} label={tTitles(pageRoutes[to])} detail={to === "/lang" ? language.nativeName : undefined} />
          ))}
        </MenuSection>
        <MenuSection title={t("privacy.section")}>
          <MenuButton label={t("privacy.download")} Icon={DownloadIcon} onClick={() => setPrivacyDialog("download")} testId="download-my-data" />
          <MenuButton label={t("privacy.delete")} Icon={TrashIcon} onClick={() => setPrivacyDialog("delete")} danger testId="delete-account" />
        </MenuSection>
        <MenuSection>
          <MenuButton label={t("actions.logout")} Icon={UserIcon} onClick={() => setConfirming(true)} danger testId="logout" />
        </MenuSection>
      </div>
      {privacyDialog === "download" && <DownloadDataDialog onClose={() => setPrivacyDialog(null)} />}
      {privacyDialog === "delete" && (
        <DeleteAccountDialog
          onClose={() => setPrivacyDialog(null)}
          onDeleted={() => {
            setPrivacyDialog(null);
            setDeleted(true);
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t("settings.logoutTitle")}
          body={t("settings.logoutBody")}
          confirmLabel={t("actions.logout")}
          cancelLabel={t("actions.cancel")}
          onConfirm={() => void signOut()}
          onCancel={() => setConfirming(false)}
          busy={busy}
          danger
        />
      )}
    </main>
  );
}
