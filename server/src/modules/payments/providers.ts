// Payment providers behind one interface: createPayment, handleWebhook, refund.
//
// "wallet" moves Fan Coin inside our own database transaction (synchronous, never a webhook).
// "sandbox" behaves like a hosted payment page: createPayment returns a redirect to the provider's
// page (served by this server under /sandbox-pay), the fan chooses succeed or fail there, the provider
// sends a signed webhook (POST /webhooks/sandbox) and sends the browser back to our return URL.
// A real provider (Stripe, AlipayHK…) is one more implementation of the same interface.
import crypto from "node:crypto";
import { z } from "zod";
import type { Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import { chargeWallet, refundWallet, type Posted } from "../wallet/index.ts";
import { WebhookSignatureError } from "./payments.errors.ts";
import { hasUnstorableText } from "../../well-formed-text.ts";

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

export interface CreatePaymentRequest {
  paymentNo: string;
  userId: string;
  amount: number;
  currency: string;
  method: string;
  description: string;
  /** Where the provider sends the browser back; it appends payRes=1 (paid) or payRes=0. */
  returnUrl: string;
  /** A new card (number only ever passes through to the provider, never stored by us). */
  card?: CardDetails & { number: string };
  /** A card the provider tokenised before. */
  savedCard?: CardDetails & { token: string };
  rememberCard?: boolean;
  /** When the hosted checkout stops taking a decision (the payment's creation + checkoutLifetimeMs). */
  checkoutExpiresAt?: Date;
  /** Synchronous providers (wallet) work inside the caller's transaction. */
  tx?: Tx;
}

export type CreatePaymentResult =
  | { kind: "redirect"; providerRef: string; redirectUrl: string }
  | { kind: "succeeded"; providerRef: string; posted?: Posted };

/** A whole number a PostgreSQL integer column holds. */
const int32 = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/**
 * A provider's event as we accept it: a correct signature proves who sent it, not that it is well formed.
 * Numbers fit their columns and no text holds what PostgreSQL cannot store (a NUL, a lone surrogate),
 * else the event is refused with a 400 (it answered 500 from the database).
 */
export const providerEventSchema = z
  .object({
    id: z.string().min(1).max(200),
    type: z.enum(["payment.succeeded", "payment.failed", "refund.succeeded"]),
    created: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    data: z.object({
      paymentNo: z.string().min(1).max(100),
      providerRef: z.string().min(1).max(200),
      amount: int32.min(0),
      currency: z.string().min(3).max(10),
      failureReason: z.string().max(200).nullish(),
      /** A card the provider tokenised because the fan asked to remember it. */
      card: z
        .object({ token: z.string().max(200), brand: z.string().max(40), last4: z.string().max(4), expMonth: int32.min(1).max(12), expYear: int32.min(2000).max(2200), holderName: z.string().max(200) })
        .nullish(),
    }),
  })
  .refine((e) => !hasUnstorableText(e), "text PostgreSQL cannot store");
export type ProviderEvent = z.infer<typeof providerEventSchema>;

export interface PaymentProvider {
  readonly name: string;
  /**
   * How long a hosted checkout can still be completed after the payment was created; null for a
   * provider that answers at once. A PENDING payment older than this (plus a grace for a webhook on
   * its way) is cancelled by the payments:cancel-stale job.
   */
  readonly checkoutLifetimeMs: number | null;
  createPayment(deps: Deps, req: CreatePaymentRequest): Promise<CreatePaymentResult>;
  /** Verifies and parses a webhook; throws WebhookSignatureError when it is not genuine or too old. */
  handleWebhook(deps: Deps, rawBody: string, headers: Headers): Promise<ProviderEvent>;
  /** Returns the money to where it came from; idempotent per payment. */
  refund(deps: Deps, req: { paymentNo: string; providerRef: string | null; userId: string; amount: number; currency: string; tx?: Tx }): Promise<{ refundRef: string }>;
}

// ───── wallet ─────

export const walletProvider: PaymentProvider = {
  name: "wallet",
  checkoutLifetimeMs: null,
  async createPayment(_deps, req) {
    if (!req.tx) throw new Error("the wallet provider works inside a transaction");
    const posted = await chargeWallet(req.tx, req.userId, req.amount, req.paymentNo, req.description);
    return { kind: "succeeded", providerRef: `wallet_${posted.transactionId}`, posted };
  },
  async handleWebhook() {
    throw new WebhookSignatureError("the wallet provider sends no webhooks");
  },
  async refund(deps, req) {
    const run = (tx: Tx) => refundWallet(tx, req.userId, req.amount, req.paymentNo, `Refund of ${req.paymentNo}`);
    const posted = req.tx ? await run(req.tx) : await deps.db.$transaction(run);
    return { refundRef: `wallet_${posted.transactionId}` };
  },
};

// ───── sandbox (hosted payment page) ─────

/** How old a webhook may be (and how far in the future) before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The sandbox's hosted checkout lifetime (real providers' sessions last from 15 minutes to a day). */
export const SANDBOX_CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString("base64url");
const hmac = (secret: string, text: string) => crypto.createHmac("sha256", secret).update(text).digest();

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

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  checkoutLifetimeMs: SANDBOX_CHECKOUT_LIFETIME_MS,
  async createPayment(deps, req) {
    const secret = deps.config.payments.sandboxWebhookSecret;
    // Idempotent per payment: asking again for the same paymentNo gives the same reference.
    const providerRef = `sbx_${hmac(secret, `ref.${req.paymentNo}`).toString("hex").slice(0, 20)}`;
    const card = req.card
      ? { token: cardToken(secret, req.card.number), brand: req.card.brand, last4: req.card.last4, expMonth: req.card.expMonth, expYear: req.card.expYear, holderName: req.card.holderName }
      : (req.savedCard ?? null);
    const session: SandboxSession = {
      paymentNo: req.paymentNo,
      providerRef,
      amount: req.amount,
      currency: req.currency,
      method: req.method,
      description: req.description,
      returnUrl: req.returnUrl,
      card,
      remember: !!req.rememberCard && !!req.card,
      expiresAt: req.checkoutExpiresAt?.getTime() ?? deps.now().getTime() + SANDBOX_CHECKOUT_LIFETIME_MS,
    };
    return { kind: "redirect", providerRef, redirectUrl: `/sandbox-pay/${encodeURIComponent(req.paymentNo)}?s=${signSession(secret, session)}` };
  },
  async handleWebhook(deps, rawBody, headers) {
    verifyWebhookSignature(deps.config.payments.sandboxWebhookSecret, rawBody, headers.get("sandbox-signature"), deps.now());
    const parsed = providerEventSchema.safeParse(JSON.parse(rawBody));
    if (!parsed.success) throw new WebhookSignatureError("malformed event");
    return parsed.data;
  },
  async refund(deps, req) {
    // The sandbox keeps no money: a refund always succeeds, with a reference stable per payment.
    return { refundRef: `sbxre_${hmac(deps.config.payments.sandboxWebhookSecret, `refund.${req.paymentNo}`).toString("hex").slice(0, 20)}` };
  },
};

export const providers: Record<string, PaymentProvider> = { wallet: walletProvider, sandbox: sandboxProvider };

export function providerFor(name: string): PaymentProvider {
  const p = providers[name];
  if (!p) throw new Error(`unknown payment provider ${name}`);
  return p;
}
