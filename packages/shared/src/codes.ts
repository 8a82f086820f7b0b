// What a code gives, for the server's hold and the choose page's preview alike (issue 35): one code per
// order (codes never stack); a fixed discount is taken off each eligible ticket (which keeps at least one minor unit to pay); a
// percentage off the eligible tickets' sum, rounded down to the minor unit (the fan never gets more than
// the stated share off); a code applies only to the ticket types it names (a discount naming none: every type).
// A discount naming merchandise products (productIds) applies to those products' units the same way, and to
// no ticket.

export type PromoCodeKind = "ACCESS" | "DISCOUNT";

/** What the hold needs of a code. */
export interface PromoCodeTerms {
  kind: PromoCodeKind;
  ticketTypeIds: string[];
  discountAmount: number | null;
  discountPercent: number | null;
  /** A merchandise discount: the products it applies to (then no ticket); empty or absent: a ticket code. */
  productIds?: string[];
}

const forMerch = (code: PromoCodeTerms) => (code.productIds?.length ?? 0) > 0;

/** Codes are matched case-insensitively and without surrounding blanks. */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Whether the code gives something on these ticket types (an access code unlocks one, a discount covers one). */
export function codeApplies(code: PromoCodeTerms, typeIds: string[]): boolean {
  if (forMerch(code)) return false;
  if (code.kind === "DISCOUNT" && code.ticketTypeIds.length === 0) return typeIds.length > 0;
  return typeIds.some((t) => code.ticketTypeIds.includes(t));
}

/** What a discount code takes off an order's tickets, in minor units (0 for an access code). */
export function discountOf(code: PromoCodeTerms, items: { ticketTypeId: string | null; unitAmount: number; quantity: number }[]): number {
  if (code.kind !== "DISCOUNT" || forMerch(code)) return 0;
  return discountOver(
    code,
    items.filter((i) => i.ticketTypeId && (code.ticketTypeIds.length === 0 || code.ticketTypeIds.includes(i.ticketTypeId))),
  );
}

/** Whether a code is a merchandise discount for this product. */
export function merchCodeApplies(code: PromoCodeTerms, productId: string): boolean {
  return code.kind === "DISCOUNT" && !!code.productIds?.includes(productId);
}

/** What a merchandise discount takes off units of one product, in minor units (0 when it is not for it). */
export function merchDiscountOf(code: PromoCodeTerms, line: { productId: string; unitAmount: number; quantity: number }): number {
  return merchCodeApplies(code, line.productId) ? discountOver(code, [line]) : 0;
}

/** A discount's share of the eligible lines: a percentage of their sum, or a fixed amount off each unit. */
function discountOver(code: PromoCodeTerms, eligible: { unitAmount: number; quantity: number }[]): number {
  const subtotal = eligible.reduce((n, i) => n + i.unitAmount * i.quantity, 0);
  if (code.discountPercent != null) return Math.floor((subtotal * code.discountPercent) / 100);
  // A ticket keeps at least one minor unit to pay (a price changed after the code was made): an order of 0
  // could not be paid.
  if (code.discountAmount != null) return eligible.reduce((n, i) => n + Math.max(0, Math.min(i.unitAmount - 1, code.discountAmount!)) * i.quantity, 0);
  return 0;
}
