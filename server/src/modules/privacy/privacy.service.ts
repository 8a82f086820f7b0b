// Privacy rights (GDPR arts. 15, 17, 20; PDPA): a fan downloads everything we hold about them, and
// deletes their account. Both re-authenticate with the password.
//
// Each module owns its share of the fan's data (its personal-data.ts): this one composes them, so the
// export is complete and the erasure one transaction. Nothing here changes a sales record: the ledger,
// orders, payments and tickets stay (tax and accounting law), tied to an anonymised account.
//
// Decisions:
// - Export: the fan's own data in full, including the real name and document number of their audience
//   identities (the API otherwise only shows them masked): it is their data to have. That is why the
//   export asks for the password, like deletion. No hashes, secrets, tokens or QR secrets; nothing
//   about another fan: a transfer shows only the fan's own side (direction, ticket, time), and audit
//   rows show the IP and device only for the fan's own actions or attempts on their account.
// - Deletion is refused, with every reason at once, while it would lose money or something still owed
//   to the fan: a live hold, an unfinished payment (pending, or a refund still due), Fan Coin left in the
//   wallet, tickets for events not over yet, a merch order not yet delivered or picked up.
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import { addressesOf, eraseAddressesOf } from "../addresses/index.ts";
import { auditAbout, recordAudit, type AuditRequest } from "../audit/index.ts";
import { eraseSessionsOf, sessionsOf } from "../auth/index.ts";
import { giveawayEntriesOf } from "../giveaway/index.ts";
import { eraseOrganiserApplicationsOf, organiserApplicationsOf } from "../organisations/index.ts";
import { decryptField, eraseIdentitiesOf, eraseSeatingNeedOf, identitiesOf, seatingNeedForExport } from "../identity/index.ts";
import { eraseMailTo } from "../mail/index.ts";
import { erasePresaleDataOf } from "../codes/index.ts";
import { clearShippingAddressesOf, countLiveHoldsOf, countUndeliveredMerchOf, orderNosByIds, ordersForExport } from "../orders/index.ts";
import { countUnsettledPaymentsOf, eraseSavedCardsOf, paymentsForExport, savedCardsOf } from "../payments/index.ts";
import { eraseSupportIssuesOf, supportIssuesOf } from "../support/index.ts";
import { clearTicketIdentityHashesOf, countUpcomingTicketsOf, ticketNosByIds, ticketsForExport } from "../tickets/index.ts";
import { eventsForExport, seatsByIds, ticketTypeNamesOf } from "../events/index.ts";
import { logisticsOfOrders, variantsForExport } from "../merch/index.ts";
import { tombstoneTransfersTo, transfersOf } from "../transfers/index.ts";
import { anonymiseUser, eraseCodesAndRetiredEmails, lockUserRow, phoneTarget, reauthenticate, retiredEmailsOf, userForExport } from "../users/index.ts";
import { walletBalanceOf, walletForExport } from "../wallet/index.ts";
import { AccountDeletionBlockedError, type DeletionBlocker } from "./privacy.errors.ts";

/** The tombstone an anonymised account's e-mail becomes: unique, never deliverable (RFC 2606 .invalid). */
export function tombstoneEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

type ExportRows = {
  tickets: Awaited<ReturnType<typeof ticketsForExport>>;
  orders: Awaited<ReturnType<typeof ordersForExport>>;
  payments: Awaited<ReturnType<typeof paymentsForExport>>;
  transfers: Awaited<ReturnType<typeof transfersOf>>;
};

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const idsOf = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/**
 * What the export names the fan's rows by, read from the modules that own it: the events, ticket types,
 * seats and products of tickets and orders, orders' logistics, payments' order numbers and the tickets
 * of transfers.
 */
