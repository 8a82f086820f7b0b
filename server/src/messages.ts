// Error and validation texts in the fan's language on the server (REST `msg`, GraphQL `message`).
// The texts are the locale files the client shows too (@fanfare/shared/locales, namespaces "validation"
// and "errors"), so a message reads the same wherever it is shown.
import type { AppError } from "./errors.ts";
import { languages, type Lang } from "./i18n.ts";
import { validationParams } from "@fanfare/shared/users";
import enValidation from "@fanfare/shared/locales/en/validation.json" with { type: "json" };
import enErrors from "@fanfare/shared/locales/en/errors.json" with { type: "json" };
import viValidation from "@fanfare/shared/locales/vi/validation.json" with { type: "json" };
import viErrors from "@fanfare/shared/locales/vi/errors.json" with { type: "json" };
import zhValidation from "@fanfare/shared/locales/zh/validation.json" with { type: "json" };
import zhErrors from "@fanfare/shared/locales/zh/errors.json" with { type: "json" };
import zh_twValidation from "@fanfare/shared/locales/zh_tw/validation.json" with { type: "json" };
import zh_twErrors from "@fanfare/shared/locales/zh_tw/errors.json" with { type: "json" };
import thValidation from "@fanfare/shared/locales/th/validation.json" with { type: "json" };
import thErrors from "@fanfare/shared/locales/th/errors.json" with { type: "json" };
import msValidation from "@fanfare/shared/locales/ms/validation.json" with { type: "json" };
import msErrors from "@fanfare/shared/locales/ms/errors.json" with { type: "json" };

type Namespace = Record<string, string>;
const catalog: Record<Lang, { validation: Namespace; errors: Namespace }> = {
  en: { validation: enValidation, errors: enErrors },
  vi: { validation: viValidation, errors: viErrors },
  zh: { validation: zhValidation, errors: zhErrors },
  zh_tw: { validation: zh_twValidation, errors: zh_twErrors },
  th: { validation: thValidation, errors: thErrors },
  ms: { validation: msValidation, errors: msErrors },
};

export type MessageParams = Record<string, string | number>;

function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Normalises stored or header-style language values (en_US, zh-TW, …) to one of ours. */
export function toLang(lang: string | null | undefined): Lang {
  if (!lang) return "en";
  const v = lang.replace("-", "_").toLowerCase();
  if (v === "en_us" || v.startsWith("en")) return "en";
  if (v === "zh_tw" || v === "zh_hk" || v === "zh_hant") return "zh_tw";
  if (v.startsWith("zh")) return "zh";
  const base = v.split("_")[0];
  return (languages as readonly string[]).includes(base) ? (base as Lang) : "en";
}

/**
 * Translates "validation.invalidEmail", "validation:invalidEmail" or "errors.INVALID_CODE".
 * Anything that is not a known key is returned as is (so plain English messages pass through).
 */
export function translate(lang: string | null | undefined, key: string, params?: MessageParams): string {
  const m = /^(validation|errors)[.:](.+)$/.exec(key);
  if (!m) return interpolate(key, params);
  const ns = m[1] as "validation" | "errors";
  const text = catalog[toLang(lang)][ns][m[2]] ?? catalog.en[ns][m[2]];
  if (text === undefined) return key;
  return interpolate(text, ns === "validation" ? { ...validationParams[m[2]], ...params } : params);
}

/** True when key names a text in the "validation" or "errors" namespace. */
export function isMessageKey(key: string): boolean {
  const m = /^(validation|errors)[.:](.+)$/.exec(key);
  return !!m && catalog.en[m[1] as "validation" | "errors"][m[2]] !== undefined;
}

/** The message of an expected error in the fan's language. */
export function errorMessage(err: AppError, lang: string | null | undefined): string {
  // By code, not instanceof: a test runner may load errors.ts twice.
  const issues = (err as AppError & { issues?: { message: string; params?: MessageParams }[] }).issues;
  if (err.code === "VALIDATION") {
    const first = issues?.[0]?.message ?? err.message;
    return isMessageKey(first) ? translate(lang, first, issues?.[0]?.params) : isMessageKey(err.message) ? translate(lang, err.message) : err.message;
  }
  const retryAfterSeconds = (err as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
  const params: MessageParams = { ...((err as AppError & { params?: MessageParams }).params ?? {}) };
  if (typeof retryAfterSeconds === "number") params.minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (isMessageKey(`errors.${err.code}`)) {
    return translate(lang, `errors.${err.code}`, params);
  }
  return err.message;
}
