// Factories and operations shared by the transfer and entry tests: fans with tickets made straight in
// the database (the purchase flow is another module's), transfers through the real e-mailed code.
import crypto from "node:crypto";
import { expect } from "vitest";
import type { TestServer } from "../helpers/server.ts";
import { solvedHumanCheck as humanCheck } from "../helpers/human-check.ts";
import { gql, latestCode, newIp, signUp } from "../helpers/accounts.ts";

/** Solves the server's human check the way the widget does in the browser. */
export { humanCheck };

export const ERR = `__typename ... on Error { code message field }`;

export type Fan = Awaited<ReturnType<typeof signUp>> & { ip: string };

export async function newFan(s: TestServer): Promise<Fan> {
  return signUp(s, { ip: newIp() });
}

let seq = 0;
/** A PAID ticket for a fan, of the standing type of the given event (default the public seated event's area C). */
export async function giveTicket(s: TestServer, userId: string, opts: { slug?: string; area?: string } = {}) {
  const db = s.app.deps.db;
  const event = await db.event.findUniqueOrThrow({ where: { slug: opts.slug ?? "neon-nights-live-2026" }, include: { ticketTypes: true } });
  const type = event.ticketTypes.find((t) => t.area === (opts.area ?? "C")) ?? event.ticketTypes[0];
  const ticketNo = `FT${process.pid}${Date.now() % 1e7}${seq++}`;
  const ticket = await db.ticket.create({
    data: {
      ticketNo,
      eventId: event.id,
      ticketTypeId: type.id,
      ownerId: userId,
      status: "PAID",
      qrSecret: crypto.randomBytes(32),
      history: { create: [{ kind: "PURCHASED", toUserId: userId }] },
    },
  });
  return { ...ticket, globalId: Buffer.from(`Ticket:${ticket.id}`).toString("base64"), event };
}

export const SEND_TRANSFER_CODE = `mutation($input: SendTransferCodeInput!) { sendTransferCode(input: $input) { ${ERR} ... on TransferCodeSent { expiresInSeconds } ... on TransferLockedError { lockedUntil } ... on RecipientTicketLimitError { max } } }`;
export const TRANSFER = `mutation($input: TransferTicketInput!) { transferTicket(input: $input) { ${ERR} ... on TransferDone { transferId toEmail } } }`;


/** Sends the code to the sender and reads it from the dev outbox. */
export async function transferCode(s: TestServer, from: Fan, ticketGlobalId: string, toEmail: string): Promise<string> {
  const r = await gql(s, SEND_TRANSFER_CODE, { input: { ticketId: ticketGlobalId, toEmail, confirmEmail: toEmail, humanCheck: await humanCheck(s) } }, { token: from.token, ip: from.ip });
  expect(r.errors).toBeUndefined();
  expect(r.data.sendTransferCode.__typename).toBe("TransferCodeSent");
  return latestCode(s, from.email);
}

export async function transfer(s: TestServer, from: Fan, ticketGlobalId: string, toEmail: string) {
  const code = await transferCode(s, from, ticketGlobalId, toEmail);
  const r = await gql(s, TRANSFER, { input: { ticketId: ticketGlobalId, toEmail, confirmEmail: toEmail, code } }, { token: from.token, ip: from.ip });
  expect(r.errors).toBeUndefined();
  return r.data.transferTicket;
}

export const QR_CODE = `query($kind: PassKind!, $id: String!) { qrCode(kind: $kind, id: $id) { active code validUntil pass { keyId secret version periodSeconds passPublicKey certificate } } }`;

export async function currentCode(s: TestServer, fan: { token: string }, ticketGlobalId: string): Promise<string> {
  const r = await gql(s, QR_CODE, { kind: "TICKET", id: ticketGlobalId }, { token: fan.token });
  expect(r.errors).toBeUndefined();
  expect(r.data.qrCode.active).toBe(true);
  return r.data.qrCode.code;
}

export const VERIFY = `mutation($input: VerifyEntryInput!) { verifyEntry(input: $input) { ${ERR} ... on EntryVerification { result kind scannedAt firstUsedAt firstEntrance ticketNo eventTitle productName } } }`;
