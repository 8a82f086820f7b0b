import "../../i18n/accountTexts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MenuButton, MenuLink, MenuSection } from "../../components/Menu";
import { PageHeader } from "../../components/PageHeader";
import { DocumentIcon, GlobeIcon, IdCardIcon, MailIcon, ShieldIcon, UserIcon } from "../../components/icons";
import { useLanguage } from "../../i18n/useLanguage";
import { logout } from "../../session/actions";
import { pageRoutes, type PagePath } from "../routeTable";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import { formClass } from "../../components/Form/Form";

const rows: { to: PagePath; Icon: typeof UserIcon }[] = [
  { to: "/personal", Icon: IdCardIcon },
  { to: "/security", Icon: ShieldIcon },
  { to: "/lang", Icon: GlobeIcon },
  { to: "/contact", Icon: MailIcon },
  { to: "/terms", Icon: DocumentIcon },
];

/** /setting: personal info, security, language, contact us, terms, log out. */
export default function SettingsPage() {
  const { t } = useTranslation("account");
  const { t: tTitles } = useTranslation("titles");
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    await logout();
  };

  return (
    <main className="app-page">
      <PageHeader />
      <div className={formClass.page}>
        <MenuSection>
          {rows.map(({ to, Icon }) => (
            <MenuLink key={to} to={to} Icon={Icon} label={tTitles(pageRoutes[to])} detail={to === "/lang" ? language.nativeName : undefined} />
          ))}
        </MenuSection>
        <MenuSection>
          <MenuButton label={t("actions.logout")} Icon={UserIcon} onClick={() => setConfirming(true)} danger testId="logout" />
        </MenuSection>
      </div>
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
