// The first paint must not wait for, or share the network with, the app's JavaScript: on a slow phone
// connection the ~165 KB of script would otherwise hold back the static outline index.html paints first
// (see server/src/modules/events/home-shell.ts). At build time this plugin
//   - inlines the entry's small style sheets (one round trip fewer before anything paints), and
//   - starts the entry script and its module preloads from a tiny inline loader right after the first
//     frame, instead of from <head> tags that the browser fetches before painting.
import type { Plugin } from "vite";

const INLINE_CSS_MAX_BYTES = 8 * 1024;

export function firstPaint(): Plugin {
  return {
    name: "fanfare:first-paint",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        // 1. Small entry style sheets inline.
        html = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== "asset") return tag;
          const css = typeof asset.source === "string" ? asset.source : Buffer.from(asset.source).toString("utf8");
          return css.length <= INLINE_CSS_MAX_BYTES ? `<style>${css}</style>` : tag;
        });
        // 2. Entry script and module preloads from a loader that runs after the first frame.
        const preloads: string[] = [];
        html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_t, href: string) => {
          preloads.push(href);
          return "";
        });
        let entry: string | null = null;
        html = html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_t, src: string) => {
          entry = src;
          return "";
        });
        if (!entry) throw new Error("first-paint: no entry script found in index.html");
        // A second module script would load from <head>, before the first paint (a chunking change once
        // made the entry a bare runtime chunk and put the app's code in <head> tags).
        if (/<script type="module"/.test(html)) throw new Error("first-paint: more than one entry script in index.html");
        const loader =
          `(function(){var done=false;function add(h){var l=document.createElement("link");` +
          `if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}` +
          `function start(){if(done)return;done=true;${JSON.stringify(preloads)}.forEach(add);` +
          `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s);` +
          // Then the landing page's chunks when an earlier inline script named them (vite-plugin-early-home-events.ts:
          // the home's), so they need not wait for the entry to run; after the entry's, which come first.
          `(window.__fanfareRoutePreloads||[]).forEach(add)}` +
          // After the next frame has painted; the timer covers tabs opened in the background (no frames).
          `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)})();`;
        return html.replace("</body>", `<script>${loader}</script>\n</body>`);
      },
    },
  };
}
