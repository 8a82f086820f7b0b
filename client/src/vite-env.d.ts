/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where wide (desktop) screens are sent; when unset the built-in marketing page is shown. */
  readonly VITE_MARKETING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
