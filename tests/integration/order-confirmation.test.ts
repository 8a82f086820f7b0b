// The order confirmation e-mail (issue 34), read as it leaves over SMTP (a local smtp-server): a fan whose
// language is Vietnamese pays a ticket order (a standing place and a seat) with Fan Coin and gets, in
// Vietnamese, the event, its time in the venue's zone, the venue, each ticket with its seat or area, the total,
// a link to each ticket's page and a calendar file (.ics); never the QR's secret. A cancelled event's refund
// e-mail names the event.
import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../../server/src/config.ts";
import { newOrderNo } from "../../server/src/modules/orders/index.ts";
import { setPayPassword } from "../../server/src/modules/users/index.ts";
import { creditTopUp } from "../../server/src/modules/wallet/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { signUp } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { PAY_ORDER, PAY_PASSWORD, key } from "./payments-support.ts";

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, done) {
    let data = "";
    stream.on("data", (c: Buffer) => (data += c.toString("utf8")));
    stream.on("end", () => {
      received.push(data);
      done();
    });
  },
});

let s: TestServer;
beforeAll(async () => {
  await new Promise<void>((r) => (smtp.server as unknown as http.Server).listen(0, "127.0.0.1", () => r()));
  const port = (smtp.server.address() as { port: number }).port;
  const base = loadConfig();
  s = await startTestServer({ mail: { ...base.mail, smtpUrl: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await s?.stop();
  await new Promise<void>((r) => smtp.close(() => r()));
});

/** The decoded body of the MIME part whose headers match `header` (quoted-printable or base64). */
function mimePart(raw: string, header: RegExp): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => header.test(p.split(/\r?\n\r?\n/)[0]!));
  if (!part) throw new Error(`no part matching ${header}`);
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

describe("order confirmation e-mail", () => {
  it("reaches the fan in their language with the event, venue time, seats, total, ticket links and an .ics; never the QR", async () => {
    const { db } = s.app.deps;
    const fan = await signUp(s, { lang: "vi" });
    await db.user.update({ where: { id: fan.user.id }, data: { language: "vi" } });
    await setPayPassword(s.app.deps, fan.user.id, PAY_PASSWORD);
    await db.$transaction((tx) => creditTopUp(tx, fan.user.id, 5_000_00, `confirm-${crypto.randomUUID()}`, "Test top-up"));
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10, standingPrice: 500_00, seatedPrice: 900_00 });
    // 20 December 2026, 12:00 UTC: 20:00 in Hong Kong, where the venue is.
    await db.event.update({ where: { id: ev.id }, data: { startsAt: new Date("2026-12-20T12:00:00Z"), timeZone: "Asia/Hong_Kong", venue: "Test Arena" } });
    const seat = await db.seat.findFirstOrThrow({ where: { eventId: ev.id, row: "B", number: 7 } });
    await db.ticketType.update({ where: { id: ev.standingTypeId }, data: { sold: { increment: 1 } } });
    const order = await db.order.create({
      data: {
        orderNo: newOrderNo("TICKET", new Date()),
        userId: fan.user.id,
        kind: "TICKET",
        eventId: ev.id,
        currency: "HKD",
        totalAmount: 1_400_00,
        expiresAt: new Date(Date.now() + 10 * 60_000),
        items: {
          create: [
            { kind: "TICKET", ticketTypeId: ev.standingTypeId, quantity: 1, unitAmount: 500_00 },
            { kind: "TICKET", ticketTypeId: ev.seatedTypeId, seatId: seat.id, quantity: 1, unitAmount: 900_00 },
          ],
        },
      },
    });
    await db.seat.update({ where: { id: seat.id }, data: { status: "HELD", heldByOrderId: order.id } });

    const paid = await s.gql(PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: fan.token });
    member(paid.data?.payOrder, "PaymentAccepted");

    const row = await db.mailOutbox.findFirstOrThrow({ where: { to: fan.email, template: "orderConfirmation" } });
    expect(row).toMatchObject({ status: "SENT", language: "vi", subject: `Fanfare · Vé của bạn cho ${ev.title} (đơn hàng ${order.orderNo})` });
    const tickets = await db.ticket.findMany({ where: { eventId: ev.id, ownerId: fan.user.id }, orderBy: { ticketNo: "asc" } });
    expect(tickets).toHaveLength(2);

    const raw = received.find((m) => m.includes(order.orderNo) || m.includes(`${order.orderNo}.ics`));
    expect(raw, "the e-mail reached the SMTP server").toBeDefined();
    const text = mimePart(raw!, /Content-Type: text\/plain/i);
    expect(text).toContain(`Cảm ơn bạn: đơn hàng ${order.orderNo} đã được thanh toán`);
    expect(text).toContain(`Sự kiện: ${ev.title}`);
    expect(text).toContain("Ngày và giờ: 20:00 GMT+8 CN, 20 thg 12, 2026");
    expect(text).toContain("Địa điểm: Test Arena, Hong Kong");
    expect(text).toContain("khu R, hàng B, ghế 7");
    expect(text).toContain("Standing · S");
    expect(text).toContain("Tổng đã thanh toán: HK$1,400.00");
    for (const t of tickets) {
      expect(text).toContain(t.ticketNo);
      expect(text).toContain(`/#/ticket-detail?id=${t.id}`);
      // The QR's secret is nowhere in the message, in any encoding.
      expect(raw).not.toContain(Buffer.from(t.qrSecret).toString("hex"));
      expect(raw).not.toContain(Buffer.from(t.qrSecret).toString("base64"));
    }
    const html = mimePart(raw!, /Content-Type: text\/html/i);
    expect(html).toContain(`<a href="http://`);
    const ics = mimePart(raw!, /filename="?[^"\r\n]*\.ics/i);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART:20261220T120000Z");
    expect(ics).toContain(`SUMMARY:${ev.title}`);
    expect(ics).toContain("LOCATION:Test Arena\\, Hong Kong");
    expect(ics).toContain(`UID:${order.orderNo}@fanfare`);
    expect(raw).toMatch(/Content-Type: text\/calendar/i);
  });
});
