// The platform's organisations over real HTTP (issue #19, "a platform operator role sits above"): a platform
// key or a signed-in platform operator creates organisations (an existing account as the OWNER) and lists
// them with stable cursors and member counts, audited as the CLI's bootstrap is; an organisation's owner
// and its keys are refused (FORBIDDEN); a malformed input, a taken slug and an unknown owner are typed
// errors that create nothing.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
let platformKey: { id: string; token: string };
let platformOperator: Fan;
let owner: Fan;
/** The owner of one organisation only (`owner` comes to own many here): acts for it without naming it. */
let soleOwner: Fan;
let fan: Fan;
let orgKey: string;
const tag = crypto.randomBytes(3).toString("hex");
const existing = `platform-existing-${tag}`;

const CREATE = graphql(`
  mutation PlatformCreateOrganisation($input: CreateOrganisationInput!) {
    createOrganisation(input: $input) {
      __typename
      ... on CreatedOrganisation { organisation { id slug name memberCount createdAt } ownerUserId ownerEmail }
      ... on ValidationError { issues { field } }
      ... on Error { code field message }
    }
  }
`);
const LIST = graphql(`
  query PlatformOrganisations($first: Int, $after: String, $last: Int, $before: String) {
    organisations(first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { id slug name memberCount } }
      pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    }
  }
`);
const CREATE_KEY = graphql(`
  mutation PlatformOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on Error { code field } } }
`);

const input = (slug: string, ownerEmail = owner.email) => ({ slug, name: `Org ${slug}`, ownerEmail });

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.deps.db;
  [platformOperator, owner, soleOwner, fan] = await createFans(s.app.deps, 4);
  await db.platformOperator.create({ data: { userId: platformOperator.id } });
  platformKey = await createStaffToken(db, "platform organisations", ["organisations:write"], { organisationId: null });
  const org = await db.organisation.create({ data: { slug: existing, name: "Existing", members: { create: [{ userId: soleOwner.id, role: "OWNER" }] } } });
  // An organisation's key with every scope an organisation's key may carry.
  orgKey = (await createStaffToken(db, "org key", ["events:write", "orders:read", "attendees:read", "reports:read", "support:answer"], { organisationId: org.id })).token;
});
afterAll(() => s?.stop());

