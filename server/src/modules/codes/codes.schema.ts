// Codes in GraphQL (issue 35): the organiser's codes of an event (create one or a batch, list, CSV, disable;
// scope events:write, scoped to the caller's organisation, audited), the fan's check of a code on the choose
// page, and the code an order was secured with. Thin: scope, call one service.
import { builder } from "../../builder.ts";
import { idOfType } from "../../node-access.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { ErrorInterface, Money, describedValues } from "../core/core.schema.ts";
import { TicketTypeNode } from "../events/events.schema.ts";
import { requireOperator } from "../organisations/index.ts";
import type { PromoCode } from "../../generated/prisma/client.ts";
import * as errors from "./codes.errors.ts";
import { checkPromoCode, createPromoCodes, disablePromoCode, myPromoCodeUses, operatorPromoCodes, promoCodeUseOfOrder, promoCodesCsv, unlockedTicketTypes, type PromoCodeForHold } from "./codes.service.ts";
import { viewerId } from "../../context.ts";
import { myCodes, type MyCodeRow } from "./my-codes.ts";

const write = { staff: "events:write" } as const;

const globalTicketTypeId = (id: string) => Buffer.from(`TicketType:${id}`).toString("base64");

export const PromoCodeKindEnum = builder.enumType("PromoCodeKind", {
  description: "What a code does.",
  values: describedValues(["ACCESS", "DISCOUNT"] as const, {
    ACCESS: "Unlocks hidden ticket types for whoever holds it (a presale).",
    DISCOUNT: "Takes a fixed amount off each eligible ticket, or a percentage off the eligible tickets.",
  }),
});

const OperatorPromoCode = builder.objectRef<PromoCode>("OperatorPromoCode").implement({
  description: "An access or discount code of an event, as its organiser sees it.",
  authScopes: write,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The code's id (to disable it)." }),
    code: t.exposeString("code", { description: "The code fans enter (upper case; matched case-insensitively)." }),
    kind: t.field({ type: PromoCodeKindEnum, description: "Access or discount.", resolve: (c) => c.kind }),
    ticketTypeIds: t.exposeIDList("ticketTypeIds", { description: "ACCESS: the hidden ticket types it unlocks; DISCOUNT: the types it applies to (empty: every type, unless productIds names products). Database ids (OperatorTicketType.id)." }),
    productIds: t.exposeIDList("productIds", { description: "A merchandise discount (createMerchPromoCodes): the event's products it applies to, and then no ticket; empty: a ticket code. Database ids (OperatorProduct.id)." }),
    discountAmount: t.exposeInt("discountAmount", { nullable: true, description: "DISCOUNT: minor units off each eligible ticket." }),
    discountPercent: t.exposeInt("discountPercent", { nullable: true, description: "DISCOUNT: percent off the eligible tickets (rounded down to the minor unit)." }),
    startsAt: t.expose("startsAt", { type: "DateTime", nullable: true, description: "Valid from (ISO 8601, UTC); null: at once." }),
    endsAt: t.expose("endsAt", { type: "DateTime", nullable: true, description: "Valid until (ISO 8601, UTC); null: no end." }),
    saleStartsAt: t.expose("saleStartsAt", { type: "DateTime", nullable: true, description: "ACCESS: its holders may secure its ticket types from this time, before the event's public sale opens (a presale window); null: with the public." }),
    maxUses: t.exposeInt("maxUses", { nullable: true, description: "Uses in all; null: unlimited." }),
    maxUsesPerAccount: t.exposeInt("maxUsesPerAccount", { nullable: true, description: "Uses per account; null: unlimited." }),
    used: t.exposeInt("used", { description: "Live uses: holds awaiting payment and paid orders (a lapsed or cancelled hold gives its use back)." }),
    batch: t.exposeString("batch", { nullable: true, description: "The batch of generated codes it belongs to." }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true, description: "When the organiser disabled it; null while it works." }),
    boundUserId: t.exposeID("boundUserId", { nullable: true, description: "A personal code (a presale invitation): only this account may use it; null: not bound to an account." }),
    boundEmail: t.exposeString("boundEmail", { nullable: true, description: "A personal code: only the account with this e-mail address (any case) may use it; null: not bound to an address." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was made." }),
  }),
});

