// The passes module's public API (wallet passes: Google Wallet save links, Apple Wallet .pkpass and its web service). Owns ApplePassRegistration.
export { walletPassLinks, walletProviders } from "./passes.service.ts";
export { applePassRoutes } from "./apple.routes.ts";
