// Ticket orders: securing tickets (a 10-minute hold on stock and seats, within the per-account limit and
// the one-identity-per-ticket rule), the fan's orders, and cancelling. The order lifecycle itself (paid,
// released, expired) is orders.core.ts; what a paid or released order does is wired in server/src/wiring.ts.
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Prisma, Order, OrderKind } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { alternativesTo, eventForSale, keptSeatsPicked, pickedSeatsTakenOnBoard, placeSeats, saleState, seatsChangedHere, type EventForSale, type SeatLine } from "../events/index.ts";
import { identitiesForHold, seatingNeedOf } from "../identity/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import { claimAdmission } from "../queue/index.ts";
import { MAX_MARK_MS } from "../../platform/soldout.ts";
import { expireDueOrders, releaseOrder } from "./orders.core.ts";
import { holdTicketsInOneStatement, holdTicketsWithCode } from "./secure.sql.ts";
import { CodeSaleNotOpenError, codeApplies, earlySaleStart, promoCodeForHold, PromoCodeInvalidError, PromoCodeNotApplicableError, PromoCodeUsedUpError, type PromoCodeForHold } from "../codes/index.ts";
import { sqlPool } from "../../db.ts";
import { shareInFlight } from "../../platform/in-flight.ts";
import { isDesktopBrowser } from "../../platform/desktop-browser.ts";
import {
  DesktopOnlyError,
  IdentityRequiredError,
  IdentityTakenError,
  LimitReachedError,
  OrderExpiredError,
  OrderNotCancellableError,
  PhoneRequiredError,
  SaleNotOpenError,
  SeatsTakenError,
  AccessibleSeatsKeptError,
  SoldOutError,
  TicketHoldersOnlyError,
} from "./orders.errors.ts";

