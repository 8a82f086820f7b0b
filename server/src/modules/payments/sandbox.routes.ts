// The sandbox payment provider's hosted page and our webhook endpoint.
//
//   GET  /sandbox-pay/:paymentNo?s=…          the provider's checkout page (Succeed / Fail)
//   POST /sandbox-pay/:paymentNo/complete      the fan's choice: the provider signs an event, POSTs it to
//                                              our webhook (server to server, retried), then sends the
//                                              browser back to our return URL with payRes=1 or 0
//   POST /webhooks/sandbox                     our side: verify signature and timestamp, apply once
import { Hono } from "hono";
import { formatAmount } from "@fanfare/shared/money";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { applyProviderEvent } from "./webhooks.ts";
import { readSession, sandboxProvider, signWebhook, type SandboxEvent, type SandboxSession } from "./provider.sandbox.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const methodLabels: Record<string, string> = {
  card: "Credit card", alipayHK: "AlipayHK", alipay: "Alipay", wechatPayHK: "WeChat Pay HK", visa: "Visa", master: "Mastercard",
  chinaUnion: "China UnionPay", momo: "MoMo", payme: "PayMe", alipayMO: "Alipay (Macao)", MPAY: "MPay", UEPAY: "UePay",
  unionQrPay: "UnionPay QR", BOC: "BOC Pay",
};

export function amountText(amount: number, currency: string): string {
  return `${currency} ${formatAmount(amount)}`;
}

function page(session: SandboxSession, token: string): string {
  const method = methodLabels[session.method] ?? session.method;
  const card = session.card ? `<p class="card">${escapeHtml(session.card.brand)} •••• ${escapeHtml(session.card.last4)}</p>` : "";
  const action = `/sandbox-pay/${encodeURIComponent(session.paymentNo)}/complete`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay · ${escapeHtml(method)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#f3f4f8;color:#1c1d26;display:flex;justify-content:center}
main{width:100%;max-width:420px;padding:24px 20px;box-sizing:border-box}
.brand{font-weight:700;letter-spacing:.02em;color:#5b4bdb}.badge{font-size:12px;background:#ffe9a8;border-radius:6px;padding:2px 6px;margin-left:6px;color:#6b5200}
.box{background:#fff;border-radius:16px;padding:20px;margin-top:16px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
.amount{font-size:32px;font-weight:700;margin:8px 0}.muted{color:#6b6f80;font-size:14px}.card{font-family:ui-monospace,monospace}
button{display:block;width:100%;border:0;border-radius:999px;padding:14px;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer}
.ok{background:#5b4bdb;color:#fff}.fail{background:#fff;color:#c0263b;border:1px solid #e5b5bd}
</style></head><body><main>
<div><span class="brand">Sandbox Pay</span><span class="badge">TEST MODE</span></div>
<div class="box">
<p class="muted">${escapeHtml(method)} · ${escapeHtml(session.description)}</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amountText(session.amount, session.currency))}</p>${card}
<p class="muted">No real money moves. Choose how this payment ends.</p>
<form method="post" action="${action}"><input type="hidden" name="s" value="${escapeHtml(token)}">
<button class="ok" name="outcome" value="succeed" type="submit">Succeed</button>
<button class="fail" name="outcome" value="fail" type="submit">Fail</button>
</form></div></main></body></html>`;
}

/**
 * The checkout page of a payment that is already decided (the fan came back to it with the browser's back
 * button, or opened its link again): no buttons, so nothing is paid twice; a link to the app's result page.
 */
function finishedPage(session: SandboxSession): string {
  const method = methodLabels[session.method] ?? session.method;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay · ${escapeHtml(method)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#f3f4f8;color:#1c1d26;display:flex;justify-content:center}
main{width:100%;max-width:420px;padding:24px 20px;box-sizing:border-box}.box{background:#fff;border-radius:16px;padding:20px;margin-top:16px}
a{display:block;text-align:center;border-radius:999px;padding:14px;background:#5b4bdb;color:#fff;text-decoration:none;font-weight:600}</style>
</head><body><main><div class="box" data-testid="sandbox-finished"><p>This checkout is finished: the payment was already decided.</p>
<a href="${escapeHtml(session.returnUrl)}">Back to the app</a></div></main></body></html>`;
}

/** The provider's event for a decision; the id is stable, so a redelivery is recognisably the same event. */
export function sandboxEvent(session: SandboxSession, outcome: "succeed" | "fail", now: Date): SandboxEvent {
  const succeeded = outcome === "succeed";
  return {
    id: `evt_${session.providerRef}_${succeeded ? "succeeded" : "failed"}`,
    type: succeeded ? "payment.succeeded" : "payment.failed",
    created: Math.floor(now.getTime() / 1000),
    data: {
      paymentNo: session.paymentNo,
      providerRef: session.providerRef,
      amount: session.amount,
      currency: session.currency,
      failureReason: succeeded ? null : "DECLINED",
      card: succeeded && session.remember && session.card ? session.card : null,
    },
  };
}

async function deliver(deps: Deps, url: string, event: SandboxEvent): Promise<boolean> {
  const body = JSON.stringify(event);
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const header = signWebhook(deps.config.payments.sandboxWebhookSecret, body, Math.floor(deps.now().getTime() / 1000));
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "sandbox-signature": header }, body });
      if (res.ok) return true;
    } catch (e) {
      deps.log.warn(`sandbox webhook delivery failed: ${String(e)}`);
    }
    await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
  }
  return false;
}

