import { NavLink, Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { pageRoutes, settingNavPaths } from "../routeTable";
import "./SettingNavLayout.css";

/** Settings pages: on wide screens a side navigation between them; on phones just the page. */
export default function SettingNavLayout() {
  const { t } = useTranslation();
  const { t: tTitles } = useTranslation("titles");
  return (
    <div className="setting-layout">
      <nav className="setting-layout__nav" aria-label={t("nav.settings")}>
        {settingNavPaths.map((path) => (
          <NavLink key={path} to={path} className="setting-layout__link">
            {tTitles(pageRoutes[path])}
          </NavLink>
        ))}
      </nav>
      <div className="setting-layout__main">
        <Outlet />
      </div>
    </div>
  );
}
