// What a code gives, for the server's hold and the choose page's preview alike (issue 35): one code per
// order (codes never stack); a fixed discount is taken off each eligible ticket (which keeps at least one minor unit to pay); a
// percentage off the eligible tickets' sum, rounded down to the minor unit (the fan never gets more than
// the stated share off); a code applies only to the ticket types it names (a discount naming none: every type).

export type PromoCodeKind = "ACCESS" | "DISCOUNT";

/** What the hold needs of a code. */
export interface PromoCodeTerms {
  kind: PromoCodeKind;
  ticketTypeIds: string[];
  discountAmount: number | null;
  discountPercent: number | null;
}

/** Codes are matched case-insensitively and without surrounding blanks. */
export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Whether the code gives something on these ticket types (an access code unlocks one, a discount covers one). */
export function codeApplies(code: PromoCodeTerms, typeIds: string[]): boolean {
  if (code.kind === "DISCOUNT" && code.ticketTypeIds.length === 0) return typeIds.length > 0;
  return typeIds.some((t) => code.ticketTypeIds.includes(t));
}

/** What a discount code takes off an order's tickets, in minor units (0 for an access code). */
export function discountOf(code: PromoCodeTerms, items: { ticketTypeId: string | null; unitAmount: number; quantity: number }[]): number {
  if (code.kind !== "DISCOUNT") return 0;
  const eligible = items.filter((i) => i.ticketTypeId && (code.ticketTypeIds.length === 0 || code.ticketTypeIds.includes(i.ticketTypeId)));
  const subtotal = eligible.reduce((n, i) => n + i.unitAmount * i.quantity, 0);
  if (code.discountPercent != null) return Math.floor((subtotal * code.discountPercent) / 100);
  // A ticket keeps at least one minor unit to pay (a price changed after the code was made): an order of 0
  // could not be paid.
  if (code.discountAmount != null) return eligible.reduce((n, i) => n + Math.max(0, Math.min(i.unitAmount - 1, code.discountAmount!)) * i.quantity, 0);
  return 0;
}
