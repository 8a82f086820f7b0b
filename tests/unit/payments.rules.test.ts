// The payment rules worth testing on their own: routes from PAYMENT_ROUTES (checked at start), production's
// refusal of the sandbox, what a partial refund is in the payment's currency, and the phone-friendly card
// input (the expiry's slash, the brand from the number).
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { describeRoutes, offeredMethods, paymentRoutes, PaymentRoutesError } from "../../server/src/modules/payments/routes.ts";
import { refundInPaymentCurrency } from "../../server/src/modules/payments/payments.rules.ts";
import { detectCardBrand, formatCardNumber, formatExpiryInput, parseExpiry } from "@fanfare/shared/payments";

const stripe = { STRIPE_SECRET_KEY: "sk_test_unit", STRIPE_WEBHOOK_SECRET: "whsec_unit" };
const adyen = { ADYEN_API_KEY: "AQE_unit_key", ADYEN_MERCHANT_ACCOUNT: "FanfareECOM", ADYEN_HMAC_KEY: "A1B2C3D4E5F60718293A4B5C6D7E8F90" };
const production = {
  NODE_ENV: "production",
  APP_SECRET: "x".repeat(40),
  FANAPI_SIGNING_KEY: "prod-signing-key",
  IDENTITY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  QR_SIGNING_KEYS: `k2:${Buffer.alloc(32, 9).toString("base64")}`,
};
const routesOf = (env: Record<string, string>) => Object.fromEntries([...paymentRoutes(loadConfig(env))].map(([m, p]) => [m, p.name]));

describe("payment routes", () => {
  it("default to Stripe, then Adyen, then the sandbox, for what each takes; Apple Pay and Google Pay only when routed", () => {
    expect(routesOf({ ...stripe, ...adyen })).toMatchObject({ card: "stripe", alipay: "stripe", wechatPayHK: "stripe", alipayHK: "adyen", payme: "adyen", momo: "adyen", MPAY: "sandbox", BOC: "sandbox" });
    expect(routesOf({ ...stripe, ...adyen })).not.toHaveProperty("applePay");
  });

  it("follow PAYMENT_ROUTES, case-insensitively; a method with no route is not offered", () => {
    const config = loadConfig({ ...stripe, ...adyen, PAYMENT_ROUTES: "card:stripe, alipayhk:Adyen,applePay:stripe" });
    expect(offeredMethods(config)).toEqual(["wallet", "card", "applePay", "alipayHK"]);
    expect(describeRoutes(config)).toBe("payments: offering wallet, stripe (card, applePay), adyen (alipayHK)");
  });

  it("know the methods by the names the issue and the providers give them (WeChat Pay, UnionPay, Mastercard, BOC Pay, alipay_hk)", () => {
    expect(routesOf({ ...stripe, ...adyen, PAYMENT_ROUTES: "card:stripe,wechatPay:stripe,unionPay:adyen,mastercard:adyen,alipay_hk:adyen,apple_pay:stripe" })).toEqual({
      card: "stripe",
      wechatPayHK: "stripe",
      chinaUnion: "adyen",
      master: "adyen",
      alipayHK: "adyen",
      applePay: "stripe",
    });
  });

  it("refuse, naming each, a route to an unknown method, an unconfigured provider, or a provider that cannot take the method", () => {
    const bad = () => paymentRoutes(loadConfig({ ...stripe, PAYMENT_ROUTES: "cash:stripe,alipayHK:adyen,momo:stripe,card:paypal" }));
    expect(bad).toThrow(PaymentRoutesError);
    expect(bad).toThrow(/"cash" is not a payment method/);
    expect(bad).toThrow(/alipayHK:adyen: adyen is not configured/);
    expect(bad).toThrow(/momo:stripe: stripe does not take momo/);
    expect(bad).toThrow(/card:paypal: "paypal" is not a provider/);
  });

  it("in production: the sandbox is refused unless PAYMENTS_SANDBOX=true; with no provider only Fan Coin is offered, and the log says so", () => {
    const prod = loadConfig(production);
    expect(prod.payments.sandboxEnabled).toBe(false);
    expect(offeredMethods(prod)).toEqual(["wallet"]);
    expect(describeRoutes(prod)).toMatch(/no payment provider is configured: only Fan Coin/);
    expect(() => paymentRoutes(loadConfig({ ...production, PAYMENT_ROUTES: "card:sandbox" }))).toThrow(/card:sandbox: the sandbox is off \(in production it needs PAYMENTS_SANDBOX=true\)/);
    // An old SANDBOX_WEBHOOK_SECRET alone no longer turns it on.
    expect(loadConfig({ ...production, SANDBOX_WEBHOOK_SECRET: "s".repeat(20) }).payments.sandboxEnabled).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: "true" })).toThrow(/SANDBOX_WEBHOOK_SECRET: must be set with PAYMENTS_SANDBOX=true/);
    const staging = loadConfig({ ...production, PAYMENTS_SANDBOX: "true", SANDBOX_WEBHOOK_SECRET: "s".repeat(20) });
    expect(offeredMethods(staging)).toContain("card");
    expect(describeRoutes(staging)).toMatch(/the sandbox takes test payments \(PAYMENTS_SANDBOX=true\): no real money moves/);
    expect(loadConfig({ PAYMENTS_SANDBOX: "false" }).payments.sandboxEnabled).toBe(false);
  });

  it("a provider is configured whole: a key without its webhook secret (or HMAC key) stops the start", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ADYEN_API_KEY: "AQE_unit_key", ADYEN_MERCHANT_ACCOUNT: "M" })).toThrow(/ADYEN_HMAC_KEY: must be set with ADYEN_API_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: "pk_live_x" })).toThrow(/STRIPE_PUBLISHABLE_KEY: must be of the same mode/);
    expect(() => loadConfig({ ...adyen, ADYEN_ENVIRONMENT: "LIVE" })).toThrow(/ADYEN_LIVE_ENDPOINT_PREFIX: must be set with ADYEN_ENVIRONMENT=LIVE/);
    expect(() => loadConfig({ PAYMENT_ROUTES: "card=stripe" })).toThrow(/PAYMENT_ROUTES: must be method:provider pairs/);
  });
});

