// Merchandise made straight in the database (the merch module has no service that creates products:
// the catalogue is an operator's data), so that a test knows the product it buys (name, price, sizes,
// stock, limit, pick-up days) instead of reading the demo seed's catalogue.
import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Deps } from "../../server/src/deps.ts";

export interface ProductVariant {
  id: string;
  /** The id the GraphQL API uses (MerchVariant global id). */
  nodeId: string;
  sku: string;
  size: string | null;
  stock: number;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  /** Minor units of the event's currency. */
  price: number;
  currency: string;
  maxPerAccount: number;
  /** In the order of `sizes` (one without a size when none were given). */
  variants: ProductVariant[];
}

/**
 * An active product of an event (its name ends in a unique tag), one variant per size (or one without),
 * `stock` each. Price in minor units of the event's currency.
 */
export async function createProduct(
  deps: Deps,
  opts: {
    eventId: string;
    price?: number;
    sizes?: string[];
    stock?: number;
    maxPerAccount?: number;
    pickupOnly?: boolean;
    ticketHolderOnly?: boolean;
    desktopOnly?: boolean;
    name?: string;
    imageUrl?: string;
    /** false: taken off sale (listed nowhere). */
    active?: boolean;
  },
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
      imageUrl: opts.imageUrl ?? "/img/merch/tote.svg",
      eventId: opts.eventId,
      priceAmount: opts.price ?? 10_000,
      currency: event.currency,
      pickupOnly: opts.pickupOnly ?? false,
      ticketHolderOnly: opts.ticketHolderOnly ?? false,
      desktopOnly: opts.desktopOnly ?? false,
      maxPerAccount: opts.maxPerAccount ?? 4,
      active: opts.active ?? true,
      // Before the demo catalogue (sorted from 0), so that the first page of the Merch tab shows it.
      sortOrder: -1,
      variants: { create: sizes.map((size) => ({ sku: [`T${tag}`, size].filter(Boolean).join("-").toUpperCase(), size, stock: opts.stock ?? 50 })) },
    },
    include: { variants: true },
  });
  const variants = sizes.map((size) => product.variants.find((v) => v.size === size)!);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.priceAmount,
    currency: product.currency,
    maxPerAccount: product.maxPerAccount,
    variants: variants.map((v) => ({ id: v.id, nodeId: encodeGlobalID("MerchVariant", v.id), sku: v.sku, size: v.size, stock: v.stock })),
  };
}
