// "After payment/result, moving to merch-order or ticket-order sets the backToUserPage flag" (product spec,
// navigation rules). The order page reached that way has the payment's own pages behind it in the history
// (the pay page, the provider's checkout, the result): its header's back goes to the fan's page, the Me tab
// (/home/user), instead of back into them. The flag holds the order's number, so one left behind (the tab
// closed on the way) never changes another order's page; the order page consumes it when its back is used
// and when it is left another way (hooks/useBackToUserPage.ts).
import { readStorage, removeStorage, storageKeys, writeStorage } from "./storage";

/** The fan's page: the Me tab (the route table's /home/user), with their tickets, orders and wallet. */
export const userPagePath = "/home/user";

/** Called as the result (or the pay page of a settled order) moves to the order's page. */
export function markBackToUserPage(orderNo: string): void {
  writeStorage(storageKeys.backToUserPage, orderNo);
}

/** Whether this order's page was reached from its payment's result. */
export function isBackToUserPage(orderNo: string): boolean {
  return !!orderNo && readStorage(storageKeys.backToUserPage) === orderNo;
}

/** Whether a flag is stored for an order other than this one (left behind on a way never finished). */
export function isOtherOrdersFlag(orderNo: string): boolean {
  const stored = readStorage(storageKeys.backToUserPage);
  return stored !== null && stored !== orderNo;
}

export function clearBackToUserPage(): void {
  removeStorage(storageKeys.backToUserPage);
}
