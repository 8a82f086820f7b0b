// Membership by consent (issue 36): an owner invites an e-mail address to a role and the account of that
// address joins only when it accepts; inviting tells nobody whether an address has an account; the
// invitation e-mail is written in the invitee's language; an organisation keeps an owner; and revoking a
// key or a membership ends the subscriptions it opened over graphql-ws within a second.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, postGraphQLWithStatus, type GraphQLResponse, type TypedDocument, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import { outbox } from "../helpers/accounts.ts";

let s: TestServer;
let orgId: string;
let owner: Fan;
const tag = crypto.randomBytes(3).toString("hex");

const INVITE = graphql(`
  mutation MembersInvite($input: InviteOrganisationMemberInput!) {
    inviteOrganisationMember(input: $input) { __typename ... on OrganisationInvitation { id email role status expiresAt } ... on Error { code message } }
  }
`);
const SET_MEMBER = graphql(`mutation MembersSetMember($email: String!, $role: OrganisationRole!) { setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } } }`);
const INVITATIONS = graphql(`query MembersInvitations($status: OrganisationInvitationStatus) { organisationInvitations(status: $status) { id email role status } }`);
const MEMBERS = graphql(`query MembersList { organisationMembers { userId email role } }`);
const REVOKE_INVITATION = graphql(`mutation MembersRevokeInvitation($id: ID!) { revokeOrganisationInvitation(id: $id) { __typename ... on OrganisationInvitation { status } ... on Error { code } } }`);
const MINE = graphql(`query MembersMine { myOrganisationInvitations { id organisationName role } }`);
const ACCEPT = graphql(`mutation MembersAccept($id: ID!) { acceptOrganisationInvitation(id: $id) { __typename ... on OrganisationMembership { id name role } ... on Error { code } } }`);
const DECLINE = graphql(`mutation MembersDecline($id: ID!) { declineOrganisationInvitation(id: $id) { __typename ... on Error { code } } }`);
const MY_ORGS = graphql(`query MembersMyOrganisations { myOrganisations { id role } }`);
const IDENTITY = graphql(`query MembersIdentity { operatorIdentity { organisationId scopes } }`);
const SET_ROLE = graphql(`mutation MembersSetRole($userId: ID!, $role: OrganisationRole!) { setOrganisationMemberRole(userId: $userId, role: $role) { __typename ... on OrganisationMember { role } ... on Error { code } } }`);
const REMOVE = graphql(`mutation MembersRemove($userId: ID!) { removeOrganisationMember(userId: $userId) { __typename ... on OrganisationMember { userId } ... on Error { code } } }`);
const REVOKE_KEY = graphql(`mutation MembersRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { revokedAt } ... on Error { code } } }`);
const SALES = graphql(`subscription MembersSales($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { eventId sold } }`);

/** POST /graphql as `token`, naming an organisation to act for when given. */
async function call<R, V>(document: TypedDocument<R, V>, variables: V, token: string, opts: { org?: string; lang?: string } = {}): Promise<GraphQLResponse<R>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(opts.org ? { "x-fanfare-organisation": opts.org } : {}), ...(opts.lang ? { "accept-language": opts.lang } : {}) };
  return (await postGraphQLWithStatus(s.url, document, variables, headers)).body as GraphQLResponse<R>;
}

const fans = async (n: number) => createFans(s.app.deps, n);

beforeAll(async () => {
  s = await startTestServer();
  const org = await s.app.deps.db.organisation.create({ data: { slug: `members-${tag}`, name: `Members ${tag}` } });
  orgId = org.id;
  [owner] = await fans(1);
  await s.app.deps.db.organisationMember.create({ data: { organisationId: orgId, userId: owner.id, role: "OWNER" } });
});
afterAll(() => s?.stop());

