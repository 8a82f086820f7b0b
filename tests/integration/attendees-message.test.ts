// An organiser writes to an event's ticket holders (issue 34): a preview with the count, then the send
// through the dev mail outbox, each holder once and in their own language, a ticket type's holders only
// when asked; revoked tickets get nothing; at most three messages per event a day; audited; only roles
// with attendees:contact, and only their own events.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { outbox } from "../helpers/accounts.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
let owner: Fan;
let gate: Fan;
let stranger: Fan;
let english: Fan;
let vietnamese: Fan;
let revoked: Fan;
let eventId: string;
let typeA: string;
let typeB: string;
let otherType: string;
const title = `Harbour Nights ${crypto.randomBytes(3).toString("hex")}`;

const PREVIEW = graphql(`
  query MessagePreview($input: AttendeesMessageInput!) {
    attendeesMessagePreview(input: $input) {
      __typename
      ... on QueryAttendeesMessagePreviewSuccess { data { recipients subject text sentToday dailyLimit } }
      ... on ValidationError { issues { field } }
      ... on Error { code }
    }
  }
`);
const SEND = graphql(`
  mutation MessageSend($input: AttendeesMessageInput!) {
    sendAttendeesMessage(input: $input) {
      __typename
      ... on MutationSendAttendeesMessageSuccess { data { recipients sentToday dailyLimit } }
      ... on RateLimitedError { retryAfterSeconds }
      ... on ValidationError { issues { field } }
      ... on Error { code }
    }
  }
`);

async function eventOf(organisationId: string, name: string) {
  return s.app.deps.db.event.create({
    data: {
      organisationId,
      slug: `message-${crypto.randomBytes(4).toString("hex")}`,
      title: name,
      about: "-",
      venue: "Hall",
      city: "Hong Kong",
      startsAt: new Date(Date.now() + 30 * 86400_000),
      saleStartsAt: new Date(Date.now() - 86400_000),
      ticketTypes: { create: [{ name: "Floor", area: "F", priceAmount: 50_000, currency: "HKD", capacity: 100 }, { name: "Balcony", area: "B", priceAmount: 30_000, currency: "HKD", capacity: 100 }] },
    },
    include: { ticketTypes: { orderBy: { area: "desc" } } },
  });
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.deps.db;
  [owner, gate, stranger, english, vietnamese, revoked] = await createFans(s.app.deps, 6);
  await db.user.update({ where: { id: vietnamese.id }, data: { language: "vi" } });
  const orgA = await db.organisation.create({ data: { slug: `msg-a-${crypto.randomBytes(3).toString("hex")}`, name: "Harbour Live" } });
  const orgB = await db.organisation.create({ data: { slug: `msg-b-${crypto.randomBytes(3).toString("hex")}`, name: "Elsewhere" } });
  await db.organisationMember.createMany({
    data: [
      { organisationId: orgA.id, userId: owner.id, role: "OWNER" },
      { organisationId: orgA.id, userId: gate.id, role: "GATE" },
      { organisationId: orgB.id, userId: stranger.id, role: "OWNER" },
    ],
  });
  const event = await eventOf(orgA.id, title);
  eventId = event.id;
  [typeA, typeB] = event.ticketTypes.map((t) => t.id) as [string, string];
  otherType = (await eventOf(orgB.id, "Elsewhere night")).ticketTypes[0]!.id;
  const ticket = (ownerId: string, ticketTypeId: string, status: "PAID" | "REVOKED" = "PAID") =>
    db.ticket.create({ data: { ticketNo: `TM${crypto.randomBytes(5).toString("hex").toUpperCase()}`, eventId, ticketTypeId, ownerId, status, qrSecret: crypto.randomBytes(16) } });
  await ticket(english.id, typeA);
  await ticket(english.id, typeA);
  await ticket(vietnamese.id, typeB);
  await ticket(revoked.id, typeA, "REVOKED");
}, 120_000);
afterAll(() => s?.stop());

const input = (extra: Record<string, unknown> = {}) => ({ eventId, subject: "Doors open at 7", body: "Bring your ticket on your phone.\nThe bar opens at 6.", ...extra });

