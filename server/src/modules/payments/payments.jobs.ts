// The payments' background jobs (on the job leader; idempotent sweeps, safe after a restart):
// - payments:reconcile-refunds refunds what is due and sends refunds still waiting for their provider;
// - payments:cancel-stale settles hosted checkouts nobody finished. A payment still PENDING past its
//   checkout's lifetime (plus a grace for a webhook on its way) is first looked up at its provider: paid there
//   (a webhook lost or late), it is applied like the webhook; still open, the checkout is closed at the
//   provider so that it can no longer be paid, then cancelled here; finished but undecided (an asynchronous
//   method), it is waited for. A provider that cannot be asked now is asked again on the next run: nothing is
//   cancelled blind. A success that still arrives after a cancel is honoured, or refunded (webhooks.ts).
import type { Payment } from "../../generated/prisma/client.ts";
import type { Deps } from "../../deps.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import { getOrder } from "../orders/index.ts";
import { configuredProviders, type PaymentProvider } from "./providers.ts";
import { CHECKOUT_EXPIRED, STALE_PAYMENT_GRACE_MS, STALE_PAYMENT_WAIT_LIMIT_MS } from "./payments.rules.ts";
import { publishResult } from "./results.ts";
import { applyProviderEvent } from "./webhooks.ts";
import { reconcileRefunds } from "./refunds.ts";
import { sandboxProvider } from "./provider.sandbox.ts";

/** A checkout that can no longer be paid (expired, closed at the provider, left by the fan): CANCELLED here, result pages told. */
export async function cancelPendingPayment(deps: Deps, p: Pick<Payment, "id" | "orderId">, reason: string = CHECKOUT_EXPIRED): Promise<boolean> {
  const n = await deps.db.payment.updateMany({ where: { id: p.id, status: "PENDING" }, data: { status: "CANCELLED", failureReason: reason, completedAt: deps.now() } });
  if (n.count !== 1) return false;
  publishResult(deps, (await getOrder(deps.db, p.orderId)).orderNo, "CANCELLED", reason);
  return true;
}

/** One stale payment: asked at its provider, then settled, closed or left to wait. True when cancelled here. */
async function settleStale(deps: Deps, provider: PaymentProvider, p: Payment): Promise<boolean> {
  if (!provider.lookup) return cancelPendingPayment(deps, p);
  const ref = { paymentNo: p.paymentNo, providerRef: p.providerRef, checkoutRef: p.checkoutRef, amount: p.amount, currency: p.currency, createdAt: p.createdAt };
  const known = await provider.lookup(deps, ref);
  if (known.state === "settled") {
    await applyProviderEvent(deps, provider.name, known.event);
    return false;
  }
  if (known.state === "waiting" && deps.now().getTime() - p.createdAt.getTime() < STALE_PAYMENT_WAIT_LIMIT_MS) return false;
  if (known.state === "open" && provider.closeCheckout && (await provider.closeCheckout(deps, ref)) === "completed") return false; // paid just now: its webhook, or the next run's lookup, settles it
  return cancelPendingPayment(deps, p);
}

/** Settles hosted-page payments still PENDING after their checkout's lifetime; returns how many were cancelled. */
export async function cancelStalePayments(deps: Deps, limit = 200): Promise<number> {
  const now = deps.now();
  let cancelled = 0;
  const providers = new Map(configuredProviders(deps.config));
  providers.set("sandbox", sandboxProvider); // its old payments expire even where it is switched off
  for (const provider of providers.values()) {
    if (provider.checkoutLifetimeMs === null) continue;
    const createdBefore = new Date(now.getTime() - provider.checkoutLifetimeMs - STALE_PAYMENT_GRACE_MS);
    const stale = await deps.db.payment.findMany({ where: { provider: provider.name, status: "PENDING", createdAt: { lt: createdBefore } }, orderBy: { createdAt: "asc" }, take: limit });
    for (const p of stale) {
      try {
        if (await settleStale(deps, provider, p)) cancelled++;
      } catch (e) {
        deps.log.warn(`stale payment ${p.paymentNo}: ${provider.name} could not be asked, asked again on the next run: ${String(e)}`);
      }
    }
  }
  return cancelled;
}

export function registerPaymentJobs(jobs: JobRunner, deps: Deps): void {
  jobs.every("payments:reconcile-refunds", 15_000, () => reconcileRefunds(deps));
  jobs.every("payments:cancel-stale", 60_000, () => cancelStalePayments(deps));
}

