/**
 * The six interface languages. `id` is the i18next language and the locales/<id>/ folder;
 * `stored` is the value kept in localStorage "lang" (English is stored as en_US);
 * `bcp47` feeds <html lang> and Intl; `acceptLanguage` is sent to the server.
 * `nativeName` is each language's own name, shown as is in every interface language.
 */
export const languages = [
  { id: "en", stored: "en_US", bcp47: "en-US", acceptLanguage: "en-US", nativeName: "English" },
  { id: "vi", stored: "vi", bcp47: "vi-VN", acceptLanguage: "vi", nativeName: "Tiếng Việt" },
  { id: "zh", stored: "zh", bcp47: "zh-CN", acceptLanguage: "zh-CN", nativeName: "简体中文" },
  { id: "zh_tw", stored: "zh_tw", bcp47: "zh-TW", acceptLanguage: "zh-TW", nativeName: "繁體中文" },
  { id: "th", stored: "th", bcp47: "th-TH", acceptLanguage: "th-TH", nativeName: "ไทย" },
  { id: "ms", stored: "ms", bcp47: "ms-MY", acceptLanguage: "ms", nativeName: "Bahasa Melayu" },
] as const;

export type Language = (typeof languages)[number];
export type LanguageId = Language["id"];

export const defaultLanguage: Language = languages[0];

export function languageById(id: string | undefined): Language {
  return languages.find((l) => l.id === id) ?? defaultLanguage;
}

/** Reads a stored "lang" value; older clients also stored "en-US". Unknown values fall back to English. */
export function languageFromStored(stored: string | null): Language {
  if (!stored) return defaultLanguage;
  const normalised = stored === "en-US" || stored === "en" ? "en_US" : stored;
  return languages.find((l) => l.stored === normalised) ?? defaultLanguage;
}
