// Presale invitations survive a crash (issue 35): each invitation's mail is written to the outbox in the
// transaction that makes its code, so a process killed with SIGKILL after that commit and before any mail
// went out loses none. The real server runs in a child process against a real SMTP server on 127.0.0.1
// that holds the first connection open (the mail step under way); the test kills the process there,
// starts it again, and every invitee gets exactly one mail: the new process's first sweep sends what was
// left due, and the messages the dead one had claimed go out after their lease, once, even with two
// sweeps at once. Then two sweeps and the after-commit sender race over the same pending mails.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { createDb, type Db } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { loadConfig } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { deliverDueMessages, deliverQueued } from "../../server/src/modules/mail/mail.service.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { spawnServer, type ChildServer } from "../helpers/spawn-server.ts";
import { plainDeps } from "../helpers/plain-deps.ts";
import { waitFor } from "../helpers/wait.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";

// ── a local SMTP server that, when told to, holds a connection before its greeting ──
const received: { to: string[]; data: string }[] = [];
let holding = false;
const held: ((err?: Error) => void)[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  disableReverseLookup: true,
  logger: false,
  onConnect(_session, done) {
    if (holding) held.push(done);
    else done();
  },
  onData(stream, session, done) {
    let data = "";
    stream.on("data", (c: Buffer) => (data += c.toString("utf8")));
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), data });
      done();
    });
  },
});
smtp.on("error", () => {});

/** Mails the SMTP server accepted for an address. */
const mailsTo = (email: string) => received.filter((m) => m.to.includes(email.toLowerCase()));
/** A mail's text with quoted-printable soft line breaks joined again. */
const unfolded = (data: string) => data.replace(/=\r?\n/g, "");

let database: { url: string; drop(): Promise<void> };
let db: Db;
let deps: Deps;
let child: ChildServer | null = null;
let organiser: string;
let org: string;
let mail: ReturnType<typeof loadConfig>["mail"];

