import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "@fanfare/shared/locales/en/index.ts";
import { languageById, languageFromStored, languages, type Language, type LanguageId } from "@fanfare/shared/languages";
import { readStorage, storageKeys, writeStorage } from "../lib/storage";

type Bundle = typeof en;

/**
 * Namespaces only some lazy pages need (account and settings, tickets, wallet and payments, entry and
 * transfers, merch, giveaway, support, legal, the waiting room, the organiser console): kept out of the entry chunk and the language bundles,
 * loaded by those pages' modules with loadNamespace().
 */
export type LazyNamespace =
  | "account"
  | "tickets"
  | "wallet"
  | "entry"
  | "merch"
  | "giveaway"
  | "support"
  | "legal"
  | "errors"
  | "validation"
  | "install"
  | "marketing"
  | "queue"
  | "console";
/**
 * A glob's loaders keyed "<id>/<file>": the glob's own keys are paths from the client root into the
 * shared package (@fanfare/shared/locales), which say where the package sits, not which text it is.
 */
function byLocaleFile<T>(loaders: Record<string, T>): Record<string, T> {
  const marker = "/locales/";
  return Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path.slice(path.lastIndexOf(marker) + marker.length), load]));
}

const lazyLoaders = byLocaleFile(
  import.meta.glob<Record<string, unknown>>(
    "@fanfare/shared/locales/*/{account,tickets,wallet,entry,merch,giveaway,support,legal,errors,validation,install,marketing,queue,console}.json",
    { import: "default" },
  ),
);
/** Error and validation texts: only pages with forms and actions show them, and all of those load a feature namespace. */
const withFeature: readonly LazyNamespace[] = ["errors", "validation"];
const lazyInUse = new Set<LazyNamespace>();

async function addLazyNamespace(ns: LazyNamespace, id: LanguageId): Promise<void> {
  if (i18next.hasResourceBundle(id, ns)) return;
  const load = lazyLoaders[`${id}/${ns}.json`];
  if (!load) throw new Error(`No ${ns} texts for ${id}`);
  i18next.addResourceBundle(id, ns, await load(), true, true);
}

/** The namespaces loadNamespace(ns) adds. */
const withItsFeature = (ns: LazyNamespace): LazyNamespace[] => (ns === "install" || ns === "marketing" ? [ns] : [ns, ...withFeature]);

/**
 * Settled once initI18n has run: a page's module may be evaluated before that (preloadRoute fetches it
 * beside the translations), and only then is the fan's language known to i18next.
 */
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/** Makes a lazy namespace available in the current language (and English, the fallback). */
export async function loadNamespace(ns: LazyNamespace): Promise<void> {
  await initialised;
  const id = currentLanguage().id;
  await Promise.all(
    withItsFeature(ns).flatMap((n) => {
      lazyInUse.add(n);
      return [addLazyNamespace(n, id), id === "en" ? null : addLazyNamespace(n, "en")];
    }),
  );
}

/**
 * Starts fetching what loadNamespace(ns) will add for each of `namespaces`, in the stored language (and
 * English), without waiting or touching i18next: usable at start-up, before initI18n has finished. The
 * module loader keeps each fetched file, so the later loadNamespace finds it there.
 */
export function prefetchNamespaces(namespaces: readonly LazyNamespace[]): void {
  if (!namespaces.length) return;
  const id = languageFromStored(readStorage(storageKeys.lang)).id;
  const files = new Set(namespaces.flatMap(withItsFeature).flatMap((n) => [`${id}/${n}.json`, `en/${n}.json`]));
  for (const file of files) void lazyLoaders[file]?.().catch(() => {});
}

// English ships in the entry chunk (it is the fallback); every other language is its own lazy chunk.
const bundleLoaders = byLocaleFile(
  import.meta.glob<Bundle>(["@fanfare/shared/locales/*/index.ts", "!@fanfare/shared/locales/en/index.ts"], { import: "default" }),
);

async function loadBundle(id: LanguageId): Promise<Bundle> {
  if (id === "en") return en;
  const load = bundleLoaders[`${id}/index.ts`];
  if (!load) throw new Error(`No locale bundle for ${id}`);
  return load();
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language.bcp47;
}

export async function initI18n(): Promise<void> {
  const language = languageFromStored(readStorage(storageKeys.lang));
  const bundle = await loadBundle(language.id);
  await i18next.use(initReactI18next).init({
    lng: language.id,
    fallbackLng: "en",
    supportedLngs: languages.map((l) => l.id),
    load: "currentOnly",
    ns: Object.keys(en),
    defaultNS: "common",
    resources: { en, [language.id]: bundle },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  applyDocumentLanguage(language);
  markInitialised();
}

export function currentLanguage(): Language {
  // Before initI18n has run (a request started from the entry chunk), the stored choice it will take.
  if (!i18next.isInitialized) return languageFromStored(readStorage(storageKeys.lang));
  return languageById(i18next.resolvedLanguage ?? i18next.language);
}

export async function changeLanguage(id: LanguageId): Promise<void> {
  const language = languageById(id);
  if (!i18next.hasResourceBundle(id, "common")) {
    const bundle = await loadBundle(id);
    for (const [ns, resources] of Object.entries(bundle)) i18next.addResourceBundle(id, ns, resources, true, true);
  }
  await Promise.all([...lazyInUse].map((ns) => addLazyNamespace(ns, id)));
  await i18next.changeLanguage(id);
  writeStorage(storageKeys.lang, language.stored);
  applyDocumentLanguage(language);
}
