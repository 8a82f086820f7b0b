// An organiser writes to an event's ticket holders (issue 34): a subject and a text of their own, wrapped
// in each holder's language (who sends it, about which event, why they get it), sent through the mail
// outbox. Everyone holding a live ticket of the event (or of one ticket type) gets it once. At most
// MESSAGES_PER_EVENT_PER_DAY per event in any 24 hours: the message is claimed (its row written under a
// lock on the event's messages) before anything is sent, so two parallel sends cannot both slip under it.
import type { Deps } from "../../deps.ts";
import { NotFoundError, RateLimitedError, ValidationError } from "../../errors.ts";
import type { Lang } from "../../i18n.ts";
import { toLang } from "../../messages.ts";
import type { OperatorScope } from "../../context.ts";
import { operatorEvent } from "../events/index.ts";
import { sendMessage } from "../mail/index.ts";
import { auditOperator, findOrganisation, type OperatorCaller } from "../organisations/index.ts";
import { contactsOf } from "../users/index.ts";

export const MESSAGES_PER_EVENT_PER_DAY = 3;
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;
const DAY_MS = 24 * 3600_000;

interface WrapperTexts {
  subject: string; // {{event}} {{subject}}
  text: string; // {{organisation}} {{event}} {{body}}
}

export const attendeeMessageTexts: Record<Lang, WrapperTexts> = {
  en: {
    subject: "{{event}}: {{subject}}",
    text: "A message from {{organisation}} to the ticket holders of {{event}}:\n\n{{body}}\n\n—\nYou receive this because you hold a ticket for {{event}} on Fanfare. Replies to this e-mail are not read: to reach the organiser, use Support in the Fanfare app.",
  },
  vi: {
    subject: "{{event}}: {{subject}}",
    text: "Tin nhắn từ {{organisation}} gửi người giữ vé của {{event}}:\n\n{{body}}\n\n—\nBạn nhận được email này vì bạn đang giữ vé {{event}} trên Fanfare. Thư trả lời email này sẽ không được đọc: để liên hệ ban tổ chức, hãy dùng mục Hỗ trợ trong ứng dụng Fanfare.",
  },
  zh: {
    subject: "{{event}}：{{subject}}",
    text: "{{organisation}} 致 {{event}} 持票人的消息：\n\n{{body}}\n\n—\n您收到此邮件，是因为您在 Fanfare 上持有 {{event}} 的门票。回复此邮件不会有人阅读：如需联系主办方，请使用 Fanfare 应用中的“客服支持”。",
  },
  zh_tw: {
    subject: "{{event}}：{{subject}}",
    text: "{{organisation}} 致 {{event}} 持票人的訊息：\n\n{{body}}\n\n—\n您收到此郵件，是因為您在 Fanfare 上持有 {{event}} 的門票。回覆此郵件不會有人閱讀：如需聯絡主辦單位，請使用 Fanfare 應用程式中的「客服支援」。",
  },
  th: {
    subject: "{{event}}: {{subject}}",
    text: "ข้อความจาก {{organisation}} ถึงผู้ถือบัตร {{event}}:\n\n{{body}}\n\n—\nคุณได้รับอีเมลนี้เพราะคุณถือบัตร {{event}} บน Fanfare การตอบกลับอีเมลนี้จะไม่มีผู้อ่าน หากต้องการติดต่อผู้จัด โปรดใช้เมนูฝ่ายช่วยเหลือในแอป Fanfare",
  },
  ms: {
    subject: "{{event}}: {{subject}}",
    text: "Mesej daripada {{organisation}} kepada pemegang tiket {{event}}:\n\n{{body}}\n\n—\nAnda menerima e-mel ini kerana anda memegang tiket {{event}} di Fanfare. Balasan kepada e-mel ini tidak dibaca: untuk menghubungi penganjur, gunakan Sokongan dalam aplikasi Fanfare.",
  },
};

/** The e-mail a holder gets, in their language. */
export function attendeeMessageMail(lang: Lang, v: { organisation: string; event: string; subject: string; body: string }): { subject: string; text: string } {
  const t = attendeeMessageTexts[lang] ?? attendeeMessageTexts.en;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => (k in v ? v[k as keyof typeof v] : whole));
  return { subject: fill(t.subject), text: fill(t.text) };
}

export interface AttendeeMessageInput {
  eventId: string;
  ticketTypeId?: string | null;
  subject: string;
  body: string;
}

/** Every problem of the input at once (empty when none). */
export function attendeeMessageIssues(input: { subject: string; body: string }): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const subject = input.subject.trim();
  const body = input.body.trim();
  if (!subject) issues.push({ field: "subject", message: "the subject is empty" });
  else if (subject.length > MESSAGE_SUBJECT_MAX || /[\r\n]/.test(subject)) issues.push({ field: "subject", message: `one line of at most ${MESSAGE_SUBJECT_MAX} characters` });
  if (!body) issues.push({ field: "body", message: "the message is empty" });
  else if (body.length > MESSAGE_BODY_MAX) issues.push({ field: "body", message: `at most ${MESSAGE_BODY_MAX} characters` });
  return issues;
}

