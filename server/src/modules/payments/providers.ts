// Payment providers behind one interface. A provider creates a payment (at once, or a page the fan finishes
// on), turns its signed webhooks into our events, refunds, and, where its API can, looks a payment up and
// closes a checkout nobody finished. Which provider takes which method is routes.ts.
//
//   wallet   Fan Coin, inside our own database transaction (never a webhook)      provider.wallet.ts
//   sandbox  a hosted page built into this server, for development and staging    provider.sandbox.ts
//   stripe   Stripe Checkout (hosted), PaymentIntents for saved cards              provider.stripe.ts
//   adyen    Adyen Pay by Link (hosted), /payments for stored cards                provider.adyen.ts
//
// One more provider is one more file implementing PaymentProvider, added to `build` below and to
// routes.ts's table of the methods it takes (README, "Wallet and payments").
import type { Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { Config } from "../../config.ts";
import type { Lang } from "../../i18n.ts";
import type { Posted } from "../wallet/index.ts";
import type { PaymentMethod } from "@fanfare/shared/payments";
import { walletProvider } from "./provider.wallet.ts";
import { sandboxProvider } from "./provider.sandbox.ts";
import { createStripeProvider } from "./provider.stripe.ts";
import { createAdyenProvider } from "./provider.adyen.ts";

export type ProviderName = "wallet" | "sandbox" | "stripe" | "adyen";

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

/** A card the provider keeps for the fan: only its token (and the customer it belongs to) ever reach us. */
export interface SavedCardRef extends CardDetails {
  token: string;
  customerRef: string | null;
}

export interface CreatePaymentRequest {
  paymentNo: string;
  userId: string;
  amount: number;
  currency: string;
  method: PaymentMethod | "wallet";
  description: string;
  /** The app's result page (the sandbox appends payRes=1 or 0 and sends the browser there). */
  resultUrl: string;
  /** Our return route (/payments/return/<paymentNo>), absolute: where a real provider sends the browser back. */
  returnUrl: string;
  lang: Lang;
  /** Sandbox only: a new card typed into the sandbox form (a real provider's page collects cards itself). */
  card?: CardDetails & { number: string };
  /** A card the provider saved before. */
  savedCard?: SavedCardRef;
  /** Keep the card the fan enters as a saved card of theirs (at the provider). */
  rememberCard?: boolean;
  /** When the hosted checkout stops taking a decision (the payment's creation + checkoutLifetimeMs). */
  checkoutExpiresAt?: Date;
  /** Synchronous providers (wallet) work inside the caller's transaction. */
  tx?: Tx;
}

export type CreatePaymentResult =
  /** The fan continues on the provider's page (or its 3-D Secure step). */
  | { kind: "redirect"; redirectUrl: string; checkoutRef?: string | null; providerRef?: string | null }
  /** Paid inside the caller's transaction (the wallet). */
  | { kind: "succeeded"; providerRef: string; posted?: Posted }
  /** The provider decided at once (a saved card charged, or declined): applied like its webhook would be. */
  | { kind: "settled"; event: ProviderEvent };

/** A card the provider saved because the fan asked it to. */
export interface ProviderCard extends CardDetails {
  token: string;
}

/** A provider's webhook, once verified, in our words. Every event has the provider's own id (applied once per id). */
export type ProviderEvent =
  | {
      id: string;
      type: "payment.succeeded";
      /** Our payment number, when the provider carries it (metadata, merchant reference). */
      paymentNo: string | null;
      /** The payment at the provider (PaymentIntent, pspReference): what refunds and disputes name. */
      providerRef: string;
      checkoutRef?: string | null;
      amount: number;
      currency: string;
      card?: ProviderCard | null;
    }
  | {
      id: string;
      type: "payment.failed";
      paymentNo: string | null;
      providerRef?: string | null;
      checkoutRef?: string | null;
      reason: string;
      /** A declined attempt inside a hosted checkout that stays open: the fan may try again there. */
      attemptOnly?: boolean;
    }
  | { id: string; type: "refund.succeeded" | "refund.failed"; refundNo: string | null; refundRef: string; paymentRef: string | null; reason?: string | null }
  | { id: string; type: "dispute.opened" | "dispute.won" | "dispute.lost"; disputeRef: string; paymentRef: string; amount: number; currency: string; reason: string | null };

/** What a provider knows of a payment still pending on our side. */
export type LookupResult =
  | { state: "settled"; event: ProviderEvent }
  /** The checkout can still be paid. */
  | { state: "open" }
  /** The fan finished at the provider but its final word is still to come (an asynchronous method). */
  | { state: "waiting" }
  /** Expired or abandoned at the provider: no money was taken. */
  | { state: "closed" };

export interface PaymentRef {
  paymentNo: string;
  providerRef: string | null;
  checkoutRef: string | null;
  amount: number;
  currency: string;
  createdAt: Date;
}

export interface RefundRequest {
  refundNo: string;
  paymentNo: string;
  providerRef: string | null;
  userId: string;
  amount: number;
  currency: string;
  tx?: Tx;
}

/** A provider said no to the request itself (4xx): asking again with the same request changes nothing. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * How long a hosted checkout can still be completed after the payment was created; null for a
   * provider that answers at once. A PENDING payment older than this (plus a grace for a webhook on
   * its way) is looked up (lookup) and then cancelled by the payments:cancel-stale job.
   */
  readonly checkoutLifetimeMs: number | null;
  /** The methods it can take (routes.ts refuses a route to a provider that cannot). */
  readonly methods: readonly PaymentMethod[];
  createPayment(deps: Deps, req: CreatePaymentRequest): Promise<CreatePaymentResult>;
  /** Verifies and reads a webhook; throws WebhookSignatureError when it is not genuine or too old. */
  handleWebhook(deps: Deps, rawBody: Buffer, headers: Headers): Promise<ProviderEvent[]>;
  /** Returns money to where it came from, with req.refundNo as the idempotency key. */
  refund(deps: Deps, req: RefundRequest): Promise<{ refundRef: string; status: "SUCCEEDED" | "SUBMITTED" }>;
  /** Asks the provider where a payment pending on our side stands (before it is cancelled). */
  lookup?(deps: Deps, payment: PaymentRef): Promise<LookupResult>;
  /** Closes a checkout nobody finished, so that it can no longer be paid; "completed" when it just was. */
  closeCheckout?(deps: Deps, payment: PaymentRef): Promise<"closed" | "completed">;
  /** Forgets a saved card at the provider. */
  deleteSavedCard?(deps: Deps, card: { token: string; customerRef: string | null; userId: string }): Promise<void>;
}

