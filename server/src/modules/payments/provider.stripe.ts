// Stripe through its official SDK (`stripe`). A new payment is a Stripe Checkout Session: Stripe's own page
// collects the card (Apple Pay and Google Pay appear there on devices that have them), Alipay or WeChat Pay,
// runs 3-D Secure and sends the fan back to our return route; no card number ever reaches this server. A
// saved card (a PaymentMethod of the fan's Customer) is charged with a PaymentIntent confirmed here, whose
// 3-D Secure step, if any, is Stripe's page too. Every create and refund carries an idempotency key made from
// our payment or refund number; webhooks are verified by stripe.webhooks.constructEvent.
import Stripe from "stripe";
import type { Config } from "../../config.ts";
import type { Deps } from "../../deps.ts";
import type { Lang } from "../../i18n.ts";
import type { PaymentMethod } from "@fanfare/shared/payments";
import { WebhookSignatureError } from "./payments.errors.ts";
import { ProviderRefusedError, type LookupResult, type PaymentProvider, type ProviderCard, type ProviderEvent } from "./providers.ts";

type StripeConfig = NonNullable<Config["payments"]["stripe"]>;

/** Stripe's shortest Checkout Session (expires_at must be 30 minutes to 24 hours away). */
export const STRIPE_CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** Which Stripe payment method types each of our methods opens Checkout with. */
export const stripeMethodTypes: Partial<Record<PaymentMethod, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[]>> = {
  card: ["card"],
  visa: ["card"],
  master: ["card"],
  chinaUnion: ["card"], // UnionPay cards are cards at Stripe
  applePay: ["card"], // Apple Pay and Google Pay are card wallets: Checkout shows them on devices that have them
  googlePay: ["card"],
  alipay: ["alipay"],
  wechatPayHK: ["wechat_pay"],
};

const stripeLocales: Record<Lang, Stripe.Checkout.SessionCreateParams.Locale> = { en: "en", vi: "vi", zh: "zh", zh_tw: "zh-TW", th: "th", ms: "ms" };

const brands: Record<string, string> = { visa: "VISA", mastercard: "MASTERCARD", amex: "AMEX", unionpay: "UNIONPAY", jcb: "JCB", discover: "DISCOVER" };

/** The SDK's host options for STRIPE_API_BASE (tests point it at a local double). */
function hostOptions(apiBase: string | null): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

/** A 4xx from Stripe is an answer about the request itself; anything else (network, 5xx, 429) may be retried. */
function refusal(e: unknown): ProviderRefusedError | null {
  if (e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeCardError || e instanceof Stripe.errors.StripeIdempotencyError) {
    return new ProviderRefusedError(e.code ?? e.type, e.message);
  }
  return null;
}

