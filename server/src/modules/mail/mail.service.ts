// Every e-mail and SMS goes through the MailOutbox table: rendered in the fan's language, written,
// then delivered: e-mail over SMTP (nodemailer) when SMTP_URL is set, SMS through the HTTP provider
// when SMS_PROVIDER_URL is set. Without a transport, outside production, the row is the delivery: the
// dev outbox at /dev/mail. A failed delivery is retried by the mail:deliver job with exponential
// backoff until MAIL_MAX_ATTEMPTS; each attempt first claims the row (attempts + 1, the next attempt
// pushed a lease ahead, SKIP LOCKED), so instances running the job never send one message at once.
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Deps } from "../../deps.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Lang } from "../../i18n.ts";
import type { JobRunner } from "../../platform/jobs.ts";
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

export async function sendMessage(deps: Deps, message: OutgoingMessage): Promise<{ id: string; status: "PENDING" | "SENT" | "FAILED" }> {
  const to = outboxAddress(message.channel, message.to);
  const { subject, text, html } = render(message.template, message.lang, message.channel, message.vars);
  const files = message.channel === "EMAIL" && message.attachments?.length ? message.attachments : undefined;
  const base = { channel: message.channel, to, subject, text, html, template: message.template, language: message.lang, ...(files ? { attachments: files as unknown as Prisma.InputJsonValue } : {}) };
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

/** Claims due messages (SKIP LOCKED, so instances take different ones) and tries each once. */
export async function deliverDueMessages(deps: Deps): Promise<{ sent: number; retried: number; failed: number }> {
  const now = deps.now();
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  const claimed = await deps.db.$queryRaw<Claimed[]>`
    update "MailOutbox" set attempts = attempts + 1, "nextAttemptAt" = ${lease}
    where id in (
      select id from "MailOutbox"
      where status = 'PENDING' and "nextAttemptAt" <= ${now}
      order by "nextAttemptAt"
      limit ${RETRY_BATCH}
      for update skip locked
    )
    returning id, channel::text as channel, "to", subject, text, html, attachments, attempts`;
  const counts = { sent: 0, retried: 0, failed: 0 };
  for (const m of claimed) {
    if (!hasTransport(deps, m.channel)) {
      // The transport was removed since: leave it pending, untried.
      await deps.db.mailOutbox.update({ where: { id: m.id }, data: { attempts: m.attempts - 1, nextAttemptAt: null } });
      continue;
    }
    const result = await attempt(deps, m);
    if (result === "SENT") counts.sent++;
    else if (result === "PENDING") counts.retried++;
    else counts.failed++;
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
