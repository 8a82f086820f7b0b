// Issue 34: an owner runs the team from the CLI as from the console's team page: `fanfare team list`,
// `invite`, `role`, `remove`, with --json like every other command, over a signed-in owner's session.
// The organisation keeps at least one owner: the CLI shows the server's typed refusal and exits 1.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFan } from "../factories/fans.ts";

let s: TestServer;
let dir: string;
const orgId = `org_team_${crypto.randomBytes(3).toString("hex")}`;
let owner: { id: string; email: string; password: string };
let staff: { id: string; email: string };

async function cli(args: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = promisify(execFile);
  return run(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", ...args, "--json"], { env: { ...process.env, FANFARE_API_URL: s.url, FANFARE_API_KEY: undefined, FANFARE_ORGANISATION: undefined, FANFARE_CLI_CONFIG: path.join(dir, "cli.json"), ...env } })
    .then((r) => ({ code: 0, ...r }))
    .catch((e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }));
}

beforeAll(async () => {
  s = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-team-"));
  const o = await createFan(s.app.deps);
  const m = await createFan(s.app.deps);
  owner = { id: o.id, email: o.email, password: o.password };
  staff = { id: m.id, email: m.email };
  await s.app.deps.db.organisation.create({
    data: { id: orgId, slug: orgId.replaceAll("_", "-"), name: "Team Org", members: { create: [{ userId: o.id, role: "OWNER" }, { userId: m.id, role: "GATE" }] } },
  });
  const login = await cli(["login", "--email", owner.email], { FANFARE_PASSWORD: owner.password });
  expect(login.stderr).toBe("");
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await s?.stop();
});

describe("fanfare team (issue 34)", { timeout: 90_000 }, () => {
  it("lists the members and open invitations, invites an address", async () => {
    const invited = await cli(["team", "invite", "new-hire@example.com", "--role", "box_office"]);
    expect(invited.stderr).toBe("");
    expect(JSON.parse(invited.stdout)).toMatchObject({ email: "new-hire@example.com", role: "BOX_OFFICE" });
    const listed = await cli(["team", "list"]);
    expect(listed.stderr).toBe("");
    const team = JSON.parse(listed.stdout) as { members: { email: string; role: string }[]; invitations: { email: string; role: string }[] };
    expect(team.members.map((m) => [m.email, m.role])).toEqual([[owner.email, "OWNER"], [staff.email, "GATE"]]);
    expect(team.invitations).toEqual([expect.objectContaining({ email: "new-hire@example.com", role: "BOX_OFFICE" })]);
    expect((await cli(["team", "invite", "not-an-address", "--role", "GATE"])).code).toBe(1);
  });

  it("changes a member's role by e-mail, audited; the last owner cannot be demoted or removed", async () => {
    const changed = await cli(["team", "role", staff.email, "manager"]);
    expect(changed.stderr).toBe("");
    expect(JSON.parse(changed.stdout)).toMatchObject({ userId: staff.id, role: "MANAGER" });
    expect(await s.app.deps.db.auditLog.count({ where: { action: "operator.member_role", subjectUserId: staff.id } })).toBe(1);

    const demote = await cli(["team", "role", owner.email, "GATE"]);
    expect(demote.code).toBe(1);
    expect(JSON.parse(demote.stderr)).toMatchObject({ error: { code: "ORGANISATION_LAST_OWNER" } });
    const removeOwner = await cli(["team", "remove", owner.id, "--yes"]);
    expect(removeOwner.code).toBe(1);
    expect(JSON.parse(removeOwner.stderr)).toMatchObject({ error: { code: "ORGANISATION_LAST_OWNER" } });
    expect(await s.app.deps.db.organisationMember.findUnique({ where: { organisationId_userId: { organisationId: orgId, userId: owner.id } } })).toMatchObject({ role: "OWNER" });
  });

  it("removes a member only with --yes; a stranger is NOT_FOUND", async () => {
    expect((await cli(["team", "remove", staff.email])).code).toBe(1);
    expect(await s.app.deps.db.organisationMember.count({ where: { organisationId: orgId, userId: staff.id } })).toBe(1);
    const removed = await cli(["team", "remove", staff.email, "--yes"]);
    expect(removed.stderr).toBe("");
    expect(JSON.parse(removed.stdout)).toMatchObject({ userId: staff.id, email: staff.email });
    expect(await s.app.deps.db.organisationMember.count({ where: { organisationId: orgId, userId: staff.id } })).toBe(0);
    expect(await s.app.deps.db.user.count({ where: { id: staff.id } })).toBe(1);
    const again = await cli(["team", "remove", staff.email, "--yes"]);
    expect(JSON.parse(again.stderr)).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
