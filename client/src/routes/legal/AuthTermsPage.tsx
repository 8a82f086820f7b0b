import "./texts";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { legalDocuments } from "./sections";
import "./legal.css";
import { buttonClass } from "../../components/Button/Button";

const points = ["electronic", "limits", "identity", "rights", "abnormal"] as const;

/** /auth-terms: what a fan agrees to at sign-up, in short, with the full documents one tap away (public). */
export default function AuthTermsPage() {
  const { t } = useTranslation("legal");
  return (
    <main className="app-page">
      <PageHeader />
      <div className="legal-page">
        <article className="legal-doc surface" data-testid="auth-terms">
          <p>{t("auth.lead")}</p>
          <ul className="legal-points">
            {points.map((p) => (
              <li key={p}>{t(`auth.${p}`)}</li>
            ))}
          </ul>
          <p className="legal-doc__updated">{t("updated")}</p>
        </article>
        <nav className="legal-links" aria-label={t("auth.full")}>
          <h2 className="legal-links__title">{t("auth.full")}</h2>
          {legalDocuments.map((d) => (
            <Link key={d} to={d === "terms" ? "/terms" : `/terms?doc=${d}`} className={buttonClass("secondary", "block")}>
              {t(`tabs.${d}`)}
            </Link>
          ))}
        </nav>
      </div>
    </main>
  );
}
