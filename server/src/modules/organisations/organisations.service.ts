// Organisations, their members' roles, and their API keys. An operator acts for one organisation (or, as
// the platform, for all): every function here that reads or changes an organisation's data takes the
// caller's OperatorScope and keeps to its organisation, whatever the resolver asked for.
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { OperatorScope, Viewer } from "../../context.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import type { OrganisationRole } from "../../generated/prisma/enums.ts";
import { createStaffToken, listStaffTokens, liveStaffTokenIds, revokeStaffToken, type StaffTokenInfo } from "../auth/index.ts";
import { accessEnded } from "../../platform/session-cache.ts";
import { membershipKey, type AccessCheck } from "../../platform/live-subscriptions.ts";
import { recordAudit, type AuditAction, type AuditRecord } from "../audit/index.ts";
import { findUserByEmail } from "../users/index.ts";
import { emailRule } from "@fanfare/shared/users";
import { organisationAuditScope, organisationInputIssues, platformScopes, refusedKeyScopes, roleScopes, withImpliedScopes, withoutPlatformScopes, type OrganisationCursor } from "./organisations.rules.ts";
import { OrganisationOwnerNotFoundError, OrganisationSlugTakenError } from "./organisations.errors.ts";

/**
 * The caller as an operator. An API key acts for its organisation with its scopes. A signed-in account
 * acts for the organisation it names (`requested`), or its only one, with its role's scopes; a platform
 * operator for the one it names, or every one.
 */
export async function operatorScopeFor(db: Db, viewer: Viewer, requested: string | null): Promise<OperatorScope | null> {
  if (viewer.apiKey) {
    if (requested && viewer.apiKey.organisationId && requested !== viewer.apiKey.organisationId) return null;
    // The organisation's own audit log is its owners' and managers' as signed-in members: no key reads it.
    const scopes = withImpliedScopes(viewer.scopes).filter((x) => x !== organisationAuditScope);
    return { organisationId: viewer.apiKey.organisationId ?? requested, scopes: viewer.apiKey.organisationId ? withoutPlatformScopes(scopes) : scopes, userId: null };
  }
  if (!viewer.userId) return null;
  const [platform, memberships] = await Promise.all([
    db.platformOperator.findUnique({ where: { userId: viewer.userId }, select: { userId: true } }),
    db.organisationMember.findMany({ where: { userId: viewer.userId }, select: { organisationId: true, role: true } }),
  ]);
  if (platform) return { organisationId: requested, scopes: [...platformScopes], userId: viewer.userId };
  const m = requested ? memberships.find((x) => x.organisationId === requested) : memberships.length === 1 ? memberships[0] : undefined;
  return m ? { organisationId: m.organisationId, scopes: [...roleScopes[m.role]], userId: viewer.userId, role: m.role } : null;
}

/** The organisation an operator change is about: its own; a platform operator must name one. */
export function organisationOf(op: OperatorScope): string {
  if (!op.organisationId) throw new ValidationError("Name the organisation (the X-Fanfare-Organisation header)", "organisationId");
  return op.organisationId;
}

/** A where-clause that keeps a query to the operator's organisation (nothing for the platform). */
export function inOrganisation(op: OperatorScope): { organisationId?: string } {
  return op.organisationId ? { organisationId: op.organisationId } : {};
}

/** Who made a change, for the audit log: the signed-in account or the API key. */
export interface OperatorCaller {
  deps: Deps;
  viewer: Viewer;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Who made a change, as the audit log records it: an operator's request (operatorActor), or the platform's
 * own access to the database (the CLI's `platform` commands: no account, no key, only a user agent).
 */
export type AuditActor = Pick<AuditRecord, "actorUserId" | "actorStaffTokenId" | "ip" | "userAgent">;

export function operatorActor(caller: OperatorCaller): AuditActor {
  return { actorUserId: caller.viewer.userId, actorStaffTokenId: caller.viewer.staffTokenId ?? null, ip: caller.ip, userAgent: caller.userAgent };
}

/** Appends an audit row for an operator's change, in the change's transaction when given. */
export function auditOperator<A extends AuditAction>(
  db: Db | Tx,
  caller: OperatorCaller,
  r: Omit<AuditRecord<A>, "actorUserId" | "actorStaffTokenId" | "ip" | "userAgent">,
): Promise<void> {
  return recordAudit(db, { ...r, ...operatorActor(caller) } as AuditRecord<A>);
}

export interface OrganisationMembership {
  id: string;
  slug: string;
  name: string;
  role: OrganisationRole;
}

/** The organisations a signed-in account is a member of, with its role in each. */
export async function membershipsOf(db: Db, userId: string): Promise<OrganisationMembership[]> {
  const rows = await db.organisationMember.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { organisation: true } });
  return rows.map((m) => ({ id: m.organisation.id, slug: m.organisation.slug, name: m.organisation.name, role: m.role }));
}

