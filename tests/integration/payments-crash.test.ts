// A crash between the provider's success and our commit loses nothing. The real server runs in a child
// process on this file's database; a test connection holds a row lock so that the server's webhook (or
// wallet payment) transaction is provably half-way when the process is killed with SIGKILL. Then a new
// server starts on the same database, the provider redelivers its event (same id, fresh signature), the
// jobs run, and the money is checked: paid exactly once, the ledger balanced, the result readable.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createDb, type Db } from "../../server/src/db.ts";
import { readSession } from "../../server/src/modules/payments/provider.sandbox.ts";
import { sandboxEvent } from "../../server/src/modules/payments/sandbox.routes.ts";
import { outbox } from "../helpers/accounts.ts";
import { graphqlAt, type TestServer } from "../helpers/server.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { spawnServer, type ChildServer } from "../helpers/spawn-server.ts";
import { waitForLockWaiters } from "../helpers/wait.ts";
import { fanWithPayPassword, fund, key, ledgerTotals, makeOrder, PAY_ORDER, PAY_PASSWORD, RESULT, sendWebhook, succeeded, TOP_UP, WALLET, webhookSecret } from "./payments-support.ts";
import { member } from "../helpers/graphql-result.ts";
import { StripeDouble } from "../helpers/stripe-double.ts";
import { loadConfig } from "../../server/src/config.ts";
import { buyer, lastSegment, organiserWithEvent, PAY, securedOrder } from "./providers-support.ts";

const card = { holderName: "Crash Test", number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, securityCode: "123", brand: "VISA" as const };

let database: { url: string; drop(): Promise<void> };
/** Stripe, played by the double: the child server's Stripe SDK talks to it, and it posts the server's webhooks. */
let stripe: StripeDouble;
let db: Db;
let child: ChildServer | null = null;
/** The server of the moment, shaped like the in-process test server for the shared helpers. */
let s: TestServer;

/** Starts the real server in a child process on the test database and waits until it listens. */
/** The sandbox takes every method of the older tests here; the Stripe test routes cards to Stripe. */
const SANDBOX_ROUTES = "card:sandbox,alipayHK:sandbox,wechatPayHK:sandbox,MPAY:sandbox";
const STRIPE_ROUTES = "card:stripe,alipayHK:sandbox,wechatPayHK:sandbox,MPAY:sandbox";

async function startServer(routes = SANDBOX_ROUTES): Promise<void> {
  // The tests hold rows locked while the server's transactions queue behind them, and kill it there:
  // the server's lock and statement timeouts (5 s and 15 s in production) must not end those waits first
  // on a busy machine, or a refund gives up before the test sees it waiting.
  child = await spawnServer(database.url, {
    dbTimeouts: { statementMs: 120_000, lockMs: 120_000, idleInTransactionMs: 120_000 },
    payments: loadConfig(stripe.env({ PAYMENT_ROUTES: routes })).payments,
  });
  const url = child.url;
  stripe.webhookUrl = `${url}/webhooks/stripe`;
  const gql = graphqlAt(url);
  s = { url, gql, app: { deps: { db, config: loadConfig({}), now: () => new Date() } }, stop: async () => {} } as unknown as TestServer;
}

async function killServer(): Promise<void> {
  const proc = child!;
  child = null;
  await proc.kill();
}

/** Runs SQL on one connection (for the lock-waiter checks of tests/helpers/wait.ts). */
const on = (c: pg.Client) => async (sql: string) => (await c.query(sql)).rows;

/** A second connection that holds a row lock until released, so the server's transaction waits on it mid-way. */
async function lockRow(sql: string, params: unknown[]) {
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  await c.query("begin");
  const r = await c.query(sql, params);
  if (r.rowCount !== 1) throw new Error(`lock: ${sql} matched ${r.rowCount} rows`);
  return {
    client: c,
    /** Resolves once `count` other transactions wait for a lock (a server transaction is blocked half-way). */
    waitForWaiter: (count = 1) => waitForLockWaiters(on(c), count),
    async release() {
      await c.query("rollback");
      await c.end();
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  db = createDb(database.url, 2);
  stripe = await StripeDouble.start();
  stripe.autoWebhooks = false;
  await startServer();
}, 120_000);

afterAll(async () => {
  if (child) await killServer();
  await stripe?.stop();
  await db?.$disconnect();
  await database?.drop();
});

const balance = async (token: string) => (await s.gql(WALLET, {}, { token })).data!.wallet.balance.amount as number;
const BALANCED = { entries: 0, balances: 0, unbalanced: 0, drifted: 0 };

/** The sandbox hosted page of a redirect: its signed session token (the provider's state). */
async function hostedPageToken(redirectUrl: string): Promise<string> {
  const html = await (await fetch(`${s.url}${redirectUrl}`)).text();
  return /name="s" value="([^"]+)"/.exec(html)![1];
}