describe("invitations (issue 36)", () => {
  it("answer the same whether or not the address has an account, add nobody, and are e-mailed in the invitee's language", async () => {
    const [known] = await fans(1);
    await s.app.deps.db.user.update({ where: { id: known.id }, data: { language: "th" } });
    const unknown = `nobody-${tag}@example.com`;
    const a = await call(INVITE, { input: { email: known.email, role: "MANAGER" } }, owner.token, { lang: "vi" });
    const b = await call(INVITE, { input: { email: unknown, role: "MANAGER" } }, owner.token, { lang: "vi" });
    const shape = (r: typeof a) => {
      const i = member(r.data?.inviteOrganisationMember, "OrganisationInvitation");
      return { __typename: "OrganisationInvitation", role: i.role, status: i.status, keys: Object.keys(i).sort() };
    };
    expect(shape(a)).toEqual(shape(b));
    expect(await s.app.deps.db.organisationMember.count({ where: { organisationId: orgId, userId: known.id } })).toBe(0);
    // The known account's e-mail in its own language (Thai); the unknown address's in the inviter's (Vietnamese).
    const [toKnown] = await outbox(s, known.email);
    expect(toKnown.subject).toBe(`Members ${tag} เชิญคุณเข้าร่วมทีมบน Fanfare`);
    expect(toKnown.text).toContain("/#/invitations");
    const [toUnknown] = await outbox(s, unknown);
    expect(toUnknown.subject).toBe(`Members ${tag} mời bạn tham gia nhóm trên Fanfare`);
    // Listed for the team page; a malformed address is a validation error.
    expect((await call(INVITATIONS, {}, owner.token)).data!.organisationInvitations.map((i) => i.email)).toEqual(expect.arrayContaining([known.email, unknown]));
    expect((await call(INVITE, { input: { email: "not an address", role: "GATE" } }, owner.token)).data?.inviteOrganisationMember).toMatchObject({ code: "VALIDATION" });
  });

  it("the deprecated setOrganisationMember adds nobody silently and answers unknown addresses as it answers known ones", async () => {
    const [known] = await fans(1);
    const knownAnswer = await call(SET_MEMBER, { email: known.email, role: "GATE" }, owner.token);
    const unknownAnswer = await call(SET_MEMBER, { email: `ghost-${tag}@example.com`, role: "GATE" }, owner.token);
    expect(knownAnswer.data?.setOrganisationMember).toEqual({ __typename: "MutationSetOrganisationMemberSuccess", data: "GATE" });
    expect(unknownAnswer.data?.setOrganisationMember).toEqual(knownAnswer.data?.setOrganisationMember);
    expect(await s.app.deps.db.organisationMember.count({ where: { organisationId: orgId, userId: known.id } })).toBe(0);
    expect(await s.app.deps.db.organisationInvitation.count({ where: { organisationId: orgId, email: known.email, status: "PENDING" } })).toBe(1);
  });

  it("the invited account sees its invitation and accepts it; nobody else can; it then acts for the organisation with the role", async () => {
    const [invitee, stranger] = await fans(2);
    const invited = member((await call(INVITE, { input: { email: invitee.email, role: "BOX_OFFICE" } }, owner.token)).data?.inviteOrganisationMember, "OrganisationInvitation");
    expect((await call(MINE, {}, invitee.token)).data!.myOrganisationInvitations).toEqual([{ id: invited.id, organisationName: `Members ${tag}`, role: "BOX_OFFICE" }]);
    expect((await call(MINE, {}, stranger.token)).data!.myOrganisationInvitations).toEqual([]);
    expect((await call(ACCEPT, { id: invited.id }, stranger.token)).data?.acceptOrganisationInvitation).toMatchObject({ code: "INVITATION_NOT_FOUND" });
    expect((await call(IDENTITY, {}, invitee.token)).data!.operatorIdentity).toBeNull();
    const accepted = await call(ACCEPT, { id: invited.id }, invitee.token);
    expect(accepted.data?.acceptOrganisationInvitation).toEqual({ __typename: "OrganisationMembership", id: orgId, name: `Members ${tag}`, role: "BOX_OFFICE" });
    expect((await call(MY_ORGS, {}, invitee.token)).data!.myOrganisations).toEqual([{ id: orgId, role: "BOX_OFFICE" }]);
    expect((await call(IDENTITY, {}, invitee.token)).data!.operatorIdentity).toMatchObject({ organisationId: orgId, scopes: expect.arrayContaining(["orders:read"]) });
    // Answered once: a second accept, or a decline, finds nothing.
    expect((await call(ACCEPT, { id: invited.id }, invitee.token)).data?.acceptOrganisationInvitation).toMatchObject({ code: "INVITATION_NOT_FOUND" });
    expect((await call(DECLINE, { id: invited.id }, invitee.token)).data?.declineOrganisationInvitation).toMatchObject({ code: "INVITATION_NOT_FOUND" });
    // Inviting a member is refused (the owner sees the members anyway).
    expect((await call(INVITE, { input: { email: invitee.email, role: "GATE" } }, owner.token)).data?.inviteOrganisationMember).toMatchObject({ code: "ORGANISATION_ALREADY_MEMBER" });
  });

  it("declined, withdrawn and expired invitations make nobody a member", async () => {
    const [declining, withdrawn, late] = await fans(3);
    const invite = async (f: Fan) => member((await call(INVITE, { input: { email: f.email, role: "GATE" } }, owner.token)).data?.inviteOrganisationMember, "OrganisationInvitation").id;
    const [d, w, l] = [await invite(declining), await invite(withdrawn), await invite(late)];
    expect((await call(DECLINE, { id: d }, declining.token)).data?.declineOrganisationInvitation).toEqual({ __typename: "Done" });
    expect((await call(REVOKE_INVITATION, { id: w }, owner.token)).data?.revokeOrganisationInvitation).toEqual({ __typename: "OrganisationInvitation", status: "REVOKED" });
    expect((await call(ACCEPT, { id: w }, withdrawn.token)).data?.acceptOrganisationInvitation).toMatchObject({ code: "INVITATION_NOT_FOUND" });
    await s.app.deps.db.organisationInvitation.update({ where: { id: l }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(MINE, {}, late.token)).data!.myOrganisationInvitations).toEqual([]);
    expect((await call(ACCEPT, { id: l }, late.token)).data?.acceptOrganisationInvitation).toMatchObject({ code: "INVITATION_EXPIRED" });
    expect((await call(INVITATIONS, { status: "EXPIRED" }, owner.token)).data!.organisationInvitations.map((i) => i.id)).toContain(l);
    for (const f of [declining, withdrawn, late]) expect(await s.app.deps.db.organisationMember.count({ where: { userId: f.id } })).toBe(0);
  });

  it("another organisation's owner can neither see nor withdraw them", async () => {
    const other = await s.app.deps.db.organisation.create({ data: { slug: `members-other-${tag}`, name: "Other" } });
    const [otherOwner, invitee] = await fans(2);
    await s.app.deps.db.organisationMember.create({ data: { organisationId: other.id, userId: otherOwner.id, role: "OWNER" } });
    const id = member((await call(INVITE, { input: { email: invitee.email, role: "GATE" } }, owner.token)).data?.inviteOrganisationMember, "OrganisationInvitation").id;
    expect((await call(INVITATIONS, {}, otherOwner.token)).data!.organisationInvitations.map((i) => i.id)).not.toContain(id);
    expect((await call(REVOKE_INVITATION, { id }, otherOwner.token)).data?.revokeOrganisationInvitation).toMatchObject({ code: "NOT_FOUND" });
    expect((await call(INVITATIONS, {}, otherOwner.token, { org: orgId })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await s.app.deps.db.organisationInvitation.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");
  });
});

describe("members (issue 36)", () => {
  it("an organisation keeps an owner: the last one can be neither demoted nor removed, even by two owners at once", async () => {
    const org = await s.app.deps.db.organisation.create({ data: { slug: `owners-${tag}`, name: "Owners" } });
    const [a, b] = await fans(2);
    await s.app.deps.db.organisationMember.createMany({ data: [{ organisationId: org.id, userId: a.id, role: "OWNER" }, { organisationId: org.id, userId: b.id, role: "OWNER" }] });
    const results = await Promise.all([call(REMOVE, { userId: b.id }, a.token, { org: org.id }), call(REMOVE, { userId: a.id }, b.token, { org: org.id })]);
    const kinds = results.map((r) => r.data?.removeOrganisationMember.__typename ?? r.errors?.[0]?.extensions?.code);
    // One removal wins; the other owner's request then finds its caller no longer a member, or the last owner kept.
    expect(kinds.filter((k) => k === "OrganisationMember")).toHaveLength(1);
    expect(await s.app.deps.db.organisationMember.count({ where: { organisationId: org.id, role: "OWNER" } })).toBe(1);
    const [last] = await s.app.deps.db.organisationMember.findMany({ where: { organisationId: org.id } });
    const token = last.userId === a.id ? a.token : b.token;
    expect((await call(SET_ROLE, { userId: last.userId, role: "MANAGER" }, token, { org: org.id })).data?.setOrganisationMemberRole).toMatchObject({ code: "ORGANISATION_LAST_OWNER" });
    expect((await call(REMOVE, { userId: last.userId }, token, { org: org.id })).data?.removeOrganisationMember).toMatchObject({ code: "ORGANISATION_LAST_OWNER" });
    expect((await call(MEMBERS, {}, token, { org: org.id })).data!.organisationMembers).toEqual([{ userId: last.userId, email: expect.any(String), role: "OWNER" }]);
  });
});

/** A graphql-ws subscription as `token`, every message kept; `ended` resolves with the error that ends it. */
async function subscribe(token: string, eventId: string, org?: string) {
  const client = createClient({
    url: s.url.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, ...(org ? { "x-fanfare-organisation": org } : {}) },
    retryAttempts: 0,
  });
  const values: unknown[] = [];
  let firstValue: () => void = () => {};
  const first = new Promise<void>((r) => (firstValue = r));
  const ended = new Promise<{ at: number; errors: { extensions?: { code?: string } }[] }>((resolve) => {
    client.subscribe(
      { query: SALES.toString(), variables: { eventId } },
      {
        next: (v) => {
          values.push(v);
          firstValue();
        },
        error: (e) => resolve({ at: performance.now(), errors: e as { extensions?: { code?: string } }[] }),
        complete: () => resolve({ at: performance.now(), errors: [] }),
      },
    );
  });
  await first;
  return { values, ended, dispose: () => client.dispose() };
}

describe("live subscriptions end with the access that opened them (issue 36)", () => {
  async function orgEvent() {
    const event = await createOnSaleEvent(s.app.deps, { standing: 5 });
    await s.app.deps.db.event.update({ where: { id: event.id }, data: { organisationId: orgId } });
    return event.id;
  }

  it("a key revoked by its owner: its open subscription ends within a second", async () => {
    const eventId = await orgEvent();
    const key = await createStaffToken(s.app.deps.db, "dashboard", ["reports:read"], { organisationId: orgId });
    const sub = await subscribe(key.token, eventId);
    const revoked = performance.now();
    expect((await call(REVOKE_KEY, { id: key.id }, owner.token)).data?.revokeApiKey.__typename).toBe("ApiKey");
    const end = await sub.ended;
    expect(end.errors[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(end.at - revoked).toBeLessThan(1_000);
    await sub.dispose();
  });

  it("a key revoked on the database alone (the CLI, another process): the sweep ends its subscription within a second or so", async () => {
    const eventId = await orgEvent();
    const key = await createStaffToken(s.app.deps.db, "dashboard", ["reports:read"], { organisationId: orgId });
    const sub = await subscribe(key.token, eventId);
    const revoked = performance.now();
    await s.app.deps.db.apiToken.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    const end = await sub.ended;
    expect(end.errors[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(end.at - revoked).toBeLessThan(2_500);
    await sub.dispose();
  });

  it("a member removed: their operator subscription ends within a second; a fan's own subscriptions are not operator ones and stay", async () => {
    const eventId = await orgEvent();
    const [staff] = await fans(1);
    await s.app.deps.db.organisationMember.create({ data: { organisationId: orgId, userId: staff.id, role: "MANAGER" } });
    const sub = await subscribe(staff.token, eventId, orgId);
    const removed = performance.now();
    expect((await call(REMOVE, { userId: staff.id }, owner.token)).data?.removeOrganisationMember.__typename).toBe("OrganisationMember");
    const end = await sub.ended;
    expect(end.errors[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(end.at - removed).toBeLessThan(1_000);
    await sub.dispose();
    // Subscribing again is refused.
    const again = await call(graphql(`query MembersSalesNow($eventId: ID!) { operatorSalesFigures(eventId: $eventId) { __typename } }`), { eventId }, staff.token, { org: orgId });
    expect(again.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
