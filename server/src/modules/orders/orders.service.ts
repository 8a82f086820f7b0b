// Ticket orders: securing tickets (a 10-minute hold on stock and seats, within the per-account limit and
// the one-identity-per-ticket rule), the fan's orders, and cancelling. The order lifecycle itself (paid,
// released, expired) is orders.core.ts; what a paid or released order does is wired in server/src/wiring.ts.
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { Prisma, type Order, type OrderKind } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { saleState } from "../events/index.ts";
import { identitiesForHold } from "../identity/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import { expireDueOrders, holdExpiry, newOrderNo, releaseOrder } from "./orders.core.ts";
import { takeTicketTypeStock } from "../events/index.ts";
import { countTicketsOwnedOrBought } from "../tickets/index.ts";
import {
  DesktopOnlyError,
  IdentityRequiredError,
  IdentityTakenError,
  LimitReachedError,
  OrderExpiredError,
  OrderNotCancellableError,
  PhoneRequiredError,
  SaleNotOpenError,
  SoldOutError,
  TicketHoldersOnlyError,
} from "./orders.errors.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";

const secureInput = z.object({
  eventSlug: z.string().min(1),
  lines: z
    .array(
      z.object({
        ticketTypeId: z.string().min(1),
        quantity: z.number().int().min(1, "validation.selectTicket").max(20),
        /** Seated types: keep the seats in this row (the seat numbers are "confirming" until paid). */
        row: z.string().max(8).nullish(),
      }),
    )
    .min(1, "validation.selectTicket")
    .max(10),
  /** One of the fan's identities per ticket, in line order, when the event requires real names. */
  identityIds: z.array(z.string()).max(40).nullish(),
  agreedToTerms: z.literal(true, { message: "validation.agreeTerms" }),
  humanCheck: z.string().nullish(),
  /** The desktop site (/purchase) says so: desktop-only events are sold there. */
  desktop: z.boolean().nullish(),
  /** A retry with the same key returns the order already made instead of a second one. */
  idempotencyKey: z.string().max(64).nullish(),
});
export type SecureTicketsInput = z.input<typeof secureInput>;

/** Internal signal: a stock ran out inside the transaction (rolled back, then the caller sweeps and retries). */
class StockExhausted extends Error {}


/** Secures tickets: one order holding stock (and seats) for ORDER_HOLD_MINUTES, awaiting payment. */
export async function secureTickets(deps: Deps, userId: string, raw: SecureTicketsInput): Promise<Order> {
  if (raw.lines?.every((l) => !l.quantity)) throw new ValidationError("validation.selectTicket", "lines");
  const input = validate(secureInput, { ...raw, lines: raw.lines?.filter((l) => l.quantity) });
  // Independent reads side by side; the human check first in the answer (a bot learns nothing else).
  const [, event, user] = await Promise.all([
    verifyHumanCheck(deps, input.humanCheck),
    deps.db.event.findUnique({
      where: { slug: input.eventSlug },
      include: { ticketTypes: { select: { id: true, priceAmount: true, capacity: true, sold: true, seated: true } } },
    }),
    deps.db.user.findUnique({ where: { id: userId }, select: { phoneVerifiedAt: true, phoneSkippedAt: true } }),
  ]);
  if (!event) throw new NotFoundError("event");
  const state = saleState(event, deps.now());
  if (state !== "ON_SALE" && state !== "SOLD_OUT") throw new SaleNotOpenError(state);
  if (event.saleMode === "MERCH_ONLY") throw new SaleNotOpenError("MERCH_ONLY");
  if (event.desktopOnly && !input.desktop) throw new DesktopOnlyError();

  const types = new Map(event.ticketTypes.map((t) => [t.id, t]));
  for (const l of input.lines) if (!types.has(l.ticketTypeId)) throw new ValidationError("validation.selectTicket", "lines");
  if (new Set(input.lines.map((l) => `${l.ticketTypeId}/${l.row ?? ""}`)).size !== input.lines.length) {
    throw new ValidationError("validation.selectTicket", "lines");
  }
  const quantity = input.lines.reduce((n, l) => n + l.quantity, 0);

  if (!user) throw new NotFoundError("user");
  if (!user.phoneVerifiedAt && !user.phoneSkippedAt) throw new PhoneRequiredError();

  if (event.saleMode === "TICKET_HOLDER_ONLY") {
    const held = await deps.db.ticket.count({ where: { ownerId: userId, status: { in: ["PAID", "READY"] } } });
    if (held === 0) throw new TicketHoldersOnlyError();
  }

  // Real names: exactly one distinct identity of the fan's own per ticket.
  let identities: { id: string; docNumberHash: string }[] = [];
  if (event.requiresIdentity) {
    const ids = input.identityIds ?? [];
    if (ids.length !== quantity || new Set(ids).size !== ids.length) throw new IdentityRequiredError();
    const own = await identitiesForHold(deps, userId, ids);
    if (own.length !== ids.length) throw new IdentityRequiredError();
    const byId = new Map(own.map((i) => [i.id, i]));
    identities = ids.map((id) => byId.get(id)!);
  }

  // A retry of a secure that already went through (a double tap, a lost answer) gets the same order.
  const already = async () =>
    input.idempotencyKey
      ? deps.db.order.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey: input.idempotencyKey } } })
      : null;
  const earlier = await already();
  if (earlier) return earlier;

  const attempt = () => holdTickets(deps, userId, event, input, quantity, identities, (id) => types.get(id)!);
  // Before answering "sold out", return the stock of this event's lapsed holds and try once more.
  const sweepThenRetry = async () => {
    if (!(await hasLapsedHolds(deps, event.id))) throw new SoldOutError();
    // Retry even when the job released them first: the sweep waits for a release in progress.
    await expireDueOrders(deps, { eventId: event.id });
    try {
      return await attempt();
    } catch (again) {
      if (again instanceof StockExhausted) throw new SoldOutError();
      throw again;
    }
  };
  // Sold out as read a moment ago: skip the transaction (the common answer in a hot on-sale).
  if (input.lines.some((l) => types.get(l.ticketTypeId)!.sold + l.quantity > types.get(l.ticketTypeId)!.capacity)) return sweepThenRetry();
  try {
    return await attempt();
  } catch (e) {
    if (e instanceof StockExhausted) return sweepThenRetry();
    // Two copies of one request raced: the other one made the order.
    const existing = isUniqueViolation(e) ? await already() : null;
    if (existing) return existing;
    throw e;
  }
}

