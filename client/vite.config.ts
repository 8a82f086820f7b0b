import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { graphqlDocuments } from "./vite-plugin-graphql-documents.ts";
import { firstPaint } from "./vite-plugin-first-paint.ts";
import { earlyHomeEvents } from "./vite-plugin-early-home-events.ts";

const clientDir = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = "http://localhost:4000";
// The shared package's locale folder as it lies on disk. import.meta.glob resolves
// "@fanfare/shared/locales/*" to node_modules/@fanfare/shared/… (the workspace link) and skips whatever
// is under node_modules, so the i18n globs would match nothing: the alias sends them to the real folder.
const sharedLocalesDir = dirname(dirname(realpathSync(createRequire(import.meta.url).resolve("@fanfare/shared/locales/en/index.ts"))));

// react-router 7's package.json sends every bundler to its development build (its dev warnings and checks
// ship to fans: 0.5 KB gzip on the home route); its production build lies beside it, unused
// (remix-run/react-router#14102, open). The client's build takes that one; `vite` in development keeps the warnings.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve("react-router")), "..", "production");
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, "dom-export.mjs") },
];

const sharedLibraries = /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@apollo\/client|graphql|rxjs|optimism|@wry\/[^/]+|tslib|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)\//;
const lazyOnlyLibraryParts = [
  /node_modules\/@apollo\/client\/(react\/hooks\/(useSubscription|useLazyQuery|useMutation|useFragment|useSuspense\w*|useBackgroundQuery|useLoadableQuery|useReadQuery|useQueryRefHandlers)|link\/subscriptions)\b/,
  /node_modules\/(react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js|html-parse-stringify|void-elements)/,
];
const isSharedLibrary = (id: string) => sharedLibraries.test(id) && !lazyOnlyLibraryParts.some((part) => part.test(id));

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const clientSource = (...path: string[]) => join(clientDir, "src", ...path);

/** The app's own modules (no library's) that `roots` import statically, transitively, and the roots. */
function staticGraph(ctx: ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || id.includes("/node_modules/")) continue;
    seen.add(id);
    todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Computed once per build (`vite build` runs one).
let startUp: Set<string> | null = null;
/**
 * The "app" chunk: every module main.tsx imports statically (the router, i18n, the session, Apollo's set-up,
 * the shell's components), which every page loads first anyway, and the icons the home route draws.
 */
function startUpCode(ctx: ChunkingContext): Set<string> {
  if (startUp) return startUp;
  const homeIcons = [...staticGraph(ctx, [clientSource("routes", "home", "HomeLayout.tsx"), clientSource("routes", "home", "HomeIndexPage.tsx")])].filter((id) =>
    id.startsWith(clientSource("components", "icons") + "/"),
  );
  // main.tsx itself stays in the entry chunk: it awaits the translations and the session at its top level,
  // and in the chunk every lazy chunk imports, that wait would hang the start the day a chunk it awaits (a
  // language's texts) imported anything from it. (The entry chunk also keeps Vite's module preload polyfill:
  // with it in the group, the build made a bare runtime chunk the entry and loaded the rest from <head>.)
  const entry = clientSource("main.tsx");
  startUp = new Set([...staticGraph(ctx, [entry]), ...homeIcons]);
  startUp.delete(entry);
  return startUp;
}

export default defineConfig(({ command }) => ({
  root: clientDir,
  publicDir: "public",
  resolve: {
    // rxjs (Apollo's) resolves to its ES5 build by default (classes as functions, tslib helpers); its
    // "es2015" build is 1.6 KB gzip smaller on the home route. No other library of the client has that condition.
    conditions: ["es2015", ...defaultClientConditions],
    alias: [
      { find: /^@fanfare\/shared\/locales\//, replacement: `${sharedLocalesDir}/` },
      { find: /^use-sync-external-store\/shim$/, replacement: clientSource("lib", "syncExternalStoreShim.ts") },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page needs share one long-cached chunk (one gzip stream is smaller than
            // many); libraries used only by lazy routes (qrcode, graphql-ws) stay in those routes' chunks.
            // Parts of those libraries only lazy pages use stay with those pages (the home needs none).
            { name: "vendor", test: isSharedLibrary, priority: 3 },
            // The app's own start-up code (startUpCode()). Left to automatic splitting it came as 15 small
            // chunks, each its own request and gzip stream and each listed again in every lazy route's
            // preload list: one chunk is 3 KB gzip smaller on the home (issue 19). The icons are one module
            // each: those the home route draws (tab bar, header, event cards) come with the start-up code,
            // the others are one chunk that the pages drawing them load.
            { name: (id: string, ctx: ChunkingContext) => (startUpCode(ctx).has(id) ? "app" : null), priority: 2 },
            { name: "icons", test: /client\/src\/components\/icons\//, priority: 1 },
            // The platform's smallest pieces (badge and skeleton classes with their CSS; the button is start-up
            // code), used by the home and most pages: one small chunk rather than two requests.
            { name: "ui", test: /client\/src\/components\/(Button|Badge|Skeleton)\//, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": { target: apiTarget, ws: true, changeOrigin: true },
      "/fanapih5": { target: apiTarget, changeOrigin: true },
      "/dev": { target: apiTarget, changeOrigin: true },
      "/healthz": { target: apiTarget, changeOrigin: true },
      "/img": { target: apiTarget, changeOrigin: true },
      "/fairness": { target: apiTarget, changeOrigin: true },
    },
  },
  plugins: [
    graphqlDocuments(),
    react(),
    earlyHomeEvents(),
    firstPaint(),
    VitePWA({
      registerType: "autoUpdate",
      strategies: "generateSW",
      filename: "sw.js",
      injectRegister: "script-defer",
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        name: "Fanfare",
        short_name: "Fanfare",
        description: "Tickets, official merch and your Fan Coin wallet.",
        start_url: "./#/home/index",
        scope: "./",
        display: "standalone",
        orientation: "portrait",
        background_color: "#0f0a1e",
        theme_color: "#6d3cf5",
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/graphql/, /^\/fanapih5/, /^\/dev/, /^\/healthz/, /^\/sandbox-pay/, /^\/webhooks/, /^\/fairness\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
}));
