// The sandbox provider: a hosted payment page built into this server (/sandbox-pay/…, sandbox.routes.ts),
// for development and, with PAYMENTS_SANDBOX=true, staging. createPayment returns a redirect to that page,
// the fan chooses Succeed or Fail there, the "provider" posts a signed webhook (POST /webhooks/sandbox) and
// sends the browser back to the app's result page. Its card form is the only place a card number reaches this
// server, which is why production refuses it unless switched on (config.ts, routes.ts).
import crypto from "node:crypto";
import { z } from "zod";
import { WebhookSignatureError } from "./payments.errors.ts";
import type { CardDetails, PaymentProvider, ProviderEvent } from "./providers.ts";
import { CARD_WALLET_METHODS, PAYMENT_METHODS } from "@fanfare/shared/payments";

/** How old a webhook may be (and how far in the future) before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The sandbox's hosted checkout lifetime (real providers' sessions last from 15 minutes to a day). */
export const SANDBOX_CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString("base64url");
const hmac = (secret: string, text: string) => crypto.createHmac("sha256", secret).update(text).digest();

/** The sandbox's own webhook body (what POST /webhooks/sandbox receives). */
export const sandboxEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(["payment.succeeded", "payment.failed", "refund.succeeded", "dispute.opened", "dispute.won", "dispute.lost"]),
  created: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  data: z.object({
    paymentNo: z.string().min(1).max(100).nullish(),
    providerRef: z.string().min(1).max(200),
    amount: z.number().int(),
    currency: z.string().min(3).max(10),
    failureReason: z.string().max(200).nullish(),
    /** Disputes: the provider's reference of the dispute. */
    disputeRef: z.string().min(1).max(200).nullish(),
    /** A card the provider tokenised because the fan asked to remember it. */
    card: z
      .object({ token: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), holderName: z.string() })
      .nullish(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export interface SandboxSession {
  paymentNo: string;
  providerRef: string;
  amount: number;
  currency: string;
  method: string;
  description: string;
  returnUrl: string;
  card: (CardDetails & { token: string }) | null;
  remember: boolean;
  expiresAt: number;
}

/** The checkout session travels in the page URL, signed, so the hosted page needs no storage. */
export function signSession(secret: string, session: SandboxSession): string {
  const body = b64url(JSON.stringify(session));
  return `${body}.${b64url(hmac(secret, `session.${body}`))}`;
}

export function readSession(secret: string, token: string, now: Date): SandboxSession | null {
  const [body, sig] = token.split(".");
  if (!body || !sig) return null;
  const expected = hmac(secret, `session.${body}`);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const session = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as SandboxSession;
  return session.expiresAt > now.getTime() ? session : null;
}

/** Stripe-style signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">. */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, `${timestampSeconds}.${body}`).toString("hex")}`;
}

export function verifyWebhookSignature(secret: string, body: string, header: string | null, now: Date): void {
  if (!header) throw new WebhookSignatureError("missing signature");
  const parts = Object.fromEntries(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) throw new WebhookSignatureError("malformed signature");
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError("timestamp outside the tolerance window");
  const expected = hmac(secret, `${t}.${body}`);
  const given = Buffer.from(parts.v1, "hex");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new WebhookSignatureError("bad signature");
}

/** The provider's card token: stable per card number, useless without the provider's secret. */
function cardToken(secret: string, number: string): string {
  return `sbxcard_${hmac(secret, `card.${number}`).toString("hex").slice(0, 24)}`;
}

/** The sandbox's wire event in our words. */
export function fromSandboxEvent(e: SandboxEvent): ProviderEvent | null {
  const d = e.data;
  switch (e.type) {
    case "payment.succeeded":
      return { id: e.id, type: "payment.succeeded", paymentNo: d.paymentNo ?? null, providerRef: d.providerRef, checkoutRef: d.providerRef, amount: d.amount, currency: d.currency, card: d.card ?? null };
    case "payment.failed":
      return { id: e.id, type: "payment.failed", paymentNo: d.paymentNo ?? null, providerRef: d.providerRef, checkoutRef: d.providerRef, reason: d.failureReason ?? "DECLINED" };
    case "dispute.opened":
    case "dispute.won":
    case "dispute.lost":
      return { id: e.id, type: e.type, disputeRef: d.disputeRef ?? `${d.providerRef}_dispute`, paymentRef: d.providerRef, amount: d.amount, currency: d.currency, reason: d.failureReason ?? null };
    case "refund.succeeded":
      return null; // the sandbox's refunds succeed when asked (refund below)
  }
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  checkoutLifetimeMs: SANDBOX_CHECKOUT_LIFETIME_MS,
  // Every method but the wallet; Apple Pay and Google Pay need a real provider's page (they are the phone's own).
  methods: PAYMENT_METHODS.filter((m) => m !== "wallet" && !(CARD_WALLET_METHODS as readonly string[]).includes(m)),
  async createPayment(deps, req) {
    const secret = deps.config.payments.sandboxWebhookSecret;
    // Idempotent per payment: asking again for the same paymentNo gives the same reference.
    const providerRef = `sbx_${hmac(secret, `ref.${req.paymentNo}`).toString("hex").slice(0, 20)}`;
    const card = req.card
      ? { token: cardToken(secret, req.card.number), brand: req.card.brand, last4: req.card.last4, expMonth: req.card.expMonth, expYear: req.card.expYear, holderName: req.card.holderName }
      : req.savedCard
        ? { token: req.savedCard.token, brand: req.savedCard.brand, last4: req.savedCard.last4, expMonth: req.savedCard.expMonth, expYear: req.savedCard.expYear, holderName: req.savedCard.holderName }
        : null;
    const session: SandboxSession = {
      paymentNo: req.paymentNo,
      providerRef,
      amount: req.amount,
      currency: req.currency,
      method: req.method,
      description: req.description,
      returnUrl: req.resultUrl,
      card,
      remember: !!req.rememberCard && !!req.card,
      expiresAt: req.checkoutExpiresAt?.getTime() ?? deps.now().getTime() + SANDBOX_CHECKOUT_LIFETIME_MS,
    };
    const redirectUrl = `/sandbox-pay/${encodeURIComponent(req.paymentNo)}?s=${signSession(secret, session)}`;
    return { kind: "redirect", redirectUrl, checkoutRef: providerRef, providerRef };
  },
  async handleWebhook(deps, rawBody, headers) {
    const text = rawBody.toString("utf8");
    verifyWebhookSignature(deps.config.payments.sandboxWebhookSecret, text, headers.get("sandbox-signature"), deps.now());
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new WebhookSignatureError("malformed event");
    }
    const parsed = sandboxEventSchema.safeParse(body);
    if (!parsed.success) throw new WebhookSignatureError("malformed event");
    const event = fromSandboxEvent(parsed.data);
    return event ? [event] : [];
  },
  async refund(deps, req) {
    // The sandbox keeps no money: a refund always succeeds, with a reference stable per refund.
    return { refundRef: `sbxre_${hmac(deps.config.payments.sandboxWebhookSecret, `refund.${req.refundNo}`).toString("hex").slice(0, 20)}`, status: "SUCCEEDED" };
  },
};
