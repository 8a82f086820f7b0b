// The order a secure just made, read for its answer (TicketsSecured.order) in one plain SQL statement
// when the GraphQL selection asks only for what that statement loads: the order's row, its items in id
// order and each item's ticket type and order. Prisma's own work for the same read (the query compiled
// and interpreted, three statements) was the largest share of the server's CPU for a secured answer in
// the on-sale race (npm run bench -- onsale --cpu-prof). Any other selection goes through Prisma. Each
// item's seat comes with it, for OrderItem.seat, instead of a Prisma read of the seats after it.
import type { Deps } from "../../deps.ts";
import type { Prisma, Order, Seat } from "../../generated/prisma/client.ts";
import { sqlPool } from "../../db.ts";

type Query = { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect };
type Shape = Record<string, unknown>;

/** Relations each model may ask for here, with what each of them may ask in turn; scalars are always loaded. */
const COVERED: Record<string, Record<string, string>> = {
  Order: { items: "OrderItem" },
  OrderItem: { ticketType: "TicketType", order: "Order.scalars" },
  TicketType: {},
  "Order.scalars": {},
};

/** Scalar fields of the loaded models: anything else named in a selection is a relation this read does not load. */
const SCALARS: Record<string, Set<string>> = {
  Order: new Set(["id", "orderNo", "userId", "kind", "status", "eventId", "currency", "totalAmount", "expiresAt", "paidAt", "cancelledAt", "paymentAttempts", "maxPaymentAttempts", "fulfilment", "shippingAddress", "pickupDate", "idempotencyKey", "createdAt", "updatedAt"]),
  OrderItem: new Set(["id", "orderId", "kind", "ticketTypeId", "seatId", "identityId", "merchVariantId", "quantity", "unitAmount", "redeemedQuantity"]),
  TicketType: new Set(["id", "eventId", "name", "area", "description", "priceAmount", "currency", "capacity", "sold", "seated", "entrance", "sortOrder"]),
};
SCALARS["Order.scalars"] = SCALARS.Order;

/**
 * Whether `args` (a Prisma select / include of `model`, or `true`) asks only for rows this read loads in
 * full: no filter, page or order other than items by id ascending, no relation outside COVERED.
 */
export function coveredSelection(model: string, args: unknown, isList = false): boolean {
  if (args === true) return true;
  if (!args || typeof args !== "object") return false;
  for (const [key, value] of Object.entries(args as Shape)) {
    if (key === "orderBy") {
      if (!isList || JSON.stringify(value) !== JSON.stringify({ id: "asc" })) return false;
    } else if (key === "select" || key === "include") {
      if (!value || typeof value !== "object") return false;
      for (const [field, sub] of Object.entries(value as Shape)) {
        if (sub === false || sub === undefined) continue;
        if (SCALARS[model].has(field)) {
          if (sub !== true) return false;
          continue;
        }
        const related = COVERED[model][field];
        if (!related || !coveredSelection(related, sub, field === "items")) return false;
      }
    } else {
      return false;
    }
  }
  return true;
}

/** The seat's fields the GraphQL Seat reads (changedAt, a trigger's stamp, is not one of them); null for an item without a seat. */
const SEAT_JSON = `case when s.id is null then null else json_build_object('id', s.id, 'eventId', s."eventId", 'ticketTypeId', s."ticketTypeId", 'area', s.area, 'row', s.row, 'number', s.number, 'status', s.status, 'heldByOrderId', s."heldByOrderId", 'access', s.access) end`;

/** timestamp(3) columns hold UTC wall time; row_to_json prints them in ISO 8601 without a zone. */
const at = (v: unknown) => (typeof v === "string" ? new Date(v.length === 10 ? `${v}T00:00:00Z` : `${v}Z`) : null);

function orderRow(o: Shape): Order {
  return {
    ...o,
    expiresAt: at(o.expiresAt),
    paidAt: at(o.paidAt),
    cancelledAt: at(o.cancelledAt),
    pickupDate: at(o.pickupDate),
    createdAt: at(o.createdAt)!,
    updatedAt: at(o.updatedAt)!,
  } as Order;
}

/** The order with `query`'s selection: one SQL statement when covered (its items' seats put into `seats`), Prisma otherwise. */
export async function findSecuredOrder(deps: Deps, query: Query, id: string, seats?: Map<string, Seat>) {
  if (!coveredSelection("Order", query)) return deps.db.order.findUniqueOrThrow({ ...query, where: { id } });
  const { rows } = await sqlPool(deps.db).query<{ order: Shape; items: { item: Shape; ticketType: Shape | null; seat: Shape | null }[] }>(
    `select row_to_json(o) as "order",
       coalesce((select json_agg(json_build_object('item', row_to_json(i), 'ticketType', row_to_json(t), 'seat', ${SEAT_JSON}) order by i.id)
                 from "OrderItem" i left join "TicketType" t on t.id = i."ticketTypeId" left join "Seat" s on s.id = i."seatId"
                 where i."orderId" = o.id), '[]') as items
     from "Order" o where o.id = $1`,
    [id],
  );
  if (!rows[0]) return deps.db.order.findUniqueOrThrow({ ...query, where: { id } });
  const order = orderRow(rows[0].order);
  // Every relation the covered selections may name, so each resolver finds what it asked for; the items'
  // seats into `seats`, for OrderItem.seat, which otherwise reads them through Prisma.
  for (const { seat } of rows[0].items) if (seat) seats?.set(seat.id as string, seat as unknown as Seat);
  const items = rows[0].items.map(({ item, ticketType }) => ({ ...item, ticketType, order }));
  return { ...order, items } as unknown as Order;
}
