// The passes module's public API (wallet passes: Google Wallet save links, Apple Wallet .pkpass, its web service and its update pushes). Owns ApplePassRegistration.
export { walletPassLinks, walletProviders } from "./passes.service.ts";
export { applePassRoutes } from "./apple.routes.ts";
export { passPushesEnabled, passPushesSettled, pushPassUpdates, pushPassUpdatesOfChangedEvent, pushPassUpdatesOfEvent, pushPassUpdatesOfOrderItems } from "./apple.push.ts";
