// Self-serve organisers (issue 34): a signed-in fan applies to become an organiser (every problem of the
// form answered at once, one open application per account); a platform operator approves (the
// organisation is created with the applicant as OWNER, once, even for two approvals at once) or refuses
// with a reason; the applicant is e-mailed in the language they applied in; every step is audited; and
// neither a fan nor an organisation's owner can decide an application.
import crypto from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, postGraphQLWithStatus, type GraphQLResponse, type TypedDocument, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import { outbox } from "../helpers/accounts.ts";

let s: TestServer;
let operator: Fan;
let platformKey: string;
const tag = crypto.randomBytes(3).toString("hex");

const APPLY = graphql(`
  mutation ApplicationsApply($input: OrganisationApplicationInput!) {
    applyForOrganisation(input: $input) {
      __typename
      ... on OrganisationApplication { id status organisationName applicantEmail eventTypes expectedVolume }
      ... on ValidationError { issues { field message messageKey } }
      ... on Error { code message }
    }
  }
`);
const MINE = graphql(`query ApplicationsMine { myOrganisationApplication { id status refusalReason organisationId } }`);
const LIST = graphql(`query ApplicationsList($status: OrganisationApplicationStatus) { organisationApplications(status: $status) { id status organisationName applicantEmail } }`);
const APPROVE = graphql(`
  mutation ApplicationsApprove($id: ID!, $slug: String) {
    approveOrganisationApplication(id: $id, slug: $slug) {
      __typename
      ... on ApprovedOrganisationApplication { alreadyApproved application { status organisationId } organisation { id slug name memberCount } }
      ... on Error { code }
    }
  }
`);
const REFUSE = graphql(`
  mutation ApplicationsRefuse($id: ID!, $reason: String!) {
    refuseOrganisationApplication(id: $id, reason: $reason) { __typename ... on OrganisationApplication { status refusalReason } ... on Error { code } }
  }
`);
const MY_ORGS = graphql(`query ApplicationsMyOrganisations { myOrganisations { id name role } }`);
const IDENTITY = graphql(`query ApplicationsIdentity { operatorIdentity { organisationId scopes } }`);

async function call<R, V>(document: TypedDocument<R, V>, variables: V, token: string, lang?: string): Promise<GraphQLResponse<R>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(lang ? { "accept-language": lang } : {}) };
  return (await postGraphQLWithStatus(s.url, document, variables, headers)).body as GraphQLResponse<R>;
}

const good = (name: string) => ({
  organisationName: name,
  contactName: "Mai Tran",
  contactEmail: "mai@example.com",
  contactPhone: "+84 912 345 678",
  country: "VN",
  eventTypes: ["CONCERT" as const, "FESTIVAL" as const],
  description: "Indie concerts in Hanoi and Saigon, about ten a year, 300 to 2000 seats.",
  expectedVolume: "V1000_9999" as const,
  website: "https://example.com",
  acceptTerms: true,
});

async function applied(fan: Fan, name: string, lang?: string): Promise<string> {
  return member((await call(APPLY, { input: good(name) }, fan.token, lang)).data?.applyForOrganisation, "OrganisationApplication").id;
}

beforeAll(async () => {
  s = await startTestServer();
  [operator] = await createFans(s.app.deps, 1);
  await s.app.deps.db.platformOperator.create({ data: { userId: operator.id } });
  platformKey = (await createStaffToken(s.app.deps.db, "applications", ["organisations:write"], { organisationId: null })).token;
});
afterAll(() => s?.stop());

