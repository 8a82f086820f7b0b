// Organisers' codes (issue 35): the operator side (create one or a batch, list, export, disable; audited),
// the fan's check of a code before paying, and the use of a code counted in the transaction of the hold
// (orders/secure.sql.ts) and given back when the hold is released (wiring.ts, order:released).
import type pg from "pg";
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import type { PromoCode } from "../../generated/prisma/client.ts";
import type { OperatorScope } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { auditOperator, type OperatorCaller } from "../organisations/index.ts";
import { accountBriefsOf, lockFanRow, lockUserRowOn } from "../users/index.ts";
import { eventCurrencies, eventForSale, eventsForExport, hiddenTicketTypesOf, operatorEventOf } from "../events/index.ts";
import { emailRule } from "@fanfare/shared/users";
import { CODE_PATTERN, MAX_BULK_CODES, codeTermIssues, generateCodes, merchCodeApplies, normaliseCode, type CodeInput } from "./codes.rules.ts";
import { PromoCodeExpiredError, PromoCodeInvalidError, PromoCodeNotApplicableError, PromoCodeNotStartedError, PromoCodeTakenError, PromoCodeUsedUpError } from "./codes.errors.ts";

// ───── the operator side ─────

export interface CreatePromoCodesInput extends CodeInput {
  /** One code of the organiser's choosing, or */
  code?: string | null;
  /** this many generated single-purpose codes (a batch), each starting with `prefix`. */
  count?: number | null;
  prefix?: string | null;
  batch?: string | null;
  /** A personal code: only the account with this (verified) e-mail may use it; one code only, not a batch. */
  boundEmail?: string | null;
  /** A merchandise discount: these products of the event (the merch module checks they are; see `products`). */
  productIds?: string[] | null;
}

/**
 * Creates one code, or a batch of generated ones, for one of the operator's events; audited once.
 * `products`: for a merchandise discount, the event's products it names with their prices, as the merch
 * module found them (this module does not read products).
 */
