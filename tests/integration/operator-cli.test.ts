// The operator CLI against a real server (issue #19): `fanfare events import` creates an event with its
// ticket types and seat map from a YAML file and opens its sale (the fan's catalogue shows it), `sales
// export` writes the sales CSV, `--json` gives machine-readable output and errors, and every command
// answers --help. Each run is a child process, as a script would use it. Its documents are first-party
// trusted documents sent by hash (scripts/cli/operations.ts), so on a production server
// (TRUSTED_DOCUMENTS=require) a signed-in owner's session, which may not send query text, runs every command.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { newOrderNo } from "../../server/src/modules/orders/index.ts";
import { createFan, createFans } from "../factories/fans.ts";
import { loadConfig } from "../../server/src/config.ts";
import { PERSISTED_QUERY_ONLY } from "../../server/src/platform/trusted-documents.ts";
import { graphql } from "../gql/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createGiveawayCampaign, endGiveawayCampaign } from "../factories/giveaway.ts";
import { SIGN_IN } from "../helpers/accounts.ts";
import { waitFor } from "../helpers/wait.ts";

let s: TestServer;
let dir: string;
let key: string;
const org = `org_cli_${crypto.randomBytes(3).toString("hex")}`;

/** Runs the CLI against `s` with the key (env: an undefined value removes that variable). */
async function cli(args: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = promisify(execFile);
  return run(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", ...args], { env: { ...process.env, FANFARE_API_URL: s.url, FANFARE_API_KEY: key, FANFARE_CLI_CONFIG: path.join(dir, "cli.json"), ...env } })
    .then((r) => ({ code: 0, ...r }))
    .catch((e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }));
}

const PUBLIC_EVENT = graphql(`query CliPublicEvent($slug: String!) { event(slug: $slug) { id title saleState } }`);
const OWNER_CREATE_KEY = graphql(`mutation CliOwnerCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ... on CreatedApiKey { apiKey { id } } ... on Error { code } } }`);

beforeAll(async () => {
  s = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-cli-"));
  await s.app.deps.db.organisation.create({ data: { id: org, slug: org.replaceAll("_", "-"), name: "CLI Org" } });
  key = (await createStaffToken(s.app.deps.db, "cli test", ["events:write", "orders:read", "reports:read", "attendees:read"], { organisationId: org })).token;
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await s?.stop();
});