describe("a fan applies (issue 34)", () => {
  it("every malformed field is answered at once, in the fan's language, and nothing is stored", async () => {
    const [fan] = await createFans(s.app.deps, 1);
    const input = { ...good("x"), contactEmail: "not-an-address", contactPhone: "12", country: "ZZ", eventTypes: [], description: "short", website: "ftp:/nope", acceptTerms: false };
    const r = member((await call(APPLY, { input }, fan.token, "vi")).data?.applyForOrganisation, "ValidationError");
    const fields = r.issues.map((i) => i.field).sort();
    expect(fields).toEqual(["acceptTerms", "contactEmail", "contactPhone", "country", "description", "eventTypes", "organisationName", "website"]);
    const byField = Object.fromEntries(r.issues.map((i) => [i.field, i]));
    expect(byField.organisationName).toMatchObject({ messageKey: "validation.organisationName", message: "Vui lòng nhập tên tổ chức (2 đến 120 ký tự)" });
    expect(byField.acceptTerms!.message).toBe("Vui lòng đồng ý với điều khoản dành cho nhà tổ chức");
    // A code of no country is refused like a malformed one.
    const unknownCountry = member((await call(APPLY, { input: { ...good(`Ok ${tag}`), country: "QQ" } }, fan.token)).data?.applyForOrganisation, "ValidationError");
    expect(unknownCountry.issues.map((i) => i.field)).toEqual(["country"]);
    expect(await s.app.deps.db.organisationApplication.count({ where: { userId: fan.id } })).toBe(0);
  });

  it("is stored PENDING, shown to the fan, audited, and a second one while it waits is refused (even two at once)", async () => {
    const [fan] = await createFans(s.app.deps, 1);
    const [a, b] = await Promise.all([call(APPLY, { input: good(`Twice ${tag}`) }, fan.token), call(APPLY, { input: good(`Twice ${tag}`) }, fan.token)]);
    const types = [a.data?.applyForOrganisation?.__typename, b.data?.applyForOrganisation?.__typename].sort();
    expect(types).toEqual(["OrganisationApplication", "OrganisationApplicationOpenError"]);
    expect(await s.app.deps.db.organisationApplication.count({ where: { userId: fan.id } })).toBe(1);
    const mine = (await call(MINE, {}, fan.token)).data!.myOrganisationApplication!;
    expect(mine.status).toBe("PENDING");
    expect(await s.app.deps.db.auditLog.count({ where: { action: "account.organisation_apply", targetId: mine.id, actorUserId: fan.id } })).toBe(1);
    const again = (await call(APPLY, { input: good(`Again ${tag}`) }, fan.token, "th")).data?.applyForOrganisation;
    expect(again).toMatchObject({ __typename: "OrganisationApplicationOpenError", code: "ORGANISATION_APPLICATION_OPEN" });
    // Anonymous callers cannot apply.
    const anonymous = await postGraphQLWithStatus(s.url, APPLY, { input: good("Anon") }, {});
    expect(JSON.stringify(anonymous.body)).toContain("UNAUTHENTICATED");
  });
});

