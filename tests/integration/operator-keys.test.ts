// Organisations' API keys and the operator API over real HTTP (issue #19): a key is shown once and kept
// hashed; a revoked, expired or unscoped key is refused; one organisation's key or owner never reads or
// changes another's events; every change is audited with before and after; each key has its own budget.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type GraphQLResponse, type TestServer } from "../helpers/server.ts";
import type { OperatorEventsQuery } from "../gql/graphql.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
let ownerA: Fan;
let ownerB: Fan;
let gateA: Fan;
let outsider: Fan;
const orgA = `org_a_${crypto.randomBytes(3).toString("hex")}`;
const orgB = `org_b_${crypto.randomBytes(3).toString("hex")}`;

const CREATE_KEY = graphql(`
  mutation OperatorCreateKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreatedApiKey { key apiKey { id name scopes expiresAt rateLimitPerMinute lastUsedAt revokedAt } }
      ... on Error { code field }
    }
  }
`);
const LIST_KEYS = graphql(`query OperatorListKeys { apiKeys { id name scopes lastUsedAt revokedAt } }`);
const REVOKE_KEY = graphql(`mutation OperatorRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ... on Error { code } } }`);
const CREATE_EVENT = graphql(`
  mutation OperatorCreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
      ... on OperatorEvent { id slug organisationId salesPaused saleState timeZone aboutByLanguage { lang text } singlePaymentAttempt }
      ... on Error { code field }
    }
  }
`);
const UPDATE_EVENT = graphql(`
  mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id title maxTicketsPerAccount } ... on Error { code field } }
  }
`);
const ADD_TYPE = graphql(`
  mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {
    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area capacity sold price { amount currency } } ... on Error { code field } }
  }
`);
const SALES = graphql(`
  mutation OperatorSetSales($id: ID!, $action: SalesAction!) {
    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState } ... on Error { code } }
  }
`);
const PUBLISH = graphql(`mutation OperatorPublish($eventId: ID!) { publishEvent(eventId: $eventId) { __typename ... on OperatorEvent { id lifecycle } ... on Error { code } } }`);
const EVENTS = graphql(`query OperatorEvents($first: Int, $after: String) { operatorEvents(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }`);
const MY_INVITATIONS = graphql(`query KeysMyInvitations { myOrganisationInvitations { id role } }`);
const ACCEPT_INVITATION = graphql(`mutation KeysAcceptInvitation($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { role } ... on Error { code } } }`);
const SET_MEMBER = graphql(`
  mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {
    setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } }
  }
`);
const MY_ORGS = graphql(`query OperatorMyOrganisations { myOrganisations { id role } }`);
const EVENT = graphql(`query OperatorEvent($id: ID!) { operatorEvent(id: $id) { id title } }`);
const FAN_EVENT = graphql(`query OperatorFanEvent($slug: String!) { event(slug: $slug) { saleState about } }`);

const day = 24 * 3600_000;

function eventInput(tag: string) {
  const now = Date.now();
  return {
    slug: `op-${tag}-${crypto.randomBytes(3).toString("hex")}`,
    title: `Operator ${tag}`,
    about: "An evening of songs.",
    aboutByLanguage: [{ lang: "zh_tw", text: "一晚的歌。" }],
    venue: "Harbour Hall",
    city: "Macao",
    timeZone: "Asia/Macau",
    currency: "MOP" as const,
    startsAt: new Date(now + 30 * day).toISOString(),
    saleStartsAt: new Date(now + 10 * day).toISOString(),
    singlePaymentAttempt: true,
  };
}

async function keyFor(owner: Fan, scopes: string[], extra: { expiresAt?: string; rateLimitPerMinute?: number } = {}) {
  const r = await s.gql(CREATE_KEY, { input: { name: `key ${scopes.join(" ")}`, scopes, ...extra } }, { token: owner.token });
  expect(r.errors).toBeUndefined();
  const created = r.data!.createApiKey;
  if (created.__typename !== "CreatedApiKey") throw new Error(`no key: ${JSON.stringify(created)}`);
  return created;
}

async function auditRows(targetId: string) {
  return s.app.deps.db.auditLog.findMany({ where: { targetId }, orderBy: { id: "asc" } });
}