const secureInput = z.object({
  eventSlug: z.string().min(1),
  lines: z
    .array(
      z.object({
        ticketTypeId: z.string().min(1),
        quantity: z.number().int().min(1, "validation.selectTicket").max(20),
        /** Seated types: keep the seats in this row (the seat numbers are "confirming" until paid). */
        row: z.string().max(8).nullish(),
        /** Seated types: exactly these seats, picked on the map (as many as the quantity). */
        seatIds: z.array(z.string().min(1).max(64)).max(20).nullish(),
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
  /** The request's User-Agent: a phone's is refused a desktop-only event whatever `desktop` says. */
  userAgent: z.string().nullish(),
  /** A retry with the same key returns the order already made instead of a second one. */
  idempotencyKey: z.string().max(64).nullish(),
  /** An event with a waiting room: the admission pass the queue gave (single use). */
  admissionPass: z.string().max(512).nullish(),
  /** An organiser's access or discount code (one per order; codes do not stack). */
  code: z.string().max(64).nullish(),
});
export type SecureTicketsInput = z.input<typeof secureInput>;

/** Secures tickets: one order holding stock (and seats) for ORDER_HOLD_MINUTES, awaiting payment. */
export async function secureTickets(deps: Deps, userId: string, raw: SecureTicketsInput): Promise<Pick<Order, "id">> {
  if (raw.lines?.every((l) => !l.quantity)) throw new ValidationError("validation.selectTicket", "lines");
  const input = validate(secureInput, { ...raw, lines: raw.lines?.filter((l) => l.quantity) });
  // The human check first in the answer (a bot learns nothing else).
  await verifyHumanCheck(deps, input.humanCheck);
  // A presale: an access code with its own sale start, for its types, before the public sale opens. The
  // waiting room is the public sale's and admits nobody before it opens, so the code's holders are not
  // sent to it (the code's uses bound the presale's crowd). Once the public sale is open, they queue as
  // everyone does: a presale secure that finds it open goes through the admission below.
  if (await presaleBeforePublicSale(deps, userId, input)) {
    try {
      return await secureChecked(deps, userId, input, false, true);
    } catch (e) {
      if (!(e instanceof PublicSaleOpened)) throw e;
    }
  }
  // A waiting-room event: the pass is claimed before anything is held (claim before the check it guards),
  // and given back when the secure is refused, so a sold-out answer or a typo does not cost the place.
  const admission = await claimAdmission(deps, userId, input.eventSlug, input.admissionPass);
  if (!admission) return secureChecked(deps, userId, input, false);
  try {
    const order = await secureChecked(deps, userId, input, false);
    await admission.settle(true);
    return order;
  } catch (e) {
    await admission.settle(false);
    throw e;
  }
}

/**
 * The declared companions of a fan who picked seats still kept for fans with the need (the statement's
 * p_access), null when none were picked. Without a declared need the secure is refused here with
 * AccessibleSeatsKeptError; the need is read only then, so an ordinary secure costs no query for it. The
 * count (one space and at most the declared companions, with the fan's live orders) is the statement's,
 * under the fan's row lock: two secures of one fan at the same moment cannot each take a space.
 */
async function accessFor(deps: Deps, userId: string, event: EventForSale, kept: readonly string[]): Promise<number | null> {
  if (!kept.length) return null;
  const need = await seatingNeedOf(deps, userId);
  if (!need) throw new AccessibleSeatsKeptError([...kept], event.accessibleReleaseAt, event.id);
  return need.companions;
}

/** A presale secure found the public sale open: it is made again through the waiting room. */
class PublicSaleOpened extends Error {}

/** Whether the secure asks, with a code that opens a presale for its types, before the public sale opens. */
async function presaleBeforePublicSale(deps: Deps, userId: string, input: z.output<typeof secureInput>): Promise<boolean> {
  if (!input.code?.trim()) return false;
  const event = await eventForSale(deps, input.eventSlug);
  if (!event || saleState({ ...event, ticketTypes: [] }, deps.now()) !== "UPCOMING") return false;
  // An unusable code is refused by the secure itself, with its reason.
  const code = await promoCodeForHold(deps.db, event.id, input.code, deps.now(), userId).catch(() => null);
  return !!code && earlySaleStart(code, input.lines.map((l) => l.ticketTypeId)) !== null;
}

/**
 * The secure after the human check. The event's terms come from memory (sale-cache.ts); `fresh` reads
 * them again: before a refusal based on them, and when the one statement found the Event row changed.
 * `presale`: admitted without the waiting room, so only before the public sale opens.
 */
async function secureChecked(deps: Deps, userId: string, input: z.output<typeof secureInput>, fresh: boolean, presale = false): Promise<Pick<Order, "id">> {
  const event = await eventForSale(deps, input.eventSlug, { fresh });
  // A refusal on the copy's word is confirmed on the current row (the terms may have changed since).
  const refuse = (error: Error) => {
    if (!fresh) return secureChecked(deps, userId, input, true, presale);
    throw error;
  };
  if (!event) return refuse(new NotFoundError("event"));
  // Stock is not part of the copy: a sold-out event may still be asked (lapsed holds come back).
  const state = saleState({ ...event, ticketTypes: [] }, deps.now());
  // Before the public sale, an access code with its own sale start opens it for its types (issue 35).
  let presaleCode: PromoCodeForHold | undefined;
  if (state === "UPCOMING" && input.code?.trim()) {
    // A paused (or cancelled) event pauses its presale too.
    if (event.salesPaused) return refuse(new SaleNotOpenError("SALE_CLOSED"));
    presaleCode = await promoCodeForHold(deps.db, event.id, input.code, deps.now(), userId);
    const opens = earlySaleStart(presaleCode, input.lines.map((l) => l.ticketTypeId));
    if (!opens) return refuse(new SaleNotOpenError(state));
    if (opens > deps.now()) return refuse(new CodeSaleNotOpenError(opens));
  } else if (presale && state === "ON_SALE") {
    if (fresh) throw new PublicSaleOpened();
    return secureChecked(deps, userId, input, true, presale);
  } else if (state !== "ON_SALE") return refuse(new SaleNotOpenError(state));
  if (event.saleMode === "MERCH_ONLY") return refuse(new SaleNotOpenError("MERCH_ONLY"));
  if (event.desktopOnly && !isDesktopBrowser(input.desktop, input.userAgent)) return refuse(new DesktopOnlyError());
  const types = new Set(event.ticketTypeIds);
  if (input.lines.some((l) => !types.has(l.ticketTypeId))) return refuse(new ValidationError("validation.selectTicket", "lines"));

  if (new Set(input.lines.map((l) => `${l.ticketTypeId}/${l.row ?? ""}/${l.seatIds?.join(",") ?? ""}`)).size !== input.lines.length) {
    throw new ValidationError("validation.selectTicket", "lines");
  }
  const quantity = input.lines.reduce((n, l) => n + l.quantity, 0);

  // A code: known, enabled and in its window now (read without a lock; the hold counts its use under one).
  // Hidden types are sold only with an access code that unlocks them; a code must give something here.
  const code: PromoCodeForHold | null = presaleCode ?? (input.code?.trim() ? await promoCodeForHold(deps.db, event.id, input.code, deps.now(), userId) : null);
  const hidden = new Set(event.hiddenTicketTypeIds);
  const locked = input.lines.filter((l) => hidden.has(l.ticketTypeId) && !(code?.kind === "ACCESS" && code.ticketTypeIds.includes(l.ticketTypeId)));
  if (locked.length) return refuse(new ValidationError("validation.selectTicket", "lines"));
  if (code && !codeApplies(code, input.lines.map((l) => l.ticketTypeId))) throw new PromoCodeNotApplicableError();

  // Real names: exactly one distinct identity of the fan's own per ticket.
  let identities: { id: string; docNumberHash: string }[] = [];
  if (event.requiresIdentity) {
    const ids = input.identityIds ?? [];
    if (ids.length !== quantity || new Set(ids).size !== ids.length) return refuse(new IdentityRequiredError());
    const own = await identitiesForHold(deps, userId, ids);
    if (own.length !== ids.length) throw new IdentityRequiredError();
    const byId = new Map(own.map((i) => [i.id, i]));
    identities = ids.map((id) => byId.get(id)!);
  }

  // Known sold out: the commonest answer of a hot on-sale costs no transaction. A retry of a secure
  // that went through (same idempotency key) still gets its order.
  const now = deps.now();
  // A mark says "fewer than N left": each type is asked for with as many as the secure wants of it in all.
  const wanted = new Map<string, number>();
  for (const l of input.lines) wanted.set(l.ticketTypeId, (wanted.get(l.ticketTypeId) ?? 0) + l.quantity);
  const marked = await Promise.all(input.lines.map((l) => deps.soldOut.isSoldOut(l.ticketTypeId, now, wanted.get(l.ticketTypeId))));
  if (marked.some(Boolean)) {
    const earlier = await orderOfRetry(deps, userId, input.idempotencyKey ?? null);
    if (earlier) return earlier;
    throw new SoldOutError();
  }
  // Read before the attempt: a release after this point voids a "sold out" the attempt would record.
  const generations = await Promise.all(input.lines.map((l) => deps.soldOut.generation(l.ticketTypeId)));

  // Seats (issue 33): picked ones checked; a seated line without seats or a row gets the best available
  // block, of ordinary seats until the accessible release (a fan with the need is offered the kept ones
  // apart: Event.accessibleSpaces). Picked wheelchair spaces and companion seats still kept: only for a fan
  // who declared the need, one space and as many companions as declared.
  let placed = await placeSeats(deps, event, input.lines, { access: false, userId });
  const kept = await keptSeatsPicked(deps, event, placed.lines);
  let accessCompanions: number | null;
  try {
    accessCompanions = await accessFor(deps, userId, event, kept);
  } catch (e) {
    // The release time comes from the copy: confirmed on the current row before refusing.
    if (e instanceof AccessibleSeatsKeptError) return refuse(e);
    throw e;
  }
  const access = accessCompanions !== null;
  // Not with wheelchair spaces or companion seats still kept: their count (one space, the declared companions) answers first, in the statement.
  if (!placed.auto && !kept.length) {
    const refusal = await takenOnBoard(deps, userId, event, placed.lines, access, input.idempotencyKey ?? null);
    if (refusal instanceof SeatsTakenError) throw refusal;
    if (refusal) return refusal;
  }
  const attempt = () => {
    const args = { userId, eventId: event.id, eventVersion: event.version, lines: placed.lines, identities, idempotencyKey: input.idempotencyKey ?? null, accessCompanions };
    return code ? holdTicketsWithCode(deps, args, code) : holdTicketsInOneStatement(deps, args);
  };
  let outcome = await attempt();
  // A best available block taken since the board's read: picked again from a fresh read, twice at most,
  // then any free seats of the area (as before picking existed), so a fan is never refused while seats are left.
  for (let tries = 0; outcome.kind === "SEATS_TAKEN" && placed.auto && tries < 3; tries++) {
    // The board is stale: its next use reads again, one read shared by every refusal in flight.
    seatsChangedHere(deps, event.id);
    placed = tries < 2 ? await placeSeats(deps, event, input.lines, { access: false, userId }) : { lines: input.lines.map((l) => ({ ...l, seatIds: null })), auto: false };
    outcome = await attempt();
  }
  if (outcome.kind === "CODE_USED_UP" && !outcome.perAccount) {
    // Before answering "used up", the event's lapsed holds give their uses back (as their stock, below).
    const lapsed = await earliestHoldExpiry(deps, event.id);
    if (lapsed && lapsed <= deps.now()) {
      await expireDueOrders(deps, { eventId: event.id });
      outcome = await attempt();
    }
  }
  // The event's earliest hold expiry as read after the refusal (undefined: not read since the last attempt).
  let earliest: Date | null | undefined;
  if (outcome.kind === "SOLD_OUT" || outcome.kind === "SEATS_TAKEN") {
    // Before answering "sold out", return the stock of this event's lapsed holds and try once more
    // (even when the job released them first: the sweep waits for a release in progress).
    earliest = await earliestHoldExpiry(deps, event.id);
    if (earliest && earliest <= deps.now()) {
      await expireDueOrders(deps, { eventId: event.id });
      outcome = await attempt();
      earliest = undefined;
    }
  }
  switch (outcome.kind) {
    case "SECURED":
      if (placed.lines.some((l) => l.seatIds?.length) || event.seatedTicketTypeIds.length) seatsChangedHere(deps, event.id);
      return { id: outcome.orderId };
    case "EXISTING":
      return { id: outcome.orderId };
    case "SOLD_OUT": {
      // Remembered until the earliest live hold of the event may lapse (its stock may come back). The
      // read above serves when no release ran since: a hold made after it lapses later, and a hold
      // released since only makes the mark end sooner (a release clears it anyway).
      if (earliest === undefined) earliest = await earliestHoldExpiry(deps, event.id);
      const until = earliest ?? new Date(now.getTime() + MAX_MARK_MS);
      // Fewer left than this secure wanted of the type: a party of four refused with three left turns away
      // parties of four or more until then, never the fans of one, two or three (npm run bench -- onsale
      // --seats found seats left over when such a refusal marked the type sold out for everyone).
      const i = input.lines.findIndex((l) => l.ticketTypeId === outcome.ticketTypeId);
      if (i >= 0) await deps.soldOut.mark(outcome.ticketTypeId, generations[i], deps.now(), until, wanted.get(outcome.ticketTypeId));
      throw new SoldOutError();
    }
    case "SEATS_TAKEN":
      // Picked seats someone else took: which, and the nearest free ones instead (never a silent swap).
      if (outcome.seatIds.length && !placed.auto) throw new SeatsTakenError(outcome.seatIds, await alternativesTo(deps, event, placed.lines, { access, taken: outcome.seatIds, userId }), event.id);
      throw new SoldOutError();
    case "ACCESS_KEPT":
      // Past one wheelchair space or the declared companions with the fan's live orders, counted under the fan's lock.
      throw new AccessibleSeatsKeptError(kept.length ? kept : placed.lines.flatMap((l) => l.seatIds ?? []), event.accessibleReleaseAt, event.id);
    case "EVENT_CHANGED":
      if (fresh) throw new Error(`event ${event.id} changed twice during one secure`);
      return secureChecked(deps, userId, input, true, presale);
    case "LIMIT_REACHED":
      throw new LimitReachedError(event.maxTicketsPerAccount, outcome.remaining);
    case "IDENTITY_TAKEN":
      throw new IdentityTakenError(identities.find((i) => i.docNumberHash === outcome.docNumberHash)!.id);
    case "PHONE_REQUIRED":
      throw new PhoneRequiredError();
    case "TICKET_HOLDERS_ONLY":
      throw new TicketHoldersOnlyError();
    case "USER_NOT_FOUND":
      throw new NotFoundError("user");
    case "EVENT_NOT_FOUND":
      throw new NotFoundError("event");
    case "CODE_USED_UP":
      throw new PromoCodeUsedUpError(outcome.perAccount);
    case "CODE_REFUSED":
      // Disabled or out of its window since it was read: the read now says which.
      await promoCodeForHold(deps.db, event.id, input.code!, deps.now(), userId);
      throw new PromoCodeInvalidError();
  }
}

/**
 * Picked seats the seat board, read no longer ago than POLL_MS, shows taken: refused from memory with the
 * nearest free seats instead (pickedSeatsTakenOnBoard), the answer the statement would give, without the
 * fan's lock and the area's stock. Most answers of a hot seat race are these (npm run bench -- onsale
 * --seats). The statement still answers when the event has a lapsed hold not swept yet (its seats may come
 * back), when the board offers no alternative (sold out, or nothing near: the statement says which), and a
 * retry whose idempotency key made an order gets that order. Null: nothing to refuse from memory.
 * The fan's own limits the statement checks first (a phone to verify, the per-account limit) are answered
 * on the pick that follows: "taken" is true either way, and tells what to pick instead.
 */
async function takenOnBoard(
  deps: Deps,
  userId: string,
  event: EventForSale,
  lines: SeatLine[],
  access: boolean,
  idempotencyKey: string | null,
): Promise<SeatsTakenError | Pick<Order, "id"> | null> {
  const taken = await pickedSeatsTakenOnBoard(deps, event, lines);
  if (!taken.length) return null;
  const earliest = await earliestHoldExpiry(deps, event.id);
  if (earliest && earliest <= deps.now()) return null;
  const earlier = await orderOfRetry(deps, userId, idempotencyKey);
  if (earlier) return earlier;
  const alternatives = await alternativesTo(deps, event, lines, { access, taken, userId });
  return alternatives.length ? new SeatsTakenError(taken, alternatives, event.id) : null;
}

/** The order a secure with this idempotency key made already (a retry answered from memory gets it), or null. */
async function orderOfRetry(deps: Deps, userId: string, idempotencyKey: string | null): Promise<Pick<Order, "id"> | null> {
  if (!idempotencyKey) return null;
  return deps.db.order.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } }, select: { id: true } });
}

