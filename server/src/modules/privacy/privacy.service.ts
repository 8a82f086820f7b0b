// Privacy rights (GDPR arts. 15, 17, 20; PDPA): a fan downloads everything we hold about them, and
// deletes their account. Both re-authenticate with the password.
//
// This module reads across the other modules' tables on purpose: the export must be complete, and the
// erasure one transaction. Nothing here changes a sales record: the ledger, orders, payments and tickets
// stay (tax and accounting law), tied to an anonymised account.
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
import crypto from "node:crypto";
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { decryptField } from "../identity/index.ts";
import { auditAbout, recordAudit, type AuditRequest } from "../audit/index.ts";
import { reauthenticate, phoneTarget } from "../users/index.ts";
import { AccountDeletionBlockedError, type DeletionBlocker } from "./privacy.errors.ts";
import { eventOverWhere } from "../events/index.ts";

/** The tombstone an anonymised account's e-mail becomes: unique, never deliverable (RFC 2606 .invalid). */
export function tombstoneEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

export async function exportMyData(deps: Deps, userId: string, password: string, request: AuditRequest = {}) {
  await reauthenticate(deps, userId, password, "account.export", request);
  const db = deps.db;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const [addresses, identities, tickets, orders, payments, savedCards, wallet, transfers, giveawayEntries, supportIssues, sessions, audit] = await Promise.all([
    db.address.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.audienceIdentity.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.ticket.findMany({
      where: { ownerId: userId },
      orderBy: { createdAt: "asc" },
      include: { event: { select: { slug: true, title: true, startsAt: true, venue: true } }, ticketType: { select: { name: true, area: true } }, seat: true },
    }),
    db.order.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: {
        items: { include: { ticketType: { select: { name: true } }, merchVariant: { select: { sku: true, size: true, colour: true, product: { select: { name: true } } } } } },
        event: { select: { slug: true, title: true } },
        logistics: { orderBy: { at: "asc" } },
      },
    }),
    db.payment.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { order: { select: { orderNo: true } } } }),
    db.savedCard.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.walletAccount.findUnique({
      where: { userId },
      include: { entries: { orderBy: { createdAt: "asc" }, include: { transaction: { select: { kind: true, reference: true, description: true } } } } },
    }),
    db.transfer.findMany({
      where: { OR: [{ fromUserId: userId }, { toUserId: userId }] },
      orderBy: { createdAt: "asc" },
      include: { ticket: { select: { ticketNo: true, event: { select: { title: true, slug: true } } } } },
    }),
    db.giveawayEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { campaign: { select: { slug: true, title: true } } } }),
    db.supportIssue.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { messages: { orderBy: { createdAt: "asc" } } } }),
    db.session.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    auditAbout(db, userId),
  ]);
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
    tickets: tickets.map((t) => ({
      ticketNo: t.ticketNo,
      event: t.event,
      ticketType: t.ticketType.name,
      seat: t.seat ? { area: t.seat.area, row: t.seat.row, number: t.seat.number } : null,
      status: t.status,
      validatedAt: t.validatedAt,
      createdAt: t.createdAt,
    })),
    orders: orders.map((o) => ({
      orderNo: o.orderNo,
      kind: o.kind,
      status: o.status,
      event: o.event,
      currency: o.currency,
      totalAmount: o.totalAmount,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      cancelledAt: o.cancelledAt,
      fulfilment: o.fulfilment,
      shippingAddress: o.shippingAddress,
      pickupDate: o.pickupDate,
      items: o.items.map((i) => ({
        kind: i.kind,
        ticketType: i.ticketType?.name ?? null,
        product: i.merchVariant ? { name: i.merchVariant.product.name, sku: i.merchVariant.sku, size: i.merchVariant.size, colour: i.merchVariant.colour } : null,
        quantity: i.quantity,
        unitAmount: i.unitAmount,
      })),
      logistics: o.logistics.map((l) => ({ status: l.status, note: l.note, at: l.at })),
    })),
    payments: payments.map((p) => ({
      paymentNo: p.paymentNo,
      orderNo: p.order.orderNo,
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
      ticketNo: t.ticket.ticketNo,
      event: t.ticket.event,
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
    db.order.count({ where: { userId, status: "AWAITING_PAYMENT", expiresAt: { gt: now } } }),
    db.payment.count({ where: { userId, OR: [{ status: "PENDING" }, { status: "SUCCEEDED", failureReason: "REFUND_DUE" }] } }),
    db.walletAccount.findUnique({ where: { userId }, select: { balance: true } }),
    db.ticket.count({ where: { ownerId: userId, status: { in: ["PAID", "READY"] }, event: { NOT: eventOverWhere(now) } } }),
    db.order.count({ where: { userId, kind: "MERCH", status: "PAID", fulfilment: { notIn: ["DELIVERED", "PICKED_UP"] } } }),
  ]);
  const reasons: DeletionBlocker[] = [];
  if (holds) reasons.push("LIVE_HOLD");
  if (pending) reasons.push("PENDING_PAYMENT");
  if ((wallet?.balance ?? 0) > 0) reasons.push("WALLET_BALANCE");
  if (upcoming) reasons.push("UPCOMING_TICKETS");
  if (undelivered) reasons.push("UNDELIVERED_MERCH");
  return reasons;
}

