// Every e-mail and SMS goes through the MailOutbox table: rendered in the fan's language, written,
// then delivered: e-mail over SMTP (nodemailer) when SMTP_URL is set, SMS through the HTTP provider
// when SMS_PROVIDER_URL is set. Without a transport, outside production, the row is the delivery: the
// dev outbox at /dev/mail. A failed delivery is retried by the mail:deliver job with exponential
// backoff until MAIL_MAX_ATTEMPTS; each attempt first claims the row (attempts + 1, the next attempt
// pushed a lease ahead, SKIP LOCKED), so instances running the job never send one message at once.
//
// Two ways in: sendMessage writes the row and tries it at once (a code to sign in with: nothing to commit
// it with); queueMessages writes the rows inside the caller's transaction, so they commit with the fact
// they tell of (issue 35: a presale's codes and their invitations), and tries them once it has committed.
// A process that dies between that commit and the sending leaves them PENDING and due: the mail:deliver
// job, which runs on start and every 10 s, sends them; the claim makes each go out once.
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Deps } from "../../deps.ts";
import { onCommit, type Tx } from "../../db.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Lang } from "../../i18n.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import { inTurns, waitAtMost } from "../../platform/wait.ts";
import { render, type Template } from "./mail.templates.ts";
import { smsProvider } from "./sms.ts";

export type Channel = "EMAIL" | "SMS";

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  template: Template;
  lang: Lang;
  vars: Record<string, string | number>;
  /** Files sent with an e-mail (an order's calendar entry): text content, kept in the outbox for retries. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

function attachmentsOf(value: unknown): MailAttachment[] {
  return Array.isArray(value) ? (value as MailAttachment[]) : [];
}

/** How long a claimed attempt owns its row before the job may try again (a crash mid-send). */
const ATTEMPT_LEASE_MS = 2 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const RETRY_BATCH = 20;
/** Messages queued by a transaction are tried after its commit for this long at most; the job sends the rest. */
const AFTER_COMMIT_SEND_MS = 3_000;

