// Pure rules of organisers' codes (issue 35): the shape of a code, generating a batch, the terms an
// organiser may set. What a code takes off an order is @fanfare/shared/codes (the choose page shows it too).
import crypto from "node:crypto";
import { codeApplies, discountOf, merchCodeApplies, merchDiscountOf, normaliseCode, type PromoCodeKind, type PromoCodeTerms } from "@fanfare/shared/codes";

export { codeApplies, discountOf, merchCodeApplies, merchDiscountOf, normaliseCode, type PromoCodeKind, type PromoCodeTerms };

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/** At most this many codes in one bulk generation. */
export const MAX_BULK_CODES = 10_000;

// No 0/O, 1/I/L: a code read aloud or typed from paper is not mistaken.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** `count` distinct random codes, `prefix` + 10 characters (≈ 49 bits each). */
export function generateCodes(count: number, prefix = ""): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    // crypto.randomInt draws each character uniformly: a byte taken modulo the 31 letters would favour the
    // first eight (256 = 8 × 31 + 8).
    let s = prefix;
    for (let i = 0; i < 10; i++) s += ALPHABET[crypto.randomInt(ALPHABET.length)];
    out.add(s);
  }
  return [...out];
}

export interface CodeInput {
  kind: PromoCodeKind;
  ticketTypeIds?: string[] | null;
  discountAmount?: number | null;
  discountPercent?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** ACCESS: its holders may secure its types from this time, before the public sale (a presale window). */
  saleStartsAt?: Date | null;
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
    // An order of HK$0 has no way to be paid (a payment is never 0): a discount leaves something to pay.
    else if (percent && input.discountPercent === 100) issues.push(["discountPercent", "validation.discountLeavesNothing"]);
  }
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) issues.push(["endsAt", "validation.invalid"]);
  // A presale window is an access code's, opens once the code is valid and before it ends.
  const sale = input.saleStartsAt;
  if (sale && (input.kind !== "ACCESS" || (input.startsAt && sale < input.startsAt) || (input.endsAt && sale >= input.endsAt))) issues.push(["saleStartsAt", "validation.invalid"]);
  for (const f of ["maxUses", "maxUsesPerAccount"] as const) {
    const v = input[f];
    if (v != null && !(Number.isInteger(v) && v >= 1 && v <= 10_000_000)) issues.push([f, "validation.invalid"]);
  }
  return issues;
}

/** `n` of `items` drawn uniformly at random without replacement (a partial Fisher–Yates with crypto.randomInt). */
export function drawFair<T>(items: readonly T[], n: number): T[] {
  const a = [...items];
  const k = Math.min(n, a.length);
  for (let i = 0; i < k; i++) {
    const j = i + crypto.randomInt(a.length - i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, k);
}

/**
 * When the code lets its holder secure these ticket types before the event's public sale opens: an access
 * code with its own sale start, naming every type asked for (a public type the code does not name waits
 * for the public sale). Null: the code opens nothing early for these types.
 */
export function earlySaleStart(code: { kind: PromoCodeKind; ticketTypeIds: string[]; saleStartsAt: Date | null }, typeIds: string[]): Date | null {
  if (code.kind !== "ACCESS" || !code.saleStartsAt || typeIds.length === 0) return null;
  return typeIds.every((t) => code.ticketTypeIds.includes(t)) ? code.saleStartsAt : null;
}

/** Where a code stands for one fan (the My Voucher page). */
export type MyCodeStatus = "USABLE" | "NOT_STARTED" | "USED" | "USED_UP" | "EXPIRED" | "DISABLED";

/**
 * Where a code stands for one fan now, and how many uses it has left for them (null: no limit): the
 * fewer of what is left in all and what is left of their share. `myUses` counts the fan's live uses
 * (holds awaiting payment and paid orders; a lapsed or cancelled hold gave its use back). A code whose
 * event is over is expired too (`eventEndsAt`: the event's end, or its start when it has none).
 */
export function myCodeStanding(
  code: { disabledAt: Date | null; startsAt: Date | null; endsAt: Date | null; maxUses: number | null; maxUsesPerAccount: number | null; used: number },
  myUses: number,
  eventEndsAt: Date | null,
  now: Date,
): { status: MyCodeStatus; usesLeft: number | null } {
  const left = [code.maxUses === null ? null : code.maxUses - code.used, code.maxUsesPerAccount === null ? null : code.maxUsesPerAccount - myUses].filter((n): n is number => n !== null);
  const usesLeft = left.length ? Math.max(0, Math.min(...left)) : null;
  // A code the fan has used as often as they may stays "used" (their history), whatever became of it since.
  const status: MyCodeStatus =
    usesLeft === 0 && myUses > 0
      ? "USED"
      : code.disabledAt
        ? "DISABLED"
        : (code.endsAt && code.endsAt <= now) || (eventEndsAt && eventEndsAt <= now)
          ? "EXPIRED"
          : usesLeft === 0
            ? "USED_UP"
            : code.startsAt && code.startsAt > now
              ? "NOT_STARTED"
              : "USABLE";
  return { status, usesLeft };
}
