// The webhook outbox: a message is written, one row per subscribed endpoint, in the transaction that made
// its event true (so it is never lost, and never sent for a rolled-back fact), and delivered after that
// commit by the same claim-and-retry pattern as the mail outbox (modules/mail): the webhooks:deliver job
// sweeps every few seconds, and a commit that wrote a message starts a sweep at once.
//
// Claiming: an attempt takes its row with attempts + 1 and nextAttemptAt a lease ahead (FOR UPDATE SKIP
// LOCKED), so instances never send one message at once. Order: only the head of an endpoint's queue (its
// PENDING row of lowest seq) may be claimed, so a receiver that was down gets every message once, in order
// of occurrence, when it returns; a message that fails for good (WEBHOOK_MAX_ATTEMPTS) stops blocking the
// rest and stays in the log for a manual redelivery.
import { onCommit, type Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import { KickedSweep, sweepPerClient } from "../../platform/kicked-sweep.ts";
import { sendWebhook } from "./webhooks.http.ts";
import { newMessageId, webhookRetryDelayMs, type WebhookEventType } from "./webhooks.rules.ts";

/** How long a claimed attempt owns its row before another sweep may try again (a crash mid-send). */
const ATTEMPT_LEASE_MS = 2 * 60_000;
/** Heads claimed per round (one per endpoint at most: only an endpoint's head is claimable). */
const BATCH = 20;
/** Rounds per sweep: each round's successes make the next messages heads, so a backlog drains in one sweep. */
const MAX_ROUNDS = 200;

/** The body of every message: Standard Webhooks' recommended envelope. */
export interface WebhookBody {
  type: WebhookEventType;
  /** When the event happened (ISO 8601). */
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Writes a message for every enabled endpoint of the organisation subscribed to its type, inside `tx`, and
 * starts a delivery sweep once `tx` has committed. Returns the message id (null: no endpoint wants it).
 */
export async function enqueueWebhook(tx: Tx, deps: Deps, organisationId: string, type: WebhookEventType, data: Record<string, unknown>, at: Date): Promise<string | null> {
  return (await enqueueWebhooks(tx, deps, [{ organisationId, type, data, at }]))[0] ?? null;
}

/**
 * enqueueWebhook for several messages, in their order, in two statements whatever their number (the
 * organisations' endpoints, then every delivery): a message id per message (null: no endpoint wants it).
 */
export async function enqueueWebhooks(
  tx: Tx,
  deps: Deps,
  messages: { organisationId: string; type: WebhookEventType; data: Record<string, unknown>; at: Date }[],
): Promise<(string | null)[]> {
  if (!messages.length) return [];
  const organisationIds = [...new Set(messages.map((m) => m.organisationId))];
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { organisationId: organisationIds.length === 1 ? organisationIds[0]! : { in: organisationIds }, enabled: true },
    select: { id: true, organisationId: true, eventTypes: true },
    orderBy: { id: "asc" },
  });
  const deliveries: Prisma.WebhookDeliveryCreateManyInput[] = [];
  const ids = messages.map((m) => {
    const to = endpoints.filter((e) => e.organisationId === m.organisationId && (m.type === "webhook.ping" || e.eventTypes.includes(m.type)));
    if (!to.length) return null;
    const messageId = newMessageId();
    const payload = { type: m.type, timestamp: m.at.toISOString(), data: m.data } satisfies WebhookBody;
    for (const e of to) deliveries.push({ endpointId: e.id, messageId, eventType: m.type, payload: payload as unknown as Prisma.InputJsonValue, nextAttemptAt: m.at });
    return messageId;
  });
  if (!deliveries.length) return ids;
  await tx.webhookDelivery.createMany({ data: deliveries });
  onCommit(tx, async () => kickWebhookDelivery(deps));
  return ids;
}

/**
 * enqueueWebhook as SQL, for a hot path that must stay one statement (the gate's admit, entry.service.ts):
 * the body of a data-modifying CTE that writes the message for every enabled endpoint subscribed to `type`
 * of the organisation `source` names. `source` is a FROM item (a subquery over the caller's CTEs) of at
 * most one row, with the columns "organisationId" and data (jsonb): one message, one message id, as
 * enqueueWebhook writes it. It returns a row per delivery written: when there are any, the caller calls
 * kickWebhookDelivery after its statement (which commits on its own).
 */
export function enqueueWebhookSql(type: Exclude<WebhookEventType, "webhook.ping">, source: Prisma.Sql, at: Date, now: Date): Prisma.Sql {
  return Prisma.sql`INSERT INTO "WebhookDelivery" (id, "endpointId", "messageId", "eventType", payload, "nextAttemptAt")
      SELECT 'c' || replace(gen_random_uuid()::text, '-', ''), we.id, ${newMessageId()}, ${type}::text,
             jsonb_build_object('type', ${type}::text, 'timestamp', ${at.toISOString()}::text, 'data', src.data), ${now}
      FROM ${source} AS src
      JOIN "WebhookEndpoint" we ON we."organisationId" = src."organisationId" AND we.enabled AND ${type}::text = ANY(we."eventTypes")
      RETURNING id`;
}

