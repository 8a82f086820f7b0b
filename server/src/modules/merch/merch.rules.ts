// Pure merchandise rules of the server: the logistics state machine, the order tabs and the server's half
// of the desktop-browser rule. What the client shares (the order input, the quantity cap, the media
// query) is in @fanfare/shared/merch.
/** Fulfilment of a paid merch order. Shipping items and pick-up items follow different tracks. */
export type Fulfilment = "ORDERED" | "PROCESSING" | "SHIPPED" | "DELIVERED" | "READY_FOR_PICKUP" | "PICKED_UP";

export const shippingTrack = ["ORDERED", "PROCESSING", "SHIPPED", "DELIVERED"] as const satisfies readonly Fulfilment[];
export const pickupTrack = ["READY_FOR_PICKUP", "PICKED_UP"] as const satisfies readonly Fulfilment[];

/** The first fulfilment step once paid. */
export function initialFulfilment(pickup: boolean): Fulfilment {
  return pickup ? "READY_FOR_PICKUP" : "ORDERED";
}

/** The steps an order may go through, in order (the progress bar the fan sees). */
export function fulfilmentTrack(pickup: boolean): readonly Fulfilment[] {
  return pickup ? pickupTrack : shippingTrack;
}

/** The one step that may follow `from` (operators move orders one step at a time), or null at the end. */
export function nextFulfilment(from: Fulfilment | null, pickup: boolean): Fulfilment | null {
  if (from === null) return null;
  const track = fulfilmentTrack(pickup);
  const i = track.indexOf(from);
  return i >= 0 && i < track.length - 1 ? track[i + 1] : null;
}

export function isFinalFulfilment(f: Fulfilment | null): boolean {
  return f === "DELIVERED" || f === "PICKED_UP";
}

export type MerchOrderTab = "AVAILABLE" | "COMPLETED" | "OTHERS";

/**
 * The tab of My Merch an order belongs to. Available: awaiting payment within its hold, or paid and not
 * yet delivered / picked up. Completed: delivered or picked up. Others: cancelled, expired, refunded
 * (and an unpaid hold that has passed but was not swept yet).
 */
export function merchOrderTab(
  order: { status: string; fulfilment: Fulfilment | null; expiresAt: Date | null },
  now: Date,
): MerchOrderTab {
  if (order.status === "AWAITING_PAYMENT") return order.expiresAt && order.expiresAt <= now ? "OTHERS" : "AVAILABLE";
  if (order.status === "PAID") return isFinalFulfilment(order.fulfilment) ? "COMPLETED" : "AVAILABLE";
  return "OTHERS";
}

/**
 * The server's half of the desktop-browser rule (the client's half is `desktopMediaQuery` in
 * @fanfare/shared/merch), shared with desktop-only tickets (platform/desktop-browser.ts). A sales-channel
 * policy, not a security boundary.
 */
export { isDesktopBrowser } from "../../platform/desktop-browser.ts";

/** Ticket numbers are printed upper-case; fans type them any way, with spaces. */
export function normaliseTicketNo(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** YYYY-MM-DD of a @db.Date value (stored as UTC midnight). */
export function dateKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}