export function sandboxRoutes(deps: Deps) {
  const web = new Hono();
  const secret = () => deps.config.payments.sandboxWebhookSecret;

  web.get("/sandbox-pay/:paymentNo", async (c) => {
    if (!deps.config.payments.sandboxEnabled) return c.notFound();
    const token = c.req.query("s") ?? "";
    const session = readSession(secret(), token, deps.now());
    if (!session || session.paymentNo !== c.req.param("paymentNo")) return c.html("<p>This checkout link is invalid or has expired.</p>", 400);
    c.header("Cache-Control", "no-store");
    const payment = await deps.db.payment.findUnique({ where: { paymentNo: session.paymentNo }, select: { status: true } });
    if (payment && payment.status !== "PENDING") return c.html(finishedPage(session));
    return c.html(page(session, token));
  });

  web.post("/sandbox-pay/:paymentNo/complete", async (c) => {
    if (!deps.config.payments.sandboxEnabled) return c.notFound();
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return c.html("<p>This checkout request is malformed.</p>", 400);
    const session = readSession(secret(), String(form.s ?? ""), deps.now());
    if (!session || session.paymentNo !== c.req.param("paymentNo")) return c.html("<p>This checkout link is invalid or has expired.</p>", 400);
    const outcome = form.outcome === "succeed" ? "succeed" : "fail";
    const event = sandboxEvent(session, outcome, deps.now());
    // Server to server, at our configured public address: never the request's Host header, which the
    // caller chooses (it would make the server post a signed payment event wherever it is told).
    const delivered = await deliver(deps, new URL("/webhooks/sandbox", deps.config.publicUrl).toString(), event);
    if (!delivered) deps.log.error(`sandbox webhook ${event.id} not delivered`);
    const sep = session.returnUrl.includes("?") ? "&" : "?";
    return c.redirect(`${session.returnUrl}${sep}payRes=${outcome === "succeed" ? 1 : 0}`, 303);
  });

  web.post("/webhooks/sandbox", async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    try {
      const events = await sandboxProvider.handleWebhook(deps, raw, c.req.raw.headers);
      const outcomes = [];
      for (const event of events) outcomes.push(await applyProviderEvent(deps, sandboxProvider.name, event));
      return c.json({ received: true, ...(outcomes[0] ?? { duplicate: false, status: "IGNORED" }) });
    } catch (e) {
      if (e instanceof AppError) return c.json({ error: e.code, message: e.message }, 400);
      if (e instanceof SyntaxError) return c.json({ error: "MALFORMED" }, 400);
      throw e;
    }
  });
  return web;
}
