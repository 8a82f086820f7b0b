import "./texts";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import "../account/account.css";
import "./support.css";

const faq = ["refund", "transfer", "qr", "giveaway", "email", "limit"] as const;
const services = ["serviceTickets", "serviceAccount", "serviceEntry", "serviceOrganisers"] as const;

/** /ts: what the team does for fans and organisers, the frequent questions, and where to ask more. */
export default function TeamServicesPage() {
  const { t } = useTranslation("support");
  return (
    <main className="app-page">
      <PageHeader />
      <div className="account-page">
        <p className="account-lead">{t("ts.lead")}</p>
        <section className="info-card">
          <h2>{t("ts.servicesTitle")}</h2>
          <ul className="info-list">
            {services.map((s) => (
              <li key={s}>{t(`ts.${s}`)}</li>
            ))}
          </ul>
        </section>
        <section className="info-card faq" data-testid="faq">
          <h2>{t("ts.faqTitle")}</h2>
          {faq.map((q) => (
            <details key={q}>
              <summary>{t(`ts.faq.${q}Q`)}</summary>
              <p>{t(`ts.faq.${q}A`)}</p>
            </details>
          ))}
        </section>
        <div className="account-form__actions">
          <Link to="/cs" className="button button--primary button--block">
            {t("ts.csAction")}
          </Link>
          <Link to="/contact" className="button button--secondary button--block">
            {t("ts.contactAction")}
          </Link>
          <Link to="/terms" className="button button--ghost button--block">
            {t("ts.termsAction")}
          </Link>
        </div>
      </div>
    </main>
  );
}
