// An organisation's own audit log (issue 34): its owners and managers read, over HTTP, the entries that
// name their organisation (who acted, what, when, which event or order), newest first, a page at a time,
// narrowed to an event and an action; the box office and the gate are FORBIDDEN with their role named;
// an API key never reads it; another organisation's entries never show; reading it is itself audited.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, postGraphQLWithStatus, type GraphQLResponse, type TypedDocument, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
const tag = crypto.randomBytes(3).toString("hex");
let orgA: string;
let orgB: string;
let owner: Fan, manager: Fan, boxOffice: Fan, gate: Fan, ownerB: Fan;
let event1: OnSaleEvent, event2: OnSaleEvent, eventB: OnSaleEvent;

const LOG = graphql(`
  query OrgAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {
    organisationAuditLog(first: $first, after: $after, filter: $filter) {
      edges { node { id at action outcome actorKind actorUserId actorName actorEmail actorApiKeyId targetType targetId eventId eventTitle orderNo details } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
const ACTIONS = graphql(`query OrgAuditActions { organisationAuditActions }`);
const UPDATE = graphql(`mutation OrgAuditUpdate($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { __typename ... on Error { code } } }`);

async function call<R, V>(document: TypedDocument<R, V>, variables: V, token: string, opts: { org?: string; lang?: string } = {}): Promise<GraphQLResponse<R>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(opts.org ? { "x-fanfare-organisation": opts.org } : {}), ...(opts.lang ? { "accept-language": opts.lang } : {}) };
  return (await postGraphQLWithStatus(s.url, document, variables, headers)).body as GraphQLResponse<R>;
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.deps.db;
  orgA = (await db.organisation.create({ data: { slug: `audit-a-${tag}`, name: `Audit A ${tag}` } })).id;
  orgB = (await db.organisation.create({ data: { slug: `audit-b-${tag}`, name: `Audit B ${tag}` } })).id;
  [owner, manager, boxOffice, gate, ownerB] = (await createFans(s.app.deps, 5)) as [Fan, Fan, Fan, Fan, Fan];
  await db.organisationMember.createMany({
    data: [
      { organisationId: orgA, userId: owner.id, role: "OWNER" },
      { organisationId: orgA, userId: manager.id, role: "MANAGER" },
      { organisationId: orgA, userId: boxOffice.id, role: "BOX_OFFICE" },
      { organisationId: orgA, userId: gate.id, role: "GATE" },
      { organisationId: orgB, userId: ownerB.id, role: "OWNER" },
    ],
  });
  [event1, event2, eventB] = await Promise.all([createOnSaleEvent(s.app.deps, { standing: 5 }), createOnSaleEvent(s.app.deps, { standing: 5 }), createOnSaleEvent(s.app.deps, { standing: 5 })]);
  await db.event.updateMany({ where: { id: { in: [event1.id, event2.id] } }, data: { organisationId: orgA } });
  await db.event.update({ where: { id: eventB.id }, data: { organisationId: orgB, title: `B's secret night ${tag}` } });

  // Changes through the API: the owner and the manager edit A's events, B's owner edits B's.
  for (let i = 0; i < 3; i++) expect((await call(UPDATE, { id: event1.id, input: { maxTicketsPerAccount: 2 + i } }, owner.token)).data?.updateEvent.__typename).toBe("OperatorEvent");
  expect((await call(UPDATE, { id: event2.id, input: { city: `Ipoh ${tag}` } }, manager.token)).data?.updateEvent.__typename).toBe("OperatorEvent");
  expect((await call(UPDATE, { id: eventB.id, input: { city: `Elsewhere ${tag}` } }, ownerB.token)).data?.updateEvent.__typename).toBe("OperatorEvent");
  // An order refund names its order in the log: one written as the refund writes it.
  await db.auditLog.create({
    data: { action: "operator.order_refund", outcome: "SUCCESS", actorUserId: manager.id, targetType: "Order", targetId: `order-${tag}`, details: { organisationId: orgA, eventId: event2.id, after: [`orderNo=FF${tag}`, "amount=1000"] } },
  });
}, 120_000);
afterAll(() => s?.stop());