/** The wait before attempt n + 1 after n failed ones: 30 s, 1 min, 2 min, … at most an hour, ±20 %. */
export function retryDelayMs(failedAttempts: number, random = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

/** Normalises an address for storage and look-up: e-mails lower-cased, phone numbers "+<digits>". */
export function outboxAddress(channel: Channel, to: string): string {
  const v = to.trim();
  return channel === "EMAIL" ? v.toLowerCase() : `+${v.replace(/\D/g, "")}`;
}

/** Is there a real transport for the channel (SMTP, the SMS provider)? */
function hasTransport(deps: Deps, channel: Channel): boolean {
  return channel === "EMAIL" ? !!deps.config.mail.smtpUrl : smsProvider(deps.config) !== null;
}

/** Can phone codes reach a phone? A provider, or the dev outbox outside production. */
export function smsAvailable(deps: Deps): boolean {
  return hasTransport(deps, "SMS") || !deps.config.isProduction;
}

type Claimed = { id: string; channel: Channel; to: string; subject: string; text: string; html: string | null; attachments?: unknown; attempts: number };

async function deliver(deps: Deps, m: Claimed): Promise<void> {
  if (m.channel === "EMAIL") {
    await transportFor(deps.config.mail.smtpUrl!).sendMail({ from: deps.config.mail.from, to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined,
      attachments: attachmentsOf(m.attachments).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
  } else {
    await smsProvider(deps.config)!.send(m.to, m.text);
  }
}

/** One attempt at a claimed message: SENT, or back to PENDING with a later try, or FAILED for good. */
async function attempt(deps: Deps, m: Claimed): Promise<"SENT" | "PENDING" | "FAILED"> {
  try {
    await deliver(deps, m);
    await deps.db.mailOutbox.update({ where: { id: m.id }, data: { status: "SENT", sentAt: deps.now(), nextAttemptAt: null, error: null } });
    deps.metrics.mailSent.inc({ channel: m.channel, result: "sent" });
    return "SENT";
  } catch (e) {
    const giveUp = m.attempts >= deps.config.mail.maxAttempts;
    const error = String(e).slice(0, 500);
    // The message id, never the address: logs carry no personal data.
    deps.log.warn(`${m.channel} delivery of message ${m.id} failed (attempt ${m.attempts})${giveUp ? ", giving up" : ", will retry"}`, { error });
    await deps.db.mailOutbox.update({
      where: { id: m.id },
      data: giveUp
        ? { status: "FAILED", nextAttemptAt: null, error }
        : { status: "PENDING", nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(m.attempts)), error },
    });
    deps.metrics.mailSent.inc({ channel: m.channel, result: giveUp ? "failed" : "retry" });
    return giveUp ? "FAILED" : "PENDING";
  }
}

/** The outbox row of a message, rendered, before its delivery state. */
function outboxRow(message: OutgoingMessage) {
  const to = outboxAddress(message.channel, message.to);
  const { subject, text, html } = render(message.template, message.lang, message.channel, message.vars);
  const files = message.channel === "EMAIL" && message.attachments?.length ? message.attachments : undefined;
  return { channel: message.channel, to, subject, text, html, template: message.template, language: message.lang, ...(files ? { attachments: files as unknown as Prisma.InputJsonValue } : {}) };
}

export async function sendMessage(deps: Deps, message: OutgoingMessage): Promise<{ id: string; status: "PENDING" | "SENT" | "FAILED" }> {
  const base = outboxRow(message);
  if (hasTransport(deps, message.channel)) {
    // Created already claimed by this first attempt (see ATTEMPT_LEASE_MS).
    const row = await deps.db.mailOutbox.create({
      data: { ...base, attempts: 1, nextAttemptAt: new Date(deps.now().getTime() + ATTEMPT_LEASE_MS) },
    });
    return { id: row.id, status: await attempt(deps, { ...row, channel: message.channel }) };
  }
  if (!deps.config.isProduction) {
    const row = await deps.db.mailOutbox.create({ data: { ...base, status: "SENT", sentAt: deps.now() } });
    return { id: row.id, status: "SENT" };
  }
  const row = await deps.db.mailOutbox.create({ data: base });
  deps.log.warn(`no ${message.channel === "EMAIL" ? "SMTP_URL" : "SMS provider"} configured: message ${row.id} stays pending`);
  return { id: row.id, status: "PENDING" };
}

/**
 * Writes the messages to the outbox inside `tx`: they commit with it or not at all. With a transport they
 * are PENDING and due at once, and once `tx` has committed each is claimed and tried (deliverQueued); a
 * crash before that leaves them to the mail:deliver job. Without one, outside production, the rows are
 * the delivery (the dev outbox), as sendMessage writes them. Returns the rows' ids.
 */
export async function queueMessages(tx: Tx, deps: Deps, messages: OutgoingMessage[]): Promise<string[]> {
  if (!messages.length) return [];
  const now = deps.now();
  const state = (channel: Channel) =>
    hasTransport(deps, channel)
      ? { status: "PENDING" as const, nextAttemptAt: now }
      : !deps.config.isProduction
        ? { status: "SENT" as const, sentAt: now }
        : { status: "PENDING" as const, nextAttemptAt: null };
  const written = messages.map((m) => ({ ...outboxRow(m), ...state(m.channel) }));
  // One statement, each column as an array (a presale writes 10,000 invitations): Prisma's createManyAndReturn
  // took seconds building its statements between them, inside the caller's transaction.
  const column = <T>(f: (r: (typeof written)[number]) => T) => written.map(f);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const rows = await tx.$queryRaw<{ id: string; status: string; nextAttemptAt: Date | null }[]>`
    insert into "MailOutbox" (id, channel, "to", subject, text, html, attachments, template, language, status, "nextAttemptAt", "sentAt", "createdAt")
    select gen_random_uuid()::text, m.channel::"MessageChannel", m."to", m.subject, m.text, m.html, m.attachments::jsonb, m.template, m.language, m.status::"OutboxStatus",
      m."nextAttemptAt"::timestamptz at time zone 'UTC', m."sentAt"::timestamptz at time zone 'UTC', ${now}::timestamp(3)
    from unnest(${column((r) => r.channel)}::text[], ${column((r) => r.to)}::text[], ${column((r) => r.subject)}::text[], ${column((r) => r.text)}::text[],
      ${column((r) => r.html ?? null)}::text[], ${column((r) => ("attachments" in r && r.attachments ? JSON.stringify(r.attachments) : null))}::text[],
      ${column((r) => r.template)}::text[], ${column((r) => r.language)}::text[], ${column((r) => r.status)}::text[],
      ${column((r) => iso("nextAttemptAt" in r ? r.nextAttemptAt : null))}::text[], ${column((r) => iso("sentAt" in r ? r.sentAt : null))}::text[])
      as m(channel, "to", subject, text, html, attachments, template, language, status, "nextAttemptAt", "sentAt")
    returning id, status::text as status, "nextAttemptAt"`;
  const due = rows.filter((r) => r.status === "PENDING" && r.nextAttemptAt).map((r) => r.id);
  const stranded = rows.filter((r) => r.status === "PENDING" && !r.nextAttemptAt).length;
  if (stranded) deps.log.warn(`no transport configured: ${stranded} queued message(s) stay pending`);
  // The request that wrote them waits a few seconds at most (a presale's thousands of invitations, a slow
  // SMTP server): what is not sent by then is due, and the mail:deliver job sends it.
  if (due.length) onCommit(tx, () => waitAtMost(deliverQueued(deps, due, { claimForMs: AFTER_COMMIT_SEND_MS }), AFTER_COMMIT_SEND_MS));
  return rows.map((r) => r.id);
}

/**
 * After the commit that wrote them: claims and tries the messages one at a time, so a crash mid-way
 * leaves at most the one in flight to wait out its lease; the others are due for the next sweep at once.
 * A message a sweep claimed meanwhile is skipped here (SKIP LOCKED, or no longer due): it goes out once.
 */
export async function deliverQueued(deps: Deps, ids: string[], opts: { claimForMs?: number } = {}): Promise<{ sent: number; retried: number; failed: number }> {
  const counts = { sent: 0, retried: 0, failed: 0 };
  try {
    // One at a time; after claimForMs the rest is left due, for the mail:deliver job.
    await inTurns(ids, { concurrency: 1, startForMs: opts.claimForMs ?? Infinity }, async (id) => {
      for (const m of await claimDue(deps, 1, [id])) count(counts, await attempt(deps, m));
    });
  } catch (e) {
    // Committed already: what was not tried stays PENDING and due, for the mail:deliver job.
    deps.log.error("delivering queued messages failed", { error: String(e) });
  }
  return counts;
}

function count(counts: { sent: number; retried: number; failed: number }, result: "SENT" | "PENDING" | "FAILED"): void {
  if (result === "SENT") counts.sent++;
  else if (result === "PENDING") counts.retried++;
  else counts.failed++;
}

/**
 * Claims up to `limit` due messages (of `ids` only, when given): attempts + 1 and the next attempt a lease
 * ahead, taken FOR UPDATE SKIP LOCKED, so two instances (or a sweep and deliverQueued) never claim one row.
 */
function claimDue(deps: Deps, limit: number, ids?: string[]): Promise<Claimed[]> {
  const now = deps.now();
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  return deps.db.$queryRaw<Claimed[]>`
    update "MailOutbox" set attempts = attempts + 1, "nextAttemptAt" = ${lease}
    where id in (
      select id from "MailOutbox"
      where status = 'PENDING' and "nextAttemptAt" <= ${now} ${ids ? Prisma.sql`and id = any(${ids}::text[])` : Prisma.empty}
      order by "nextAttemptAt"
      limit ${limit}
      for update skip locked
    )
    returning id, channel::text as channel, "to", subject, text, html, attachments, attempts`;
}

/** Sweeps taken at most, each of RETRY_BATCH messages: a backlog (a crash after a big commit) drains in one run. */
const MAX_ROUNDS = 50;

/** Claims due messages (SKIP LOCKED, so instances take different ones) and tries each once, round after full round. */
export async function deliverDueMessages(deps: Deps): Promise<{ sent: number; retried: number; failed: number }> {
  const counts = { sent: 0, retried: 0, failed: 0 };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claimDue(deps, RETRY_BATCH);
    for (const m of claimed) {
      if (!hasTransport(deps, m.channel)) {
        // The transport was removed since: leave it pending, untried.
        await deps.db.mailOutbox.update({ where: { id: m.id }, data: { attempts: m.attempts - 1, nextAttemptAt: null } });
        continue;
      }
      count(counts, await attempt(deps, m));
    }
    if (claimed.length < RETRY_BATCH) break;
  }
  return counts;
}

export function registerMailJobs(jobs: JobRunner, deps: Deps): void {
  jobs.every("mail:deliver", 10_000, () => deliverDueMessages(deps));
}

/** The dev outbox, newest first; `to` matches an e-mail address or a phone number with or without "+". */
export async function listOutbox(deps: Deps, filter: { to?: string | null; limit?: number }) {
  const to = filter.to?.trim();
  const addresses = to ? [outboxAddress("EMAIL", to), outboxAddress("SMS", to)] : undefined;
  return deps.db.mailOutbox.findMany({
    where: addresses ? { to: { in: addresses } } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(filter.limit ?? 50, 200),
    select: { to: true, subject: true, text: true, html: true, attachments: true, createdAt: true, channel: true, template: true, status: true },
  });
}
