// Adyen through its official SDK (`@adyen/api-library`). A new payment is an Adyen Pay by Link payment link:
// Adyen's hosted page takes the card (UnionPay included), AlipayHK, Alipay, WeChat Pay, PayMe, MoMo, Apple Pay
// or Google Pay, runs 3-D Secure and sends the fan back to our return route; no card number reaches this
// server. A link can be looked up (GET /paymentLinks/{id}) and expired (PATCH), which the stale-payment job
// needs. A stored card is charged with /payments (shopperInteraction ContAuth). Every create and refund
// carries an idempotency key; webhooks are verified item by item with the SDK's hmacValidator.
import { CheckoutAPI, Client, Config as AdyenConfig, EnvironmentEnum, HttpClientException, hmacValidator, Types, type NotificationRequestItem, type PaymentRequest } from "./adyen-sdk.ts";
import type { Config } from "../../config.ts";
import type { Lang } from "../../i18n.ts";
import type { PaymentMethod } from "@fanfare/shared/payments";
import { WebhookSignatureError } from "./payments.errors.ts";
import { ProviderRefusedError, type LookupResult, type PaymentProvider, type ProviderCard, type ProviderEvent } from "./providers.ts";
import { RebasedAdyenHttpClient } from "./adyen-transport.ts";

type AdyenSettings = NonNullable<Config["payments"]["adyen"]>;
type NotificationItem = NotificationRequestItem;

/** How long an Adyen payment link we create stays payable. */
export const ADYEN_CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** Which Adyen payment method types each of our methods opens the payment link with. */
export const adyenMethodTypes: Partial<Record<PaymentMethod, string[]>> = {
  card: ["scheme"],
  visa: ["scheme"],
  master: ["scheme"],
  chinaUnion: ["scheme"], // UnionPay (cup) is a card brand of "scheme"
  applePay: ["applepay"],
  googlePay: ["googlepay"],
  alipayHK: ["alipay_hk"],
  alipay: ["alipay"],
  wechatPayHK: ["wechatpayQR", "wechatpayWeb"],
  payme: ["payme"],
  momo: ["momo_wallet"],
};

const adyenLocales: Record<Lang, string> = { en: "en-US", vi: "vi-VN", zh: "zh-CN", zh_tw: "zh-TW", th: "th-TH", ms: "ms-MY" };
const brands: Record<string, string> = { visa: "VISA", mc: "MASTERCARD", amex: "AMEX", cup: "UNIONPAY", jcb: "JCB", discover: "DISCOVER" };

/** The fan as an Adyen shopper (stored payment methods belong to a shopperReference). */
export const shopperReferenceOf = (userId: string) => `fanfare-${userId}`;

/** A 4xx from Adyen answers the request itself; anything else (network, 5xx) may be retried. */
function refusal(e: unknown): ProviderRefusedError | null {
  if (e instanceof HttpClientException && e.statusCode >= 400 && e.statusCode < 500 && e.statusCode !== 429) {
    return new ProviderRefusedError(e.errorCode ?? String(e.statusCode), e.message);
  }
  return null;
}

/** The card an AUTHORISATION stored (when the webhook's additional data carries the token). */
function storedCardOf(item: NotificationItem): ProviderCard | null {
  const data = item.additionalData ?? {};
  const token = data["tokenization.storedPaymentMethodId"] ?? data["recurring.recurringDetailReference"];
  if (!token) return null;
  const [month, year] = (data.expiryDate ?? "").split("/").map(Number);
  const method = item.paymentMethod ?? data.paymentMethod ?? "";
  return {
    token,
    brand: brands[method] ?? method.toUpperCase(),
    last4: data.cardSummary ?? "",
    expMonth: month || 0,
    expYear: year || 0,
    holderName: data.cardHolderName ?? "",
  };
}

/** A dispute webhook's stage, by disputeStatus when Adyen gives one, else by its event code. */
function disputeType(item: NotificationItem): "dispute.opened" | "dispute.won" | "dispute.lost" | null {
  const status = item.additionalData?.disputeStatus;
  if (status === "Lost" || status === "Accepted" || status === "Expired") return "dispute.lost";
  if (status === "Won") return "dispute.won";
  switch (item.eventCode) {
    case "NOTIFICATION_OF_CHARGEBACK":
    case "CHARGEBACK":
    case "REQUEST_FOR_INFORMATION":
      return "dispute.opened";
    case "CHARGEBACK_REVERSED":
    case "PREARBITRATION_WON":
      return "dispute.won";
    case "SECOND_CHARGEBACK":
    case "PREARBITRATION_LOST":
      return "dispute.lost";
    default:
      return status ? "dispute.opened" : null;
  }
}

