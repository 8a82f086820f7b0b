// A local stand-in for Stripe's API, for tests that cannot reach Stripe: a real HTTP server at the host the
// `stripe` SDK is pointed at (STRIPE_API_BASE). It answers the endpoints Fanfare calls with the bodies of
// Stripe's API reference (Checkout Sessions, PaymentIntents, PaymentMethods, Customers, Refunds), keeps
// Stripe's idempotency (the same Idempotency-Key and body: the same answer, replayed; another body: an
// idempotency_error), records every request for the test to assert on, serves a minimal "Stripe page"
// for a session's `url` (and a 3-D Secure page) that redirects back with the real return URLs, and posts
// events signed with the SDK's own stripe.webhooks.generateTestHeaderString: at once, held, duplicated,
// reordered or late, as the test asks.
import type http from "node:http";
import { bodyOf, listenLocally, type LocalHttpServer } from "./local-http.ts";
import crypto from "node:crypto";
import Stripe from "stripe";

export interface StripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
  stripeVersion: string | null;
  /** The form body as Stripe's SDK encodes it (brackets), parsed into objects and arrays. */
  body: Record<string, unknown>;
}

type Obj = Record<string, unknown> & { id: string };

const rand = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=x` → { a: { b: [ { c: "x" } ] } }, as Stripe reads its form bodies. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const k = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[k] = value;
      else {
        container[k] ??= nextIsIndex ? [] : {};
        node = container[k] as Record<string, unknown> | unknown[];
      }
    });
  }
  return out;
}

const brandOf = (number: string) => (/^4/.test(number) ? "visa" : /^(5[1-5]|2[2-7])/.test(number) ? "mastercard" : /^62/.test(number) ? "unionpay" : /^3[47]/.test(number) ? "amex" : /^35/.test(number) ? "jcb" : "visa");

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:20px;max-width:420px}label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px}button{margin-top:16px;width:100%;padding:12px;font-size:16px}</style>
</head><body>${body}</body></html>`;
}

export class StripeDouble {
  readonly requests: StripeRequest[] = [];
  readonly webhookSecret = "whsec_fanfare_test_double";
  readonly secretKey = "sk_test_fanfare_double";
  /** Where events are posted (the server's /webhooks/stripe); set by the test once the server listens. */
  webhookUrl: string | null = null;
  /** Post the events of a payment made on the page as soon as it is made (false: the test delivers them). */
  autoWebhooks = true;
  /** What a refund answers: "succeeded" (Stripe's usual for cards) or "pending" (its webhook brings the end). */
  refundStatus: "succeeded" | "pending" = "succeeded";
  /** What confirming a saved card does. */
  savedCardOutcome: "succeeded" | "requires_action" | "declined" = "succeeded";
  /** The next requests whose path matches answer this status (a provider that is down, a refusal), once each. */
  readonly failures: { path: RegExp; status: number; error?: Record<string, unknown> }[] = [];
  /** While set, refund requests wait for it before they are answered (holdRefunds). */
  private refundsHeld: Promise<void> | null = null;
  /** Idempotency keys of requests being answered: Stripe answers a second request with one 409 until the first ends. */
  private readonly inProgress = new Set<string>();
  /** Every event made (delivered or not), oldest first. */
  readonly events: Stripe.Event[] = [];

  readonly sessions = new Map<string, Obj>();
  readonly intents = new Map<string, Obj>();
  readonly methods = new Map<string, Obj>();
  readonly customers = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  private readonly idempotent = new Map<string, { body: string; status: number; answer: string }>();
  private readonly signer = new Stripe("sk_test_fanfare_double");
  private server!: LocalHttpServer;
  url = "";

  static async start(): Promise<StripeDouble> {
    const d = new StripeDouble();
    d.server = await listenLocally((req, res) => d.handle(req, res), (e) => ({ error: { type: "api_error", message: String(e) } }));
    d.url = d.server.url;
    return d;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** The environment that points the server's Stripe SDK here (for loadConfig). */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_BASE: this.url, ...extra };
  }

