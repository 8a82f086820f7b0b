// Ticket transfers over HTTP against the real database: the e-mailed code, the rules on the way, the
// race between two transfers of one ticket, and the lock period.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, latestCode, outbox, uniqueEmail } from "../helpers/accounts.ts";
import { giveTicket, humanCheck, newFan, SEND_TRANSFER_CODE, TRANSFER, transfer, transferCode } from "./entry-support.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import type { TicketListTab } from "../gql/graphql.ts";
import { createOnSaleEvent } from "../factories/events.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

const TICKET = graphql(`query TransfersFlow($id: ID!) { ticket(id: $id) { ticketNo canTransfer transferLockedUntil history { kind outgoing } qrPass { version } } }`);

describe("transfer", () => {
  it("moves the ticket with the e-mailed code, e-mails both sides and locks it for the event's lock period", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const before = await gql(s, TICKET, { id: ticket.globalId }, { token: a.token });
    expect(before.data!.ticket!.canTransfer).toBe(true);
    expect(before.data!.ticket!.qrPass!.version).toBe(1);

    const done = await transfer(s, a, ticket.globalId, b.email.toUpperCase());
    expect(done.__typename).toBe("TransferDone");
    expect(done).toMatchObject({ toEmail: b.email });

    expect((await gql(s, TICKET, { id: ticket.globalId }, { token: a.token })).data!.ticket).toBeNull();
    const mine = (await gql(s, TICKET, { id: ticket.globalId }, { token: b.token })).data!.ticket;
    expect(mine!.canTransfer).toBe(false);
    expect(mine!.qrPass!.version).toBe(2);
    expect(mine!.history.map((h) => h.kind)).toEqual(["PURCHASED", "TRANSFERRED"]);
    expect(mine!.history[1].outgoing).toBe(false);
    const hours = (new Date(mine!.transferLockedUntil!).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const [toA] = await outbox(s, a.email);
    const [toB] = await outbox(s, b.email);
    expect(toA.subject).toBe("Your ticket has been transferred");
    expect(toA.text).toContain(ticket.ticketNo);
    expect(toB.subject).toBe("You received a ticket");

    // B cannot pass it on during the lock period…
    const c = await newFan(s);
    const locked = await gql(s, SEND_TRANSFER_CODE, { input: { ticketId: ticket.globalId, toEmail: c.email, confirmEmail: c.email } }, { token: b.token, ip: b.ip });
    expect(locked.data!.sendTransferCode.__typename).toBe("TransferLockedError");
    expect(locked.data!.sendTransferCode).toMatchObject({ code: "TRANSFER_LOCKED" });
    expect(locked.data!.sendTransferCode).toMatchObject({ message: expect.stringContaining("24") });
    // …and can once it has passed.
    const realNow = s.app.deps.now;
    s.app.deps.now = () => new Date(Date.now() + 24 * 3600_000 + 60_000);
    try {
      const later = await transfer(s, b, ticket.globalId, c.email);
      expect(later.__typename).toBe("TransferDone");
    } finally {
      s.app.deps.now = realNow;
    }
    const share = await gql(s, graphql(`query TransfersFlow2($id: ID!) { sharedTransfer(id: $id) { eventTitle ticketTypeName fromNickname } }`), { id: member(done, "TransferDone").transferId });
    expect(share.data!.sharedTransfer!.eventTitle).toBe(ticket.event.title);
    expect(share.data!.sharedTransfer!.ticketTypeName).toBe(ticket.event.ticketTypes.find((t) => t.id === ticket.ticketTypeId)?.name);
    expect(share.data!.sharedTransfer!.fromNickname).toEqual(expect.stringMatching(/\S/));
  });

  it("leaves the sender a record of the transferred ticket under Others", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    const LIST = graphql(`query TransfersFlow3($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { ticketNo transferredAway } } } }`);
    const list = async (token: string, tab: TicketListTab) => (await gql(s, LIST, { tab }, { token })).data!.myTickets.edges.map((e) => e.node);
    expect(await list(a.token, "OTHERS")).toEqual([{ ticketNo: ticket.ticketNo, transferredAway: true }]);
    expect(await list(a.token, "UPCOMING")).toEqual([]);
    expect(await list(b.token, "UPCOMING")).toEqual([{ ticketNo: ticket.ticketNo, transferredAway: false }]);
    expect(await list(b.token, "OTHERS")).toEqual([]);
  });

  it("needs the recipient twice, registered, not the sender, and the right code", async () => {
    const a = await newFan(s);
    const ticket = await giveTicket(s, a.user.id);
    const send = (toEmail: string, confirmEmail = toEmail) =>
      gql(s, SEND_TRANSFER_CODE, { input: { ticketId: ticket.globalId, toEmail, confirmEmail } }, { token: a.token, ip: a.ip });
    const mismatch = (await send("x@example.com", "y@example.com")).data!.sendTransferCode;
    expect(mismatch.__typename).toBe("ValidationError");
    expect(mismatch).toMatchObject({ field: "confirmEmail" });
    expect((await send(uniqueEmail("nobody"))).data!.sendTransferCode).toMatchObject({ code: "RECIPIENT_NOT_REGISTERED" });
    expect((await send(a.email)).data!.sendTransferCode).toMatchObject({ code: "TRANSFER_TO_SELF" });

    const b = await newFan(s);
    expect((await send(b.email)).data!.sendTransferCode).toMatchObject({ code: "HUMAN_CHECK_FAILED" });
    // The code screen names the sender's own address (partly masked), not a placeholder.
    const sent = await gql(s, SEND_TRANSFER_CODE, { input: { ticketId: ticket.globalId, toEmail: b.email, confirmEmail: b.email, humanCheck: await humanCheck(s) } }, { token: a.token, ip: a.ip });
    const [mailbox, domain] = a.email.split("@");
    expect(member(sent.data!.sendTransferCode, "TransferCodeSent").sentTo).toBe(`${mailbox.slice(0, 2)}•••@${domain}`);
    const wrong = await gql(s, TRANSFER, { input: { ticketId: ticket.globalId, toEmail: b.email, confirmEmail: b.email, code: "000000" } }, { token: a.token, ip: a.ip });
    expect(wrong.data!.transferTicket).toMatchObject({ code: "INVALID_CODE" });
    // Someone else's ticket is not found, whatever the code.
    const code = await latestCode(s, a.email);
    const stolen = await gql(s, TRANSFER, { input: { ticketId: ticket.globalId, toEmail: a.email, confirmEmail: a.email, code } }, { token: b.token, ip: b.ip });
    expect(stolen.data!.transferTicket).toMatchObject({ code: "NOT_FOUND" });
  });

  it("applies the recipient's per-event ticket limit", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    // One event: the limit counts the recipient's tickets for the ticket's event.
    const event = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const ticket = await giveTicket(s, a.user.id, { event });
    for (let i = 0; i < 4; i++) await giveTicket(s, b.user.id, { event });
    const r = await gql(s, SEND_TRANSFER_CODE, { input: { ticketId: ticket.globalId, toEmail: b.email, confirmEmail: b.email } }, { token: a.token, ip: a.ip });
    expect(r.data!.sendTransferCode.__typename).toBe("RecipientTicketLimitError");
    expect(r.data!.sendTransferCode).toMatchObject({ max: 4 });
  });

  it("requires audience identity information of the recipient for real-name events", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id, { event: await createOnSaleEvent(s.app.deps, { standing: 10, requiresIdentity: true }) });
    const r = await gql(s, SEND_TRANSFER_CODE, { input: { ticketId: ticket.globalId, toEmail: b.email, confirmEmail: b.email } }, { token: a.token, ip: a.ip });
    expect(r.data!.sendTransferCode).toMatchObject({ code: "RECIPIENT_IDENTITY_REQUIRED" });
  });

  it("of two transfers of one ticket at once, exactly one wins", async () => {
    const [a, b, c] = [await newFan(s), await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const code = await transferCode(s, a, ticket.globalId, b.email);
    const go = (to: string) => gql(s, TRANSFER, { input: { ticketId: ticket.globalId, toEmail: to, confirmEmail: to, code } }, { token: a.token, ip: a.ip });
    const results = (await Promise.all([go(b.email), go(c.email), go(b.email), go(c.email)])).map((r) => r.data!.transferTicket);
    const winners = results.filter((r) => r.__typename === "TransferDone");
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => r.__typename !== "TransferDone")) expect(["TRANSFER_CONFLICT", "NOT_FOUND", "INVALID_CODE"]).toContain(loser.code);
    const db = s.app.deps.db;
    const row = await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.ownerId).toBe(winners[0].toEmail === b.email ? b.user.id : c.user.id);
    expect(row.qrVersion).toBe(2);
    expect(await db.ticketHistory.count({ where: { ticketId: ticket.id, kind: "TRANSFERRED" } })).toBe(1);
    expect(await db.transfer.count({ where: { ticketId: ticket.id } })).toBe(1);
  });
});
