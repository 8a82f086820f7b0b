// Typed domain events: what one module has made true, for the modules that react to it (an order paid →
// tickets issued, a wallet credited, giveaway entries awarded). Two kinds of handler:
// - `on`: runs INSIDE the transaction that made the fact true, so the reaction commits or rolls back with it;
// - `afterCommit`: runs once that transaction has committed, and never when it rolls back — for what must
//   not happen before the fact is visible to everyone (pushing figures to a dashboard, telling a result page,
//   refunding a payment through its provider). Its errors are logged, never thrown into the request whose
//   transaction has already committed; work that must not be lost has a job that retries it.
// A path that must stay one SQL statement (the gate's fast admission) raises no event in a transaction: its
// reactions are `inStatement` ones, data-modifying CTEs it writes into that statement (and a step once it
// has committed), so it reacts as the other paths do without a module importing another's SQL.
// Which handler reacts to which event, and in which order, is written down in one place:
// server/src/wiring.ts. Nothing registers itself when a file is imported.
import { onCommit, type Tx } from "./db.ts";
import type { Order, OrderItem, Prisma } from "./generated/prisma/client.ts";
import type { Logger } from "./platform/logger.ts";

/** A line of an order as its handlers see it, with the document hash of the identity named on a ticket line. */
export type OrderLine = Pick<OrderItem, "id" | "kind" | "ticketTypeId" | "seatId" | "merchVariantId" | "identityId" | "quantity"> & {
  identityHash: string | null;
};

/** Why a paid order was refunded in full. */
export type OrderRefundReason = "event-cancelled" | "refund" | "dispute-lost";

export interface DomainEventMap {
  /** An order went AWAITING_PAYMENT → PAID (orders.markOrderPaid): issue its goods, credit it, award for it. */
  "order:paid": { order: Order; lines: OrderLine[] };
  /** An unpaid order was cancelled or expired (orders.releaseOrder): its held stock must go back. */
  "order:released": { order: Order; lines: OrderLine[]; reason?: "event-cancelled" };
  /**
   * A paid order (tickets or merch) was refunded in full (orders.refundPaidOrder): because its event was cancelled
   * (orders.settleOrdersOfCancelledEvent), an organiser refunded it (payments.refundOrder), or its payment's
   * dispute was lost. Its tickets die, its stock goes back (offered to the next fan in line), its money returns.
   */
  "order:refunded": { order: Order; lines: OrderLine[]; reason: OrderRefundReason };
  /** The organiser edited an event's terms (events.updateOperatorEvent): `changed` as "field=value" lines of the new values. */
  "event:changed": { eventId: string; organisationId: string | null; changed: string[] };
  /** The organiser cancelled an event (events.cancelOperatorEvent): its orders are settled, its tickets voided. */
  "event:cancelled": { eventId: string; at: Date };
  /**
   * A hosted payment's provider decided (payments.applyProviderEvent): SUCCEEDED (the order is paid),
   * FAILED, or REFUND_DUE (the money was taken but the order could no longer be paid: it goes back).
   */
  "payment:settled": { paymentId: string; order: Order; outcome: "SUCCEEDED" | "FAILED" | "REFUND_DUE"; reason: string | null };
  /** A fan handed a ticket to another account (transfers.transferTicket): the ticket's event, never the fans' addresses. */
  "ticket:transferred": { ticketId: string; ticketNo: string; eventId: string; transferId: string; at: Date };
  /**
   * A ticket was admitted (entry: a gate's scan on the locking path, an offline gate's upload, a manual
   * check-in): the ticket, its event, where and how, never the holder. The gate's one-statement fast path
   * (entry.service.ts admitTicketAtOnce) raises no event: it writes its webhook message in its own statement,
   * and the event's inStatement reactions with it.
   */
  "ticket:checked_in": { ticketId: string; ticketNo: string; eventId: string; gateId: string | null; entrance: string | null; method: "scan" | "offline" | "manual"; at: Date };
  /**
   * A fan handed a ticket back for resale at face value (handback.handBackTickets): it can neither enter nor
   * be transferred while listed. Ids and amounts, never the fan.
   */
  "ticket:handed_back": { ticketId: string; ticketNo: string; eventId: string; handBackId: string; faceAmount: number; currency: string; at: Date };
  /**
   * A listed ticket was bought by the fan in line it was offered to (handback.handBackOfferPaid, in the
   * offer's payment): the seller's ticket (`ticketId`) is revoked and the seller paid.
   */
  "ticket:hand_back_sold": { ticketId: string; ticketNo: string; eventId: string; handBackId: string; orderId: string; at: Date };
  /** A listed ticket went back to its holder unsold: withdrawn by them, or its event started with no buyer. */
  "ticket:hand_back_withdrawn": { ticketId: string; ticketNo: string; eventId: string; handBackId: string; reason: "withdrawn" | "event-started"; at: Date };
  /**
   * A provider refused a refund, or took one back (payments' failRefund): its claim is back on the payment.
   * A hand-back's payout to the original method falls back to Fan Coin here, so the seller is never unpaid.
   */
  "refund:failed": { refundId: string; orderId: string; cause: string; reason: string };
  /** A fan opened a support issue about an organisation's event (support.createIssue). */
  "support:opened": { issueId: string; organisationId: string; type: string; at: Date };
  /** A fan's account was created (users.register), with the inviter when they came through an invite code. */
  "user:registered": { userId: string; invitedById: string | null };
}
export type DomainEventName = keyof DomainEventMap;