const DAY = 24 * 3600_000;
export const apiKeyDefaults = { lifetimeDays: 90, maxLifetimeDays: 730, rateLimitPerMinute: 600, maxRateLimitPerMinute: 6000 };

export interface CreateApiKeyInput {
  name: string;
  scopes: string[];
  expiresAt?: Date | null;
  rateLimitPerMinute?: number | null;
}

/**
 * Owners: a new API key of their organisation. The key is returned once, here; only its hash is kept.
 * It carries only scopes its maker holds, expires (in 90 days unless told, at most two years) and has its
 * own rate limit.
 */
export async function createApiKey(deps: Deps, caller: OperatorCaller, op: OperatorScope, input: CreateApiKeyInput): Promise<{ key: string; apiKey: StaffTokenInfo }> {
  const organisationId = organisationOf(op);
  const name = input.name.trim();
  if (!name || name.length > 80) throw new ValidationError("Give the key a name of at most 80 characters", "name");
  const scopes = [...new Set(input.scopes)];
  if (!scopes.length) throw new ValidationError("A key needs at least one scope", "scopes");
  const refused = refusedKeyScopes(scopes, op.scopes);
  if (refused.length) throw new ValidationError(`A key cannot carry ${refused.join(", ")}`, "scopes");
  const now = deps.now();
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + apiKeyDefaults.lifetimeDays * DAY);
  if (expiresAt <= now || expiresAt.getTime() - now.getTime() > apiKeyDefaults.maxLifetimeDays * DAY) {
    throw new ValidationError(`The expiry must be in the future and at most ${apiKeyDefaults.maxLifetimeDays} days away`, "expiresAt");
  }
  const rate = input.rateLimitPerMinute ?? apiKeyDefaults.rateLimitPerMinute;
  if (!Number.isInteger(rate) || rate < 1 || rate > apiKeyDefaults.maxRateLimitPerMinute) {
    throw new ValidationError(`1 to ${apiKeyDefaults.maxRateLimitPerMinute} requests a minute`, "rateLimitPerMinute");
  }
  return issueApiKey(deps.db, operatorActor(caller), { organisationId, createdByUserId: op.userId, name, scopes, expiresAt, rateLimitPerMinute: rate });
}

/**
 * The platform, on the database (the CLI's bootstrap of the first keys: no granter whose scopes bound the
 * key's, the caller has checked them with refusedBootstrapScopes): a key of an organisation, or of the
 * platform when organisationId is null, audited as an owner's key is. The key is returned once, here.
 */
export function createApiKeyOnDatabase(db: Db, by: AuditActor, input: { organisationId: string | null; name: string; scopes: string[]; expiresAt: Date | null; rateLimitPerMinute?: number }) {
  return issueApiKey(db, by, input);
}

/** A new key and its audit row, for an owner's request and for the platform's bootstrap alike. */
async function issueApiKey(
  db: Db,
  by: AuditActor,
  input: { organisationId: string | null; createdByUserId?: string | null; name: string; scopes: string[]; expiresAt: Date | null; rateLimitPerMinute?: number },
): Promise<{ key: string; apiKey: StaffTokenInfo }> {
  const { organisationId, name, scopes, ...rest } = input;
  const { token, info } = await createStaffToken(db, name, scopes, { organisationId, ...rest });
  const after = [`name=${info.name}`, `expiresAt=${info.expiresAt?.toISOString() ?? "never"}`, `rateLimitPerMinute=${info.rateLimitPerMinute}`];
  await recordAudit(db, { ...by, action: "operator.api_key_create", outcome: "SUCCESS", targetType: "ApiToken", targetId: info.id, details: { organisationId, scopes: info.scopes, after } });
  return { key: token, apiKey: info };
}

/** Owners: their organisation's keys (never the key itself). */
export function listApiKeys(db: Db, op: OperatorScope): Promise<StaffTokenInfo[]> {
  return listStaffTokens(db, organisationOf(op));
}

/** Owners: revoke one of their organisation's keys; another organisation's is not found. */
export async function revokeApiKey(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string): Promise<StaffTokenInfo> {
  const info = await withdrawApiKey(deps.db, operatorActor(caller), id, deps.now(), organisationOf(op));
  if (!info) throw new NotFoundError("API key");
  return info;
}

