// The organisers' side of merchandise (issue #19, scope merch:write): products with variants and stock,
// pick-up dates and ticket-holder exclusivity, created and edited by an organisation's staff and keys.
// Every read and write keeps to the operator's organisation: another's product (or event) is "not found".
// Every change is audited with what it was before and what it became, in the change's transaction.
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { Currency, MerchProduct, MerchVariant, PromoCode } from "../../generated/prisma/client.ts";
import { changedFields, operatorEventOf, setEventPickupDates } from "../events/index.ts";
import { auditOperator, inOrganisation, organisationOf, type OperatorCaller } from "../organisations/index.ts";
import { merchVariantOrdered } from "../orders/index.ts";
import { storeUploadedImage } from "../../platform/image-uploads.ts";
import { createPromoCodes, type CreatePromoCodesInput } from "../codes/index.ts";

export type OperatorProductRow = MerchProduct & { variants: MerchVariant[]; pickupDates: Date[] };

export interface VariantInput {
  id?: string | null;
  sku?: string | null;
  size?: string | null;
  colour?: string | null;
  stock?: number | null;
}

export interface ProductInput {
  slug?: string | null;
  name?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  eventId?: string | null;
  priceAmount?: number | null;
  currency?: Currency | null;
  pickupOnly?: boolean | null;
  ticketHolderOnly?: boolean | null;
  desktopOnly?: boolean | null;
  maxPerAccount?: number | null;
  active?: boolean | null;
  /** YYYY-MM-DD: the pick-up days of the product's event (shared by its pick-up products). */
  pickupDates?: string[] | null;
  variants?: VariantInput[] | null;
}

const withVariants = { variants: { orderBy: { id: "asc" as const } }, event: { select: { pickupDates: true } } };

function row(p: MerchProduct & { variants: MerchVariant[]; event: { pickupDates: Date[] } | null }): OperatorProductRow {
  const { event, ...rest } = p;
  return { ...rest, pickupDates: event?.pickupDates ?? [] };
}

async function ownProduct(db: Db | Tx, op: OperatorScope, id: string): Promise<OperatorProductRow> {
  const p = await db.merchProduct.findFirst({ where: { id, ...inOrganisation(op) }, include: withVariants });
  if (!p) throw new NotFoundError("product");
  return row(p);
}

export async function operatorProducts(db: Db, op: OperatorScope, q: { eventId?: string | null }): Promise<OperatorProductRow[]> {
  const rows = await db.merchProduct.findMany({ where: { ...inOrganisation(op), ...(q.eventId ? { eventId: q.eventId } : {}) }, include: withVariants, orderBy: [{ sortOrder: "asc" }, { id: "asc" }], take: 500 });
  return rows.map(row);
}

