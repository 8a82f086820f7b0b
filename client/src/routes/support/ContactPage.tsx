import "./texts";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { supportOptionsQuery } from "./operations";
import "./support.css";
import { buttonClass } from "../../components/Button/Button";
import { FormScreen, formClass } from "../../components/Form/Form";

/** /contact: how to reach the team (e-mail, hotline when configured, hours), the request form, organisers. */
export default function ContactPage() {
  const { t } = useTranslation("support");
  const { data } = useQuery(supportOptionsQuery);
  const o = data?.supportOptions;
  return (
    <FormScreen>
      <p className={formClass.lead}>{t("contact.lead")}</p>
      <section className="info-card surface">
        <h2>{t("contact.formTitle")}</h2>
        <p>{t("contact.formBody")}</p>
        <Link to="/cs" className={buttonClass("primary", "block")} data-testid="contact-cs">
          {t("contact.formAction")}
        </Link>
      </section>
      <section className="info-card surface">
        <h2>{t("contact.emailTitle")}</h2>
        {o && (
          <a className="info-card__value" href={`mailto:${o.email}`} data-testid="contact-email">
            {o.email}
          </a>
        )}
        {o?.hotline && (
          <>
            <h2>{t("contact.hotlineTitle")}</h2>
            <a className="info-card__value" href={`tel:${o.hotline.replace(/[^\d+]/g, "")}`}>
              {o.hotline}
            </a>
          </>
        )}
        <h2>{t("contact.hoursTitle")}</h2>
        <p>{t("contact.hours")}</p>
        <Link to="/ts" className="info-card__value">
          {t("contact.servicesAction")}
        </Link>
      </section>
      <section className="info-card surface">
        <h2>{t("contact.businessTitle")}</h2>
        <p>{t("contact.businessBody")}</p>
        <Link to="/business-cooperation" className={buttonClass("secondary", "block")}>
          {t("contact.businessAction")}
        </Link>
      </section>
    </FormScreen>
  );
}