/** The platform, on the database (the CLI): revokes any live key, audited as an owner's revoke is; null when there is none. */
export function revokeApiKeyOnDatabase(db: Db, by: AuditActor, id: string): Promise<StaffTokenInfo | null> {
  return withdrawApiKey(db, by, id, new Date());
}

/**
 * Revokes a live key (of `organisationId` when given) and audits it; null when there is none. Its live
 * subscriptions end on every instance (accessEnded; the subscriptions' sweep catches it too when this runs
 * on the database alone, from the CLI).
 */
async function withdrawApiKey(db: Db, by: AuditActor, id: string, now: Date, organisationId?: string | null): Promise<StaffTokenInfo | null> {
  const info = await revokeStaffToken(db, id, now, organisationId);
  if (!info) return null;
  await recordAudit(db, { ...by, action: "operator.api_key_revoke", outcome: "SUCCESS", targetType: "ApiToken", targetId: id, details: { organisationId: info.organisationId, after: ["revoked"] } });
  await accessEnded({ staffTokenId: id });
  return info;
}

/**
 * The live subscriptions' sweep (platform/live-subscriptions.ts): of the keys and staff accounts behind
 * live operator subscriptions, the keys no longer live and the memberships no longer held (a platform
 * operator holds every organisation).
 */
export function endedAccess(db: Db): AccessCheck {
  return async (callers) => {
    const keyIds = [...new Set(callers.flatMap((c) => (c.staffTokenId ? [c.staffTokenId] : [])))];
    const staff = callers.filter((c) => !c.staffTokenId && c.userId && c.organisationId) as { userId: string; organisationId: string }[];
    const userIds = [...new Set(staff.map((c) => c.userId))];
    const [liveKeys, memberships, platform] = await Promise.all([
      liveStaffTokenIds(db, keyIds, new Date()),
      userIds.length ? db.organisationMember.findMany({ where: { userId: { in: userIds } }, select: { userId: true, organisationId: true } }) : [],
      userIds.length ? db.platformOperator.findMany({ where: { userId: { in: userIds } }, select: { userId: true } }) : [],
    ]);
    const held = new Set(memberships.map((m) => membershipKey(m.userId, m.organisationId)));
    const platformOperators = new Set(platform.map((p) => p.userId));
    return {
      endedKeys: new Set(keyIds.filter((id) => !liveKeys.has(id))),
      endedMemberships: new Set(staff.filter((c) => !platformOperators.has(c.userId) && !held.has(membershipKey(c.userId, c.organisationId))).map((c) => membershipKey(c.userId, c.organisationId))),
    };
  };
}

/** The operator scope of a resolver's context, or FORBIDDEN (for a service reached without one). */
export async function requireOperator(ctx: { operator(): Promise<OperatorScope | null> }): Promise<OperatorScope> {
  const op = await ctx.operator();
  if (!op) throw new ForbiddenError();
  return op;
}

/** The organisation of an id or a slug, or null. */
export async function findOrganisation(db: Db, idOrSlug: string) {
  return db.organisation.findFirst({ where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] } });
}

export interface CreateOrganisationInput {
  slug: string;
  name: string;
  /** The e-mail of the existing account that becomes its OWNER (normalised as the users module stores it). */
  ownerEmail: string;
}

/**
 * The platform: a new organisation with an existing account as its OWNER member, audited, in one
 * transaction; for a platform operator's request (GraphQL `createOrganisation`) and the CLI's bootstrap on
 * the database alike. A malformed input is a ValidationError with every problem at once (slug, name, the
 * owner's e-mail); then a taken slug is an OrganisationSlugTakenError and an e-mail no account has an
 * OrganisationOwnerNotFoundError. Whatever is refused, nothing is created.
 */
