// Wallet amounts: minor units ÷ 100, thousands separators, the currency symbol of the fan's area.
const areaSymbols: Record<string, string> = {
  HKD: "HK$",
  MOP: "MOP$",
  MYR: "RM",
  VND: "₫",
  THB: "฿",
  SGD: "S$",
  TWD: "NT$",
  CNY: "¥",
};

const format = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function currencySymbol(currency: string): string {
  return areaSymbols[currency] ?? `${currency} `;
}

/** 1234567 → "HK$12,345.67"; signed amounts keep their sign in front ("-HK$10.00", "+HK$10.00" with `signed`). */
export function formatWalletAmount(amount: number, currency: string, signed = false): string {
  const sign = amount < 0 ? "-" : signed && amount > 0 ? "+" : "";
  return `${sign}${currencySymbol(currency)}${format.format(Math.abs(amount) / 100)}`;
}

/**
 * An order amount in its own currency (HKD, MOP) or Fan Coin. Fan Coin reads as the wallet shows it
 * (1 Fan Coin = HK$1): the wallet, the pay page and the result page use one unit.
 */
export function formatOrderAmount(amount: number, currency: string): string {
  if (currency === "FANCOIN") return formatWalletAmount(amount, "HKD");
  return `${currencySymbol(currency)}${format.format(amount / 100)}`;
}

/** A deposit typed by the fan ("100", "1,000.5") → minor units; null when not a positive amount with ≤ 2 decimals. */
export function parseDeposit(text: string): number | null {
  const v = text.replace(/,/g, "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const [whole, frac = ""] = v.split(".");
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
