// Entry: rotating QR passes for tickets and merchandise pick-up, gate verification (online and
// offline uploads, first scan wins), the revocation list and public keys for offline gates, the public
// ticket-status page, and the entry guide that operators update. Code format and trust chain:
// @fanfare/shared/qr (packages/shared/src/qr.ts); the server's signing and verifying: qr.crypto.ts.
import crypto from "node:crypto";
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import {
  assertTicketTransition,
  bumpOwnTicketQrVersion,
  canTransition,
  enterableStatuses,
  enterableTicketsOf,
  existingTicket,
  lockTicketForGate,
  moveTicketValidationEarlier,
  ownTicketPassState,
  ticketOwnerId,
  ticketSecretForGate,
  ticketsWithDeadCodes,
  ticketWithEventAndType,
  validateLockedTicket,
} from "../tickets/index.ts";
import { closedMerchItemIds, lockOrderItem, merchItemWithOrder, paidMerchItemOf } from "../orders/index.ts";
import type { EntryState } from "../../generated/prisma/client.ts";
import { checkWindow, formatQrCode, parseQrCode, QR_PREFIX, windowAt, windowEndsAt, type QrCode, type QrKind, type QrPass } from "@fanfare/shared/qr";
import { productOfVariant, redeemPickupItem, variantIdsOfOrganisation } from "../merch/index.ts";
import { checkAppleCode, checkWalletOtp, isWalletCode, parseWalletCode, walletTotpKey } from "./wallet-code.ts";
import { admitsOn, entryDay, ENTRY_DAY_ROLLOVER_HOURS, eventDays } from "@fanfare/shared/entryDay";
import { eventExists, eventIdsBySoonest, eventOrganisationId, findEventById, gateEventOf, gateEventsOf, gateLabels, revocationEventIds, updateEventEntryFields, type EventEntryFields } from "../events/index.ts";
import { checkedInDataSql, enqueueWebhookSql, kickWebhookDelivery } from "../webhooks/index.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { activeKey, codeFor, issuePass, merchSeed, serverKeys, ticketSeed, verifySignatures, type KeyOwner, type Pass } from "./qr.crypto.ts";

export type EntryResult = "ACCEPTED" | "ALREADY_USED" | "REVOKED" | "SUPERSEDED" | "INVALID" | "EXPIRED" | "WRONG_EVENT" | "WRONG_DAY";
export type PassKind = "TICKET" | "MERCH";

const kindOf: Record<PassKind, QrKind> = { TICKET: "T", MERCH: "M" };

// ───── passes and codes ─────

export type QrPassView = QrPass<PassKind>;

function toView(deps: Deps, kind: PassKind, pass: Pass): QrPassView {
  return {
    kind,
    id: pass.id,
    keyId: pass.keyId,
    secret: pass.seed.toString("base64url"),
    version: pass.version,
    periodSeconds: deps.config.qr.periodSeconds,
    graceSeconds: deps.config.qr.graceSeconds,
    passPublicKey: pass.passPublicKey,
    certificate: pass.certificate,
  };
}

// ───── whose keys certify a pass ─────

// An event's organisation never changes: remembered, so a pass's refresh every period costs no extra query.
const eventOwners = new Map<string, KeyOwner>();
async function eventOwner(deps: Deps, eventId: string): Promise<KeyOwner> {
  if (eventOwners.has(eventId)) return eventOwners.get(eventId)!;
  const owner = await eventOrganisationId(deps.db, eventId);
  if (eventOwners.size > 50_000) eventOwners.clear();
  eventOwners.set(eventId, owner);
  return owner;
}

const variantOwner = async (deps: Deps, variantId: string | null): Promise<KeyOwner> => (variantId ? ((await productOfVariant(deps.db, variantId))?.organisationId ?? null) : null);

/**
 * The organisation whose keys certify a pass (its ticket's event's, its item's product's), or null for the
 * platform's: what a gate that is not the organisation's own (the platform's, the public status page) needs
 * to check a code. Null too when there is no such ticket or item.
 */
async function passOwner(deps: Deps, c: QrCode): Promise<KeyOwner> {
  if (c.kind === "T") {
    const t = await existingTicket(deps, c.id);
    return t ? eventOwner(deps, t.eventId) : null;
  }
  const item = await merchItemWithOrder(deps, c.id);
  return variantOwner(deps, item?.merchVariantId ?? null);
}

/** The pass of one of the fan's own tickets while it can still enter; null otherwise. */
export async function ticketPass(deps: Deps, userId: string, ticketId: string): Promise<QrPassView | null> {
  const t = await ownTicketPassState(deps, userId, ticketId);
  if (!t || !enterableStatuses.includes(t.status)) return null;
  return toView(deps, "TICKET", issuePass(deps.config.qr, "T", t.id, t.qrVersion, ticketSeed(t.qrSecret, t.qrVersion), await eventOwner(deps, t.eventId)));
}

/** The pick-up pass of a paid merchandise item of the fan's, until it is handed over; null otherwise. */
export async function merchPass(deps: Deps, userId: string, orderItemId: string): Promise<QrPassView | null> {
  const item = await paidMerchItemOf(deps, userId, orderItemId);
  if (!item || item.redeemedQuantity >= item.quantity) return null;
  return toView(deps, "MERCH", issuePass(deps.config.qr, "M", item.id, 1, merchSeed(deps.config.appSecret, item.id), await variantOwner(deps, item.merchVariantId)));
}

