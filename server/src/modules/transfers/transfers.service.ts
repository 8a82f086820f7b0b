// Ticket transfers: recipient e-mail twice, a registered recipient, a TRANSFER code e-mailed to the
// sender, then one transaction that moves the ticket, kills its QR code (qrVersion + 1), starts the
// lock period and writes the history. Irreversible.
//
// Real-name events (Event.requiresIdentity): the recipient must have audience identity information on
// file, and the sender's identity binding is cleared on transfer (the sender's name and document
// number must not travel with the ticket); the gate checks the holder's document against the account
// that holds the ticket. The recipient's per-event limit (Event.maxTicketsPerAccount) counts every
// ticket the recipient holds for the event that is not revoked.
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import type { Lang } from "../../i18n.ts";
import { NotFoundError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { toLang } from "../../messages.ts";
import { codeRule } from "@fanfare/shared/users";
import { transferRecipientInput } from "@fanfare/shared/transfers";
import { checkCode, consumeCode, issueCode, CODE_TTL_MS } from "../users/index.ts";
import { beforeCodeSend, maskOwnEmail } from "../users/index.ts";
import { sendMessage } from "../mail/index.ts";
import { verifyHumanCheck } from "../captcha/index.ts";
import { countHeldTickets, findOwnTicketWithEvent, findTicketById, moveTicket, transferableStatuses } from "../tickets/index.ts";
import { findUserByEmail, lockFanRow, nicknamesOf } from "../users/index.ts";
import { hasIdentity } from "../identity/index.ts";
import { eventOver } from "../events/index.ts";
import { eventTransferWindow, findEventById, ticketTypeNamesOf } from "../events/index.ts";
import { fillTransferText, transferTexts } from "./transfers.mail.ts";
import { recordAudit } from "../audit/index.ts";
import {
  RecipientIdentityRequiredError,
  RecipientNotRegisteredError,
  RecipientTicketLimitError,
  TicketNotTransferableError,
  TransferConflictError,
  TransferLockedError,
  TransferToSelfError,
} from "./transfers.errors.ts";

/** Why a ticket cannot be transferred by its owner now (an event over: the ticket has served its purpose), or null when it can. */
export function transferBlock(
  ticket: { status: string; transferLockedUntil: Date | null; event: { startsAt: Date; endsAt: Date | null; transferLockHours: number } },
  now: Date,
): TicketNotTransferableError | TransferLockedError | null {
  if (!(transferableStatuses as readonly string[]).includes(ticket.status) || eventOver(ticket.event, now)) return new TicketNotTransferableError();
  if (ticket.transferLockedUntil && ticket.transferLockedUntil > now) return new TransferLockedError(ticket.transferLockedUntil, ticket.event.transferLockHours);
  return null;
}

/** Whether the ticket's owner may transfer it now (the Ticket's canTransfer field). */
export async function canTransferNow(deps: Deps, ticket: { eventId: string; status: string; transferLockedUntil: Date | null }): Promise<boolean> {
  const event = await eventTransferWindow(deps, ticket.eventId);
  return transferBlock({ ...ticket, event }, deps.now()) === null;
}

async function prepare(deps: Deps, args: { userId: string; ticketId: string; toEmail: string; confirmEmail: string }) {
  const { toEmail } = validate(transferRecipientInput, { toEmail: args.toEmail, confirmEmail: args.confirmEmail });
  const ticket = await findOwnTicketWithEvent(deps, args.userId, args.ticketId);
  if (!ticket) throw new NotFoundError("ticket");
  const block = transferBlock(ticket, deps.now());
  if (block) throw block;
  if (ticket.owner.email === toEmail) throw new TransferToSelfError();
  const recipient = await findUserByEmail(deps.db, toEmail);
  if (!recipient) throw new RecipientNotRegisteredError();
  await checkRecipient(deps.db, ticket.event, recipient.id);
  return { ticket, sender: ticket.owner, recipient };
}

async function checkRecipient(db: Db, event: { id: string; maxTicketsPerAccount: number; requiresIdentity: boolean }, recipientId: string) {
  const held = await countHeldTickets(db, recipientId, event.id);
  if (held >= event.maxTicketsPerAccount) throw new RecipientTicketLimitError(event.maxTicketsPerAccount);
  if (event.requiresIdentity && !(await hasIdentity(db, recipientId))) throw new RecipientIdentityRequiredError();
}

/** Step 1: checks the ticket and the recipient, then (after the human check) e-mails a TRANSFER code to the sender. */
export async function sendTransferCode(
  deps: Deps,
  args: { userId: string; ticketId: string; toEmail: string; confirmEmail: string; humanCheck?: string | null; lang: Lang; ip: string },
): Promise<{ expiresInSeconds: number; sentTo: string }> {
  const { sender } = await prepare(deps, args);
  await verifyHumanCheck(deps, args.humanCheck);
  await beforeCodeSend(deps, "TRANSFER", sender.email, args.ip);
  const code = await issueCode(deps, "TRANSFER", sender.email, sender.id);
  await sendMessage(deps, { channel: "EMAIL", to: sender.email, template: "transferCode", lang: args.lang, vars: { code, minutes: CODE_TTL_MS / 60_000 } });
  return { expiresInSeconds: CODE_TTL_MS / 1000, sentTo: maskOwnEmail(sender.email) };
}

/**
 * Step 2: with the e-mailed code, moves the ticket in one transaction. The UPDATE names the owner,
 * qrVersion and status it read: of two transfers of one ticket at once exactly one changes a row; the
 * other gets TransferConflictError and changes nothing (its code is not used up either).
 */
export async function transferTicket(
  deps: Deps,
  args: { userId: string; ticketId: string; toEmail: string; confirmEmail: string; code: string },
): Promise<{ transferId: string; ticketId: string }> {
  const { code } = validate(z.object({ code: codeRule }), { code: args.code });
  const { ticket, sender, recipient } = await prepare(deps, args);
  const codeId = await checkCode(deps, { purpose: "TRANSFER", target: sender.email, code, userId: sender.id });
  const now = deps.now();
  const lockedUntil = new Date(now.getTime() + ticket.event.transferLockHours * 3600_000);

  const transfer = await deps.db.$transaction(async (tx) => {
    const moved = await moveTicket(tx, { ticketId: ticket.id, fromUserId: sender.id, toUserId: recipient.id, qrVersion: ticket.qrVersion, lockedUntil, now });
    if (!moved) throw new TransferConflictError();
    // The limit again, under the transaction: two fans sending the same recipient tickets at once.
    await lockFanRow(tx, recipient.id);
    await checkRecipientAfterMove(tx, ticket.event, recipient.id);
    await consumeCode(deps, tx, codeId, "TRANSFER");
    const created = await tx.transfer.create({
      data: { ticketId: ticket.id, fromUserId: sender.id, toUserId: recipient.id, toEmail: recipient.email, status: "COMPLETED", createdAt: now, completedAt: now },
    });
    // The sender acts; the recipient is the other party (the row is "about" both for their exports).
    await deps.events.emit(tx, deps, "ticket:transferred", { ticketId: ticket.id, ticketNo: ticket.ticketNo, eventId: ticket.event.id, transferId: created.id, at: now });
    await recordAudit(tx, { action: "ticket.transfer", outcome: "SUCCESS", actorUserId: sender.id, subjectUserId: recipient.id, targetType: "Transfer", targetId: created.id, details: { ticketNo: ticket.ticketNo, eventId: ticket.event.id } });
    return created;
  });

  // After the commit: the old owner's screen loses its code, the new owner's gets one.
  void deps.pubsub.publish("ticket:qr", ticket.id, { ticketId: ticket.id, version: ticket.qrVersion + 1 });
  void deps.pubsub.publish("ticket:status", ticket.id, { ticketId: ticket.id, status: ticket.status });
  await notifyBoth(deps, { ticketNo: ticket.ticketNo, event: ticket.event.title, hours: ticket.event.transferLockHours, sender, recipient });
  return { transferId: transfer.id, ticketId: ticket.id };
}

async function checkRecipientAfterMove(tx: Tx, event: { id: string; maxTicketsPerAccount: number; requiresIdentity: boolean }, recipientId: string) {
  const held = await countHeldTickets(tx, recipientId, event.id);
  if (held > event.maxTicketsPerAccount) throw new RecipientTicketLimitError(event.maxTicketsPerAccount);
}

async function notifyBoth(
  deps: Deps,
  t: { ticketNo: string; event: string; hours: number; sender: { email: string; nickname: string; language: string }; recipient: { email: string; nickname: string; language: string } },
) {
  const vars = { ticketNo: t.ticketNo, event: t.event, hours: t.hours, to: t.recipient.email, from: t.sender.nickname };
  const sent = transferTexts[toLang(t.sender.language)];
  const received = transferTexts[toLang(t.recipient.language)];
  await Promise.all([
    sendMessage(deps, { channel: "EMAIL", to: t.sender.email, template: "generic", lang: toLang(t.sender.language), vars: { subject: sent.sentSubject, text: fillTransferText(sent.sentText, vars) } }),
    sendMessage(deps, {
      channel: "EMAIL",
      to: t.recipient.email,
      template: "generic",
      lang: toLang(t.recipient.language),
      vars: { subject: received.receivedSubject, text: fillTransferText(received.receivedText, vars) },
    }),
  ]).catch((e: unknown) => deps.log.error(`transfer mail failed: ${String(e)}`));
}

/** The public page a shared transfer link opens: the event and ticket type, no personal data but the sender's nickname. */
export async function sharedTransfer(deps: Deps, transferId: string) {
  const t = await deps.db.transfer.findUnique({ where: { id: transferId } });
  if (!t || t.status !== "COMPLETED") return null;
  const ticket = await findTicketById(deps, t.ticketId);
  if (!ticket) return null;
  const [nicknames, event, [ticketType]] = await Promise.all([
    nicknamesOf(deps.db, [t.fromUserId]),
    findEventById(deps, { select: { title: true, slug: true, startsAt: true, timeZone: true, venue: true } }, ticket.eventId),
    ticketTypeNamesOf(deps.db, [ticket.ticketTypeId]),
  ]);
  return {
    id: t.id,
    fromNickname: nicknames.get(t.fromUserId) ?? "",
    completedAt: t.completedAt ?? t.createdAt,
    eventTitle: event.title,
    eventSlug: event.slug,
    startsAt: event.startsAt,
    timeZone: event.timeZone,
    venue: event.venue,
    ticketTypeName: ticketType?.name ?? "",
  };
}