/** Whether an event has unpaid orders past their hold that the sweep has not reached yet. */
async function hasLapsedHolds(deps: Deps, eventId: string): Promise<boolean> {
  const due = await deps.db.order.findFirst({
    where: { eventId, status: "AWAITING_PAYMENT", expiresAt: { lte: deps.now() } },
    select: { id: true },
  });
  return due !== null;
}

type EventForHold = { id: string; currency: string; maxTicketsPerAccount: number; maxPaymentAttempts: number | null; isHot: boolean };
type TypeForHold = { id: string; priceAmount: number; seated: boolean };

/** Tickets the account already has for an event: paid or owned (received by transfer too), plus live holds. */
export async function ticketsCountedForLimit(tx: Tx, userId: string, eventId: string, now: Date): Promise<number> {
  const [owned, held] = await Promise.all([
    countTicketsOwnedOrBought(tx, userId, eventId),
    tx.orderItem.aggregate({
      _sum: { quantity: true },
      where: { kind: "TICKET", order: { userId, eventId, kind: "TICKET", status: "AWAITING_PAYMENT", expiresAt: { gt: now } } },
    }),
  ]);
  return owned + (held._sum.quantity ?? 0);
}

async function holdTickets(
  deps: Deps,
  userId: string,
  event: EventForHold,
  input: z.output<typeof secureInput>,
  quantity: number,
  identities: { id: string; docNumberHash: string }[],
  typeOf: (id: string) => TypeForHold,
): Promise<Order> {
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    // The fan's own secures queue here, so parallel requests cannot both see room under the limit.
    await tx.$queryRaw`select id from "User" where id = ${userId} for update`;
    const already = await ticketsCountedForLimit(tx, userId, event.id, now);
    if (already + quantity > event.maxTicketsPerAccount) {
      throw new LimitReachedError(event.maxTicketsPerAccount, Math.max(0, event.maxTicketsPerAccount - already));
    }

    // One ticket per identity per event, across all accounts: a lock per (event, identity) in hash order
    // (no deadlocks), then no ticket and no live hold may carry it. Ticket's unique (eventId, identityHash)
    // is the last line of defence when the hold is paid.
    const hashes = [...new Set(identities.map((i) => i.docNumberHash))].sort();
    for (const h of hashes) await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`${event.id}:${h}`}, 0))`;
    if (hashes.length) {
      const ticketTaken = await tx.ticket.findFirst({ where: { eventId: event.id, identityHash: { in: hashes } }, select: { identityHash: true } });
      const holdTaken = await tx.orderItem.findFirst({
        where: {
          identity: { docNumberHash: { in: hashes } },
          order: { eventId: event.id, status: "AWAITING_PAYMENT", expiresAt: { gt: now } },
        },
        select: { identity: { select: { docNumberHash: true } } },
      });
      const takenHash = ticketTaken?.identityHash ?? holdTaken?.identity?.docNumberHash;
      if (takenHash) throw new IdentityTakenError(identities.find((i) => i.docNumberHash === takenHash)!.id);
    }

    const order = await tx.order.create({
      data: {
        orderNo: newOrderNo("TICKET", now),
        userId,
        kind: "TICKET",
        eventId: event.id,
        currency: event.currency,
        totalAmount: input.lines.reduce((sum, l) => sum + typeOf(l.ticketTypeId).priceAmount * l.quantity, 0),
        expiresAt: holdExpiry(now),
        // Hot events allow a single payment attempt per order, unless the event says otherwise.
        maxPaymentAttempts: event.maxPaymentAttempts ?? (event.isHot ? 1 : null),
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: now,
      },
    });

    // Stock last: the ticket type's row lock is the hot spot of an on-sale, so it is held for as short a
    // time as possible (until this transaction commits).
    const items: Prisma.OrderItemCreateManyInput[] = [];
    let identityIndex = 0;
    for (const line of input.lines) {
      const type = typeOf(line.ticketTypeId);
      if (!(await takeTicketTypeStock(tx, type.id, line.quantity))) throw new StockExhausted();
      let seatIds: (string | null)[] = Array.from({ length: line.quantity }, () => null);
      if (type.seated) {
        const rowFilter = line.row ? Prisma.sql`and row = ${line.row}` : Prisma.empty;
        const held = await tx.$queryRaw<{ id: string }[]>`
          update "Seat" set status = 'HELD', "heldByOrderId" = ${order.id}
          where id in (select id from "Seat" where "ticketTypeId" = ${type.id} and status = 'AVAILABLE' ${rowFilter}
                       order by row, number limit ${line.quantity} for update skip locked)
          returning id`;
        if (held.length < line.quantity) throw new StockExhausted();
        seatIds = held.map((s) => s.id);
      }
      for (const seatId of seatIds) {
        items.push({
          orderId: order.id,
          kind: "TICKET",
          ticketTypeId: type.id,
          seatId,
          identityId: identities[identityIndex++]?.id ?? null,
          quantity: 1,
          unitAmount: type.priceAmount,
        });
      }
    }
    await tx.orderItem.createMany({ data: items });
    return order;
  });
}

export type OrderListTab = "AVAILABLE" | "COMPLETED" | "OTHERS";

/** Available: awaiting payment within the hold. Completed: paid. Others: cancelled, expired, refunded. */
export function myOrdersWhere(userId: string, tab: OrderListTab, now: Date, kind?: OrderKind | null): Prisma.OrderWhereInput {
  const base: Prisma.OrderWhereInput = { userId, kind: kind ?? { in: ["TICKET", "MERCH"] } };
  if (tab === "AVAILABLE") return { ...base, status: "AWAITING_PAYMENT", expiresAt: { gt: now } };
  if (tab === "COMPLETED") return { ...base, status: "PAID" };
  return {
    ...base,
    OR: [{ status: { in: ["CANCELLED", "EXPIRED", "REFUNDED"] } }, { status: "AWAITING_PAYMENT", expiresAt: { lte: now } }],
  };
}

export function listMyOrders(
  deps: Deps,
  query: { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect },
  userId: string,
  tab: OrderListTab,
  kind?: OrderKind | null,
) {
  return deps.db.order.findMany({ ...query, where: myOrdersWhere(userId, tab, deps.now(), kind), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export function findMyOrder(deps: Deps, query: { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect }, userId: string, orderNo: string) {
  return deps.db.order.findFirst({ ...query, where: { orderNo, userId, kind: { in: ["TICKET", "MERCH"] } } });
}

/** Cancels an unpaid order of the fan's and returns its stock at once. */
export async function cancelOrder(deps: Deps, userId: string, orderNo: string): Promise<Order> {
  const order = await deps.db.order.findFirst({ where: { orderNo, userId } });
  if (!order) throw new NotFoundError("order");
  const now = deps.now();
  const released = await deps.db.$transaction((tx) => releaseOrder(tx, deps, order.id, "CANCELLED", now));
  if (released) return released;
  const current = await deps.db.order.findUniqueOrThrow({ where: { id: order.id } });
  if (current.status === "EXPIRED") throw new OrderExpiredError();
  throw new OrderNotCancellableError();
}

/** One order by id with the fields the query asks for (the order a secure just made). */
export function findOrderById(deps: Deps, query: { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect }, id: string) {
  return deps.db.order.findUniqueOrThrow({ ...query, where: { id } });
}
