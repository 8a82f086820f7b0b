// Typed domain events: what one module has made true, for the modules that react to it (an order paid →
// tickets issued, a wallet credited, giveaway entries awarded). Unlike pubsub.ts (after the commit, for
// subscribers), these run INSIDE the transaction that made the fact true, so the reaction commits or rolls
// back with it. Which handler reacts to which event, and in which order, is written down in one place:
// server/src/wiring.ts. Nothing registers itself when a file is imported.
import type { Tx } from "./db.ts";
import type { Order, OrderItem } from "./generated/prisma/client.ts";

/** A line of an order as its handlers see it, with the document hash of the identity named on a ticket line. */
export type OrderLine = Pick<OrderItem, "id" | "kind" | "ticketTypeId" | "seatId" | "merchVariantId" | "identityId" | "quantity"> & {
  identityHash: string | null;
};

export interface DomainEventMap {
  /** An order went AWAITING_PAYMENT → PAID (orders.markOrderPaid): issue its goods, credit it, award for it. */
  "order:paid": { order: Order; lines: OrderLine[] };
  /** An unpaid order was cancelled or expired (orders.releaseOrder): its held stock must go back. */
  "order:released": { order: Order; lines: OrderLine[]; reason?: "event-cancelled" };
  /** A paid order was refunded because its event was cancelled (orders.settleOrdersOfCancelledEvent): its money goes back. */
  "order:refunded": { order: Order };
  /** The organiser cancelled an event (events.cancelOperatorEvent): its orders are settled, its tickets voided. */
  "event:cancelled": { eventId: string; at: Date };
  /** A fan's account was created (users.register), with the inviter when they came through an invite code. */
  "user:registered": { userId: string; invitedById: string | null };
}
export type DomainEventName = keyof DomainEventMap;

/** `D` is the services' dependencies (Deps): a parameter, so that this file and deps.ts do not import each other. */
export type DomainEventHandler<E extends DomainEventName, D> = (tx: Tx, payload: DomainEventMap[E], deps: D) => Promise<void>;

interface Registered<E extends DomainEventName, D> {
  name: string;
  run: DomainEventHandler<E, D>;
}

export class DomainEvents<D> {
  private readonly handlers: { [E in DomainEventName]?: Registered<E, D>[] } = {};

  /** Adds a handler after those already registered for the event; `name` says who reacts (logs, tests). */
  on<E extends DomainEventName>(event: E, name: string, run: DomainEventHandler<E, D>): this {
    const list = (this.handlers[event] ??= []) as Registered<E, D>[];
    if (list.some((h) => h.name === name)) throw new Error(`${event}: a handler named ${name} is already registered`);
    list.push({ name, run });
    return this;
  }

  /** Runs every handler of the event in registration order, inside `tx`; the first failure rolls it all back. */
  async emit<E extends DomainEventName>(tx: Tx, deps: D, event: E, payload: DomainEventMap[E]): Promise<void> {
    for (const h of (this.handlers[event] ?? []) as Registered<E, D>[]) await h.run(tx, payload, deps);
  }

  /** The handlers' names, in the order they run. */
  handlerNames(event: DomainEventName): string[] {
    return (this.handlers[event] ?? []).map((h) => h.name);
  }
}
