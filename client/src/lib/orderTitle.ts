import type { TitleKey } from "../routes/routeTable";

type OrderState = "AWAITING_PAYMENT" | "CANCELLED" | "EXPIRED" | "PAID" | "REFUNDED";

/**
 * An order page's title by the order's state: "… Secured" (the route's own title, null here) only while it
 * awaits payment; a paid or refunded order is "Your order", a cancelled or lapsed one says so.
 */
export function orderTitleKey(status: OrderState | null | undefined, lapsed: boolean): TitleKey | null {
  if (!status) return null;
  if (status === "EXPIRED" || lapsed) return "orderExpired";
  if (status === "CANCELLED") return "orderCancelled";
  if (status === "PAID" || status === "REFUNDED") return "yourOrder";
  return null;
}