export function operatorProduct(db: Db, op: OperatorScope, id: string): Promise<OperatorProductRow | null> {
  return ownProduct(db, op, id).catch((e: unknown) => (e instanceof NotFoundError ? null : Promise.reject(e)));
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The product's terms checked; `before` is the product being edited (null: a new one). */
function checkTerms(input: ProductInput, before: OperatorProductRow | null) {
  const issues: { field: string; message: string; params?: Record<string, string | number> }[] = [];
  const need = (k: keyof ProductInput) => before === null && (input[k] === undefined || input[k] === null);
  for (const k of ["slug", "name", "description", "imageUrl", "priceAmount"] as const) if (need(k)) issues.push({ field: k, message: "validation.required" });
  if (input.slug != null && !/^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$/.test(input.slug)) issues.push({ field: "slug", message: "validation.productSlug" });
  if (input.name != null && (!input.name.trim() || input.name.length > 120)) issues.push({ field: "name", message: "validation.productName" });
  if (input.description != null && input.description.length > 5000) issues.push({ field: "description", message: "validation.productDescription" });
  if (input.imageUrl != null && !/^(\/|https:\/\/)\S{1,500}$/.test(input.imageUrl)) issues.push({ field: "imageUrl", message: "validation.productImage" });
  if (input.priceAmount != null && (!Number.isInteger(input.priceAmount) || input.priceAmount < 0 || input.priceAmount > 10_000_000)) issues.push({ field: "priceAmount", message: "validation.productPrice" });
  if (input.maxPerAccount != null && (!Number.isInteger(input.maxPerAccount) || input.maxPerAccount < 1 || input.maxPerAccount > 50)) issues.push({ field: "maxPerAccount", message: "validation.productLimit" });
  for (const d of input.pickupDates ?? []) if (!DAY.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`))) issues.push({ field: "pickupDates", message: "validation.productDay", params: { day: d } });
  const eventId = input.eventId !== undefined ? input.eventId : (before?.eventId ?? null);
  const pickupOnly = input.pickupOnly ?? before?.pickupOnly ?? false;
  const ticketHolderOnly = input.ticketHolderOnly ?? before?.ticketHolderOnly ?? false;
  if ((pickupOnly || ticketHolderOnly || input.pickupDates?.length) && !eventId) issues.push({ field: "eventId", message: "validation.productEvent" });
  (input.variants ?? []).forEach((v, i) => {
    const old = v.id ? before?.variants.find((x) => x.id === v.id) : undefined;
    if (v.id && !old) issues.push({ field: `variants[${i}].id`, message: "validation.productVariantUnknown" });
    if (!v.id && (!v.sku || v.stock == null)) issues.push({ field: `variants[${i}]`, message: "validation.productVariantNew" });
    if (v.sku != null && !SKU.test(v.sku)) issues.push({ field: `variants[${i}].sku`, message: "validation.productSku" });
    if (v.stock != null && (!Number.isInteger(v.stock) || v.stock < 0 || v.stock > 1_000_000)) issues.push({ field: `variants[${i}].stock`, message: "validation.productStock" });
    if (old && v.stock != null && v.stock < old.sold) issues.push({ field: `variants[${i}].stock`, message: "validation.productStockBelowSold", params: { sold: old.sold } });
  });
  if (before === null && !(input.variants ?? []).length) issues.push({ field: "variants", message: "validation.productNoVariant" });
  if (issues.length) throw new ValidationError(issues[0].message, issues[0].field, issues);
  return { eventId };
}

async function applyVariantsAndDates(tx: Tx, productId: string, input: ProductInput, eventId: string | null) {
  for (const v of input.variants ?? []) {
    const data = { ...(v.sku != null ? { sku: v.sku } : {}), ...(v.size !== undefined ? { size: v.size } : {}), ...(v.colour !== undefined ? { colour: v.colour } : {}), ...(v.stock != null ? { stock: v.stock } : {}) };
    if (v.id) await tx.merchVariant.update({ where: { id: v.id }, data });
    else await tx.merchVariant.create({ data: { productId, sku: v.sku!, size: v.size ?? null, colour: v.colour ?? null, stock: v.stock! } });
  }
  if (input.pickupDates && eventId) await setEventPickupDates(tx, eventId, input.pickupDates.map((d) => new Date(`${d}T00:00:00Z`)));
}

async function skuTaken(tx: Tx, input: ProductInput, productId: string | null): Promise<void> {
  const skus = (input.variants ?? []).map((v) => v.sku).filter((s): s is string => !!s);
  if (new Set(skus).size !== skus.length) throw new ValidationError("validation.productSkuTwice", "variants");
  if (!skus.length) return;
  const taken = await tx.merchVariant.findFirst({ where: { sku: { in: skus }, ...(productId ? { productId: { not: productId } } : {}) }, select: { sku: true } });
  if (taken) throw new ValidationError("validation.productSkuTaken", "variants", [{ field: "variants", message: "validation.productSkuTaken", params: { sku: taken.sku } }]);
}

const audited = (p: OperatorProductRow) => ({ ...p, variants: p.variants.map((v) => `${v.sku}:${v.stock}`).join(" "), pickupDates: p.pickupDates.map((d) => d.toISOString().slice(0, 10)).join(" ") });

/** A new product of the operator's organisation, with its variants (and its event's pick-up days). */
export async function createOperatorProduct(deps: Deps, caller: OperatorCaller, op: OperatorScope, input: ProductInput): Promise<OperatorProductRow> {
  const organisationId = organisationOf(op);
  const { eventId } = checkTerms(input, null);
  return deps.db.$transaction(async (tx) => {
    const event = eventId ? await operatorEventOf(tx, op, eventId) : null;
    if (await tx.merchProduct.findUnique({ where: { slug: input.slug! }, select: { id: true } })) throw new ValidationError("validation.productSlugTaken", "slug");
    await skuTaken(tx, input, null);
    const p = await tx.merchProduct.create({
      data: {
        organisationId,
        slug: input.slug!,
        name: input.name!.trim(),
        description: input.description!,
        imageUrl: input.imageUrl!,
        eventId,
        priceAmount: input.priceAmount!,
        currency: input.currency ?? event?.currency ?? "HKD",
        pickupOnly: input.pickupOnly ?? false,
        ticketHolderOnly: input.ticketHolderOnly ?? false,
        desktopOnly: input.desktopOnly ?? false,
        maxPerAccount: input.maxPerAccount ?? 4,
        active: input.active ?? true,
      },
    });
    await applyVariantsAndDates(tx, p.id, input, eventId);
    const after = await ownProduct(tx, op, p.id);
    await auditOperator(tx, caller, { action: "operator.product_create", outcome: "SUCCESS", targetType: "MerchProduct", targetId: p.id, details: { organisationId, eventId, after: changedFields(null, audited(after)).after } });
    return after;
  });
}

/** Edits a product: only what is given changes; variants given with an id change, without one are added. */
export async function updateOperatorProduct(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string, input: ProductInput): Promise<OperatorProductRow> {
  return deps.db.$transaction(async (tx) => {
    const before = await ownProduct(tx, op, id);
    const { eventId } = checkTerms(input, before);
    if (input.eventId) await operatorEventOf(tx, op, input.eventId);
    if (input.slug && input.slug !== before.slug && (await tx.merchProduct.findUnique({ where: { slug: input.slug }, select: { id: true } }))) throw new ValidationError("validation.productSlugTaken", "slug");
    await skuTaken(tx, input, id);
    const { variants: _v, pickupDates: _d, ...terms } = input;
    void _v;
    void _d;
    const data = Object.fromEntries(Object.entries(terms).filter(([k, v]) => v !== undefined && (v !== null || k === "eventId")));
    await tx.merchProduct.update({ where: { id }, data });
    await applyVariantsAndDates(tx, id, input, eventId);
    const after = await ownProduct(tx, op, id);
    const diff = changedFields(audited(before), audited(after));
    await auditOperator(tx, caller, { action: "operator.product_update", outcome: "SUCCESS", targetType: "MerchProduct", targetId: id, details: { organisationId: after.organisationId, eventId: after.eventId, before: diff.before, after: diff.after } });
    return after;
  });
}

/**
 * Deletes a variant of one of the operator's products that has never been ordered (no order line, nothing
 * held or sold). One that has been is refused: its orders keep pointing at it, so the organiser sets its
 * stock to what is sold (none left) or hides the product instead. A product keeps at least one variant.
 */
export async function deleteOperatorVariant(deps: Deps, caller: OperatorCaller, op: OperatorScope, variantId: string): Promise<OperatorProductRow> {
  return deps.db.$transaction(async (tx) => {
    const variant = await tx.merchVariant.findFirst({ where: { id: variantId, product: inOrganisation(op) }, select: { productId: true } });
    if (!variant) throw new NotFoundError("variant");
    const before = await ownProduct(tx, op, variant.productId);
    const row = before.variants.find((v) => v.id === variantId)!;
    const ordered = { field: "id", message: "validation.productVariantOrdered", params: { sku: row.sku } };
    if (row.sold > 0 || (await merchVariantOrdered(tx, variantId))) throw new ValidationError(ordered.message, ordered.field, [ordered]);
    if (before.variants.length === 1) throw new ValidationError("validation.productNoVariant", "id");
    // Conditional: a hold raises `sold` (under the row's lock) before it writes its line, so one that commits
    // in between leaves nothing to delete; a line written after the delete fails its foreign key.
    const { count } = await tx.merchVariant.deleteMany({ where: { id: variantId, sold: 0 } });
    if (count !== 1) throw new ValidationError(ordered.message, ordered.field, [ordered]);
    const after = await ownProduct(tx, op, before.id);
    const diff = changedFields(audited(before), audited(after));
    await auditOperator(tx, caller, { action: "operator.product_variant_delete", outcome: "SUCCESS", targetType: "MerchVariant", targetId: variantId, details: { organisationId: before.organisationId, eventId: before.eventId, productId: before.id, before: diff.before, after: diff.after } });
    return after;
  });
}

// ───── product pictures ─────

/**
 * Stores an uploaded product picture of the operator's organisation (platform/image-uploads.ts: JPEG, PNG
 * or WebP by their bytes, within the configured size, under products/<sha-256>.<type>) and answers its
 * path, which the product's imageUrl then takes (createMerchProduct, updateMerchProduct). The upload is
 * audited on its own: a picture is stored before any product names it.
 */
export async function uploadOperatorProductImage(deps: Deps, caller: OperatorCaller, op: OperatorScope, file: { size: number; arrayBuffer(): Promise<ArrayBuffer> }): Promise<{ path: string }> {
  const organisationId = organisationOf(op);
  const url = await storeUploadedImage(deps.config.uploads, "products", file);
  await auditOperator(deps.db, caller, { action: "operator.product_image_upload", outcome: "SUCCESS", targetType: "Organisation", targetId: organisationId, details: { organisationId, after: [`imageUrl=${url}`] } });
  return { path: url };
}

/** A merchandise discount's terms: as a ticket discount's, for products instead of ticket types. */
export type MerchPromoCodesInput = Omit<CreatePromoCodesInput, "kind" | "ticketTypeIds" | "saleStartsAt"> & { productIds: string[] };

/**
 * Merchandise discount codes (issue 35): one code or a batch for products of one of the operator's events,
 * made by the codes module with the products as this module finds them (the organisation's own only: another
 * organisation's product is not found, so the codes module refuses it as not the event's).
 */
export async function createMerchPromoCodes(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, input: MerchPromoCodesInput): Promise<PromoCode[]> {
  const ids = [...new Set(input.productIds)];
  if (!ids.length) throw new ValidationError("validation.required", "productIds");
  if (ids.length > 100) throw new ValidationError("validation.invalid", "productIds");
  const products = await deps.db.merchProduct.findMany({ where: { id: { in: ids }, ...inOrganisation(op) }, select: { id: true, eventId: true, priceAmount: true } });
  return createPromoCodes(deps, caller, op, eventId, { ...input, kind: "DISCOUNT", productIds: ids }, products);
}
