import { NavLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { BagIcon } from "../../components/icons/BagIcon";
import { HomeIcon } from "../../components/icons/HomeIcon";
import { StarTicketIcon } from "../../components/icons/StarTicketIcon";
import { UserIcon } from "../../components/icons/UserIcon";
import "./TabBar.css";

const tabs = [
  { to: "/home/index", labelKey: "tabs.home", Icon: HomeIcon },
  { to: "/home/merch", labelKey: "tabs.merch", Icon: BagIcon },
  { to: "/home/upcoming-event", labelKey: "tabs.nextEvent", Icon: StarTicketIcon },
  { to: "/home/user", labelKey: "tabs.me", Icon: UserIcon },
] as const;

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t("tabs.label")}>
      {tabs.map(({ to, labelKey, Icon }) => (
        <NavLink key={to} to={to} className="tab-bar__tab" data-testid={`tab-${to.slice("/home/".length)}`}>
          <Icon className="tab-bar__icon" />
          <span className="tab-bar__label">{t(labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
