// Apple pass updates pushed (Wallet Passes, "Adding a web service to update passes", step 3): when a ticket
// changes (transferred, handed back, refunded, voided with its event, admitted) or its event does (time,
// venue), every device that registered its pass is sent an empty push over APNs. The push carries nothing:
// Wallet then asks the web service which of its passes changed (apple.service.ts updatedSerials) and fetches
// them. APNs over HTTP/2 (POST /3/device/<push token>), the topic the pass type identifier, authenticated by
// TLS with the Pass Type ID certificate and key that sign the passes: node:http2, no APNs library (the
// request is one header block and "{}", and the certificate auth is plain TLS).
//
// Durable, as the mail and webhook outboxes are: the push is written (ApplePassPush, one row per push token,
// so a device holding many changed passes is pushed once) in the transaction of the change, or in the gate's
// one statement, and sent after the commit, in the background: the change never waits for Apple, and a
// push a restart interrupted is sent by the passes:push job. A send claims its rows with a lease (FOR UPDATE
// SKIP LOCKED), so instances never send one row at once. A 429, a 5xx or no answer is tried again with a
// doubling wait (APPLE_APNS_MAX_ATTEMPTS, APPLE_APNS_RETRY_BASE_MS); a 410 (the token is no longer valid for
// the topic) removes the device's registrations of that token. A change while a send is under way bumps the
// row's version: that send then leaves the row, and the device is pushed again for the later change.
import http2 from "node:http2";
import tls from "node:tls";
import type { Deps } from "../../deps.ts";
import type { WalletPassesConfig } from "../../config.ts";
import { onCommit, type Tx } from "../../db.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import { KickedSweep, sweepPerClient } from "../../platform/kicked-sweep.ts";
import { ticketIdsOfEvent, ticketIdsOfOrderItems } from "../tickets/index.ts";
import { apnsRetryable, apnsRetryDelayMs, passFieldsChanged } from "./apple-push.rules.ts";

type AppleConfig = NonNullable<WalletPassesConfig["apple"]>;

export interface ApnsAnswer {
  /** The HTTP status; 0: no answer (the connection failed, the stream was reset, the timeout passed). */
  status: number;
  /** APNs' reason ("Unregistered", "BadDeviceToken", "TooManyRequests"…) or the network error. */
  reason: string | null;
}

/** Push tokens sent to at once on one connection (APNs allows many concurrent streams; this bounds our side). */
const CONCURRENT_STREAMS = 100;
/** Tickets looked up at once when a whole event changed. */
const TICKET_BATCH = 5_000;
/** Pushes claimed at once by a send. */
const CLAIM_BATCH = 1_000;
/** How long a claimed push owns its row before another send may take it (a crash mid-send). */
const ATTEMPT_LEASE_MS = 2 * 60_000;

function connect(apple: AppleConfig): http2.ClientHttp2Session {
  const session = http2.connect(`https://${apple.apns.host}`, {
    cert: apple.signerCert,
    key: apple.signerKey,
    passphrase: apple.signerKeyPassphrase ?? undefined,
    ...(apple.apns.ca ? { ca: [...tls.rootCertificates, apple.apns.ca] } : {}),
  });
  // A failed connection fails each of its streams (their own error events); this keeps it from being unhandled.
  session.on("error", () => {});
  return session;
}

