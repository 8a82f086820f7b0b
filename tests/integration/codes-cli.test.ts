// Issue 35: an organiser runs access and discount codes from the CLI as from the console's codes page:
// `fanfare codes list | create | batch | export | disable`, with --json like every other command. A refusal
// (a code taken, another organisation's event, a bad flag) is a typed error as JSON on stderr, exit code 1.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createFans } from "../factories/fans.ts";
import { createProduct } from "../factories/merch.ts";

let s: TestServer;
let dir: string;
let key: string;
let otherKey: string;
let ev: OnSaleEvent;
const org = `org_codes_${crypto.randomBytes(3).toString("hex")}`;
const other = `org_codes_${crypto.randomBytes(3).toString("hex")}`;

async function cli(args: string[], k = key): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = promisify(execFile);
  return run(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", ...args, "--json"], {
    env: { ...process.env, FANFARE_API_URL: s.url, FANFARE_API_KEY: k, FANFARE_ORGANISATION: undefined, FANFARE_CLI_CONFIG: path.join(dir, "cli.json") },
  })
    .then((r) => ({ code: 0, ...r }))
    .catch((e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }));
}

beforeAll(async () => {
  s = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-codes-"));
  for (const id of [org, other]) await s.app.deps.db.organisation.create({ data: { id, slug: id.replaceAll("_", "-"), name: id } });
  key = (await createStaffToken(s.app.deps.db, "codes cli", ["events:write"], { organisationId: org })).token;
  otherKey = (await createStaffToken(s.app.deps.db, "codes cli other", ["events:write"], { organisationId: other })).token;
  ev = await createOnSaleEvent(s.app.deps, { standing: 50 });
  await s.app.deps.db.event.update({ where: { id: ev.id }, data: { organisationId: org } });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await s?.stop();
});