  /** A slow provider: refund requests arrive (and are recorded) but wait for the release this returns. */
  holdRefunds(): () => void {
    let release!: () => void;
    this.refundsHeld = new Promise((r) => (release = r));
    return () => {
      this.refundsHeld = null;
      release();
    };
  }

  /** The recorded API calls to a path (e.g. "/v1/checkout/sessions"). */
  calls(method: string, path: string | RegExp): StripeRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)));
  }

  // ───── the API ─────

  private error(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
    return { status, answer: { error: { type, message, ...extra } } };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const text = await bodyOf(req);
    const url = new URL(req.url ?? "/", this.url);
    if (url.pathname.startsWith("/pay/") || url.pathname.startsWith("/3ds/")) return this.hostedPage(req, res, url, text);
    const record: StripeRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
      authorization: (req.headers.authorization as string | undefined) ?? null,
      stripeVersion: (req.headers["stripe-version"] as string | undefined) ?? null,
      body: parseStripeForm(text),
    };
    this.requests.push(record);
    const send = (status: number, answer: unknown, replayed = false) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": rand("req"), ...(replayed ? { "idempotent-replayed": "true" } : {}) });
      res.end(typeof answer === "string" ? answer : JSON.stringify(answer));
    };
    if (record.authorization !== `Bearer ${this.secretKey}`) return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    const failure = this.failures.findIndex((f) => f.path.test(url.pathname));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      return send(f!.status, { error: f!.error ?? { type: "api_error", message: "An unknown error occurred" } });
    }
    if (record.method === "POST" && record.idempotencyKey) {
      const seen = this.idempotent.get(record.idempotencyKey);
      if (seen && seen.body !== text) {
        return send(400, { error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${record.idempotencyKey}' if you meant to execute a different request.` } });
      }
      if (seen) return send(seen.status, seen.answer, true);
      if (this.inProgress.has(record.idempotencyKey)) {
        return send(409, { error: { type: "idempotency_error", message: "There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later." } });
      }
    }
    if (this.refundsHeld && record.method === "POST" && url.pathname === "/v1/refunds") {
      if (record.idempotencyKey) this.inProgress.add(record.idempotencyKey);
      await this.refundsHeld;
      if (record.idempotencyKey) this.inProgress.delete(record.idempotencyKey);
    }
    const { status, answer } = this.route(record);
    if (record.method === "POST" && record.idempotencyKey && status < 500) this.idempotent.set(record.idempotencyKey, { body: text, status, answer: JSON.stringify(answer) });
    send(status, answer);
  }

  private route(r: StripeRequest): { status: number; answer: unknown } {
    const b = r.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed form body
    const p = r.path;
    let m: RegExpExecArray | null;
    if (r.method === "POST" && p === "/v1/customers") {
      const c = { id: rand("cus"), object: "customer", created: now(), email: b.email ?? null, livemode: false, metadata: b.metadata ?? {} };
      this.customers.set(c.id, c);
      return { status: 200, answer: c };
    }
    if (r.method === "POST" && p === "/v1/checkout/sessions") {
      const id = rand("cs_test");
      const amount = Number(b.line_items?.[0]?.price_data?.unit_amount ?? 0) * Number(b.line_items?.[0]?.quantity ?? 1);
      const s = {
        id,
        object: "checkout.session",
        allowed_payment_method_types: b.allowed_payment_method_types ?? null,
        amount_subtotal: amount,
        amount_total: amount,
        cancel_url: b.cancel_url ?? null,
        client_reference_id: b.client_reference_id ?? null,
        created: now(),
        currency: b.line_items?.[0]?.price_data?.currency ?? null,
        customer: b.customer ?? null,
        expires_at: Number(b.expires_at ?? now() + 86_400),
        livemode: false,
        locale: b.locale ?? null,
        metadata: b.metadata ?? {},
        mode: b.mode ?? "payment",
        payment_intent: null,
        payment_method_types: b.allowed_payment_method_types ?? ["card"],
        payment_status: "unpaid",
        status: "open",
        success_url: b.success_url ?? null,
        ui_mode: "hosted_page",
        url: `${this.url}/pay/${id}`,
        payment_intent_data: b.payment_intent_data ?? {},
      };
      this.sessions.set(id, s);
      return { status: 200, answer: this.publicSession(s) };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(p)) && r.method === "GET") {
      const s = this.sessions.get(m[1]!);
      return s ? { status: 200, answer: this.publicSession(s) } : this.error(404, "invalid_request_error", `No such checkout.session: '${m[1]}'`, { code: "resource_missing" });
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(p)) && r.method === "POST") {
      const s = this.sessions.get(m[1]!);
      if (!s) return this.error(404, "invalid_request_error", `No such checkout.session: '${m[1]}'`, { code: "resource_missing" });
      if (s.status !== "open") return this.error(400, "invalid_request_error", "Only Checkout Sessions with a status in [\"open\"] can be expired.", { code: "checkout_session_not_expirable" });
      s.status = "expired";
      this.emit("checkout.session.expired", this.publicSession(s));
      return { status: 200, answer: this.publicSession(s) };
    }
    if (r.method === "POST" && p === "/v1/payment_intents") return this.confirmSavedCard(b);
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(p)) && r.method === "GET") {
      const pi = this.intents.get(m[1]!);
      return pi ? { status: 200, answer: pi } : this.error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, { code: "resource_missing" });
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(p)) && r.method === "POST") {
      const pi = this.intents.get(m[1]!);
      if (!pi) return this.error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, { code: "resource_missing" });
      if (pi.status === "succeeded" || pi.status === "canceled") return this.error(400, "invalid_request_error", `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.`, { code: "payment_intent_unexpected_state" });
      pi.status = "canceled";
      this.emit("payment_intent.canceled", pi);
      return { status: 200, answer: pi };
    }
    if ((m = /^\/v1\/payment_methods\/([^/]+)$/.exec(p)) && r.method === "GET") {
      const pm = this.methods.get(m[1]!);
      return pm ? { status: 200, answer: pm } : this.error(404, "invalid_request_error", `No such PaymentMethod: '${m[1]}'`, { code: "resource_missing" });
    }
    if ((m = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(p)) && r.method === "POST") {
      const pm = this.methods.get(m[1]!);
      if (!pm || !pm.customer) return this.error(400, "invalid_request_error", "The payment method you provided is not attached to a customer so detachment is impossible.");
      pm.customer = null;
      return { status: 200, answer: pm };
    }
    if (r.method === "POST" && p === "/v1/refunds") {
      const pi = this.intents.get(String(b.payment_intent));
      if (!pi || pi.status !== "succeeded") return this.error(400, "invalid_request_error", `No such payment_intent: '${String(b.payment_intent)}'`, { code: "resource_missing", param: "payment_intent" });
      const refunded = [...this.refunds.values()].filter((x) => x.payment_intent === pi.id && x.status !== "failed").reduce((n, x) => n + Number(x.amount), 0);
      const amount = b.amount ? Number(b.amount) : Number(pi.amount) - refunded;
      if (refunded >= Number(pi.amount)) return this.error(400, "invalid_request_error", `Charge ${String(pi.latest_charge)} has already been refunded.`, { code: "charge_already_refunded" });
      if (amount + refunded > Number(pi.amount)) {
        return this.error(400, "invalid_request_error", `Refund amount (${amount}) is greater than unrefunded amount on charge (${Number(pi.amount) - refunded})`, { code: "amount_too_large", param: "amount" });
      }
      const refund = { id: rand("re"), object: "refund", amount, balance_transaction: rand("txn"), charge: pi.latest_charge, created: now(), currency: pi.currency, metadata: b.metadata ?? {}, payment_intent: pi.id, reason: b.reason ?? null, status: this.refundStatus };
      this.refunds.set(refund.id, refund);
      this.emit("refund.created", refund);
      return { status: 200, answer: refund };
    }
    if (r.method === "GET" && p === "/v1/refunds") {
      const data = [...this.refunds.values()].filter((x) => !r.query.get("payment_intent") || x.payment_intent === r.query.get("payment_intent"));
      return { status: 200, answer: { object: "list", data, has_more: false, url: "/v1/refunds" } };
    }
    return this.error(404, "invalid_request_error", `Unrecognized request URL (${r.method}: ${p}).`);
  }

  /** A session as the API shows it (without the payment_intent_data we keep to make its PaymentIntent). */
  private publicSession(s: Obj): Obj {
    const { payment_intent_data: _kept, ...shown } = s;
    return shown as Obj;
  }

  private newIntent(fields: Record<string, unknown>): Obj {
    const pi: Obj = {
      id: rand("pi"),
      object: "payment_intent",
      amount: 0,
      amount_received: 0,
      capture_method: "automatic",
      client_secret: `${rand("pi")}_secret_${rand("x")}`,
      created: now(),
      currency: "hkd",
      customer: null,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      next_action: null,
      payment_method: null,
      payment_method_types: ["card"],
      setup_future_usage: null,
      status: "requires_payment_method",
      ...fields,
    };
    this.intents.set(pi.id, pi);
    return pi;
  }

  private newCard(number: string, name: string, customer: string | null): Obj {
    const pm: Obj = {
      id: rand("pm"),
      object: "payment_method",
      billing_details: { address: null, email: null, name, phone: null },
      card: { brand: brandOf(number), checks: null, country: "HK", exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: "credit", last4: number.slice(-4), wallet: null },
      created: now(),
      customer,
      livemode: false,
      metadata: {},
      type: "card",
    };
    this.methods.set(pm.id, pm);
    return pm;
  }

  private confirmSavedCard(b: Record<string, any>): { status: number; answer: unknown } { // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed form body
    const pm = this.methods.get(String(b.payment_method));
    if (!pm) return this.error(400, "invalid_request_error", `No such PaymentMethod: '${String(b.payment_method)}'`, { code: "resource_missing", param: "payment_method" });
    const pi = this.newIntent({ amount: Number(b.amount), currency: b.currency, customer: b.customer ?? null, description: b.description ?? null, metadata: b.metadata ?? {}, payment_method: pm.id });
    if (this.savedCardOutcome === "declined") {
      pi.status = "requires_payment_method";
      pi.last_payment_error = { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." };
      this.emit("payment_intent.payment_failed", pi);
      return this.error(402, "card_error", "Your card has insufficient funds.", { code: "card_declined", decline_code: "insufficient_funds", payment_intent: pi });
    }
    if (this.savedCardOutcome === "requires_action") {
      pi.status = "requires_action";
      pi.next_action = { type: "redirect_to_url", redirect_to_url: { return_url: b.return_url, url: `${this.url}/3ds/${pi.id}` } };
      pi.return_url = b.return_url;
      return { status: 200, answer: pi };
    }
    this.succeed(pi);
    this.emit("payment_intent.succeeded", pi);
    return { status: 200, answer: pi };
  }

  private succeed(pi: Obj) {
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    pi.latest_charge = rand("ch");
    pi.next_action = null;
  }

  // ───── Stripe's pages ─────

  /** What the fan does on the session's page: pays (with a card, or the wallet the session offers) or declines. */
  pay(sessionId: string, opts: { outcome?: "succeed" | "decline"; cardNumber?: string; name?: string } = {}): { redirect: string; events: Stripe.Event[] } {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    if (s.status !== "open") return { redirect: String(s.cancel_url), events: [] };
    const data = s.payment_intent_data as { metadata?: Record<string, string>; setup_future_usage?: string; description?: string };
    const pi = this.newIntent({ amount: s.amount_total, currency: s.currency, customer: s.customer, metadata: data.metadata ?? {}, setup_future_usage: data.setup_future_usage ?? null, description: data.description ?? null });
    const first = this.events.length;
    const types = (s.payment_method_types as string[]) ?? ["card"];
    if (types.includes("card")) pi.payment_method = this.newCard(opts.cardNumber ?? "4242424242424242", opts.name ?? "", s.customer as string | null).id;
    if (opts.outcome === "decline") {
      pi.last_payment_error = { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
      this.emit("payment_intent.payment_failed", pi);
      return { redirect: `${this.url}/pay/${sessionId}?declined=1`, events: this.events.slice(first) };
    }
    this.succeed(pi);
    s.payment_intent = pi.id;
    s.status = "complete";
    s.payment_status = "paid";
    this.emit("checkout.session.completed", this.publicSession(s));
    this.emit("payment_intent.succeeded", pi);
    return { redirect: String(s.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId), events: this.events.slice(first) };
  }

  /** Completes a saved card's 3-D Secure step (requires_action → succeeded). */
  completeAuthentication(intentId: string): { redirect: string } {
    const pi = this.intents.get(intentId)!;
    this.succeed(pi);
    this.emit("payment_intent.succeeded", pi);
    return { redirect: String(pi.return_url) };
  }

  private async hostedPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL, text: string): Promise<void> {
    const [, kind, id] = url.pathname.split("/");
    const redirect = async (to: string, events: Stripe.Event[]) => {
      if (this.autoWebhooks) for (const e of events) await this.deliver(e);
      res.writeHead(303, { location: to });
      res.end();
    };
    if (kind === "3ds") {
      if (req.method === "POST") return redirect(this.completeAuthentication(id!).redirect, this.events.slice(-1));
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end(page("Authenticate", `<h1>3-D Secure</h1><form method="post"><button type="submit">Complete authentication</button></form>`));
    }
    const s = this.sessions.get(id!);
    if (!s) return void res.writeHead(404).end();
    if (req.method === "POST") {
      const form = new URLSearchParams(text);
      if (form.get("action") === "cancel") return redirect(String(s.cancel_url), []);
      const done = this.pay(id!, { cardNumber: (form.get("cardnumber") ?? "").replace(/\D/g, "") || undefined, name: form.get("name") ?? "", outcome: form.get("action") === "decline" ? "decline" : "succeed" });
      return redirect(done.redirect, done.events);
    }
    const amount = `${String(s.currency).toUpperCase()} ${(Number(s.amount_total) / 100).toFixed(2)}`;
    const card = (s.payment_method_types as string[]).includes("card")
      ? `<label for="cardnumber">Card number</label><input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number">
         <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">`
      : `<p>${(s.payment_method_types as string[]).join(", ")}</p>`;
    res.writeHead(200, { "content-type": "text/html" });
    res.end(
      page(
        "Stripe Checkout (test double)",
        `<h1>Stripe Checkout</h1><p data-testid="stripe-amount">${amount}</p>${url.searchParams.get("declined") ? "<p role=\"alert\">Your card was declined.</p>" : ""}
         <form method="post">${card}<button type="submit" name="action" value="pay">Pay</button><button type="submit" name="action" value="cancel">Back</button></form>`,
      ),
    );
  }

  // ───── events ─────

  /** Makes an event of Stripe's shape (not delivered: see deliver). */
  emit(type: string, object: Record<string, unknown>): Stripe.Event {
    const event = { id: rand("evt"), object: "event", api_version: "2026-10-28.endive", created: now(), data: { object: structuredClone(object) }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type } as unknown as Stripe.Event;
    this.events.push(event);
    return event;
  }

  /** A dispute of a paid PaymentIntent: created (needs_response), and later closed lost or won. */
  dispute(intentId: string, status: "needs_response" | "lost" | "won", disputeId = rand("du")): Stripe.Event {
    const pi = this.intents.get(intentId)!;
    const d = { id: disputeId, object: "dispute", amount: pi.amount, charge: pi.latest_charge, created: now(), currency: pi.currency, evidence_details: {}, is_charge_refundable: false, livemode: false, metadata: {}, payment_intent: pi.id, reason: "fraudulent", status };
    return this.emit(status === "needs_response" ? "charge.dispute.created" : "charge.dispute.closed", d);
  }

  /** The events of one type made so far. */
  eventsOf(type: string): Stripe.Event[] {
    return this.events.filter((e) => e.type === type);
  }

  /** Posts an event to the server, signed as Stripe signs (stripe.webhooks.generateTestHeaderString); resolves the HTTP status. */
  async deliver(event: Stripe.Event, opts: { url?: string; secret?: string; timestamp?: number } = {}): Promise<number> {
    const url = opts.url ?? this.webhookUrl;
    if (!url) throw new Error("StripeDouble.webhookUrl is not set");
    const payload = JSON.stringify(event, null, 2);
    const header = this.signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? this.webhookSecret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header }, body: payload });
    await res.text();
    return res.status;
  }
}