export async function createPromoCodes(
  deps: Deps,
  caller: OperatorCaller,
  op: OperatorScope,
  eventId: string,
  input: CreatePromoCodesInput,
  products?: { id: string; eventId: string | null; priceAmount: number }[],
): Promise<PromoCode[]> {
  // The types are checked against the event's once the event is known to be the caller's.
  const issues = codeTermIssues(input, input.ticketTypeIds ?? []);
  const productIds = [...new Set(input.productIds ?? [])];
  if (productIds.length && (input.kind !== "DISCOUNT" || (input.ticketTypeIds?.length ?? 0) > 0 || productIds.length > 100)) issues.push(["productIds", "validation.invalid"]);
  const given = input.code != null ? normaliseCode(input.code) : null;
  const prefix = input.prefix ? normaliseCode(input.prefix) : "";
  if ((given === null) === (input.count == null)) issues.push(["code", "validation.required"]);
  if (given !== null && !CODE_PATTERN.test(given)) issues.push(["code", "validation.invalid"]);
  if (input.count != null && !(Number.isInteger(input.count) && input.count >= 1 && input.count <= MAX_BULK_CODES)) issues.push(["count", "validation.invalid"]);
  if (prefix && !/^[A-Z0-9_-]{1,12}$/.test(prefix)) issues.push(["prefix", "validation.invalid"]);
  if (input.batch != null && (input.batch.trim().length < 1 || input.batch.length > 60)) issues.push(["batch", "validation.invalid"]);
  const boundEmail = input.boundEmail != null ? emailRule.safeParse(input.boundEmail) : null;
  if (boundEmail && (!boundEmail.success || given === null)) issues.push(["boundEmail", "validation.invalid"]);
  // The event is the caller's before anything about it is told (another organisation's: NOT_FOUND).
  const made = await deps.db.$transaction(
    async (tx) => {
      const event = await operatorEventOf(tx, op, eventId);
      const eventTypeIds = new Set(event.ticketTypes.map((t) => t.id));
      if ((input.ticketTypeIds ?? []).some((t) => !eventTypeIds.has(t))) issues.push(["ticketTypeIds", "validation.invalid"]);
      // A fixed discount below every covered ticket type's price, so the order still has something to pay.
      const covered = event.ticketTypes.filter((t) => !input.ticketTypeIds?.length || input.ticketTypeIds.includes(t.id));
      if (productIds.length) {
        // A merchandise discount: every product named is the event's, and a fixed one leaves each something to pay.
        const named = productIds.map((id) => products?.find((p) => p.id === id && p.eventId === event.id));
        if (named.some((p) => !p)) issues.push(["productIds", "validation.invalid"]);
        else if (input.discountAmount != null && named.some((p) => input.discountAmount! >= p!.priceAmount)) issues.push(["discountAmount", "validation.discountLeavesNothing"]);
      } else if (input.kind === "DISCOUNT" && input.discountAmount != null && covered.some((t) => input.discountAmount! >= t.priceAmount)) issues.push(["discountAmount", "validation.discountLeavesNothing"]);
      const unique = [...new Map(issues.map(([f, m]) => [f, { field: f, message: m }])).values()];
      if (unique.length) throw new ValidationError(unique[0]!.message, unique[0]!.field, unique);
      const codes = given !== null ? [given] : generateCodes(input.count!, prefix);
      const batch = input.batch?.trim() || (given === null ? `${prefix || "batch"}-${deps.now().toISOString()}` : null);
      const taken = await tx.$queryRaw<{ code: string }[]>`select code from "PromoCode" where "eventId" = ${event.id} and code = any(${codes}::text[]) order by code`;
      if (taken.length) throw new PromoCodeTakenError(taken.map((t) => t.code));
      const terms = {
        eventId: event.id,
        kind: input.kind,
        ticketTypeIds: [...new Set(input.ticketTypeIds ?? [])],
        productIds,
        discountAmount: input.discountAmount ?? null,
        discountPercent: input.discountPercent ?? null,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        saleStartsAt: input.saleStartsAt ?? null,
        maxUses: input.maxUses ?? null,
        maxUsesPerAccount: input.maxUsesPerAccount ?? null,
        batch,
        boundEmail: boundEmail?.success ? boundEmail.data : null,
      };
      // One statement for the whole batch, the codes as one array: Prisma's createMany of 10,000 rows spends
      // longer than the idle-in-transaction timeout (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS) building its statements
      // between two of them, and the connection is cut (tests/integration/codes-bulk.test.ts).
      const now = deps.now();
      const count = await tx.$executeRaw`
        insert into "PromoCode" (id, "eventId", code, kind, "ticketTypeIds", "productIds", "discountAmount", "discountPercent", "startsAt", "endsAt", "saleStartsAt",
          "maxUses", "maxUsesPerAccount", batch, "boundEmail", "createdAt", "updatedAt")
        select gen_random_uuid()::text, ${event.id}, c.code, ${terms.kind}::"PromoCodeKind", ${terms.ticketTypeIds}::text[], ${terms.productIds}::text[], ${terms.discountAmount}::int,
          ${terms.discountPercent}::int, ${terms.startsAt}::timestamp(3), ${terms.endsAt}::timestamp(3), ${terms.saleStartsAt}::timestamp(3), ${terms.maxUses}::int,
          ${terms.maxUsesPerAccount}::int, ${terms.batch}::text, ${terms.boundEmail}::text, ${now}::timestamp(3), ${now}::timestamp(3)
        from unnest(${codes}::text[]) as c(code)`;
      await auditOperator(tx, caller, {
        action: "operator.code_create",
        outcome: "SUCCESS",
        targetType: "Event",
        targetId: event.id,
        details: {
          organisationId: event.organisationId,
          eventId: event.id,
          count,
          after: [`kind=${input.kind}`, `batch=${batch ?? ""}`, ...(given ? [`code=${given}`] : []), `discountAmount=${terms.discountAmount ?? ""}`, `discountPercent=${terms.discountPercent ?? ""}`, `maxUses=${terms.maxUses ?? ""}`, `maxUsesPerAccount=${terms.maxUsesPerAccount ?? ""}`, ...(terms.saleStartsAt ? [`saleStartsAt=${terms.saleStartsAt.toISOString()}`] : []), `ticketTypeIds=${terms.ticketTypeIds.join(" ")}`, ...(productIds.length ? [`productIds=${productIds.join(" ")}`] : []), ...(terms.boundEmail ? ["bound=email"] : [])],
        },
      });
      return { eventId: event.id, codes };
    },
    { timeout: 60_000 },
  );
  // Read once committed: the rows as stored, outside the transaction (10,000 of them take a while to read).
  return deps.db.$queryRaw<PromoCode[]>`select * from "PromoCode" where "eventId" = ${made.eventId} and code = any(${made.codes}::text[]) order by code`;
}