describe("fanfare codes (issue 35)", { timeout: 120_000 }, () => {
  it("creates a discount code, refuses it twice, lists it", async () => {
    const made = await cli(["codes", "create", ev.id, "summer10", "--kind", "discount", "--percent", "10", "--max-uses", "5"]);
    expect(made.stderr).toBe("");
    expect(JSON.parse(made.stdout)).toMatchObject({ code: "SUMMER10", kind: "DISCOUNT", discountPercent: 10, maxUses: 5, used: 0 });
    const again = await cli(["codes", "create", ev.id, "SUMMER10", "--kind", "DISCOUNT", "--amount", "5.00"]);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stderr)).toMatchObject({ error: { code: "PROMO_CODE_TAKEN" } });
    const bad = await cli(["codes", "create", ev.id, "OTHER", "--kind", "DISCOUNT", "--amount", "-3"]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr)).toMatchObject({ error: { code: "VALIDATION" } });
    const listed = await cli(["codes", "list", ev.id]);
    expect(listed.stderr).toBe("");
    expect((JSON.parse(listed.stdout) as { code: string }[]).map((c) => c.code)).toEqual(["SUMMER10"]);
  });

  it("generates a batch of access codes and exports exactly that batch as CSV", async () => {
    const made = await cli(["codes", "batch", ev.id, "--count", "25", "--prefix", "PRE", "--batch", "presale-1", "--kind", "ACCESS", "--ticket-type", ev.standingTypeId, "--max-uses", "1"]);
    expect(made.stderr).toBe("");
    const r = JSON.parse(made.stdout) as { count: number; batch: string; codes: { code: string }[] };
    expect(r).toMatchObject({ count: 25, batch: "presale-1" });
    expect(await s.app.deps.db.promoCode.count({ where: { eventId: ev.id, batch: "presale-1" } })).toBe(25);
    const file = path.join(dir, "batch.csv");
    const exported = await cli(["codes", "export", ev.id, "--batch", "presale-1", "--out", file]);
    expect(exported.stderr).toBe("");
    expect(JSON.parse(exported.stdout)).toMatchObject({ lines: 25 });
    const csv = fs.readFileSync(file, "utf8");
    for (const c of r.codes) expect(csv).toContain(c.code);
    expect(csv).not.toContain("SUMMER10");
    // The export is audited: the event, how many codes, the batch.
    const audited = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.code_export", targetId: ev.id } });
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ eventId: ev.id, count: 25, format: "csv", after: ["batch=presale-1"] });
  });

  it("disables a code; another organisation's key sees and changes nothing", async () => {
    const code = await s.app.deps.db.promoCode.findFirstOrThrow({ where: { eventId: ev.id, code: "SUMMER10" } });
    const foreign = await cli(["codes", "disable", code.id], otherKey);
    expect(foreign.code).toBe(1);
    expect(JSON.parse(foreign.stderr)).toMatchObject({ error: { code: "NOT_FOUND" } });
    const foreignList = await cli(["codes", "list", ev.id], otherKey);
    expect(foreignList.code).toBe(1);
    expect(JSON.parse(foreignList.stderr)).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await s.app.deps.db.promoCode.findUniqueOrThrow({ where: { id: code.id } })).disabledAt).toBeNull();

    const disabled = await cli(["codes", "disable", code.id]);
    expect(disabled.stderr).toBe("");
    expect(JSON.parse(disabled.stdout)).toMatchObject({ id: code.id, code: "SUMMER10", disabledAt: expect.any(String) });
    expect((await s.app.deps.db.promoCode.findUniqueOrThrow({ where: { id: code.id } })).disabledAt).not.toBeNull();
  });

  it("a presale: shows the registrations and invites some of them at random; another organisation's key invites nobody", async () => {
    const db = s.app.deps.db;
    const pre = await createOnSaleEvent(s.app.deps, { standing: 10 });
    await db.event.update({ where: { id: pre.id }, data: { organisationId: org, presaleRegistration: true } });
    await db.ticketType.update({ where: { id: pre.seatedTypeId }, data: { hidden: true } });
    const fans = await createFans(s.app.deps, 3);
    await db.presaleInterest.createMany({ data: fans.map((f) => ({ eventId: pre.id, userId: f.id })) });

    const foreign = await cli(["codes", "invite", pre.id, "--count", "2"], otherKey);
    expect(foreign.code).toBe(1);
    expect(JSON.parse(foreign.stderr)).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect(await db.presaleInterest.count({ where: { eventId: pre.id, invitedAt: { not: null } } })).toBe(0);

    const invited = await cli(["codes", "invite", pre.id, "--count", "2"]);
    expect(invited.stderr).toBe("");
    expect(JSON.parse(invited.stdout)).toMatchObject({ invited: 2, remaining: 1, batch: expect.stringMatching(/^presale-/) });
    const summary = await cli(["codes", "presale", pre.id]);
    expect(JSON.parse(summary.stdout)).toMatchObject({ open: true, registered: 3, invited: 2, remaining: 1 });
    const bad = await cli(["codes", "invite", pre.id, "--count", "many"]);
    expect(bad.code).toBe(1);
  });

  it("gives an access code its own presale window (--sale-starts) and makes a merchandise discount (--product)", async () => {
    const at = "2027-03-01T02:00:00.000Z";
    const presale = await cli(["codes", "create", ev.id, "FANCLUB", "--kind", "ACCESS", "--ticket-type", ev.standingTypeId, "--sale-starts", at]);
    expect(presale.stderr).toBe("");
    expect(JSON.parse(presale.stdout)).toMatchObject({ code: "FANCLUB", kind: "ACCESS", saleStartsAt: at });
    const p = await createProduct(s.app.deps, { eventId: ev.id, price: 10_000 });
    await s.app.deps.db.merchProduct.update({ where: { id: p.id }, data: { organisationId: org } });
    const merch = await cli(["codes", "create", ev.id, "TEE20", "--kind", "DISCOUNT", "--product", p.id, "--percent", "20"]);
    expect(merch.stderr).toBe("");
    expect(JSON.parse(merch.stdout)).toMatchObject({ code: "TEE20", kind: "DISCOUNT", productIds: [p.id], ticketTypeIds: [], discountPercent: 20 });
    const wrong = await cli(["codes", "create", ev.id, "TEEPRE", "--kind", "ACCESS", "--product", p.id]);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stderr)).toMatchObject({ error: { code: "VALIDATION" } });
  });

  it("binds a code to an e-mail address with --email (create only), refusing an address that is none", async () => {
    const help = await cli(["codes", "create", "--help"]);
    // Its help names it (the help wraps to the terminal: blanks and line ends read as one space).
    expect(help.stdout.replace(/\s+/g, " ")).toContain("--email <address> a personal code: only the account with this e-mail address (any case) may use it");
    const made = await cli(["codes", "create", ev.id, "only-you", "--kind", "DISCOUNT", "--percent", "15", "--max-uses", "1", "--email", " Chosen.Fan@Example.COM "]);
    expect(made.stderr).toBe("");
    expect(JSON.parse(made.stdout)).toMatchObject({ code: "ONLY-YOU", kind: "DISCOUNT", discountPercent: 15, maxUses: 1, boundEmail: "chosen.fan@example.com" });
    expect((await s.app.deps.db.promoCode.findFirstOrThrow({ where: { eventId: ev.id, code: "ONLY-YOU" } })).boundEmail).toBe("chosen.fan@example.com");

    const bad = await cli(["codes", "create", ev.id, "NOT-YOU", "--kind", "DISCOUNT", "--percent", "15", "--email", "not-an-address"]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr)).toMatchObject({ error: { code: "VALIDATION", message: expect.stringContaining("--email") } });
    // A batch is never bound to one address: `batch` has no --email.
    const batch = await cli(["codes", "batch", ev.id, "--count", "2", "--kind", "DISCOUNT", "--percent", "5", "--email", "chosen.fan@example.com"]);
    expect(batch.code).toBe(1);
    expect(batch.stderr).toContain("--email");
    expect(await s.app.deps.db.promoCode.count({ where: { eventId: ev.id, code: { in: ["NOT-YOU"] } } })).toBe(0);
    expect(await s.app.deps.db.promoCode.count({ where: { eventId: ev.id, boundEmail: { not: null } } })).toBe(1);
  });
});
