// A Verified-Fan-style presale (issue 35): fans register their interest in an event's presale while the
// organiser has registration switched on (Event.presaleRegistration); the organiser invites N of the
// registrants not yet invited, drawn uniformly at random (crypto, not first come), each with a personal
// single-use ACCESS code bound to their account, e-mailed in their own language: the mail is written to
// the outbox in the transaction that makes the code, and sent after its commit (a crash in between
// leaves it to the outbox's sweep, never lost).
import crypto from "node:crypto";
import type { Deps } from "../../deps.ts";
import type { Db, Tx } from "../../db.ts";
import type { OperatorScope } from "../../context.ts";
import type { PresaleInterest, PromoCode } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { toLang } from "../../messages.ts";
import { auditOperator, type OperatorCaller } from "../organisations/index.ts";
import { accountBriefsOf } from "../users/index.ts";
import { eventPresaleTerms, operatorEventOf } from "../events/index.ts";
import { queueMessages, type OutgoingMessage } from "../mail/index.ts";
import { MAX_BULK_CODES, codeTermIssues, drawFair, generateCodes } from "./codes.rules.ts";
import { PresaleAlreadyInvitedError, PresaleNotOpenError } from "./codes.errors.ts";
import { presaleInviteMailTexts } from "./presale.mail.ts";

// ───── the fan's side ─────

/** Registers the fan for the event's presale; registering again changes nothing. */
export async function registerPresaleInterest(deps: Deps, userId: string, eventId: string): Promise<PresaleInterest> {
  const event = await eventPresaleTerms(deps.db, eventId);
  if (!event?.publishedAt) throw new NotFoundError("event");
  const now = deps.now();
  if (!event.presaleRegistration || event.cancelledAt || (event.endsAt ?? event.startsAt) <= now) throw new PresaleNotOpenError();
  const key = { eventId_userId: { eventId: event.id, userId } };
  try {
    return await deps.db.presaleInterest.upsert({ where: key, create: { eventId: event.id, userId }, update: {} });
  } catch (e) {
    // Two tabs registering at once: the other one's row is the registration.
    if ((e as { code?: unknown }).code === "P2002") return deps.db.presaleInterest.findUniqueOrThrow({ where: key });
    throw e;
  }
}

/** Withdraws the fan's registration while they are not invited; false when there was none. */
export async function withdrawPresaleInterest(deps: Deps, userId: string, eventId: string): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    // Locked: an invitation drawing this fan at the same time either comes first (refused here) or finds no row.
    const rows = await tx.$queryRaw<{ id: string; invitedAt: Date | null }[]>`select id, "invitedAt" from "PresaleInterest" where "eventId" = ${eventId} and "userId" = ${userId} for update`;
    const row = rows[0];
    if (!row) return false;
    if (row.invitedAt) throw new PresaleAlreadyInvitedError();
    await tx.presaleInterest.delete({ where: { id: row.id } });
    return true;
  });
}

/** The fan's registration for an event's presale, or null. */
export function myPresaleInterest(db: Db, userId: string, eventId: string): Promise<PresaleInterest | null> {
  return db.presaleInterest.findUnique({ where: { eventId_userId: { eventId, userId } } });
}

/** An erased account's registrations go, and codes bound to its e-mail addresses are disabled (never unbound). */
export async function erasePresaleDataOf(tx: Tx, userId: string, addresses: string[], now: Date): Promise<void> {
  await tx.presaleInterest.deleteMany({ where: { userId } });
  const lower = addresses.map((a) => a.trim().toLowerCase());
  if (lower.length) await tx.promoCode.updateMany({ where: { boundEmail: { in: lower }, disabledAt: null }, data: { disabledAt: now } });
}

// ───── the organiser's side ─────

export interface PresaleSummary {
  eventId: string;
  open: boolean;
  registered: number;
  invited: number;
  remaining: number;
}

async function counts(db: Db | Tx, eventId: string): Promise<{ registered: number; invited: number }> {
  const [registered, invited] = await Promise.all([db.presaleInterest.count({ where: { eventId } }), db.presaleInterest.count({ where: { eventId, invitedAt: { not: null } } })]);
  return { registered, invited };
}

/** The registrations of one of the operator's events: how many registered, were invited, remain. */
export async function operatorPresaleSummary(deps: Deps, op: OperatorScope, eventId: string): Promise<PresaleSummary> {
  const event = await operatorEventOf(deps.db, op, eventId);
  const c = await counts(deps.db, event.id);
  return { eventId: event.id, open: event.presaleRegistration, ...c, remaining: c.registered - c.invited };
}

export interface InvitePresaleInput {
  count: number;
  /** The hidden ticket types the codes unlock (default: every hidden type of the event). */
  ticketTypeIds?: string[] | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** The invited fans may secure from this time, before the public sale opens (default: with the public). */
  saleStartsAt?: Date | null;
}

export interface PresaleInvitation extends PresaleSummary {
  /** How many were invited now. */
  invitedNow: number;
  batch: string | null;
  codes: PromoCode[];
}

/**
 * Invites up to `count` registrants of one of the operator's events not yet invited, drawn at random: one
 * personal ACCESS code each (single use, bound to the fan), the registrations marked invited, each fan's
 * e-mail with their code in their own language written to the outbox, audited, in one transaction; the
 * mails are sent after the commit (by the outbox's sweep, should the process die first).
 */
