import { NavLink, Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { FanfareMark } from "../../components/icons";
import { pageRoutes, type PagePath } from "../routeTable";
import "./DesktopNavLayout.css";

const links: PagePath[] = ["/home/index", "/purchase", "/desktop-setting"];

/** Desktop pages: a top navigation bar on wide screens; on phones just the page. */
export default function DesktopNavLayout() {
  const { t } = useTranslation();
  const { t: tTitles } = useTranslation("titles");
  return (
    <>
      <nav className="desktop-nav" aria-label={t("nav.desktop")}>
        <FanfareMark width={32} height={32} />
        <span className="desktop-nav__brand">{t("appName")}</span>
        {links.map((path) => (
          <NavLink key={path} to={path} className="desktop-nav__link">
            {tTitles(pageRoutes[path])}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
