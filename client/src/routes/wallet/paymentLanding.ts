// A payment's result page is reached once: the pay page marks the order as under way when it starts the
// payment (before the wallet's answer or the provider's page), and the result page that finds the mark
// shows the outcome as news and clears it. Any later opening (the back button, a bookmark, a reload, a
// link in a notice) finds no mark and says that it is an earlier result, beside the order's state now.
// localStorage, not sessionStorage: a provider may bring the fan back in a new tab.
import { readStorage, storageKeys, writeStorage } from "../../lib/storage";

/** A mark older than this is a payment abandoned long ago: its result is no news any more. */
const MARK_LIFETIME_MS = 2 * 60 * 60 * 1000;

function readMarks(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.paymentsUnderway) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeMarks(marks: Record<string, number>): void {
  const now = Date.now();
  const kept = Object.fromEntries(Object.entries(marks).filter(([, at]) => typeof at === "number" && now - at < MARK_LIFETIME_MS));
  writeStorage(storageKeys.paymentsUnderway, JSON.stringify(kept));
}

/** Called when a payment of the order starts. */
export function markPaymentUnderway(orderNo: string): void {
  writeMarks({ ...readMarks(), [orderNo]: Date.now() });
}

/** Whether the result page of this order is the one the payment just led to. */
export function isPaymentUnderway(orderNo: string): boolean {
  const at = readMarks()[orderNo];
  return typeof at === "number" && Date.now() - at < MARK_LIFETIME_MS;
}

/** Called once the result page has shown a decided outcome: the next opening is an earlier result. */
export function finishPaymentLanding(orderNo: string): void {
  const marks = readMarks();
  if (!(orderNo in marks)) return;
  delete marks[orderNo];
  writeMarks(marks);
}

/** Outcomes that no longer change by themselves (PENDING and NOT_PAID still may). */
export const decidedStatuses: ReadonlySet<string> = new Set(["SUCCEEDED", "FAILED", "EXPIRED", "REFUNDING", "REFUNDED"]);

/**
 * The location state of a result page opened from the top-up page (at once, or on the way back from the
 * provider): its retry goes back that one step ("payment/result towards /payment/recharge goes back one step").
 */
export const fromTopUpPage = { from: "/payment/recharge" } as const;
