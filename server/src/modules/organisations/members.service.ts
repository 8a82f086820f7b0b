// An organisation's team: its members and the invitations that make them (issue 36, membership by
// consent). An owner (members:manage) invites an e-mail address to a role; the address gets an e-mail in
// its account's language, and the account of that address becomes a member only when it accepts the
// invitation in the app. The answer to an invitation is the same whether or not the address has an
// account, so inviting tells nobody which addresses are signed up. An organisation always keeps an owner,
// and a member who is removed loses their live operator subscriptions at once (accessEnded).
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { OperatorScope, Viewer } from "../../context.ts";
import type { Lang } from "../../i18n.ts";
import type { InvitationStatus, OrganisationRole } from "../../generated/prisma/enums.ts";
import { NotFoundError, RateLimitedError, ValidationError } from "../../errors.ts";
import { toLang } from "../../messages.ts";
import { accessEnded } from "../../platform/session-cache.ts";
import { emailRule } from "@fanfare/shared/users";
import { recordAudit } from "../audit/index.ts";
import { sendMessage } from "../mail/index.ts";
import { accountBriefsOf, findUserByEmail } from "../users/index.ts";
import { InvitationExpiredError, InvitationNotFoundError, OrganisationAlreadyMemberError, OrganisationLastOwnerError } from "./organisations.errors.ts";
import { invitationMail } from "./invitations.mail.ts";
import { auditOperator, organisationOf, type OperatorCaller, type OrganisationMembership } from "./organisations.service.ts";

/** How long an invitation may be answered. */
export const INVITATION_LIFETIME_DAYS = 14;
/** Invitations an organisation may send an hour (each is an e-mail to an address of its choosing). */
export const invitationsPerHour = { name: "org-invitations", max: 50, windowMs: 3600_000 };

export type InvitationState = InvitationStatus | "EXPIRED";

export interface InvitationRow {
  id: string;
  organisationId: string;
  email: string;
  role: OrganisationRole;
  status: InvitationState;
  createdAt: Date;
  expiresAt: Date;
  respondedAt: Date | null;
}

type StoredInvitation = Omit<InvitationRow, "status"> & { status: InvitationStatus };

/** A stored invitation as callers see it: a pending one past its time is EXPIRED. */
function asRow(i: StoredInvitation, now: Date): InvitationRow {
  const { id, organisationId, email, role, createdAt, expiresAt, respondedAt } = i;
  return { id, organisationId, email, role, createdAt, expiresAt, respondedAt, status: i.status === "PENDING" && i.expiresAt <= now ? "EXPIRED" : i.status };
}

export interface MemberRow {
  userId: string;
  email: string;
  nickname: string;
  role: OrganisationRole;
  joinedAt: Date;
}

/** The members' rows with their accounts' e-mail and nickname. */
async function withAccounts(db: Db | Tx, members: { userId: string; role: OrganisationRole; createdAt: Date }[]): Promise<MemberRow[]> {
  const accounts = await accountBriefsOf(db, members.map((m) => m.userId));
  return members.map((m) => ({ userId: m.userId, email: accounts.get(m.userId)?.email ?? "", nickname: accounts.get(m.userId)?.nickname ?? "", role: m.role, joinedAt: m.createdAt }));
}