describe("messages to ticket holders", () => {
  it("previews the message and its count, with every problem of the input at once; nothing is sent", async () => {
    const r = await s.gql(PREVIEW, { input: input() }, { token: owner.token });
    expect(r.errors).toBeUndefined();
    expect(r.data!.attendeesMessagePreview).toMatchObject({ data: { recipients: 2, subject: `${title}: Doors open at 7`, sentToday: 0, dailyLimit: 3 } });
    const text = (r.data!.attendeesMessagePreview as { data: { text: string } }).data.text;
    expect(text).toContain("A message from Harbour Live to the ticket holders of");
    expect(text).toContain("The bar opens at 6.");
    const byType = await s.gql(PREVIEW, { input: input({ ticketTypeId: typeB }) }, { token: owner.token });
    expect(byType.data!.attendeesMessagePreview).toMatchObject({ data: { recipients: 1 } });

    const bad = await s.gql(PREVIEW, { input: input({ subject: " ", body: "", ticketTypeId: otherType }) }, { token: owner.token });
    expect(bad.data!.attendeesMessagePreview).toMatchObject({ __typename: "ValidationError" });
    expect((bad.data!.attendeesMessagePreview as { issues: { field: string }[] }).issues.map((i) => i.field).sort()).toEqual(["body", "subject", "ticketTypeId"]);
    expect(await outbox(s, english.email)).toEqual([]);
  });

  it("sends each live holder one e-mail in their language through the outbox, audited; three a day per event, then RATE_LIMITED", async () => {
    const first = await s.gql(SEND, { input: input() }, { token: owner.token });
    expect(first.data!.sendAttendeesMessage).toMatchObject({ data: { recipients: 2, sentToday: 1, dailyLimit: 3 } });
    const [en] = await outbox(s, english.email);
    expect(en).toMatchObject({ subject: `${title}: Doors open at 7`, channel: "EMAIL" });
    expect(en!.text).toContain("A message from Harbour Live");
    expect(en!.text).toContain("Bring your ticket on your phone.");
    const [vi] = await outbox(s, vietnamese.email);
    expect(vi!.text).toContain("Tin nhắn từ Harbour Live");
    expect(vi!.text).toContain("Bring your ticket on your phone.");
    expect(await outbox(s, revoked.email)).toEqual([]);
    const audit = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.attendees_message", targetId: eventId } });
    expect(audit.map((a) => [a.actorUserId, a.details])).toEqual([[owner.id, expect.objectContaining({ eventId, count: 2 })]]);

    const onlyB = await s.gql(SEND, { input: input({ ticketTypeId: typeB, subject: "Balcony moves" }) }, { token: owner.token });
    expect(onlyB.data!.sendAttendeesMessage).toMatchObject({ data: { recipients: 1, sentToday: 2 } });
    expect((await s.gql(SEND, { input: input({ subject: "Third" }) }, { token: owner.token })).data!.sendAttendeesMessage).toMatchObject({ data: { sentToday: 3 } });
    const fourth = await s.gql(SEND, { input: input({ subject: "Fourth" }) }, { token: owner.token });
    expect(fourth.data!.sendAttendeesMessage).toMatchObject({ __typename: "RateLimitedError", code: "RATE_LIMITED" });
    expect((fourth.data!.sendAttendeesMessage as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect((await outbox(s, english.email)).map((m) => m.subject).sort()).toEqual([`${title}: Doors open at 7`, `${title}: Third`].sort());
    expect(await outbox(s, vietnamese.email)).toHaveLength(3);
  });

  it("refuses gate staff and keys without attendees:contact, and another organisation's event is not found", async () => {
    expect((await s.gql(SEND, { input: input() }, { token: gate.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const key = (await createStaffToken(s.app.deps.db, "no contact", ["attendees:read", "orders:read"], { organisationId: (await s.app.deps.db.event.findUniqueOrThrow({ where: { id: eventId } })).organisationId })).token;
    expect((await s.gql(PREVIEW, { input: input() }, { token: key })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await s.gql(SEND, { input: input({ subject: "Stranger" }) }, { token: stranger.token })).data!.sendAttendeesMessage).toMatchObject({ __typename: "NotFoundError" });
  });
});
