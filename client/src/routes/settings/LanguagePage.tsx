import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { CheckIcon } from "../../components/icons/CheckIcon";
import { changeLanguage } from "../../i18n";
import { languages } from "@fanfare/shared/languages";
import { useLanguage } from "../../i18n/useLanguage";
import "./LanguagePage.css";

/** Pick one of the six interface languages; the choice applies at once and is remembered. */
export default function LanguagePage() {
  const { t } = useTranslation();
  const current = useLanguage();

  return (
    <main className="app-page">
      <PageHeader />
      <div className="language-page">
        <p className="language-page__hint" id="language-hint">
          {t("lang.hint")}
        </p>
        <div className="surface surface-list" role="radiogroup" aria-labelledby="language-hint">
          {languages.map((language) => {
            const selected = language.id === current.id;
            return (
              <div key={language.id}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  lang={language.bcp47}
                  className="language-list__option"
                  onClick={() => void changeLanguage(language.id)}
                  data-testid={`lang-${language.stored}`}
                >
                  <span>{language.nativeName}</span>
                  {selected && <CheckIcon className="language-list__check" />}
                </button>
              </div>
            );
          })}
        </div>
      </div>
    </main>
  );
}