// Each CLI call is a fresh node process (tsx transpiles the CLI on start): about 3 s on a quiet machine, but
// over 10 s with both cores busy, and some tests make nine calls. The limit only guards against a hang.
describe("fanfare CLI", { timeout: 240_000 }, () => {
  let eventId: string;
  const slug = `cli-gala-${crypto.randomBytes(3).toString("hex")}`;

  it("imports an event with ticket types and a CSV seat map from YAML, opens its sale, and prints it as JSON", async () => {
    fs.writeFileSync(path.join(dir, "seats.csv"), "area,row,seat\nA,1,1-10\nA,2,1-10\n");
    fs.writeFileSync(
      path.join(dir, "event.yaml"),
      [
        "event:",
        `  slug: ${slug}`,
        "  title: CLI Gala",
        "  about: An evening made from a file.",
        "  venue: Hall",
        "  city: Hong Kong",
        `  startsAt: ${new Date(Date.now() + 30 * 86400_000).toISOString()}`,
        `  saleStartsAt: ${new Date(Date.now() - 3600_000).toISOString()}`,
        "ticketTypes:",
        "  - { name: Stalls, area: A, priceAmount: 88000, capacity: 1 }",
        "  - { name: Standing, area: S, priceAmount: 50000, capacity: 200 }",
        "seatMap:",
        "  csv: seats.csv",
        "openSale: true",
      ].join("\n"),
    );
    const r = await cli(["events", "import", path.join(dir, "event.yaml"), "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const e = JSON.parse(r.stdout) as { id: string; slug: string; saleState: string; salesPaused: boolean; ticketTypes: { area: string; capacity: number; seated: boolean }[] };
    expect(e).toMatchObject({ slug, saleState: "ON_SALE", salesPaused: false });
    expect(e.ticketTypes.map((t) => [t.area, t.capacity, t.seated])).toEqual([["A", 20, true], ["S", 200, false]]);
    eventId = e.id;
    expect(await s.app.deps.db.seat.count({ where: { eventId } })).toBe(20);
    // The fan's catalogue has it, on sale.
    expect((await s.gql(PUBLIC_EVENT, { slug })).data!.event).toMatchObject({ title: "CLI Gala", saleState: "ON_SALE" });
  });

  it("lists events and exports the sales CSV to a file", async () => {
    const list = await cli(["events", "list", "--search", slug, "--json"]);
    expect(JSON.parse(list.stdout).map((e: { id: string }) => e.id)).toEqual([eventId]);

    const [fan] = await createFans(s.app.deps, 1);
    const type = await s.app.deps.db.ticketType.findFirstOrThrow({ where: { eventId, area: "S" } });
    const order = await s.app.deps.db.order.create({
      data: { orderNo: newOrderNo("TICKET", new Date()), userId: fan.id, kind: "TICKET", status: "PAID", eventId, currency: "HKD", totalAmount: 100_000, paidAt: new Date(), items: { create: [{ kind: "TICKET", ticketTypeId: type.id, quantity: 2, unitAmount: 50_000 }] } },
    });
    const file = path.join(dir, "sales.csv");
    const r = await cli(["sales", "export", eventId, "--out", file, "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ file, lines: 1 });
    const csv = fs.readFileSync(file, "utf8").trim().split("\n");
    expect(csv[0]).toBe("orderNo,eventId,status,paidAt,ticketType,area,quantity,unitAmount,currency,lineAmount,buyerEmail");
    expect(csv[1]).toContain(`${order.orderNo},${eventId},PAID,`);
    expect(csv[1]).toMatch(/,Standing,S,2,50000,HKD,100000,[^,]+$/);

    const orders = await cli(["orders", "list", "--event", eventId, "--json"]);
    expect(JSON.parse(orders.stdout).map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
  });

  it("reports a bad file and a refused call as JSON on stderr with exit code 1, creating nothing", async () => {
    fs.writeFileSync(path.join(dir, "bad.json"), JSON.stringify({ event: { slug: "x", title: "T" }, ticketTypes: [] }));
    const bad = await cli(["events", "import", path.join(dir, "bad.json"), "--json"]);
    expect(bad.code).toBe(1);
    const err = JSON.parse(bad.stderr) as { error: { code: string; issues: { field: string }[] } };
    expect(err.error.code).toBe("VALIDATION");
    expect(err.error.issues.map((i) => i.field)).toEqual(expect.arrayContaining(["event.slug", "event.about", "event.startsAt"]));

    const badSeats = path.join(dir, "bad-seats.csv");
    fs.writeFileSync(badSeats, "area,row,seat\nA,1,1\nQ,1,1\n");
    const refused = await cli(["seatmap", "import", eventId, badSeats, "--json"]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr).error).toMatchObject({ code: "VALIDATION", issues: [{ field: "line 3", message: expect.stringContaining('"Q"') }] });
    expect(await s.app.deps.db.seat.count({ where: { eventId } })).toBe(20);

    const noKey = await cli(["events", "list", "--json"], { FANFARE_API_KEY: "" });
    expect(noKey.code).toBe(1);
    expect(JSON.parse(noKey.stderr).error.code).toBe("UNAUTHENTICATED");
  });

  it("answers --help for every command", async () => {
    const runs = await Promise.all([["--help"], ["events", "import", "--help"], ["sales", "export", "--help"], ["keys", "create", "--help"], ["seatmap", "import", "--help"], ["cancel", "event", "--help"], ["giveaway", "--help"], ["giveaway", "commit", "--help"], ["giveaway", "draw", "--help"], ["giveaway", "verify", "--help"], ["queue", "verify", "--help"], ["platform", "--help"], ["platform", "key", "create", "--help"], ["platform", "key", "list", "--help"], ["platform", "org", "create", "--help"], ["platform", "maintenance", "on", "--help"], ["org", "create", "--help"], ["org", "list", "--help"], ["orders", "refund", "--help"]].map(async (args) => ({ args, r: await cli(args) })));
    for (const { args, r } of runs) {
      expect(r.code, args.join(" ")).toBe(0);
      expect(r.stdout).toMatch(/^Usage: fanfare/);
    }
    expect(runs.find((x) => x.args.join(" ") === "giveaway --help")!.r.stdout).toMatch(/commit[\s\S]*draw[\s\S]*verify/);
    // The database commands say that they need the database, not a key.
    for (const { args, r } of runs.filter((x) => x.args[0] === "platform")) expect(r.stdout, args.join(" ")).toContain("Works on the database (DATABASE_URL");
    expect(runs.find((x) => x.args.join(" ") === "--help")!.r.stdout).toMatch(/queue[\s\S]*platform/);
    // The API's organisation commands say which key they need, and where the very first organisation comes from.
    for (const { args, r } of runs.filter((x) => x.args[0] === "org")) expect(r.stdout, args.join(" ")).toMatch(/platform key[\s\S]*platform org create/);
  });
});

describe("fanfare orders refund", { timeout: 240_000 }, () => {
  it("refunds part of a paid order, then the rest (its tickets void), with the same key again the same refund; refuses a bad amount and a finished order", async () => {
    const { PAY, securedOrder, buyer } = await import("./providers-support.ts");
    const { PAY_PASSWORD } = await import("./payments-support.ts");
    const event = await createOnSaleEvent(s.app.deps, { standing: 10, standingPrice: 100_00 });
    await s.app.deps.db.event.update({ where: { id: event.id }, data: { organisationId: org } });
    const fan = await buyer(s, { balance: 1_000_00 });
    const order = await securedOrder(s, fan.token, event, 1);
    const paid = await s.gql(PAY, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, { token: fan.token });
    expect(paid.data?.payOrder).toMatchObject({ status: "SUCCEEDED" });
    const refunder = (await createStaffToken(s.app.deps.db, "cli refunds", ["orders:refund"], { organisationId: org })).token;
    const run = (args: string[]) => cli(["orders", "refund", order.orderNo, ...args], { FANFARE_API_KEY: refunder });

    const part = await run(["--amount", "40.00", "--reason", "A seat with a restricted view", "--json"]);
    expect(part.code, part.stderr).toBe(0);
    expect(JSON.parse(part.stdout)).toMatchObject({ full: false, refund: { orderAmount: 40_00, status: "SUCCEEDED" }, order: { status: "PAID", refundable: { amount: 60_00 } } });
    const bad = await run(["--amount", "-3", "--reason", "x x x", "--json"]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr).error.code).toBe("VALIDATION");
    const tooMuch = await run(["--amount", "60.01", "--reason", "Too much", "--json"]);
    expect(JSON.parse(tooMuch.stderr).error.code).toBe("REFUND_TOO_LARGE");

    const rest = await run(["--reason", "Cancelled by the fan", "--idempotency-key", "cli-refund-rest-1"]);
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stdout).toMatch(new RegExp(`^refunded 60\\.00 HKD of ${order.orderNo} \\(refund F\\w+, succeeded\\)\nthe order is refunded in full: its tickets are void`));
    const again = await run(["--reason", "Cancelled by the fan", "--idempotency-key", "cli-refund-rest-1", "--json"]);
    expect(JSON.parse(again.stdout)).toMatchObject({ repeated: true, full: true });
    const done = await run(["--reason", "Once more", "--json"]);
    expect(JSON.parse(done.stderr).error.code).toBe("ORDER_NOT_REFUNDABLE");
    expect(await s.app.deps.db.ticket.count({ where: { orderItem: { order: { orderNo: order.orderNo } }, status: "REVOKED" } })).toBe(1);
    expect(await s.app.deps.db.refund.count({ where: { orderId: order.id } })).toBe(2);
  });
});

describe("fanfare giveaway", { timeout: 240_000 }, () => {
  it("commits, draws and verifies a draw over GraphQL, as JSON; refuses without giveaway:draw; catches a tampered record", async () => {
    const deps = s.app.deps;
    const drawKey = (await createStaffToken(deps.db, "cli giveaway", ["giveaway:draw"])).token;
    const event = await createOnSaleEvent(deps, { standing: 10 });
    const campaign = await createGiveawayCampaign(deps, { ticketTypeId: event.standingTypeId, winnersCount: 2 });
    const fans = await createFans(deps, 4);
    await deps.db.giveawayEntry.createMany({ data: fans.map((f) => ({ campaignId: campaign.id, userId: f.id, source: "REGISTRATION" as const, sourceRef: f.id })) });
    const seed = "chosen before anyone knew the entries";

    // Without the scope: refused, nothing committed.
    const refused = await cli(["giveaway", "commit", campaign.slug, "--seed", seed, "--json"]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr).error.code).toBe("FORBIDDEN");
    expect((await deps.db.giveawayCampaign.findUniqueOrThrow({ where: { id: campaign.id } })).seedCommitment).toBeNull();

    const committed = await cli(["giveaway", "commit", campaign.slug, "--seed", seed, "--json"], { FANFARE_API_KEY: drawKey });
    expect(committed.stderr).toBe("");
    expect(JSON.parse(committed.stdout)).toEqual({ slug: campaign.slug, seedCommitment: crypto.createHash("sha256").update(seed).digest("hex") });
    const again = await cli(["giveaway", "commit", campaign.slug, "--json"], { FANFARE_API_KEY: drawKey });
    expect(JSON.parse(again.stderr).error.code).toBe("GIVEAWAY_ALREADY_COMMITTED");

    // The campaign is still running: no draw yet, and verify says so (exit 1) with the published commitment.
    const early = await cli(["giveaway", "draw", campaign.slug, "--json"], { FANFARE_API_KEY: drawKey });
    expect(early.code).toBe(1);
    expect(JSON.parse(early.stderr).error.code).toBe("GIVEAWAY_DRAW_NOT_READY");
    const notDrawn = await cli(["giveaway", "verify", campaign.slug, "--json"], { FANFARE_API_KEY: undefined });
    expect(notDrawn.code).toBe(1);
    expect(JSON.parse(notDrawn.stdout)).toMatchObject({ verified: false, drawn: false, seedCommitment: JSON.parse(committed.stdout).seedCommitment });

    await endGiveawayCampaign(deps, campaign.slug);
    const drawn = await cli(["giveaway", "draw", campaign.slug, "--json"], { FANFARE_API_KEY: drawKey });
    expect(drawn.stderr).toBe("");
    const draw = JSON.parse(drawn.stdout) as { seed: string; entries: unknown[]; winners: { id: string }[]; campaign: { slug: string; drawnAt: string | null } };
    expect(draw).toMatchObject({ seed, campaign: { slug: campaign.slug } });
    expect(draw.entries).toHaveLength(4);
    expect(draw.winners).toHaveLength(2);
    expect(draw.campaign.drawnAt).not.toBeNull();

    // Anyone, with no key, recomputes it from the public record.
    const verified = await cli(["giveaway", "verify", campaign.slug, "--json"], { FANFARE_API_KEY: undefined });
    expect(verified.stderr).toBe("");
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ verified: true, problems: [], winners: draw.winners });
    const text = await cli(["giveaway", "verify", campaign.slug], { FANFARE_API_KEY: undefined });
    expect(text.stdout).toContain("verified: the seed matches its commitment");

    // A record whose seed was changed after the draw does not verify: exit 2, with what is wrong.
    const stored = (await deps.db.giveawayCampaign.findUniqueOrThrow({ where: { id: campaign.id } })).result as Record<string, unknown>;
    await deps.db.giveawayCampaign.update({ where: { id: campaign.id }, data: { result: { ...stored, seed: `${seed} (changed)` } } });
    const tampered = await cli(["giveaway", "verify", campaign.slug, "--json"], { FANFARE_API_KEY: undefined });
    expect(tampered.code).toBe(2);
    expect(JSON.parse(tampered.stdout)).toMatchObject({ verified: false, problems: expect.arrayContaining([expect.stringContaining("commitment")]) });
    expect((await cli(["giveaway", "verify", "no-such-campaign", "--json"], { FANFARE_API_KEY: undefined })).stderr).toContain('"NOT_FOUND"');
  });
});

