import { useState, type ComponentType, type SVGProps } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { myInvitationCountQuery } from "./operations";
import { useTranslation } from "react-i18next";
import { MenuLink, MenuSection } from "../../components/Menu";
import { PageHeader } from "../../components/PageHeader";
import { BriefcaseIcon } from "../../components/icons/BriefcaseIcon";
import { DocumentIcon } from "../../components/icons/DocumentIcon";
import { GiftIcon } from "../../components/icons/GiftIcon";
import { GlobeIcon } from "../../components/icons/GlobeIcon";
import { HeadsetIcon } from "../../components/icons/HeadsetIcon";
import { IdCardIcon } from "../../components/icons/IdCardIcon";
import { MailIcon } from "../../components/icons/MailIcon";
import { MoonIcon } from "../../components/icons/MoonIcon";
import { SettingsIcon } from "../../components/icons/SettingsIcon";
import { ShieldIcon } from "../../components/icons/ShieldIcon";
import { StarTicketIcon } from "../../components/icons/StarTicketIcon";
import { TicketIcon } from "../../components/icons/TicketIcon";
import { BagIcon } from "../../components/icons/BagIcon";
import { UserIcon } from "../../components/icons/UserIcon";
import { VoucherIcon } from "../../components/icons/VoucherIcon";
import { WalletIcon } from "../../components/icons/WalletIcon";
import { useLanguage } from "../../i18n/useLanguage";
import { isDarkModeStored, setDarkMode } from "../../lib/theme";
import { useSession } from "../../session/session";
import { pageRoutes, type PagePath } from "../routeTable";
import "./MePage.css";
import { buttonClass } from "../../components/Button/Button";

interface MenuItem {
  to: PagePath;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const orders: MenuItem[] = [
  { to: "/order/ticket", Icon: TicketIcon },
  { to: "/order/merch", Icon: BagIcon },
  { to: "/wallet", Icon: WalletIcon },
  { to: "/my-entry", Icon: StarTicketIcon },
  { to: "/my-voucher", Icon: VoucherIcon },
];

const account: MenuItem[] = [
  { to: "/personal", Icon: IdCardIcon },
  { to: "/audience", Icon: UserIcon },
  { to: "/security", Icon: ShieldIcon },
  { to: "/setting", Icon: SettingsIcon },
];

const more: MenuItem[] = [
  { to: "/home/invite", Icon: GiftIcon },
  { to: "/cs", Icon: HeadsetIcon },
  { to: "/contact", Icon: MailIcon },
  { to: "/organiser-application", Icon: StarTicketIcon },
  { to: "/business-cooperation", Icon: BriefcaseIcon },
  { to: "/terms", Icon: DocumentIcon },
];

function MenuRow({ to, Icon, detail }: MenuItem & { detail?: string }) {
  const { t } = useTranslation("titles");
  return <MenuLink to={to} Icon={Icon} label={t(pageRoutes[to])} detail={detail} />;
}

/** Organisers' open invitations to their teams, addressed to the fan's e-mail: a link to answer them. */
function InvitationsBanner() {
  const { t } = useTranslation("me");
  const { data } = useQuery(myInvitationCountQuery, { fetchPolicy: "cache-and-network" });
  const count = data?.myOrganisationInvitations.length ?? 0;
  if (!count) return null;
  return (
    <Link to="/invitations" className="me-invitations" data-testid="me-invitations">
      <BriefcaseIcon className="me-invitations__icon" width={20} height={20} />
      <span>{t("invitations", { count })}</span>
    </Link>
  );
}

/** The signed-in fan (avatar, nickname, e-mail) or a call to sign in. */
function MeCard() {
  const { t } = useTranslation("me");
  const { t: tCommon } = useTranslation();
  const { userInfo } = useSession();

  if (userInfo) {
    return (
      <Link to="/personal" className="me-card me-card--user" data-testid="me-card">
        <div className="me-card__avatar">
          {userInfo.avatar ? <img src={userInfo.avatar} alt="" width={56} height={56} /> : <UserIcon width={32} height={32} />}
        </div>
        <div className="me-card__text">
          <p className="me-card__title" data-testid="me-nickname">
            {userInfo.nickname}
          </p>
          <p className="me-card__hint" data-testid="me-email">
            {userInfo.email}
          </p>
          {!userInfo.isPhoneVerified && <p className="me-card__badge">{t("phoneNotVerified")}</p>}
        </div>
      </Link>
    );
  }

  return (
    <section className="me-card">
      <div className="me-card__avatar">
        <UserIcon width={32} height={32} />
      </div>
      <div className="me-card__text">
        <p className="me-card__title">{t("guest.title")}</p>
        <p className="me-card__hint">{t("guest.hint")}</p>
      </div>
      <Link to="/sign" className={`${buttonClass("primary")} me-card__cta`}>
        {tCommon("actions.signIn")}
      </Link>
    </section>
  );
}

/** The "Me" tab: the fan's card and the menu into tickets, wallet and settings. */
export default function MePage() {
  const { t } = useTranslation("me");
  const language = useLanguage();
  const [dark, setDark] = useState(isDarkModeStored);
  const { isLoggedIn } = useSession();

  const toggleDark = () => {
    setDarkMode(!dark);
    setDark(!dark);
  };

  return (
    <main className="app-page app-page--with-tabbar">
      <PageHeader back={false} />
      <div className="me-page">
        <MeCard />
        {isLoggedIn && <InvitationsBanner />}

        <MenuSection title={t("sections.orders")}>
          {orders.map((item) => (
            <MenuRow key={item.to} {...item} />
          ))}
        </MenuSection>

        <MenuSection title={t("sections.account")}>
          {account.map((item) => (
            <MenuRow key={item.to} {...item} />
          ))}
          <MenuRow to="/lang" Icon={GlobeIcon} detail={language.nativeName} />
          <li>
            <label className="menu-row">
              <MoonIcon className="menu-row__icon" />
              <span className="menu-row__label">{t("darkMode")}</span>
              <input type="checkbox" role="switch" className="switch" checked={dark} onChange={toggleDark} data-testid="dark-mode-switch" />
            </label>
          </li>
        </MenuSection>

        <MenuSection title={t("sections.more")}>
          {more.map((item) => (
            <MenuRow key={item.to} {...item} />
          ))}
        </MenuSection>
      </div>
    </main>
  );
}