function readItem(item: NotificationItem): ProviderEvent | null {
  const ok = String(item.success) === "true";
  const id = `${item.eventCode}:${item.pspReference}:${item.originalReference ?? ""}:${ok}`;
  const amount = Number(item.amount?.value ?? 0);
  const currency = String(item.amount?.currency ?? "").toUpperCase();
  switch (item.eventCode) {
    case "AUTHORISATION":
      return ok
        ? { id, type: "payment.succeeded", paymentNo: item.merchantReference || null, providerRef: item.pspReference, amount, currency, card: storedCardOf(item) }
        : // On a payment link the fan may try again; a refused /payments charge ends it (applyProviderEvent decides).
          { id, type: "payment.failed", paymentNo: item.merchantReference || null, providerRef: item.pspReference, reason: item.reason || "REFUSED", attemptOnly: true };
    case "OFFER_CLOSED":
      return { id, type: "payment.failed", paymentNo: item.merchantReference || null, providerRef: item.pspReference, reason: "CHECKOUT_EXPIRED" };
    case "REFUND":
    case "CANCEL_OR_REFUND":
      return { id, type: ok ? "refund.succeeded" : "refund.failed", refundNo: item.merchantReference || null, refundRef: item.pspReference, paymentRef: item.originalReference ?? null, reason: ok ? null : item.reason || "REFUSED" };
    case "REFUND_FAILED":
    case "REFUNDED_REVERSED":
      return { id, type: "refund.failed", refundNo: item.merchantReference || null, refundRef: item.pspReference, paymentRef: item.originalReference ?? null, reason: item.reason || item.eventCode };
    default: {
      const type = disputeType(item);
      if (!type || !item.originalReference) return null;
      return { id, type, disputeRef: item.pspReference, paymentRef: item.originalReference, amount, currency, reason: item.additionalData?.chargebackReasonCode ?? item.reason ?? null };
    }
  }
}