describe("the platform decides (issue 34)", () => {
  it("approval creates the organisation with the applicant as OWNER once, even for two approvals at once, and e-mails them in their language", async () => {
    const [fan] = await createFans(s.app.deps, 1);
    const id = await applied(fan, `Harbour Sounds ${tag}`, "zh_TW");
    expect((await call(LIST, { status: "PENDING" }, operator.token)).data!.organisationApplications.map((a) => a.id)).toContain(id);
    const [x, y] = await Promise.all([call(APPROVE, { id }, operator.token), call(APPROVE, { id }, platformKey)]);
    const rx = member(x.data?.approveOrganisationApplication, "ApprovedOrganisationApplication");
    const ry = member(y.data?.approveOrganisationApplication, "ApprovedOrganisationApplication");
    expect([rx.alreadyApproved, ry.alreadyApproved].sort()).toEqual([false, true]);
    expect(rx.organisation.id).toBe(ry.organisation.id);
    expect(rx.organisation).toMatchObject({ slug: `harbour-sounds-${tag}`, name: `Harbour Sounds ${tag}`, memberCount: 1 });
    expect(await s.app.deps.db.organisation.count({ where: { name: `Harbour Sounds ${tag}` } })).toBe(1);
    // A third approval, later: the same organisation, nothing new.
    const later = member((await call(APPROVE, { id }, operator.token)).data?.approveOrganisationApplication, "ApprovedOrganisationApplication");
    expect(later).toMatchObject({ alreadyApproved: true, organisation: { id: rx.organisation.id } });
    // The applicant owns it and acts for it as an operator.
    expect((await call(MY_ORGS, {}, fan.token)).data!.myOrganisations).toEqual([{ id: rx.organisation.id, name: `Harbour Sounds ${tag}`, role: "OWNER" }]);
    expect((await call(IDENTITY, {}, fan.token)).data!.operatorIdentity).toMatchObject({ organisationId: rx.organisation.id, scopes: expect.arrayContaining(["members:manage", "events:write"]) });
    expect((await call(MINE, {}, fan.token)).data!.myOrganisationApplication).toMatchObject({ status: "APPROVED", organisationId: rx.organisation.id });
    // One e-mail, in Traditional Chinese (the language they applied in), pointing at the console.
    const mails = await outbox(s, fan.email);
    const approvals = mails.filter((m) => m.subject.includes(`Harbour Sounds ${tag}`));
    expect(approvals.map((m) => m.subject)).toEqual([`Harbour Sounds ${tag} 已成為 Fanfare 上的主辦單位`]);
    expect(approvals[0]!.text).toContain("/#/console");
    // Audited: the approval, the organisation and its owner, once each.
    const actions = (await s.app.deps.db.auditLog.findMany({ where: { OR: [{ targetId: id }, { targetId: rx.organisation.id }] }, select: { action: true } })).map((a) => a.action).sort();
    expect(actions).toEqual(["account.organisation_apply", "operator.application_approve", "operator.organisation_create"]);
    // Once approved, it cannot be refused.
    expect((await call(REFUSE, { id, reason: "Changed our mind" }, operator.token)).data?.refuseOrganisationApplication).toMatchObject({ code: "ORGANISATION_APPLICATION_DECIDED" });
  });

  it("a slug made of a taken name gets a number; a chosen slug that is taken is refused and nothing is created", async () => {
    const [f1, f2] = await createFans(s.app.deps, 2);
    const first = await applied(f1, `Same Name ${tag}`);
    const second = await applied(f2, `Same Name ${tag}`);
    const one = member((await call(APPROVE, { id: first }, operator.token)).data?.approveOrganisationApplication, "ApprovedOrganisationApplication");
    expect((await call(APPROVE, { id: second, slug: one.organisation.slug }, operator.token)).data?.approveOrganisationApplication).toMatchObject({ code: "ORGANISATION_SLUG_TAKEN" });
    expect((await call(APPROVE, { id: second, slug: "Not A Slug" }, operator.token)).data?.approveOrganisationApplication).toMatchObject({ code: "VALIDATION" });
    expect((await s.app.deps.db.organisationApplication.findUniqueOrThrow({ where: { id: second } })).status).toBe("PENDING");
    const two = member((await call(APPROVE, { id: second }, operator.token)).data?.approveOrganisationApplication, "ApprovedOrganisationApplication");
    expect(two.organisation.slug).toBe(`${one.organisation.slug}-2`);
  });

  it("refusal needs a reason, is e-mailed with it in the applicant's language, audited, and the fan may apply again", async () => {
    const [fan] = await createFans(s.app.deps, 1);
    const id = await applied(fan, `Night Owls ${tag}`, "ms");
    expect((await call(REFUSE, { id, reason: "no" }, operator.token)).data?.refuseOrganisationApplication).toMatchObject({ code: "VALIDATION" });
    expect((await s.app.deps.db.organisationApplication.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");
    const reason = "Please give a company registration number.";
    expect((await call(REFUSE, { id, reason }, operator.token)).data?.refuseOrganisationApplication).toEqual({ __typename: "OrganisationApplication", status: "REFUSED", refusalReason: reason });
    // Refusing again answers the same, with no second e-mail; approving it now is refused.
    expect((await call(REFUSE, { id, reason: "Another reason" }, platformKey)).data?.refuseOrganisationApplication).toMatchObject({ status: "REFUSED", refusalReason: reason });
    expect((await call(APPROVE, { id }, operator.token)).data?.approveOrganisationApplication).toMatchObject({ code: "ORGANISATION_APPLICATION_DECIDED" });
    const mails = (await outbox(s, fan.email)).filter((m) => m.subject.includes(`Night Owls ${tag}`));
    expect(mails.map((m) => m.subject)).toEqual([`Permohonan penganjur anda untuk Night Owls ${tag}`]);
    expect(mails[0]!.text).toContain(reason);
    expect(await s.app.deps.db.auditLog.count({ where: { action: "operator.application_refuse", targetId: id, actorUserId: operator.id } })).toBe(1);
    expect(await s.app.deps.db.organisationMember.count({ where: { userId: fan.id } })).toBe(0);
    expect((await call(MINE, {}, fan.token)).data!.myOrganisationApplication).toMatchObject({ status: "REFUSED", refusalReason: reason, organisationId: null });
    expect((await call(APPLY, { input: good(`Night Owls ${tag}`) }, fan.token)).data?.applyForOrganisation?.__typename).toBe("OrganisationApplication");
  });

  it("a fan, an organisation's owner and its key cannot list, approve or refuse applications", async () => {
    const [fan, owner] = await createFans(s.app.deps, 2);
    const id = await applied(fan, `Sneaky ${tag}`);
    const org = await s.app.deps.db.organisation.create({ data: { slug: `owners-${tag}`, name: "Owners" } });
    await s.app.deps.db.organisationMember.create({ data: { organisationId: org.id, userId: owner.id, role: "OWNER" } });
    const orgKey = (await createStaffToken(s.app.deps.db, "org", ["events:write"], { organisationId: org.id })).token;
    for (const token of [fan.token, owner.token, orgKey]) {
      for (const r of [await call(LIST, {}, token), await call(APPROVE, { id }, token), await call(REFUSE, { id, reason: "Not from you" }, token)]) {
        expect(JSON.stringify(r.errors ?? r.data)).toContain("FORBIDDEN");
      }
    }
    expect((await s.app.deps.db.organisationApplication.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");
    expect((await call(APPROVE, { id: "no-such-application" }, operator.token)).data?.approveOrganisationApplication).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("fanfare organisations applications (issue 34)", { timeout: 120_000 }, () => {
  /** Runs the CLI against the test server with a platform key (a fresh config dir: no saved login). */
  async function cli(args: string[], key = platformKey): Promise<{ code: number; stdout: string; stderr: string }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-apps-"));
    return promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", ...args], {
      env: { ...process.env, FANFARE_API_URL: s.url, FANFARE_API_KEY: key, FANFARE_CLI_CONFIG: path.join(dir, "cli.json") },
    })
      .then((r) => ({ code: 0, ...r }))
      .catch((e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }))
      .finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  }

  it("lists the waiting applications, approves one and refuses another with a reason; a bad reason shows the field", async () => {
    const [f1, f2] = await createFans(s.app.deps, 2);
    const toApprove = await applied(f1, `Cli Approve ${tag}`);
    const toRefuse = await applied(f2, `Cli Refuse ${tag}`);
    const listed = await cli(["organisations", "applications", "list", "--json"]);
    expect(listed.stderr).toBe("");
    const rows = JSON.parse(listed.stdout) as { id: string; status: string; applicantEmail: string }[];
    expect(rows.find((r) => r.id === toApprove)).toMatchObject({ status: "PENDING", applicantEmail: f1.email });
    expect((await cli(["organisations", "applications", "list"])).stdout).toMatch(new RegExp(`^id\\s+status\\s+organisationName[\\s\\S]*Cli Approve ${tag}`));

    const approved = await cli(["org", "applications", "approve", toApprove, "--slug", `cli-approve-${tag}`, "--json"]);
    expect(approved.stderr).toBe("");
    expect(JSON.parse(approved.stdout)).toMatchObject({ alreadyApproved: false, organisation: { slug: `cli-approve-${tag}`, memberCount: 1 }, application: { status: "APPROVED" } });
    expect((await cli(["organisations", "applications", "approve", toApprove])).stdout).toContain(`already approved: organisation cli-approve-${tag}`);

    const bad = await cli(["organisations", "applications", "refuse", toRefuse, "--reason", "no", "--json"]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr).error).toMatchObject({ code: "VALIDATION", issues: [{ field: "reason" }] });
    const refused = await cli(["organisations", "applications", "refuse", toRefuse, "--reason", "We need a business registration."]);
    expect(refused.stdout).toBe(`refused Cli Refuse ${tag} (${f2.email}): We need a business registration.\n`);

    // An organisation's key is refused.
    const org = await s.app.deps.db.organisation.create({ data: { slug: `cli-org-${tag}`, name: "Cli Org" } });
    const orgKey = (await createStaffToken(s.app.deps.db, "org", ["events:write"], { organisationId: org.id })).token;
    const forbidden = await cli(["organisations", "applications", "list", "--json"], orgKey);
    expect(forbidden.code).toBe(1);
    expect(JSON.parse(forbidden.stderr).error.code).toBe("FORBIDDEN");
  });
});
