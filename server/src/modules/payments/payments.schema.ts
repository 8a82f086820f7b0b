// Paying orders in GraphQL: the payable order, pay / top up, the stored and live result, saved cards.
// Thin: scope, call one service function, return.
import { Repeater } from "graphql-yoga";
import DataLoader from "dataloader";
import { builder } from "../../builder.ts";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { ErrorInterface, describedValues } from "../core/core.schema.ts";
import { PayPasswordNotSetError, WrongPayPasswordError } from "../users/index.ts";
import { Done, done } from "../users/users.schema.ts";
import { InsufficientBalanceError } from "../wallet/index.ts";
import { FanCoinAmount } from "../wallet/wallet.schema.ts";
import { OrderStatusEnum } from "../orders/orders.schema.ts";
import {
  HoldExpiredError,
  OrderNotPayableError,
  PaymentAttemptsExhaustedError,
  PaymentMethodUnavailableError,
  PaymentProviderUnavailableError,
  PayPasswordLockedError,
} from "./payments.errors.ts";
import * as payments from "./payments.service.ts";
import * as results from "./results.ts";
import { subjectsOfWalletReferences } from "./wallet-subjects.ts";
import { isHandBackPayoutReference } from "./refunds.ts";
import { deleteSavedCard, listSavedCards } from "./saved-cards.ts";
import { CARD_BRANDS, PAYMENT_METHODS } from "@fanfare/shared/payments";
import { viewerId, type Context } from "../../context.ts";
import { IdentityRequiredError } from "../orders/index.ts";

