// The current server notice: active, inside its window, the highest level first, then the newest; its
// title and content in the caller's language from the translations JSON, else the base text.
import type { Deps } from "../../deps.ts";
import { z } from "zod";
import { languages, type Lang } from "../../i18n.ts";
import { validate } from "../../validate.ts";
import { msg } from "@fanfare/shared/users";

export type NoticeLevel = "INFO" | "WARNING" | "CRITICAL";

export interface CurrentNotice {
  id: string;
  title: string;
  content: string;
  level: NoticeLevel;
  startsAt: Date;
  endsAt: Date | null;
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
  return { id: best.id, level: best.level, startsAt: best.startsAt, endsAt: best.endsAt, ...localizeNotice(best, lang) };
}

/**
 * Of ids, the notices the caller may load by id (node(id:)), in the caller's language: a fan those
 * showing now, as the site shows them; an operator with notices:write every one, ended or not yet started.
 */
export async function visibleNotices(deps: Deps, ids: string[], lang: Lang, operator: boolean): Promise<CurrentNotice[]> {
  const now = deps.now();
  const rows = await deps.db.notice.findMany({
    where: { id: { in: ids }, ...(operator ? {} : { active: true, startsAt: { lte: now }, OR: [{ endsAt: null }, { endsAt: { gt: now } }] }) },
  });
  return rows.map((n) => ({ id: n.id, level: n.level, startsAt: n.startsAt, endsAt: n.endsAt, ...localizeNotice(n, lang) }));
}

// ───── operators ─────

export interface NoticeInput {
  title: string;
  content: string;
  level?: NoticeLevel | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** Per-language texts; languages without one show the base title and content. */
  translations?: { lang: string; title: string; content: string }[] | null;
}

const noticeInput = z
  .object({
    title: z.string(msg.required).trim().min(1, msg.required).max(120, "validation.textTooLong"),
    content: z.string(msg.required).trim().min(1, msg.required).max(2000, "validation.textTooLong"),
    level: z.enum(["INFO", "WARNING", "CRITICAL"]).nullish(),
    startsAt: z.date().nullish(),
    endsAt: z.date().nullish(),
    translations: z
      .array(
        z.object({
          lang: z.enum(languages, msg.invalidLanguage),
          title: z.string().trim().min(1, msg.required).max(120, "validation.textTooLong"),
          content: z.string().trim().min(1, msg.required).max(2000, "validation.textTooLong"),
        }),
      )
      .max(languages.length)
      .nullish(),
  })
  .refine((n) => !n.startsAt || !n.endsAt || n.endsAt > n.startsAt, { message: "validation.endBeforeStart", path: ["endsAt"] });

/** Publishes a notice; it shows from startsAt (now by default) until endsAt (open-ended by default). */
export async function publishNotice(deps: Deps, args: NoticeInput) {
  const input = validate(noticeInput, args);
  const translations = Object.fromEntries((input.translations ?? []).map((t) => [t.lang, { title: t.title, content: t.content }]));
  return deps.db.notice.create({
    data: {
      title: input.title,
      content: input.content,
      level: input.level ?? "INFO",
      startsAt: input.startsAt ?? deps.now(),
      endsAt: input.endsAt ?? null,
      translations,
    },
  });
}

/** Takes a notice down at once. */
export async function endNotice(deps: Deps, id: string): Promise<boolean> {
  const updated = await deps.db.notice.updateMany({ where: { id, active: true }, data: { active: false, endsAt: deps.now() } });
  return updated.count === 1;
}
