// The real providers' HTTP side, mounted by one line in app.ts:
//
//   POST /webhooks/stripe               Stripe's events, verified by stripe.webhooks.constructEvent
//   POST /webhooks/adyen                Adyen's notifications, every item verified with the SDK's hmacValidator
//   GET  /payments/return/:paymentNo    where a provider sends the fan back (Stripe's success or cancel URL,
//                                       Adyen's returnUrl, a 3-D Secure step): the payment is looked up at the
//                                       provider if its webhook has not come yet, then the app's result page
//                                       opens with the product's orderNo and payRes
//
// Built once at start: it checks PAYMENT_ROUTES (a bad route stops the server, naming it) and logs which
// methods are offered, by which provider. The raw body is read as bytes, untouched, for the signatures (the
// body-size limit before it judges Content-Length or counts a chunked stream, and passes the bytes on as sent).
import { Hono, type Context } from "hono";
import type { Payment } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import { getOrder } from "../orders/index.ts";
import { WebhookSignatureError } from "./payments.errors.ts";
import { configuredProviders, providerFor, type PaymentRef, type ProviderName } from "./providers.ts";
import { describeRoutes, paymentRoutes } from "./routes.ts";
import { applyProviderEvent, type WebhookOutcome } from "./webhooks.ts";
import { cancelPendingPayment } from "./payments.jobs.ts";
import { resultUrl } from "./payments.service.ts";

/** How long the return page waits for a provider's answer before it shows the result page anyway. */
const RETURN_LOOKUP_TIMEOUT_MS = 8_000;

const refOf = (p: Payment): PaymentRef => ({ paymentNo: p.paymentNo, providerRef: p.providerRef, checkoutRef: p.checkoutRef, amount: p.amount, currency: p.currency, createdAt: p.createdAt });

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);
}

export function paymentProviderRoutes(deps: Deps) {
  paymentRoutes(deps.config); // throws PaymentRoutesError naming every bad route
  deps.log.info(describeRoutes(deps.config));
  const web = new Hono();

  async function webhook(c: Context, name: ProviderName) {
    const provider = configuredProviders(deps.config).get(name);
    if (!provider) return c.json({ error: "NOT_CONFIGURED" }, 404);
    const raw = Buffer.from(await c.req.arrayBuffer());
    let outcomes: WebhookOutcome[] = [];
    try {
      const events = await provider.handleWebhook(deps, raw, c.req.raw.headers);
      // One after the other: a batch (Adyen) may carry two events of one payment.
      for (const event of events) outcomes = [...outcomes, await applyProviderEvent(deps, name, event)];
    } catch (e) {
      if (e instanceof WebhookSignatureError) {
        deps.log.warn(`${name} webhook refused: ${e.message}`);
        return c.json({ error: e.code, message: e.message }, 400);
      }
      throw e; // a 500: the provider delivers it again
    }
    // Adyen asks for "[accepted]"; Stripe for any 2xx.
    return name === "adyen" ? c.text("[accepted]") : c.json({ received: true, outcomes });
  }

  web.post("/webhooks/stripe", (c) => webhook(c, "stripe"));
  web.post("/webhooks/adyen", (c) => webhook(c, "adyen"));

  web.get("/payments/return/:paymentNo", async (c) => {
    c.header("Cache-Control", "no-store");
    let payment = await deps.db.payment.findUnique({ where: { paymentNo: c.req.param("paymentNo") } });
    if (!payment) return c.redirect("/#/payment/result", 303);
    const hint = c.req.query("payRes");
    if (payment.status === "PENDING") {
      // The webhook may be late: the provider's own answer is as good, and is applied the same way (once).
      const provider = providerFor(deps, payment.provider);
      try {
        const known = provider.lookup ? await within(RETURN_LOOKUP_TIMEOUT_MS, provider.lookup(deps, refOf(payment))) : null;
        if (known?.state === "settled") await applyProviderEvent(deps, provider.name, known.event);
        // The fan left the provider's page (Stripe's cancel URL): the checkout closes, the result page offers a retry.
        if (known?.state === "open" && hint === "0" && provider.closeCheckout && (await within(RETURN_LOOKUP_TIMEOUT_MS, provider.closeCheckout(deps, refOf(payment)))) === "closed") {
          await cancelPendingPayment(deps, payment, "CANCELLED_BY_FAN");
        }
      } catch (e) {
        deps.log.warn(`return of ${payment.paymentNo}: ${payment.provider} not asked (${String(e)}); the result page waits for its webhook`);
      }
      payment = await deps.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    }
    const order = await getOrder(deps.db, payment.orderId);
    const paid = (payment.status === "SUCCEEDED" || payment.status === "REFUNDED") && payment.failureReason === null;
    // Still undecided: no payRes, and the result page follows the payment live until its webhook comes.
    const payRes = paid ? "1" : payment.status === "PENDING" ? null : "0";
    return c.redirect(`${resultUrl(order, false)}${payRes ? `&payRes=${payRes}` : ""}`, 303);
  });

  return web;
}
