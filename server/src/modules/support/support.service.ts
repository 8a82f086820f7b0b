// Customer service: a fan files an issue (type, text of at least SUPPORT_MIN_TEXT_LENGTH characters,
// phone, e-mail) and gets an e-mailed confirmation; staff answer through the operator API (scope
// support:answer; `fanfare support answer` on the command line), and the fan reads the answers in the app and by e-mail.
import type { Deps } from "../../deps.ts";
import type { Lang } from "../../i18n.ts";
import { NotFoundError, RateLimitedError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import { toLang } from "../../messages.ts";
import type { SupportIssue, SupportMessage, SupportStatus } from "../../generated/prisma/client.ts";
import { sendMessage } from "../mail/index.ts";
import { mailboxOf } from "../users/index.ts";
import { issueRef, supportIssueInput, supportReplyInput, type IssueType } from "@fanfare/shared/support";
import { IssueTextTooShortError, SupportIssueNotFoundError, SupportSubjectNotFoundError } from "./support.errors.ts";
import { eventOrganisationId, existingEventIds } from "../events/index.ts";
import { ownOrderForSupport } from "../orders/index.ts";
import { ownTicketForSupport } from "../tickets/index.ts";
import { productOfVariant } from "../merch/index.ts";
import { fill, supportMail } from "./support.texts.ts";
import enSupport from "@fanfare/shared/locales/en/support.json" with { type: "json" };
import viSupport from "@fanfare/shared/locales/vi/support.json" with { type: "json" };
import zhSupport from "@fanfare/shared/locales/zh/support.json" with { type: "json" };
import zh_twSupport from "@fanfare/shared/locales/zh_tw/support.json" with { type: "json" };
import thSupport from "@fanfare/shared/locales/th/support.json" with { type: "json" };
import msSupport from "@fanfare/shared/locales/ms/support.json" with { type: "json" };

/** Issue type names: the texts of the client's form (shared locales), so the e-mail says what the form said. */
const typeNames: Record<Lang, Record<string, string>> = {
  en: enSupport.types,
  vi: viSupport.types,
  zh: zhSupport.types,
  zh_tw: zh_twSupport.types,
  th: thSupport.types,
  ms: msSupport.types,
};

/** New issues per fan: 5 an hour (a person writes that many at most; a script more). */
export const ISSUES_PER_HOUR = 5;
const HOUR = 3600_000;

export type IssueWithMessages = SupportIssue & { messages: SupportMessage[] };

async function mailFan(deps: Deps, to: string, lang: Lang, subject: string, text: string) {
  await sendMessage(deps, { channel: "EMAIL", to, template: "generic", lang, vars: { subject, text } });
}

/**
 * Where the fan's support mail goes: the account's own address (verified by the code of sign-up or of
 * the last e-mail change), never the address typed into the form, which anyone could fill with a
 * stranger's to make us mail them the text they wrote.
 */
async function fanMailbox(deps: Deps, userId: string | null): Promise<{ lang: Lang; email: string | null }> {
  if (!userId) return { lang: "en", email: null };
  const user = await mailboxOf(deps, userId);
  return { lang: toLang(user?.language), email: user?.email ?? null };
}

/** What a new request is about: an event, or one of the fan's orders or tickets (ids as the API takes them). */
export interface IssueSubjectInput {
  eventId?: string | null;
  /** The order's id or its number. */
  orderId?: string | null;
  /** The ticket's database id. */
  ticketId?: string | null;
}

/** Where a request goes: the event it is about, its order and ticket, and the organisation whose inbox gets it (null: the platform's). */
export interface IssueSubject {
  organisationId: string | null;
  eventId: string | null;
  orderId: string | null;
  ticketId: string | null;
}

/**
 * Resolves what a request is about to the inbox it goes to. An order or a ticket must be the fan's own
 * (SupportSubjectNotFoundError otherwise, and nothing is filed); its event gives the organisation. A
 * merchandise order of no event goes to the organisation of its products when they have one; top-ups and
 * anything about no organisation's event go to the platform's inbox.
 */
export async function resolveIssueSubject(deps: Deps, userId: string, about: IssueSubjectInput): Promise<IssueSubject> {
  const order = about.orderId ? await ownOrderForSupport(deps.db, userId, about.orderId) : null;
  if (about.orderId && !order) throw new SupportSubjectNotFoundError("orderId");
  const ticket = about.ticketId ? await ownTicketForSupport(deps.db, userId, about.ticketId) : null;
  if (about.ticketId && !ticket) throw new SupportSubjectNotFoundError("ticketId");
  // A ticket and an order named together must be the ticket of that order.
  if (order && ticket && !(ticket.orderItemId && order.itemIds.includes(ticket.orderItemId))) throw new SupportSubjectNotFoundError("ticketId");
  // An event named alone must be one fans can see: an unknown id is refused, not filed to the platform's inbox.
  if (about.eventId && !ticket && !order && !(await existingEventIds(deps, [about.eventId])).length) throw new NotFoundError("event");
  const eventId = ticket?.eventId ?? (order ? order.eventId : (about.eventId ?? null));
  let organisationId = eventId ? await eventOrganisationId(deps.db, eventId) : null;
  if (!organisationId && !eventId && order?.kind === "MERCH") {
    const owners = new Set(await Promise.all(order.merchVariantIds.map(async (v) => (await productOfVariant(deps.db, v))?.organisationId ?? null)));
    const [only] = owners;
    organisationId = owners.size === 1 ? (only ?? null) : null;
  }
  return { organisationId, eventId, orderId: order?.id ?? null, ticketId: ticket?.id ?? null };
}

export async function createIssue(
  deps: Deps,
  userId: string,
  args: { type: string; text: string; phone: string; email: string },
  lang: Lang,
  /** What the issue is about: its organisation's support staff answer it (the platform's when none). */
  about: IssueSubjectInput = {},
): Promise<IssueWithMessages> {
  const input = validate(supportIssueInput, args);
  const min = deps.config.support.minTextLength;
  if ([...input.text].length < min) throw new IssueTextTooShortError(min);
  // Checked before the rate limit counts: a refused subject files nothing and costs nothing.
  const subject = await resolveIssueSubject(deps, userId, about);
  const { organisationId } = subject;
  const key = `support:issues:${userId}`;
  // Counted first (atomically), then compared: a parallel burst cannot pass a check read before any counted.
  if ((await deps.kv.hit(key, HOUR)) > ISSUES_PER_HOUR) throw new RateLimitedError(Math.ceil((await deps.kv.ttl(key)) / 1000));
  const issue = await deps.db.$transaction(async (tx) => {
    const created = await tx.supportIssue.create({
      data: { userId, type: input.type, text: input.text, phone: input.phone, email: input.email, ...subject },
      include: { messages: true },
    });
    if (organisationId) await deps.events.emit(tx, deps, "support:opened", { issueId: created.id, organisationId, type: created.type, at: created.createdAt });
    return created;
  });
  const t = supportMail[lang];
  const ref = issueRef(issue.id);
  const { email: to } = await fanMailbox(deps, userId);
  if (to) await mailFan(deps, to, lang, fill(t.receivedSubject, { ref }), fill(t.receivedBody, { ref, type: typeNames[lang][input.type as IssueType] ?? input.type, text: input.text }));
  return issue;
}

export function listFanIssues(deps: Deps, userId: string): Promise<IssueWithMessages[]> {
  return deps.db.supportIssue.findMany({
    where: { userId },
    include: { messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
}

/** The fan adds to their own issue; it goes back to OPEN for the team. */
export async function replyAsFan(deps: Deps, userId: string, issueId: string, args: { body: string }): Promise<IssueWithMessages> {
  const { body } = validate(supportReplyInput, args);
  const key = `support:replies:${userId}`;
  if ((await deps.kv.hit(key, HOUR)) > 30) throw new RateLimitedError(Math.ceil((await deps.kv.ttl(key)) / 1000));
  return deps.db.$transaction(async (tx) => {
    const updated = await tx.supportIssue.updateMany({ where: { id: issueId, userId }, data: { status: "OPEN" } });
    if (updated.count !== 1) throw new SupportIssueNotFoundError();
    await tx.supportMessage.create({ data: { issueId, fromStaff: false, body } });
    return tx.supportIssue.findUniqueOrThrow({ where: { id: issueId }, include: { messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } } });
  });
}

// ───── staff ─────

/**
 * Staff's issues: an organisation's support staff see those about its events only; the platform's
 * (organisationId null) see every issue, or with platformOnly their own inbox only (routed to no organisation).
 */
export function listIssuesForStaff(
  deps: Deps,
  filter: { status?: SupportStatus | null; limit?: number | null; organisationId: string | null; /** The platform's staff: only the platform's own inbox (requests about no organisation's). */ platformOnly?: boolean | null },
): Promise<IssueWithMessages[]> {
  const inbox = filter.organisationId ? { organisationId: filter.organisationId } : filter.platformOnly ? { organisationId: null } : {};
  return deps.db.supportIssue.findMany({
    where: { ...(filter.status ? { status: filter.status } : {}), ...inbox },
    include: { messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: Math.min(filter.limit ?? 50, 200),
  });
}

/** Staff answer: the message, the status (ANSWERED, or CLOSED when `close`), and an e-mail to the fan. */
export async function answerIssue(deps: Deps, issueId: string, args: { body: string; close?: boolean | null }, organisationId: string | null = null): Promise<IssueWithMessages> {
  const { body } = validate(supportReplyInput, { body: args.body });
  const issue = await deps.db.$transaction(async (tx) => {
    // Another organisation's issue is not found (the platform's staff answer any).
    const updated = await tx.supportIssue.updateMany({ where: { id: issueId, ...(organisationId ? { organisationId } : {}) }, data: { status: args.close ? "CLOSED" : "ANSWERED" } });
    if (updated.count !== 1) throw new SupportIssueNotFoundError();
    await tx.supportMessage.create({ data: { issueId, fromStaff: true, body } });
    return tx.supportIssue.findUniqueOrThrow({ where: { id: issueId }, include: { messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } } });
  });
  const { lang, email: to } = await fanMailbox(deps, issue.userId);
  const t = supportMail[lang];
  const ref = issueRef(issue.id);
  if (to) await mailFan(deps, to, lang, fill(t.answeredSubject, { ref }), fill(t.answeredBody, { ref, answer: body }));
  return issue;
}