builder.objectType(PayPasswordLockedError, {
  description: "Too many wrong payment passwords: the payment password is locked for a while.",
  name: "PayPasswordLockedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds", { description: "Seconds until it can be tried again." }) }),
});
builder.objectType(OrderNotPayableError, { description: "The order cannot be paid in its current state (see status).", name: "OrderNotPayableError", interfaces: [ErrorInterface], fields: (t) => ({ status: t.exposeString("status", { description: "The order's OrderStatus now (e.g. PAID, EXPIRED)." }) }) });
for (const [cls, name, description] of [
  [HoldExpiredError, "HoldExpiredError", "The order's hold ran out before payment; secure again."],
  [PaymentAttemptsExhaustedError, "PaymentAttemptsExhaustedError", "No payment attempts are left for this order (hot events allow one); the order is released."],
  [PaymentMethodUnavailableError, "PaymentMethodUnavailableError", "The payment method is not offered (no provider takes it here), or cannot be used for this order now."],
  [PaymentProviderUnavailableError, "PaymentProviderUnavailableError", "The payment provider did not answer: retry with the same idempotencyKey to resume the same payment."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
}

export const PaymentMethodEnum = builder.enumType("PaymentMethod", {
  description: "A way to pay.",
  values: describedValues(PAYMENT_METHODS, {
    wallet: "The Fan Coin wallet (needs the payment password).",
    card: "A credit or debit card (on a real provider's page, which also offers Apple Pay and Google Pay where the device has them).",
    applePay: "Apple Pay, on the provider's page (offered only when PAYMENT_ROUTES routes it).",
    googlePay: "Google Pay, on the provider's page (offered only when PAYMENT_ROUTES routes it).",
    alipayHK: "AlipayHK.",
    alipay: "Alipay (Mainland China).",
    wechatPayHK: "WeChat Pay HK.",
    visa: "Visa through the payment provider's page.",
    master: "Mastercard through the payment provider's page.",
    chinaUnion: "UnionPay through the payment provider's page.",
    momo: "MoMo e-wallet.",
    payme: "PayMe (HSBC).",
    alipayMO: "Alipay Macau.",
    MPAY: "MPay (Macau).",
    UEPAY: "UePay (Macau).",
    unionQrPay: "UnionPay QR.",
    BOC: "BOC Pay.",
  }),
});
const CardBrandEnum = builder.enumType("CardBrand", {
  description: "A card network.",
  values: describedValues(CARD_BRANDS, {
    VISA: "Visa (3-digit CVV).",
    MASTERCARD: "Mastercard (3-digit CVC).",
    AMEX: "American Express (4-digit CID).",
    UNIONPAY: "UnionPay (3-digit CVC).",
    JCB: "JCB (3-digit CAV2).",
    DISCOVER: "Discover (3-digit CID).",
  }),
});
const OrderKindEnum = builder.enumType("PayableOrderKind", {
  description: "What an order to pay buys.",
  values: describedValues(["TICKET", "MERCH", "TOPUP"] as const, {
    TICKET: "Event tickets.",
    MERCH: "Merchandise.",
    TOPUP: "Fan Coin for the wallet.",
  }),
});
const PaymentResultStatusEnum = builder.enumType("PaymentResultStatus", {
  description: "Where an order's payment stands.",
  values: describedValues(["NOT_PAID", "PENDING", "SUCCEEDED", "FAILED", "REFUNDING", "REFUNDED", "EXPIRED"] as const, {
    NOT_PAID: "No payment was attempted.",
    PENDING: "A payment is in progress (e.g. the fan is on the e-wallet's page).",
    SUCCEEDED: "Paid.",
    FAILED: "The payment failed (see reason); it may be retried if attempts are left.",
    REFUNDING: "A refund is on its way.",
    REFUNDED: "Refunded to where the payment came from.",
    EXPIRED: "The order expired before it was paid.",
  }),
});

export const OrderAmount = builder.objectRef<{ amount: number; currency: string }>("OrderAmount").implement({
  description: "An amount in minor units with its currency code (HKD, MOP, or FANCOIN for Fan Coin).",
  fields: (t) => ({ amount: t.exposeInt("amount", { description: "The amount in minor units (cents)." }), currency: t.exposeString("currency", { description: "HKD, MOP, or FANCOIN." }) }),
});

const PayableOrder = builder.objectRef<results.PayableOrderView>("PayableOrder").implement({
  description: "An order on the pay screen: what it is, what it costs, and how the fan can pay.",
  fields: (t) => ({
    orderNo: t.string({ description: "The order number.", resolve: (v) => v.order.orderNo }),
    kind: t.field({ description: "What it buys.", type: OrderKindEnum, resolve: (v) => v.order.kind }),
    status: t.string({ description: "The order's OrderStatus.", resolve: (v) => v.order.status }),
    title: t.exposeString("title", { description: "A one-line summary (e.g. the event's title, or \"Fan Coin top-up\")." }),
    description: t.exposeString("description", { description: "A second line (e.g. ticket types and quantities); null when none.", nullable: true }),
    amount: t.field({ description: "The total to pay.", type: OrderAmount, resolve: (v) => ({ amount: v.order.totalAmount, currency: v.order.currency }) }),
    fanCoinAmount: t.field({
      type: FanCoinAmount,
      nullable: true,
      description: "What the wallet pays (rounded up to the Fan Coin cent); null for a top-up.",
      resolve: (v) => (v.fanCoinAmount === null ? null : { amount: v.fanCoinAmount }),
    }),
    expiresAt: t.field({ description: "When the held stock is released (ISO 8601, UTC); null for a top-up.", type: "DateTime", nullable: true, resolve: (v) => v.order.expiresAt }),
    attemptsLeft: t.exposeInt("attemptsLeft", { nullable: true, description: "Null: unlimited." }),
    walletBalance: t.field({ description: "The viewer's Fan Coin balance.", type: FanCoinAmount, resolve: (v) => ({ amount: v.walletBalance }) }),
    payPasswordSetUp: t.exposeBoolean("payPasswordSetUp", { description: "True when the viewer has a payment password (needed to pay with the wallet)." }),
  }),
});

const PaymentResult = builder.objectRef<results.PaymentResultView>("PaymentResult").implement({
  description: "How an order's payment ended (or stands).",
  fields: (t) => ({
    orderNo: t.exposeString("orderNo", { description: "The order number." }),
    kind: t.field({ description: "What it buys.", type: OrderKindEnum, resolve: (v) => v.kind as "TICKET" | "MERCH" | "TOPUP" }),
    status: t.field({ description: "Where the payment stands.", type: PaymentResultStatusEnum, resolve: (v) => v.status }),
    reason: t.exposeString("reason", { description: "Why it failed, as a stable code; null unless FAILED.", nullable: true }),
    amount: t.field({ description: "The amount.", type: OrderAmount, resolve: (v) => ({ amount: v.amount, currency: v.currency }) }),
    method: t.exposeString("method", { description: "The PaymentMethod used; null when none.", nullable: true }),
    attemptsLeft: t.exposeInt("attemptsLeft", { description: "Payment attempts left; null when unlimited.", nullable: true }),
    canRetry: t.exposeBoolean("canRetry", { description: "False on a hot event's failed single attempt: contact support instead." }),
    orderStatus: t.expose("orderStatus", {
      type: OrderStatusEnum,
      description: "Where the order stands now (EXPIRED as soon as its hold has run out): a result page opened again later shows it beside the old outcome.",
    }),
    title: t.exposeString("title", { description: "What was bought: the event, else the product; \"Fan Coin\" for a top-up." }),
    description: t.exposeString("description", { nullable: true, description: "The order's lines (ticket types, products × quantity)." }),
  }),
});

const PaymentAccepted = builder.objectRef<payments.PayOrderResult>("PaymentAccepted").implement({
  description: "SUCCEEDED: paid at once (wallet, a saved card). FAILED: a saved card was declined at once. PENDING: continue on the provider's hosted page at redirectUrl; it sends the browser back to the result page.",
  fields: (t) => ({
    orderNo: t.exposeString("orderNo", { description: "The order number." }),
    paymentNo: t.exposeString("paymentNo", { description: "The payment's reference." }),
    status: t.string({
      description: "SUCCEEDED when paid at once (wallet, a saved card), FAILED when declined at once, PENDING when the fan must finish at redirectUrl.",
      resolve: (v) => (v.kind === "completed" ? "SUCCEEDED" : v.kind === "decided" ? v.status : "PENDING"),
    }),
    redirectUrl: t.string({ description: "The payment provider's page to send the fan to; null when paid at once.", nullable: true, resolve: (v) => (v.kind === "redirect" ? v.redirectUrl : null) }),
    balance: t.field({ type: FanCoinAmount, nullable: true, description: "The wallet balance after a wallet payment.", resolve: (v) => (v.kind === "completed" && v.balance !== null ? { amount: v.balance } : null) }),
  }),
});

const CardInput = builder.inputType("CardInput", {
  description: "A card typed into the sandbox provider's form (development and staging only). A real provider's own page takes cards: sending one then is refused (VALIDATION on card).",
  fields: (t) => ({
    holderName: t.string({ description: "The name on the card.", required: true }),
    number: t.string({ description: "The card number, digits only.", required: true }),
    expMonth: t.int({ description: "Expiry month, 1–12.", required: true }),
    expYear: t.int({ description: "Expiry year, four digits.", required: true }),
    securityCode: t.string({ required: true, description: "CVV, CVC, CID or CAV2 depending on the card type." }),
    brand: t.field({ description: "The card network.", type: CardBrandEnum, required: true }),
  }),
});

const PayOrderInput = builder.inputType("PayOrderInput", {
  description: "How to pay an order: a new card, a saved card, the wallet or an e-wallet.",
  fields: (t) => ({
    orderNo: t.string({ description: "The order number.", required: true }),
    method: t.string({ required: true, description: "A PaymentMethod value." }),
    payPassword: t.string({ description: "Wallet payments: the 6-digit payment password." }),
    card: t.field({ description: "A new card, when paying by card.", type: CardInput }),
    savedCardId: t.id({ description: "A saved card's id (SavedCard.id), instead of a new card." }),
    rememberCard: t.boolean({ description: "Save the new card for next time." }),
    idempotencyKey: t.string({ required: true, description: "Unique per attempt; a retry with the same key returns the first answer." }),
  }),
});

const TopUpInput = builder.inputType("TopUpInput", {
  description: "A Fan Coin top-up paid by card.",
  fields: (t) => ({
    amount: t.int({ required: true, description: "Fan Coin minor units (> 0)." }),
    method: t.string({ required: true, description: "card or an e-wallet PaymentMethod." }),
    card: t.field({ description: "A new card.", type: CardInput }),
    savedCardId: t.id({ description: "A saved card's id (SavedCard.id), instead of a new card." }),
    rememberCard: t.boolean({ description: "Save the new card for next time." }),
    idempotencyKey: t.string({ description: "A client-made key (8–100 characters): retrying with it never charges twice.", required: true }),
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
  PaymentProviderUnavailableError,
] as const;


builder.queryField("payableOrder", (t) =>
  t.field({
    description: "One of the viewer's orders as the pay screen shows it, or null (auth: signed-in fan).",
    type: PayableOrder,
    args: { orderNo: t.arg.string({ description: "The order number.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: (_r, { orderNo }, ctx) => results.payableOrder(ctx.deps, viewerId(ctx), orderNo),
  }),
);

builder.queryField("paymentResult", (t) =>
  t.field({
    description: "How one of the viewer's orders' payment stands, or null (auth: signed-in fan).",
    type: PaymentResult,
    args: { orderNo: t.arg.string({ description: "The order number.", required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: (_r, { orderNo }, ctx) => results.paymentResult(ctx.deps, viewerId(ctx), orderNo),
  }),
);

builder.subscriptionField("paymentResult", (t) =>
  t.field({
    type: PaymentResult,
    args: { orderNo: t.arg.string({ description: "The order number; must be one of the viewer's orders.", required: true }) },
    authScopes: { loggedIn: true },
    description: "The stored outcome at once, then again whenever it changes (payment:result).",
    subscribe: (_r, { orderNo }, ctx) => {
      const userId = viewerId(ctx);
      return new Repeater<results.PaymentResultView>(async (push, stop) => {
        // Listening (over Redis: subscribed) before the stored outcome is read, so no change falls between the two.
        const source = await ctx.pubsub.listen("payment:result", orderNo);
        void stop.then(() => source.return());
        await push(await results.paymentResult(ctx.deps, userId, orderNo));
        for await (const _e of source) await push(await results.paymentResult(ctx.deps, userId, orderNo));
      });
    },
    resolve: (v) => v,
  }),
);

builder.prismaObject("SavedCard", {
  description: "A card the fan saved for later payments; only its last four digits are kept.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The card's id; pass it as savedCardId." }),
    brand: t.exposeString("brand", { description: "The card network (a CardBrand value)." }),
    last4: t.exposeString("last4", { description: "The card number's last four digits." }),
    expMonth: t.exposeInt("expMonth", { description: "Expiry month, 1–12." }),
    expYear: t.exposeInt("expYear", { description: "Expiry year, four digits." }),
    holderName: t.exposeString("holderName", { description: "The name on the card." }),
  }),
});

builder.queryField("savedCards", (t) =>
  t.prismaField({
    type: ["SavedCard"],
    authScopes: { loggedIn: true },
    description: "Cards the fan asked to remember that can pay now (kept by the provider that takes cards): only its token, brand, last 4 digits and expiry are kept here.",
    resolve: (query, _r, _a, ctx) => listSavedCards(ctx.deps, query, viewerId(ctx)),
  }),
);

builder.mutationField("payOrder", (t) =>
  t.field({
    description: "Pays one of the viewer's orders (auth: signed-in fan). Errors: see the result union (HoldExpiredError, OrderNotPayableError, PaymentAttemptsExhaustedError, PayPasswordLockedError, …).",
    type: PaymentAccepted,
    args: { input: t.arg({ description: "How to pay.", type: PayOrderInput, required: true }) },
    authScopes: { loggedIn: true },
    // IdentityRequiredError: a real-name order whose tickets are not all named yet (an offer: nameOrderTickets).
    errors: { types: [...payErrors, IdentityRequiredError], directResult: true },
    resolve: (_r, { input }, ctx) => payments.payOrder(ctx.deps, viewerId(ctx), input),
  }),
);

builder.mutationField("topUp", (t) =>
  t.field({
    description: "Buys Fan Coin by card (auth: signed-in fan). Errors: see the result union.",
    type: PaymentAccepted,
    args: { input: t.arg({ description: "The top-up.", type: TopUpInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [...payErrors], directResult: true },
    resolve: (_r, { input }, ctx) => payments.topUp(ctx.deps, viewerId(ctx), input),
  }),
);

builder.mutationField("deleteSavedCard", (t) =>
  t.field({
    description: "Forgets one of the viewer's saved cards, at the provider too (auth: signed-in fan). Errors: NotFoundError.",
    type: Done,
    args: { id: t.arg.id({ description: "The card's id (SavedCard.id).", required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, UnauthenticatedError], directResult: true },
    resolve: async (_r, { id }, ctx) => {
      await deleteSavedCard(ctx.deps, viewerId(ctx), String(id));
      return done;
    },
  }),
);

const CardEntryEnum = builder.enumType("CardEntry", {
  description: "Where a new card is typed.",
  values: describedValues(["SANDBOX_FORM", "PROVIDER_PAGE"] as const, {
    SANDBOX_FORM: "The sandbox's own card form (/payment/addCard): development and staging, no real money.",
    PROVIDER_PAGE: "The payment provider's page (Stripe Checkout, Adyen Pay by Link): card data never reaches this server.",
  }),
});

const PaymentOptions = builder.objectRef<results.PaymentOptionsView>("PaymentOptions").implement({
  description: "How fans can pay on this server now.",
  fields: (t) => ({
    methods: t.field({ type: [PaymentMethodEnum], description: "The methods offered (the wallet first); a method no provider takes is not listed.", resolve: (v) => v.methods }),
    cardEntry: t.field({ type: CardEntryEnum, nullable: true, description: "Where a new card is typed; null when cards are not offered.", resolve: (v) => v.cardEntry }),
    testMode: t.exposeBoolean("testMode", { description: "The sandbox takes some methods: no real money moves (the pay page says so)." }),
  }),
});

builder.queryField("paymentOptions", (t) =>
  t.field({
    description: "The payment methods offered now, and how a card is entered (auth: signed-in fan).",
    type: PaymentOptions,
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => results.paymentOptions(ctx.deps),
  }),
);

// ───── what a wallet transaction paid for ─────

const walletSubjectLoaders = new WeakMap<object, DataLoader<string, string | null>>();
function walletSubjectLoader(ctx: Context) {
  let loader = walletSubjectLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (references: readonly string[]) => {
      const subjects = await subjectsOfWalletReferences(ctx.deps, references, ctx.viewer.userId);
      return references.map((r) => subjects.get(r) ?? null);
    });
    walletSubjectLoaders.set(ctx, loader);
  }
  return loader;
}

builder.prismaObjectField("LedgerEntry", "paidFor", (t) =>
  t.string({
    nullable: true,
    description:
      "What the payment or refund was for: the event's title, or the product's name for merchandise (as the pay page names the order); for a sold hand-back's payout (handBackSale), the event of the ticket sold. Null for a top-up, a correction or a reference of no order.",
    select: { transaction: { select: { reference: true, kind: true } } },
    resolve: (e, _a, ctx) => (e.transaction.kind === "PAYMENT" || e.transaction.kind === "REFUND" ? walletSubjectLoader(ctx).load(e.transaction.reference) : null),
  }),
);

builder.prismaObjectField("LedgerEntry", "handBackSale", (t) =>
  t.boolean({
    description:
      "True for the Fan Coin paid to the fan for a ticket they handed back and another fan bought (kind REFUND, reference handback:<id>): a sale's payout, not a refund; paidFor names the ticket's event.",
    select: { transaction: { select: { reference: true, kind: true } } },
    resolve: (e) => e.transaction.kind === "REFUND" && isHandBackPayoutReference(e.transaction.reference),
  }),
);
