// The passes module's public API (wallet passes: Google Wallet save links, Apple Wallet .pkpass, its web service and its update pushes). Owns ApplePassRegistration and ApplePassPush.
export { walletPassLinks, walletProviders } from "./passes.service.ts";
export { applePassRoutes } from "./apple.routes.ts";
export {
  kickPassPushes,
  passPushesSettled,
  queuePassPushes,
  queuePassPushesOfChangedEvent,
  queuePassPushesOfEvent,
  queuePassPushesOfOrderItems,
  queuePassPushesSql,
  registerPassJobs,
  stopPassPushes,
} from "./apple.push.ts";
