// The Fan Coin wallet in GraphQL: balance, transactions, live balance. Thin: scope, call the service.
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { UnauthenticatedError } from "../../errors.ts";
import { ErrorInterface, describedValues } from "../core/core.schema.ts";
import { InsufficientBalanceError } from "./wallet.errors.ts";
import { getWallet, walletBalance, walletDisplayCurrency, walletEntryListed } from "./wallet.service.ts";
import { parentId, prismaCursorRows } from "../../platform/cursor-guard.ts";

builder.objectType(InsufficientBalanceError, {
  name: "InsufficientBalanceError",
  description: "Oops! Insufficient wallet balance, please top up",
  interfaces: [ErrorInterface],
  fields: (t) => ({ balance: t.field({ description: "The wallet's balance now.", type: FanCoinAmount, resolve: (e) => ({ amount: e.balance }) }), required: t.field({ description: "What the payment needs.", type: FanCoinAmount, resolve: (e) => ({ amount: e.required }) }) }),
});

export const FanCoinAmount = builder.objectRef<{ amount: number }>("FanCoinAmount").implement({
  description: "Fan Coin in minor units (display amount / 100). 1 Fan Coin = 1 HKD.",
  fields: (t) => ({ amount: t.exposeInt("amount", { description: "Fan Coin in minor units: 100 = 1 Fan Coin." }) }),
});

const LedgerKindEnum = builder.enumType("WalletTransactionKind", {
  description: "Why the wallet's balance changed.",
  values: describedValues(["TOPUP", "PAYMENT", "REFUND", "ADJUSTMENT"] as const, {
    TOPUP: "Fan Coin bought.",
    PAYMENT: "An order paid with the wallet.",
    REFUND: "A wallet payment refunded.",
    ADJUSTMENT: "A correction by support.",
  }),
});

builder.prismaObject("LedgerEntry", {
  description: "One change of the wallet's balance.",
  name: "WalletTransaction",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The entry's id." }),
    amount: t.field({ type: FanCoinAmount, description: "Signed: positive in, negative out.", resolve: (e) => ({ amount: e.amount }) }),
    balanceAfter: t.field({ description: "The balance right after it.", type: FanCoinAmount, resolve: (e) => ({ amount: e.balanceAfter }) }),
    kind: t.field({ description: "Why the balance changed.", type: LedgerKindEnum, select: { transaction: { select: { kind: true } } }, resolve: (e) => e.transaction.kind }),
    reference: t.string({ description: "What it came from: a payment's number, a refund's number, a top-up's order number, handback:<id> for a sold hand-back's payout (handBackSale), or the reference a correction names.", select: { transaction: { select: { reference: true } } }, resolve: (e) => e.transaction.reference }),
    createdAt: t.expose("createdAt", { description: "When (ISO 8601, UTC).", type: "DateTime" }),
  }),
});

builder.prismaObject("WalletAccount", {
  description: "The signed-in fan's Fan Coin wallet.",
  name: "Wallet",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The wallet's id." }),
    balance: t.field({ description: "The balance now.", type: FanCoinAmount, resolve: (w) => ({ amount: w.balance }) }),
    displayCurrency: t.string({
      description: "The currency of the fan's area (HKD, MOP, MYR…).",
      deprecationReason: "Fan Coin is one currency whatever the area: show balance and transactions as Fan Coin's HK$ value (1 Fan Coin = HK$1), not in this currency.",
      select: { user: { select: { areaCode: true } } },
      resolve: (w, _a, ctx) => walletDisplayCurrency(ctx.deps, w.user?.areaCode ?? null),
    }),
    transactions: t.relatedConnection("entries", {
      description: "Balance changes, newest first, as a Relay connection with stable cursors.",
      cursor: "id",
      extensions: prismaCursorRows((id, wallet, _args, ctx) => walletEntryListed(ctx.deps, id, parentId(wallet))),
      query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    }),
  }),
});

builder.queryField("wallet", (t) =>
  t.prismaField({
    type: "WalletAccount",
    description: "The signed-in fan's Fan Coin wallet (created empty on first look).",
    authScopes: { loggedIn: true },
    resolve: (query, _r, _a, ctx) => getWallet(ctx.deps, ctx.viewer.userId!, query),
  }),
);

builder.subscriptionField("walletBalance", (t) =>
  t.field({
    type: FanCoinAmount,
    description: "The fan's balance now, then after every change (top-up, payment, refund).",
    authScopes: { loggedIn: true },
    subscribe: (_r, _a, ctx) => {
      const userId = ctx.viewer.userId;
      if (!userId) throw new UnauthenticatedError();
      return new Repeater<{ amount: number }>(async (push, stop) => {
        const source = ctx.pubsub.subscribe("wallet:balance-changed", userId);
        stop.then(() => void source.return?.());
        await push({ amount: await walletBalance(ctx.deps, userId) });
        for await (const e of source) await push({ amount: e.balance });
      });
    },
    resolve: (v) => v,
  }),
);