export async function invitePresaleFans(deps: Deps, caller: OperatorCaller, op: OperatorScope, eventId: string, input: InvitePresaleInput): Promise<PresaleInvitation> {
  if (!(Number.isInteger(input.count) && input.count >= 1 && input.count <= MAX_BULK_CODES)) throw new ValidationError("validation.invalid", "count");
  const made = await deps.db.$transaction(
    async (tx) => {
      const event = await operatorEventOf(tx, op, eventId);
      const typeIds = input.ticketTypeIds?.length ? [...new Set(input.ticketTypeIds)] : event.ticketTypes.filter((t) => t.hidden).map((t) => t.id);
      const issues = codeTermIssues({ kind: "ACCESS", ticketTypeIds: typeIds, startsAt: input.startsAt, endsAt: input.endsAt, saleStartsAt: input.saleStartsAt, maxUses: 1, maxUsesPerAccount: 1 }, event.ticketTypes.map((t) => t.id));
      if (issues.length) throw new ValidationError(issues[0]![1], issues[0]![0], issues.map(([field, message]) => ({ field, message })));
      // The registrants not yet invited, locked: two invitations at once draw from disjoint sets.
      const open = await tx.$queryRaw<{ userId: string }[]>`select "userId" from "PresaleInterest" where "eventId" = ${event.id} and "invitedAt" is null order by id for update`;
      const drawn = drawFair(
        open.map((r) => r.userId),
        input.count,
      );
      const now = deps.now();
      // Its own batch, also when two invitations share a millisecond: the codes and mails below are this one's.
      const batch = drawn.length ? `presale-${now.toISOString()}-${crypto.randomBytes(3).toString("hex")}` : null;
      let codes: PromoCode[] = [];
      if (drawn.length) {
        let fresh = generateCodes(drawn.length, "PS");
        // A clash with an existing code (≈ 49 bits each: hardly ever): the codes are drawn again.
        while ((await tx.promoCode.count({ where: { eventId: event.id, code: { in: fresh } } })) > 0) fresh = generateCodes(drawn.length, "PS");
        // One statement, the codes and their fans as two arrays (as codes.service's bulk codes): Prisma's
        // createMany of 10,000 rows took seconds of building between its statements, near the connection's
        // idle-in-transaction timeout.
        codes = await tx.$queryRaw<PromoCode[]>`
          with made as (
            insert into "PromoCode" (id, "eventId", code, kind, "ticketTypeIds", "startsAt", "endsAt", "saleStartsAt", "maxUses", "maxUsesPerAccount", batch, "boundUserId", "createdAt", "updatedAt")
            select gen_random_uuid()::text, ${event.id}, c.code, 'ACCESS'::"PromoCodeKind", ${typeIds}::text[], ${input.startsAt ?? null}::timestamp(3), ${input.endsAt ?? null}::timestamp(3),
              ${input.saleStartsAt ?? null}::timestamp(3), 1, 1, ${batch}::text, c."userId", ${now}::timestamp(3), ${now}::timestamp(3)
            from unnest(${fresh}::text[], ${drawn}::text[]) as c(code, "userId")
            returning *
          )
          select * from made order by code`;
        await tx.$executeRaw`update "PresaleInterest" p set "invitedAt" = ${now}, "codeId" = c.id
          from unnest(${codes.map((c) => c.id)}::text[], ${codes.map((c) => c.boundUserId)}::text[]) as c(id, "userId")
          where p."eventId" = ${event.id} and p."userId" = c."userId" and p."invitedAt" is null`;
        // Each invitation's mail commits with its code: sent once this transaction has committed, or by the outbox's sweep after a crash.
        await queueMessages(tx, deps, invitationMails(deps.config.publicUrl, event, codes, await accountBriefsOf(tx, drawn)));
      }
      const c = await counts(tx, event.id);
      const remaining = c.registered - c.invited;
      await auditOperator(tx, caller, {
        action: "operator.presale_invite",
        outcome: "SUCCESS",
        targetType: "Event",
        targetId: event.id,
        details: { organisationId: event.organisationId, eventId: event.id, count: drawn.length, after: [`batch=${batch ?? ""}`, `asked=${input.count}`, `remaining=${remaining}`, `ticketTypeIds=${typeIds.join(" ")}`] },
      });
      return { eventId: event.id, open: event.presaleRegistration, ...c, remaining, invitedNow: drawn.length, batch, codes };
    },
    { timeout: 60_000 },
  );
  // The first mails have been tried by now (the transaction's after-commit work runs before it returns, for
  // a few seconds at most); the mail:deliver job sends the rest of a large invitation.
  return made;
}

/** Each invited fan's code by e-mail, in their language, with a link to the event's choose page carrying it. */
function invitationMails(publicUrl: string, event: { title: string; slug: string }, codes: PromoCode[], briefs: Map<string, { email: string; language: string }>): OutgoingMessage[] {
  return codes.flatMap((code) => {
    const to = briefs.get(code.boundUserId!);
    if (!to) return [];
    const lang = toLang(to.language);
    const texts = presaleInviteMailTexts[lang];
    const link = new URL(`/#/ticket/choose?slug=${encodeURIComponent(event.slug)}&code=${encodeURIComponent(code.code)}`, publicUrl).toString();
    const vars: Record<string, string> = { event: event.title, code: code.code, link };
    const fill = (t: string) => t.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? "");
    return [{ channel: "EMAIL" as const, to: to.email, template: "generic" as const, lang, vars: { subject: fill(texts.subject), text: fill(texts.text) } }];
  });
}