/**
 * The fan presses Succeed on the provider page; the provider's webhook reaches our server, whose
 * transaction blocks on the payment row; the server is killed there. Returns the provider's event,
 * which the provider redelivers later (same id).
 */
async function succeedThenCrash(paymentNo: string, token: string) {
  const lock = await lockRow(`select id from "Payment" where "paymentNo" = $1 for update`, [paymentNo]);
  const pressed = fetch(`${s.url}/sandbox-pay/${paymentNo}/complete`, { method: "POST", body: new URLSearchParams({ s: token, outcome: "succeed" }), redirect: "manual" }).then(
    () => "answered",
    () => "connection lost",
  );
  await lock.waitForWaiter();
  await killServer();
  expect(await pressed).toBe("connection lost");
  await lock.release();
  const session = readSession(webhookSecret, token, new Date())!;
  return sandboxEvent(session, "succeed", new Date());
}

describe("a server killed between the provider's success and our commit", () => {
  it("card top-up: nothing committed at the crash; after restart the redelivered success credits the wallet exactly once", { timeout: 120_000 }, async () => {
    const fan = await fanWithPayPassword(s);
    const r = await s.gql(TOP_UP, { input: { amount: 100_00, method: "card", card, rememberCard: true, idempotencyKey: key() } }, { token: fan.token });
    const t = member(r.data?.topUp, "PaymentAccepted");
    expect(t.__typename).toBe("PaymentAccepted");
    const event = await succeedThenCrash(t.paymentNo, await hostedPageToken(t.redirectUrl!));

    // Our side had not committed: the payment is still pending, the event unrecorded, no Fan Coin moved.
    expect((await db.payment.findUniqueOrThrow({ where: { paymentNo: t.paymentNo } })).status).toBe("PENDING");
    expect(await db.webhookEvent.count({ where: { eventId: event.id } })).toBe(0);
    expect((await db.walletAccount.findUnique({ where: { userId: fan.userId } }))?.balance ?? 0).toBe(0);

    await startServer();
    const first = await sendWebhook(s.url, event);
    expect(first).toMatchObject({ status: 200, body: { duplicate: false, status: "SUCCEEDED" } });
    // The provider keeps redelivering until it hears 200; every later copy is a no-op.
    expect((await sendWebhook(s.url, event)).body.duplicate).toBe(true);
    expect(await balance(fan.token)).toBe(100_00);
    expect(await db.ledgerTransaction.count({ where: { kind: "TOPUP", entries: { some: { account: { userId: fan.userId } } } } })).toBe(1);
    expect(await db.savedCard.count({ where: { userId: fan.userId } })).toBe(1);
    expect((await s.gql(RESULT, { orderNo: t.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "SUCCEEDED", kind: "TOPUP" });
    expect(await ledgerTotals(s)).toEqual(BALANCED);
  });

  it("card payment of an order: paid exactly once after restart and redelivery", { timeout: 120_000 }, async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 880_00, currency: "MOP", kind: "MERCH", maxPaymentAttempts: 1 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "card", card, idempotencyKey: key() } }, { token: fan.token });
    const p = member(r.data?.payOrder, "PaymentAccepted");
    expect(p.__typename).toBe("PaymentAccepted");
    const event = await succeedThenCrash(p.paymentNo, await hostedPageToken(p.redirectUrl!));
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("AWAITING_PAYMENT");

    await startServer();
    // While the provider has not redelivered yet, the result page reads "pending", not a failure.
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "PENDING" });
    const copies = await Promise.all([sendWebhook(s.url, event), sendWebhook(s.url, event), sendWebhook(s.url, event)]);
    expect(copies.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(copies.filter((c) => !c.body.duplicate)).toHaveLength(1);
    const paid = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.status).toBe("PAID");
    expect(paid.paymentAttempts).toBe(1);
    expect(await db.payment.count({ where: { orderId: order.id, status: "SUCCEEDED" } })).toBe(1);
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "SUCCEEDED", kind: "MERCH" });
  });

  it("a success redelivered after the hold expired during the outage is refunded once and the fan is told", { timeout: 120_000 }, async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 120_00 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "alipayHK", idempotencyKey: key() } }, { token: fan.token });
    const p = member(r.data?.payOrder, "PaymentAccepted");
    const event = await succeedThenCrash(p.paymentNo, await hostedPageToken(p.redirectUrl!));
    // The hold runs out while the server is down.
    await db.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    await startServer();
    const first = await sendWebhook(s.url, event);
    expect(first).toMatchObject({ status: 200, body: { duplicate: false, status: "REFUND_DUE" } });
    expect((await sendWebhook(s.url, event)).body.duplicate).toBe(true);
    await expect.poll(async () => (await db.payment.findUniqueOrThrow({ where: { paymentNo: p.paymentNo } })).status).toBe("REFUNDED");
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).not.toBe("PAID");
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "REFUNDED", reason: "HOLD_EXPIRED" });
    const mails = (await outbox(s, fan.email)).filter((m) => m.text.includes(order.orderNo));
    expect(mails).toHaveLength(1);
  });
});

