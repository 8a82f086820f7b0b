// The organisers' controls of a waiting room over real HTTP (operator API): scope queue:manage changes the
// settings of the organisation's own events only (another's is not found, events:read may only read them),
// each change is audited with before and after, and a room turned off lets the event sell without a pass.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { roleScopes } from "../../server/src/modules/organisations/index.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
const orgA = `org_qa_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_qb_${crypto.randomBytes(3).toString("hex")}`;
let eventA: { id: string; slug: string };
let eventB: { id: string; slug: string };

const SETTINGS = graphql(`
  query QueueOperatorSettings($eventId: ID!) {
    operatorWaitingRoom(eventId: $eventId) { eventId enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }
  }
`);
const UPDATE = graphql(`
  mutation QueueOperatorUpdate($eventId: ID!, $input: WaitingRoomSettingsInput!) {
    updateWaitingRoom(eventId: $eventId, input: $input) {
      __typename
      ... on WaitingRoomSettings { enabled ratePerMinute currentRatePerMinute passSeconds offerSeconds graceSeconds }
      ... on Error { code }
      ... on ValidationError { issues { field message } }
    }
  }
`);
const ROOM = graphql(`query QueueOperatorRoom($slug: String!) { waitingRoom(eventSlug: $slug) { state admissionRatePerMinute } }`);

async function key(organisationId: string, scopes: string[]): Promise<string> {
  return (await createStaffToken(s.app.deps.db, "queue operator test", scopes, { organisationId })).token;
}

async function hotEventOf(organisationId: string, tag: string) {
  return s.app.deps.db.event.create({
    data: {
      organisationId,
      isHot: true,
      slug: `queue-op-${tag}-${crypto.randomBytes(3).toString("hex")}`,
      title: `Queue ${tag}`,
      about: "-",
      venue: "Hall",
      city: "Hong Kong",
      startsAt: new Date(Date.now() + 30 * 86400_000),
      saleStartsAt: new Date(Date.now() + 3600_000),
      ticketTypes: { create: [{ name: "Standing", area: "S", priceAmount: 50_000, currency: "HKD", capacity: 100 }] },
    },
    select: { id: true, slug: true },
  });
}

beforeAll(async () => {
  s = await startTestServer();
  await s.app.deps.db.organisation.createMany({ data: [{ id: orgA, slug: orgA.replaceAll("_", "-"), name: "A" }, { id: orgB, slug: orgB.replaceAll("_", "-"), name: "B" }] });
  eventA = await hotEventOf(orgA, "a");
  eventB = await hotEventOf(orgB, "b");
});
afterAll(() => s?.stop());

describe("waiting-room controls for operators", () => {
  it("gives the scope to owners and managers, not to the box office or the gate", () => {
    expect(roleScopes.OWNER).toContain("queue:manage");
    expect(roleScopes.MANAGER).toContain("queue:manage");
    expect(roleScopes.BOX_OFFICE).not.toContain("queue:manage");
    expect(roleScopes.GATE).not.toContain("queue:manage");
  });

  it("reads and changes the organisation's own room, audited, and the public room follows at once", async () => {
    const token = await key(orgA, ["queue:manage", "events:read"]);
    const before = await s.gql(SETTINGS, { eventId: eventA.id }, { token });
    expect(before.errors).toBeUndefined();
    expect(before.data!.operatorWaitingRoom).toMatchObject({ eventId: eventA.id, enabled: true, passSeconds: 600, offerSeconds: 600, graceSeconds: 120 });

    const r = await s.gql(UPDATE, { eventId: eventA.id, input: { ratePerMinute: 90, passSeconds: 300, graceSeconds: 60 } }, { token });
    expect(r.data!.updateWaitingRoom).toEqual({ __typename: "WaitingRoomSettings", enabled: true, ratePerMinute: 90, currentRatePerMinute: 90, passSeconds: 300, offerSeconds: 600, graceSeconds: 60 });
    expect((await s.gql(ROOM, { slug: eventA.slug })).data!.waitingRoom).toEqual({ state: "PRE_QUEUE", admissionRatePerMinute: 90 });

    const audit = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.waiting_room_update", targetId: eventA.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.outcome).toBe("SUCCESS");
    const details = audit[0]!.details as { organisationId: string; before: string[]; after: string[] };
    expect(details.organisationId).toBe(orgA);
    expect(details.after).toEqual(["ratePerMinute=90", "passSeconds=300", "graceSeconds=60"]);
    expect(details.before.map((l) => l.split("=")[0])).toEqual(["ratePerMinute", "passSeconds", "graceSeconds"]);

    // Off: the event sells without the waiting room.
    const off = await s.gql(UPDATE, { eventId: eventA.id, input: { enabled: false } }, { token });
    expect(off.data!.updateWaitingRoom).toMatchObject({ enabled: false });
    expect((await s.gql(ROOM, { slug: eventA.slug })).data!.waitingRoom?.state).toBe("OFF");
  });

  it("refuses values out of range with the field named, and changes nothing", async () => {
    const token = await key(orgA, ["queue:manage"]);
    const r = await s.gql(UPDATE, { eventId: eventA.id, input: { offerSeconds: 5 } }, { token });
    expect(r.data!.updateWaitingRoom).toMatchObject({ __typename: "ValidationError", code: "VALIDATION", issues: [{ field: "offerSeconds" }] });
    expect((await s.app.deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: eventA.id } })).offerSeconds).toBe(600);
  });

  it("names every field out of range at once, each with its limits in the caller's language (never a raw key)", async () => {
    const token = await key(orgA, ["queue:manage"]);
    const r = await s.gql(UPDATE, { eventId: eventA.id, input: { ratePerMinute: 0, passSeconds: 30, graceSeconds: 5 } }, { token, lang: "vi" });
    expect(r.data!.updateWaitingRoom).toMatchObject({
      __typename: "ValidationError",
      issues: [
        { field: "ratePerMinute", message: "Một số nguyên từ 1 đến 1000000" },
        { field: "passSeconds", message: "Một số nguyên từ 60 đến 3600" },
        { field: "graceSeconds", message: "Một số nguyên từ 10 đến 3600" },
      ],
    });
    const room = await s.app.deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: eventA.id } });
    expect([room.passSeconds, room.graceSeconds]).not.toContain(30);
  });

  it("keeps each organisation to its own events and each key to its scopes", async () => {
    const manager = await key(orgA, ["queue:manage", "events:read"]);
    const cross = await s.gql(UPDATE, { eventId: eventB.id, input: { enabled: false } }, { token: manager });
    expect(cross.data!.updateWaitingRoom).toMatchObject({ __typename: "NotFoundError" });
    expect((await s.gql(SETTINGS, { eventId: eventB.id }, { token: manager })).data!.operatorWaitingRoom).toBeNull();

    const reader = await key(orgB, ["events:read"]);
    expect((await s.gql(SETTINGS, { eventId: eventB.id }, { token: reader })).data!.operatorWaitingRoom?.enabled).toBe(true);
    const refused = await s.gql(UPDATE, { eventId: eventB.id, input: { enabled: false } }, { token: reader });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await s.gql(UPDATE, { eventId: eventB.id, input: { enabled: false } });
    expect(anonymous.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect((await s.app.deps.db.queueRoom.findUniqueOrThrow({ where: { eventId: eventB.id } })).enabled).toBe(true);
  });
});