describe("an organisation's audit log (issue 34)", () => {
  it("shows an owner and a manager their organisation's entries, newest first, with who, what, when and which event or order", async () => {
    for (const who of [owner, manager]) {
      const r = await call(LOG, { first: 50 }, who.token);
      expect(r.errors).toBeUndefined();
      const nodes = r.data!.organisationAuditLog.edges.map((e) => e.node);
      const updates = nodes.filter((n) => n.action === "operator.event_update");
      expect(updates).toHaveLength(4);
      expect(updates.every((n) => n.eventId === event1.id || n.eventId === event2.id)).toBe(true);
      const byManager = updates.find((n) => n.eventId === event2.id)!;
      expect(byManager).toMatchObject({ actorKind: "ACCOUNT", actorUserId: manager.id, actorEmail: manager.email, eventTitle: event2.title, outcome: "SUCCESS", targetType: "Event" });
      expect(JSON.stringify(byManager.details)).toContain(`Ipoh ${tag}`);
      const refund = nodes.find((n) => n.action === "operator.order_refund")!;
      expect(refund).toMatchObject({ orderNo: `FF${tag}`, eventId: event2.id, eventTitle: event2.title });
      // Newest first.
      const ids = nodes.map((n) => BigInt(n.id));
      expect([...ids].sort((x, y) => (x > y ? -1 : x < y ? 1 : 0))).toEqual(ids);
      // Nothing of B's.
      expect(JSON.stringify(r.data)).not.toContain(eventB.id);
      expect(JSON.stringify(r.data)).not.toContain(`Elsewhere ${tag}`);
      expect(JSON.stringify(r.data)).not.toContain(ownerB.email);
    }
  });

  it("pages with cursors, without repeats, and narrows to an event and an action", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const r: GraphQLResponse<{ organisationAuditLog: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } } }> = await call(LOG, { first: 2, after }, owner.token);
      seen.push(...r.data!.organisationAuditLog.edges.map((e) => e.node.id));
      if (!r.data!.organisationAuditLog.pageInfo.hasNextPage) break;
      after = r.data!.organisationAuditLog.pageInfo.endCursor ?? null;
    }
    const all = (await call(LOG, { first: 200 }, owner.token)).data!.organisationAuditLog.edges.map((e) => e.node.id);
    // The log grows as it is read (each read is audited): every entry of the whole read after the paging started was seen once.
    expect(new Set(seen).size).toBe(seen.length);
    expect(all.filter((id) => BigInt(id) <= BigInt(seen[0]!))).toEqual(seen);

    const one = await call(LOG, { first: 50, filter: { eventId: event1.id } }, owner.token);
    const nodes = one.data!.organisationAuditLog.edges.map((e) => e.node);
    expect(nodes.length).toBe(3);
    expect(nodes.every((n) => n.eventId === event1.id && n.action === "operator.event_update")).toBe(true);
    // The event's global id (Event.id) narrows the same way.
    const global = Buffer.from(`Event:${event1.id}`).toString("base64");
    expect((await call(LOG, { first: 50, filter: { eventId: global } }, owner.token)).data!.organisationAuditLog.edges).toHaveLength(3);

    const refunds = await call(LOG, { first: 50, filter: { action: "operator.order_refund" } }, owner.token);
    expect(refunds.data!.organisationAuditLog.edges.map((e) => e.node.orderNo)).toEqual([`FF${tag}`]);
    // B's event named in A's filter: nothing.
    expect((await call(LOG, { first: 50, filter: { eventId: eventB.id } }, owner.token)).data!.organisationAuditLog.edges).toEqual([]);

    const actions = await call(ACTIONS, {}, manager.token);
    expect(actions.data!.organisationAuditActions).toEqual(expect.arrayContaining(["operator.event_update", "operator.order_refund", "operator.audit_read"]));
  });

  it("refuses the box office and the gate with their role named, in their language, and refuses any API key", async () => {
    for (const [who, role] of [
      [boxOffice, "BOX_OFFICE"],
      [gate, "GATE"],
    ] as const) {
      const r = await call(LOG, { first: 5 }, who.token);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", scope: "audit:organisation", role });
      expect(r.errors?.[0]?.message).toContain(role);
      const vi = await call(ACTIONS, {}, who.token, { lang: "vi" });
      expect(vi.errors?.[0]?.message).toBe(`Thao tác không được phép (audit:organisation; vai trò của bạn là ${role})`);
    }
    const key = await createStaffToken(s.app.deps.db, `every scope ${tag}`, ["events:read", "events:write", "orders:read", "audit:organisation"], { organisationId: orgA });
    const byKey = await call(LOG, { first: 5 }, key.token);
    expect(byKey.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", scope: "audit:organisation" });
    expect(byKey.errors?.[0]?.extensions).not.toHaveProperty("role");
  });

  it("keeps B's owner to B's log, even when naming A", async () => {
    const own = await call(LOG, { first: 50 }, ownerB.token);
    expect(own.data!.organisationAuditLog.edges.some((e) => e.node.eventId === eventB.id)).toBe(true);
    expect(JSON.stringify(own.data)).not.toContain(event1.id);
    const namingA = await call(LOG, { first: 50 }, ownerB.token, { org: orgA });
    expect(namingA.data).toBeNull();
    expect(namingA.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("audits each read as operator.audit_read in the organisation's own log", async () => {
    const before = await s.app.deps.db.auditLog.count({ where: { action: "operator.audit_read", organisationId: orgA, actorUserId: manager.id } });
    await call(LOG, { first: 1, filter: { action: "operator.event_update" } }, manager.token);
    const rows = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.audit_read", organisationId: orgA, actorUserId: manager.id }, orderBy: { id: "desc" } });
    expect(rows.length).toBe(before + 1);
    expect(rows[0]!.details).toMatchObject({ organisationId: orgA, filterAction: "operator.event_update" });
  });
});
