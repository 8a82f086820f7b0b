/** Local-storage keys the product defines (see the product spec, "Local storage keys"). */
export const storageKeys = {
  lang: "lang",
  inviteCode: "ic",
  skipInstallApp: "skipInstallApp",
  visitCount: "visitCount",
  purchaseCompleted: "purchaseCompleted",
  darkMode: "isDarkMode",
  maintenanceMessage: "maintenanceMsg",
  walletRechargeResult: "wallet-recharge-result",
  walletRechargeResultOrderNo: "wallet-recharge-result-orderNo",
  backToUserPage: "backToUserPage",
  /** Orders whose payment this browser started and whose result page has not shown an outcome yet (wallet/paymentLanding.ts). */
  paymentsUnderway: "paymentsUnderway",
  /** The device tokens of the accounts this browser signed in to (session/deviceTokens.ts); kept across sign-outs. */
  deviceTokens: "deviceTokens",
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (Safari private mode, disabled cookies); the app must keep working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the preference then lasts for this page view only.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