/** The organisation's members, owners first, then by when they joined. */
export async function listMembers(db: Db, op: OperatorScope): Promise<MemberRow[]> {
  const rows = await db.organisationMember.findMany({ where: { organisationId: organisationOf(op) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const rank: Record<OrganisationRole, number> = { OWNER: 0, MANAGER: 1, BOX_OFFICE: 2, GATE: 3 };
  return (await withAccounts(db, rows)).sort((a, b) => rank[a.role] - rank[b.role]);
}

/** The organisation's invitations of a state (PENDING by default, which leaves out the expired ones), newest first. */
export async function listInvitations(deps: Deps, op: OperatorScope, state: InvitationState = "PENDING"): Promise<InvitationRow[]> {
  const now = deps.now();
  const organisationId = organisationOf(op);
  const rows = await deps.db.organisationInvitation.findMany({
    where: {
      organisationId,
      ...(state === "EXPIRED" ? { status: "PENDING", expiresAt: { lte: now } } : state === "PENDING" ? { status: "PENDING", expiresAt: { gt: now } } : { status: state }),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return rows.map((r) => asRow(r, now));
}

/**
 * Invites an address to a role (renewing a pending invitation of the same address). The e-mail goes out
 * in the account's language when the address has an account, else in `lang` (the inviter's); the answer
 * is the invitation either way. Refused: a malformed address (VALIDATION), a member already
 * (ORGANISATION_ALREADY_MEMBER: the owner sees the members anyway), more than invitationsPerHour.
 */
export async function inviteMember(deps: Deps, caller: OperatorCaller & { lang: Lang }, op: OperatorScope, input: { email: string; role: OrganisationRole }): Promise<InvitationRow> {
  const organisationId = organisationOf(op);
  const parsed = emailRule.safeParse(input.email);
  if (!parsed.success) throw new ValidationError("validation.invalidEmail", "email");
  const email = parsed.data;
  const claim = await deps.attempts.claim(invitationsPerHour, organisationId);
  if (!claim.ok) throw new RateLimitedError(Math.ceil(claim.retryAfterMs / 1000));
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000);
  const { invitation, organisation, lang } = await deps.db.$transaction(async (tx) => {
    const [organisation, invitee] = await Promise.all([tx.organisation.findUniqueOrThrow({ where: { id: organisationId } }), findUserByEmail(tx, email)]);
    if (invitee && (await tx.organisationMember.count({ where: { organisationId, userId: invitee.id } }))) throw new OrganisationAlreadyMemberError();
    const lang = invitee ? toLang(invitee.language) : caller.lang;
    const data = { role: input.role, invitedByUserId: op.userId, language: lang, expiresAt, createdAt: now };
    const pending = await tx.organisationInvitation.findFirst({ where: { organisationId, email, status: "PENDING" } });
    const invitation = pending
      ? await tx.organisationInvitation.update({ where: { id: pending.id }, data })
      : await tx.organisationInvitation.create({ data: { organisationId, email, ...data } });
    await auditOperator(tx, caller, {
      action: "operator.member_invite",
      outcome: "SUCCESS",
      targetType: "OrganisationInvitation",
      targetId: invitation.id,
      details: { organisationId, after: [`role=${input.role}`, `expiresAt=${expiresAt.toISOString()}`] },
    });
    return { invitation, organisation, lang };
  });
  const inviter = op.userId ? (await accountBriefsOf(deps.db, [op.userId])).get(op.userId) : undefined;
  const mail = invitationMail(lang, {
    inviter: inviter?.nickname ?? organisation.name,
    organisation: organisation.name,
    role: input.role,
    email,
    link: new URL("/#/invitations", deps.config.publicUrl).toString(),
    until: expiresAt,
  });
  await sendMessage(deps, { channel: "EMAIL", to: email, template: "generic", lang, vars: mail });
  return asRow(invitation, now);
}

/** Withdraws a pending invitation of the organisation; another organisation's, or one answered, is NOT_FOUND. */
export async function revokeInvitation(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string): Promise<InvitationRow> {
  const organisationId = organisationOf(op);
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    const updated = await tx.organisationInvitation.updateMany({ where: { id, organisationId, status: "PENDING" }, data: { status: "REVOKED", respondedAt: now } });
    if (updated.count !== 1) throw new NotFoundError("invitation");
    await auditOperator(tx, caller, { action: "operator.member_invite_revoke", outcome: "SUCCESS", targetType: "OrganisationInvitation", targetId: id, details: { organisationId, after: ["revoked"] } });
    return asRow(await tx.organisationInvitation.findUniqueOrThrow({ where: { id } }), now);
  });
}

/** Locks the organisation's owners' rows and says how many there are (two owners demoting each other take turns). */
async function lockedOwnerCount(tx: Tx, organisationId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ id: string }[]>`select id from "OrganisationMember" where "organisationId" = ${organisationId} and role = 'OWNER' for update`;
  return rows.length;
}

async function memberRow(tx: Tx, organisationId: string, userId: string): Promise<MemberRow> {
  const [row] = await withAccounts(tx, [await tx.organisationMember.findUniqueOrThrow({ where: { organisationId_userId: { organisationId, userId } } })]);
  return row;
}

/** Changes a member's role; not a member: NOT_FOUND; the last owner cannot stop being one. */
export async function changeMemberRole(deps: Deps, caller: OperatorCaller, op: OperatorScope, userId: string, role: OrganisationRole): Promise<MemberRow> {
  const organisationId = organisationOf(op);
  const member = await deps.db.$transaction(async (tx) => {
    const owners = await lockedOwnerCount(tx, organisationId);
    const before = await tx.organisationMember.findUnique({ where: { organisationId_userId: { organisationId, userId } } });
    if (!before) throw new NotFoundError("member");
    if (before.role === "OWNER" && role !== "OWNER" && owners <= 1) throw new OrganisationLastOwnerError();
    if (before.role !== role) {
      await tx.organisationMember.update({ where: { id: before.id }, data: { role } });
      await auditOperator(tx, caller, { action: "operator.member_role", outcome: "SUCCESS", targetType: "OrganisationMember", targetId: before.id, subjectUserId: userId, details: { organisationId, before: [`role=${before.role}`], after: [`role=${role}`] } });
    }
    return memberRow(tx, organisationId, userId);
  });
  // Subscriptions opened with the old role's scopes end; the member reopens them with the new one's.
  await accessEnded({ userId, organisationId });
  return member;
}

/** Removes a member (their account stays); not a member: NOT_FOUND; the last owner cannot be removed. Their live operator subscriptions end. */
export async function removeMember(deps: Deps, caller: OperatorCaller, op: OperatorScope, userId: string): Promise<MemberRow> {
  const organisationId = organisationOf(op);
  const removed = await deps.db.$transaction(async (tx) => {
    const owners = await lockedOwnerCount(tx, organisationId);
    const before = await tx.organisationMember.findUnique({ where: { organisationId_userId: { organisationId, userId } } });
    if (!before) throw new NotFoundError("member");
    if (before.role === "OWNER" && owners <= 1) throw new OrganisationLastOwnerError();
    const row = await memberRow(tx, organisationId, userId);
    await tx.organisationMember.delete({ where: { id: before.id } });
    await auditOperator(tx, caller, { action: "operator.member_remove", outcome: "SUCCESS", targetType: "OrganisationMember", targetId: before.id, subjectUserId: userId, details: { organisationId, before: [`role=${before.role}`] } });
    return row;
  });
  await accessEnded({ userId, organisationId });
  return removed;
}

/**
 * The deprecated setOrganisationMember(email, role): a member's role changes; anyone else's address is
 * invited, with the same answer whether or not it has an account (it never joins without accepting).
 */
export async function setMemberByEmail(deps: Deps, caller: OperatorCaller & { lang: Lang }, op: OperatorScope, email: string, role: OrganisationRole): Promise<OrganisationRole> {
  const organisationId = organisationOf(op);
  const parsed = emailRule.safeParse(email);
  if (!parsed.success) throw new ValidationError("validation.invalidEmail", "email");
  const account = await findUserByEmail(deps.db, parsed.data);
  const member = account ? await deps.db.organisationMember.findUnique({ where: { organisationId_userId: { organisationId, userId: account.id } } }) : null;
  if (member) return (await changeMemberRole(deps, caller, op, member.userId, role)).role;
  await inviteMember(deps, caller, op, { email: parsed.data, role });
  return role;
}

// ───── the invitee's side ─────

export interface MyInvitation {
  id: string;
  organisationId: string;
  organisationName: string;
  organisationSlug: string;
  role: OrganisationRole;
  invitedAt: Date;
  expiresAt: Date;
}

async function viewerEmail(db: Db | Tx, userId: string): Promise<string> {
  const user = (await accountBriefsOf(db, [userId])).get(userId);
  if (!user) throw new NotFoundError("account");
  return user.email;
}

/** The pending, unexpired invitations addressed to the signed-in account's e-mail, newest first. */
export async function myInvitations(deps: Deps, userId: string): Promise<MyInvitation[]> {
  const email = await viewerEmail(deps.db, userId);
  const rows = await deps.db.organisationInvitation.findMany({
    where: { email, status: "PENDING", expiresAt: { gt: deps.now() } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { organisation: { select: { name: true, slug: true } } },
    take: 100,
  });
  return rows.map((r) => ({ id: r.id, organisationId: r.organisationId, organisationName: r.organisation.name, organisationSlug: r.organisation.slug, role: r.role, invitedAt: r.createdAt, expiresAt: r.expiresAt }));
}

/** The invitation, locked, when it is pending and addressed to this account; else INVITATION_NOT_FOUND (or EXPIRED). */
async function lockMyInvitation(tx: Tx, userId: string, id: string, now: Date) {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`select id from "OrganisationInvitation" where id = ${id} for update`;
  const invitation = locked ? await tx.organisationInvitation.findUnique({ where: { id }, include: { organisation: true } }) : null;
  if (!invitation || invitation.status !== "PENDING" || invitation.email !== (await viewerEmail(tx, userId))) throw new InvitationNotFoundError();
  if (invitation.expiresAt <= now) throw new InvitationExpiredError();
  return invitation;
}

/** The signed-in account accepts an invitation addressed to it: it becomes a member with the invited role. */
export async function acceptInvitation(deps: Deps, viewer: Viewer, meta: { ip?: string | null; userAgent?: string | null }, id: string): Promise<OrganisationMembership> {
  const userId = viewer.userId!;
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    const invitation = await lockMyInvitation(tx, userId, id, now);
    const { organisationId, role } = invitation;
    const member = await tx.organisationMember.upsert({ where: { organisationId_userId: { organisationId, userId } }, create: { organisationId, userId, role }, update: { role } });
    await tx.organisationInvitation.update({ where: { id }, data: { status: "ACCEPTED", respondedAt: now, userId } });
    const actor = { actorUserId: userId, subjectUserId: userId, ip: meta.ip, userAgent: meta.userAgent };
    await recordAudit(tx, { ...actor, action: "account.invitation_accept", outcome: "SUCCESS", targetType: "OrganisationInvitation", targetId: id, details: { organisationId, after: [`role=${role}`] } });
    await recordAudit(tx, { ...actor, action: "operator.member_role", outcome: "SUCCESS", targetType: "OrganisationMember", targetId: member.id, details: { organisationId, before: [], after: [`role=${role}`] } });
    return { id: organisationId, slug: invitation.organisation.slug, name: invitation.organisation.name, role };
  });
}

/** The signed-in account declines an invitation addressed to it. */
export async function declineInvitation(deps: Deps, viewer: Viewer, meta: { ip?: string | null; userAgent?: string | null }, id: string): Promise<void> {
  const userId = viewer.userId!;
  const now = deps.now();
  await deps.db.$transaction(async (tx) => {
    const invitation = await lockMyInvitation(tx, userId, id, now).catch((e: unknown) => {
      // An expired invitation may still be declined (it clears it from the list).
      if (e instanceof InvitationExpiredError) return null;
      throw e;
    });
    const organisationId = invitation?.organisationId ?? (await tx.organisationInvitation.findUniqueOrThrow({ where: { id } })).organisationId;
    await tx.organisationInvitation.update({ where: { id }, data: { status: "DECLINED", respondedAt: now, userId } });
    await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, ip: meta.ip, userAgent: meta.userAgent, action: "account.invitation_decline", outcome: "SUCCESS", targetType: "OrganisationInvitation", targetId: id, details: { organisationId, after: ["declined"] } });
  });
}