export function passFor(deps: Deps, kind: PassKind, userId: string, id: string) {
  return kind === "TICKET" ? ticketPass(deps, userId, id) : merchPass(deps, userId, id);
}

export interface QrUpdate {
  kind: PassKind;
  id: string;
  /** False once the pass is gone (transferred away, used, revoked): the screen stops showing a code. */
  active: boolean;
  code: string | null;
  validUntil: Date | null;
  pass: QrPassView | null;
}

/** The current code of a pass, signed by the server (the same code the phone would make itself). */
export async function currentQr(deps: Deps, kind: PassKind, userId: string, id: string): Promise<QrUpdate> {
  const view = await passFor(deps, kind, userId, id);
  if (!view) return { kind, id, active: false, code: null, validUntil: null, pass: null };
  const seed = Buffer.from(view.secret, "base64url");
  const pass: Pass = { kind: kindOf[kind], id, version: view.version, seed, keyId: view.keyId, passPublicKey: view.passPublicKey, certificate: view.certificate };
  const { code, window } = codeFor(deps.config.qr, pass, deps.now().getTime());
  return { kind, id, active: true, code, validUntil: new Date(windowEndsAt(window, deps.config.qr.periodSeconds)), pass: view };
}

/** "Refresh QR code": a new version, so every code shown or screenshotted before dies at once. */
export async function refreshTicketQr(deps: Deps, userId: string, ticketId: string): Promise<QrUpdate> {
  const now = deps.now();
  const changed = await deps.db.$transaction((tx) => bumpOwnTicketQrVersion(tx, userId, ticketId, now));
  if (changed !== null) void deps.pubsub.publish("ticket:qr", ticketId, { ticketId, version: changed });
  return currentQr(deps, "TICKET", userId, ticketId);
}

// ───── gate verification ─────

export interface EntryOutcome {
  result: EntryResult;
  kind: PassKind | null;
  scannedAt: Date;
  /** When and where the ticket or item was first used, for ALREADY_USED (and ACCEPTED: this scan). */
  firstUsedAt: Date | null;
  firstEntrance: string | null;
  ticketNo: string | null;
  eventTitle: string | null;
  ticketTypeName: string | null;
  seat: string | null;
  productName: string | null;
  quantity: number | null;
  /** The ticket's event's dates and zone (for WRONG_EVENT and WRONG_DAY: the day it is for). */
  eventStartsAt: Date | null;
  eventEndsAt: Date | null;
  eventTimeZone: string | null;
  /** For WRONG_DAY: the entry day of the scan (YYYY-MM-DD, the event's zone). */
  scanDay: string | null;
}

export interface ScanInput {
  code: string;
  gateId: string;
  entrance?: string | null;
  /** Offline scans: when the gate scanned it (the code's window is checked against this time). */
  scannedAt?: Date;
  /**
   * The gate's organisation (its key's or staff account's): only tickets and items of its own events and
   * products are admitted; another organisation's read as INVALID, telling nothing about them. Null: the platform's gates.
   */
  organisationId?: string | null;
  /**
   * The event the gate is opened for: a ticket of another event is refused WRONG_EVENT, and one scanned
   * on none of its event's days WRONG_DAY (entry-day.rules.ts). Null: a gate of no event (older clients).
   */
  eventId?: string | null;
}

const blank = (result: EntryResult, scannedAt: Date, kind: PassKind | null = null): EntryOutcome => ({
  result,
  kind,
  scannedAt,
  firstUsedAt: null,
  firstEntrance: null,
  ticketNo: null,
  eventTitle: null,
  ticketTypeName: null,
  seat: null,
  productName: null,
  quantity: null,
  eventStartsAt: null,
  eventEndsAt: null,
  eventTimeZone: null,
  scanDay: null,
});

const MAX_CLOCK_AHEAD_MS = 2 * 60_000;

/**
 * Signature and time checks that need no database, with the keys of `owner` (an organisation's gate: its
 * own; another organisation's code then fails its certificate): what an offline gate does too. `signed`:
 * the signatures held (a refused code then names a real pass, merely out of its time).
 */
export function checkCode(deps: Deps, text: string, atMs: number, owner: KeyOwner): { code: QrCode } | { result: EntryResult; signed: boolean } {
  const code = parseQrCode(text);
  if (!code || !verifySignatures(deps.config.qr, code, owner)) return { result: "INVALID", signed: false };
  const w = checkWindow(code.window, atMs, { periodSeconds: deps.config.qr.periodSeconds, graceSeconds: deps.config.qr.graceSeconds });
  if (w !== "OK") return { result: w === "EXPIRED" ? "EXPIRED" : "INVALID", signed: true };
  return { code };
}

/**
 * checkCode for a scan: an organisation's gate checks with its own keys only (no query); the platform's
 * gates with the platform's keys, then, when that fails, with the keys of the organisation the pass belongs to.
 */
async function checkScannedCode(deps: Deps, text: string, atMs: number, gateOwner: KeyOwner) {
  const first = checkCode(deps, text, atMs, gateOwner);
  if (gateOwner !== null || !("result" in first) || first.signed) return first;
  const parsed = parseQrCode(text);
  const owner = parsed ? await passOwner(deps, parsed) : null;
  return owner === null ? first : checkCode(deps, text, atMs, owner);
}