describe("fanfare platform: on the database, with no server and no key", { timeout: 240_000 }, () => {
  // The database of the test server; no server for the CLI to call (a closed port) and no key.
  const onDb = (args: string[]) => cli([...args, "--json"], { DATABASE_URL: s.app.deps.config.databaseUrl!, FANFARE_API_URL: "http://127.0.0.1:9", FANFARE_API_KEY: undefined });
  const asKey = (k: string, args: string[]) => cli([...args, "--json"], { FANFARE_API_KEY: k });

  it("bootstraps an organisation's first key and a platform key that the API then accepts, lists and revokes them; refuses bad input creating nothing", async () => {
    const made = await onDb(["platform", "key", "create", "--org", org.replaceAll("_", "-"), "--name", "first owner key", "--scope", "events:read", "events:write", "--expires-days", "30"]);
    expect(made.stderr).toBe("");
    const first = JSON.parse(made.stdout) as { key: string; apiKey: { id: string; organisationId: string; scopes: string[]; expiresAt: string } };
    expect(first.key).toMatch(/^ffst_/);
    expect(first.apiKey).toMatchObject({ organisationId: org, scopes: ["events:read", "events:write"] });
    expect(new Date(first.apiKey.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
    // Audited as the API's key creation is, by the host's own access (no account, no key).
    const [made1] = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.api_key_create", targetId: first.apiKey.id } });
    expect(made1).toMatchObject({ outcome: "SUCCESS", actorUserId: null, actorStaffTokenId: null, userAgent: "operator-cli platform", details: { organisationId: org, scopes: ["events:read", "events:write"] } });
    const who = await asKey(first.key, ["whoami"]);
    expect(who.stderr).toBe("");
    expect(JSON.parse(who.stdout)).toMatchObject({ organisationId: org, apiKey: true, scopes: expect.arrayContaining(["events:read", "events:write"]) });

    // A platform key with audit:read reads the audit log over the API (`fanfare audit list`).
    const platformKey = await onDb(["platform", "key", "create", "--platform", "--name", "auditor", "--scope", "audit:read"]);
    expect(platformKey.stderr).toBe("");
    const auditor = JSON.parse(platformKey.stdout) as { key: string; apiKey: { id: string; organisationId: string | null } };
    expect(auditor.apiKey.organisationId).toBeNull();
    const audit = await asKey(auditor.key, ["audit", "list", "--limit", "5"]);
    expect(audit.stderr).toBe("");
    expect(Array.isArray(JSON.parse(audit.stdout))).toBe(true);

    const keysBefore = await s.app.deps.db.apiToken.count();
    for (const [args, code] of [
      [["platform", "key", "create", "--name", "neither", "--scope", "events:read"], "VALIDATION"],
      [["platform", "key", "create", "--org", org, "--platform", "--name", "both", "--scope", "events:read"], "VALIDATION"],
      [["platform", "key", "create", "--org", "no-such-org", "--name", "x", "--scope", "events:read"], "NOT_FOUND"],
      [["platform", "key", "create", "--org", org, "--name", "x", "--scope", "not a scope"], "VALIDATION"],
      [["platform", "key", "create", "--org", org, "--name", "x", "--scope", "events:read", "--rate", "-3"], "VALIDATION"],
      [["platform", "key", "create", "--org", org, "--name", "x", "--scope", "events:read", "audit:read"], "VALIDATION"],
      [["platform", "key", "create", "--platform", "--name", "x", "--scope", "nope:scope"], "VALIDATION"],
      [["platform", "key", "create", "--org", org, "--name", "x", "--scope", "keys:manage"], "VALIDATION"],
    ] as const) {
      const r = await onDb([...args]);
      expect(r.code, args.join(" ")).toBe(1);
      expect(JSON.parse(r.stderr).error.code, args.join(" ")).toBe(code);
    }
    expect(await s.app.deps.db.apiToken.count()).toBe(keysBefore);

    const listed = await onDb(["platform", "key", "list", "--org", org]);
    expect(listed.stderr).toBe("");
    const ids = (JSON.parse(listed.stdout) as { id: string; organisationId: string }[]).map((k) => k.id);
    expect(ids).toContain(first.apiKey.id);
    expect(ids).not.toContain(auditor.apiKey.id);

    const revoked = await onDb(["platform", "key", "revoke", first.apiKey.id]);
    expect(revoked.stderr).toBe("");
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: first.apiKey.id, revokedAt: expect.any(String) });
    expect((await asKey(first.key, ["events", "list"])).code).toBe(1);
    expect(await s.app.deps.db.auditLog.count({ where: { action: "operator.api_key_revoke", targetId: first.apiKey.id, userAgent: "operator-cli platform" } })).toBe(1);
    const again = await onDb(["platform", "key", "revoke", first.apiKey.id]);
    expect(JSON.parse(again.stderr).error.code).toBe("NOT_FOUND");
  });

  it("bootstraps an organisation whose owner, an existing account, then signs in and acts for it; refuses bad input creating nothing; audits it", async () => {
    const deps = s.app.deps;
    const owner = await createFan(deps);
    const slug = `cli-boot-${crypto.randomBytes(3).toString("hex")}`;
    // The e-mail as someone might type it: found the way the users module normalises addresses.
    const made = await onDb(["platform", "org", "create", "--slug", slug, "--name", " Harbour Live ", "--owner", ` ${owner.email.toUpperCase()} `]);
    expect(made.stderr).toBe("");
    const created = JSON.parse(made.stdout) as { organisation: { id: string; slug: string; name: string }; owner: { userId: string; email: string; role: string } };
    expect(created.organisation).toMatchObject({ slug, name: "Harbour Live" });
    expect(created.owner).toEqual({ userId: owner.id, email: owner.email, role: "OWNER" });
    const orgId = created.organisation.id;

    // The owner signs in to the API and acts for the organisation (their only one): a key of it.
    const signedIn = await s.gql(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    const token = signedIn.data?.signIn.__typename === "AuthPayload" ? signedIn.data.signIn.token : null;
    expect(token).not.toBeNull();
    const ownerKey = await s.gql(OWNER_CREATE_KEY, { input: { name: "owner's first", scopes: ["events:read"] } }, { token });
    const keyMade = ownerKey.data?.createApiKey;
    expect(keyMade?.__typename).toBe("CreatedApiKey");
    const keyId = keyMade?.__typename === "CreatedApiKey" ? keyMade.apiKey.id : "";
    expect(await deps.db.apiToken.findUniqueOrThrow({ where: { id: keyId } })).toMatchObject({ organisationId: orgId, createdByUserId: owner.id });

    // Every malformed field at once (slug, name, e-mail), then the API's typed errors: a taken slug, an
    // unknown owner. Nothing is created.
    const orgsBefore = await deps.db.organisation.count();
    const bad = await onDb(["platform", "org", "create", "--slug", "Not_A_Slug", "--name", " ", "--owner", "nobody-at-all"]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr).error).toMatchObject({ code: "VALIDATION", issues: [{ field: "slug" }, { field: "name" }, { field: "ownerEmail", message: expect.stringContaining("nobody-at-all") }] });
    const taken = await onDb(["platform", "org", "create", "--slug", slug, "--name", "Again", "--owner", owner.email]);
    expect(taken.code).toBe(1);
    expect(JSON.parse(taken.stderr).error).toMatchObject({ code: "ORGANISATION_SLUG_TAKEN", issues: [{ field: "slug" }] });
    const unknown = await onDb(["platform", "org", "create", "--slug", `${slug}-2`, "--name", "Again", "--owner", `nobody-${slug}@example.com`]);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr).error).toMatchObject({ code: "ORGANISATION_OWNER_NOT_FOUND", issues: [{ field: "ownerEmail" }] });
    expect(await deps.db.organisation.count()).toBe(orgsBefore);
    expect(await deps.db.organisationMember.count({ where: { userId: owner.id } })).toBe(1);

    const listed = await onDb(["platform", "org", "list"]);
    expect(listed.stderr).toBe("");
    const rows = JSON.parse(listed.stdout) as { id: string; slug: string; name: string; members: number }[];
    expect(rows.find((o) => o.slug === slug)).toMatchObject({ id: orgId, name: "Harbour Live", members: 1 });
    expect(rows.find((o) => o.id === org)).toMatchObject({ members: 0 });

    // Audited like `platform key create`: by the host's own access, the organisation and the owner's role.
    const audit = await deps.db.auditLog.findMany({ where: { subjectUserId: owner.id, action: { in: ["operator.organisation_create", "operator.member_role"] } }, orderBy: { id: "asc" } });
    expect(audit).toMatchObject([
      { action: "operator.organisation_create", outcome: "SUCCESS", targetId: orgId, actorUserId: null, actorStaffTokenId: null, userAgent: "operator-cli platform", details: { organisationId: orgId, after: [`slug=${slug}`, "name=Harbour Live"] } },
      { action: "operator.member_role", outcome: "SUCCESS", userAgent: "operator-cli platform", details: { organisationId: orgId, before: [], after: ["role=OWNER"] } },
    ]);
  });

  it("fanfare org create|list: over the API with a platform key made on the database; an organisation's key is refused", async () => {
    const deps = s.app.deps;
    const owner = await createFan(deps);
    const made = await onDb(["platform", "key", "create", "--platform", "--name", "organisations", "--scope", "organisations:write"]);
    expect(made.stderr).toBe("");
    const { key: platformKey, apiKey } = JSON.parse(made.stdout) as { key: string; apiKey: { id: string } };
    const keyId = apiKey.id;
    const slug = `cli-api-${crypto.randomBytes(3).toString("hex")}`;

    const created = await asKey(platformKey, ["org", "create", "--slug", slug, "--name", "Harbour Live API", "--owner", owner.email]);
    expect(created.stderr).toBe("");
    const c = JSON.parse(created.stdout) as { organisation: { id: string; slug: string; memberCount: number }; owner: { userId: string; email: string } };
    expect(c).toMatchObject({ organisation: { slug, memberCount: 1 }, owner: { userId: owner.id, email: owner.email } });
    // Audited as the API key that made it.
    expect(await deps.db.auditLog.findFirst({ where: { action: "operator.organisation_create", targetId: c.organisation.id } })).toMatchObject({ actorStaffTokenId: keyId, actorUserId: null });

    const listed = await asKey(platformKey, ["org", "list"]);
    expect(listed.stderr).toBe("");
    const rows = JSON.parse(listed.stdout) as { id: string; slug: string; memberCount: number }[];
    expect(rows.find((o) => o.slug === slug)).toMatchObject({ id: c.organisation.id, memberCount: 1 });
    expect(rows.map((o) => o.id)).toContain(org);
    // Text output is a table.
    expect((await cli(["org", "list"], { FANFARE_API_KEY: platformKey })).stdout).toMatch(new RegExp(`^id\\s+slug\\s+name\\s+memberCount[\\s\\S]*${slug}`));

    const taken = await asKey(platformKey, ["org", "create", "--slug", slug, "--name", "Again", "--owner", owner.email]);
    expect(taken.code).toBe(1);
    expect(JSON.parse(taken.stderr).error).toMatchObject({ code: "ORGANISATION_SLUG_TAKEN" });
    // An organisation's key (the suite's own) is refused both.
    for (const args of [["org", "list"], ["org", "create", "--slug", `${slug}-x`, "--name", "X", "--owner", owner.email]]) {
      const r = await cli([...args, "--json"]);
      expect(r.code, args.join(" ")).toBe(1);
      expect(JSON.parse(r.stderr).error.code, args.join(" ")).toBe("FORBIDDEN");
    }
  });

  it("switches maintenance mode on and off: the running server answers UNDER_REPAIR with the message, then recovers", async () => {
    const probe = async () => (await s.gql(PUBLIC_EVENT, { slug: "any" })).errors?.[0]?.extensions?.code ?? null;
    const on = await onDb(["platform", "maintenance", "on", "Back", "at", "18:00"]);
    expect(on.stderr).toBe("");
    expect(JSON.parse(on.stdout)).toEqual({ on: true, message: "Back at 18:00" });
    try {
      expect(JSON.parse((await onDb(["platform", "maintenance", "status"])).stdout)).toEqual({ on: true, message: "Back at 18:00" });
      await waitFor(async () => (await probe()) === "UNDER_REPAIR", "the server to report maintenance", { timeoutMs: 5_000, intervalMs: 200 });
      const g = await s.gql(PUBLIC_EVENT, { slug: "any" });
      expect(g.errors?.[0]).toMatchObject({ message: "Back at 18:00", extensions: { code: "UNDER_REPAIR" } });
    } finally {
      const off = await onDb(["platform", "maintenance", "off"]);
      expect(off.stderr).toBe("");
      expect(JSON.parse(off.stdout)).toMatchObject({ on: false });
    }
    await waitFor(async () => (await probe()) !== "UNDER_REPAIR", "the server to leave maintenance", { timeoutMs: 5_000, intervalMs: 200 });
    expect(await probe()).toBeNull();
    const text = await cli(["platform", "maintenance", "status"], { DATABASE_URL: s.app.deps.config.databaseUrl! });
    expect(text.stdout.trim()).toBe("maintenance OFF");
    // Each switch is audited with the state before and after; `status` only reads.
    const switches = await s.app.deps.db.auditLog.findMany({ where: { action: "platform.maintenance" }, orderBy: { id: "asc" } });
    expect(switches).toMatchObject([
      { outcome: "SUCCESS", actorUserId: null, userAgent: "operator-cli platform", details: { before: ["on=false"], after: ["on=true", "message=Back at 18:00"] } },
      { outcome: "SUCCESS", actorUserId: null, userAgent: "operator-cli platform", details: { before: ["on=true", "message=Back at 18:00"], after: ["on=false"] } },
    ]);
  });
});