export const PromoCodesCreated = builder.objectRef<{ codes: PromoCode[] }>("PromoCodesCreated").implement({
  description: "The codes just made.",
  authScopes: write,
  fields: (t) => ({
    count: t.int({ description: "How many codes were made.", resolve: (r) => r.codes.length }),
    batch: t.string({ nullable: true, description: "Their batch (generated codes): promoCodesCsv(batch:) exports them.", resolve: (r) => r.codes[0]?.batch ?? null }),
    codes: t.field({ type: [OperatorPromoCode], description: "The first 100 of them.", resolve: (r) => r.codes.slice(0, 100) }),
  }),
});

const CreatePromoCodesInput = builder.inputType("CreatePromoCodesInput", {
  description: "One code of the organiser's choosing (code) or a batch of generated ones (count), with their terms.",
  fields: (t) => ({
    kind: t.field({ type: PromoCodeKindEnum, required: true, description: "Access or discount." }),
    code: t.string({ description: "The code (3 to 32 letters, digits, - or _); or give count." }),
    count: t.int({ description: "Generate this many codes (1 to 10,000), each for its own holder." }),
    prefix: t.string({ description: "Generated codes start with it (at most 12 letters or digits)." }),
    batch: t.string({ description: "A label for the batch (default: the prefix and the time)." }),
    ticketTypeIds: t.idList({ description: "ACCESS: the hidden ticket types it unlocks (at least one); DISCOUNT: the types it applies to (none: every type). TicketType.id or OperatorTicketType.id." }),
    discountAmount: t.int({ description: "DISCOUNT: minor units off each eligible ticket (or give discountPercent)." }),
    discountPercent: t.int({ description: "DISCOUNT: 1 to 99 percent off the eligible tickets (an order always keeps something to pay)." }),
    startsAt: t.field({ type: "DateTime", description: "Valid from (default: now)." }),
    endsAt: t.field({ type: "DateTime", description: "Valid until (default: no end)." }),
    saleStartsAt: t.field({ type: "DateTime", description: "ACCESS: a presale window: its holders may secure its ticket types from this time, before the event's public sale opens (not before startsAt, before endsAt; default: with the public). Before it, a secure with the code is CodeSaleNotOpenError." }),
    maxUses: t.int({ description: "Uses in all, per code (1 for single-use codes; default unlimited)." }),
    maxUsesPerAccount: t.int({ description: "Uses per account, per code (default unlimited)." }),
    boundEmail: t.string({ description: "A personal code (with code, not count): only the account with this e-mail address (any case) may use it; to anyone else it is as unknown." }),
  }),
});

builder.objectType(errors.PromoCodeTakenError, {
  name: "PromoCodeTakenError",
  description: "The event already has one of these codes.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ codes: t.exposeStringList("codes", { description: "The codes already taken." }) }),
});

builder.queryFields((t) => ({
  operatorPromoCodes: t.field({
    type: [OperatorPromoCode],
    description: "Operators (scope events:write): the codes of one of their events, newest first (at most `limit`, 500 by default; all of them: promoCodesCsv).",
    authScopes: write,
    args: {
      eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }),
      batch: t.arg.string({ description: "Only this batch's." }),
      limit: t.arg.int({ description: "At most this many (1 to 500)." }),
    },
    resolve: async (_r, a, ctx) => operatorPromoCodes(ctx.deps, await requireOperator(ctx), idOfType("Event", String(a.eventId)), { batch: a.batch, limit: Math.min(500, Math.max(1, a.limit ?? 500)) }),
  }),
  promoCodesCsv: t.field({
    type: "String",
    description: "Operators (scope events:write): an event's codes (or one batch) as CSV: code, kind, batch, used, limits, window, disabled. Audited (operator.code_export, with how many codes).",
    authScopes: write,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }), batch: t.arg.string({ description: "Only this batch's." }) },
    errors: { types: [NotFoundError], dataField: { description: "The CSV text (UTF-8, comma-separated, with a header line)." } },
    resolve: async (_r, a, ctx) => (await promoCodesCsv(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(a.eventId)), a.batch ?? null)).csv,
  }),
}));

