// The first paint of the home page, before any script: index.html carries a static outline of the home
// route (the hero and the first event's cover, which is the largest paint) that an inline script shows
// when the visit lands on home. React then renders the same places with the real content. Only the
// server knows which event comes first, so it fills the outline in when serving index.html.
import fs from "node:fs";
import type { Deps } from "../../deps.ts";
import { eventWhere } from "./events.service.ts";

const MARKER = "<!--home-shell-->";
const TTL_MS = 15_000;

const escapeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function shellHtml(cover: string | null): string {
  const img = cover
    ? `<img src="${escapeAttr(cover)}" alt="" width="640" height="360" fetchpriority="high" decoding="async">`
    : "";
  return (
    `<main class="home-shell" aria-hidden="true"><div class="home-shell__hero"></div>` +
    `<div class="home-shell__section"><div class="home-shell__head"></div><div class="home-shell__card">${img}</div></div></main>`
  );
}

/** index.html with the home outline filled in; cached briefly (the first event rarely changes). */
export function homeShellPage(deps: Deps, indexFile: string) {
  let cached: { html: string; at: number; mtimeMs: number } | null = null;
  return async (): Promise<string> => {
    const now = deps.now().getTime();
    const mtimeMs = fs.statSync(indexFile).mtimeMs;
    if (cached && cached.mtimeMs === mtimeMs && now - cached.at < TTL_MS) return cached.html;
    const template = fs.readFileSync(indexFile, "utf8");
    // The same first event as the home list (on sale now, in date order).
    const first = await deps.db.event.findFirst({
      select: { coverImageUrl: true },
      where: eventWhere(deps, { upcoming: true, onSale: true }),
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    });
    const html = template.replace(MARKER, shellHtml(first?.coverImageUrl ?? null));
    cached = { html, at: now, mtimeMs };
    return html;
  };
}