describe("a server killed between Stripe's success and our commit", () => {
  it("card payment of a ticket order through Stripe: nothing committed at the crash; Stripe's redelivery pays it exactly once", { timeout: 120_000 }, async () => {
    await killServer();
    await startServer(STRIPE_ROUTES);
    const fan = await buyer(s);
    const { event } = await organiserWithEvent(s, { standing: 10 });
    const order = await securedOrder(s, fan.token, event, 2);
    const accepted = member((await s.gql(PAY, { input: { orderNo: order.orderNo, method: "card", idempotencyKey: key() } }, { token: fan.token })).data?.payOrder, "PaymentAccepted");
    // The fan pays on Stripe's page; Stripe's first webhook reaches our server, whose transaction blocks on
    // the payment's row; the server is killed there.
    const events = stripe.pay(lastSegment(accepted.redirectUrl!)).events;
    const lock = await lockRow(`select id from "Payment" where "paymentNo" = $1 for update`, [accepted.paymentNo]);
    const delivering = stripe.deliver(events[0]!).then(
      () => "answered",
      () => "connection lost",
    );
    await lock.waitForWaiter();
    await killServer();
    expect(await delivering).toBe("connection lost");
    await lock.release();
    expect((await db.payment.findUniqueOrThrow({ where: { paymentNo: accepted.paymentNo } })).status).toBe("PENDING");
    expect(await db.webhookEvent.count({ where: { provider: "stripe", eventId: { in: events.map((e) => e.id) } } })).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).status).toBe("AWAITING_PAYMENT");

    // Stripe retries until it hears 2xx: every event, several times, at once and late.
    await startServer(STRIPE_ROUTES);
    const statuses = await Promise.all([...events, ...events, events[0]!].map((e) => stripe.deliver(e)));
    expect(statuses.every((x) => x === 200)).toBe(true);
    expect(await stripe.deliver(events[1]!)).toBe(200);
    const paid = await db.order.findUniqueOrThrow({ where: { orderNo: order.orderNo } });
    expect(paid).toMatchObject({ status: "PAID", paymentAttempts: 1 });
    expect(await db.payment.count({ where: { orderId: paid.id, status: "SUCCEEDED" } })).toBe(1);
    expect(await db.ticket.count({ where: { orderItem: { orderId: paid.id } } })).toBe(2);
    expect(await db.webhookEvent.count({ where: { provider: "stripe", eventId: { in: events.map((e) => e.id) } } })).toBe(2);
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "SUCCEEDED" });
  });
});