builder.mutationFields((t) => ({
  createPromoCodes: t.field({
    type: PromoCodesCreated,
    description: "Operators (scope events:write): one code, or a batch of generated codes, for one of their events. Audited (operator.code_create).",
    authScopes: write,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }), input: t.arg({ type: CreatePromoCodesInput, required: true, description: "The code or the batch, and the terms." }) },
    errors: { types: [ValidationError, NotFoundError, errors.PromoCodeTakenError], directResult: true },
    resolve: async (_r, { eventId, input }, ctx) => ({
      codes: await createPromoCodes(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), { ...input, ticketTypeIds: input.ticketTypeIds?.map((id) => idOfType("TicketType", String(id))) }),
    }),
  }),
  disablePromoCode: t.field({
    type: OperatorPromoCode,
    description: "Operators (scope events:write): disables a code (holds already made with it keep it). Audited (operator.code_disable).",
    authScopes: write,
    args: { id: t.arg.id({ required: true, description: "The code's id (OperatorPromoCode.id)." }) },
    errors: { types: [NotFoundError], directResult: true },
    resolve: async (_r, { id }, ctx) => disablePromoCode(ctx.deps, ctx, await requireOperator(ctx), String(id)),
  }),
}));

// ───── the fan's side ─────

for (const [cls, name, description] of [
  [errors.PromoCodeInvalidError, "PromoCodeInvalidError", "No such code for this event (or it was disabled)."],
  [errors.PromoCodeExpiredError, "PromoCodeExpiredError", "The code's validity has ended."],
  [errors.PromoCodeNotApplicableError, "PromoCodeNotApplicableError", "The code gives nothing on the chosen tickets."],
] as const) {
  builder.objectType(cls, { name, description, interfaces: [ErrorInterface] });
}
builder.objectType(errors.PromoCodeNotStartedError, {
  name: "PromoCodeNotStartedError",
  description: "The code is not valid yet.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ startsAt: t.expose("startsAt", { type: "DateTime", description: "When it becomes valid (ISO 8601, UTC)." }) }),
});
builder.objectType(errors.CodeSaleNotOpenError, {
  name: "CodeSaleNotOpenError",
  description: "The code's own sale (its presale window, before the public sale) has not opened yet.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ opensAt: t.expose("opensAt", { type: "DateTime", description: "When the code's holders may secure its tickets (ISO 8601, UTC)." }) }),
});
builder.objectType(errors.PromoCodeUsedUpError, {
  name: "PromoCodeUsedUpError",
  description: "Every use of the code is taken, or this account's share of it.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ perAccount: t.exposeBoolean("perAccount", { description: "True: this account has used it as often as it may." }) }),
});

type CheckedCode = PromoCodeForHold & { eventId: string };

const PromoCodeCheck = builder.objectRef<CheckedCode>("PromoCodeCheck").implement({
  description: "What a code gives on an event, shown before paying (nothing is counted until tickets are secured with it).",
  fields: (t) => ({
    code: t.exposeString("code", { description: "The code as stored (upper case): pass it to secureTickets." }),
    kind: t.field({ type: PromoCodeKindEnum, description: "Access or discount.", resolve: (c) => c.kind }),
    unlockedTicketTypes: t.field({
      type: [TicketTypeNode],
      description: "ACCESS: the hidden ticket types it unlocks, with their prices and availability.",
      resolve: (c, _a, ctx) => (c.kind === "ACCESS" ? unlockedTicketTypes(ctx.db, c.eventId, c.ticketTypeIds) : []),
    }),
    ticketTypeIds: t.idList({
      description: "DISCOUNT: the ticket types it applies to (TicketType.id); empty: every type of the event.",
      resolve: (c) => (c.kind === "DISCOUNT" ? c.ticketTypeIds.map(globalTicketTypeId) : []),
    }),
    accessTicketTypeIds: t.idList({
      description: "ACCESS: every ticket type it opens, hidden or not (TicketType.id); its presale window (saleStartsAt) is for these.",
      resolve: (c) => (c.kind === "ACCESS" ? c.ticketTypeIds.map(globalTicketTypeId) : []),
    }),
    discountAmount: t.exposeInt("discountAmount", { nullable: true, description: "DISCOUNT: minor units off each eligible ticket (the event's currency)." }),
    discountPercent: t.exposeInt("discountPercent", { nullable: true, description: "DISCOUNT: percent off the eligible tickets, rounded down to the minor unit." }),
    endsAt: t.expose("endsAt", { type: "DateTime", nullable: true, description: "Valid until (ISO 8601, UTC); null: no end." }),
    saleStartsAt: t.expose("saleStartsAt", { type: "DateTime", nullable: true, description: "ACCESS: when its holder may secure its ticket types before the event's public sale opens (a presale window; open when it has passed); null: with the public." }),
  }),
});

