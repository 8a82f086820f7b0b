// The home's events, asked for by index.html itself (issue 31). On a cold load of the home on a phone,
// the app's own request could only start once the entry script had arrived and run (≈ 450 ms on
// localhost); this inline script sends the very same request (the persisted EventList operation, the
// home's variables, the fan's stored language) while the page is still parsing. The app takes the
// answer instead of asking again (src/lib/earlyHomeEvents.ts), or asks itself if it does not fit.
// Only anonymous visits: a signed-in fan's token is in encrypted storage that no inline script reads.
// The same script names the home page's own chunks (its layout, its page and what they import), which
// the first-paint loader preloads beside the entry: otherwise they are asked for only once the entry
// has run, one round trip later.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin, Rollup } from "vite";
// The shared package by its path: the config bundler leaves packages (node_modules) to Node, which cannot load .ts.
import { defaultLanguage, languages } from "../packages/shared/src/languages.ts";
import { breakpoints } from "./src/lib/breakpoints.ts";
import { homeEventFilter, homeEventPageSize } from "./src/routes/home/homeEventsRequest.ts";
import { storageKeys } from "./src/lib/storage.ts";
import { sessionKeys } from "./src/session/keys.ts";
import { redirectRoutes } from "./src/routes/routeTable.ts";

const MARKER = "<!--early-home-events-->";
const persistedDocuments = fileURLToPath(new URL("./src/gql/persisted-documents.json", import.meta.url));

/** The persisted hash of the EventList operation, as the app sends it (its document's __meta__.hash). */
function eventListHash(): string {
  const documents = JSON.parse(readFileSync(persistedDocuments, "utf8")) as Record<string, string>;
  const hashes = Object.keys(documents).filter((hash) => /(^|\s)query EventList\(/.test(documents[hash]!));
  if (hashes.length !== 1) throw new Error(`early-home-events: ${hashes.length} persisted EventList operations`);
  return hashes[0]!;
}

/** The hash paths that land on the home's event list: itself, and those the router redirects to it ("/", "/home"), as main.tsx resolves them. */
const homeLandingPaths = ["/home/index", ...Object.entries(redirectRoutes).flatMap(([from, to]) => (to === "/home/index" ? [from] : []))];

const homeRouteModules = [/\/src\/routes\/home\/HomeLayout\.tsx$/, /\/src\/routes\/home\/HomeIndexPage\.tsx$/];

/** The home route's chunks (and what they import statically) and their style sheets that the entry does not already load, as URLs. */
function homeRouteChunks(bundle: Rollup.OutputBundle, html: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.facadeModuleId && homeRouteModules.some((m) => m.test(c.facadeModuleId!)));
  if (roots.length !== homeRouteModules.length) throw new Error(`early-home-events: found ${roots.length} of the home route's ${homeRouteModules.length} chunks`);
  const seen = new Set<string>();
  const todo = roots.map((c) => c.fileName);
  for (let file = todo.shift(); file !== undefined; file = todo.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(byFile.get(file)?.imports ?? []));
  }
  const styles = [...seen].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return [...seen, ...styles].map((file) => `/${file}`).filter((url) => !html.includes(`"${url}"`));
}

export function earlyHomeEvents(): Plugin {
  return {
    name: "fanfare:early-home-events",
    apply: "build",
    enforce: "post",
    // After Vite has written the entry's tags (so its chunks are known) and before first-paint moves them.
    transformIndexHtml: { order: "post", handler(html, ctx) {
      if (!html.includes(MARKER)) throw new Error(`early-home-events: no ${MARKER} in index.html`);
      if (!ctx.bundle) throw new Error("early-home-events: no bundle");
      const request = {
        hash: eventListHash(),
        variables: { first: homeEventPageSize, filter: homeEventFilter },
        // The stored language's Accept-Language, as the app's headers link sends it.
        languages: Object.fromEntries(languages.map((l) => [l.stored, l.acceptLanguage])),
        fallback: defaultLanguage.acceptLanguage,
        chunks: homeRouteChunks(ctx.bundle, html),
        paths: homeLandingPaths,
      };
      const script =
        `(function(){try{var r=${JSON.stringify(request)};` +
        `var path=location.hash.slice(1).split("?")[0]||"/";` +
        `if(r.paths.indexOf(path)<0||innerWidth>=${breakpoints.md})return;` +
        `window.__fanfareRoutePreloads=r.chunks;` +
        `if(localStorage.getItem(${JSON.stringify(sessionKeys.isLoggedIn)})!==null)return;` +
        `var s=localStorage.getItem(${JSON.stringify(storageKeys.lang)});if(s==="en-US"||s==="en")s="en_US";` +
        `var lang=r.languages[s]||r.fallback;` +
        `var body={operationName:"EventList",variables:r.variables,extensions:{persistedQuery:{version:1,sha256Hash:r.hash}}};` +
        `window.__fanfareHomeEvents={acceptLanguage:lang,variables:r.variables,result:fetch("/graphql",{method:"POST",credentials:"same-origin",` +
        `headers:{"content-type":"application/json",accept:"application/graphql-response+json,application/json;q=0.9","accept-language":lang},body:JSON.stringify(body)})` +
        `.then(function(res){return res.ok?res.json():null}).catch(function(){return null})}}catch(e){}})();`;
      return html.replace(MARKER, `<script>${script}</script>`);
    } },
  };
}
