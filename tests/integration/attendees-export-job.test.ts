// Attendee exports as background jobs (issue 34): an owner asks for a 2,000-ticket event's attendees as
// XLSX, polls rows done of rows total, and the file (written by exceljs's streaming WorkbookWriter) opens
// with exceljs and holds one row per ticket with the holder's and the buyer's e-mail in full; a key
// without attendees:contact gets them masked; CSV the same way. Only the requester reads an export; another
// organisation's event is not found; at most two run per requester. Each is audited.
import crypto from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { maskEmail } from "../../server/src/modules/users/email-mask.rules.ts";
import { graphql } from "../gql/index.ts";

const ATTENDEES = 2_000;
let s: TestServer;
let owner: Fan;
let strangerOwner: Fan;
const orgA = `org_xa_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_xb_${crypto.randomBytes(3).toString("hex")}`;
let eventId: string;
const people: { id: string; email: string }[] = [];
/** ticketNo → [holder's e-mail, buyer's e-mail, order number] */
const expected = new Map<string, [string, string, string]>();

const START = graphql(`
  mutation ExportStart($eventId: ID!, $format: AttendeesExportFormat!) {
    startAttendeesExport(eventId: $eventId, format: $format) { __typename ... on AttendeesExport { id status rowsDone rowsTotal revealed } ... on Error { code } }
  }
`);
const JOB = graphql(`query ExportJob($id: ID!) { attendeesExport(id: $id) { id status rowsDone rowsTotal revealed fileName contentType fileBase64 } }`);

async function exportFile(token: string, format: "XLSX" | "CSV") {
  const started = await s.gql(START, { eventId, format }, { token });
  const job = started.data!.startAttendeesExport;
  if (job.__typename !== "AttendeesExport") throw new Error(JSON.stringify(started));
  expect(job.rowsTotal).toBe(ATTENDEES);
  const seen: number[] = [job.rowsDone];
  for (let i = 0; i < 600; i++) {
    const r = (await s.gql(JOB, { id: job.id }, { token })).data!.attendeesExport!;
    seen.push(r.rowsDone);
    if (r.status === "DONE") {
      expect(r.fileBase64).toEqual(expect.any(String));
      // Progress only ever goes forward, and ends at the total.
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      expect(r.rowsDone).toBe(ATTENDEES);
      return { id: job.id, revealed: r.revealed, fileName: r.fileName, contentType: r.contentType, file: Buffer.from(r.fileBase64!, "base64") };
    }
    expect(r.status).toBe("RUNNING");
    expect(r.fileBase64).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the export never finished");
}

async function rowsOfXlsx(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? "" : String(v)))));
  return rows;
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.deps.db;
  [owner, strangerOwner] = await createFans(s.app.deps, 2);
  await db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  await db.organisationMember.createMany({ data: [{ organisationId: orgA, userId: owner.id, role: "OWNER" }, { organisationId: orgB, userId: strangerOwner.id, role: "OWNER" }] });
  const event = await db.event.create({
    data: {
      organisationId: orgA,
      slug: `export-${crypto.randomBytes(3).toString("hex")}`,
      title: "Export night",
      about: "-",
      venue: "Hall",
      city: "Hong Kong",
      startsAt: new Date(Date.now() + 30 * 86400_000),
      saleStartsAt: new Date(Date.now() - 86400_000),
      ticketTypes: { create: [{ name: "=Floor, standing", area: "F", priceAmount: 50_000, currency: "HKD", capacity: ATTENDEES }] },
    },
    include: { ticketTypes: true },
  });
  eventId = event.id;
  const typeId = event.ticketTypes[0]!.id;
  const tag = crypto.randomBytes(4).toString("hex");
  // 200 fans; 1,000 orders of two tickets; every fifth ticket was given to the next fan.
  for (let i = 0; i < 200; i++) people.push({ id: `xp-${tag}-${i}`, email: `export-${tag}-${i}@example.com` });
  await db.user.createMany({ data: people.map((p, i) => ({ id: p.id, email: p.email, passwordHash: "!", nickname: `Fan ${i}`, inviteCode: `X${tag}${i}`.toUpperCase() })) });
  const orders = Array.from({ length: ATTENDEES / 2 }, (_, i) => ({ id: `xo-${tag}-${i}`, orderNo: `X${tag}${String(i).padStart(5, "0")}`.toUpperCase(), buyer: people[i % people.length]! }));
  await db.order.createMany({ data: orders.map((o) => ({ id: o.id, orderNo: o.orderNo, userId: o.buyer.id, kind: "TICKET" as const, status: "PAID" as const, eventId, currency: "HKD", totalAmount: 100_000, paidAt: new Date() })) });
  await db.orderItem.createMany({ data: orders.map((o) => ({ id: `${o.id}-i`, orderId: o.id, kind: "TICKET" as const, ticketTypeId: typeId, quantity: 2, unitAmount: 50_000 })) });
  const tickets = orders.flatMap((o, i) =>
    [0, 1].map((k) => {
      const n = i * 2 + k;
      const holder = n % 5 === 0 ? people[(i + 1) % people.length]! : o.buyer;
      const ticketNo = `XT${tag}${String(n).padStart(5, "0")}`.toUpperCase();
      expected.set(ticketNo, [holder.email, o.buyer.email, o.orderNo]);
      return { ticketNo, eventId, ticketTypeId: typeId, ownerId: holder.id, orderItemId: `${o.id}-i`, qrSecret: crypto.randomBytes(16) };
    }),
  );
  for (let i = 0; i < tickets.length; i += 500) await db.ticket.createMany({ data: tickets.slice(i, i + 500) });
}, 180_000);
afterAll(() => s?.stop());