function build(config: Config): Map<ProviderName, PaymentProvider> {
  const all = new Map<ProviderName, PaymentProvider>([["wallet", walletProvider]]);
  if (config.payments.sandboxEnabled) all.set("sandbox", sandboxProvider);
  if (config.payments.stripe) all.set("stripe", createStripeProvider(config.payments.stripe));
  if (config.payments.adyen) all.set("adyen", createAdyenProvider(config.payments.adyen));
  return all;
}

// Built once per configuration (the SDK clients keep their connections): every service of an app shares it.
const registries = new WeakMap<Config["payments"], Map<ProviderName, PaymentProvider>>();

/** The providers this configuration has (wallet always; sandbox, Stripe, Adyen when configured). */
export function configuredProviders(config: Config): Map<ProviderName, PaymentProvider> {
  let registry = registries.get(config.payments);
  if (!registry) {
    registry = build(config);
    registries.set(config.payments, registry);
  }
  return registry;
}

/**
 * A provider by the name a payment row keeps; throws when this server has none of that name. The sandbox
 * is always known: a server that has switched it off still refunds and expires the sandbox's old payments.
 */
export function providerFor(deps: Pick<Deps, "config">, name: string): PaymentProvider {
  const p = configuredProviders(deps.config).get(name as ProviderName) ?? (name === "sandbox" ? sandboxProvider : null);
  if (!p) throw new Error(`payment provider ${name} is not configured on this server`);
  return p;
}
