// Merchandise made straight in the database, so that a journey knows the product it buys (name,
// price, sizes, pick-up days) instead of reading the demo seed's catalogue.
import crypto from "node:crypto";
import type { Deps } from "../../server/src/deps.ts";

export interface Product {
  id: string;
  slug: string;
  name: string;
  price: number;
}

/** An active product of an event (its name ends in a unique tag), one variant per size (or one without), `stock` each. Price in minor units. */
export async function createProduct(
  deps: Deps,
  opts: { eventId: string; price?: number; sizes?: string[]; stock?: number; pickupOnly?: boolean; ticketHolderOnly?: boolean; desktopOnly?: boolean; name?: string },
): Promise<Product> {
  const tag = crypto.randomBytes(5).toString("hex");
  const event = await deps.db.event.findUniqueOrThrow({ where: { id: opts.eventId }, select: { currency: true, pickupDates: true } });
  if (opts.pickupOnly && event.pickupDates.length === 0) throw new Error("a pick-up-only product needs an event with pick-up days (createOnSaleEvent({ pickup: true }))");
  const sizes = opts.sizes ?? [null];
  const product = await deps.db.merchProduct.create({
    data: {
      slug: `merch-${tag}`,
      // Unique, so that a test finds its own card among the catalogue's.
      name: `${opts.name ?? "Test Merch"} ${tag.slice(0, 4)}`,
      description: "A test product.",
      imageUrl: "/img/merch/tote.svg",
      eventId: opts.eventId,
      priceAmount: opts.price ?? 10_000,
      currency: event.currency,
      pickupOnly: opts.pickupOnly ?? false,
      ticketHolderOnly: opts.ticketHolderOnly ?? false,
      desktopOnly: opts.desktopOnly ?? false,
      // Before the demo catalogue (sorted from 0), so that the first page of the Merch tab shows it.
      sortOrder: -1,
      variants: { create: sizes.map((size) => ({ sku: [`T${tag}`, size].filter(Boolean).join("-").toUpperCase(), size, stock: opts.stock ?? 50 })) },
    },
  });
  return { id: product.id, slug: product.slug, name: product.name, price: product.priceAmount };
}