/** One push: an empty payload to one device's token; never throws. */
function sendPush(session: http2.ClientHttp2Session, apple: AppleConfig, token: string): Promise<ApnsAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: ApnsAnswer) => {
      if (!settled) {
        settled = true;
        resolve(a);
      }
    };
    let req: http2.ClientHttp2Stream;
    try {
      req = session.request({
        ":method": "POST",
        ":path": `/3/device/${encodeURIComponent(token)}`,
        "apns-topic": apple.passTypeId,
        // A pass update shows nothing by itself (Wallet shows a field's changeMessage once it has the new pass):
        // a background push, which APNs takes at priority 5.
        "apns-push-type": "background",
        "apns-priority": "5",
        "content-type": "application/json",
      });
    } catch (e) {
      done({ status: 0, reason: String(e) });
      return;
    }
    let status = 0;
    const chunks: Buffer[] = [];
    req.setTimeout(apple.apns.timeoutMs, () => {
      req.close(http2.constants.NGHTTP2_CANCEL);
      done({ status: 0, reason: "timeout" });
    });
    req.on("response", (headers) => {
      status = Number(headers[":status"]);
    });
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let reason: string | null = null;
      try {
        reason = (JSON.parse(Buffer.concat(chunks).toString() || "{}") as { reason?: string }).reason ?? null;
      } catch {
        reason = null;
      }
      done({ status, reason });
    });
    req.on("error", (e) => done({ status: 0, reason: String(e) }));
    req.end("{}");
  });
}

/** One round: every token pushed on one connection, CONCURRENT_STREAMS at a time. */
async function sendRound(apple: AppleConfig, tokens: string[]): Promise<Map<string, ApnsAnswer>> {
  const answers = new Map<string, ApnsAnswer>();
  const session = connect(apple);
  try {
    for (let i = 0; i < tokens.length; i += CONCURRENT_STREAMS) {
      const batch = tokens.slice(i, i + CONCURRENT_STREAMS);
      const results = await Promise.all(batch.map((t) => sendPush(session, apple, t)));
      batch.forEach((t, k) => answers.set(t, results[k]!));
    }
  } finally {
    session.close();
  }
  return answers;
}

// ───── queueing: in the change's transaction ─────

/**
 * A push for every device that registered one of `tickets`' passes (a query whose column id is a ticket's
 * id): an INSERT that returns a row per push it queued. One row per push token: a token already waiting is
 * made due now, its attempts start again, and its version is bumped (a send under way leaves it).
 */
function queueSql(passTypeId: string, tickets: Prisma.Sql, now: Date): Prisma.Sql {
  return Prisma.sql`INSERT INTO "ApplePassPush" ("passTypeIdentifier", "pushToken", "nextAttemptAt")
      SELECT r."passTypeIdentifier", r."pushToken", ${now}
      FROM (SELECT DISTINCT reg."passTypeIdentifier", reg."pushToken" FROM "ApplePassRegistration" reg
            WHERE reg."passTypeIdentifier" = ${passTypeId} AND reg."serialNumber" IN (${tickets})) r
      ON CONFLICT ("passTypeIdentifier", "pushToken") DO UPDATE
        SET version = "ApplePassPush".version + 1, attempts = 0, "nextAttemptAt" = LEAST("ApplePassPush"."nextAttemptAt", EXCLUDED."nextAttemptAt")
      RETURNING 1`;
}

/** Whether passes are pushed at all (Apple Wallet configured): a caller skips its own look-ups without. */
export function passPushesEnabled(deps: Deps): boolean {
  return deps.config.walletPasses.apple !== null;
}

/** Queues the pushes to the devices that registered these tickets' passes, inside `tx`; sent once it has committed. */
export async function queuePassPushes(tx: Tx, deps: Deps, ticketIds: string[]): Promise<void> {
  const apple = deps.config.walletPasses.apple;
  if (!apple || !ticketIds.length) return;
  const queued = await tx.$executeRaw(queueSql(apple.passTypeId, Prisma.sql`SELECT unnest(${ticketIds}::text[])`, deps.now()));
  if (queued > 0) onCommit(tx, async () => kickPassPushes(deps));
}

/**
 * queuePassPushes as a data-modifying CTE's body, for a path that must stay one statement (the gate's
 * admission): `ticketIds` a query of the tickets' ids. Null without Apple Wallet. It returns a row per push
 * queued: when there are any, the caller calls kickPassPushes after its statement.
 */
