// A local stand-in for Adyen's Checkout API, for tests that cannot reach Adyen: a real HTTP server that the
// `@adyen/api-library` SDK's requests reach through ADYEN_API_BASE. It answers the endpoints Fanfare calls
// (Pay by Link's /paymentLinks, /payments for stored cards, refunds, stored payment methods) with the bodies
// of Adyen's API reference and its error shape, keeps Adyen's idempotency (the same Idempotency-Key: the same
// answer), records every request, serves a minimal "payment link page" for a link's `url`, and sends standard
// notifications whose every item is signed with the SDK's own hmacValidator.calculateHmac.
import type http from "node:http";
import { bodyOf, listenLocally, type LocalHttpServer } from "./local-http.ts";
import crypto from "node:crypto";
import { hmacValidator, type NotificationRequestItem } from "../../server/src/modules/payments/adyen-sdk.ts";

export interface AdyenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | null;
  apiKey: string | null;
  body: Record<string, unknown>;
}

type Obj = Record<string, unknown> & { id?: string };
const psp = () => crypto.randomBytes(8).toString("hex").toUpperCase();

export class AdyenDouble {
  readonly requests: AdyenRequest[] = [];
  readonly apiKey = "AQE_fanfare_test_double_key";
  readonly merchantAccount = "FanfareECOM";
  /** A hexadecimal HMAC key, as Adyen's Customer Area makes them. */
  readonly hmacKey = crypto.createHash("sha256").update("fanfare adyen double").digest("hex").toUpperCase();
  notificationUrl: string | null = null;
  autoNotifications = true;
  /** What /payments with a stored card answers. */
  storedCardOutcome: "Authorised" | "RedirectShopper" | "Refused" = "Authorised";
  readonly failures: { path: RegExp; status: number }[] = [];
  readonly links = new Map<string, Obj>();
  /** Payments by pspReference (authorised on a link or through /payments). */
  readonly payments = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  /** Stored payment methods by id. */
  readonly stored = new Map<string, Obj>();
  readonly sent: NotificationRequestItem[] = [];
  private readonly idempotent = new Map<string, { status: number; answer: string }>();
  private readonly validator = new hmacValidator();
  private server!: LocalHttpServer;
  url = "";