interface Prepared {
  event: { id: string; title: string; organisationId: string | null };
  organisation: string;
  ticketTypeId: string | null;
  subject: string;
  body: string;
  recipients: { email: string; language: string }[];
}

async function prepare(deps: Deps, op: OperatorScope, input: AttendeeMessageInput): Promise<Prepared> {
  const issues = attendeeMessageIssues(input);
  const event = await operatorEvent(deps, op, input.eventId);
  if (!event) throw new NotFoundError("event");
  if (input.ticketTypeId && !event.ticketTypes.some((t) => t.id === input.ticketTypeId)) issues.push({ field: "ticketTypeId", message: "not a ticket type of this event" });
  if (issues.length) throw new ValidationError(issues[0]!.message, issues[0]!.field, issues);
  const holders = await deps.db.ticket.findMany({
    where: { eventId: event.id, status: { not: "REVOKED" }, ...(input.ticketTypeId ? { ticketTypeId: input.ticketTypeId } : {}) },
    select: { ownerId: true },
    distinct: ["ownerId"],
  });
  const people = await contactsOf(deps.db, holders.map((h) => h.ownerId), true);
  const org = event.organisationId ? await findOrganisation(deps.db, event.organisationId) : null;
  return {
    event: { id: event.id, title: event.title, organisationId: event.organisationId },
    organisation: org?.name ?? "Fanfare",
    ticketTypeId: input.ticketTypeId ?? null,
    subject: input.subject.trim(),
    body: input.body.trim(),
    recipients: [...people.values()].map((p) => ({ email: p.email, language: p.language })),
  };
}

/** Messages sent about the event in the last 24 hours, and when the oldest of them stops counting. */
async function sentToday(deps: Deps, eventId: string): Promise<{ count: number; nextAt: Date | null }> {
  const since = new Date(deps.now().getTime() - DAY_MS);
  const rows = await deps.db.attendeeMessage.findMany({ where: { eventId, createdAt: { gt: since } }, select: { createdAt: true }, orderBy: { createdAt: "asc" } });
  return { count: rows.length, nextAt: rows[0] ? new Date(rows[0].createdAt.getTime() + DAY_MS) : null };
}

export interface AttendeeMessagePreview {
  recipients: number;
  subject: string;
  text: string;
  sentToday: number;
  dailyLimit: number;
}

/** What would be sent, in the caller's language, to how many holders; nothing is sent or recorded. */
export async function previewAttendeeMessage(deps: Deps, op: OperatorScope, input: AttendeeMessageInput, lang: Lang): Promise<AttendeeMessagePreview> {
  const p = await prepare(deps, op, input);
  const mail = attendeeMessageMail(lang, { organisation: p.organisation, event: p.event.title, subject: p.subject, body: p.body });
  return { recipients: p.recipients.length, ...mail, sentToday: (await sentToday(deps, p.event.id)).count, dailyLimit: MESSAGES_PER_EVENT_PER_DAY };
}

/** Sends the message to every holder through the outbox, claimed against the daily limit first, audited. */
export async function sendAttendeeMessage(deps: Deps, caller: OperatorCaller, op: OperatorScope, input: AttendeeMessageInput): Promise<{ recipients: number; sentToday: number; dailyLimit: number }> {
  const p = await prepare(deps, op, input);
  const now = deps.now();
  const claimed = await deps.db.$transaction(async (tx) => {
    // One sender at a time per event: the count and the new row are one step.
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`attendee-message:${p.event.id}`}))`;
    const count = await tx.attendeeMessage.count({ where: { eventId: p.event.id, createdAt: { gt: new Date(now.getTime() - DAY_MS) } } });
    if (count >= MESSAGES_PER_EVENT_PER_DAY) return null;
    await tx.attendeeMessage.create({
      data: { organisationId: p.event.organisationId, eventId: p.event.id, ticketTypeId: p.ticketTypeId, sentById: op.userId, staffTokenId: caller.viewer.staffTokenId ?? null, subject: p.subject, body: p.body, recipients: p.recipients.length },
    });
    return count + 1;
  });
  if (claimed === null) {
    const { nextAt } = await sentToday(deps, p.event.id);
    throw new RateLimitedError(Math.max(1, Math.ceil(((nextAt?.getTime() ?? now.getTime() + DAY_MS) - now.getTime()) / 1000)));
  }
  await auditOperator(deps.db, caller, {
    action: "operator.attendees_message",
    outcome: "SUCCESS",
    targetType: "Event",
    targetId: p.event.id,
    details: { organisationId: p.event.organisationId, eventId: p.event.id, count: p.recipients.length, ticketTypeId: p.ticketTypeId },
  });
  // Written to the outbox a few at a time: the outbox delivers and retries them.
  for (let i = 0; i < p.recipients.length; i += 20) {
    await Promise.all(
      p.recipients.slice(i, i + 20).map((r) => {
        const lang = toLang(r.language);
        const mail = attendeeMessageMail(lang, { organisation: p.organisation, event: p.event.title, subject: p.subject, body: p.body });
        return sendMessage(deps, { channel: "EMAIL", to: r.email, template: "generic", lang, vars: mail });
      }),
    );
  }
  return { recipients: p.recipients.length, sentToday: claimed, dailyLimit: MESSAGES_PER_EVENT_PER_DAY };
}