function validateScan(deps: Deps, scan: ScanInput): { gateId: string; entrance: string | null; scannedAt: Date; offline: boolean; organisationId: string | null; eventId: string | null } {
  const gateId = scan.gateId.trim();
  if (!/^[\w .:-]{1,64}$/.test(gateId)) throw new ValidationError("validation.required", "gateId");
  const entrance = scan.entrance?.trim().slice(0, 64) || null;
  const now = deps.now();
  if (scan.scannedAt && scan.scannedAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) throw new ValidationError("validation.required", "scannedAt");
  return { gateId, entrance, scannedAt: scan.scannedAt ?? now, offline: !!scan.scannedAt, organisationId: scan.organisationId ?? null, eventId: scan.eventId ?? null };
}

/** One scan: checks the code, then admits the ticket or item once. Publishes after the commit. */
export async function verifyScan(deps: Deps, scan: ScanInput): Promise<EntryOutcome> {
  const s = validateScan(deps, scan);
  const scanned = scan.code.trim().slice(0, 2048);
  if (isWalletCode(scanned)) return verifyWalletScan(deps, scanned, s);
  // The scan log keeps one spelling per code (the dotted form), whether the QR carried the compact or
  // the first format: repeated uploads match, and an item's scans are found by their prefix (merchPrefix).
  const parsedScan = parseQrCode(scanned);
  const code = parsedScan ? formatQrCode(parsedScan) : scanned;
  if (s.offline) {
    // A retried upload: the same scan from the same gate is answered as it was the first time.
    const earlier = await deps.db.gateScan.findFirst({ where: { gateId: s.gateId, code, scannedAt: s.scannedAt } });
    // Details only when the first answer was about the ticket (never for another organisation's code).
    if (earlier) return describe(deps, earlier.result as EntryResult, parseQrCode(code), s.scannedAt, earlier.ticketId !== null);
  }
  const checked = await checkScannedCode(deps, code, s.scannedAt.getTime(), s.organisationId);
  if ("result" in checked) {
    const parsed = parseQrCode(code);
    // Logged against its ticket only when the code is genuine for this gate (merely too old): a forged code,
    // or another organisation's, says nothing about a ticket and counts in no event's figures.
    const ticket = parsed?.kind === "T" && checked.signed ? await existingTicket(deps, parsed.id) : null;
    await deps.db.gateScan.create({
      data: { gateId: s.gateId, entrance: s.entrance, code, result: checked.result, offline: s.offline, scannedAt: s.scannedAt, ticketId: ticket?.id ?? null, eventId: ticket?.eventId ?? null },
    });
    return blank(checked.result, s.scannedAt, parsed ? (parsed.kind === "T" ? "TICKET" : "MERCH") : null);
  }
  const c = checked.code;
  if (c.kind === "M") return admitMerch(deps, c, code, s);
  return admitTicketCode(deps, c, code, s);
}

/**
 * A wallet pass's code (Google Wallet's rotating TOTP, an Apple pass's fixed code: wallet-code.ts): checked against the ticket's key at
 * the code's version, then admitted exactly as a QR of that ticket and version (a moved ticket's old
 * version is SUPERSEDED, a revoked one REVOKED, a used one ALREADY_USED).
 */
async function verifyWalletScan(deps: Deps, code: string, s: Scan): Promise<EntryOutcome> {
  const parsed = parseWalletCode(code);
  const ticket = parsed ? await ticketSecretForGate(deps, parsed.id) : null;
  if (s.offline && ticket) {
    const earlier = await deps.db.gateScan.findFirst({ where: { gateId: s.gateId, code, scannedAt: s.scannedAt } });
    if (earlier) {
      const out = blank(earlier.result as EntryResult, s.scannedAt, "TICKET");
      if (earlier.ticketId === null) return out;
      const t = await ticketWithEventAndType(deps, ticket.id);
      if (t) Object.assign(out, { ticketNo: t.ticketNo, eventTitle: t.event.title, ticketTypeName: t.ticketType.name, firstUsedAt: t.validatedAt, firstEntrance: t.validatedEntrance });
      return out;
    }
  }
  const atMs = s.scannedAt.getTime();
  const checked: ReturnType<typeof checkWalletOtp> =
    !parsed || !ticket
      ? { result: "INVALID" }
      : parsed.kind === "totp"
        ? checkWalletOtp(deps.config.qr, walletTotpKey(ticket.qrSecret, parsed.version), parsed.otp, atMs)
        : checkAppleCode(ticket.qrSecret, parsed)
          ? { result: "OK", window: windowAt(atMs, deps.config.qr.periodSeconds) }
          : { result: "INVALID" };
  if (checked.result !== "OK") {
    // Logged against the ticket only when the code is genuine (merely too old) and the ticket is this gate's organisation's.
    const own = ticket && checked.result === "EXPIRED" && (!s.organisationId || (await eventOwner(deps, ticket.eventId)) === s.organisationId);
    await deps.db.gateScan.create({
      data: { gateId: s.gateId, entrance: s.entrance, code, result: checked.result, offline: s.offline, scannedAt: s.scannedAt, ticketId: own ? ticket.id : null, eventId: own ? ticket.eventId : null },
    });
    return blank(checked.result, s.scannedAt, "TICKET");
  }
  // The admit paths read a code's ticket and version only.
  const c: QrCode = { kind: "T", id: ticket!.id, version: parsed!.version, window: checked.window, keyId: "", passPublicKey: "", certificate: "", signature: "" };
  return admitTicketCode(deps, c, code, s);
}

