// Money as the fan reads it, one implementation for the client's pages and the server's own pages and
// e-mails. Amounts are integer minor units (cents) with their currency beside them; the formatters
// divide by 100 only for display and never round (Intl with at most two fraction digits of a value
// that has at most two).

/** The currency symbol of each area a fan may be in; an unknown currency shows its code and a space. */
const currencySymbols: Record<string, string> = {
  HKD: "HK$",
  MOP: "MOP$",
  MYR: "RM",
  VND: "₫",
  THB: "฿",
  SGD: "S$",
  TWD: "NT$",
  CNY: "¥",
};

const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const centsWhenNeeded = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function currencySymbol(currency: string): string {
  return currencySymbols[currency] ?? `${currency} `;
}

/**
 * Minor units → the number in major units with thousands separators and the sign in front:
 * 123456 → "1,234.56", -500 → "-5.00". `cents: "whenNeeded"` drops ".00" from whole amounts ("-5").
 */
export function formatAmount(amount: number, cents: "always" | "whenNeeded" = "always"): string {
  const major = Math.abs(amount) / 100;
  const format = cents === "always" || !Number.isInteger(major) ? twoDecimals : centsWhenNeeded;
  return `${amount < 0 ? "-" : ""}${format.format(major)}`;
}

/** A price → "HK$1,280" or "MOP$99.50": whole amounts without cents. */
export function formatMoney(money: { amount: number; currency: string }): string {
  const text = formatAmount(money.amount, "whenNeeded");
  const sign = text.startsWith("-") ? "-" : "";
  return `${sign}${currencySymbol(money.currency)}${text.slice(sign.length)}`;
}

/** Fan Coin's value currency: 1 Fan Coin = HK$1, whatever the fan's area (which only sets the phone page's default dial code). */
export const FAN_COIN_VALUE_CURRENCY = "HKD";

/** 1234567 → "HK$12,345.67"; signed amounts keep their sign in front ("-HK$10.00", "+HK$10.00" with `signed`). */
export function formatWalletAmount(amount: number, currency: string, signed = false): string {
  const sign = amount < 0 ? "-" : signed && amount > 0 ? "+" : "";
  return `${sign}${currencySymbol(currency)}${formatAmount(Math.abs(amount))}`;
}

/**
 * An order amount in its own currency (HKD, MOP) or Fan Coin. Fan Coin reads as the wallet shows it
 * (1 Fan Coin = HK$1): the wallet, the pay page and the result page use one unit.
 */
export function formatOrderAmount(amount: number, currency: string): string {
  if (currency === "FANCOIN") return formatWalletAmount(amount, FAN_COIN_VALUE_CURRENCY);
  return formatWalletAmount(amount, currency);
}

/** A deposit typed by the fan ("100", "1,000.5") → minor units; null when not a positive amount with ≤ 2 decimals. */
export function parseDeposit(text: string): number | null {
  const v = text.replace(/,/g, "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const [whole, frac = ""] = v.split(".");
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}
