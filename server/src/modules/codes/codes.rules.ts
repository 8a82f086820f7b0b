// Pure rules of organisers' codes (issue 35): the shape of a code, the terms an organiser may set, what a
// discount takes off an order. Decisions: one code per order (codes never stack); a fixed discount is
// taken off each eligible ticket (never below 0); a percentage off the eligible tickets' sum, rounded down
// to the minor unit (the fan never gets more than the stated share off); a code applies only to the
// ticket types it names (a discount naming none applies to every type).
import crypto from "node:crypto";

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

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/** At most this many codes in one bulk generation. */
export const MAX_BULK_CODES = 10_000;

// No 0/O, 1/I/L: a code read aloud or typed from paper is not mistaken.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** `count` distinct random codes, `prefix` + 10 characters (≈ 49 bits each). */
export function generateCodes(count: number, prefix = ""): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    const bytes = crypto.randomBytes(10);
    let s = prefix;
    for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
    out.add(s);
  }
  return [...out];
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
  if (code.discountAmount != null) return eligible.reduce((n, i) => n + Math.min(i.unitAmount, code.discountAmount!) * i.quantity, 0);
  return 0;
}

export interface CodeInput {
  kind: PromoCodeKind;
  ticketTypeIds?: string[] | null;
  discountAmount?: number | null;
  discountPercent?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxUses?: number | null;
  maxUsesPerAccount?: number | null;
}

/** Each term the organiser got wrong, as [field, message key]; empty when the terms hold. */
export function codeTermIssues(input: CodeInput, eventTypeIds: string[]): [string, string][] {
  const issues: [string, string][] = [];
  const types = input.ticketTypeIds ?? [];
  if (types.some((t) => !eventTypeIds.includes(t))) issues.push(["ticketTypeIds", "validation.invalid"]);
  if (input.kind === "ACCESS") {
    if (types.length === 0) issues.push(["ticketTypeIds", "validation.required"]);
    if (input.discountAmount != null || input.discountPercent != null) issues.push(["discountAmount", "validation.invalid"]);
  } else {
    const amount = input.discountAmount != null, percent = input.discountPercent != null;
    if (amount === percent) issues.push(["discountAmount", "validation.required"]);
    if (amount && !(Number.isInteger(input.discountAmount) && input.discountAmount! >= 1 && input.discountAmount! <= 100_000_000)) issues.push(["discountAmount", "validation.invalid"]);
    if (percent && !(Number.isInteger(input.discountPercent) && input.discountPercent! >= 1 && input.discountPercent! <= 100)) issues.push(["discountPercent", "validation.invalid"]);
  }
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) issues.push(["endsAt", "validation.invalid"]);
  for (const f of ["maxUses", "maxUsesPerAccount"] as const) {
    const v = input[f];
    if (v != null && !(Number.isInteger(v) && v >= 1 && v <= 10_000_000)) issues.push([f, "validation.invalid"]);
  }
  return issues;
}