/** A checked ticket code (a QR's or a wallet pass's) admitted once. */
async function admitTicketCode(deps: Deps, c: QrCode, code: string, s: Scan): Promise<EntryOutcome> {
  // An organisation's gate admits only its own events' tickets: the fast path checks it in its one
  // statement, the locking path after taking the row lock (another's ticket reads as INVALID there).
  const admitted = await admitTicketAtOnce(deps, c, code, s);
  if (admitted) {
    void deps.pubsub.publish("ticket:status", c.id, { ticketId: c.id, status: "VALIDATED" });
    return admitted;
  }
  const { outcome, changed } = await deps.db.$transaction((tx) => admitTicket(tx, deps, c, code, s));
  if (changed) void deps.pubsub.publish("ticket:status", c.id, { ticketId: c.id, status: "VALIDATED" });
  return outcome;
}

type Scan = ReturnType<typeof validateScan>;

/** Statuses a gate scan may validate from, as the status machine allows. */
const admittable = enterableStatuses.filter((st) => canTransition(st, "VALIDATED")) as string[];

const newId = () => `c${crypto.randomBytes(12).toString("base64url")}`;

/**
 * The common case in one statement (so one round trip, atomic without an explicit transaction): a
 * ticket that can enter, scanned with its current version, becomes VALIDATED, with its history row, the
 * scan log, the organisation's ticket.checked_in webhook message (the webhooks module's SQL; the
 * delivery is kicked once the statement has committed) and ticket:checked_in's in-statement reactions
 * (wiring.ts: the pass's Apple Wallet pushes). Null when the ticket is not in that state: the locking path
 * below then tells why.
 */
async function admitTicketAtOnce(deps: Deps, c: QrCode, code: string, s: Scan): Promise<EntryOutcome | null> {
  const reactions = deps.events.reactionsInStatement("ticket:checked_in").flatMap((r) => {
    const sql = r.run.sql(Prisma.sql`SELECT t.id FROM t`, deps);
    return sql ? [{ reaction: r.run, sql }] : [];
  });
  const reactionCtes = reactions.length ? Prisma.join(reactions.map((r, i) => Prisma.sql`, ${Prisma.raw(`r${i}`)} AS (${r.sql})`), "") : Prisma.empty;
  const reacted = reactions.length ? Prisma.sql`ARRAY[${Prisma.join(reactions.map((_r, i) => Prisma.sql`(SELECT count(*) FROM ${Prisma.raw(`r${i}`)})`))}]::int[]` : Prisma.sql`ARRAY[]::int[]`;
  // eslint-disable-next-line fanfare/own-models-only -- the gate's busiest path stays one atomic statement over the ticket, its history, the scan log and the event's labels (split per owner it would be an explicit transaction of five round trips at every door); every other admit path goes through the tickets and events modules
  const rows = await deps.db.$queryRaw<{ ticketNo: string; entrance: string | null; eventTitle: string; startsAt: Date; endsAt: Date | null; timeZone: string; typeName: string; seatArea: string | null; seatRow: string | null; seatNumber: number | null; webhooks: number; reacted: number[] }[]>`
    WITH t AS (
      UPDATE "Ticket" AS tk
      SET status = 'VALIDATED', "validatedAt" = ${s.scannedAt},
          "validatedEntrance" = COALESCE(${s.entrance}::text, (SELECT entrance FROM "TicketType" WHERE id = tk."ticketTypeId")),
          "updatedAt" = now()
      WHERE tk.id = ${c.id} AND tk."qrVersion" = ${c.version} AND tk.status::text = ANY(${admittable})
        AND (${s.organisationId}::text IS NULL OR EXISTS (SELECT 1 FROM "Event" ev WHERE ev.id = tk."eventId" AND ev."organisationId" = ${s.organisationId}::text))
        AND (${s.eventId}::text IS NULL OR EXISTS (
          SELECT 1 FROM "Event" ev WHERE ev.id = tk."eventId" AND ev.id = ${s.eventId}::text
            AND ((${s.scannedAt}::timestamptz - make_interval(hours => ${ENTRY_DAY_ROLLOVER_HOURS}::int)) AT TIME ZONE ev."timeZone")::date
                BETWEEN (((ev."startsAt" - make_interval(hours => ${ENTRY_DAY_ROLLOVER_HOURS}::int)) AT TIME ZONE 'UTC') AT TIME ZONE ev."timeZone")::date
                    AND GREATEST((((COALESCE(ev."endsAt", ev."startsAt") - make_interval(hours => ${ENTRY_DAY_ROLLOVER_HOURS}::int)) AT TIME ZONE 'UTC') AT TIME ZONE ev."timeZone")::date, (((ev."startsAt" - make_interval(hours => ${ENTRY_DAY_ROLLOVER_HOURS}::int)) AT TIME ZONE 'UTC') AT TIME ZONE ev."timeZone")::date)))
      RETURNING tk.id, tk."ticketNo", tk."ownerId", tk."eventId", tk."ticketTypeId", tk."seatId", tk."validatedEntrance", tk."validatedAt"
    ), h AS (
      INSERT INTO "TicketHistory" (id, "ticketId", kind, "toUserId", entrance, at)
      SELECT ${newId()}, t.id, 'VALIDATED', t."ownerId", t."validatedEntrance", ${s.scannedAt} FROM t
    ), g AS (
      INSERT INTO "GateScan" (id, "ticketId", "eventId", "gateId", entrance, code, result, offline, "scannedAt")
      SELECT ${newId()}, t.id, t."eventId", ${s.gateId}, t."validatedEntrance", ${code}, 'ACCEPTED', ${s.offline}, ${s.scannedAt} FROM t
    ), w AS (
      ${enqueueWebhookSql("ticket.checked_in", checkedInSource(s), s.scannedAt, deps.now())}
    )${reactionCtes}
    SELECT t."ticketNo", t."validatedEntrance" AS entrance, e.title AS "eventTitle", e."startsAt", e."endsAt", e."timeZone", tt.name AS "typeName",
           st.area AS "seatArea", st.row AS "seatRow", st.number AS "seatNumber", (SELECT count(*) FROM w)::int AS webhooks, ${reacted} AS reacted
    FROM t
    JOIN "Event" e ON e.id = t."eventId"
    JOIN "TicketType" tt ON tt.id = t."ticketTypeId"
    LEFT JOIN "Seat" st ON st.id = t."seatId"`;
  const t = rows[0];
  if (!t) return null;
  if (t.webhooks > 0) kickWebhookDelivery(deps);
  reactions.forEach((r, i) => {
    if (Number(t.reacted[i] ?? 0) > 0) r.reaction.afterCommit(deps);
  });
  return {
    result: "ACCEPTED",
    kind: "TICKET",
    scannedAt: s.scannedAt,
    firstUsedAt: s.scannedAt,
    firstEntrance: t.entrance,
    ticketNo: t.ticketNo,
    eventTitle: t.eventTitle,
    ticketTypeName: t.typeName,
    seat: t.seatArea ? `${t.seatArea} ${t.seatRow}-${t.seatNumber}` : null,
    productName: null,
    quantity: null,
    eventStartsAt: t.startsAt,
    eventEndsAt: t.endsAt,
    eventTimeZone: t.timeZone,
    scanDay: null,
  };
}