/** Writes one message for one endpoint (a test ping, a manual redelivery) and starts a sweep after the commit. */
export async function enqueueForEndpoint(tx: Tx, deps: Deps, endpointId: string, message: { messageId?: string; type: WebhookEventType; payload: unknown }): Promise<{ id: string; messageId: string }> {
  const messageId = message.messageId ?? newMessageId();
  const row = await tx.webhookDelivery.create({
    data: { endpointId, messageId, eventType: message.type, payload: message.payload as Prisma.InputJsonValue, nextAttemptAt: deps.now() },
    select: { id: true, messageId: true },
  });
  onCommit(tx, async () => kickWebhookDelivery(deps));
  return row;
}

// ───── delivery ─────

type Claimed = { id: string; endpointId: string; messageId: string; payload: unknown; attempts: number; url: string; secret: string };

/**
 * Starts a delivery sweep now, without waiting for it (after a commit that wrote messages). Sweeps of one
 * process do not overlap: a kick during one runs another right after it.
 */
export function kickWebhookDelivery(deps: Deps): void {
  sweepOf(deps).kick();
}

const sweepOf = sweepPerClient((deps: Deps) => new KickedSweep(() => deliverDueWebhooks(deps), (e) => deps.log.error("webhook delivery sweep failed", { error: String(e) })));

/** Claims due heads of endpoints' queues (SKIP LOCKED, a lease) and sends each once. */
async function claimDue(deps: Deps): Promise<Claimed[]> {
  const now = deps.now();
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  return deps.db.$queryRaw<Claimed[]>`
    with claimed as (
      update "WebhookDelivery" d set attempts = d.attempts + 1, "nextAttemptAt" = ${lease}, "lastAttemptAt" = ${now}
      where d.id in (
        select c.id from "WebhookDelivery" c
        where c.status = 'PENDING' and c."nextAttemptAt" <= ${now}
          and exists (select 1 from "WebhookEndpoint" e where e.id = c."endpointId" and e.enabled)
          and not exists (select 1 from "WebhookDelivery" p where p."endpointId" = c."endpointId" and p.status = 'PENDING' and p.seq < c.seq)
        order by c.seq
        limit ${BATCH}
        for update of c skip locked
      )
      and d.status = 'PENDING'
      returning d.id, d."endpointId", d."messageId", d.payload, d.attempts
    )
    select c.*, e.url, e.secret from claimed c join "WebhookEndpoint" e on e.id = c."endpointId"`;
}

/** One attempt at a claimed message: SUCCEEDED, back to PENDING with a later try, or FAILED for good. */
async function attempt(deps: Deps, m: Claimed): Promise<"SUCCEEDED" | "PENDING" | "FAILED"> {
  const body = JSON.stringify(m.payload);
  const result = await sendWebhook(deps.config.webhooks, { url: m.url, secret: m.secret }, m.messageId, body, deps.now());
  if (result.ok) {
    await deps.db.webhookDelivery.updateMany({
      where: { id: m.id },
      data: { status: "SUCCEEDED", deliveredAt: deps.now(), nextAttemptAt: null, lastResponseCode: result.status, lastError: null },
    });
    return "SUCCEEDED";
  }
  const giveUp = m.attempts >= deps.config.webhooks.maxAttempts;
  deps.log.warn(`webhook ${m.messageId} to endpoint ${m.endpointId} failed (attempt ${m.attempts})${giveUp ? ", giving up" : ", will retry"}`, { error: result.error });
  await deps.db.webhookDelivery.updateMany({
    where: { id: m.id },
    data: {
      lastResponseCode: result.status,
      lastError: result.error?.slice(0, 500) ?? null,
      ...(giveUp ? { status: "FAILED", nextAttemptAt: null } : { status: "PENDING", nextAttemptAt: new Date(deps.now().getTime() + webhookRetryDelayMs(m.attempts, deps.config.webhooks.retryBaseMs)) }),
    },
  });
  return giveUp ? "FAILED" : "PENDING";
}

/**
 * Delivers what is due, round after round while messages succeed (each success makes the endpoint's next
 * message its head). Different endpoints are sent to in parallel, one endpoint's messages one at a time.
 */
export async function deliverDueWebhooks(deps: Deps): Promise<{ delivered: number; retried: number; failed: number }> {
  const counts = { delivered: 0, retried: 0, failed: 0 };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claimDue(deps);
    if (!claimed.length) break;
    const results = await Promise.all(claimed.map((m) => attempt(deps, m)));
    for (const r of results) {
      if (r === "SUCCEEDED") counts.delivered++;
      else if (r === "PENDING") counts.retried++;
      else counts.failed++;
    }
    // Nothing went through this round: the next messages are not heads yet, another round would find none due.
    if (!results.some((r) => r !== "PENDING")) break;
  }
  return counts;
}

export function registerWebhookJobs(jobs: JobRunner, deps: Deps): void {
  jobs.every("webhooks:deliver", 5_000, () => deliverDueWebhooks(deps));
}
