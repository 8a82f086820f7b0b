// The current server notice: active, inside its window, the highest level first, then the newest; its
// title and content in the caller's language from the translations JSON, else the base text.
import type { Deps } from "../../deps.ts";
import type { Lang } from "../../i18n.ts";

export type NoticeLevel = "INFO" | "WARNING" | "CRITICAL";

export interface CurrentNotice {
  id: string;
  title: string;
  content: string;
  level: NoticeLevel;
}

const LEVEL_RANK: Record<NoticeLevel, number> = { INFO: 0, WARNING: 1, CRITICAL: 2 };

/** Translation keys that count for each language: our code and the Accept-Language spellings. */
const LANG_KEYS: Record<Lang, string[]> = {
  en: ["en", "en_US", "en-US"],
  vi: ["vi", "vi-VN"],
  zh: ["zh", "zh-CN", "zh_CN"],
  zh_tw: ["zh_tw", "zh-TW", "zh_TW"],
  th: ["th", "th-TH"],
  ms: ["ms", "ms-MY"],
};

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

export function localizeNotice(
  notice: { title: string; content: string; translations: unknown },
  lang: Lang,
): { title: string; content: string } {
  const t = notice.translations;
  if (t && typeof t === "object" && !Array.isArray(t)) {
    for (const key of LANG_KEYS[lang]) {
      const entry = (t as Record<string, unknown>)[key];
      if (entry && typeof entry === "object") {
        const e = entry as Record<string, unknown>;
        return { title: text(e.title) ?? notice.title, content: text(e.content) ?? notice.content };
      }
    }
  }
  return { title: notice.title, content: notice.content };
}

export async function getCurrentNotice(deps: Deps, lang: Lang): Promise<CurrentNotice | null> {
  const now = deps.now();
  const rows = await deps.db.notice.findMany({
    where: { active: true, startsAt: { lte: now }, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  if (!rows.length) return null;
  // Stable sort: the highest level wins, and the newest among equals (the query's order) stays first.
  const [best] = [...rows].sort((a, b) => LEVEL_RANK[b.level] - LEVEL_RANK[a.level]);
  return { id: best.id, level: best.level, ...localizeNotice(best, lang) };
}
