// Paying orders in GraphQL: the payable order, pay / top up, the stored and live result, saved cards.
// Thin: scope, call one service function, return.
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { PayPasswordNotSetError, WrongPayPasswordError } from "../users/index.ts";
import { Done, done } from "../users/users.schema.ts";
import { InsufficientBalanceError } from "../wallet/index.ts";
import { FanCoinAmount } from "../wallet/wallet.schema.ts";
import {
  HoldExpiredError,
  OrderNotPayableError,
  PaymentAttemptsExhaustedError,
  PaymentMethodUnavailableError,
  PayPasswordLockedError,
} from "./payments.errors.ts";
import * as payments from "./payments.service.ts";
import { CARD_BRANDS, PAYMENT_METHODS } from "@fanfare/shared/payments";
import { viewerId } from "../../context.ts";

builder.objectType(PayPasswordLockedError, {
  name: "PayPasswordLockedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});
builder.objectType(OrderNotPayableError, { name: "OrderNotPayableError", interfaces: [ErrorInterface], fields: (t) => ({ status: t.exposeString("status") }) });
for (const [cls, name] of [
  [HoldExpiredError, "HoldExpiredError"],
  [PaymentAttemptsExhaustedError, "PaymentAttemptsExhaustedError"],
  [PaymentMethodUnavailableError, "PaymentMethodUnavailableError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface] });
}

export const PaymentMethodEnum = builder.enumType("PaymentMethod", { values: PAYMENT_METHODS });
const CardBrandEnum = builder.enumType("CardBrand", { values: CARD_BRANDS });
const OrderKindEnum = builder.enumType("PayableOrderKind", { values: ["TICKET", "MERCH", "TOPUP"] as const });
const PaymentResultStatusEnum = builder.enumType("PaymentResultStatus", {
  values: ["NOT_PAID", "PENDING", "SUCCEEDED", "FAILED", "REFUNDING", "REFUNDED", "EXPIRED"] as const,
});

const OrderAmount = builder.objectRef<{ amount: number; currency: string }>("OrderAmount").implement({
  description: "An amount in minor units with its currency code (HKD, MOP, or FANCOIN for Fan Coin).",
  fields: (t) => ({ amount: t.exposeInt("amount"), currency: t.exposeString("currency") }),
});

const PayableOrder = builder.objectRef<payments.PayableOrderView>("PayableOrder").implement({
  fields: (t) => ({
    orderNo: t.string({ resolve: (v) => v.order.orderNo }),
    kind: t.field({ type: OrderKindEnum, resolve: (v) => v.order.kind }),
    status: t.string({ resolve: (v) => v.order.status }),
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    amount: t.field({ type: OrderAmount, resolve: (v) => ({ amount: v.order.totalAmount, currency: v.order.currency }) }),
    fanCoinAmount: t.field({
      type: FanCoinAmount,
      nullable: true,
      description: "What the wallet pays (rounded up to the Fan Coin cent); null for a top-up.",
      resolve: (v) => (v.fanCoinAmount === null ? null : { amount: v.fanCoinAmount }),
    }),
    expiresAt: t.field({ type: "DateTime", nullable: true, resolve: (v) => v.order.expiresAt }),
    attemptsLeft: t.exposeInt("attemptsLeft", { nullable: true, description: "Null: unlimited." }),
    walletBalance: t.field({ type: FanCoinAmount, resolve: (v) => ({ amount: v.walletBalance }) }),
    payPasswordSetUp: t.exposeBoolean("payPasswordSetUp"),
  }),
});

const PaymentResult = builder.objectRef<payments.PaymentResultView>("PaymentResult").implement({
  fields: (t) => ({
    orderNo: t.exposeString("orderNo"),
    kind: t.field({ type: OrderKindEnum, resolve: (v) => v.kind as "TICKET" | "MERCH" | "TOPUP" }),
    status: t.field({ type: PaymentResultStatusEnum, resolve: (v) => v.status }),
    reason: t.exposeString("reason", { nullable: true }),
    amount: t.field({ type: OrderAmount, resolve: (v) => ({ amount: v.amount, currency: v.currency }) }),
    method: t.exposeString("method", { nullable: true }),
    attemptsLeft: t.exposeInt("attemptsLeft", { nullable: true }),
    canRetry: t.exposeBoolean("canRetry", { description: "False on a hot event's failed single attempt: contact support instead." }),
    title: t.exposeString("title", { description: "What was bought: the event, else the product; \"Fan Coin\" for a top-up." }),
    description: t.exposeString("description", { nullable: true, description: "The order's lines (ticket types, products × quantity)." }),
  }),
});

const PaymentAccepted = builder.objectRef<payments.PayOrderResult>("PaymentAccepted").implement({
  description: "SUCCEEDED: paid at once (wallet). PENDING: continue on the provider's hosted page at redirectUrl; it sends the browser back to the result page.",
  fields: (t) => ({
    orderNo: t.exposeString("orderNo"),
    paymentNo: t.exposeString("paymentNo"),
    status: t.string({ resolve: (v) => (v.kind === "completed" ? "SUCCEEDED" : "PENDING") }),
    redirectUrl: t.string({ nullable: true, resolve: (v) => (v.kind === "redirect" ? v.redirectUrl : null) }),
    balance: t.field({ type: FanCoinAmount, nullable: true, description: "The wallet balance after a wallet payment.", resolve: (v) => (v.kind === "completed" && v.balance !== null ? { amount: v.balance } : null) }),
  }),
});

const CardInput = builder.inputType("CardInput", {
  fields: (t) => ({
    holderName: t.string({ required: true }),
    number: t.string({ required: true }),
    expMonth: t.int({ required: true }),
    expYear: t.int({ required: true }),
    securityCode: t.string({ required: true, description: "CVV, CVC, CID or CAV2 depending on the card type." }),
    brand: t.field({ type: CardBrandEnum, required: true }),
  }),
});

const PayOrderInput = builder.inputType("PayOrderInput", {
  fields: (t) => ({
    orderNo: t.string({ required: true }),
    method: t.string({ required: true, description: "A PaymentMethod value." }),
    payPassword: t.string({ description: "Wallet payments: the 6-digit payment password." }),
    card: t.field({ type: CardInput }),
    savedCardId: t.id(),
    rememberCard: t.boolean(),
    idempotencyKey: t.string({ required: true, description: "Unique per attempt; a retry with the same key returns the first answer." }),
  }),
});

const TopUpInput = builder.inputType("TopUpInput", {
  fields: (t) => ({
    amount: t.int({ required: true, description: "Fan Coin minor units (> 0)." }),
    method: t.string({ required: true, description: "card or an e-wallet PaymentMethod." }),
    card: t.field({ type: CardInput }),
    savedCardId: t.id(),
    rememberCard: t.boolean(),
    idempotencyKey: t.string({ required: true }),
  }),
});

const payErrors = [
  ValidationError,
  NotFoundError,
  UnauthenticatedError,
  InsufficientBalanceError,
  WrongPayPasswordError,
  PayPasswordLockedError,
  PayPasswordNotSetError,
  OrderNotPayableError,
  HoldExpiredError,
  PaymentAttemptsExhaustedError,
  PaymentMethodUnavailableError,
] as const;


builder.queryField("payableOrder", (t) =>
  t.field({
    type: PayableOrder,
    args: { orderNo: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: (_r, { orderNo }, ctx) => payments.payableOrder(ctx.deps, viewerId(ctx), orderNo),
  }),
);

builder.queryField("paymentResult", (t) =>
  t.field({
    type: PaymentResult,
    args: { orderNo: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: (_r, { orderNo }, ctx) => payments.paymentResult(ctx.deps, viewerId(ctx), orderNo),
  }),
);

builder.subscriptionField("paymentResult", (t) =>
  t.field({
    type: PaymentResult,
    args: { orderNo: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    description: "The stored outcome at once, then again whenever it changes (payment:result).",
    subscribe: (_r, { orderNo }, ctx) => {
      const userId = viewerId(ctx);
      return new Repeater<payments.PaymentResultView>(async (push, stop) => {
        // Listening (over Redis: subscribed) before the stored outcome is read, so no change falls between the two.
        const source = await ctx.pubsub.listen("payment:result", orderNo);
        void stop.then(() => source.return());
        await push(await payments.paymentResult(ctx.deps, userId, orderNo));
        for await (const _e of source) await push(await payments.paymentResult(ctx.deps, userId, orderNo));
      });
    },
    resolve: (v) => v,
  }),
);

builder.prismaObject("SavedCard", {
  fields: (t) => ({
    id: t.exposeID("id"),
    brand: t.exposeString("brand"),
    last4: t.exposeString("last4"),
    expMonth: t.exposeInt("expMonth"),
    expYear: t.exposeInt("expYear"),
    holderName: t.exposeString("holderName"),
  }),
});

builder.queryField("savedCards", (t) =>
  t.prismaField({
    type: ["SavedCard"],
    authScopes: { loggedIn: true },
    description: "Cards the fan asked to remember: only the provider's token, brand, last 4 digits and expiry are kept.",
    resolve: (query, _r, _a, ctx) => payments.listSavedCards(ctx.deps, query, viewerId(ctx)),
  }),
);

builder.mutationField("payOrder", (t) =>
  t.field({
    type: PaymentAccepted,
    args: { input: t.arg({ type: PayOrderInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [...payErrors], directResult: true },
    resolve: (_r, { input }, ctx) => payments.payOrder(ctx.deps, viewerId(ctx), input),
  }),
);

builder.mutationField("topUp", (t) =>
  t.field({
    type: PaymentAccepted,
    args: { input: t.arg({ type: TopUpInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [...payErrors], directResult: true },
    resolve: (_r, { input }, ctx) => payments.topUp(ctx.deps, viewerId(ctx), input),
  }),
);

builder.mutationField("deleteSavedCard", (t) =>
  t.field({
    type: Done,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, UnauthenticatedError], directResult: true },
    resolve: async (_r, { id }, ctx) => {
      await payments.deleteSavedCard(ctx.deps, viewerId(ctx), String(id));
      return done;
    },
  }),
);
