// Helpers of the wallet and payment tests: a funded fan with a payment password, orders to pay,
// signed provider webhooks, ledger totals.
import crypto from "node:crypto";
import type { TestServer } from "../helpers/server.ts";
import { signUp } from "../helpers/accounts.ts";
import { signWebhook } from "../../server/src/modules/payments/index.ts";
import { loadConfig } from "../../server/src/config.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";

export const PAY_PASSWORD = "135790";
export const webhookSecret = loadConfig().payments.sandboxWebhookSecret;

export const PAYMENT_ERROR = graphql(`fragment PaymentError on Error { code message field ... on ValidationError { issues { field messageKey } } ... on PayPasswordLockedError { retryAfterSeconds } }`);
export const PAY_ORDER = graphql(`mutation PaymentsPayOrder($input: PayOrderInput!) { payOrder(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl balance { amount } } } }`);
export const TOP_UP = graphql(`mutation PaymentsTopUp($input: TopUpInput!) { topUp(input: $input) { __typename ...PaymentError ... on PaymentAccepted { orderNo paymentNo status redirectUrl } } }`);
export const WALLET = graphql(`query PaymentsWallet { wallet { balance { amount } displayCurrency transactions(first: 50) { edges { node { amount { amount } balanceAfter { amount } kind reference paidFor } } } } }`);
export const RESULT = graphql(`query PaymentsResult($orderNo: String!) { paymentResult(orderNo: $orderNo) { __typename ... on Error { code } ... on PaymentResult { status reason canRetry attemptsLeft kind } } }`);

export const key = () => `k-${crypto.randomUUID()}`;

export async function fanWithPayPassword(s: TestServer) {
  const fan = await signUp(s);
  const r = await s.gql(graphql(`mutation PaymentsSetPayPassword($p: String!) { setPayPassword(payPassword: $p) { __typename } }`), { p: PAY_PASSWORD }, { token: fan.token });
  if (r.data?.setPayPassword?.__typename !== "User") throw new Error(JSON.stringify(r));
  return { ...fan, userId: fan.user.id };
}

/** Sends a signed provider event to our webhook; returns the HTTP status and body. */
export async function sendWebhook(url: string, event: object, opts: { secret?: string; at?: number } = {}) {
  const body = JSON.stringify(event);
  const header = signWebhook(opts.secret ?? webhookSecret, body, opts.at ?? Math.floor(Date.now() / 1000));
  const res = await fetch(`${url}/webhooks/sandbox`, { method: "POST", headers: { "content-type": "application/json", "sandbox-signature": header }, body });
  return { status: res.status, body: (await res.json()) as { received?: boolean; duplicate?: boolean; error?: string } };
}

export function succeeded(p: { paymentNo: string; amount: number; currency: string; providerRef?: string }, id = `evt_${p.paymentNo}_succeeded`) {
  return { id, type: "payment.succeeded", created: Math.floor(Date.now() / 1000), data: { paymentNo: p.paymentNo, providerRef: p.providerRef ?? `ref_${p.paymentNo}`, amount: p.amount, currency: p.currency } };
}
export function failed(p: { paymentNo: string; amount: number; currency: string }, id = `evt_${p.paymentNo}_failed`) {
  return { id, type: "payment.failed", created: Math.floor(Date.now() / 1000), data: { paymentNo: p.paymentNo, providerRef: `ref_${p.paymentNo}`, amount: p.amount, currency: p.currency, failureReason: "DECLINED" } };
}

/** Tops a fan's wallet up through the real top-up flow and a signed success webhook. */
export async function fund(s: TestServer, token: string, amount: number) {
  const r = await s.gql(TOP_UP, { input: { amount, method: "alipayHK", idempotencyKey: key() } }, { token });
  const t = member(r.data?.topUp, "PaymentAccepted");
  const hook = await sendWebhook(s.url, succeeded({ paymentNo: t.paymentNo, amount, currency: "HKD" }));
  if (hook.status !== 200) throw new Error(JSON.stringify(hook));
  return t;
}

/** An order awaiting payment, as the ticket and merch modules make them. */
export async function makeOrder(
  s: TestServer,
  userId: string,
  opts: { amount?: number; currency?: string; kind?: "TICKET" | "MERCH"; expiresInMs?: number; maxPaymentAttempts?: number | null } = {},
) {
  const { newOrderNo } = await import("../../server/src/modules/orders/index.ts");
  const now = new Date();
  return s.app.deps.db.order.create({
    data: {
      orderNo: newOrderNo(opts.kind ?? "TICKET", now),
      userId,
      kind: opts.kind ?? "TICKET",
      currency: opts.currency ?? "HKD",
      totalAmount: opts.amount ?? 1000,
      expiresAt: new Date(now.getTime() + (opts.expiresInMs ?? 10 * 60_000)),
      maxPaymentAttempts: opts.maxPaymentAttempts ?? null,
    },
  });
}

export async function ledgerTotals(s: TestServer) {
  const [row] = await s.app.deps.db.$queryRaw<{ entries: bigint | null; balances: bigint | null; unbalanced: bigint; drifted: bigint }[]>`
    select (select sum(amount) from "LedgerEntry") as entries, (select sum(balance) from "WalletAccount") as balances,
      (select count(*) from (select "transactionId" from "LedgerEntry" group by "transactionId" having sum(amount) <> 0) x) as unbalanced,
      (select count(*) from "WalletAccount" w where w.balance <> coalesce((select sum(amount) from "LedgerEntry" e where e."accountId" = w.id), 0)) as drifted`;
  return { entries: Number(row.entries ?? 0), balances: Number(row.balances ?? 0), unbalanced: Number(row.unbalanced), drifted: Number(row.drifted) };
}