async function exportNames(db: Db, { tickets, orders, payments, transfers }: ExportRows) {
  const transferTickets = await ticketNosByIds(db, idsOf(transfers.map((t) => t.ticketId)));
  const items = orders.flatMap((o) => o.items);
  const [events, types, seats, variants, logistics, orderNos] = await Promise.all([
    eventsForExport(db, idsOf([...tickets.map((t) => t.eventId), ...orders.map((o) => o.eventId), ...transferTickets.map((t) => t.eventId)])),
    ticketTypeNamesOf(db, idsOf([...tickets.map((t) => t.ticketTypeId), ...items.map((i) => i.ticketTypeId)])),
    seatsByIds(db, idsOf(tickets.map((t) => t.seatId))),
    variantsForExport(db, idsOf(items.map((i) => i.merchVariantId))),
    logisticsOfOrders(db, orders.map((o) => o.id)),
    orderNosByIds(db, idsOf(payments.map((p) => p.orderId))),
  ]);
  const logisticsByOrder = new Map<string, typeof logistics>();
  for (const l of logistics) logisticsByOrder.set(l.orderId, [...(logisticsByOrder.get(l.orderId) ?? []), l]);
  return { events: byId(events), types: byId(types), seats: byId(seats), variants: byId(variants), logistics: logisticsByOrder, orderNos, transferTickets: byId(transferTickets) };
}

/** An event as the export names it in orders and transfers: its slug and title. */
function eventRef(events: Map<string, { slug: string; title: string }>, eventId: string | null) {
  const event = eventId ? events.get(eventId) : undefined;
  return event ? { slug: event.slug, title: event.title } : null;
}