beforeAll(async () => {
  s = await startTestServer();
  [ownerA, ownerB, gateA, outsider] = await createFans(s.app.deps, 4);
  const db = s.app.deps.db;
  await db.organisation.create({ data: { id: orgA, slug: orgA.replaceAll("_", "-"), name: "Org A", members: { create: [{ userId: ownerA.id, role: "OWNER" }, { userId: gateA.id, role: "GATE" }] } } });
  await db.organisation.create({ data: { id: orgB, slug: orgB.replaceAll("_", "-"), name: "Org B", members: { create: [{ userId: ownerB.id, role: "OWNER" }] } } });
});
afterAll(() => s?.stop());

describe("API keys", () => {
  it("are made by owners, shown once, kept only as a hash, and listed without the secret", async () => {
    const created = await keyFor(ownerA, ["events:read"]);
    expect(created.key).toMatch(/^ffst_[A-Za-z0-9_-]{40,}$/);
    expect(created.apiKey).toMatchObject({ scopes: ["events:read"], rateLimitPerMinute: 600, revokedAt: null });
    // 90 days unless told.
    expect(Date.parse(created.apiKey.expiresAt!) - Date.now()).toBeGreaterThan(89 * day);

    const row = await s.app.deps.db.apiToken.findUniqueOrThrow({ where: { id: created.apiKey.id } });
    expect(row.organisationId).toBe(orgA);
    expect(row.tokenHash).toBe(crypto.createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(5));

    const list = await s.gql(LIST_KEYS, {}, { token: ownerA.token });
    expect(list.data!.apiKeys.map((k) => k.id)).toContain(created.apiKey.id);
    expect(JSON.stringify(list)).not.toContain(created.key.slice(5));
    // Another organisation's owner does not see it.
    const other = await s.gql(LIST_KEYS, {}, { token: ownerB.token });
    expect(other.data!.apiKeys.map((k) => k.id)).not.toContain(created.apiKey.id);

    const audit = await auditRows(created.apiKey.id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toContainEqual(["operator.api_key_create", ownerA.id]);
  });

  it("are refused to whoever is not an owner, and never carry a scope their maker lacks", async () => {
    for (const token of [gateA.token, outsider.token]) {
      const r = await s.gql(CREATE_KEY, { input: { name: "x", scopes: ["gate:scan"] } }, { token });
      expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const key = await keyFor(ownerA, ["events:read"]);
    const byKey = await s.gql(CREATE_KEY, { input: { name: "key from a key", scopes: ["events:read"] } }, { token: key.key });
    expect(byKey.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const platformScope = await s.gql(CREATE_KEY, { input: { name: "x", scopes: ["audit:read"] } }, { token: ownerA.token });
    expect(platformScope.data!.createApiKey).toMatchObject({ __typename: "ValidationError", field: "scopes" });
  });

  it("stop working once revoked, and only their own organisation's owner can revoke them", async () => {
    const key = await keyFor(ownerA, ["events:read"]);
    expect((await s.gql(EVENTS, {}, { token: key.key })).errors).toBeUndefined();

    const byB = await s.gql(REVOKE_KEY, { id: key.apiKey.id }, { token: ownerB.token });
    expect(byB.data!.revokeApiKey).toMatchObject({ __typename: "NotFoundError" });
    expect((await s.gql(EVENTS, {}, { token: key.key })).errors).toBeUndefined();

    const byA = await s.gql(REVOKE_KEY, { id: key.apiKey.id }, { token: ownerA.token });
    expect(byA.data!.revokeApiKey).toMatchObject({ __typename: "ApiKey", id: key.apiKey.id });
    const refused = await s.gql(EVENTS, {}, { token: key.key });
    expect(refused.errors?.[0]?.extensions?.code).toBe("INVALID_API_KEY");
    expect((await auditRows(key.apiKey.id)).map((a) => a.action)).toContain("operator.api_key_revoke");
  });

  it("stop working at their expiry (the server's clock)", async () => {
    const expiresAt = new Date(Date.now() + 3600_000);
    const key = await keyFor(ownerA, ["events:read"], { expiresAt: expiresAt.toISOString() });
    expect((await s.gql(EVENTS, {}, { token: key.key })).errors).toBeUndefined();
    const realNow = s.app.deps.now;
    s.app.deps.now = () => new Date(expiresAt.getTime() + 1000);
    try {
      const r = await s.gql(EVENTS, {}, { token: key.key });
      expect(r.errors?.[0]?.extensions?.code).toBe("INVALID_API_KEY");
    } finally {
      s.app.deps.now = realNow;
    }
    const past = await s.gql(CREATE_KEY, { input: { name: "x", scopes: ["events:read"], expiresAt: new Date(Date.now() - 1000).toISOString() } }, { token: ownerA.token });
    expect(past.data!.createApiKey).toMatchObject({ __typename: "ValidationError", field: "expiresAt" });
  });

  it("have their own rate limit", async () => {
    const slow = await keyFor(ownerA, ["events:read"], { rateLimitPerMinute: 3 });
    const other = await keyFor(ownerA, ["events:read"], { rateLimitPerMinute: 3 });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) codes.push((await s.gql(EVENTS, {}, { token: slow.key })).errors?.[0]?.extensions?.code);
    expect(codes).toEqual([undefined, undefined, undefined, "RATE_LIMITED"]);
    // Another key's budget is its own.
    expect((await s.gql(EVENTS, {}, { token: other.key })).errors).toBeUndefined();
  });

  it("record when they were last used", async () => {
    const key = await keyFor(ownerA, ["events:read"]);
    await s.gql(EVENTS, {}, { token: key.key });
    const list = await s.gql(LIST_KEYS, {}, { token: ownerA.token });
    expect(list.data!.apiKeys.find((k) => k.id === key.apiKey.id)?.lastUsedAt).not.toBeNull();
  });
});

describe("the operator API for events", () => {
  it("creates an event of the key's organisation with its terms, starting paused, audited", async () => {
    const key = await keyFor(ownerA, ["events:write"]);
    const input = eventInput("create");
    const r = await s.gql(CREATE_EVENT, { input }, { token: key.key });
    expect(r.errors).toBeUndefined();
    const e = r.data!.createEvent;
    expect(e).toMatchObject({ __typename: "OperatorEvent", slug: input.slug, organisationId: orgA, salesPaused: true, saleState: "UPCOMING", timeZone: "Asia/Macau", singlePaymentAttempt: true });
    expect(e.__typename === "OperatorEvent" && e.aboutByLanguage).toEqual([{ lang: "zh_tw", text: "一晚的歌。" }]);
    const audit = await auditRows(e.__typename === "OperatorEvent" ? e.id : "-");
    expect(audit[0]).toMatchObject({ action: "operator.event_create", actorStaffTokenId: key.apiKey.id, outcome: "SUCCESS" });
    expect((audit[0].details as { after: string[] }).after).toContain(`slug=${input.slug}`);
  });

  it("refuses a key without the scope, and invalid terms", async () => {
    const readOnly = await keyFor(ownerA, ["events:read"]);
    const r = await s.gql(CREATE_EVENT, { input: eventInput("ro") }, { token: readOnly.key });
    expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const gate = await s.gql(CREATE_EVENT, { input: eventInput("gate") }, { token: gateA.token });
    expect(gate.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const writer = await keyFor(ownerA, ["events:write"]);
    const badZone = await s.gql(CREATE_EVENT, { input: { ...eventInput("tz"), timeZone: "Mars/Olympus" } }, { token: writer.key });
    expect(badZone.data!.createEvent).toMatchObject({ __typename: "ValidationError", field: "timeZone" });
    const saleAfterShow = await s.gql(CREATE_EVENT, { input: { ...eventInput("late"), saleStartsAt: new Date(Date.now() + 40 * day).toISOString() } }, { token: writer.key });
    expect(saleAfterShow.data!.createEvent).toMatchObject({ __typename: "ValidationError", field: "saleStartsAt" });
  });

  it("edits, adds ticket types and opens, pauses and closes the sale; fans see each state; every change audited with before and after", async () => {
    const writer = await keyFor(ownerA, ["events:write"]);
    const input = { ...eventInput("sales"), saleStartsAt: new Date(Date.now() - day).toISOString() };
    const created = (await s.gql(CREATE_EVENT, { input }, { token: writer.key })).data!.createEvent;
    if (created.__typename !== "OperatorEvent") throw new Error(JSON.stringify(created));
    const id = created.id;

    const t = await s.gql(ADD_TYPE, { eventId: id, input: { name: "Stalls", area: "s1", priceAmount: 68_000, capacity: 500 } }, { token: writer.key });
    expect(t.data!.addTicketType).toMatchObject({ __typename: "OperatorTicketType", area: "S1", capacity: 500, sold: 0, price: { amount: 68_000, currency: "MOP" } });
    const dup = await s.gql(ADD_TYPE, { eventId: id, input: { name: "Again", area: "S1", priceAmount: 1, capacity: 1 } }, { token: writer.key });
    expect(dup.data!.addTicketType).toMatchObject({ __typename: "ValidationError", field: "area" });

    const u = await s.gql(UPDATE_EVENT, { id, input: { title: "Operator renamed", maxTicketsPerAccount: 2 } }, { token: writer.key });
    expect(u.data!.updateEvent).toMatchObject({ title: "Operator renamed", maxTicketsPerAccount: 2 });

    // A new event is a draft fans do not see until it is published (issue 34); its sale stays paused.
    expect((await s.gql(FAN_EVENT, { slug: input.slug }, { lang: "zh-TW" })).data!.event).toBeNull();
    expect((await s.gql(PUBLISH, { eventId: id }, { token: writer.key })).data!.publishEvent).toMatchObject({ __typename: "OperatorEvent", lifecycle: "PAUSED" });
    expect((await s.gql(FAN_EVENT, { slug: input.slug }, { lang: "th" })).data!.event?.saleState).toBe("SALE_CLOSED");
    expect((await s.gql(SALES, { id, action: "OPEN" }, { token: writer.key })).data!.setEventSales).toMatchObject({ salesPaused: false, saleState: "ON_SALE" });
    expect((await s.gql(FAN_EVENT, { slug: input.slug })).data!.event?.saleState).toBe("ON_SALE");
    expect((await s.gql(SALES, { id, action: "PAUSE" }, { token: writer.key })).data!.setEventSales).toMatchObject({ salesPaused: true, saleState: "SALE_CLOSED" });
    expect((await s.gql(SALES, { id, action: "CLOSE" }, { token: writer.key })).data!.setEventSales).toMatchObject({ salesPaused: false, saleState: "SALE_CLOSED" });

    const audit = await auditRows(id);
    expect(audit.map((a) => a.action)).toEqual(["operator.event_create", "operator.event_update", "operator.event_publish", "operator.event_sales", "operator.event_sales", "operator.event_sales"]);
    const update = audit[1].details as { before: string[]; after: string[] };
    expect(update.before).toEqual(expect.arrayContaining([`title=${input.title}`, "maxTicketsPerAccount=4"]));
    expect(update.after).toEqual(expect.arrayContaining(["title=Operator renamed", "maxTicketsPerAccount=2"]));
    expect(audit.every((a) => a.actorStaffTokenId === writer.apiKey.id && a.outcome === "SUCCESS")).toBe(true);
  });

  it("never lets one organisation read or change another's events (keys and signed-in owners alike)", async () => {
    const writerA = await keyFor(ownerA, ["events:write"]);
    const created = (await s.gql(CREATE_EVENT, { input: eventInput("private") }, { token: writerA.key })).data!.createEvent;
    if (created.__typename !== "OperatorEvent") throw new Error(JSON.stringify(created));
    const writerB = await keyFor(ownerB, ["events:write"]);

    for (const token of [writerB.key, ownerB.token]) {
      expect((await s.gql(EVENT, { id: created.id }, { token })).data!.operatorEvent).toBeNull();
      const list = await s.gql(EVENTS, { first: 100 }, { token });
      expect(list.data!.operatorEvents.edges.map((e) => e.node.id)).not.toContain(created.id);
      const u = await s.gql(UPDATE_EVENT, { id: created.id, input: { title: "Taken over" } }, { token });
      expect(u.data!.updateEvent).toMatchObject({ __typename: "NotFoundError" });
      expect((await s.gql(SALES, { id: created.id, action: "OPEN" }, { token })).data!.setEventSales).toMatchObject({ __typename: "NotFoundError" });
      const t = await s.gql(ADD_TYPE, { eventId: created.id, input: { name: "Sneaky", area: "X", priceAmount: 1, capacity: 1 } }, { token });
      expect(t.data!.addTicketType).toMatchObject({ __typename: "NotFoundError" });
    }
    // Unchanged, and still A's.
    expect((await s.gql(EVENT, { id: created.id }, { token: ownerA.token })).data!.operatorEvent).toMatchObject({ title: "Operator private" });
  });

  it("pages the organisation's events with stable cursors", async () => {
    const writer = await keyFor(ownerB, ["events:write"]);
    for (let i = 0; i < 3; i++) await s.gql(CREATE_EVENT, { input: eventInput(`page${i}`) }, { token: writer.key });
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const r: GraphQLResponse<OperatorEventsQuery> = await s.gql(EVENTS, { first: 2, after }, { token: writer.key });
      seen.push(...r.data!.operatorEvents.edges.map((e) => e.node.id));
      if (!r.data!.operatorEvents.pageInfo.hasNextPage) break;
      after = r.data!.operatorEvents.pageInfo.endCursor ?? null;
    }
    expect(seen.length).toBe(3);
    expect(new Set(seen).size).toBe(3);
  });
});

describe("members", () => {
  it("are given a role by their organisation's owner only, by an invitation the account accepts, audited, and act with that role's scopes", async () => {
    const late = (await createFans(s.app.deps, 1))[0];
    expect((await s.gql(SET_MEMBER, { email: late.email, role: "GATE" }, { token: gateA.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const r = await s.gql(SET_MEMBER, { email: late.email, role: "MANAGER" }, { token: ownerA.token });
    expect(r.data!.setOrganisationMember).toMatchObject({ __typename: "MutationSetOrganisationMemberSuccess", data: "MANAGER" });
    // An address without an account is answered alike (issue 36: no answer tells which addresses are signed up).
    const unknown = await s.gql(SET_MEMBER, { email: "nobody-here@fanfare.test", role: "GATE" }, { token: ownerA.token });
    expect(unknown.data!.setOrganisationMember).toMatchObject({ __typename: "MutationSetOrganisationMemberSuccess", data: "GATE" });
    // Nobody is a member until they accept (issue 36: no silent membership).
    expect((await s.gql(MY_ORGS, {}, { token: late.token })).data!.myOrganisations).toEqual([]);
    const [invitation] = (await s.gql(MY_INVITATIONS, {}, { token: late.token })).data!.myOrganisationInvitations;
    expect(invitation).toMatchObject({ role: "MANAGER" });
    expect((await s.gql(ACCEPT_INVITATION, { id: invitation.id }, { token: late.token })).data!.acceptOrganisationInvitation).toMatchObject({ __typename: "OrganisationMembership", role: "MANAGER" });

    expect((await s.gql(MY_ORGS, {}, { token: late.token })).data!.myOrganisations).toEqual([{ id: orgA, role: "MANAGER" }]);
    const created = await s.gql(CREATE_EVENT, { input: eventInput("manager") }, { token: late.token });
    expect(created.data!.createEvent).toMatchObject({ __typename: "OperatorEvent", organisationId: orgA });
    // A manager does not make keys.
    expect((await s.gql(CREATE_KEY, { input: { name: "x", scopes: ["events:read"] } }, { token: late.token })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // The owner's invitation and the account's acceptance are both audited, each by who did it.
    const invited = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.member_invite", targetId: invitation.id } });
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ actorUserId: ownerA.id, details: { organisationId: orgA, after: ["role=MANAGER", expect.stringMatching(/^expiresAt=/)] } });
    const audit = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.member_role", subjectUserId: late.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: late.id, details: { organisationId: orgA, before: [], after: ["role=MANAGER"] } });
  });
});
