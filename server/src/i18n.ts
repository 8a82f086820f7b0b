// The server's languages: the interface languages of @fanfare/shared, by their ids.
import { languages as interfaceLanguages, type LanguageId } from "@fanfare/shared/languages";

export const languages: readonly LanguageId[] = interfaceLanguages.map((l) => l.id);
export type Lang = LanguageId;

/** Accept-Language (zh-CN, zh-TW, th-TH, vi, ms, en-US, …) → our language code; English by default. */
export function resolveLang(header: string | null | undefined): Lang {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase().replace("_", "-");
    if (!tag) continue;
    if (tag === "zh-tw" || tag === "zh-hk" || tag === "zh-mo" || tag.startsWith("zh-hant")) return "zh_tw";
    if (tag.startsWith("zh")) return "zh";
    const base = tag.split("-")[0];
    if (base === "en_us") return "en";
    if ((languages as readonly string[]).includes(base)) return base as Lang;
  }
  return "en";
}
