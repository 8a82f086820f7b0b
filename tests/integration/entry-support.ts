// Factories and operations shared by the transfer and entry tests: fans with tickets made straight in
// the database (the purchase flow is another module's), transfers through the real e-mailed code.
import { expect } from "vitest";
import type { TestServer } from "../helpers/server.ts";
import { solvedHumanCheck as humanCheck } from "../helpers/human-check.ts";
import { gql, latestCode, newIp, signUp } from "../helpers/accounts.ts";
import { graphql } from "../gql/index.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createTicket } from "../factories/tickets.ts";

/** Solves the server's human check the way the widget does in the browser. */
export { humanCheck };

export const ENTRY_ERROR = graphql(`fragment EntryError on Error { code message field }`);

export type Fan = Awaited<ReturnType<typeof signUp>> & { ip: string };

export async function newFan(s: TestServer): Promise<Fan> {
  return signUp(s, { ip: newIp() });
}

/**
 * A PAID ticket for a fan, of the standing type of `opts.event` (made by tests/factories/events.ts);
 * without one, of a fresh event of its own on sale.
 */
export async function giveTicket(s: TestServer, userId: string, opts: { event?: OnSaleEvent } = {}) {
  const deps = s.app.deps;
  const made = opts.event ?? (await createOnSaleEvent(deps, { standing: 20 }));
  const issued = await createTicket(deps, { ownerId: userId, ticketTypeId: made.standingTypeId });
  const ticket = await deps.db.ticket.findUniqueOrThrow({ where: { id: issued.id } });
  const event = await deps.db.event.findUniqueOrThrow({ where: { id: made.id }, include: { ticketTypes: true } });
  return { ...ticket, globalId: issued.nodeId, event };
}

export const SEND_TRANSFER_CODE = graphql(`mutation EntrySendTransferCode($input: SendTransferCodeInput!) { sendTransferCode(input: $input) { __typename ...EntryError ... on TransferCodeSent { expiresInSeconds sentTo } ... on TransferLockedError { lockedUntil } ... on RecipientTicketLimitError { max } } }`);
export const TRANSFER = graphql(`mutation EntryTransfer($input: TransferTicketInput!) { transferTicket(input: $input) { __typename ...EntryError ... on TransferDone { transferId toEmail } } }`);


/** Sends the code to the sender and reads it from the dev outbox. */
export async function transferCode(s: TestServer, from: Pick<Fan, "token" | "ip" | "email">, ticketGlobalId: string, toEmail: string): Promise<string> {
  const r = await gql(s, SEND_TRANSFER_CODE, { input: { ticketId: ticketGlobalId, toEmail, confirmEmail: toEmail, humanCheck: await humanCheck(s) } }, { token: from.token, ip: from.ip });
  expect(r.errors).toBeUndefined();
  expect(r.data?.sendTransferCode.__typename).toBe("TransferCodeSent");
  return latestCode(s, from.email);
}

export async function transfer(s: TestServer, from: Pick<Fan, "token" | "ip" | "email">, ticketGlobalId: string, toEmail: string) {
  const code = await transferCode(s, from, ticketGlobalId, toEmail);
  const r = await gql(s, TRANSFER, { input: { ticketId: ticketGlobalId, toEmail, confirmEmail: toEmail, code } }, { token: from.token, ip: from.ip });
  expect(r.errors).toBeUndefined();
  return r.data!.transferTicket;
}

export const QR_CODE = graphql(`query EntryQrCode($kind: PassKind!, $id: String!) { qrCode(kind: $kind, id: $id) { active code validUntil pass { keyId secret version periodSeconds passPublicKey certificate } } }`);

export async function currentCode(s: TestServer, fan: { token: string }, ticketGlobalId: string): Promise<string> {
  const r = await gql(s, QR_CODE, { kind: "TICKET", id: ticketGlobalId }, { token: fan.token });
  expect(r.errors).toBeUndefined();
  expect(r.data?.qrCode?.active).toBe(true);
  return r.data!.qrCode!.code!;
}

export const VERIFY = graphql(`mutation EntryVerify($input: VerifyEntryInput!) { verifyEntry(input: $input) { __typename ...EntryError ... on EntryVerification { result kind scannedAt firstUsedAt firstEntrance ticketNo eventTitle productName } } }`);