/**
 * The admitted ticket `t` (the fast path's CTE) as the source of its ticket.checked_in message: its
 * organisation and the message's data, built by the webhooks module's one definition of it
 * (checkedInDataSql) from the admitted row and the scan, as webhookTicketCheckedIn builds it on the other paths.
 */
const checkedInSource = (s: Scan) => Prisma.sql`(
      SELECT ev."organisationId", ${checkedInDataSql({
        ticketId: Prisma.sql`t.id`,
        ticketNo: Prisma.sql`t."ticketNo"`,
        eventId: Prisma.sql`t."eventId"`,
        gateId: Prisma.sql`${s.gateId}::text`,
        entrance: Prisma.sql`t."validatedEntrance"`,
        method: Prisma.sql`${s.offline ? "offline" : "scan"}::text`,
        at: Prisma.sql`t."validatedAt"`,
      })} AS data
      FROM t JOIN "Event" ev ON ev.id = t."eventId" WHERE ev."organisationId" IS NOT NULL)`;

async function admitTicket(tx: Tx, deps: Deps, c: QrCode, code: string, s: Scan): Promise<{ outcome: EntryOutcome; changed: boolean }> {
  // The ticket's row lock orders concurrent scans of one ticket (two gates, an upload and a live scan);
  // the events module then reads what the gate shows of its event, type and seat.
  const t = await lockTicketForGate(tx, c.id);
  if (!t) {
    await tx.gateScan.create({ data: { gateId: s.gateId, entrance: s.entrance, code, result: "INVALID", offline: s.offline, scannedAt: s.scannedAt } });
    return { outcome: blank("INVALID", s.scannedAt, "TICKET"), changed: false };
  }
  const labels = await gateLabels(tx, t);
  if (s.organisationId && labels.organisationId !== s.organisationId) {
    // Another organisation's ticket: INVALID, logged without it (nothing about it reaches this gate or its figures).
    await tx.gateScan.create({ data: { gateId: s.gateId, entrance: s.entrance, code, result: "INVALID", offline: s.offline, scannedAt: s.scannedAt } });
    return { outcome: blank("INVALID", s.scannedAt, "TICKET"), changed: false };
  }
  const details = {
    kind: "TICKET" as const,
    ticketNo: t.ticketNo,
    eventTitle: labels.eventTitle,
    ticketTypeName: labels.typeName,
    seat: labels.seatArea ? `${labels.seatArea} ${labels.seatRow}-${labels.seatNumber}` : null,
    productName: null,
    quantity: null,
    eventStartsAt: labels.startsAt,
    eventEndsAt: labels.endsAt,
    eventTimeZone: labels.timeZone,
    scanDay: null as string | null,
  };
  const entrance = s.entrance ?? labels.typeEntrance;
  // A refusal at another event's gate counts in that event's figures (its gate refused someone), not the ticket's.
  const record = (result: EntryResult) =>
    tx.gateScan.create({ data: { ticketId: t.id, eventId: result === "WRONG_EVENT" ? s.eventId : t.eventId, gateId: s.gateId, entrance, code, result, offline: s.offline, scannedAt: s.scannedAt } });
  const finish = async (result: EntryResult, firstUsedAt: Date | null, firstEntrance: string | null, changed = false) => {
    await record(result);
    return { outcome: { result, scannedAt: s.scannedAt, firstUsedAt, firstEntrance, ...details }, changed };
  };

  // A gate opened for one event admits its tickets on its days only (the fast path checked both in its statement).
  if (s.eventId && t.eventId !== s.eventId) return finish("WRONG_EVENT", null, null);
  if (s.eventId && !admitsOn(labels, s.scannedAt)) {
    details.scanDay = entryDay(s.scannedAt, labels.timeZone);
    return finish("WRONG_DAY", null, null);
  }
  if (t.status === "REVOKED") return finish("REVOKED", null, null);
  if (c.version !== t.qrVersion) return finish(c.version < t.qrVersion ? "SUPERSEDED" : "INVALID", null, null);
  if (t.status === "VALIDATED") {
    if (s.offline && t.validatedAt && s.scannedAt < t.validatedAt) {
      // An earlier offline scan arrives after a later one was recorded: the first scan wins. The ticket was
      // admitted (and its ticket.checked_in sent) already: the admission only moves, no second message.
      await moveTicketValidationEarlier(tx, t.id, s.scannedAt, entrance);
      await tx.gateScan.updateMany({ where: { ticketId: t.id, result: "ACCEPTED" }, data: { result: "ALREADY_USED" } });
      return finish("ACCEPTED", s.scannedAt, entrance, true);
    }
    return finish("ALREADY_USED", t.validatedAt, t.validatedEntrance);
  }
  if (!enterableStatuses.includes(t.status)) return finish("INVALID", null, null);
  assertTicketTransition(t.status, "VALIDATED");
  await validateLockedTicket(tx, t, c.version, s.scannedAt, entrance);
  await deps.events.emit(tx, deps, "ticket:checked_in", { ticketId: t.id, ticketNo: t.ticketNo, eventId: t.eventId, gateId: s.gateId, entrance, method: s.offline ? "offline" : "scan", at: s.scannedAt });
  return finish("ACCEPTED", s.scannedAt, entrance, true);
}

