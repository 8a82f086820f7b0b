// Which provider takes which payment method. PAYMENT_ROUTES says it ("card:stripe,alipayHK:adyen"); unset,
// each method goes to the first configured provider that supports it (Stripe, then Adyen, then the sandbox
// where it is on). A method with no route is not offered: the pay page does not show it and payOrder
// refuses it (PaymentMethodUnavailableError). The wallet is always offered. Checked once at start: a route
// to a provider that is not configured, or that cannot take the method, stops the server naming it.
import type { Config } from "../../config.ts";
import { CARD_WALLET_METHODS, PAYMENT_METHODS, type PaymentMethod } from "@fanfare/shared/payments";
import { configuredProviders, type PaymentProvider, type ProviderName } from "./providers.ts";

export type ProviderMethod = Exclude<PaymentMethod, "wallet">;

export class PaymentRoutesError extends Error {}

/** The methods a route may name, case-insensitively. */
const routable = PAYMENT_METHODS.filter((m): m is ProviderMethod => m !== "wallet");
const byLowerName = new Map<string, ProviderMethod>(routable.map((m) => [m.toLowerCase(), m]));
// The names the issue, Stripe and Adyen give some methods: a route written with them means ours.
const aliases: Record<string, ProviderMethod> = {
  wechatpay: "wechatPayHK",
  wechat: "wechatPayHK",
  unionpay: "chinaUnion",
  cup: "chinaUnion",
  mastercard: "master",
  mc: "master",
  bocpay: "BOC",
  alipay_hk: "alipayHK",
  apple_pay: "applePay",
  google_pay: "googlePay",
  momo_wallet: "momo",
};
for (const [alias, method] of Object.entries(aliases)) byLowerName.set(alias, method);

/** The order in which the defaults pick a provider for a method. */
const defaultOrder: ProviderName[] = ["stripe", "adyen", "sandbox"];

function resolve(config: Config): Map<ProviderMethod, PaymentProvider> {
  const providers = configuredProviders(config);
  const routes = new Map<ProviderMethod, PaymentProvider>();
  if (config.payments.routes) {
    const problems: string[] = [];
    for (const { method: name, provider: providerName } of config.payments.routes) {
      const method = byLowerName.get(name.toLowerCase());
      if (!method) {
        problems.push(`"${name}" is not a payment method (one of ${routable.join(", ")})`);
        continue;
      }
      const provider = providers.get(providerName as ProviderName);
      if (!provider || provider.name === "wallet") {
        const why =
          providerName === "sandbox"
            ? "the sandbox is off (in production it needs PAYMENTS_SANDBOX=true)"
            : ["stripe", "adyen"].includes(providerName)
              ? `${providerName} is not configured (set its keys)`
              : `"${providerName}" is not a provider (stripe, adyen, sandbox)`;
        problems.push(`${method}:${providerName}: ${why}`);
        continue;
      }
      if (!provider.methods.includes(method)) {
        problems.push(`${method}:${providerName}: ${providerName} does not take ${method} (it takes ${provider.methods.join(", ")})`);
        continue;
      }
      if (routes.has(method)) problems.push(`${method} is routed twice`);
      routes.set(method, provider);
    }
    if (problems.length) throw new PaymentRoutesError(`Invalid configuration:\n  PAYMENT_ROUTES: ${problems.join("\n  PAYMENT_ROUTES: ")}`);
    return routes;
  }
  for (const method of routable) {
    // Apple Pay and Google Pay are offered only when routed: a provider's card page shows them anyway.
    if ((CARD_WALLET_METHODS as readonly string[]).includes(method)) continue;
    for (const name of defaultOrder) {
      const provider = providers.get(name);
      if (provider?.methods.includes(method)) {
        routes.set(method, provider);
        break;
      }
    }
  }
  return routes;
}

const resolved = new WeakMap<Config["payments"], Map<ProviderMethod, PaymentProvider>>();

/** Method → provider for this configuration; throws PaymentRoutesError naming every bad route. */
export function paymentRoutes(config: Config): Map<ProviderMethod, PaymentProvider> {
  let routes = resolved.get(config.payments);
  if (!routes) {
    routes = resolve(config);
    resolved.set(config.payments, routes);
  }
  return routes;
}

/** The provider that takes `method` now, or null when it is not offered. */
export function routeFor(config: Config, method: string): PaymentProvider | null {
  return paymentRoutes(config).get(method as ProviderMethod) ?? null;
}

/** The methods offered, wallet first, in the order of PAYMENT_METHODS. */
export function offeredMethods(config: Config): PaymentMethod[] {
  const routes = paymentRoutes(config);
  return PAYMENT_METHODS.filter((m) => m === "wallet" || routes.has(m as ProviderMethod));
}

/** The start-up line: which methods are offered, and by whom. */
export function describeRoutes(config: Config): string {
  const routes = [...paymentRoutes(config)];
  if (!routes.length) return "payments: no payment provider is configured: only Fan Coin (the wallet) is offered; top-ups are unavailable";
  const byProvider = new Map<string, string[]>();
  for (const [method, provider] of routes) byProvider.set(provider.name, [...(byProvider.get(provider.name) ?? []), method]);
  const parts = [...byProvider].map(([provider, methods]) => `${provider} (${methods.join(", ")})`);
  const sandbox = byProvider.has("sandbox") ? (config.isProduction ? "; the sandbox takes test payments (PAYMENTS_SANDBOX=true): no real money moves" : "; the sandbox takes test payments") : "";
  return `payments: offering wallet, ${parts.join(", ")}${sandbox}`;
}