/** `D` is the services' dependencies (Deps): a parameter, so that this file and deps.ts do not import each other. */
export type DomainEventHandler<E extends DomainEventName, D> = (tx: Tx, payload: DomainEventMap[E], deps: D) => Promise<void>;

/**
 * A handler that takes a batch of the event's payloads at once (emitEach: the hold sweep's lapsed orders), in
 * the order they were raised; a single emit gives it a batch of one. It must leave what running for each
 * payload in turn would leave (set-based statements instead of one per payload).
 */
export type DomainEventBatchHandler<E extends DomainEventName, D> = (tx: Tx, payloads: DomainEventMap[E][], deps: D) => Promise<void>;

/** Runs after the commit of the transaction that raised the event: it has no `tx`, it reads committed data. */
export type AfterCommitHandler<E extends DomainEventName, D> = (payload: DomainEventMap[E], deps: D) => Promise<void>;

/**
 * A reaction written into a one-statement path's SQL: `sql` gives a data-modifying statement (a CTE's body)
 * over `source`, a query of the event's rows that path names (for ticket:checked_in, the admitted tickets'
 * ids as column id), returning a row per thing it wrote; null when it has nothing to do (not configured).
 * `afterCommit` runs once the statement has committed, when its CTE returned any row.
 */
export interface StatementReaction<D> {
  sql: (source: Prisma.Sql, deps: D) => Prisma.Sql | null;
  afterCommit: (deps: D) => void;
}

interface Registered<H> {
  name: string;
  run: H;
}

/** A handler's one form: per payload (`on`) or per batch of payloads (`onEach`). */
type EitherHandler<E extends DomainEventName, D> = { one: DomainEventHandler<E, D> } | { each: DomainEventBatchHandler<E, D> };
type HandlerLists<D> = { [E in DomainEventName]?: Registered<EitherHandler<E, D>>[] };
type AfterCommitLists<D> = { [E in DomainEventName]?: Registered<AfterCommitHandler<E, D>>[] };

export class DomainEvents<D extends { log: Pick<Logger, "error"> }> {
  private readonly handlers: HandlerLists<D> = {};
  private readonly afterCommitHandlers: AfterCommitLists<D> = {};
  private readonly statementReactions: { [E in DomainEventName]?: Registered<StatementReaction<D>>[] } = {};

  /** Adds a handler after those already registered for the event; `name` says who reacts (logs, tests). */
  on<E extends DomainEventName>(event: E, name: string, run: DomainEventHandler<E, D>): this {
    return this.register(event, name, { one: run });
  }