const merchPrefix = (id: string) => `${QR_PREFIX}.M.${id}.`;

/** A merch item with its order, the order's event and its product's name (what the gate and the status page show). */
async function merchItemWithDetails(deps: Deps, orderItemId: string) {
  const item = await merchItemWithOrder(deps, orderItemId);
  if (!item) return null;
  const [event, product] = await Promise.all([
    item.order.eventId ? findEventById(deps, { select: { title: true, startsAt: true, timeZone: true, venue: true } }, item.order.eventId) : null,
    item.merchVariantId ? productOfVariant(deps.db, item.merchVariantId) : null,
  ]);
  return { ...item, event, productName: product?.name ?? null, productOrganisationId: product?.organisationId ?? null };
}

/**
 * A pick-up item: the merch module hands it over (its conditional UPDATE lets one of two racing scans
 * win, and it moves the order to PICKED_UP); this module keeps the scan log, which says when and where
 * the item was first handed over, and lets an earlier offline scan take the first place.
 */
async function admitMerch(deps: Deps, c: QrCode, code: string, s: Scan): Promise<EntryOutcome> {
  const item = await merchItemWithDetails(deps, c.id);
  const record = (result: EntryResult, db: Pick<Tx, "gateScan"> = deps.db) =>
    db.gateScan.create({ data: { gateId: s.gateId, entrance: s.entrance, code, result, offline: s.offline, scannedAt: s.scannedAt } });
  if (!item || c.version !== 1 || (s.organisationId && item.productOrganisationId !== s.organisationId)) {
    await record("INVALID");
    return blank("INVALID", s.scannedAt, "MERCH");
  }
  const details = {
    kind: "MERCH" as const,
    ticketNo: null,
    eventTitle: item.event?.title ?? null,
    ticketTypeName: null,
    seat: null,
    productName: item.productName,
    quantity: item.quantity,
    eventStartsAt: null,
    eventEndsAt: null,
    eventTimeZone: null,
    scanDay: null,
  };
  const outcome = (result: EntryResult, firstUsedAt: Date | null, firstEntrance: string | null): EntryOutcome => ({ result, scannedAt: s.scannedAt, firstUsedAt, firstEntrance, ...details });
  if (item.order.status !== "PAID") {
    await record("REVOKED");
    return outcome("REVOKED", null, null);
  }
  try {
    await redeemPickupItem(deps, item.id);
    await record("ACCEPTED");
    return outcome("ACCEPTED", s.scannedAt, s.entrance);
  } catch (e) {
    const errorCode = (e as { code?: string }).code;
    if (errorCode === "NOT_FOUND") {
      await record("INVALID");
      return outcome("INVALID", null, null);
    }
    if (errorCode !== "MERCH_ALREADY_PICKED_UP") throw e;
  }
  return deps.db.$transaction(async (tx) => {
    await lockOrderItem(tx, item.id);
    const first = await tx.gateScan.findFirst({ where: { code: { startsWith: merchPrefix(item.id) }, result: "ACCEPTED" }, orderBy: { scannedAt: "asc" } });
    if (s.offline && first && s.scannedAt < first.scannedAt) {
      await tx.gateScan.updateMany({ where: { code: { startsWith: merchPrefix(item.id) }, result: "ACCEPTED" }, data: { result: "ALREADY_USED" } });
      await record("ACCEPTED", tx);
      return outcome("ACCEPTED", s.scannedAt, s.entrance);
    }
    await record("ALREADY_USED", tx);
    return outcome("ALREADY_USED", first?.scannedAt ?? null, first?.entrance ?? null);
  });
}

