import "./texts";
import { useId } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { Tabs, tabPanelProps } from "../../components/Tabs/Tabs";
import { legalDocuments, legalSections, type LegalDocument } from "./sections";
import "./legal.css";

/** /terms: the terms of service, privacy policy and sales terms as three tabs (?doc=privacy opens one). */
export default function TermsPage() {
  const { t } = useTranslation("legal");
  const [params, setParams] = useSearchParams();
  const requested = params.get("doc");
  const tabsId = useId();
  const doc: LegalDocument = legalDocuments.includes(requested as LegalDocument) ? (requested as LegalDocument) : "terms";

  return (
    <main className="app-page">
      <PageHeader />
      <div className="legal-page">
        <Tabs
          id={tabsId}
          variant="segmented"
          className="legal-tabs"
          label={t("tabs.label")}
          items={legalDocuments.map((d) => ({ id: d, label: t(`tabs.${d}`), testId: `legal-tab-${d}` }))}
          value={doc}
          onChange={(d) => setParams(d === "terms" ? {} : { doc: d }, { replace: true })}
        />
        <article className="legal-doc surface" {...tabPanelProps(tabsId, doc)} data-testid={`legal-${doc}`}>
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
