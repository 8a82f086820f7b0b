// Naming the tickets of a held order of a real-name event (issue 18): released tickets offered to the next
// fan in line are held without names (the fan was not there to give them), so the fan names each ticket
// with identities of their own before paying, within the hold. The rules are the secure's: one distinct
// identity of the fan's own per ticket (identity module), and no identity holding a ticket or a live hold
// of the event on any account (fanfare_identity_taken, the very function the secure calls, under the same
// advisory locks). Payment refuses an order of a real-name event whose tickets are not all named.
import { z } from "zod";
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { Order } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { identitiesForHold } from "../identity/index.ts";
import { waitingRoomEvent } from "../events/index.ts";
import { IdentityRequiredError, IdentityTakenError, OrderExpiredError } from "./orders.errors.ts";

const nameInput = z.object({
  orderNo: z.string("validation.required").trim().min(1, "validation.required").max(40, "validation.required"),
  /** One of the fan's identities per ticket, in line order. */
  identityIds: z.array(z.string().max(64)).max(40),
});
export type NameTicketsInput = z.input<typeof nameInput>;

/**
 * Names every ticket of one of the fan's orders awaiting payment with their identities, in line order
 * (again before paying replaces the names). IdentityRequiredError: not one distinct identity of the fan's
 * own per ticket; IdentityTakenError: one already holds a ticket or a hold of the event; OrderExpiredError:
 * the hold is over (paid, cancelled or lapsed). Nothing changes on a refusal.
 */
export async function nameOrderTickets(deps: Deps, userId: string, raw: NameTicketsInput): Promise<Order> {
  const input = validate(nameInput, raw);
  const found = await deps.db.order.findFirst({ where: { orderNo: input.orderNo, userId, kind: "TICKET" } });
  if (!found?.eventId) throw new NotFoundError("order");
  const event = await waitingRoomEvent(deps.db, { id: found.eventId });
  if (!event) throw new NotFoundError("order");
  const ids = input.identityIds;
  if (!event.requiresIdentity || new Set(ids).size !== ids.length) throw new IdentityRequiredError();
  const own = await identitiesForHold(deps, userId, ids);
  if (own.length !== ids.length) throw new IdentityRequiredError();
  const byId = new Map(own.map((i) => [i.id, i]));
  const eventId = found.eventId;

  await deps.db.$transaction(async (tx) => {
    const now = deps.now();
    // The order's row lock: a payment attempt or a release of this order waits for the naming, and after it sees the names.
    const [order] = await tx.$queryRaw<Pick<Order, "id" | "status" | "expiresAt">[]>`select id, status, "expiresAt" from "Order" where id = ${found.id} for update`;
    // Paid, cancelled or lapsed: the hold is over, there is nothing left to name.
    if (order.status !== "AWAITING_PAYMENT" || (order.expiresAt && order.expiresAt <= now)) throw new OrderExpiredError();
    const items = await tx.orderItem.findMany({ where: { orderId: order.id, kind: "TICKET" }, orderBy: { id: "asc" }, select: { id: true, quantity: true } });
    if (items.some((i) => i.quantity !== 1) || items.length !== ids.length) throw new IdentityRequiredError();
    const hashes = ids.map((id) => byId.get(id)!.docNumberHash);
    const [{ taken }] = await tx.$queryRaw<{ taken: string | null }[]>`
      select fanfare_identity_taken(${eventId}, ${hashes}::text[], ${now.toISOString()}::timestamp(3), ${order.id}) as taken`;
    if (taken) throw new IdentityTakenError(ids[hashes.indexOf(taken)]);
    for (const [k, item] of items.entries()) await tx.orderItem.update({ where: { id: item.id }, data: { identityId: ids[k] } });
  });
  return deps.db.order.findUniqueOrThrow({ where: { id: found.id } });
}

/** Throws IdentityRequiredError when the order is of a real-name event and a ticket of it has no identity (payment asks first). */
export async function assertTicketsNamed(db: Db | Tx, order: Pick<Order, "id" | "kind" | "eventId">): Promise<void> {
  if (order.kind !== "TICKET" || !order.eventId) return;
  const event = await waitingRoomEvent(db, { id: order.eventId });
  if (!event?.requiresIdentity) return;
  const unnamed = await db.orderItem.count({ where: { orderId: order.id, kind: "TICKET", identityId: null } });
  if (unnamed > 0) throw new IdentityRequiredError();
}