/** The codes of one of the operator's events, newest first (`batch`: one batch), at most `limit`. */
export async function operatorPromoCodes(deps: Deps, op: OperatorScope, eventId: string, q: { batch?: string | null; limit: number }): Promise<PromoCode[]> {
  const event = await operatorEventOf(deps.db, op, eventId);
  return deps.db.promoCode.findMany({ where: { eventId: event.id, ...(q.batch ? { batch: q.batch } : {}) }, orderBy: [{ createdAt: "desc" }, { code: "asc" }], take: q.limit });
}

function csvCell(v: string | number | null): string {
  const s = v === null ? "" : String(v);
  // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The event's codes (or one batch) as CSV: code, kind, batch, uses, limits, window, disabled, presale start.
 * Audited (operator.code_export: the event, how many codes, the batch), as the attendee and sales exports
 * are: a file of usable codes is worth as much as the tickets they open.
 */
export async function promoCodesCsv(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, batch: string | null): Promise<{ csv: string; count: number; organisationId: string | null; eventId: string }> {
  const event = await operatorEventOf(deps.db, op, eventId);
  const rows = await deps.db.promoCode.findMany({ where: { eventId: event.id, ...(batch ? { batch } : {}) }, orderBy: [{ createdAt: "asc" }, { code: "asc" }] });
  const header = ["code", "kind", "batch", "used", "maxUses", "maxUsesPerAccount", "discountAmount", "discountPercent", "startsAt", "endsAt", "disabledAt", "saleStartsAt", "productIds"];
  const lines = rows.map((r) =>
    [r.code, r.kind, r.batch, r.used, r.maxUses, r.maxUsesPerAccount, r.discountAmount, r.discountPercent, r.startsAt?.toISOString() ?? null, r.endsAt?.toISOString() ?? null, r.disabledAt?.toISOString() ?? null, r.saleStartsAt?.toISOString() ?? null, r.productIds.join(" ")].map(csvCell).join(","),
  );
  await auditOperator(deps.db, caller, {
    action: "operator.code_export",
    outcome: "SUCCESS",
    targetType: "Event",
    targetId: event.id,
    details: { organisationId: event.organisationId, eventId: event.id, count: rows.length, format: "csv", after: [`batch=${batch ?? ""}`] },
  });
  return { csv: [header.join(","), ...lines].join("\n") + "\n", count: rows.length, organisationId: event.organisationId, eventId: event.id };
}

/** Disables a code of one of the operator's events (holds made with it keep it); audited. Safe to repeat. */
export async function disablePromoCode(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string): Promise<PromoCode> {
  return deps.db.$transaction(async (tx) => {
    const code = await tx.promoCode.findUnique({ where: { id } });
    if (!code) throw new NotFoundError("code");
    const event = await operatorEventOf(tx, op, code.eventId).catch((e: unknown) => Promise.reject(e instanceof NotFoundError ? new NotFoundError("code") : e));
    if (code.disabledAt) return code;
    const after = await tx.promoCode.update({ where: { id }, data: { disabledAt: deps.now() } });
    await auditOperator(tx, caller, { action: "operator.code_disable", outcome: "SUCCESS", targetType: "PromoCode", targetId: id, details: { organisationId: event.organisationId, eventId: event.id, after: [`code=${code.code}`, `disabledAt=${after.disabledAt!.toISOString()}`] } });
    return after;
  });
}

// ───── the fan's side ─────

/** A code as the hold and the choose page need it. */
export type PromoCodeForHold = Pick<PromoCode, "id" | "code" | "kind" | "ticketTypeIds" | "discountAmount" | "discountPercent" | "startsAt" | "endsAt" | "saleStartsAt" | "productIds" | "maxUses" | "maxUsesPerAccount" | "used" | "disabledAt" | "boundUserId" | "boundEmail">;

/**
 * Whether the account may use the code: an unbound code anyone, a personal one only its account (or the
 * account whose e-mail, verified at sign-up and at every change, is the bound address, in any case).
 */
async function boundToCaller(db: Db | Tx, code: Pick<PromoCode, "boundUserId" | "boundEmail">, userId: string): Promise<boolean> {
  if (code.boundUserId === null && code.boundEmail === null) return true;
  if (code.boundUserId === userId) return true;
  if (code.boundEmail === null) return false;
  const email = (await accountBriefsOf(db, [userId])).get(userId)?.email;
  return !!email && email.toLowerCase() === code.boundEmail.toLowerCase();
}

/** Refuses a code that does not exist, is disabled, or is outside its window now. */
function checkWindow(code: PromoCodeForHold | null, now: Date): PromoCodeForHold {
  if (!code || code.disabledAt) throw new PromoCodeInvalidError();
  if (code.startsAt && code.startsAt > now) throw new PromoCodeNotStartedError(code.startsAt);
  if (code.endsAt && code.endsAt <= now) throw new PromoCodeExpiredError();
  return code;
}

/**
 * The event's code as typed (any case, blanks around) for this account, or a typed refusal: unknown, not
 * yet, expired. Another account's personal code is refused as an unknown one would be: nothing tells
 * that it exists, nor whose it is.
 */
export async function promoCodeForHold(db: Db | Tx, eventId: string, raw: string, now: Date, userId: string): Promise<PromoCodeForHold> {
  const code = normaliseCode(raw);
  const row = CODE_PATTERN.test(code) ? await db.promoCode.findUnique({ where: { eventId_code: { eventId, code } } }) : null;
  if (row && !(await boundToCaller(db, row, userId))) throw new PromoCodeInvalidError();
  return checkWindow(row, now);
}

/** Live uses of a code by one account (holds awaiting payment and paid orders). */
function liveUsesOf(db: Db | Tx, codeId: string, userId: string): Promise<number> {
  return db.promoCodeUse.count({ where: { codeId, userId, releasedAt: null } });
}

/** The event's code for this account with a use left for it, or a typed refusal (nothing is counted). */
export async function usablePromoCode(deps: Deps, eventId: string, raw: string, userId: string): Promise<PromoCodeForHold> {
  const code = await promoCodeForHold(deps.db, eventId, raw, deps.now(), userId);
  if (code.maxUses !== null && code.used >= code.maxUses) throw new PromoCodeUsedUpError(false);
  if (code.maxUsesPerAccount !== null && (await liveUsesOf(deps.db, code.id, userId)) >= code.maxUsesPerAccount) throw new PromoCodeUsedUpError(true);
  return code;
}

/** The choose page's check of a code for the signed-in fan: what it unlocks or takes off, or why not (nothing is counted). */
export async function checkPromoCode(deps: Deps, userId: string, eventSlug: string, raw: string): Promise<PromoCodeForHold & { eventId: string }> {
  const event = await eventForSale(deps, eventSlug);
  if (!event) throw new NotFoundError("event");
  const code = await usablePromoCode(deps, event.id, raw, userId);
  // A merchandise discount gives nothing on tickets.
  if (code.productIds.length) throw new PromoCodeNotApplicableError();
  return { ...code, eventId: event.id };
}

/** The hidden ticket types of an event a code unlocks, for the choose page. */
export function unlockedTicketTypes(db: Db, eventId: string, ids: string[]) {
  return hiddenTicketTypesOf(db, eventId, ids);
}

// ───── a use, counted in the transaction of the hold ─────

export type CodeClaim = { kind: "CLAIMED" } | { kind: "USED_UP"; perAccount: boolean } | { kind: "REFUSED" };

/**
 * Counts one use of the code inside the caller's open transaction on `client`, before the hold it
 * guards (STYLE 3a): the fan's row is locked first (the hold locks it too, in the same order), so one
 * account's racing tabs count its per-account uses one after the other; then one conditional UPDATE
 * takes a use only while the code is enabled, in its window and not used up: of many racers for the
 * last use, exactly one row is updated. REFUSED: disabled or out of its window since it was read.
 */
export async function claimPromoCodeUse(client: pg.PoolClient, args: ClaimArgs): Promise<CodeClaim> {
  await lockUserRowOn(client, args.userId);
  return claimUnderFanLock(async (sql, params) => (await client.query(sql, params)).rows, args);
}

/**
 * The same claim in a Prisma interactive transaction (a merchandise order's hold, issue 35): the fan's row
 * is locked first (the merch hold locks it too, before), then the one conditional UPDATE.
 */
export async function claimPromoCodeUseInTx(tx: Tx, args: ClaimArgs): Promise<CodeClaim> {
  await lockFanRow(tx, args.userId);
  return claimUnderFanLock((sql, params) => tx.$queryRawUnsafe(sql, ...params), args);
}

type ClaimArgs = { codeId: string; userId: string; maxUsesPerAccount: number | null; now: string };
type Rows = (sql: string, params: unknown[]) => Promise<unknown[]>;

async function claimUnderFanLock(rows: Rows, args: ClaimArgs): Promise<CodeClaim> {
  if (args.maxUsesPerAccount !== null) {
    const [count] = (await rows(`select count(*)::int as n from "PromoCodeUse" where "codeId" = $1 and "userId" = $2 and "releasedAt" is null`, [args.codeId, args.userId])) as { n: number }[];
    if (count!.n >= args.maxUsesPerAccount) return { kind: "USED_UP", perAccount: true };
  }
  // A personal code counts only for its account (the fan's row is locked: their e-mail cannot change meanwhile).
  const taken = await rows(
    `update "PromoCode" set used = used + 1, "updatedAt" = $2::timestamp(3)
     where id = $1 and "disabledAt" is null and ("startsAt" is null or "startsAt" <= $2::timestamp(3)) and ("endsAt" is null or "endsAt" > $2::timestamp(3))
       and ("maxUses" is null or used < "maxUses")
       and (("boundUserId" is null and "boundEmail" is null) or "boundUserId" = $3
         or ("boundEmail" is not null and exists (select 1 from "User" u where u.id = $3 and lower(u.email) = lower("boundEmail"))))
     returning id`,
    [args.codeId, args.now, args.userId],
  );
  if (taken.length === 1) return { kind: "CLAIMED" };
  const [state] = (await rows(`select ("maxUses" is not null and used >= "maxUses") as full from "PromoCode" where id = $1`, [args.codeId])) as { full: boolean }[];
  return state?.full ? { kind: "USED_UP", perAccount: false } : { kind: "REFUSED" };
}

/** Records the order's use of the code, in the transaction that claimed it and made the order. */
export async function recordPromoCodeUse(client: pg.PoolClient, args: { id: string; codeId: string; userId: string; orderId: string; discountAmount: number; now: string }): Promise<void> {
  await client.query(`insert into "PromoCodeUse" (id, "codeId", "userId", "orderId", "discountAmount", "createdAt") values ($1, $2, $3, $4, $5, $6::timestamp(3))`, [
    args.id,
    args.codeId,
    args.userId,
    args.orderId,
    args.discountAmount,
    args.now,
  ]);
}

/** Records a merchandise order's use of the code, in the Prisma transaction that claimed it and made the order. */
export async function recordPromoCodeUseInTx(tx: Tx, args: { codeId: string; userId: string; orderId: string; discountAmount: number; now: Date }): Promise<void> {
  await tx.promoCodeUse.create({ data: { codeId: args.codeId, userId: args.userId, orderId: args.orderId, discountAmount: args.discountAmount, createdAt: args.now } });
}

/**
 * The event's merchandise discount for one product, usable by this account now, or a typed refusal: a
 * ticket code, or one for other products, is PromoCodeNotApplicableError. Nothing is counted.
 */
export async function merchCodeFor(deps: Deps, eventId: string, raw: string, userId: string, productId: string): Promise<PromoCodeForHold> {
  const code = await usablePromoCode(deps, eventId, raw, userId);
  if (!merchCodeApplies(code, productId)) throw new PromoCodeNotApplicableError();
  return code;
}

/**
 * Unpaid orders were cancelled or lapsed: each one's code use comes back, once (order:released, in its
 * transaction). One statement for the uses, one per code (in id order) for its count.
 */
export async function givePromoCodeUsesBack(tx: Tx, orderIds: string[], now: Date): Promise<void> {
  if (!orderIds.length) return;
  const rows = await tx.$queryRaw<{ codeId: string; uses: number }[]>`
    with given as (update "PromoCodeUse" set "releasedAt" = ${now} where "orderId" = any(${orderIds}::text[]) and "releasedAt" is null returning "codeId")
    select "codeId", count(*)::int as uses from given group by "codeId" order by "codeId"`;
  for (const r of rows) await tx.$executeRaw`update "PromoCode" set used = greatest(used - ${r.uses}, 0), "updatedAt" = ${now} where id = ${r.codeId} and used > 0`;
}

/** The code an order was secured with and what it took off, or null. */
export function promoCodeUseOfOrder(db: Db | Tx, orderId: string) {
  return db.promoCodeUse.findUnique({ where: { orderId }, include: { code: { select: { code: true, kind: true } } } });
}

/** The fan's uses of codes, newest first (the My Voucher page). */
export async function myPromoCodeUses(db: Db, userId: string, limit: number) {
  const uses = await db.promoCodeUse.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit, include: { code: true } });
  const eventIds = [...new Set(uses.map((u) => u.code.eventId))];
  const events = new Map((await eventsForExport(db, eventIds)).map((e) => [e.id, e]));
  const currencies = new Map((await eventCurrencies(db, eventIds)).map((e) => [e.id, e.currency]));
  return uses.map((u) => ({ ...u, currency: currencies.get(u.code.eventId) ?? "HKD", event: { title: events.get(u.code.eventId)?.title ?? "", slug: events.get(u.code.eventId)?.slug ?? "" } }));
}