/**
 * Deletes the fan's account: identities, addresses, saved cards, sessions, codes, support requests and
 * messages addressed to them are removed; the profile is anonymised (the e-mail becomes a tombstone, so
 * the address is free to register again). Orders, payments, the ledger and tickets stay as sales
 * records of the anonymised account. One transaction, audited inside it.
 */
export async function deleteMyAccount(deps: Deps, userId: string, password: string, request: AuditRequest = {}): Promise<void> {
  const user = await reauthenticate(deps, userId, password, "account.delete", request);
  const now = deps.now();
  const tombstone = tombstoneEmail(userId);
  const retired = await deps.db.retiredEmail.findMany({ where: { userId }, select: { email: true } });
  const phones = user.phone && user.phoneAreaCode ? [`+${user.phoneAreaCode}${user.phone}`, phoneTarget(user.phoneAreaCode, user.phone)] : [];
  const addresses = [user.email, ...retired.map((r) => r.email), ...phones];
  try {
    await deps.db.$transaction(async (tx) => {
      // Checked under the user's row lock, in the transaction that deletes: a hold or payment made a
      // moment earlier is seen (the sessions that could start one end in this same commit).
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
      const reasons = await deletionBlockers(tx, now, userId);
      if (reasons.length) throw new AccountDeletionBlockedError(reasons);
      await erase(tx, { userId, now, tombstone, addresses }, request);
    });
  } catch (e) {
    if (e instanceof AccountDeletionBlockedError) {
      await recordAudit(deps.db, { action: "account.delete", outcome: "FAILURE", actorUserId: userId, subjectUserId: userId, ...request, details: { reason: e.reasons.join(",") } });
    }
    throw e;
  }
}

async function erase(tx: Tx, a: { userId: string; now: Date; tombstone: string; addresses: string[] }, request: AuditRequest): Promise<void> {
  const { userId, now, tombstone, addresses } = a;
  await tx.audienceIdentity.deleteMany({ where: { userId } });
  // Tickets stay as sales records, without anything derived from an identity document.
  await tx.ticket.updateMany({ where: { ownerId: userId, identityHash: { not: null } }, data: { identityHash: null } });
  await tx.address.deleteMany({ where: { userId } });
  await tx.savedCard.deleteMany({ where: { userId } });
  await tx.session.deleteMany({ where: { userId } });
  await tx.verificationCode.deleteMany({ where: { OR: [{ userId }, { target: { in: addresses } }] } });
  await tx.retiredEmail.deleteMany({ where: { userId } });
  await tx.supportIssue.deleteMany({ where: { userId } });
  await tx.mailOutbox.deleteMany({ where: { to: { in: addresses } } });
  await tx.order.updateMany({ where: { userId, shippingAddress: { not: Prisma.DbNull } }, data: { shippingAddress: Prisma.DbNull } });
  await tx.transfer.updateMany({ where: { toUserId: userId }, data: { toEmail: tombstone } });
  await tx.user.update({
    where: { id: userId },
    data: {
      email: tombstone,
      // Not an argon2 hash: no password can ever match it.
      passwordHash: "!deleted",
      nickname: "Deleted fan",
      avatarUrl: null,
      phone: null,
      phoneAreaCode: null,
      phoneVerifiedAt: null,
      phoneSkippedAt: null,
      payPasswordHash: null,
      inviteCode: `X${crypto.randomBytes(9).toString("hex").toUpperCase()}`,
      deletedAt: now,
    },
  });
  await recordAudit(tx, { action: "account.delete", outcome: "SUCCESS", actorUserId: userId, subjectUserId: userId, ...request });
}