  static async start(): Promise<AdyenDouble> {
    const d = new AdyenDouble();
    d.server = await listenLocally((req, res) => d.handle(req, res), (e) => ({ status: 500, errorCode: "905", message: String(e), errorType: "internal" }));
    d.url = d.server.url;
    return d;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  env(extra: Record<string, string> = {}): Record<string, string> {
    return { ADYEN_API_KEY: this.apiKey, ADYEN_MERCHANT_ACCOUNT: this.merchantAccount, ADYEN_HMAC_KEY: this.hmacKey, ADYEN_ENVIRONMENT: "TEST", ADYEN_API_BASE: this.url, ...extra };
  }

  calls(method: string, path: string | RegExp): AdyenRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const text = await bodyOf(req);
    const url = new URL(req.url ?? "/", this.url);
    if (url.pathname.startsWith("/payByLink/") || url.pathname.startsWith("/issuer/")) return this.hostedPage(req, res, url, text);
    const record: AdyenRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
      apiKey: (req.headers["x-api-key"] as string | undefined) ?? null,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
    this.requests.push(record);
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { "content-type": "application/json", pspReference: psp() });
      res.end(typeof answer === "string" ? answer : JSON.stringify(answer));
    };
    if (record.apiKey !== this.apiKey) return send(401, { status: 401, errorCode: "000", message: "HTTP Status Response - Unauthorized", errorType: "security" });
    const failure = this.failures.findIndex((f) => f.path.test(url.pathname));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      return send(f!.status, { status: f!.status, errorCode: "905", message: "Payment details are not supported", errorType: "configuration" });
    }
    const key = record.idempotencyKey ? `${record.method} ${record.path} ${record.idempotencyKey}` : null;
    if (key && this.idempotent.has(key)) {
      const seen = this.idempotent.get(key)!;
      return send(seen.status, seen.answer);
    }
    const { status, answer } = this.route(record);
    if (key && status < 500) this.idempotent.set(key, { status, answer: JSON.stringify(answer) });
    send(status, answer);
  }

  private validation(message: string, errorCode = "702") {
    return { status: 422, answer: { status: 422, errorCode, message, errorType: "validation" } };
  }

  private route(r: AdyenRequest): { status: number; answer: unknown } {
    const b = r.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a request body
    let m: RegExpExecArray | null;
    if (r.method === "POST" && (m = /^\/v\d+\/paymentLinks$/.exec(r.path))) {
      if (b.merchantAccount !== this.merchantAccount) return this.validation("Invalid Merchant Account", "901");
      const id = `PL${crypto.randomBytes(10).toString("hex").toUpperCase()}`;
      const link = { ...b, id, status: "active", url: `${this.url}/payByLink/${id}`, expiresAt: b.expiresAt ?? new Date(Date.now() + 86_400_000).toISOString(), reusable: false };
      this.links.set(id, link);
      return { status: 201, answer: link };
    }
    if ((m = /^\/v\d+\/paymentLinks\/([^/]+)$/.exec(r.path))) {
      const link = this.links.get(m[1]!);
      if (!link) return { status: 404, answer: { status: 404, errorCode: "000", message: "Not found", errorType: "validation" } };
      if (r.method === "GET") return { status: 200, answer: link };
      if (r.method === "PATCH") {
        if (link.status !== "active") return this.validation(`Payment link cannot be updated: the link is ${String(link.status)}`, "14_026");
        link.status = b.status;
        return { status: 200, answer: link };
      }
    }
    if (r.method === "POST" && /^\/v\d+\/payments$/.test(r.path)) {
      const method = b.paymentMethod as { storedPaymentMethodId?: string };
      const card = method?.storedPaymentMethodId ? this.stored.get(method.storedPaymentMethodId) : undefined;
      if (!card || card.shopperReference !== b.shopperReference) return this.validation("Invalid stored payment method", "803");
      const ref = psp();
      if (this.storedCardOutcome === "Refused") return { status: 200, answer: { pspReference: ref, resultCode: "Refused", refusalReason: "Not enough balance", refusalReasonCode: "51", merchantReference: b.reference } };
      const payment = { pspReference: ref, merchantReference: b.reference, amount: b.amount, paymentMethod: card.brand, returnUrl: b.returnUrl };
      this.payments.set(ref, payment);
      if (this.storedCardOutcome === "RedirectShopper") {
        return { status: 200, answer: { pspReference: ref, resultCode: "RedirectShopper", merchantReference: b.reference, action: { paymentMethodType: "scheme", type: "redirect", method: "GET", url: `${this.url}/issuer/${ref}` } } };
      }
      const item = this.item("AUTHORISATION", { pspReference: ref, merchantReference: String(b.reference), amount: b.amount, paymentMethod: String(card.brand) });
      if (this.autoNotifications) void this.notify([item]);
      return { status: 200, answer: { pspReference: ref, resultCode: "Authorised", merchantReference: b.reference, amount: b.amount, additionalData: { paymentMethod: card.brand } } };
    }
    if (r.method === "POST" && (m = /^\/v\d+\/payments\/([^/]+)\/refunds$/.exec(r.path))) {
      const payment = this.payments.get(m[1]!);
      if (!payment) return this.validation("Original pspReference required for this operation", "167");
      const refunded = [...this.refunds.values()].filter((x) => x.paymentPspReference === m![1]).reduce((n, x) => n + Number((x.amount as { value: number }).value), 0);
      if (refunded + Number(b.amount.value) > Number((payment.amount as { value: number }).value)) return this.validation("Refund amount exceeds the captured amount", "137");
      const refund = { merchantAccount: b.merchantAccount, paymentPspReference: m[1], pspReference: psp(), reference: b.reference, status: "received", amount: b.amount };
      this.refunds.set(refund.pspReference, refund);
      if (this.autoNotifications) void this.notify([this.item("REFUND", { pspReference: refund.pspReference, originalReference: m[1], merchantReference: String(b.reference), amount: b.amount })]);
      return { status: 201, answer: refund };
    }
    if (r.method === "DELETE" && (m = /^\/v\d+\/storedPaymentMethods\/([^/]+)$/.exec(r.path))) {
      const card = this.stored.get(m[1]!);
      if (!card || card.shopperReference !== r.query.get("shopperReference")) return { status: 404, answer: { status: 404, errorCode: "000", message: "Not found", errorType: "validation" } };
      this.stored.delete(m[1]!);
      return { status: 204, answer: "" };
    }
    return { status: 404, answer: { status: 404, errorCode: "000", message: `No endpoint ${r.method} ${r.path}`, errorType: "validation" } };
  }

  /** A notification item as Adyen sends it (not yet signed). */
  item(eventCode: string, f: { pspReference: string; merchantReference: string; amount: { value: number; currency: string }; originalReference?: string; success?: boolean; paymentMethod?: string; reason?: string; additionalData?: Record<string, string> }): NotificationRequestItem {
    return {
      additionalData: { ...(f.additionalData ?? {}) },
      amount: { value: f.amount.value, currency: f.amount.currency },
      eventCode,
      eventDate: new Date().toISOString(),
      merchantAccountCode: this.merchantAccount,
      merchantReference: f.merchantReference,
      ...(f.originalReference ? { originalReference: f.originalReference } : {}),
      paymentMethod: f.paymentMethod ?? "visa",
      pspReference: f.pspReference,
      reason: f.reason ?? "",
      success: f.success === false ? "false" : "true",
    } as unknown as NotificationRequestItem;
  }

  /** Sends items in one notification, each signed with the SDK's hmacValidator (or a wrong key); resolves status and body. */
  async notify(items: NotificationRequestItem[], opts: { url?: string; key?: string } = {}): Promise<{ status: number; body: string }> {
    const url = opts.url ?? this.notificationUrl;
    if (!url) throw new Error("AdyenDouble.notificationUrl is not set");
    const signed = items.map((i) => {
      const copy = structuredClone(i);
      copy.additionalData = { ...(copy.additionalData ?? {}), hmacSignature: this.validator.calculateHmac(copy, opts.key ?? this.hmacKey) };
      return copy;
    });
    this.sent.push(...signed);
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ live: "false", notificationItems: signed.map((NotificationRequestItem) => ({ NotificationRequestItem })) }) });
    return { status: res.status, body: await res.text() };
  }

  /** What the shopper does on a payment link's page: pays (a card is stored when the link asks) or is refused. */
  pay(linkId: string, opts: { outcome?: "authorise" | "refuse"; cardNumber?: string } = {}): { redirect: string; items: NotificationRequestItem[] } {
    const link = this.links.get(linkId)!;
    const ref = psp();
    const amount = link.amount as { value: number; currency: string };
    if (opts.outcome === "refuse") return { redirect: `${this.url}/payByLink/${linkId}?refused=1`, items: [this.item("AUTHORISATION", { pspReference: ref, merchantReference: String(link.reference), amount, success: false, reason: "Refused" })] };
    const number = (opts.cardNumber ?? "4111111111111111").replace(/\D/g, "");
    const brand = /^5/.test(number) ? "mc" : /^62/.test(number) ? "cup" : /^3[47]/.test(number) ? "amex" : "visa";
    const additionalData: Record<string, string> = { paymentLinkId: linkId };
    if (link.storePaymentMethodMode === "enabled" && link.shopperReference) {
      const id = `M${crypto.randomBytes(7).toString("hex").toUpperCase()}`;
      this.stored.set(id, { id, shopperReference: link.shopperReference, brand, lastFour: number.slice(-4) });
      Object.assign(additionalData, {
        "tokenization.storedPaymentMethodId": id,
        "recurring.recurringDetailReference": id,
        "recurring.shopperReference": String(link.shopperReference),
        cardSummary: number.slice(-4),
        expiryDate: `03/${new Date().getUTCFullYear() + 3}`,
        cardHolderName: "Checkout Shopper",
      });
    }
    this.payments.set(ref, { pspReference: ref, merchantReference: link.reference, amount, paymentMethod: brand });
    link.status = "completed";
    return { redirect: String(link.returnUrl), items: [this.item("AUTHORISATION", { pspReference: ref, merchantReference: String(link.reference), amount, paymentMethod: brand, additionalData })] };
  }

  /** A dispute stage of an authorised payment (NOTIFICATION_OF_CHARGEBACK, CHARGEBACK, CHARGEBACK_REVERSED, SECOND_CHARGEBACK…). */
  disputeItem(paymentPsp: string, eventCode: string, disputePsp: string, disputeStatus?: string): NotificationRequestItem {
    const p = this.payments.get(paymentPsp)!;
    return this.item(eventCode, { pspReference: disputePsp, originalReference: paymentPsp, merchantReference: String(p.merchantReference), amount: p.amount as { value: number; currency: string }, additionalData: { chargebackReasonCode: "10.4", ...(disputeStatus ? { disputeStatus } : {}) } });
  }

  private async hostedPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL, text: string): Promise<void> {
    const [, kind, id] = url.pathname.split("/");
    if (kind === "issuer") {
      const p = this.payments.get(id!)!;
      const item = this.item("AUTHORISATION", { pspReference: id!, merchantReference: String(p.merchantReference), amount: p.amount as { value: number; currency: string }, paymentMethod: String(p.paymentMethod) });
      if (this.autoNotifications) await this.notify([item]);
      res.writeHead(303, { location: String(p.returnUrl) });
      return void res.end();
    }
    const link = this.links.get(id!);
    if (!link) return void res.writeHead(404).end();
    if (req.method === "POST") {
      const form = new URLSearchParams(text);
      const done = this.pay(id!, { outcome: form.get("action") === "refuse" ? "refuse" : "authorise", cardNumber: form.get("cardnumber") ?? undefined });
      if (this.autoNotifications) await this.notify(done.items);
      res.writeHead(303, { location: done.redirect });
      return void res.end();
    }
    const amount = link.amount as { value: number; currency: string };
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Adyen payment link (test double)</title></head>
<body><h1>Pay by Link</h1><p data-testid="adyen-amount">${amount.currency} ${(amount.value / 100).toFixed(2)}</p><p>${(link.allowedPaymentMethods as string[] | undefined)?.join(", ") ?? ""}</p>
<form method="post"><label for="cardnumber">Card number</label><input id="cardnumber" name="cardnumber" inputmode="numeric">
<button type="submit" name="action" value="pay">Pay</button><button type="submit" name="action" value="refuse">Refuse</button></form></body></html>`);
  }
}
