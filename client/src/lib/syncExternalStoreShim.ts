// What `use-sync-external-store/shim` becomes in the client (client/vite.config.ts): react-i18next imports
// the shim, which polyfills the hook for React 16 and 17; React 19 has it, and the shim only hands it back.
export { useSyncExternalStore } from "react";
