// The desktop site's frame (spec §2 "Desktop pages: … footer"): a top navigation bar and the footer
// with the support hotline, office address and support e-mail (configuration, via supportOptions).
// RootLayout wraps every page a wide screen may open in it, so no desktop page is a dead end.
import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, NavLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { FanfareMark } from "../icons/FanfareMark";
import { desktopContactQuery } from "./operations";
import { useSession } from "../../session/session";
import { pageRoutes, type PagePath } from "../../routes/routeTable";
import "./DesktopChrome.css";

const signedInLinks: PagePath[] = ["/home/index", "/purchase", "/order/ticket", "/setting"];
const anonymousLinks: PagePath[] = ["/home/index", "/purchase"];

/** The top bar: Home, buying tickets, the fan's tickets and settings; "Sign in" for visitors. */
export function DesktopNav() {
  const { t } = useTranslation();
  const { t: tTitles } = useTranslation("titles");
  const { isLoggedIn, userInfo } = useSession();
  const links = isLoggedIn ? signedInLinks : anonymousLinks;
  return (
    <nav className="desktop-nav" aria-label={t("nav.desktop")} data-testid="desktop-nav">
      <Link to="/home/index" className="desktop-nav__brand">
        <FanfareMark width={32} height={32} />
        <span>{t("appName")}</span>
      </Link>
      {links.map((path) => (
        <NavLink key={path} to={path} className="desktop-nav__link">
          {path === "/purchase" ? t("desktop.nav.buy") : tTitles(pageRoutes[path])}
        </NavLink>
      ))}
      {isLoggedIn ? (
        <span className="desktop-nav__user">{userInfo?.nickname}</span>
      ) : (
        <Link to="/sign" className="button button--primary desktop-nav__sign-in" data-testid="desktop-sign-in">
          {t("desktop.nav.signIn")}
        </Link>
      )}
    </nav>
  );
}

/** The site footer: how to reach the team (from configuration), what Fanfare is, the app, rights. */
export function DesktopFooter() {
  const { t } = useTranslation();
  const { data } = useQuery(desktopContactQuery);
  const o = data?.supportOptions;
  return (
    <footer className="desktop-footer" data-testid="desktop-footer">
      <div className="desktop-footer__about">
        <p className="desktop-footer__brand">{t("appName")}</p>
        <p>{t("desktop.footer.about")}</p>
        <p>{t("desktop.footer.app")}</p>
      </div>
      <address className="desktop-footer__contact">
        <p className="desktop-footer__heading">{t("desktop.footer.contact")}</p>
        {o?.hotline && (
          <p>
            <span className="desktop-footer__label">{t("desktop.footer.hotline")}</span>{" "}
            <a href={`tel:${o.hotline.replace(/[^\d+]/g, "")}`} data-testid="footer-hotline">
              {o.hotline}
            </a>
          </p>
        )}
        {o?.officeAddress && (
          <p>
            <span className="desktop-footer__label">{t("desktop.footer.address")}</span> <span data-testid="footer-address">{o.officeAddress}</span>
          </p>
        )}
        {o && (
          <p>
            <span className="desktop-footer__label">{t("desktop.footer.email")}</span>{" "}
            <a href={`mailto:${o.email}`} data-testid="footer-email">
              {o.email}
            </a>
          </p>
        )}
      </address>
      <p className="desktop-footer__rights">{t("desktop.footer.rights", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

/** A desktop page: the top bar, the page, the footer. */
export default function DesktopChrome({ children }: { children: ReactNode }) {
  return (
    <div className="desktop-chrome">
      <DesktopNav />
      <div className="desktop-chrome__main">{children}</div>
      <DesktopFooter />
    </div>
  );
}
