import { readStorage, storageKeys, writeStorage } from "./storage";

/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * The browser fires beforeinstallprompt once, possibly before React renders, so listen from start-up
 * and keep the event for the install popup.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** Shows the browser's own install dialog; the event can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === "accepted";
}

/** iPhone/iPad Safari has no install event: the fan adds the page through the Share sheet. */
export function isIosSafari(userAgent: string = navigator.userAgent): boolean {
  const iOS = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  return iOS && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram|Line\//.test(userAgent);
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia("(display-mode: standalone)").matches;
}

const visitMarker = "fanfare.visitCounted";

/**
 * Counts this visit once (a visit is a browser tab's session: reloads and in-app navigation are the same
 * visit). Called at start-up; the install popup waits for the second visit.
 */
export function countVisit(): void {
  try {
    if (window.sessionStorage.getItem(visitMarker)) return;
    window.sessionStorage.setItem(visitMarker, "1");
  } catch {
    return; // No session storage: do not count, the popup then waits for a purchase.
  }
  const visits = Number(readStorage(storageKeys.visitCount)) || 0;
  writeStorage(storageKeys.visitCount, String(visits + 1));
}

/** The fan has completed a purchase (a paid order was shown): the popup may now be offered. */
export function markPurchaseCompleted(): void {
  if (readStorage(storageKeys.purchaseCompleted) !== "1") writeStorage(storageKeys.purchaseCompleted, "1");
}

/**
 * The add-to-home-screen popup is for fans who have not skipped it, are not already in the installed app,
 * and have seen the app first: from their second visit, or once they completed a purchase.
 */
export function shouldOfferInstall(): boolean {
  if (readStorage(storageKeys.skipInstallApp) === "1" || isStandalone()) return false;
  return (Number(readStorage(storageKeys.visitCount)) || 0) >= 2 || readStorage(storageKeys.purchaseCompleted) === "1";
}