describe("a part of an order refunded in the payment's currency", () => {
  it("is the same amount in the same currency", () => {
    expect(refundInPaymentCurrency({ orderAmount: 50_00, orderRemaining: 100_00, paymentAmount: 100_00, paymentRemaining: 100_00, orderTotal: 100_00 })).toBe(50_00);
  });
  it("is in proportion for Fan Coin, rounded down, and the last part takes exactly what is left", () => {
    // MOP 100.00 paid with 97.09 Fan Coin.
    const first = refundInPaymentCurrency({ orderAmount: 33_33, orderRemaining: 100_00, paymentAmount: 97_09, paymentRemaining: 97_09, orderTotal: 100_00 });
    expect(first).toBe(32_36);
    const second = refundInPaymentCurrency({ orderAmount: 33_33, orderRemaining: 66_67, paymentAmount: 97_09, paymentRemaining: 97_09 - first, orderTotal: 100_00 });
    const last = refundInPaymentCurrency({ orderAmount: 33_34, orderRemaining: 33_34, paymentAmount: 97_09, paymentRemaining: 97_09 - first - second, orderTotal: 100_00 });
    expect(first + second + last).toBe(97_09);
  });
});

describe("the card form on a phone", () => {
  it("puts the expiry's slash in as digits are typed, and takes it out again with the month's last digit", () => {
    // Typed key by key on a number pad: 1, 2, 2, 9.
    let shown = "";
    for (const key of "1229") shown = formatExpiryInput(shown + key, shown);
    expect(shown).toBe("12/29");
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("12", "1")).toBe("12/");
    expect(formatExpiryInput("12/2", "12/")).toBe("12/2");
    expect(formatExpiryInput("1229")).toBe("12/29");
    expect(formatExpiryInput("4")).toBe("04/");
    expect(formatExpiryInput("12", "12/")).toBe("1");
    expect(formatExpiryInput("12/2029")).toBe("12/29");
    expect(formatExpiryInput("12/29999")).toBe("12/29");
    expect(parseExpiry("1229")).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry("12/29")).toEqual({ expMonth: 12, expYear: 2029 });
  });

  it("knows the brand from the first digits and groups the number as printed", () => {
    expect(detectCardBrand("4242")).toBe("VISA");
    expect(detectCardBrand("5555 5555")).toBe("MASTERCARD");
    expect(detectCardBrand("2221000000000009")).toBe("MASTERCARD");
    expect(detectCardBrand("378282246310005")).toBe("AMEX");
    expect(detectCardBrand("6200000000000005")).toBe("UNIONPAY");
    expect(detectCardBrand("3530111333300000")).toBe("JCB");
    expect(detectCardBrand("6011111111111117")).toBe("DISCOVER");
    expect(detectCardBrand("9")).toBeNull();
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("4242-42a")).toBe("4242 42");
  });
});
