// The payment rules, one definition for the server and the React client. Pure: zod only. Messages
// are i18n keys of the "validation" namespace of the shared locales.
import { z } from "zod";
import { payPasswordRule } from "./users.ts";

/** Every way to pay. "wallet" is the Fan Coin wallet, "card" a credit card; the rest are regional e-wallets. */
export const EWALLET_METHODS = [
  "alipayHK",
  "alipay",
  "wechatPayHK",
  "visa",
  "master",
  "chinaUnion",
  "momo",
  "payme",
  "alipayMO",
  "MPAY",
  "UEPAY",
  "unionQrPay",
  "BOC",
] as const;
/** Card wallets: paid on the provider's page with a card the phone keeps (offered where a provider takes them). */
export const CARD_WALLET_METHODS = ["applePay", "googlePay"] as const;
export const PAYMENT_METHODS = ["wallet", "card", ...CARD_WALLET_METHODS, ...EWALLET_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CARD_BRANDS = ["VISA", "MASTERCARD", "AMEX", "UNIONPAY", "JCB", "DISCOVER"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What the card's security code is called, by card type. */
export const securityCodeName: Record<CardBrand, "CVV" | "CVC" | "CID" | "CAV2"> = {
  VISA: "CVV",
  MASTERCARD: "CVC",
  AMEX: "CID",
  UNIONPAY: "CVC",
  JCB: "CAV2",
  DISCOVER: "CID",
};
/** American Express prints a 4-digit code; the others 3. */
export const securityCodeLength = (brand: CardBrand) => (brand === "AMEX" ? 4 : 3);

export const msg = {
  selectPaymentMethod: "validation.selectPaymentMethod",
  payPasswordIncomplete: "validation.payPasswordIncomplete",
  cardHolder: "validation.cardHolder",
  cardNumber: "validation.cardNumber",
  cardNumberInvalid: "validation.cardNumberInvalid",
  cardExpiry: "validation.cardExpiry",
  cardExpired: "validation.cardExpired",
  securityCode: "validation.securityCode",
  cardType: "validation.cardType",
  depositPositive: "validation.depositPositive",
  depositTooLarge: "validation.depositTooLarge",
} as const;

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const CARD_HOLDER_MIN = 2;
export const CARD_HOLDER_MAX = 50;

/**
 * A new card. Holder 2–50 characters; number 2–20 digits (spaces ignored) passing Luhn; expiry month
 * and year not in the past; a card type; the security code (CVV/CVC/CID/CAV2) of that type's length.
 * `now` lets the server and tests fix the clock.
 */
export function cardRule(now: Date = new Date()) {
  return z
    .object({
      holderName: z.string(msg.cardHolder).trim().min(CARD_HOLDER_MIN, msg.cardHolder).max(CARD_HOLDER_MAX, msg.cardHolder),
      number: z
        .string(msg.cardNumber)
        .transform((v) => v.replace(/[\s-]/g, ""))
        .pipe(z.string().regex(/^\d{2,20}$/, msg.cardNumber).refine(luhnValid, msg.cardNumberInvalid)),
      expMonth: z.number(msg.cardExpiry).int(msg.cardExpiry).min(1, msg.cardExpiry).max(12, msg.cardExpiry),
      expYear: z.number(msg.cardExpiry).int(msg.cardExpiry).min(2000, msg.cardExpiry).max(2100, msg.cardExpiry),
      securityCode: z.string(msg.securityCode).trim().regex(/^\d{3,4}$/, msg.securityCode),
      brand: z.enum(CARD_BRANDS, msg.cardType),
    })
    .superRefine((card, ctx) => {
      const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) ctx.addIssue({ code: "custom", path: ["expMonth"], message: msg.cardExpired });
      if (card.securityCode.length !== securityCodeLength(card.brand)) ctx.addIssue({ code: "custom", path: ["securityCode"], message: msg.securityCode });
    });
}
export type CardInput = z.output<ReturnType<typeof cardRule>>;

/** "12/28", "12/2028" or the digits a phone's number pad types ("1228") → month and year (null when unreadable). */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const year = Number(m[2]);
  return { expMonth: Number(m[1]), expYear: year < 100 ? 2000 + year : year };
}

/**
 * What the expiry field shows as the fan types on a number pad (iOS's has no "/"): digits only, the slash
 * put in after the month ("1" → "1", "12" → "12/", "1229" → "12/29"); a month's first digit above 1 is a
 * month of its own ("4" → "04/"). Deleting the slash deletes the month's last digit with it.
 */
export function formatExpiryInput(typed: string, previous = ""): string {
  // Autofill gives a four-digit year ("12/2029"): the card's own MM/YY.
  const filled = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(typed);
  if (filled) return `${filled[1]!.padStart(2, "0")}/${filled[2]!.slice(2)}`;
  let digits = typed.replace(/\D/g, "");
  // Backspace over the slash ("12/" → "12"): take the month's second digit too, or the slash comes straight back.
  if (previous.endsWith("/") && typed === previous.slice(0, -1)) digits = digits.slice(0, -1);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2 && typed.length < previous.length) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The card network a number belongs to, by its first digits (null until they tell). */
export function detectCardBrand(number: string): CardBrand | null {
  const d = number.replace(/\D/g, "");
  if (/^4/.test(d)) return "VISA";
  if (/^3[47]/.test(d)) return "AMEX";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return "MASTERCARD";
  if (/^62/.test(d)) return "UNIONPAY";
  if (/^35(2[89]|[3-8]\d)/.test(d)) return "JCB";
  if (/^(6011|65|64[4-9])/.test(d)) return "DISCOVER";
  return null;
}

/** A card number as it is printed: groups of 4 (American Express: 4-6-5), digits only, at most 19. */
export function formatCardNumber(typed: string): string {
  const d = typed.replace(/\D/g, "").slice(0, 19);
  const groups = detectCardBrand(d) === "AMEX" ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let i = 0;
  for (const g of groups) {
    if (i >= d.length) break;
    out.push(d.slice(i, i + g));
    i += g;
  }
  return out.join(" ");
}

export const paymentMethodRule = z.enum(PAYMENT_METHODS, msg.selectPaymentMethod);

/** The payment password on the pay screen: "please enter the full payment password". */
export const fullPayPasswordRule = z.string(msg.payPasswordIncomplete).regex(/^\d{6}$/, msg.payPasswordIncomplete);

export const idempotencyKeyRule = z.string(msg.selectPaymentMethod).trim().min(8).max(100);

/** Deposit (in Fan Coin minor units): greater than 0, at most the configured maximum. */
export function depositRule(max: number) {
  return z.number(msg.depositPositive).int(msg.depositPositive).min(1, msg.depositPositive).max(max, msg.depositTooLarge);
}

export { payPasswordRule };
