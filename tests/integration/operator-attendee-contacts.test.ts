// Buyers' and holders' e-mail addresses in the console's orders, attendees and exports (issue 34): shown
// in full only to roles that may see them (OWNER, MANAGER, BOX_OFFICE: scope attendees:contact) and only
// when asked (revealEmails), each such read audited as a read of personal data; everyone else (a key
// without the scope) sees them masked, and GATE staff see no list at all. Exports carry the addresses the
// caller may see, and are audited with whether they were revealed.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { maskEmail } from "../../server/src/modules/users/email-mask.rules.ts";
import { setSeatingNeed } from "../../server/src/modules/identity/index.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
let buyer: Fan;
let holder: Fan;
const members: Record<"OWNER" | "MANAGER" | "BOX_OFFICE" | "GATE", Fan> = {} as never;
const orgA = `org_ct_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_cu_${crypto.randomBytes(3).toString("hex")}`;
let eventA: string;
let eventB: string;
let orderNo: string;
let ticketNo: string;

const ORDERS = graphql(`
  query ContactsOrders($eventId: ID, $revealEmails: Boolean) {
    operatorOrders(first: 50, eventId: $eventId, revealEmails: $revealEmails) { edges { node { orderNo buyerNickname buyerEmail } } }
  }
`);
const ATTENDEES = graphql(`
  query ContactsAttendees($eventId: ID!, $revealEmails: Boolean) {
    operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) { edges { node { ticketNo holderNickname holderEmail orderNo buyerEmail } } }
  }
`);
const ATTENDEES_CSV = graphql(`query ContactsAttendeesCsv($eventId: ID!) { attendeesCsv(eventId: $eventId) { __typename ... on QueryAttendeesCsvSuccess { data } ... on Error { code } } }`);
const SALES_CSV = graphql(`query ContactsSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }`);

async function key(organisationId: string, scopes: string[]): Promise<string> {
  return (await createStaffToken(s.app.deps.db, "contacts test", scopes, { organisationId })).token;
}

async function eventOf(organisationId: string, tag: string) {
  return s.app.deps.db.event.create({
    data: {
      organisationId,
      slug: `contacts-${tag}-${crypto.randomBytes(3).toString("hex")}`,
      title: `Contacts ${tag}`,
      about: "-",
      venue: "Hall",
      city: "Hong Kong",
      startsAt: new Date(Date.now() + 30 * 86400_000),
      saleStartsAt: new Date(Date.now() - 86400_000),
      ticketTypes: { create: [{ name: "Floor", area: "F", priceAmount: 50_000, currency: "HKD", capacity: 100 }] },
    },
    include: { ticketTypes: true },
  });
}

const auditRows = (action: string, eventId: string) => s.app.deps.db.auditLog.findMany({ where: { action, targetId: eventId }, orderBy: { id: "asc" } });

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.deps.db;
  const fans = await createFans(s.app.deps, 6);
  [buyer, holder] = fans;
  (["OWNER", "MANAGER", "BOX_OFFICE", "GATE"] as const).forEach((role, i) => (members[role] = fans[2 + i]!));
  await db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  await db.organisationMember.createMany({ data: Object.entries(members).map(([role, fan]) => ({ organisationId: orgA, userId: fan.id, role: role as "OWNER" })) });
  const a = await eventOf(orgA, "a");
  const b = await eventOf(orgB, "b");
  eventA = a.id;
  eventB = b.id;
  // The buyer paid for one ticket, then gave it to the holder: buyer and holder differ.
  const order = await db.order.create({
    data: {
      orderNo: `T${crypto.randomBytes(6).toString("hex").toUpperCase()}`,
      userId: buyer.id,
      kind: "TICKET",
      status: "PAID",
      eventId: a.id,
      currency: "HKD",
      totalAmount: 50_000,
      paidAt: new Date(),
      items: { create: [{ kind: "TICKET", ticketTypeId: a.ticketTypes[0]!.id, quantity: 1, unitAmount: 50_000 }] },
    },
    include: { items: true },
  });
  orderNo = order.orderNo;
  const ticket = await db.ticket.create({
    data: { ticketNo: `TK${crypto.randomBytes(5).toString("hex").toUpperCase()}`, eventId: a.id, ticketTypeId: a.ticketTypes[0]!.id, ownerId: holder.id, orderItemId: order.items[0]!.id, qrSecret: crypto.randomBytes(32) },
  });
  ticketNo = ticket.ticketNo;
}, 120_000);
afterAll(() => s?.stop());

