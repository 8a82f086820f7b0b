// The operator API for merchandise (issue #19): an organisation's products with their variants, stock,
// pick-up days and ticket-holder exclusivity, listed (events:read) and created, edited and a never-ordered
// variant deleted (merch:write).
// Thin: scope, call one service, return; the service keeps every read and write to the organisation.
import { builder } from "../../builder.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { MerchVariant } from "../../generated/prisma/client.ts";
import { CurrencyEnum, Money } from "../core/core.schema.ts";
import { ownEventId } from "../events/index.ts";
import { idOfType } from "../../node-access.ts";
import { requireOperator } from "../organisations/index.ts";
import { UploadRejectedError } from "../../platform/image-uploads.ts";
import { createMerchPromoCodes, createOperatorProduct, deleteOperatorVariant, operatorProduct, operatorProducts, updateOperatorProduct, uploadOperatorProductImage, type OperatorProductRow, type ProductInput } from "./operator.service.ts";
import { PromoCodesCreated } from "../codes/codes.schema.ts";
import { PromoCodeTakenError } from "../codes/index.ts";

const read = { staff: "events:read" } as const;
const write = { staff: "merch:write" } as const;

const OperatorMerchVariant = builder.objectRef<MerchVariant>("OperatorMerchVariant").implement({
  description: "A variant of a product (size, colour) with its stock, as its organiser sees it.",
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The variant's id (to edit it)." }),
    sku: t.exposeString("sku", { description: "Its stock-keeping unit, unique." }),
    size: t.exposeString("size", { nullable: true, description: "Its size." }),
    colour: t.exposeString("colour", { nullable: true, description: "Its colour." }),
    stock: t.exposeInt("stock", { description: "Units for sale in all." }),
    sold: t.exposeInt("sold", { description: "Units held in unpaid orders or paid." }),
  }),
});

const OperatorProduct = builder.objectRef<OperatorProductRow>("OperatorProduct").implement({
  description: "A product of the organisation's shop, with every term of its sale.",
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The product's id." }),
    slug: t.exposeString("slug", { description: "Its address in the shop." }),
    name: t.exposeString("name", { description: "Its name." }),
    description: t.exposeString("description", { description: "Its description." }),
    imageUrl: t.exposeString("imageUrl", { description: "Its picture." }),
    eventId: t.exposeString("eventId", { nullable: true, description: "The event it belongs to." }),
    price: t.field({ type: Money, description: "The price of one.", resolve: (p) => ({ amount: p.priceAmount, currency: p.currency }) }),
    pickupOnly: t.exposeBoolean("pickupOnly", { description: "Collected on site on one of the event's pick-up days, never shipped." }),
    pickupDates: t.stringList({ description: "The event's pick-up days (YYYY-MM-DD).", resolve: (p) => p.pickupDates.map((d) => d.toISOString().slice(0, 10)) }),
    ticketHolderOnly: t.exposeBoolean("ticketHolderOnly", { description: "Only holders of a ticket of the event may buy it." }),
    desktopOnly: t.exposeBoolean("desktopOnly", { description: "Sold on the desktop site only." }),
    maxPerAccount: t.exposeInt("maxPerAccount", { description: "Units one account may buy." }),
    active: t.exposeBoolean("active", { description: "Shown in the shop." }),
    variants: t.field({ type: [OperatorMerchVariant], description: "Its variants, in the order they were added.", resolve: (p) => p.variants }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
  }),
});

const VariantInput = builder.inputType("MerchVariantInput", {
  description: "A variant: with an id, the changes to that variant; without, a new one (sku and stock required).",
  fields: (t) => ({
    id: t.id({ description: "The id of the variant to change: MerchVariant.id or OperatorMerchVariant.id." }),
    sku: t.string({ description: "Its stock-keeping unit (unique, 1–40 letters, digits, . _ -)." }),
    size: t.string({ description: "Its size." }),
    colour: t.string({ description: "Its colour." }),
    stock: t.int({ description: "Units for sale in all (not below those held and sold)." }),
  }),
});

