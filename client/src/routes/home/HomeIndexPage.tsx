import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { FanfareMark } from "../../components/icons/FanfareMark";
import { GlobeIcon } from "../../components/icons/GlobeIcon";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLanguage } from "../../i18n/useLanguage";
import { useSession } from "../../session/session";
import "./HomeIndexPage.css";
import { EventList } from "../../components/EventList/EventList";
import { homeEventFilter, homeEventPageSize } from "./homeEvents";

export default function HomeIndexPage() {
  const { t } = useTranslation("home");
  const { t: tTitles } = useTranslation("titles");
  const title = usePageTitle();
  const language = useLanguage();
  const { isLoggedIn, userInfo } = useSession();

  return (
    <main className="app-page app-page--with-tabbar">
      <header className="home-hero">
        <div className="home-hero__bar">
          <FanfareMark width={36} height={36} />
          <h1 className="home-hero__title" data-testid="page-title">
            {title}
          </h1>
          <Link to="/lang" className="home-hero__lang" aria-label={tTitles("language")}>
            <GlobeIcon width={18} height={18} />
            <span>{language.nativeName}</span>
          </Link>
        </div>
        <p className="home-hero__greeting" data-testid="home-greeting">
          {isLoggedIn && userInfo?.nickname ? t("hero.greetingNamed", { nickname: userInfo.nickname }) : t("hero.greeting")}
        </p>
        <p className="home-hero__tagline">{t("hero.tagline")}</p>
      </header>

      <section className="home-section" aria-labelledby="home-on-sale">
        <div className="home-section__head">
          <h2 id="home-on-sale" className="home-section__title">{t("sections.onSale")}</h2>
          <Link to="/home/events" className="home-section__link">{t("sections.seeAll")}</Link>
        </div>
        <EventList filter={homeEventFilter} pageSize={homeEventPageSize} />
      </section>
    </main>
  );
}
