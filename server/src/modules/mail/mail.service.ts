// Every e-mail and SMS goes through the MailOutbox table: rendered in the fan's language, written,
// then delivered over SMTP (nodemailer) when SMTP_URL is set. Without SMTP, outside production, the
// row is the delivery: the dev outbox at /dev/mail. SMS has no gateway yet; it is kept the same way.
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Deps } from "../../deps.ts";
import type { Lang } from "../../i18n.ts";
import { render, type Template } from "./mail.templates.ts";

export type Channel = "EMAIL" | "SMS";

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  template: Template;
  lang: Lang;
  vars: Record<string, string | number>;
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

export async function sendMessage(deps: Deps, message: OutgoingMessage): Promise<{ id: string; status: "PENDING" | "SENT" | "FAILED" }> {
  const to = outboxAddress(message.channel, message.to);
  const { subject, text, html } = render(message.template, message.lang, message.channel, message.vars);
  const row = await deps.db.mailOutbox.create({
    data: { channel: message.channel, to, subject, text, html, template: message.template, language: message.lang },
  });
  const smtpUrl = deps.config.mail.smtpUrl;
  if (message.channel === "EMAIL" && smtpUrl) {
    try {
      await transportFor(smtpUrl).sendMail({ from: deps.config.mail.from, to, subject, text, html });
      await deps.db.mailOutbox.update({ where: { id: row.id }, data: { status: "SENT", sentAt: deps.now(), attempts: 1 } });
      return { id: row.id, status: "SENT" };
    } catch (e) {
      deps.log.error(`mail to ${to} failed: ${String(e)}`);
      await deps.db.mailOutbox.update({ where: { id: row.id }, data: { status: "FAILED", attempts: 1, error: String(e).slice(0, 500) } });
      return { id: row.id, status: "FAILED" };
    }
  }
  if (!deps.config.isProduction) {
    await deps.db.mailOutbox.update({ where: { id: row.id }, data: { status: "SENT", sentAt: deps.now() } });
    return { id: row.id, status: "SENT" };
  }
  deps.log.warn(`no ${message.channel === "EMAIL" ? "SMTP_URL" : "SMS gateway"} configured: message ${row.id} stays pending`);
  return { id: row.id, status: "PENDING" };
}

/** The dev outbox, newest first; `to` matches an e-mail address or a phone number with or without "+". */
export async function listOutbox(deps: Deps, filter: { to?: string | null; limit?: number }) {
  const to = filter.to?.trim();
  const addresses = to ? [to.toLowerCase(), `+${to.replace(/\D/g, "")}`] : undefined;
  return deps.db.mailOutbox.findMany({
    where: addresses ? { to: { in: addresses } } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(filter.limit ?? 50, 200),
    select: { to: true, subject: true, text: true, html: true, createdAt: true, channel: true, template: true, status: true },
  });
}