/** The read of each event's earliest hold expiry in flight, by client (tests run several servers in one process). */
const earliestReads = new WeakMap<Deps["db"], Map<string, Promise<Date | null>>>();

/**
 * When the event's earliest unpaid hold lapses (or lapsed, not swept yet); null when it has none. The
 * attempts refused at once when a hot sale sells out share one read in flight: a read that started
 * before a caller's refusal is as good as its own, since a hold made since lapses later than any it saw
 * and one released since only makes the answer earlier (an extra sweep, a mark that ends sooner).
 */
function earliestHoldExpiry(deps: Deps, eventId: string): Promise<Date | null> {
  let reads = earliestReads.get(deps.db);
  if (!reads) earliestReads.set(deps.db, (reads = new Map()));
  // Straight through node-postgres, as the attempt itself.
  return shareInFlight(reads, eventId, () =>
    sqlPool(deps.db)
      .query<{ earliest: Date | null }>(`select min("expiresAt") at time zone 'UTC' as earliest from "Order" where "eventId" = $1 and status = 'AWAITING_PAYMENT'`, [eventId])
      .then(({ rows }) => rows[0]?.earliest ?? null),
  );
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

/** Whether the tab `tab` (and kind) of the fan's orders lists the order `id` (a cursor of myOrders must name one of its rows). */
export async function myOrderListed(deps: Deps, id: string, userId: string, tab: OrderListTab, kind?: OrderKind | null): Promise<boolean> {
  return (await deps.db.order.findFirst({ where: { AND: [{ id }, myOrdersWhere(userId, tab, deps.now(), kind)] }, select: { id: true } })) !== null;
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
