import "./texts";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import "./support.css";
import { buttonClass } from "../../components/Button/Button";
import { FormScreen, formClass } from "../../components/Form/Form";

const faq = ["refund", "transfer", "qr", "giveaway", "email", "limit"] as const;
const services = ["serviceTickets", "serviceAccount", "serviceEntry", "serviceOrganisers"] as const;

/** /ts: what the team does for fans and organisers, the frequent questions, and where to ask more. */
export default function TeamServicesPage() {
  const { t } = useTranslation("support");
  return (
    <FormScreen>
      <p className={formClass.lead}>{t("ts.lead")}</p>
      <section className="info-card surface">
        <h2>{t("ts.servicesTitle")}</h2>
        <ul className="info-list">
          {services.map((s) => (
            <li key={s}>{t(`ts.${s}`)}</li>
          ))}
        </ul>
      </section>
      <section className="info-card surface faq" data-testid="faq">
        <h2>{t("ts.faqTitle")}</h2>
        {faq.map((q) => (
          <details key={q}>
            <summary>{t(`ts.faq.${q}Q`)}</summary>
            <p>{t(`ts.faq.${q}A`)}</p>
          </details>
        ))}
      </section>
      <div className={formClass.actions}>
        <Link to="/cs" className={buttonClass("primary", "block")}>
          {t("ts.csAction")}
        </Link>
        <Link to="/contact" className={buttonClass("secondary", "block")}>
          {t("ts.contactAction")}
        </Link>
        <Link to="/terms" className={buttonClass("ghost", "block")}>
          {t("ts.termsAction")}
        </Link>
      </div>
    </FormScreen>
  );
}
