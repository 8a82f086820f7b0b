import "./texts";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { legalDocuments, legalSections, type LegalDocument } from "./sections";
import "./legal.css";

/** /terms: the terms of service, privacy policy and sales terms as three tabs (?doc=privacy opens one). */
export default function TermsPage() {
  const { t } = useTranslation("legal");
  const [params, setParams] = useSearchParams();
  const requested = params.get("doc");
  const doc: LegalDocument = legalDocuments.includes(requested as LegalDocument) ? (requested as LegalDocument) : "terms";

  return (
    <main className="app-page">
      <PageHeader />
      <div className="legal-page">
        <div className="segmented" role="tablist">
          {legalDocuments.map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={d === doc}
              className="legal-tab"
              onClick={() => setParams(d === "terms" ? {} : { doc: d }, { replace: true })}
              data-testid={`legal-tab-${d}`}
            >
              {t(`tabs.${d}`)}
            </button>
          ))}
        </div>
        <article className="legal-doc surface" role="tabpanel" data-testid={`legal-${doc}`}>
          <h2 className="legal-doc__title">{t(`tabs.${doc}`)}</h2>
          <p className="legal-doc__updated">{t("updated")}</p>
          {legalSections[doc].map((s) => (
            <section key={s} className="legal-doc__section">
              <h3>{t(`${doc}.${s}.h` as never)}</h3>
              <p>{t(`${doc}.${s}.p` as never)}</p>
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