const productFields = (t: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0], required: boolean) => ({
  slug: t.string({ required, description: "Its address: lower-case letters, digits and hyphens." }),
  name: t.string({ required, description: "Its name (at most 120 characters)." }),
  description: t.string({ required, description: "Its description." }),
  imageUrl: t.string({ required, description: "Its picture: a path on this site (an uploaded cover) or an https address." }),
  eventId: t.id({ description: "The id of the event it belongs to (one of the organisation's): Event.id or OperatorEvent.id; needed for pick-up and ticket-holder products." }),
  priceAmount: t.int({ required, description: "The price in cents." }),
  currency: t.field({ type: CurrencyEnum, description: "HKD or MOP (default: the event's, else HKD)." }),
  pickupOnly: t.boolean({ description: "Collected on site, never shipped." }),
  pickupDates: t.stringList({ description: "The event's pick-up days, YYYY-MM-DD (replaces them; shared by the event's pick-up products)." }),
  ticketHolderOnly: t.boolean({ description: "Only holders of a ticket of the event may buy it." }),
  desktopOnly: t.boolean({ description: "Sold on the desktop site only." }),
  maxPerAccount: t.int({ description: "Units one account may buy (1–50, default 4)." }),
  active: t.boolean({ description: "Shown in the shop (default true)." }),
  variants: t.field({ type: [VariantInput], required, description: "Its variants." }),
});

const CreateProductInput = builder.inputType("CreateMerchProductInput", { description: "A new product of one of the organisation's events, with its variants (scope merch:write).", fields: (t) => productFields(t, true) });
const UpdateProductInput = builder.inputType("UpdateMerchProductInput", { description: "Only the fields given change.", fields: (t) => productFields(t, false) });

// Ids as the schema hands them out: a product's, a variant's and an event's global (Node) id, or the database id
// OperatorProduct / OperatorMerchVariant / OperatorEvent carry; both name the same row.
const asInput = (i: object) =>
  ({
    ...i,
    eventId: "eventId" in i && i.eventId != null ? idOfType("Event", String(i.eventId)) : (i as { eventId?: null }).eventId,
    variants: "variants" in i && Array.isArray(i.variants) ? i.variants.map((v: { id?: unknown }) => ({ ...v, id: v.id == null ? null : idOfType("MerchVariant", String(v.id)) })) : undefined,
  }) as ProductInput;

