import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import QRCode from "qrcode";
import { BagIcon } from "../../components/icons/BagIcon";
import { BriefcaseIcon } from "../../components/icons/BriefcaseIcon";
import { TicketIcon } from "../../components/icons/TicketIcon";
import { WalletIcon } from "../../components/icons/WalletIcon";
import { DesktopFooter, DesktopNav } from "../../components/DesktopChrome/DesktopChrome";
import { useSession } from "../../session/session";
import "./MarketingPage.css";
import { loadNamespace } from "../../i18n";
import { buttonClass } from "../../components/Button/Button";

// Its texts are a lazy namespace: this module waits for them before it renders.
await loadNamespace("marketing");

const features = [
  { key: "tickets", Icon: TicketIcon },
  { key: "merch", Icon: BagIcon },
  { key: "wallet", Icon: WalletIcon },
] as const;

/** The app's address for phones: this origin, home tab. */
function phoneUrl(): string {
  return `${window.location.origin}${window.location.pathname}#/home/index`;
}

/**
 * Shown instead of the app on wide screens when no external marketing site is configured:
 * Fanfare is made for phones, so this page sends visitors there.
 */
export default function MarketingPage() {
  const { t } = useTranslation("marketing");
  const { t: tCommon } = useTranslation();
  const { isLoggedIn } = useSession();
  const url = phoneUrl();
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 320, color: { dark: "#17132b", light: "#ffffff" } }).then((data) => {
      if (live) setQr(data);
    });
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <div className="marketing" data-testid="marketing-page">
      {/* The desktop site's own bar: Home, buying tickets on /purchase, and sign-in (or the fan's pages). */}
      <DesktopNav />

      <main className="marketing__hero">
        <div className="marketing__copy">
          <p className="marketing__eyebrow">{t("eyebrow")}</p>
          <h1 className="marketing__headline">{t("headline")}</h1>
          <p className="marketing__lead">{t("lead")}</p>
          <div className="marketing__actions">
            <Link to="/purchase" className="button button--primary" data-testid="marketing-buy">
              {tCommon("desktop.nav.buy")}
            </Link>
            {!isLoggedIn && (
              <Link to="/sign" className="button button--secondary" data-testid="marketing-sign-in">
                {tCommon("desktop.nav.signIn")}
              </Link>
            )}
          </div>
          <ul className="marketing__features">
            {features.map(({ key, Icon }) => (
              <li key={key} className="marketing__feature">
                <span className="round-mark marketing__feature-icon">
                  <Icon />
                </span>
                <div>
                  <h2>{t(`features.${key}.title`)}</h2>
                  <p>{t(`features.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <aside className="marketing__phone" aria-labelledby="marketing-qr-title">
          <h2 id="marketing-qr-title">{t("qr.title")}</h2>
          <p>{t("qr.body")}</p>
          <div className="marketing__qr">{qr && <img src={qr} alt={url} width={200} height={200} />}</div>
          <a href={url} className="marketing__url">
            {url}
          </a>
        </aside>
      </main>

      <footer className="marketing__business">
        <BriefcaseIcon width={28} height={28} />
        <div>
          <h2>{t("business.title")}</h2>
          <p>{t("business.body")}</p>
        </div>
        <Link to="/business-cooperation" className={buttonClass("primary")}>
          {t("business.cta")}
        </Link>
      </footer>
      <DesktopFooter />
    </div>
  );
}