describe("a server killed between committing a refund due and refunding it", () => {
  it("the reconciliation job refunds it after the restart, once", { timeout: 120_000 }, async () => {
    const fan = await fanWithPayPassword(s);
    const order = await makeOrder(s, fan.userId, { amount: 64_00, expiresInMs: 60_000 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wechatPayHK", idempotencyKey: key() } }, { token: fan.token });
    const p = { ...member(r.data?.payOrder, "PaymentAccepted"), amount: 64_00, currency: "HKD" } as { paymentNo: string; amount: number; currency: string };

    // The webhook's transaction (holding the payment row) waits on the order row, which the hold's
    // expiry takes first: the success then cannot pay the order and is committed as REFUND_DUE.
    const orderLock = await lockRow(`select id from "Order" where id = $1 for update`, [order.id]);
    const delivered = sendWebhook(s.url, succeeded(p)).then(
      () => "answered",
      () => "connection lost",
    );
    await orderLock.waitForWaiter();
    // A second connection queues for the payment row: it gets it right after that commit, before the
    // refund that follows the commit can mark the payment REFUNDED.
    const paymentLock = new pg.Client({ connectionString: database.url });
    await paymentLock.connect();
    await paymentLock.query("begin");
    const paymentLocked = paymentLock.query(`select id from "Payment" where "paymentNo" = $1 for update`, [p.paymentNo]);
    await orderLock.waitForWaiter(2);
    await orderLock.client.query(`update "Order" set status = 'EXPIRED', "cancelledAt" = now() where id = $1`, [order.id]);
    await orderLock.client.query("commit");
    await orderLock.client.end();
    await paymentLocked;
    // The refund now waits for the payment row; the server dies there.
    await expect.poll(async () => (await db.payment.findUniqueOrThrow({ where: { paymentNo: p.paymentNo } })).failureReason).toBe("REFUND_DUE");
    await waitForLockWaiters(on(paymentLock));
    await killServer();
    expect(await delivered).toBe("connection lost");
    await paymentLock.query("rollback");
    await paymentLock.end();
    expect(await db.payment.findUniqueOrThrow({ where: { paymentNo: p.paymentNo } })).toMatchObject({ status: "SUCCEEDED", failureReason: "REFUND_DUE" });

    // After the restart the job finishes the refund; the provider's redelivery changes nothing.
    await startServer();
    await expect.poll(async () => (await db.payment.findUniqueOrThrow({ where: { paymentNo: p.paymentNo } })).status, { timeout: 20_000 }).toBe("REFUNDED");
    expect((await sendWebhook(s.url, succeeded(p))).body.duplicate).toBe(true);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("EXPIRED");
    expect((await s.gql(RESULT, { orderNo: order.orderNo }, { token: fan.token })).data!.paymentResult).toMatchObject({ status: "REFUNDED", reason: "HOLD_EXPIRED" });
    expect((await outbox(s, fan.email)).filter((m) => m.text.includes(order.orderNo))).toHaveLength(1);
  });
});

describe("a server killed during a wallet payment", () => {
  it("leaves all or nothing: nothing was charged, and the retry with the same key pays once", { timeout: 120_000 }, async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 50_00);
    const order = await makeOrder(s, fan.userId, { amount: 30_00, kind: "MERCH", maxPaymentAttempts: 1 });
    const idempotencyKey = key();
    // The revenue account's row: the payment's transaction has taken the attempt, written the payment
    // and the ledger transaction, and waits here to post the second leg.
    const lock = await lockRow(`select id from "WalletAccount" where kind = 'SYSTEM_REVENUE' and "userId" is null order by "createdAt" limit 1 for update`, []);
    const paying = s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey } }, { token: fan.token }).then(
      () => "answered",
      () => "connection lost",
    );
    await lock.waitForWaiter();
    await killServer();
    expect(await paying).toBe("connection lost");
    await lock.release();

    // Nothing of it was kept: the attempt, the payment, the ledger and the order are as before.
    await startServer();
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toMatchObject({ status: "AWAITING_PAYMENT", paymentAttempts: 0 });
    expect(await db.payment.count({ where: { orderId: order.id } })).toBe(0);
    expect(await balance(fan.token)).toBe(50_00);
    expect(await ledgerTotals(s)).toEqual(BALANCED);

    // The fan's app retries the same request: it pays once, and a further retry answers the same.
    const retry = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey } }, { token: fan.token });
    expect(retry.data!.payOrder).toMatchObject({ __typename: "PaymentAccepted", status: "SUCCEEDED" });
    const again = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey } }, { token: fan.token });
    expect(again.data!.payOrder).toMatchObject({ paymentNo: member(retry.data?.payOrder, "PaymentAccepted").paymentNo });
    const charged = (await db.payment.findUniqueOrThrow({ where: { paymentNo: member(retry.data?.payOrder, "PaymentAccepted").paymentNo } })).amount;
    expect(await balance(fan.token)).toBe(50_00 - charged);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
    expect(await ledgerTotals(s)).toEqual(BALANCED);
  });
});