describe("e-mail addresses in the lists", () => {
  it("are masked unless asked for, and shown in full to owners, managers and box office when asked, each read audited", async () => {
    for (const role of ["OWNER", "MANAGER", "BOX_OFFICE"] as const) {
      const token = members[role].token;
      const before = (await auditRows("operator.personal_data_read", eventA)).length;
      const masked = await s.gql(ORDERS, { eventId: eventA }, { token });
      expect(masked.errors).toBeUndefined();
      expect(masked.data!.operatorOrders.edges.map((e) => e.node)).toEqual([{ orderNo, buyerNickname: expect.any(String), buyerEmail: maskEmail(buyer.email) }]);
      expect((await auditRows("operator.personal_data_read", eventA)).length).toBe(before);

      const orders = await s.gql(ORDERS, { eventId: eventA, revealEmails: true }, { token });
      expect(orders.data!.operatorOrders.edges[0]!.node.buyerEmail).toBe(buyer.email);
      const attendees = await s.gql(ATTENDEES, { eventId: eventA, revealEmails: true }, { token });
      expect(attendees.errors).toBeUndefined();
      expect(attendees.data!.operatorAttendees.edges.map((e) => e.node)).toEqual([{ ticketNo, holderNickname: expect.any(String), holderEmail: holder.email, orderNo, buyerEmail: buyer.email }]);

      const audit = (await auditRows("operator.personal_data_read", eventA)).slice(before);
      expect(audit.map((r) => [r.actorUserId, (r.details as { reason: string }).reason, (r.details as { count: number }).count])).toEqual([
        [members[role].id, "orders", 1],
        [members[role].id, "attendees", 1],
      ]);
      expect(audit[0]!.details).toMatchObject({ organisationId: orgA, eventId: eventA });
    }
  });

  it("stay masked for a caller without attendees:contact even when asked, with nothing audited; gate staff see no list", async () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j•••@e•••.com");
    const token = await key(orgA, ["orders:read", "attendees:read"]);
    const before = (await auditRows("operator.personal_data_read", eventA)).length;
    const orders = await s.gql(ORDERS, { eventId: eventA, revealEmails: true }, { token });
    expect(orders.data!.operatorOrders.edges[0]!.node.buyerEmail).toBe(maskEmail(buyer.email));
    const attendees = await s.gql(ATTENDEES, { eventId: eventA, revealEmails: true }, { token });
    expect(attendees.data!.operatorAttendees.edges[0]!.node).toMatchObject({ holderEmail: maskEmail(holder.email), buyerEmail: maskEmail(buyer.email) });
    expect(JSON.stringify([orders, attendees])).not.toContain(buyer.email);
    expect(JSON.stringify([orders, attendees])).not.toContain(holder.email);
    expect((await auditRows("operator.personal_data_read", eventA)).length).toBe(before);

    const gate = members.GATE.token;
    expect((await s.gql(ATTENDEES, { eventId: eventA, revealEmails: true }, { token: gate })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await s.gql(ORDERS, { eventId: eventA, revealEmails: true }, { token: gate })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("never shows another organisation's buyers", async () => {
    // Another organisation's event is NOT_FOUND, as one that does not exist (issue 35): nothing of it is answered.
    const r = await s.gql(ORDERS, { eventId: eventB, revealEmails: true }, { token: members.OWNER.token });
    expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(r.data?.operatorOrders ?? null).toBeNull();
    const a = await s.gql(ATTENDEES, { eventId: eventB, revealEmails: true }, { token: members.OWNER.token });
    expect(a.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(a.data?.operatorAttendees ?? null).toBeNull();
  });
});

describe("exports", () => {
  it("the attendees CSV carries the addresses in full for box office, masked for a key without the scope, each audited", async () => {
    await setSeatingNeed(s.app.deps, holder.id, { companions: 2 });
    const full = await s.gql(ATTENDEES_CSV, { eventId: eventA }, { token: members.BOX_OFFICE.token });
    const fullCsv = full.data!.attendeesCsv;
    if (fullCsv.__typename !== "QueryAttendeesCsvSuccess") throw new Error(JSON.stringify(fullCsv));
    const lines = fullCsv.data.trim().split("\n");
    expect(lines[0]).toBe("ticketNo,status,ticketType,area,seat,holderNickname,holderEmail,orderNo,buyerEmail,validatedAt,validatedEntrance,holderWheelchair,holderCompanionSeats");
    expect(lines).toHaveLength(2);
    // The holder declared the need for a wheelchair space with two companion seats (issue 33): the box office sees it.
    expect(lines[1]!.split(",")).toEqual([ticketNo, "PAID", "Floor", "F", "", expect.any(String), holder.email, orderNo, buyer.email, "", "", "yes", "2"]);

    const masked = await s.gql(ATTENDEES_CSV, { eventId: eventA }, { token: await key(orgA, ["attendees:read"]) });
    if (masked.data!.attendeesCsv.__typename !== "QueryAttendeesCsvSuccess") throw new Error("no CSV");
    expect(masked.data!.attendeesCsv.data).not.toContain(holder.email);
    expect(masked.data!.attendeesCsv.data).toContain(maskEmail(holder.email));
    // A caller without attendees:contact gets the need's columns empty.
    expect(masked.data!.attendeesCsv.data.trim().split("\n")[1]!.split(",").slice(-2)).toEqual(["", ""]);

    const audit = await auditRows("operator.attendees_export", eventA);
    expect(audit.map((r) => r.details)).toEqual([
      { organisationId: orgA, eventId: eventA, count: 1, format: "csv", revealed: true },
      { organisationId: orgA, eventId: eventA, count: 1, format: "csv", revealed: false },
    ]);
    expect(audit[0]!.actorUserId).toBe(members.BOX_OFFICE.id);

    expect((await s.gql(ATTENDEES_CSV, { eventId: eventB }, { token: members.OWNER.token })).data!.attendeesCsv).toMatchObject({ __typename: "NotFoundError" });
    expect((await s.gql(ATTENDEES_CSV, { eventId: eventA }, { token: members.GATE.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("the sales CSV ends with the buyer's e-mail, in full for a manager, audited as revealed", async () => {
    const r = await s.gql(SALES_CSV, { eventId: eventA }, { token: members.MANAGER.token });
    const result = r.data!.salesCsv;
    if (result.__typename !== "QuerySalesCsvSuccess") throw new Error(JSON.stringify(result));
    const lines = result.data.trim().split("\n");
    expect(lines[0]!.split(",").at(-1)).toBe("buyerEmail");
    expect(lines[1]!.split(",").at(-1)).toBe(buyer.email);
    const audit = await auditRows("operator.sales_export", eventA);
    expect(audit.at(-1)!.details).toMatchObject({ revealed: true, count: 1 });
  });
});