builder.queryField("checkPromoCode", (t) =>
  t.field({
    type: PromoCodeCheck,
    description: "The choose page's check of a code for the signed-in fan: what it unlocks or takes off, or why it cannot be used (auth: signed-in fan). Counts nothing.",
    authScopes: { loggedIn: true },
    args: { eventSlug: t.arg.string({ required: true, description: "The event's slug." }), code: t.arg.string({ required: true, description: "The code as typed (any case)." }) },
    errors: {
      types: [NotFoundError, errors.PromoCodeInvalidError, errors.PromoCodeNotStartedError, errors.PromoCodeExpiredError, errors.PromoCodeUsedUpError, errors.PromoCodeNotApplicableError],
      directResult: true,
      union: { name: "CheckPromoCodeResult" },
    },
    resolve: (_r, a, ctx) => checkPromoCode(ctx.deps, viewerId(ctx), a.eventSlug, a.code.slice(0, 64)),
  }),
);

type UseView = { code: string; kind: "ACCESS" | "DISCOUNT"; discountAmount: number; currency: string };

export const OrderPromoCode = builder.objectRef<UseView>("OrderPromoCode").implement({
  description: "The code an order was secured with and what it took off.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "The code." }),
    kind: t.field({ type: PromoCodeKindEnum, description: "Access or discount.", resolve: (u) => u.kind }),
    discount: t.field({ type: Money, description: "What it took off the order's total.", resolve: (u) => ({ amount: u.discountAmount, currency: u.currency as never }) }),
  }),
});

builder.prismaObjectField("Order", "promoCode", (t) =>
  t.field({
    type: OrderPromoCode,
    nullable: true,
    description: "The code the order was secured with (one per order), and its discount; null when none.",
    select: { id: true, currency: true },
    resolve: async (o, _a, ctx) => {
      const use = await promoCodeUseOfOrder(ctx.db, o.id);
      return use ? { code: use.code.code, kind: use.code.kind, discountAmount: use.discountAmount, currency: o.currency } : null;
    },
  }),
);

const MyPromoCode = builder.objectRef<Awaited<ReturnType<typeof myPromoCodeUses>>[number]>("MyPromoCode").implement({
  description: "A code the fan secured tickets with: what it gave, and whether its use still stands.",
  fields: (t) => ({
    code: t.string({ description: "The code.", resolve: (u) => u.code.code }),
    kind: t.field({ type: PromoCodeKindEnum, description: "Access or discount.", resolve: (u) => u.code.kind }),
    discountAmount: t.exposeInt("discountAmount", { description: "What it took off the order, in minor units of the order's currency." }),
    discountPercent: t.int({ nullable: true, description: "The code's percentage, when it is one.", resolve: (u) => u.code.discountPercent }),
    orderId: t.exposeID("orderId", { description: "The order's database id." }),
    currency: t.string({ description: "The currency of discountAmount (the event's).", resolve: (u) => u.currency }),
    usedAt: t.expose("createdAt", { type: "DateTime", description: "When tickets were secured with it." }),
    givenBackAt: t.expose("releasedAt", { type: "DateTime", nullable: true, description: "When the hold lapsed or was cancelled and the use came back; null while it stands." }),
    endsAt: t.field({ type: "DateTime", nullable: true, description: "Until when the code is valid; null: no end.", resolve: (u) => u.code.endsAt }),
    eventTitle: t.string({ description: "The event's title.", resolve: (u) => u.event.title }),
    eventSlug: t.string({ description: "The event's slug.", resolve: (u) => u.event.slug }),
  }),
});

builder.queryField("myPromoCodes", (t) =>
  t.field({
    type: [MyPromoCode],
    description: "The codes the signed-in fan secured tickets with, one per order, newest first (at most 100) (auth: signed-in fan). The My Voucher page reads myCodes, which also lists their unused personal codes.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => myPromoCodeUses(ctx.db, viewerId(ctx), 100),
  }),
);