/** The answer to a repeated upload, from what the database holds now. */
async function describe(deps: Deps, result: EntryResult, c: QrCode | null, scannedAt: Date, aboutTicket: boolean): Promise<EntryOutcome> {
  const out = blank(result, scannedAt, c ? (c.kind === "T" ? "TICKET" : "MERCH") : null);
  if (c?.kind === "T" && aboutTicket) {
    const t = await ticketWithEventAndType(deps, c.id);
    if (t) Object.assign(out, { ticketNo: t.ticketNo, eventTitle: t.event.title, ticketTypeName: t.ticketType.name, firstUsedAt: t.validatedAt, firstEntrance: t.validatedEntrance });
  }
  return out;
}

export const MAX_UPLOAD = 500;

/** Scans a gate made offline, in the order they were made; each is judged as of its own scan time. */
export async function uploadScans(deps: Deps, gateId: string, scans: { code: string; scannedAt: Date; entrance?: string | null }[], organisationId: string | null = null, eventId: string | null = null): Promise<EntryOutcome[]> {
  if (scans.length > MAX_UPLOAD) throw new ValidationError("validation.required", "scans");
  const ordered = [...scans].sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime());
  const out = new Map<(typeof scans)[number], EntryOutcome>();
  for (const scan of ordered) out.set(scan, await verifyScan(deps, { ...scan, gateId, organisationId, eventId }));
  return scans.map((s) => out.get(s)!);
}

// ───── the event a gate is opened for ─────

export interface GateEvent {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  days: string[];
  today: string;
}

const toGateEvent = (deps: Deps, e: { id: string; title: string; startsAt: Date; endsAt: Date | null; timeZone: string }): GateEvent => ({
  id: e.id,
  title: e.title,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  timeZone: e.timeZone,
  days: eventDays(e),
  today: entryDay(deps.now(), e.timeZone),
});

/** The events an organisation's gates (null: the platform's) can be opened for. */
export async function gateEvents(deps: Deps, organisationId: string | null): Promise<GateEvent[]> {
  return (await gateEventsOf(deps, organisationId, deps.now())).map((e) => toGateEvent(deps, e));
}

/** One event a gate of `organisationId` may open (another organisation's is not found). */
export async function gateEvent(deps: Deps, eventId: string, organisationId: string | null): Promise<GateEvent> {
  const e = await gateEventOf(deps, eventId);
  if (!e || (organisationId && e.organisationId !== organisationId)) throw new NotFoundError("event");
  return toGateEvent(deps, e);
}

// ───── offline gates: keys and revocation list ─────

/** The public keys that certify an owner's passes (an organisation's, or the platform's for null), by key id. */
export function publicKeys(deps: Deps, owner: KeyOwner = null) {
  return [...serverKeys(deps.config.qr, owner).values()].map((k) => ({ keyId: k.keyId, publicKey: k.publicKeyB64, active: k.keyId === activeKey(deps.config.qr, owner).keyId }));
}

export interface Revocation {
  kind: PassKind;
  id: string;
  /** Codes of a lower version are dead (transferred or refreshed). */
  minVersion: number;
  /** Not enterable at all any more (used, revoked, handed over). */
  closed: boolean;
  usedAt: Date | null;
  entrance: string | null;
}

/**
 * What an offline gate needs besides the public keys: every ticket whose old codes are dead or that
 * cannot enter any more, and every handed-over merchandise item, for events that have not ended
 * (optionally one event).
 */
export async function revocationList(deps: Deps, eventId?: string | null, organisationId: string | null = null): Promise<{ generatedAt: Date; entries: Revocation[] }> {
  const now = deps.now();
  const [tickets, items] = await Promise.all([
    // An organisation's gates get its own events' tickets only (another's ticket ids and uses are none of theirs).
    revocationEventIds(deps.db, now, eventId, organisationId).then((eventIds) => ticketsWithDeadCodes(deps, eventIds)),
    // And its own products' pick-up passes only.
    (organisationId ? variantIdsOfOrganisation(deps.db, organisationId) : Promise.resolve(null)).then((variantIds) => closedMerchItemIds(deps, eventId, variantIds)),
  ]);
  return {
    generatedAt: now,
    entries: [
      ...tickets.map((t) => ({
        kind: "TICKET" as const,
        id: t.id,
        minVersion: t.qrVersion,
        closed: !enterableStatuses.includes(t.status),
        usedAt: t.validatedAt,
        entrance: t.validatedEntrance,
      })),
      ...items.map((i) => ({ kind: "MERCH" as const, id: i.id, minVersion: 1, closed: true, usedAt: null, entrance: null })),
    ],
  };
}

