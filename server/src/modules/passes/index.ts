// The passes module's public API (wallet passes: Google Wallet save links, Apple Wallet .pkpass and its web service).
export { walletPassLinks, walletProviders } from "./passes.service.ts";