export function createAdyenProvider(cfg: AdyenSettings): PaymentProvider {
  const config = new AdyenConfig({
    apiKey: cfg.apiKey,
    environment: cfg.environment === "LIVE" ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    ...(cfg.liveEndpointPrefix ? { liveEndpointUrlPrefix: cfg.liveEndpointPrefix } : {}),
    applicationName: "Fanfare",
    connectionTimeoutMillis: 20_000,
  });
  // ADYEN_API_BASE (tests): the SDK builds its requests as always; only where they are sent changes.
  const client = new Client(config, cfg.apiBase ? new RebasedAdyenHttpClient(cfg.apiBase) : undefined);
  const checkout = new CheckoutAPI(client);
  const validator = new hmacValidator();
  const merchantAccount = cfg.merchantAccount;

  return {
    name: "adyen",
    checkoutLifetimeMs: ADYEN_CHECKOUT_LIFETIME_MS,
    methods: Object.keys(adyenMethodTypes) as PaymentMethod[],

    async createPayment(_deps, req) {
      const amount = { currency: req.currency, value: req.amount };
      try {
        if (req.savedCard) {
          const paymentRequest = {
            amount,
            reference: req.paymentNo,
            merchantAccount,
            paymentMethod: { type: "scheme", storedPaymentMethodId: req.savedCard.token },
            shopperReference: shopperReferenceOf(req.userId),
            shopperInteraction: Types.checkout.PaymentRequest.ShopperInteractionEnum.ContAuth,
            recurringProcessingModel: Types.checkout.PaymentRequest.RecurringProcessingModelEnum.CardOnFile,
            returnUrl: req.returnUrl,
            channel: Types.checkout.PaymentRequest.ChannelEnum.Web,
            shopperLocale: adyenLocales[req.lang],
            metadata: { fanfarePaymentNo: req.paymentNo },
          } as unknown as PaymentRequest;
          const res = await checkout.PaymentsApi.payments(paymentRequest, { idempotencyKey: `fanfare-pay-${req.paymentNo}` });
          const psp = res.pspReference ?? null;
          if (res.resultCode === "Authorised" && psp) {
            return { kind: "settled", event: { id: `payments:${psp}:authorised`, type: "payment.succeeded", paymentNo: req.paymentNo, providerRef: psp, amount: req.amount, currency: req.currency, card: null } };
          }
          if (res.resultCode === "Refused" || res.resultCode === "Error" || res.resultCode === "Cancelled") {
            return { kind: "settled", event: { id: `payments:${psp ?? req.paymentNo}:${res.resultCode}`, type: "payment.failed", paymentNo: req.paymentNo, providerRef: psp, reason: res.refusalReason || res.resultCode } };
          }
          const action = res.action as { type?: string; url?: string; method?: string } | undefined;
          const url = action?.type === "redirect" && (action.method ?? "GET") === "GET" ? action.url : undefined;
          // Pending, or an action only Adyen's own components can show: the result page follows the webhook.
          return { kind: "redirect", redirectUrl: url ?? req.returnUrl, providerRef: psp };
        }
        const remember = !!req.rememberCard && (adyenMethodTypes[req.method as PaymentMethod] ?? []).includes("scheme");
        const link = await checkout.PaymentLinksApi.paymentLinks(
          {
            reference: req.paymentNo,
            amount,
            merchantAccount,
            description: req.description,
            returnUrl: req.returnUrl,
            allowedPaymentMethods: adyenMethodTypes[req.method as PaymentMethod] ?? ["scheme"],
            shopperLocale: adyenLocales[req.lang],
            ...(req.checkoutExpiresAt ? { expiresAt: req.checkoutExpiresAt } : {}),
            metadata: { fanfarePaymentNo: req.paymentNo },
            ...(remember
              ? {
                  shopperReference: shopperReferenceOf(req.userId),
                  storePaymentMethodMode: Types.checkout.PaymentLinkRequest.StorePaymentMethodModeEnum.Enabled,
                  recurringProcessingModel: Types.checkout.PaymentLinkRequest.RecurringProcessingModelEnum.CardOnFile,
                }
              : {}),
          },
          { idempotencyKey: `fanfare-link-${req.paymentNo}` },
        );
        return { kind: "redirect", redirectUrl: link.url, checkoutRef: link.id };
      } catch (e) {
        throw refusal(e) ?? e;
      }
    },

    async handleWebhook(_deps, rawBody) {
      let body: { notificationItems?: { NotificationRequestItem?: NotificationItem }[] };
      try {
        body = JSON.parse(rawBody.toString("utf8"));
      } catch {
        throw new WebhookSignatureError("malformed notification");
      }
      const items = (body.notificationItems ?? []).map((i) => i.NotificationRequestItem).filter((i): i is NotificationItem => !!i);
      if (!items.length) throw new WebhookSignatureError("no notification items");
      // Every item must carry a valid signature: one forged item refuses the batch (Adyen sends it again).
      for (const item of items) {
        let valid = false;
        try {
          valid = validator.validateHMAC(item, cfg.hmacKey);
        } catch {
          valid = false;
        }
        if (!valid) throw new WebhookSignatureError("bad HMAC signature");
        if (item.merchantAccountCode && item.merchantAccountCode !== merchantAccount) throw new WebhookSignatureError("another merchant account's notification");
      }
      return items.map(readItem).filter((e): e is ProviderEvent => e !== null);
    },

    async refund(_deps, req) {
      if (!req.providerRef) throw new ProviderRefusedError("no_payment", `payment ${req.paymentNo} has no Adyen pspReference to refund`);
      try {
        const res = await checkout.ModificationsApi.refundCapturedPayment(
          req.providerRef,
          { merchantAccount, amount: { currency: req.currency, value: req.amount }, reference: req.refundNo },
          { idempotencyKey: `fanfare-refund-${req.refundNo}` },
        );
        // "received": Adyen's REFUND webhook brings the outcome.
        return { refundRef: res.pspReference, status: "SUBMITTED" };
      } catch (e) {
        throw refusal(e) ?? e;
      }
    },

    async lookup(_deps, payment): Promise<LookupResult> {
      // A stored-card charge has nothing to look up: its 3-D Secure step ended with the checkout's lifetime.
      if (!payment.checkoutRef) return { state: "closed" };
      const link = await checkout.PaymentLinksApi.getPaymentLink(payment.checkoutRef);
      switch (link.status) {
        case "active":
          return { state: "open" };
        case "expired":
          return { state: "closed" };
        default:
          // completed, paid, paymentPending: the AUTHORISATION webhook (with its pspReference) is what settles it.
          return { state: "waiting" };
      }
    },

    async closeCheckout(deps, payment) {
      if (!payment.checkoutRef) return "closed";
      try {
        await checkout.PaymentLinksApi.updatePaymentLink(payment.checkoutRef, { status: Types.checkout.UpdatePaymentLinkRequest.StatusEnum.Expired });
        return "closed";
      } catch (e) {
        if (!refusal(e)) throw e;
        return (await this.lookup!(deps, payment)).state === "waiting" ? "completed" : "closed";
      }
    },

    async deleteSavedCard(_deps, card) {
      try {
        await checkout.RecurringApi.deleteTokenForStoredPaymentDetails(card.token, shopperReferenceOf(card.userId), merchantAccount);
      } catch (e) {
        if (!(e instanceof HttpClientException && (e.statusCode === 404 || e.statusCode === 422))) throw e; // already gone
      }
    },
  };
}