beforeAll(async () => {
  await new Promise<void>((r) => smtp.server.listen(0, "127.0.0.1", () => r()));
  mail = { ...loadConfig({}).mail, smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}` };
  database = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
  db = createDb(database.url, 6);
  const plain = await plainDeps(db);
  // The test's own sweeps deliver to the same SMTP server as the child.
  deps = { ...plain, config: { ...plain.config, mail } };
  const o = await db.organisation.create({ data: { slug: `presale-crash-${crypto.randomBytes(3).toString("hex")}`, name: "Presale crash" } });
  org = o.id;
  organiser = (await createStaffToken(db, "presale crash test", ["events:write"], { organisationId: org })).token;
}, 120_000);

afterAll(async () => {
  await child?.kill();
  await db?.$disconnect();
  await database?.drop();
  await new Promise<void>((r) => smtp.close(() => r()));
});

/** An event of the organisation with a hidden ticket type and `n` registered fans (English, so the mails are plain ASCII). */
async function presaleWith(n: number): Promise<{ eventId: string; fans: Fan[] }> {
  const ev = await createOnSaleEvent(deps, { standing: 50 });
  await db.event.update({ where: { id: ev.id }, data: { organisationId: org, presaleRegistration: true } });
  await db.ticketType.update({ where: { id: ev.seatedTypeId }, data: { hidden: true } });
  const fans = await createFans(deps, n);
  await db.user.updateMany({ where: { id: { in: fans.map((f) => f.id) } }, data: { language: "en" } });
  await db.presaleInterest.createMany({ data: fans.map((f) => ({ eventId: ev.id, userId: f.id })) });
  return { eventId: ev.id, fans };
}

const INVITE = `mutation PresaleCrashInvite($eventId: ID!, $input: InvitePresaleFansInput!) { invitePresaleFans(eventId: $eventId, input: $input) { __typename ... on PresaleInvitation { invited } } }`;

/** Sweeps as if `ms` had passed: the leases of messages a dead process had claimed have run out. */
const later = (ms: number): Deps => ({ ...deps, now: () => new Date(Date.now() + ms) });

describe("presale invitation mails", () => {
  it("are not lost when the process dies after the commit: started again, it sends every invitee exactly one", async () => {
    const { eventId, fans } = await presaleWith(6);
    const emails = fans.map((f) => f.email.toLowerCase());
    child = await spawnServer(database.url, { mail });

    holding = true;
    // The answer never comes: the process dies while its first mail waits for the SMTP server's greeting.
    const invite = fetch(`${child.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${organiser}` },
      body: JSON.stringify({ query: INVITE, variables: { eventId, input: { count: 6 } } }),
    }).catch(() => null);
    await waitFor(() => held.length > 0, "the first invitation mail on its way", { timeoutMs: 25_000 });
    await child.kill();
    child = null;
    holding = false;
    for (const done of held.splice(0)) done(new Error("the client is gone"));
    await invite;

    // Committed: six codes and six mails written; sent: none.
    const codes = await db.promoCode.findMany({ where: { eventId } });
    expect(codes).toHaveLength(6);
    const rows = await db.mailOutbox.findMany({ where: { to: { in: emails } } });
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.status === "PENDING")).toBe(true);
    expect(emails.flatMap(mailsTo)).toHaveLength(0);
    // What the dead process had claimed waits out its lease; the rest is due at once.
    const claimed = rows.filter((r) => r.attempts > 0);
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    expect(claimed.every((r) => r.nextAttemptAt! > new Date())).toBe(true);

    // Started again: its first sweep (on start) sends every mail left due.
    child = await spawnServer(database.url, { mail });
    await waitFor(() => emails.flatMap(mailsTo).length === 6 - claimed.length, "the new process's first sweep", { timeoutMs: 60_000 });
    for (const r of claimed) expect(mailsTo(r.to)).toHaveLength(0);
    // The SMTP server has them; the new process marks each SENT just after. Until it has, a sweep from
    // three minutes on would find those rows' leases run out and send them again.
    const unclaimed = rows.filter((r) => r.attempts === 0).map((r) => r.id);
    await waitFor(async () => (await db.mailOutbox.count({ where: { id: { in: unclaimed }, status: "SENT" } })) === unclaimed.length, "the first sweep's mails marked sent", {
      timeoutMs: 30_000,
    });

    // After the lease: two sweeps at once (a second instance, say) send each claimed mail once between them.
    const sweeps = await Promise.all([deliverDueMessages(later(3 * 60_000)), deliverDueMessages(later(3 * 60_000))]);
    expect(sweeps.reduce((n, s) => n + s.sent, 0)).toBe(claimed.length);

    // Every invitee: exactly one mail, carrying their own code; every row SENT.
    for (const fan of fans) {
      const mine = mailsTo(fan.email);
      expect(mine).toHaveLength(1);
      const code = codes.find((c) => c.boundUserId === fan.id)!;
      expect(unfolded(mine[0]!.data)).toContain(code.code);
    }
    const after = await db.mailOutbox.findMany({ where: { to: { in: emails } } });
    expect(after.map((r) => r.status)).toEqual(Array(6).fill("SENT"));
    await child.kill();
    child = null;
  }, 240_000);

  it("a large invitation answers while the SMTP server is slow; the sweep sends every mail once after", async () => {
    const { eventId, fans } = await presaleWith(30);
    const emails = fans.map((f) => f.email.toLowerCase());
    child = await spawnServer(database.url, { mail });
    // The SMTP server takes connections but greets none: every mail waits.
    holding = true;
    try {
      const invite = fetch(`${child.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${organiser}` },
        body: JSON.stringify({ query: INVITE, variables: { eventId, input: { count: 30 } } }),
      }).then((r) => r.json() as Promise<{ data?: { invitePresaleFans?: unknown } }>);
      // The organiser has the answer though no mail went out (the old after-commit sender waited for every one).
      const answer = await Promise.race([invite, new Promise<null>((r) => setTimeout(() => r(null), 60_000))]);
      expect(answer, "the invitation still waits for the SMTP server").not.toBeNull();
      expect(answer!.data?.invitePresaleFans).toEqual({ __typename: "PresaleInvitation", invited: 30 });
      expect(emails.flatMap(mailsTo)).toHaveLength(0);
      const rows = await db.mailOutbox.findMany({ where: { to: { in: emails } } });
      expect(rows).toHaveLength(30);
      expect(rows.every((r) => r.status === "PENDING")).toBe(true);
    } finally {
      holding = false;
      for (const done of held.splice(0)) done();
    }
    // The SMTP server answers again: the mail in flight goes out, and the mail:deliver job (every 10 s) the rest.
    await waitFor(async () => (await db.mailOutbox.count({ where: { to: { in: emails }, status: "SENT" } })) === 30, "every invitation sent", { timeoutMs: 90_000 });
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
    await child.kill();
    child = null;
  }, 240_000);

  it("pending after a crash, each goes out once while two sweeps and the after-commit sender race for them", async () => {
    // 45 mails as a crash leaves them: committed, PENDING and due, none tried (more than a sweep's batch of 20).
    const tag = crypto.randomBytes(4).toString("hex");
    const emails = Array.from({ length: 45 }, (_, i) => `race-${tag}-${i}@example.com`);
    const now = new Date();
    const rows = await db.mailOutbox.createManyAndReturn({
      data: emails.map((to) => ({ channel: "EMAIL" as const, to, subject: "Your presale code", text: `code for ${to}`, template: "generic", language: "en", nextAttemptAt: now })),
      select: { id: true },
    });
    // Every pooled connection open first, so the racers' claims reach the database together.
    await Promise.all(Array.from({ length: 6 }, () => db.$queryRaw`select pg_sleep(0.05)::text as slept`));
    const results = await Promise.all([deliverDueMessages(deps), deliverDueMessages(deps), deliverQueued(deps, rows.map((r) => r.id))]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(45);
    for (const to of emails) expect(mailsTo(to)).toHaveLength(1);
    const after = await db.mailOutbox.findMany({ where: { to: { in: emails } } });
    expect(after.every((r) => r.status === "SENT" && r.attempts === 1)).toBe(true);
  }, 60_000);
});
