// The Fan Coin ledger under concurrency, over real HTTP: double spends, idempotent retries, the
// payment password lock, and a ledger that always balances.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { ensureWallet } from "../../server/src/modules/wallet/index.ts";
import { fanWithPayPassword, fund, key, ledgerTotals, makeOrder, PAY_ORDER, PAY_PASSWORD, RESULT, WALLET } from "./payments-support.ts";
import { graphql } from "../gql/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { member } from "../helpers/graphql-result.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 12 });
});
afterAll(() => s?.stop());

describe("wallet payments", () => {
  it("a new fan's wallet is made once when first uses race (two top-ups at once)", async () => {
    const fan = await s.app.deps.db.user.findFirstOrThrow({ where: { wallet: null }, select: { id: true } });
    const wallets = await Promise.all(Array.from({ length: 8 }, () => s.app.deps.db.$transaction((tx) => ensureWallet(tx, fan.id))));
    expect(new Set(wallets.map((w) => w.id)).size).toBe(1);
    expect(await s.app.deps.db.walletAccount.count({ where: { userId: fan.id } })).toBe(1);
  });

  it("100 concurrent payments of one fan with a balance for 30: exactly 30 succeed, the ledger sums to zero", { timeout: 180_000 }, async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 30 * 1000);
    const orders = await Promise.all(Array.from({ length: 100 }, () => makeOrder(s, fan.userId, { amount: 1000 })));
    const answers = await Promise.all(
      orders.map((o) => s.gql(PAY_ORDER, { input: { orderNo: o.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token })),
    );
    const kinds = answers.map((a) => a.data?.payOrder?.__typename ?? JSON.stringify(a.errors));
    expect(kinds.filter((k) => k !== "PaymentAccepted" && k !== "InsufficientBalanceError")).toEqual([]);
    expect(kinds.filter((k) => k === "PaymentAccepted")).toHaveLength(30);
    expect(kinds.filter((k) => k === "InsufficientBalanceError")).toHaveLength(70);
    const insufficient = answers.find((a) => a.data!.payOrder.__typename === "InsufficientBalanceError");
    expect(insufficient!.data!.payOrder).toMatchObject({ message: "Oops! Insufficient wallet balance, please top up" });

    const paid = await s.app.deps.db.order.count({ where: { id: { in: orders.map((o) => o.id) }, status: "PAID" } });
    expect(paid).toBe(30);
    const w = await s.gql(WALLET, {}, { token: fan.token });
    expect(w.data!.wallet.balance.amount).toBe(0);
    expect(await ledgerTotals(s)).toEqual({ entries: 0, balances: 0, unbalanced: 0, drifted: 0 });
    // A failed attempt (insufficient balance) does not use the order up: it can be paid after a top-up.
    const unpaid = orders.find((o) => answers[orders.indexOf(o)].data!.payOrder.__typename !== "PaymentAccepted")!;
    const r = await s.gql(RESULT, { orderNo: unpaid.orderNo }, { token: fan.token });
    expect(r.data!.paymentResult).toMatchObject({ status: "NOT_PAID", canRetry: true });
  });

  it("a retry with the same idempotency key returns the first answer and charges once, even racing", async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 10_000);
    const order = await makeOrder(s, fan.userId, { amount: 2_500 });
    const input = { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() };
    const racing = await Promise.all(Array.from({ length: 5 }, () => s.gql(PAY_ORDER, { input }, { token: fan.token })));
    const later = await s.gql(PAY_ORDER, { input }, { token: fan.token });
    const paymentNos = new Set([...racing, later].map((a) => member(a.data?.payOrder, "PaymentAccepted").paymentNo));
    expect([...racing, later].every((a) => a.data!.payOrder.__typename === "PaymentAccepted")).toBe(true);
    expect(paymentNos.size).toBe(1);
    const w = await s.gql(WALLET, {}, { token: fan.token });
    expect(w.data!.wallet.balance.amount).toBe(7_500);
    expect(await s.app.deps.db.payment.count({ where: { orderId: order.id } })).toBe(1);
    // A new key for a paid order is refused: never paid twice.
    const again = await s.gql(PAY_ORDER, { input: { ...input, idempotencyKey: key() } }, { token: fan.token });
    expect(again.data!.payOrder).toMatchObject({ code: "ORDER_NOT_PAYABLE" });
  });

  it("converts MOP at the configured rate, rounding up, and shows it before paying", async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 10_000);
    const order = await makeOrder(s, fan.userId, { amount: 10_001, currency: "MOP" });
    const q = await s.gql(graphql(`query WalletLedger($o: String!) { payableOrder(orderNo: $o) { ... on PayableOrder { amount { amount currency } fanCoinAmount { amount } walletBalance { amount } } } }`), { o: order.orderNo }, { token: fan.token });
    // 10,001 × 9,709 / 10,000 = 9,709.97… → 9,710 (rounded in the platform's favour)
    expect(q.data!.payableOrder).toEqual({ amount: { amount: 10_001, currency: "MOP" }, fanCoinAmount: { amount: 9_710 }, walletBalance: { amount: 10_000 } });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
    expect(member(r.data?.payOrder, "PaymentAccepted").balance!.amount).toBe(290);
  });

  it("asks for the full password, refuses a wrong one, locks after 5 wrong tries", async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 5_000);
    const order = await makeOrder(s, fan.userId, { amount: 1_000 });
    const pay = (payPassword: string) => s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword, idempotencyKey: key() } }, { token: fan.token });
    const short = await pay("123");
    expect(member(short.data?.payOrder, "ValidationError").issues[0]).toEqual({ field: "payPassword", messageKey: "validation.payPasswordIncomplete" });
    for (let i = 1; i <= 4; i++) expect((await pay("000000")).data!.payOrder.__typename).toBe("WrongPayPasswordError");
    const fifth = await pay("000000");
    expect(fifth.data!.payOrder.__typename).toBe("PayPasswordLockedError");
    expect(member(fifth.data?.payOrder, "PayPasswordLockedError").retryAfterSeconds).toBeGreaterThan(800);
    // Locked: even the right password is refused, and nothing was charged.
    expect((await pay(PAY_PASSWORD)).data!.payOrder.__typename).toBe("PayPasswordLockedError");
    expect((await s.gql(WALLET, {}, { token: fan.token })).data!.wallet.balance.amount).toBe(5_000);
  });

  it("says how many wrong tries are left before the lock", async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 5_000);
    const order = await makeOrder(s, fan.userId, { amount: 1_000 });
    const WRONG = graphql(`mutation WalletLedger2($input: PayOrderInput!) { payOrder(input: $input) { __typename ... on WrongPayPasswordError { code field attemptsLeft } } }`);
    const left: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const r = await s.gql(WRONG, { input: { orderNo: order.orderNo, method: "wallet", payPassword: "000000", idempotencyKey: key() } }, { token: fan.token });
      expect(r.data!.payOrder).toMatchObject({ __typename: "WrongPayPasswordError", code: "WRONG_PAY_PASSWORD", field: "payPassword" });
      left.push(member(r.data?.payOrder, "WrongPayPasswordError").attemptsLeft!);
    }
    expect(left).toEqual([4, 3, 2, 1]);
  });

  it("sends a fan without a payment password to set one first; refuses another fan's order", async () => {
    const { signUp } = await import("../helpers/accounts.ts");
    const fan = await signUp(s);
    const order = await makeOrder(s, fan.user.id, { amount: 1_000 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: "123456", idempotencyKey: key() } }, { token: fan.token });
    expect(r.data!.payOrder.__typename).toBe("PayPasswordNotSetError");
    const other = await fanWithPayPassword(s);
    const theirs = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: other.token });
    expect(theirs.data!.payOrder.__typename).toBe("NotFoundError");
  });

  it("refuses an expired hold with the 10-minute message and charges nothing", async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 5_000);
    const order = await makeOrder(s, fan.userId, { amount: 1_000, expiresInMs: -1_000 });
    const r = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
    expect(r.data!.payOrder).toMatchObject({ code: "HOLD_EXPIRED", message: "Oops! An order is only secured for 10 minutes, please try again" });
    expect((await s.gql(WALLET, {}, { token: fan.token })).data!.wallet.balance.amount).toBe(5_000);
  });

  it("lists the wallet's transactions newest first with balances after each", async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 12_345_00);
    const order = await makeOrder(s, fan.userId, { amount: 100_00 });
    await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
    const w = await s.gql(WALLET, {}, { token: fan.token });
    expect(w.data!.wallet.transactions.edges.map((e) => [e.node.kind, e.node.amount.amount, e.node.balanceAfter.amount])).toEqual([
      ["PAYMENT", -100_00, 12_245_00],
      ["TOPUP", 12_345_00, 12_345_00],
    ]);
  });

  it("names what each row paid for: the event's title, nothing more for a top-up", async () => {
    const fan = await fanWithPayPassword(s);
    await fund(s, fan.token, 500_00);
    const event = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const order = await makeOrder(s, fan.userId, { amount: 100_00 });
    await s.app.deps.db.order.update({ where: { id: order.id }, data: { eventId: event.id } });
    await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
    const w = await s.gql(WALLET, {}, { token: fan.token });
    expect(w.data!.wallet.transactions.edges.map((e) => [e.node.kind, e.node.paidFor])).toEqual([
      ["PAYMENT", event.title],
      ["TOPUP", null],
    ]);
  });
});
