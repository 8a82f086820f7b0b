import { useTranslation } from "react-i18next";
import { languageById, type Language } from "@fanfare/shared/languages";

/** The interface language; components using it re-render when the fan switches language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageById(i18n.resolvedLanguage ?? i18n.language);
}