describe("the platform's organisations", () => {
  it("a platform key creates an organisation with its owner, audited; the list shows it with its member count", async () => {
    const slug = `harbour-${tag}`;
    const r = await s.gql(CREATE, { input: { slug, name: "  Harbour Live ", ownerEmail: ` ${owner.email.toUpperCase()} ` } }, { token: platformKey.token });
    expect(r.errors).toBeUndefined();
    const made = r.data!.createOrganisation;
    if (made.__typename !== "CreatedOrganisation") throw new Error(JSON.stringify(made));
    expect(made).toMatchObject({ organisation: { slug, name: "Harbour Live", memberCount: 1 }, ownerUserId: owner.id, ownerEmail: owner.email });
    const id = made.organisation.id;
    expect(await s.app.deps.db.organisationMember.findMany({ where: { organisationId: id }, select: { userId: true, role: true } })).toEqual([{ userId: owner.id, role: "OWNER" }]);

    // Audited as the CLI's bootstrap is, by the key that did it.
    const audit = await s.app.deps.db.auditLog.findMany({ where: { details: { path: ["organisationId"], equals: id } }, orderBy: { id: "asc" } });
    expect(audit).toMatchObject([
      { action: "operator.organisation_create", outcome: "SUCCESS", targetId: id, actorStaffTokenId: platformKey.id, actorUserId: null, subjectUserId: owner.id, details: { after: [`slug=${slug}`, "name=Harbour Live"] } },
      { action: "operator.member_role", outcome: "SUCCESS", actorStaffTokenId: platformKey.id, subjectUserId: owner.id, details: { before: [], after: ["role=OWNER"] } },
    ]);

    // organisations:write implies organisations:read.
    const list = await s.gql(LIST, { first: 200 }, { token: platformKey.token });
    expect(list.errors).toBeUndefined();
    const nodes = list.data!.organisations.edges.map((e) => e.node);
    expect(nodes.find((o) => o.id === id)).toMatchObject({ slug, memberCount: 1 });
    expect(nodes.find((o) => o.slug === existing)).toMatchObject({ memberCount: 1 });
  });

  it("a signed-in platform operator creates and lists too, audited as the account", async () => {
    const slug = `operator-made-${tag}`;
    const r = await s.gql(CREATE, { input: input(slug) }, { token: platformOperator.token });
    const made = r.data!.createOrganisation;
    expect(made.__typename).toBe("CreatedOrganisation");
    const id = made.__typename === "CreatedOrganisation" ? made.organisation.id : "";
    expect(await s.app.deps.db.auditLog.findFirst({ where: { action: "operator.organisation_create", targetId: id } })).toMatchObject({ actorUserId: platformOperator.id, actorStaffTokenId: null });
    const list = await s.gql(LIST, { first: 200 }, { token: platformOperator.token });
    expect(list.data!.organisations.edges.map((e) => e.node.slug)).toContain(slug);
  });

  it("pages oldest first with cursors that stay valid while organisations are added", async () => {
    for (const n of [1, 2, 3]) expect((await s.gql(CREATE, { input: input(`page-${n}-${tag}`) }, { token: platformKey.token })).data!.createOrganisation.__typename).toBe("CreatedOrganisation");
    const all = (await s.gql(LIST, { first: 200 }, { token: platformKey.token })).data!.organisations.edges;
    const first = (await s.gql(LIST, { first: 2 }, { token: platformKey.token })).data!.organisations;
    expect(first.edges.map((e) => e.node.id)).toEqual(all.slice(0, 2).map((e) => e.node.id));
    expect(first.pageInfo.hasNextPage).toBe(true);

    // A new organisation goes at the end: the next page after the same cursor is unchanged.
    await s.gql(CREATE, { input: input(`page-late-${tag}`) }, { token: platformKey.token });
    const next = (await s.gql(LIST, { first: 2, after: first.pageInfo.endCursor }, { token: platformKey.token })).data!.organisations;
    expect(next.edges.map((e) => e.node.id)).toEqual(all.slice(2, 4).map((e) => e.node.id));
    // And back: the page before the second page's start is the first page.
    const back = (await s.gql(LIST, { last: 2, before: next.pageInfo.startCursor }, { token: platformKey.token })).data!.organisations;
    expect(back.edges.map((e) => e.node.id)).toEqual(all.slice(0, 2).map((e) => e.node.id));
    const tail = (await s.gql(LIST, { first: 200, after: all.at(-1)!.cursor }, { token: platformKey.token })).data!.organisations.edges;
    expect(tail.map((e) => e.node.slug)).toEqual([`page-late-${tag}`]);

    const forged = await s.gql(LIST, { first: 2, after: "not-a-cursor" }, { token: platformKey.token });
    expect(forged.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses an organisation's owner, its keys, a fan and a platform key without the scope (FORBIDDEN), and anyone signed out", async () => {
    const auditor = await createStaffToken(s.app.deps.db, "auditor", ["audit:read"], { organisationId: null });
    const before = await s.app.deps.db.organisation.count();
    for (const [who, token, code] of [
      ["an organisation's owner", soleOwner.token, "FORBIDDEN"],
      ["organisation's key", orgKey, "FORBIDDEN"],
      ["fan", fan.token, "FORBIDDEN"],
      ["platform key with audit:read only", auditor.token, "FORBIDDEN"],
      ["signed out", null, "UNAUTHENTICATED"],
    ] as const) {
      const made = await s.gql(CREATE, { input: input(`refused-${tag}`) }, { token });
      expect(made.errors?.[0]?.extensions?.code, who).toBe(code);
      expect(made.data, who).toBeNull();
      const list = await s.gql(LIST, { first: 5 }, { token });
      expect(list.errors?.[0]?.extensions?.code, who).toBe(code);
    }
    expect(await s.app.deps.db.organisation.count()).toBe(before);
    // An owner cannot make a key with the platform's scopes either.
    for (const scope of ["organisations:write", "organisations:read"]) {
      const key = await s.gql(CREATE_KEY, { input: { name: "climb", scopes: [scope] } }, { token: soleOwner.token });
      expect(key.data!.createApiKey, scope).toMatchObject({ __typename: "ValidationError", field: "scopes" });
    }
  });

  it("answers a taken slug, an unknown owner and a malformed input with typed errors, creating nothing", async () => {
    const db = s.app.deps.db;
    const [orgs, members, audits] = await Promise.all([db.organisation.count(), db.organisationMember.count(), db.auditLog.count({ where: { action: "operator.organisation_create" } })]);

    const taken = (await s.gql(CREATE, { input: input(existing) }, { token: platformKey.token })).data!.createOrganisation;
    expect(taken).toMatchObject({ __typename: "OrganisationSlugTakenError", code: "ORGANISATION_SLUG_TAKEN", field: "slug" });

    const zh = await s.gql(CREATE, { input: input(`nobody-${tag}`, `nobody-${tag}@example.com`) }, { token: platformKey.token, lang: "zh-TW" });
    expect(zh.data!.createOrganisation).toMatchObject({ __typename: "OrganisationOwnerNotFoundError", code: "ORGANISATION_OWNER_NOT_FOUND", field: "ownerEmail", message: "沒有帳戶使用此電子郵件地址：負責人需先註冊" });

    const bad = (await s.gql(CREATE, { input: { slug: "Bad Slug!", name: " ", ownerEmail: "not-an-address" } }, { token: platformKey.token })).data!.createOrganisation;
    expect(bad).toMatchObject({ __typename: "ValidationError", code: "VALIDATION", field: "slug" });
    expect(bad.__typename === "ValidationError" && bad.issues.map((i) => i.field)).toEqual(["slug", "name", "ownerEmail"]);

    // Two makers of one slug at once: one organisation, and the other hears the slug is taken.
    const race = await Promise.all([1, 2].map(() => s.gql(CREATE, { input: input(`race-${tag}`) }, { token: platformKey.token })));
    expect(race.map((r) => r.data!.createOrganisation.__typename).sort()).toEqual(["CreatedOrganisation", "OrganisationSlugTakenError"]);

    expect(await db.organisation.count()).toBe(orgs + 1);
    expect(await db.organisationMember.count()).toBe(members + 1);
    expect(await db.auditLog.count({ where: { action: "operator.organisation_create" } })).toBe(audits + 1);
  });
});