  /** Adds a handler that takes a batch of payloads at once (DomainEventBatchHandler), after those already registered. */
  onEach<E extends DomainEventName>(event: E, name: string, run: DomainEventBatchHandler<E, D>): this {
    return this.register(event, name, { each: run });
  }

  private register<E extends DomainEventName>(event: E, name: string, run: EitherHandler<E, D>): this {
    const list = (this.handlers[event] ??= []) as Registered<EitherHandler<E, D>>[];
    if (list.some((h) => h.name === name)) throw new Error(`${event}: a handler named ${name} is already registered`);
    list.push({ name, run });
    return this;
  }

  /** Adds a handler that runs once the transaction that raised the event has committed (never if it rolls back), after those already registered. */
  afterCommit<E extends DomainEventName>(event: E, name: string, run: AfterCommitHandler<E, D>): this {
    const list = (this.afterCommitHandlers[event] ??= []) as Registered<AfterCommitHandler<E, D>>[];
    if (list.some((h) => h.name === name)) throw new Error(`${event}: an after-commit handler named ${name} is already registered`);
    list.push({ name, run });
    return this;
  }

  /** Adds a reaction the event's one-statement path writes into its own statement (see StatementReaction). */
  inStatement(event: "ticket:checked_in", name: string, reaction: StatementReaction<D>): this {
    const list = (this.statementReactions[event] ??= []);
    if (list.some((h) => h.name === name)) throw new Error(`${event}: an in-statement reaction named ${name} is already registered`);
    list.push({ name, run: reaction });
    return this;
  }

  /** The event's in-statement reactions, in registration order, for its one-statement path to write in. */
  reactionsInStatement(event: "ticket:checked_in"): readonly Registered<StatementReaction<D>>[] {
    return this.statementReactions[event] ?? [];
  }

  /**
   * Runs every handler of the event in registration order, inside `tx`; the first failure rolls it all back.
   * Then queues the event's after-commit handlers on `tx`: they run, in registration order and one at a
   * time, after its commit (db.ts onCommit), each once per event raised; a failure is logged and the next runs.
   */
  async emit<E extends DomainEventName>(tx: Tx, deps: D, event: E, payload: DomainEventMap[E]): Promise<void> {
    await this.emitEach(tx, deps, event, [payload]);
  }

  /**
   * The event raised once per payload, in one transaction, handler by handler: each handler in registration
   * order takes every payload (a batch handler all at once, any other one payload after another) before the
   * next handler runs. Same after-commit handlers as as many emits. For a sweep of many facts of one kind
   * (lapsed holds): a batch handler writes set-based statements instead of one per payload per handler.
   */
  async emitEach<E extends DomainEventName>(tx: Tx, deps: D, event: E, payloads: DomainEventMap[E][]): Promise<void> {
    if (!payloads.length) return;
    for (const h of (this.handlers[event] ?? []) as Registered<EitherHandler<E, D>>[]) {
      if ("each" in h.run) await h.run.each(tx, payloads, deps);
      else for (const p of payloads) await h.run.one(tx, p, deps);
    }
    for (const payload of payloads) {
      for (const h of (this.afterCommitHandlers[event] ?? []) as Registered<AfterCommitHandler<E, D>>[]) {
        onCommit(tx, () => Promise.resolve().then(() => h.run(payload, deps)).catch((e: unknown) => deps.log.error(`${event}: after-commit handler ${h.name} failed`, { error: String(e) })));
      }
    }
  }

  /** The in-transaction handlers' names, in the order they run. */
  handlerNames(event: DomainEventName): string[] {
    return (this.handlers[event] ?? []).map((h) => h.name);
  }

  /** The in-statement reactions' names, in the order they are written. */
  inStatementNames(event: "ticket:checked_in"): string[] {
    return this.reactionsInStatement(event).map((h) => h.name);
  }

  /** The after-commit handlers' names, in the order they run. */
  afterCommitNames(event: DomainEventName): string[] {
    return (this.afterCommitHandlers[event] ?? []).map((h) => h.name);
  }
}