export function queuePassPushesSql(deps: Deps, ticketIds: Prisma.Sql): Prisma.Sql | null {
  const apple = deps.config.walletPasses.apple;
  return apple ? queueSql(apple.passTypeId, ticketIds, deps.now()) : null;
}

/** The passes of every ticket of an event (cancelled, or its time or venue moved): each device pushed once. */
export async function queuePassPushesOfEvent(tx: Tx, deps: Deps, eventId: string): Promise<void> {
  if (!passPushesEnabled(deps)) return;
  for (let after: string | null = null; ; ) {
    const ids = await ticketIdsOfEvent(tx, eventId, after, TICKET_BATCH);
    if (!ids.length) break;
    await queuePassPushes(tx, deps, ids);
    after = ids[ids.length - 1]!;
  }
}

/** An organiser's edit: pushed only when it changed something a pass shows. */
export async function queuePassPushesOfChangedEvent(tx: Tx, deps: Deps, eventId: string, changed: string[]): Promise<void> {
  if (passFieldsChanged(changed)) await queuePassPushesOfEvent(tx, deps, eventId);
}

/** The passes of the tickets issued for these order items (a refunded order's). */
export async function queuePassPushesOfOrderItems(tx: Tx, deps: Deps, orderItemIds: string[]): Promise<void> {
  if (!passPushesEnabled(deps)) return;
  await queuePassPushes(tx, deps, await ticketIdsOfOrderItems(tx, orderItemIds));
}

// ───── sending: after the commit ─────

type Claimed = { pushToken: string; version: number; attempts: number };

/** Claims the due pushes: attempts + 1, and a lease in place of the due time (another send skips them). */
function claimDue(deps: Deps, apple: AppleConfig): Promise<Claimed[]> {
  const now = deps.now();
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  return deps.db.$queryRaw<Claimed[]>`
    UPDATE "ApplePassPush" p SET attempts = p.attempts + 1, "nextAttemptAt" = ${lease}
    FROM (SELECT c."passTypeIdentifier", c."pushToken" FROM "ApplePassPush" c
          WHERE c."passTypeIdentifier" = ${apple.passTypeId} AND c."nextAttemptAt" <= ${now}
          ORDER BY c."nextAttemptAt" LIMIT ${CLAIM_BATCH}
          FOR UPDATE SKIP LOCKED) due
    WHERE p."passTypeIdentifier" = due."passTypeIdentifier" AND p."pushToken" = due."pushToken"
    RETURNING p."pushToken", p.version, p.attempts`;
}

/** Removes the pushes that were sent (or given up), unless a later change queued them again meanwhile. */
async function removeSent(deps: Deps, apple: AppleConfig, sent: Claimed[]): Promise<void> {
  if (!sent.length) return;
  await deps.db.$executeRaw`
    DELETE FROM "ApplePassPush" p USING unnest(${sent.map((c) => c.pushToken)}::text[], ${sent.map((c) => c.version)}::int[]) AS s(token, version)
    WHERE p."passTypeIdentifier" = ${apple.passTypeId} AND p."pushToken" = s.token AND p.version = s.version`;
}

export interface PushOutcome {
  sent: number;
  unregistered: number;
  retried: number;
  failed: number;
}

/**
 * Sends every push that is due, claim after claim, and answers each: sent (200) or given up, the row goes;
 * 410, the token's registrations and its row go; worth retrying, it is due again after the doubling wait
 * (a timer of this process sends it then; the passes:push job, should the process stop).
 */
