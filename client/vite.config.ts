import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { graphqlDocuments } from "./vite-plugin-graphql-documents.ts";
import { firstPaint } from "./vite-plugin-first-paint.ts";

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

export default defineConfig(({ command }) => ({
  root: clientDir,
  publicDir: "public",
  resolve: {
    // rxjs (Apollo's) resolves to its ES5 build by default (classes as functions, tslib helpers); its
    // "es2015" build is 1.6 KB gzip smaller on the home route. No other library of the client has that condition.
    conditions: ["es2015", ...defaultClientConditions],
    alias: [
      { find: /^@fanfare\/shared\/locales\//, replacement: `${sharedLocalesDir}/` },
      { find: /^use-sync-external-store\/shim$/, replacement: join(clientDir, "src", "lib", "syncExternalStoreShim.ts") },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    rollupOptions: {
      output: {
        // The libraries every page needs share one long-cached chunk (one gzip stream is smaller than
        // many); libraries used only by lazy routes (qrcode, graphql-ws) stay in those routes' chunks.
        manualChunks(id: string) {
          // The libraries every page needs share one long-cached chunk (one gzip stream is smaller than
          // many); libraries used only by lazy routes (qrcode, graphql-ws) stay in those routes' chunks.
          // Parts of those libraries only lazy pages use stay with those pages (the home needs none).
          if (/node_modules\/@apollo\/client\/(react\/hooks\/(useSubscription|useLazyQuery|useMutation|useFragment|useSuspense\w*|useBackgroundQuery|useLoadableQuery|useReadQuery|useQueryRefHandlers)|link\/subscriptions)\b/.test(id)) return;
          if (/node_modules\/(react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js|html-parse-stringify|void-elements)/.test(id)) return;
          // The platform's smallest pieces (button, badge and skeleton classes with their CSS), used by the
          // home and most pages: one small chunk rather than three requests.
          if (/client\/src\/components\/(Button|Badge|Skeleton)\//.test(id)) return "ui";
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@apollo\/client|graphql|rxjs|optimism|@wry\/[^/]+|tslib|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)\//.test(id)) return "vendor";
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
    },
  },
  plugins: [
    graphqlDocuments(),
    react(),
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
        navigateFallbackDenylist: [/^\/graphql/, /^\/fanapih5/, /^\/dev/, /^\/healthz/, /^\/sandbox-pay/, /^\/webhooks/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
}));