// ───── the public ticket-status page ─────

export type PublicStatus = "VALID" | "USED" | "REVOKED" | "INVALID";

/** What a scanned link shows anyone: valid / used / revoked, the event and ticket type; no personal data. */
export async function publicStatusByCode(deps: Deps, text: string) {
  const c = parseQrCode(text);
  const invalid = { status: "INVALID" as PublicStatus, kind: null, eventTitle: null, startsAt: null, timeZone: null, venue: null, typeName: null, usedAt: null, entrance: null, codeCurrent: false };
  // The signatures prove the code came from a real pass; its age does not matter for the status.
  if (!c || !(verifySignatures(deps.config.qr, c) || verifySignatures(deps.config.qr, c, await passOwner(deps, c)))) return invalid;
  const codeCurrent =
    checkWindow(c.window, deps.now().getTime(), { periodSeconds: deps.config.qr.periodSeconds, graceSeconds: deps.config.qr.graceSeconds }) === "OK";
  if (c.kind === "T") {
    const t = await ticketWithEventAndType(deps, c.id);
    if (!t) return invalid;
    const status: PublicStatus = t.status === "REVOKED" || c.version < t.qrVersion ? "REVOKED" : t.status === "VALIDATED" ? "USED" : "VALID";
    return {
      status,
      kind: "TICKET" as PassKind,
      eventTitle: t.event.title,
      startsAt: t.event.startsAt,
      timeZone: t.event.timeZone,
      venue: t.event.venue,
      typeName: t.ticketType.name,
      usedAt: status === "USED" ? t.validatedAt : null,
      entrance: status === "USED" ? t.validatedEntrance : null,
      codeCurrent: codeCurrent && status === "VALID",
    };
  }
  const item = await merchItemWithDetails(deps, c.id);
  if (!item) return invalid;
  const used = item.redeemedQuantity >= item.quantity;
  const status: PublicStatus = item.order.status !== "PAID" ? "REVOKED" : used ? "USED" : "VALID";
  const first = used ? await deps.db.gateScan.findFirst({ where: { code: { startsWith: merchPrefix(item.id) }, result: "ACCEPTED" }, orderBy: { scannedAt: "asc" } }) : null;
  return {
    status,
    kind: "MERCH" as PassKind,
    eventTitle: item.event?.title ?? null,
    startsAt: item.event?.startsAt ?? null,
    timeZone: item.event?.timeZone ?? null,
    venue: item.event?.venue ?? null,
    typeName: item.productName,
    usedAt: first?.scannedAt ?? null,
    entrance: first?.entrance ?? null,
    codeCurrent: codeCurrent && status === "VALID",
  };
}

// ───── entry guide ─────

/** The fan's events that have not ended and for which they hold a ticket that can still enter, soonest first. */
export async function myEntryGuide(deps: Deps, userId: string) {
  const now = deps.now();
  const tickets = await enterableTicketsOf(deps, userId, now);
  const byEvent = new Map<string, { eventId: string; ticketCount: number; entrances: Set<string> }>();
  for (const t of tickets) {
    const g = byEvent.get(t.eventId) ?? { eventId: t.eventId, ticketCount: 0, entrances: new Set<string>() };
    g.ticketCount++;
    if (t.ticketType.entrance) g.entrances.add(t.ticketType.entrance);
    byEvent.set(t.eventId, g);
  }
  const eventIds = await eventIdsBySoonest(deps, [...byEvent.keys()]);
  return eventIds.map((id) => {
    const g = byEvent.get(id)!;
    return { eventId: id, ticketCount: g.ticketCount, entrances: [...g.entrances].sort() };
  });
}

export interface EntryUpdateInput {
  eventId: string;
  entryState?: EntryState | null;
  queueOpensAt?: Date | null;
  doorsOpenAt?: Date | null;
  entryNote?: string | null;
}

/** The entry guide updates of an event (eventEntry): NotFoundError for an event that does not exist, rather than a subscription that never speaks. */
export async function followEventEntry(deps: Deps, eventId: string) {
  if (!(await eventExists(deps, eventId))) throw new NotFoundError("event");
  return deps.pubsub.subscribe("event:entry", eventId);
}

/** An operator's update of an event's entry guide; every open entry page gets it at once. */
export async function updateEventEntry(deps: Deps, input: EntryUpdateInput) {
  if (!(await eventExists(deps, input.eventId))) throw new NotFoundError("event");
  if (input.entryNote && input.entryNote.length > 500) throw new ValidationError("validation.required", "entryNote");
  const data: EventEntryFields = {};
  if (input.entryState) data.entryState = input.entryState;
  if (input.queueOpensAt !== undefined) data.queueOpensAt = input.queueOpensAt;
  if (input.doorsOpenAt !== undefined) data.doorsOpenAt = input.doorsOpenAt;
  if (input.entryNote !== undefined) data.entryNote = input.entryNote?.trim() || null;
  const event = await updateEventEntryFields(deps, input.eventId, data);
  void deps.pubsub.publish("event:entry", event.id, { eventId: event.id });
  return event;
}

export async function ticketOwner(deps: Deps, ticketId: string): Promise<string | null> {
  return ticketOwnerId(deps, ticketId);
}