describe("attendees export jobs", () => {
  it("an owner's XLSX of a 2,000-ticket event opens with exceljs and holds every ticket with the e-mail addresses in full, audited", async () => {
    const done = await exportFile(owner.token, "XLSX");
    expect(done.revealed).toBe(true);
    expect(done.fileName).toMatch(/^attendees-.*\.xlsx$/);
    expect(done.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const rows = await rowsOfXlsx(done.file);
    expect(rows[0]).toEqual(["ticketNo", "status", "ticketType", "area", "seat", "holderNickname", "holderEmail", "orderNo", "buyerEmail", "validatedAt", "validatedEntrance", "holderWheelchair", "holderCompanionSeats"]);
    expect(rows).toHaveLength(ATTENDEES + 1);
    const got = new Map(rows.slice(1).map((r) => [r[0]!, [r[6]!, r[8]!, r[7]!] as [string, string, string]]));
    expect(got).toEqual(expected);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(rows[1]![2]).toBe("'=Floor, standing");
    expect(rows.slice(1).every((r) => r[1] === "PAID")).toBe(true);

    const audit = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.attendees_export", targetId: eventId } });
    expect(audit.map((r) => r.details)).toEqual([{ organisationId: orgA, eventId, count: ATTENDEES, format: "xlsx", revealed: true }]);
    expect(audit[0]!.actorUserId).toBe(owner.id);
  }, 120_000);

  it("a key without attendees:contact gets the addresses masked; CSV is made the same way", async () => {
    const token = (await createStaffToken(s.app.deps.db, "export key", ["attendees:read"], { organisationId: orgA })).token;
    const done = await exportFile(token, "CSV");
    expect(done.revealed).toBe(false);
    const text = done.file.toString("utf8");
    expect(text.startsWith("\uFEFFticketNo,")).toBe(true);
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(ATTENDEES + 1);
    for (const p of people.slice(0, 20)) expect(text).not.toContain(p.email);
    expect(text).toContain(maskEmail(people[0]!.email));
  }, 120_000);

  it("only its requester reads an export; another organisation's event is not found; at most two run at once", async () => {
    const mine = await exportFile(owner.token, "XLSX");
    expect((await s.gql(JOB, { id: mine.id }, { token: strangerOwner.token })).data!.attendeesExport).toBeNull();
    const otherKey = (await createStaffToken(s.app.deps.db, "same org key", ["attendees:read", "attendees:contact"], { organisationId: orgA })).token;
    expect((await s.gql(JOB, { id: mine.id }, { token: otherKey })).data!.attendeesExport).toBeNull();
    expect((await s.gql(START, { eventId, format: "XLSX" }, { token: strangerOwner.token })).data!.startAttendeesExport).toMatchObject({ __typename: "NotFoundError" });

    // Two of the owner's exports still running: a third is refused.
    const db = s.app.deps.db;
    await db.attendeeExport.createMany({ data: [1, 2].map(() => ({ organisationId: orgA, eventId, requestedById: owner.id, format: "xlsx", revealed: true, rowsTotal: 1 })) });
    expect((await s.gql(START, { eventId, format: "XLSX" }, { token: owner.token })).data!.startAttendeesExport).toMatchObject({ __typename: "RateLimitedError", code: "RATE_LIMITED" });
  }, 120_000);
});