export const MyCodeStatusEnum = builder.enumType("MyCodeStatus", {
  description: "Where one of the fan's codes stands for them now.",
  values: describedValues(["USABLE", "NOT_STARTED", "USED", "USED_UP", "EXPIRED", "DISABLED"] as const, {
    USABLE: "It can be used now (an access code's own early sale may still open later: saleStartsAt).",
    NOT_STARTED: "Not valid yet: from startsAt.",
    USED: "The fan has used it as often as they may.",
    USED_UP: "Every use of it is taken, by others.",
    EXPIRED: "Its validity ended, or its event is over or cancelled.",
    DISABLED: "The organiser stopped it.",
  }),
});

/** One of the fan's codes (my-codes.ts). */
export const MyCode = builder.objectRef<MyCodeRow>("MyCode").implement({
  description:
    "One of the signed-in fan's codes (My Voucher): a personal code bound to them (a presale invitation's, or one bound to their e-mail address), used or not, or a code they secured tickets or merchandise with; what it gives, when it is valid, and the uses it has left for them.",
  fields: (t) => ({
    code: t.string({ description: "The code (upper case): pass it to secureTickets, or follow the choose page with ?code=.", resolve: (r) => r.code.code }),
    kind: t.field({ type: PromoCodeKindEnum, description: "Access or discount.", resolve: (r) => r.code.kind }),
    status: t.field({ type: MyCodeStatusEnum, description: "Where it stands for the fan now.", resolve: (r) => r.status }),
    personal: t.boolean({ description: "True: bound to the fan (their account or their e-mail address); nobody else can use it.", resolve: (r) => r.personal }),
    eventTitle: t.string({ description: "The event's title.", resolve: (r) => r.event.title }),
    eventSlug: t.string({ description: "The event's slug (the choose page takes it with the code: #/ticket/choose?slug=…&code=…).", resolve: (r) => r.event.slug }),
    eventStartsAt: t.field({ type: "DateTime", description: "When the event starts (ISO 8601, UTC).", resolve: (r) => r.event.startsAt }),
    ticketTypeNames: t.stringList({
      description: "ACCESS: the names of the ticket types it unlocks; DISCOUNT: of the types it applies to (empty: every type of the event, unless productNames names products).",
      resolve: (r) => r.ticketTypeNames,
    }),
    forMerchandise: t.boolean({ description: "True: a merchandise discount (productNames), for no ticket.", resolve: (r) => r.code.productIds.length > 0 }),
    discountAmount: t.int({ nullable: true, description: "DISCOUNT: minor units (of currency) off each eligible ticket or item.", resolve: (r) => r.code.discountAmount }),
    discountPercent: t.int({ nullable: true, description: "DISCOUNT: percent off the eligible tickets or items, rounded down to the minor unit.", resolve: (r) => r.code.discountPercent }),
    currency: t.string({ description: "The event's currency (of discountAmount and saved).", resolve: (r) => r.currency }),
    startsAt: t.field({ type: "DateTime", nullable: true, description: "Valid from (ISO 8601, UTC); null: from when it was made.", resolve: (r) => r.code.startsAt }),
    endsAt: t.field({ type: "DateTime", nullable: true, description: "Valid until (ISO 8601, UTC); null: no end.", resolve: (r) => r.code.endsAt }),
    saleStartsAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "ACCESS: the fan's own early sale: from this time they may secure its ticket types, before the event's public sale opens; null: with the public.",
      resolve: (r) => r.code.saleStartsAt,
    }),
    usesLeft: t.int({ nullable: true, description: "Uses left for the fan: the fewer of those left in all and of their own share; null: no limit.", resolve: (r) => r.usesLeft }),
    myUses: t.int({ description: "The fan's live uses of it (holds awaiting payment and paid orders; a lapsed or cancelled hold gave its use back).", resolve: (r) => r.myUses }),
    saved: t.field({ type: Money, description: "What the fan's live uses took off (zero for an access code).", resolve: (r) => ({ amount: r.saved, currency: r.currency as never }) }),
    lastUsedAt: t.field({ type: "DateTime", nullable: true, description: "When the fan last secured something with it (a live use); null: not used.", resolve: (r) => r.lastUsedAt }),
  }),
});

builder.queryField("myCodes", (t) =>
  t.field({
    type: [MyCode],
    description:
      "The signed-in fan's codes for the My Voucher page, at most 100 (auth: signed-in fan): the personal codes bound to their account or e-mail address, used or not, and the codes they used; those they can still use first, then the rest, newest first. A code bound to someone else is never listed.",
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => myCodes(ctx.db, viewerId(ctx), ctx.deps.now(), 100),
  }),
);