export function createStripeProvider(cfg: StripeConfig): PaymentProvider {
  const stripe = new Stripe(cfg.secretKey, { ...hostOptions(cfg.apiBase), maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: "Fanfare" } });

  /** The fan's Stripe Customer, made once (its id kept in PaymentCustomer). */
  async function customerFor(deps: Deps, userId: string): Promise<string> {
    const where = { userId_provider: { userId, provider: "stripe" } };
    const known = await deps.db.paymentCustomer.findUnique({ where });
    if (known) return known.customerRef;
    // No e-mail or name goes to Stripe: the card holder's page asks what it needs.
    const customer = await stripe.customers.create({ metadata: { fanfare_user_id: userId } }, { idempotencyKey: `fanfare-customer-${userId}` });
    // Two first payments racing make one row (both got the same Customer from the idempotency key anyway).
    await deps.db.$executeRaw`insert into "PaymentCustomer" (id, "userId", provider, "customerRef", "createdAt")
      values (${`pc_${customer.id}`}, ${userId}, 'stripe', ${customer.id}, now()) on conflict ("userId", provider) do nothing`;
    return (await deps.db.paymentCustomer.findUniqueOrThrow({ where })).customerRef;
  }

  /** The card a PaymentIntent saved (setup_future_usage): brand, last 4 and expiry from its PaymentMethod. */
  async function savedCardOf(deps: Deps, pi: Stripe.PaymentIntent): Promise<ProviderCard | null> {
    const pmId = idOf(pi.payment_method as string | Stripe.PaymentMethod | null);
    if (!pi.setup_future_usage || !pmId) return null;
    try {
      const pm = typeof pi.payment_method === "object" && pi.payment_method?.card ? pi.payment_method : await stripe.paymentMethods.retrieve(pmId);
      if (!pm.card) return null;
      return { token: pm.id, brand: brands[pm.card.brand] ?? pm.card.brand.toUpperCase(), last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year, holderName: pm.billing_details?.name ?? "" };
    } catch (e) {
      // The payment stands without it; the fan can save the card next time.
      deps.log.warn(`stripe: could not read the saved card ${pmId}: ${String(e)}`);
      return null;
    }
  }

  function success(id: string, pi: Stripe.PaymentIntent, card: ProviderCard | null, checkoutRef: string | null = null): ProviderEvent {
    return {
      id,
      type: "payment.succeeded",
      paymentNo: pi.metadata?.fanfare_payment_no ?? null,
      providerRef: pi.id,
      checkoutRef,
      amount: pi.amount_received || pi.amount,
      currency: pi.currency.toUpperCase(),
      card,
    };
  }

  function sessionPaid(id: string, s: Stripe.Checkout.Session): ProviderEvent | null {
    const pi = idOf(s.payment_intent as string | Stripe.PaymentIntent | null);
    if (!pi || (s.payment_status !== "paid" && s.payment_status !== "no_payment_required")) return null;
    return {
      id,
      type: "payment.succeeded",
      paymentNo: s.client_reference_id ?? s.metadata?.fanfare_payment_no ?? null,
      providerRef: pi,
      checkoutRef: s.id,
      amount: s.amount_total ?? 0,
      currency: (s.currency ?? "").toUpperCase(),
      card: null,
    };
  }

  const declineOf = (pi: Stripe.PaymentIntent) => pi.last_payment_error?.decline_code ?? pi.last_payment_error?.code ?? "DECLINED";

  async function readEvent(deps: Deps, event: Stripe.Event): Promise<ProviderEvent[]> {
    switch (event.type) {
      case "payment_intent.succeeded": {
        const pi = event.data.object;
        return [success(event.id, pi, await savedCardOf(deps, pi))];
      }
      case "payment_intent.payment_failed": {
        // Inside a Checkout Session the fan may try another card on the same page: only the session's end
        // ends a hosted checkout (applyProviderEvent decides by the payment).
        const pi = event.data.object;
        return [{ id: event.id, type: "payment.failed", paymentNo: pi.metadata?.fanfare_payment_no ?? null, providerRef: pi.id, reason: declineOf(pi), attemptOnly: true }];
      }
      case "payment_intent.canceled": {
        const pi = event.data.object;
        return [{ id: event.id, type: "payment.failed", paymentNo: pi.metadata?.fanfare_payment_no ?? null, providerRef: pi.id, reason: "CANCELLED" }];
      }
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const paid = sessionPaid(event.id, event.data.object);
        return paid ? [paid] : [];
      }
      case "checkout.session.async_payment_failed":
      case "checkout.session.expired": {
        const s = event.data.object;
        const reason = event.type === "checkout.session.expired" ? "CHECKOUT_EXPIRED" : "DECLINED";
        return [{ id: event.id, type: "payment.failed", paymentNo: s.client_reference_id ?? s.metadata?.fanfare_payment_no ?? null, checkoutRef: s.id, reason }];
      }
      case "refund.created":
      case "refund.updated":
      case "refund.failed":
      case "charge.refund.updated": {
        const r = event.data.object as Stripe.Refund;
        const base = { id: event.id, refundNo: r.metadata?.fanfare_refund_no ?? null, refundRef: r.id, paymentRef: idOf(r.payment_intent as string | Stripe.PaymentIntent | null) };
        if (r.status === "succeeded") return [{ ...base, type: "refund.succeeded" }];
        if (r.status === "failed" || r.status === "canceled") return [{ ...base, type: "refund.failed", reason: r.failure_reason ?? r.status }];
        return [];
      }
      case "charge.dispute.created":
      case "charge.dispute.closed": {
        const d = event.data.object;
        const paymentRef = idOf(d.payment_intent as string | Stripe.PaymentIntent | null) ?? idOf(d.charge as string | Stripe.Charge);
        if (!paymentRef) return [];
        const type = event.type === "charge.dispute.created" ? "dispute.opened" : d.status === "lost" ? "dispute.lost" : "dispute.won";
        return [{ id: event.id, type, disputeRef: d.id, paymentRef, amount: d.amount, currency: d.currency.toUpperCase(), reason: d.reason ?? null }];
      }
      default:
        return [];
    }
  }

  return {
    name: "stripe",
    checkoutLifetimeMs: STRIPE_CHECKOUT_LIFETIME_MS,
    methods: Object.keys(stripeMethodTypes) as PaymentMethod[],

    async createPayment(deps, req) {
      const metadata = { fanfare_payment_no: req.paymentNo };
      try {
        if (req.savedCard) {
          const pi = await stripe.paymentIntents.create(
            {
              amount: req.amount,
              currency: req.currency.toLowerCase(),
              customer: req.savedCard.customerRef ?? undefined,
              payment_method: req.savedCard.token,
              allowed_payment_method_types: ["card"],
              confirm: true,
              return_url: req.returnUrl,
              description: req.description,
              metadata,
            },
            { idempotencyKey: `fanfare-pay-${req.paymentNo}` },
          );
          if (pi.status === "succeeded") return { kind: "settled", event: success(`intent:${pi.id}:succeeded`, pi, null) };
          if (pi.status === "requires_payment_method" || pi.status === "canceled") {
            return { kind: "settled", event: { id: `intent:${pi.id}:failed`, type: "payment.failed", paymentNo: req.paymentNo, providerRef: pi.id, reason: declineOf(pi) } };
          }
          const next = pi.next_action?.redirect_to_url?.url;
          return { kind: "redirect", redirectUrl: next ?? req.returnUrl, providerRef: pi.id };
        }
        const types = stripeMethodTypes[req.method as PaymentMethod] ?? ["card"];
        const remember = !!req.rememberCard && types.includes("card");
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [{ quantity: 1, price_data: { currency: req.currency.toLowerCase(), unit_amount: req.amount, product_data: { name: req.description } } }],
            allowed_payment_method_types: types,
            ...(types.includes("wechat_pay") ? { payment_method_options: { wechat_pay: { client: "web" as const } } } : {}),
            success_url: `${req.returnUrl}?payRes=1`,
            cancel_url: `${req.returnUrl}?payRes=0`,
            client_reference_id: req.paymentNo,
            metadata,
            payment_intent_data: { description: req.description, metadata: { ...metadata, fanfare_checkout: "1" }, ...(remember ? { setup_future_usage: "on_session" as const } : {}) },
            ...(remember ? { customer: await customerFor(deps, req.userId) } : {}),
            ...(req.checkoutExpiresAt ? { expires_at: unix(req.checkoutExpiresAt) } : {}),
            locale: stripeLocales[req.lang],
          },
          { idempotencyKey: `fanfare-checkout-${req.paymentNo}` },
        );
        if (!session.url) throw new ProviderRefusedError("no_url", "Stripe returned a Checkout Session without a page");
        return { kind: "redirect", redirectUrl: session.url, checkoutRef: session.id };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeCardError && req.savedCard) {
          // A saved card declined on confirmation: a decided attempt, like its webhook.
          const pi = (e.payment_intent as Stripe.PaymentIntent | undefined) ?? null;
          return { kind: "settled", event: { id: `intent:${pi?.id ?? req.paymentNo}:declined`, type: "payment.failed", paymentNo: req.paymentNo, providerRef: pi?.id ?? null, reason: e.decline_code ?? e.code ?? "DECLINED" } };
        }
        throw refusal(e) ?? e;
      }
    },

    async handleWebhook(deps, rawBody, headers) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers.get("stripe-signature") ?? "", cfg.webhookSecret);
      } catch (e) {
        throw new WebhookSignatureError(e instanceof Error ? e.message : "bad signature");
      }
      return readEvent(deps, event);
    },

    async refund(_deps, req) {
      if (!req.providerRef) throw new ProviderRefusedError("no_payment", `payment ${req.paymentNo} has no Stripe PaymentIntent to refund`);
      try {
        const r = await stripe.refunds.create(
          { payment_intent: req.providerRef, amount: req.amount, metadata: { fanfare_refund_no: req.refundNo, fanfare_payment_no: req.paymentNo } },
          { idempotencyKey: `fanfare-refund-${req.refundNo}` },
        );
        if (r.status === "failed" || r.status === "canceled") throw new ProviderRefusedError(r.failure_reason ?? r.status, `Stripe refund ${r.id} ${r.status}`);
        return { refundRef: r.id, status: r.status === "succeeded" ? "SUCCEEDED" : "SUBMITTED" };
      } catch (e) {
        throw refusal(e) ?? e;
      }
    },

    async lookup(_deps, payment): Promise<LookupResult> {
      if (payment.checkoutRef?.startsWith("cs_")) {
        const s = await stripe.checkout.sessions.retrieve(payment.checkoutRef);
        const paid = sessionPaid(`lookup:${s.id}:paid`, s);
        if (paid) return { state: "settled", event: paid };
        if (s.status === "open") return { state: "open" };
        return s.status === "complete" ? { state: "waiting" } : { state: "closed" };
      }
      if (payment.providerRef?.startsWith("pi_")) {
        const pi = await stripe.paymentIntents.retrieve(payment.providerRef);
        if (pi.status === "succeeded") return { state: "settled", event: success(`lookup:${pi.id}:succeeded`, pi, null) };
        if (pi.status === "processing") return { state: "waiting" };
        if (pi.status === "canceled" || pi.status === "requires_payment_method") return { state: "closed" };
        return { state: "open" };
      }
      return { state: "closed" }; // Stripe never answered the create: nothing can be paid
    },

    async closeCheckout(_deps, payment) {
      try {
        if (payment.checkoutRef?.startsWith("cs_")) await stripe.checkout.sessions.expire(payment.checkoutRef);
        else if (payment.providerRef?.startsWith("pi_")) await stripe.paymentIntents.cancel(payment.providerRef);
        return "closed";
      } catch (e) {
        if (!refusal(e)) throw e;
        // Refused: it is no longer open. Paid in the meantime, or closed already?
        const again = await this.lookup!(_deps, payment);
        return again.state === "settled" || again.state === "waiting" ? "completed" : "closed";
      }
    },

    async deleteSavedCard(_deps, card) {
      try {
        await stripe.paymentMethods.detach(card.token);
      } catch (e) {
        if (!(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e; // already detached or gone
      }
    },
  };
}