describe("fanfare CLI on a server that runs only trusted documents (TRUSTED_DOCUMENTS=require)", { timeout: 240_000 }, () => {
  let strict: TestServer;
  let owner: { email: string; password: string };
  const strictOrg = `org_cli_strict_${crypto.randomBytes(3).toString("hex")}`;
  const config = () => path.join(dir, "strict-login.json");
  // A signed-in staff session (what `login` saved), no API key: FANFARE_API_KEY unset.
  const asOwner = (args: string[], env: Record<string, string | undefined> = {}) =>
    cli([...args, "--json"], { FANFARE_API_URL: strict.url, FANFARE_API_KEY: undefined, FANFARE_CLI_CONFIG: config(), ...env });

  beforeAll(async () => {
    strict = await startTestServer({ graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0, trustedDocuments: "require" } });
    const fan = await createFan(strict.app.deps);
    owner = { email: fan.email, password: fan.password };
    await strict.app.deps.db.organisation.create({ data: { id: strictOrg, slug: strictOrg.replaceAll("_", "-"), name: "Strict Org", members: { create: [{ userId: fan.id, role: "OWNER" }] } } });
  });
  afterAll(() => strict?.stop());

  it("signs in, creates and lists events, uploads a cover, creates and lists keys by persisted hash; the same session's query text is refused", async () => {
    const login = await asOwner(["login", "--email", owner.email], { FANFARE_PASSWORD: owner.password });
    expect(login.stderr).toBe("");
    expect(JSON.parse(login.stdout)).toMatchObject({ email: owner.email, actingFor: strictOrg });
    const saved = JSON.parse(fs.readFileSync(config(), "utf8")) as { token: string; organisation: string; deviceTokens: Record<string, string> };
    expect(saved.token).not.toMatch(/^ffst_/);
    // This machine's device token for the account (issue 36): a stranger's failures never hold up its next login.
    expect(saved.deviceTokens[owner.email]).toMatch(/^d1\./);

    const whoami = await asOwner(["whoami"]);
    expect(whoami.stderr).toBe("");
    expect(JSON.parse(whoami.stdout)).toMatchObject({ organisationId: strictOrg, apiKey: false });

    const slug = `cli-strict-${crypto.randomBytes(3).toString("hex")}`;
    const eventFile = path.join(dir, "strict-event.json");
    fs.writeFileSync(eventFile, JSON.stringify({ event: { slug, title: "Strict Night", about: "By hash.", venue: "Hall", city: "Hong Kong", startsAt: new Date(Date.now() + 30 * 86400_000).toISOString(), saleStartsAt: new Date(Date.now() + 86400_000).toISOString() }, ticketTypes: [] }));
    const created = await asOwner(["events", "create", eventFile]);
    expect(created.stderr).toBe("");
    const eventId = (JSON.parse(created.stdout) as { id: string }).id;
    const events = await asOwner(["events", "list"]);
    expect(events.stderr).toBe("");
    expect((JSON.parse(events.stdout) as { id: string; slug: string }[]).map((e) => [e.id, e.slug])).toEqual([[eventId, slug]]);

    // The cover upload (a GraphQL multipart request) carries the hash in its `operations` too.
    const png = path.join(dir, "cover.png");
    fs.writeFileSync(png, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(200)]));
    const cover = await asOwner(["events", "cover", eventId, png]);
    expect(cover.stderr).toBe("");
    expect(JSON.parse(cover.stdout)).toMatchObject({ id: eventId, coverImageUrl: expect.stringMatching(/^\/uploads\//) });

    const made = await asOwner(["keys", "create", "--name", "box office", "--scope", "events:read"]);
    expect(made.stderr).toBe("");
    const { apiKey } = JSON.parse(made.stdout) as { key: string; apiKey: { id: string } };
    const keys = await asOwner(["keys", "list"]);
    expect(keys.stderr).toBe("");
    expect((JSON.parse(keys.stdout) as { id: string; name: string }[]).map((k) => [k.id, k.name])).toEqual([[apiKey.id, "box office"]]);

    // What the CLI used to send: the same operation as text, with the same session. Refused.
    const res = await fetch(`${strict.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${saved.token}`, "x-fanfare-organisation": saved.organisation },
      body: JSON.stringify({ query: "query CliKeys { apiKeys { id name } }" }),
    });
    const text = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(text.errors?.[0]?.extensions?.code).toBe(PERSISTED_QUERY_ONLY);
    expect(text.data ?? null).toBeNull();

    // logout forgets the session and keeps the device token.
    expect((await asOwner(["logout"])).stderr).toBe("");
    const after = JSON.parse(fs.readFileSync(config(), "utf8")) as { token?: string; deviceTokens: Record<string, string> };
    expect(after.token).toBeUndefined();
    expect(after.deviceTokens[owner.email]).toBe(saved.deviceTokens[owner.email]);
  });
});
