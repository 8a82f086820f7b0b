// Reads of merchandise that other modules need (the gate's and the status page's product name), so that
// no other module reaches MerchVariant or MerchProduct through a relation of its own.
import type { Db, Tx } from "../../db.ts";

/** The name of the product a variant belongs to; null for an unknown variant. */
export async function productNameOfVariant(db: Db | Tx, variantId: string): Promise<string | null> {
  return (await productOfVariant(db, variantId))?.name ?? null;
}

/** The product a variant belongs to, by name and owning organisation (the gate checks the latter); null for an unknown variant. */
export async function productOfVariant(db: Db | Tx, variantId: string): Promise<{ name: string; organisationId: string | null } | null> {
  const variant = await db.merchVariant.findUnique({ where: { id: variantId }, select: { product: { select: { name: true, organisationId: true } } } });
  return variant?.product ?? null;
}

/** The ids of an organisation's variants (an organisation's gates revoke its own pick-up passes only). */
export async function variantIdsOfOrganisation(db: Db | Tx, organisationId: string): Promise<string[]> {
  return (await db.merchVariant.findMany({ where: { product: { organisationId } }, select: { id: true } })).map((v) => v.id);
}

/** Variants by id with their SKU, size, colour and product name (the personal-data export). */
export function variantsForExport(db: Db | Tx, ids: string[]) {
  return db.merchVariant.findMany({ where: { id: { in: ids } }, select: { id: true, sku: true, size: true, colour: true, product: { select: { name: true } } } });
}

/** The logistics steps of these orders, oldest first (the personal-data export). */
export function logisticsOfOrders(db: Db | Tx, orderIds: string[]) {
  return db.orderLogisticsEvent.findMany({ where: { orderId: { in: orderIds } }, orderBy: { at: "asc" } });
}

/** Products' names by id, in the order asked (a fan's merchandise discount code names what it is for). */
export async function productNamesOf(db: Db | Tx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.merchProduct.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const name = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => name.get(id) ?? []);
}