export async function deliverDuePassPushes(deps: Deps): Promise<PushOutcome> {
  const apple = deps.config.walletPasses.apple;
  const outcome: PushOutcome = { sent: 0, unregistered: 0, retried: 0, failed: 0 };
  if (!apple) return outcome;
  let soonest: number | null = null;
  for (;;) {
    const claimed = await claimDue(deps, apple);
    if (!claimed.length) break;
    const answers = await sendRound(apple, claimed.map((c) => c.pushToken));
    const done: Claimed[] = [];
    const gone: string[] = [];
    for (const c of claimed) {
      const a = answers.get(c.pushToken)!;
      if (a.status === 200) {
        outcome.sent++;
        done.push(c);
      } else if (a.status === 410) {
        // Unregistered: the device no longer takes pushes for this topic with that token.
        outcome.unregistered++;
        gone.push(c.pushToken);
      } else if (apnsRetryable(a.status) && c.attempts < apple.apns.maxAttempts) {
        outcome.retried++;
        const wait = apnsRetryDelayMs(c.attempts, apple.apns.retryBaseMs);
        soonest = Math.min(soonest ?? wait, wait);
        await deps.db.applePassPush.updateMany({
          where: { passTypeIdentifier: apple.passTypeId, pushToken: c.pushToken, version: c.version },
          data: { nextAttemptAt: new Date(deps.now().getTime() + wait) },
        });
      } else {
        outcome.failed++;
        done.push(c);
        deps.log.warn("apple wallet push failed", { status: a.status, reason: a.reason, attempts: c.attempts });
      }
    }
    await removeSent(deps, apple, done);
    if (gone.length) {
      await deps.db.$transaction([
        deps.db.applePassRegistration.deleteMany({ where: { passTypeIdentifier: apple.passTypeId, pushToken: { in: gone } } }),
        deps.db.applePassPush.deleteMany({ where: { passTypeIdentifier: apple.passTypeId, pushToken: { in: gone } } }),
      ]);
    }
  }
  if (soonest !== null) sendAgainIn(deps, soonest);
  return outcome;
}

/** This process's sends (one at a time) and its timers for retries. */
const senderOf = sweepPerClient((deps: Deps) => new KickedSweep(() => deliverDuePassPushes(deps), (e) => deps.log.error("apple wallet pushes failed", { error: String(e) })));
const retryTimers = new WeakMap<Deps["db"], Set<NodeJS.Timeout>>();
function timersOf(deps: Deps): Set<NodeJS.Timeout> {
  let t = retryTimers.get(deps.db);
  if (!t) retryTimers.set(deps.db, (t = new Set()));
  return t;
}

/**
 * Starts sending what is due now, without waiting (after a commit that queued pushes). Sends of one process
 * do not overlap: a kick during one runs another right after it.
 */
export function kickPassPushes(deps: Deps): void {
  senderOf(deps).kick();
}

/** Kicks a send and resolves when this process's sending has finished (the passes:push job). */
async function sendDuePassPushes(deps: Deps): Promise<void> {
  kickPassPushes(deps);
  await senderOf(deps).current();
}

/** A send after a retry's wait (a few ms late: the row is due by then). It does not keep a stopping process alive. */
function sendAgainIn(deps: Deps, ms: number): void {
  const timers = timersOf(deps);
  const timer = setTimeout(() => {
    timers.delete(timer);
    kickPassPushes(deps);
  }, ms + 5);
  timer.unref();
  timers.add(timer);
}

/** Resolves once this process's sends and their retries have finished (tests; a shutdown that lets them end). */
export async function passPushesSettled(deps: Deps): Promise<void> {
  const [sender, timers] = [senderOf(deps), timersOf(deps)];
  while (sender.current() || timers.size) await (sender.current() ?? new Promise((r) => setTimeout(r, 5)));
}

/** A stopping process: no retry is started any more, and the send under way is let finish (the job's successor sends what is left). */
export async function stopPassPushes(deps: Deps): Promise<void> {
  const timers = timersOf(deps);
  for (const t of timers) clearTimeout(t);
  timers.clear();
  await senderOf(deps).current();
}

/** What a restart or another instance left due: sent by the job leader every few seconds. */
export function registerPassJobs(jobs: JobRunner, deps: Deps): void {
  if (passPushesEnabled(deps)) jobs.every("passes:push", 5_000, () => sendDuePassPushes(deps));
}