export async function exportMyData(deps: Deps, userId: string, password: string, request: AuditRequest = {}) {
  await reauthenticate(deps, userId, password, "account.export", request);
  const db = deps.db;
  const user = await userForExport(db, userId);
  const [addresses, identities, seatingNeed, tickets, orders, payments, savedCards, wallet, transfers, giveawayEntries, supportIssues, organiserApplications, sessions, audit] = await Promise.all([
    addressesOf(db, userId),
    identitiesOf(db, userId),
    seatingNeedForExport(deps, db, userId),
    ticketsForExport(db, userId),
    ordersForExport(db, userId),
    paymentsForExport(db, userId),
    savedCardsOf(db, userId),
    walletForExport(db, userId),
    transfersOf(db, userId),
    giveawayEntriesOf(db, userId),
    supportIssuesOf(db, userId),
    organiserApplicationsOf(db, userId),
    sessionsOf(db, userId),
    auditAbout(db, userId),
  ]);
  const names = await exportNames(db, { tickets, orders, payments, transfers });
  await recordAudit(db, { action: "account.export", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, ...request });
  const key = deps.config.identityKey;
  return {
    format: "fanfare-personal-data-export",
    version: 1,
    exportedAt: deps.now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      avatarUrl: user.avatarUrl,
      phone: user.phone ? { areaCode: user.phoneAreaCode, number: user.phone, verifiedAt: user.phoneVerifiedAt } : null,
      language: user.language,
      area: user.areaCode,
      inviteCode: user.inviteCode,
      invitedBySomeone: user.invitedById !== null,
      paymentPasswordSetUp: user.payPasswordHash !== null,
      createdAt: user.createdAt,
    },
    sessions: sessions.map((s) => ({ createdAt: s.createdAt, expiresAt: s.expiresAt, ip: s.ip, userAgent: s.userAgent })),
    addresses: addresses.map(({ userId: _u, ...a }) => a),
    identities: identities.map((i) => ({
      id: i.id,
      docType: i.docType,
      name: decryptField(key, i.nameEnc),
      docNumber: decryptField(key, i.docNumberEnc),
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
    })),
    // The declared seating need (issue 33), opened: a wheelchair space and how many companion seats.
    seatingNeed: seatingNeed ? { wheelchair: seatingNeed.wheelchair, companions: seatingNeed.companions, createdAt: seatingNeed.createdAt, updatedAt: seatingNeed.updatedAt } : null,
    tickets: tickets.map((t) => {
      const event = names.events.get(t.eventId);
      const seat = t.seatId ? names.seats.get(t.seatId) : undefined;
      return {
        ticketNo: t.ticketNo,
        event: event ? { slug: event.slug, title: event.title, startsAt: event.startsAt, venue: event.venue } : null,
        ticketType: names.types.get(t.ticketTypeId)?.name ?? null,
        seat: seat ? { area: seat.area, row: seat.row, number: seat.number } : null,
      status: t.status,
        validatedAt: t.validatedAt,
        createdAt: t.createdAt,
      };
    }),
    orders: orders.map((o) => ({
      orderNo: o.orderNo,
      kind: o.kind,
      status: o.status,
      event: eventRef(names.events, o.eventId),
      currency: o.currency,
      totalAmount: o.totalAmount,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      cancelledAt: o.cancelledAt,
      fulfilment: o.fulfilment,
      shippingAddress: o.shippingAddress,
      pickupDate: o.pickupDate,
      items: o.items.map((i) => {
        const variant = i.merchVariantId ? names.variants.get(i.merchVariantId) : undefined;
        return {
          kind: i.kind,
          ticketType: i.ticketTypeId ? (names.types.get(i.ticketTypeId)?.name ?? null) : null,
          product: variant ? { name: variant.product.name, sku: variant.sku, size: variant.size, colour: variant.colour } : null,
          quantity: i.quantity,
          unitAmount: i.unitAmount,
        };
      }),
      logistics: (names.logistics.get(o.id) ?? []).map((l) => ({ status: l.status, note: l.note, at: l.at })),
    })),
    payments: payments.map((p) => ({
      paymentNo: p.paymentNo,
      orderNo: names.orderNos.get(p.orderId) ?? null,
      method: p.method,
      provider: p.provider,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      failureReason: p.failureReason,
      createdAt: p.createdAt,
      completedAt: p.completedAt,
    })),
    savedCards: savedCards.map((c) => ({ brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, holderName: c.holderName, createdAt: c.createdAt })),
    wallet: wallet
      ? {
          currency: wallet.currency,
          balance: wallet.balance,
          ledger: wallet.entries.map((e) => ({
            at: e.createdAt,
            kind: e.transaction.kind,
            reference: e.transaction.reference,
            description: e.transaction.description,
            amount: e.amount,
            balanceAfter: e.balanceAfter,
          })),
        }
      : null,
    transfers: transfers.map((t) => ({
      direction: t.fromUserId === userId ? "SENT" : "RECEIVED",
      ticketNo: names.transferTickets.get(t.ticketId)?.ticketNo ?? null,
      event: eventRef(names.events, names.transferTickets.get(t.ticketId)?.eventId ?? null),
      status: t.status,
      createdAt: t.createdAt,
      completedAt: t.completedAt,
    })),
    giveawayEntries: giveawayEntries.map((g) => ({ campaign: g.campaign, source: g.source, status: g.status, createdAt: g.createdAt })),
    supportRequests: supportIssues.map((i) => ({
      id: i.id,
      type: i.type,
      email: i.email,
      phone: i.phone,
      text: i.text,
      status: i.status,
      createdAt: i.createdAt,
      messages: i.messages.map((m) => ({ from: m.fromStaff ? "SUPPORT" : "YOU", body: m.body, at: m.createdAt })),
    })),
    organiserApplications: organiserApplications.map((a) => ({
      organisationName: a.organisationName,
      contactName: a.contactName,
      contactEmail: a.contactEmail,
      contactPhone: a.contactPhone,
      country: a.country,
      eventTypes: a.eventTypes,
      description: a.description,
      expectedVolume: a.expectedVolume,
      website: a.website,
      termsAcceptedAt: a.termsAcceptedAt,
      language: a.language,
      status: a.status,
      refusalReason: a.refusalReason,
      decidedAt: a.decidedAt,
      createdAt: a.createdAt,
    })),
    auditTrail: audit.map((a) => {
      const own = a.actorUserId === userId || (a.actorUserId === null && a.actorStaffTokenId === null && a.subjectUserId === userId);
      return {
        at: a.at,
        action: a.action,
        outcome: a.outcome,
        by: a.actorUserId === userId ? "YOU" : a.actorStaffTokenId || a.userAgent?.startsWith("operator-cli") ? "STAFF" : a.actorUserId ? "ANOTHER_FAN" : "UNKNOWN",
        targetType: a.targetType,
        targetId: a.targetId,
        ip: own ? a.ip : null,
        userAgent: own ? a.userAgent : null,
        details: a.details,
      };
    }),
  };
}