builder.queryFields((t) => ({
  operatorProducts: t.field({
    type: [OperatorProduct],
    description: "Operators (scope events:read): their organisation's products (at most 500), in shop order.",
    authScopes: read,
    args: { eventId: t.arg.id({ description: "Only this event's. The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }) },
    resolve: async (_r, { eventId }, ctx) => {
      const op = await requireOperator(ctx);
      if (!eventId) return operatorProducts(ctx.db, op, { eventId: null });
      return operatorProducts(ctx.db, op, { eventId: await ownEventId(ctx.deps, op, eventId) });
    },
  }),
  operatorProduct: t.field({
    type: OperatorProduct,
    nullable: true,
    description: "Operators (scope events:read): one of their organisation's products (null for another's).",
    authScopes: read,
    args: { id: t.arg.id({ required: true, description: "The product's id: MerchProduct.id or OperatorProduct.id; another organisation's product is NOT_FOUND." }) },
    resolve: async (_r, { id }, ctx) => operatorProduct(ctx.db, await requireOperator(ctx), idOfType("MerchProduct", String(id))),
  }),
}));

const UploadedImage = builder.objectRef<{ path: string }>("UploadedImage").implement({
  description: "An image stored on this site.",
  authScopes: write,
  fields: (t) => ({ path: t.exposeString("path", { description: "Its address on this site (/uploads/…): a product's imageUrl." }) }),
});

builder.mutationFields((t) => ({
  uploadProductImage: t.field({
    type: UploadedImage,
    description:
      "Operators (scope merch:write): upload a product picture (a GraphQL multipart request; JPEG, PNG or WebP within the size limit, the cover's). Answers its path (served from /uploads/products/), to give as a product's imageUrl; audited.",
    authScopes: write,
    args: { file: t.arg({ type: "File", required: true, description: "The image." }) },
    errors: { types: [UploadRejectedError, ValidationError], directResult: true },
    resolve: async (_r, { file }, ctx) => uploadOperatorProductImage(ctx.deps, ctx, await requireOperator(ctx), file),
  }),
  createMerchProduct: t.field({
    type: OperatorProduct,
    description: "Operators (scope merch:write): a new product of their organisation, with its variants.",
    authScopes: write,
    args: { input: t.arg({ type: CreateProductInput, required: true, description: "The product and its variants." }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: async (_r, { input }, ctx) => createOperatorProduct(ctx.deps, ctx, await requireOperator(ctx), asInput(input)),
  }),
  updateMerchProduct: t.field({
    type: OperatorProduct,
    description: "Operators (scope merch:write): change a product, its variants and stock, pick-up days or exclusivity.",
    authScopes: write,
    args: { id: t.arg.id({ required: true, description: "The product's id: MerchProduct.id or OperatorProduct.id." }), input: t.arg({ type: UpdateProductInput, required: true, description: "The changes; variants listed by id are changed, without an id added. Stock never goes below what is sold." }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: async (_r, { id, input }, ctx) => updateOperatorProduct(ctx.deps, ctx, await requireOperator(ctx), idOfType("MerchProduct", String(id)), asInput(input)),
  }),
  deleteMerchVariant: t.field({
    type: OperatorProduct,
    description:
      "Operators (scope merch:write): delete a variant that has never been ordered; gives its product without it. A variant with orders is refused (a ValidationError: set its stock to what is sold, or hide the product, instead), as is a product's last variant.",
    authScopes: write,
    args: { id: t.arg.id({ required: true, description: "The variant's id: MerchVariant.id or OperatorMerchVariant.id; another organisation's variant is NOT_FOUND." }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    resolve: async (_r, { id }, ctx) => deleteOperatorVariant(ctx.deps, ctx, await requireOperator(ctx), idOfType("MerchVariant", String(id))),
  }),
}));

// ───── merchandise discount codes (issue 35) ─────

const CreateMerchPromoCodesInput = builder.inputType("CreateMerchPromoCodesInput", {
  description: "A merchandise discount: one code of the organiser's choosing (code) or a batch of generated ones (count), for products of the event, with their terms.",
  fields: (t) => ({
    productIds: t.idList({ required: true, description: "The event's products it applies to (at least one, at most 100): MerchProduct.id or OperatorProduct.id." }),
    code: t.string({ description: "The code (3 to 32 letters, digits, - or _); or give count." }),
    count: t.int({ description: "Generate this many codes (1 to 10,000), each for its own holder." }),
    prefix: t.string({ description: "Generated codes start with it (at most 12 letters or digits)." }),
    batch: t.string({ description: "A label for the batch (default: the prefix and the time)." }),
    discountAmount: t.int({ description: "Minor units off each unit of the products (below each one's price), or give discountPercent." }),
    discountPercent: t.int({ description: "1 to 99 percent off the products' units, rounded down to the minor unit." }),
    startsAt: t.field({ type: "DateTime", description: "Valid from (default: now)." }),
    endsAt: t.field({ type: "DateTime", description: "Valid until (default: no end)." }),
    maxUses: t.int({ description: "Uses in all, per code (1 for single-use codes; default unlimited). A merch order awaiting payment holds a use; a lapsed or cancelled one gives it back." }),
    maxUsesPerAccount: t.int({ description: "Uses per account, per code (default unlimited)." }),
    boundEmail: t.string({ description: "A personal code (with code, not count): only the account with this e-mail address (any case) may use it." }),
  }),
});

builder.mutationField("createMerchPromoCodes", (t) =>
  t.field({
    type: PromoCodesCreated,
    description:
      "Operators (scope events:write, as the event's other codes): merchandise discount codes for products of one of their events, entered at the merch checkout (secureMerch(input.code)). Listed, exported and disabled with the event's codes (operatorPromoCodes, promoCodesCsv, disablePromoCode). Audited (operator.code_create).",
    authScopes: { staff: "events:write" },
    args: {
      eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }),
      input: t.arg({ type: CreateMerchPromoCodesInput, required: true, description: "The products, the code or the batch, and the terms." }),
    },
    errors: { types: [ValidationError, NotFoundError, PromoCodeTakenError], directResult: true },
    resolve: async (_r, { eventId, input }, ctx) => ({
      codes: await createMerchPromoCodes(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), { ...input, productIds: input.productIds.map((id) => idOfType("MerchProduct", String(id))) }),
    }),
  }),
);