export async function createOrganisation(db: Db, by: AuditActor, input: CreateOrganisationInput) {
  const slug = input.slug.trim();
  const name = input.name.trim();
  const email = emailRule.safeParse(input.ownerEmail);
  const issues = [...organisationInputIssues({ slug, name }), ...(email.success ? [] : [{ field: "ownerEmail", message: `"${input.ownerEmail.trim()}" is not an e-mail address` }])];
  if (issues.length || !email.success) throw new ValidationError(issues.map((i) => `${i.field}: ${i.message}`).join("; "), issues[0]?.field, issues);
  try {
    return await db.$transaction(async (tx) => {
      const [existing, owner] = await Promise.all([tx.organisation.findUnique({ where: { slug }, select: { id: true } }), findUserByEmail(tx, email.data)]);
      if (existing) throw new OrganisationSlugTakenError();
      if (!owner) throw new OrganisationOwnerNotFoundError();
      const { organisation, member } = await insertOrganisationWithOwner(tx, by, { slug, name, ownerId: owner.id });
      return { organisation: { ...organisation, members: 1 }, owner: { userId: owner.id, email: owner.email, role: member.role } };
    });
  } catch (e) {
    // Two makers of the same slug at once: the unique index decides, and the loser hears it is taken.
    if ((e as { code?: unknown }).code === "P2002") throw new OrganisationSlugTakenError();
    throw e;
  }
}

/**
 * In the caller's transaction: a new organisation with `ownerId` as its OWNER member, and the two audit rows
 * (for createOrganisation and an approved application alike). The slug's unique index refuses a taken one (P2002).
 */
export async function insertOrganisationWithOwner(tx: Tx, by: AuditActor, input: { slug: string; name: string; ownerId: string }) {
  const { slug, name, ownerId } = input;
  const organisation = await tx.organisation.create({ data: { slug, name } });
  const member = await tx.organisationMember.create({ data: { organisationId: organisation.id, userId: ownerId, role: "OWNER" } });
  await recordAudit(tx, { ...by, action: "operator.organisation_create", outcome: "SUCCESS", targetType: "Organisation", targetId: organisation.id, subjectUserId: ownerId, details: { organisationId: organisation.id, after: [`slug=${slug}`, `name=${name}`] } });
  await recordAudit(tx, { ...by, action: "operator.member_role", outcome: "SUCCESS", targetType: "OrganisationMember", targetId: member.id, subjectUserId: ownerId, details: { organisationId: organisation.id, before: [], after: ["role=OWNER"] } });
  return { organisation, member };
}

/** A page of the organisations list: after or before a cursor's organisation, at most `limit`. */
export interface OrganisationPage {
  after?: OrganisationCursor | null;
  before?: OrganisationCursor | null;
  limit?: number;
  /** Read from the newest end (a connection's `last:`); the rows still come newest first then. */
  newestFirst?: boolean;
}

/**
 * The platform: organisations, oldest first (creation time, then id), with how many members each has;
 * every one, or a page of them (the GraphQL connection's keyset: a cursor stays valid while others are added).
 */
export async function listOrganisations(db: Db, page: OrganisationPage = {}) {
  const dir = page.newestFirst ? "desc" : "asc";
  const beyond = (c: OrganisationCursor, op: "gt" | "lt") => ({ OR: [{ createdAt: { [op]: c.createdAt } }, { createdAt: c.createdAt, id: { [op]: c.id } }] });
  const rows = await db.organisation.findMany({
    where: { AND: [...(page.after ? [beyond(page.after, "gt")] : []), ...(page.before ? [beyond(page.before, "lt")] : [])] },
    orderBy: [{ createdAt: dir }, { id: dir }],
    take: page.limit,
    include: { _count: { select: { members: true } } },
  });
  return rows.map(({ _count, ...o }) => ({ ...o, members: _count.members }));
}

export type OrganisationRow = Awaited<ReturnType<typeof listOrganisations>>[number];

/** 9999-12-31T23:59:59.999Z */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whether the organisations list holds the organisation a cursor names (its id and creation time): a cursor of it must name one. */
export async function organisationListed(db: Db, c: OrganisationCursor): Promise<boolean> {
  // A time past the year 9999 (the cursor's 15 digits allow one) names no organisation, and Prisma cannot send it.
  if (!(c.createdAt.getTime() <= LAST_INSTANT)) return false;
  return (await db.organisation.findFirst({ where: { id: c.id, createdAt: c.createdAt }, select: { id: true } })) !== null;
}

/**
 * Who is told of money matters of an organisation (a dispute of a payment for its event): its owners and
 * managers. Without an organisation (a Fan Coin top-up's dispute), the platform's operators.
 */
export async function moneyContactIds(db: Db | Tx, organisationId: string | null): Promise<string[]> {
  if (!organisationId) return (await db.platformOperator.findMany({ select: { userId: true } })).map((p) => p.userId);
  const members = await db.organisationMember.findMany({ where: { organisationId, role: { in: ["OWNER", "MANAGER"] } }, select: { userId: true }, orderBy: { createdAt: "asc" } });
  return members.map((m) => m.userId);
}