export type MyDataExport = Awaited<ReturnType<typeof exportMyData>>;

async function deletionBlockers(db: Db | Tx, now: Date, userId: string): Promise<DeletionBlocker[]> {
  const [holds, pending, wallet, upcoming, undelivered] = await Promise.all([
    countLiveHoldsOf(db, userId, now),
    countUnsettledPaymentsOf(db, userId),
    walletBalanceOf(db, userId),
    countUpcomingTicketsOf(db, userId, now),
    countUndeliveredMerchOf(db, userId),
  ]);
  const reasons: DeletionBlocker[] = [];
  if (holds) reasons.push("LIVE_HOLD");
  if (pending) reasons.push("PENDING_PAYMENT");
  if (wallet > 0) reasons.push("WALLET_BALANCE");
  if (upcoming) reasons.push("UPCOMING_TICKETS");
  if (undelivered) reasons.push("UNDELIVERED_MERCH");
  return reasons;
}

/**
 * Deletes the fan's account: identities, the declared seating need, addresses, saved cards, sessions, codes, support requests and
 * messages addressed to them are removed; the profile is anonymised (the e-mail becomes a tombstone, so
 * the address is free to register again). Orders, payments, the ledger and tickets stay as sales
 * records of the anonymised account. One transaction, audited inside it.
 */
export async function deleteMyAccount(deps: Deps, userId: string, password: string, request: AuditRequest = {}): Promise<void> {
  const user = await reauthenticate(deps, userId, password, "account.delete", request);
  const now = deps.now();
  const tombstone = tombstoneEmail(userId);
  const retired = await retiredEmailsOf(deps.db, userId);
  const phones = user.phone && user.phoneAreaCode ? [`+${user.phoneAreaCode}${user.phone}`, phoneTarget(user.phoneAreaCode, user.phone)] : [];
  const addresses = [user.email, ...retired, ...phones];
  try {
    await deps.db.$transaction(async (tx) => {
      // Checked under the user's row lock, in the transaction that deletes: a hold or payment made a
      // moment earlier is seen (the sessions that could start one end in this same commit).
      await lockUserRow(tx, userId);
      const reasons = await deletionBlockers(tx, now, userId);
      if (reasons.length) throw new AccountDeletionBlockedError(reasons);
      await erase(tx, deps, { userId, now, tombstone, addresses }, request);
    });
  } catch (e) {
    if (e instanceof AccountDeletionBlockedError) {
      await recordAudit(deps.db, { action: "account.delete", outcome: "FAILURE", actorUserId: userId, subjectUserId: userId, ...request, details: { reason: e.reasons.join(",") } });
    }
    throw e;
  }
}

async function erase(tx: Tx, deps: Deps, a: { userId: string; now: Date; tombstone: string; addresses: string[] }, request: AuditRequest): Promise<void> {
  const { userId, now, tombstone, addresses } = a;
  await eraseIdentitiesOf(tx, userId);
  await eraseSeatingNeedOf(tx, userId);
  await clearTicketIdentityHashesOf(tx, userId);
  await eraseAddressesOf(tx, userId);
  await eraseSavedCardsOf(tx, deps, userId);
  await eraseSessionsOf(tx, userId);
  await eraseCodesAndRetiredEmails(tx, userId, addresses);
  await eraseSupportIssuesOf(tx, userId);
  await eraseOrganiserApplicationsOf(tx, userId);
  await eraseMailTo(tx, addresses);
  await erasePresaleDataOf(tx, userId, addresses, now);
  await clearShippingAddressesOf(tx, userId);
  await tombstoneTransfersTo(tx, userId, tombstone);
  await anonymiseUser(tx, userId, tombstone, now);
  await recordAudit(tx, { action: "account.delete", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, ...request });
}
