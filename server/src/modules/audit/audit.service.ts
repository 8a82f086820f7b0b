// The audit log (ASVS V7): who did what to whom, when, from where, and whether it worked. Append-only in
// the database (a trigger refuses UPDATE, DELETE and TRUNCATE). Owns AuditLog and nothing else: every module
// writes here, so this module imports none of them.
//
// `details` is whitelisted per action: only the fields named in `detailFields` are stored, and only
// short scalars. Nothing else a caller passes gets in, so a secret, a code, a password, an identity
// number or a card number cannot be written here by accident.
import type { Db, Tx } from "../../db.ts";
import type { AuditLog, Prisma } from "../../generated/prisma/client.ts";

/** Every audited action, with the detail fields it may carry. */
export const detailFields = {
  "auth.sign_in": ["reason"],
  "auth.sign_out": [],
  "account.register": [],
  "account.password_change": ["reason"],
  "account.password_reset": [],
  "account.pay_password_set": [],
  "account.pay_password_change": ["reason"],
  "account.pay_password_reset": [],
  "account.email_change": ["reason"],
  "account.phone_change": ["areaCode"],
  "account.export": [],
  "account.delete": ["reason"],
  "identity.read": ["count"],
  "identity.add": ["docType"],
  "identity.update": ["docType"],
  "identity.delete": [],
  // A declared seating need (issue 33) set or withdrawn: no details, the need itself is not kept here.
  "identity.seating_need_set": [],
  "identity.seating_need_delete": [],
  "ticket.transfer": ["ticketNo", "eventId"],
  "ticket.handBack": ["ticketNo", "eventId", "faceAmount", "feeAmount", "currency", "payout"],
  "ticket.handBackWithdrawn": ["ticketNo", "eventId"],
  "ticket.handBackSold": ["ticketNo", "eventId", "orderNo", "faceAmount", "feeAmount", "currency", "paidOutCoins", "refundNo"],
  "ticket.handBackPayoutFallback": ["ticketNo", "refundId", "paidOutCoins", "currency"],
  "staff.token_use": ["scopes"],
  "staff.gate_scan": ["reason", "result", "kind", "gateId", "entrance", "ticketNo", "eventId"],
  "staff.gate_upload": ["reason", "gateId", "count", "eventId"],
  "staff.check_in": ["reason", "ticketNo", "eventId", "gateId"],
  "staff.check_in_undo": ["reason", "ticketNo", "eventId"],
  "staff.entry_guide_update": ["reason", "entryState"],
  "staff.logistics_advance": ["reason", "orderNo", "status"],
  "staff.support_read": ["reason", "count"],
  "staff.support_answer": ["reason", "close", "status"],
  "staff.giveaway_commit": ["reason", "campaignSlug"],
  "staff.giveaway_draw": ["reason", "campaignSlug", "winners"],
  "staff.notice_publish": ["reason", "level"],
  "staff.notice_end": ["reason", "ended"],
  "staff.audit_read": ["reason", "filterUser", "filterAction"],
  // An owner or manager reading their organisation's own log (issue 34).
  "operator.audit_read": ["reason", "organisationId", "filterEvent", "filterAction"],
  // Organisers' changes (issue #19): before/after as "field=value" lines of what changed.
  "operator.organisation_create": ["reason", "organisationId", "after"],
  "operator.member_role": ["reason", "organisationId", "before", "after"],
  // Membership by consent (issue 36): an invitation sent, withdrawn, accepted or declined; a member removed.
  "operator.member_invite": ["reason", "organisationId", "after"],
  "operator.member_invite_revoke": ["reason", "organisationId", "after"],
  "operator.member_remove": ["reason", "organisationId", "before"],
  "account.invitation_accept": ["reason", "organisationId", "after"],
  "account.invitation_decline": ["reason", "organisationId", "after"],
  // Self-serve organisers (issue 34): a fan applies; a platform operator approves (the organisation's own
  // rows are audited as operator.organisation_create and operator.member_role) or refuses, with a reason.
  "account.organisation_apply": ["reason", "after"],
  "operator.application_approve": ["reason", "organisationId", "after"],
  "operator.application_refuse": ["reason", "after"],
  "operator.api_key_create": ["reason", "organisationId", "scopes", "after"],
  "operator.api_key_revoke": ["reason", "organisationId", "after"],
  "operator.event_create": ["reason", "organisationId", "after"],
  "operator.event_update": ["reason", "organisationId", "before", "after"],
  // A copy of an event (issue 34): after names the original (from=…), the slug, the days moved and what was copied.
  "operator.event_duplicate": ["reason", "organisationId", "after"],
  "operator.event_sales": ["reason", "organisationId", "before", "after"],
  // A draft published (issue 34): before and after name the state (state=DRAFT → state=SCHEDULED…) and publishedAt.
  "operator.event_publish": ["reason", "organisationId", "before", "after"],
  "operator.ticket_type_create": ["reason", "organisationId", "eventId", "after"],
  "operator.ticket_type_update": ["reason", "organisationId", "eventId", "before", "after"],
  "operator.sales_export": ["reason", "organisationId", "eventId", "count", "revealed"],
  // A read of personal data by an organiser (issue 34): buyers' and holders' e-mail addresses shown in a
  // list (reason: "orders" or "attendees"), or an attendees export (format: "csv" or "xlsx").
  "operator.personal_data_read": ["reason", "organisationId", "eventId", "count"],
  "operator.attendees_export": ["reason", "organisationId", "eventId", "count", "format", "revealed"],
  // An organiser's message to an event's ticket holders: how many got it, and the ticket type when only its holders.
  "operator.attendees_message": ["reason", "organisationId", "eventId", "count", "ticketTypeId"],
  "operator.event_cancel": ["reason", "organisationId", "before", "after"],
  // What a cancel refunded, by kind of order (after: "ticketOrdersRefunded=N" …); FAILURE while refunds are pending.
  "operator.event_cancel_refunds": ["reason", "organisationId", "count", "after"],
  // An organiser's refund of one order (after: orderNo, refundNo, amount in minor units, currency, full, method).
  "operator.order_refund": ["reason", "organisationId", "eventId", "after"],
  "operator.event_cover": ["reason", "organisationId", "before", "after"],
  "operator.product_image_upload": ["reason", "organisationId", "after"],
  "operator.seat_map_set": ["reason", "organisationId", "eventId", "count", "before", "after"],
  "operator.product_create": ["reason", "organisationId", "eventId", "after"],
  "operator.product_update": ["reason", "organisationId", "eventId", "before", "after"],
  "operator.product_variant_delete": ["reason", "organisationId", "eventId", "productId", "before", "after"],
  "operator.waiting_room_update": ["reason", "organisationId", "before", "after"],
  // Outgoing webhooks (issue 35): an endpoint's url, types and switch (never its secret), a redelivery, a ping.
  "operator.webhook_create": ["reason", "organisationId", "after"],
  "operator.webhook_update": ["reason", "organisationId", "before", "after"],
  "operator.webhook_delete": ["reason", "organisationId", "before"],
  "operator.webhook_redeliver": ["reason", "organisationId", "after"],
  "operator.webhook_ping": ["reason", "organisationId", "after"],
  // Codes (issue 35): one code or a generated batch made (count, the terms as "field=value"), a code disabled.
  "operator.code_create": ["reason", "organisationId", "eventId", "count", "after"],
  "operator.code_disable": ["reason", "organisationId", "eventId", "after"],
  // The codes exported as CSV (promoCodesCsv, the console's download, `fanfare codes export`): how many, the batch (after: "batch=…", empty: all).
  "operator.code_export": ["reason", "organisationId", "eventId", "count", "format", "after"],
  // A presale invitation (issue 35): how many registrants were drawn (count) and the batch of their personal codes, the remaining registrants.
  "operator.presale_invite": ["reason", "organisationId", "eventId", "count", "after"],
  // The platform's switch (`fanfare platform maintenance on|off`): before/after as "on=…", "message=…".
  "platform.maintenance": ["reason", "before", "after"],
} as const satisfies Record<string, readonly string[]>;

export type AuditAction = keyof typeof detailFields;
export const auditActions = Object.keys(detailFields) as AuditAction[];
export type AuditOutcome = "SUCCESS" | "FAILURE";
type DetailValue = string | number | boolean | null | readonly string[];

export interface AuditRecord<A extends AuditAction = AuditAction> {
  action: A;
  outcome: AuditOutcome;
  actorUserId?: string | null;
  actorStaffTokenId?: string | null;
  subjectUserId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Partial<Record<(typeof detailFields)[A][number], DetailValue>>;
}

/** The request facts worth recording, from a GraphQL context or a REST request. */
export interface AuditRequest {
  ip?: string | null;
  userAgent?: string | null;
}

const MAX_TEXT = 200;

/** Only the action's whitelisted fields, scalars clipped; anything else is dropped. */
export function cleanDetails(action: AuditAction, details: Record<string, unknown> | undefined): Prisma.InputJsonObject {
  const out: Record<string, Prisma.InputJsonValue | null> = {};
  if (!details) return out;
  for (const key of detailFields[action] as readonly string[]) {
    const v = details[key];
    if (v === undefined) continue;
    if (v === null || typeof v === "number" || typeof v === "boolean") out[key] = v;
    else if (typeof v === "string") out[key] = v.slice(0, MAX_TEXT);
    else if (Array.isArray(v)) out[key] = v.filter((x): x is string => typeof x === "string").map((x) => x.slice(0, MAX_TEXT)).slice(0, 20);
  }
  return out;
}

/**
 * Appends one audit row. Pass the transaction client when the row belongs with a change (it commits or
 * rolls back with it); pass the pool for failures and reads, which have nothing else to commit.
 */
export async function recordAudit<A extends AuditAction>(db: Db | Tx, r: AuditRecord<A>): Promise<void> {
  await db.auditLog.create({
    data: {
      action: r.action,
      outcome: r.outcome,
      actorUserId: r.actorUserId ?? null,
      actorStaffTokenId: r.actorStaffTokenId ?? null,
      subjectUserId: r.subjectUserId ?? null,
      targetType: r.targetType ?? null,
      targetId: r.targetId ?? null,
      ip: r.ip?.slice(0, 64) ?? null,
      userAgent: r.userAgent?.slice(0, MAX_TEXT) ?? null,
      details: cleanDetails(r.action, r.details as Record<string, unknown> | undefined),
    },
  });
}

/** An audit write that must not fail the fan's request (e.g. after a commit): logged on failure. */
export function recordAuditQuietly<A extends AuditAction>(db: Db, log: { error(msg: string): void }, r: AuditRecord<A>): Promise<void> {
  return recordAudit(db, r).catch((e: unknown) => log.error(`audit ${r.action} not recorded: ${String(e)}`));
}

export interface AuditFilter {
  /** Rows about this user: as subject or as actor. */
  userId?: string | null;
  action?: string | null;
  since?: Date | null;
  until?: Date | null;
}

function where(f: AuditFilter): Prisma.AuditLogWhereInput {
  return {
    ...(f.userId ? { OR: [{ subjectUserId: f.userId }, { actorUserId: f.userId }] } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.since || f.until ? { at: { ...(f.since ? { gte: f.since } : {}), ...(f.until ? { lt: f.until } : {}) } } : {}),
  };
}

/** Newest first (oldest first with `oldestFirst`), keyset-paged on the id. */
export function listAudit(
  db: Db,
  f: AuditFilter & { idBelow?: bigint | null; idAbove?: bigint | null; limit: number; oldestFirst?: boolean },
): Promise<AuditLog[]> {
  const idRange = { ...(f.idBelow != null ? { lt: f.idBelow } : {}), ...(f.idAbove != null ? { gt: f.idAbove } : {}) };
  return db.auditLog.findMany({
    where: { AND: [where(f), ...(f.idBelow != null || f.idAbove != null ? [{ id: idRange }] : [])] },
    orderBy: { id: f.oldestFirst ? "asc" : "desc" },
    take: f.limit,
  });
}

/** Whether the platform's log holds the entry `id` (a cursor of auditLog must name one; the log is append-only, so only a key never given is missing). */
export async function auditEntryListed(db: Db, id: bigint): Promise<boolean> {
  return (await db.auditLog.findFirst({ where: { id }, select: { id: true } })) !== null;
}

/** Whether the organisation's own log lists the entry `id`: one that names the organisation (a cursor of organisationAuditLog must name one). */
export async function organisationAuditEntryListed(db: Db, id: bigint, organisationId: string): Promise<boolean> {
  return (await db.auditLog.findFirst({ where: { id, organisationId }, select: { id: true } })) !== null;
}

/** An organisation's own log: the rows that name it, narrowed to one event and one action when asked. */
export interface OrganisationAuditFilter {
  organisationId: string;
  eventId?: string | null;
  action?: string | null;
}

/** An organisation's rows, newest first (oldest first with `oldestFirst`), keyset-paged on the id. */
export function listOrganisationAudit(
  db: Db,
  f: OrganisationAuditFilter & { idBelow?: bigint | null; idAbove?: bigint | null; limit: number; oldestFirst?: boolean },
): Promise<AuditLog[]> {
  const idRange = { ...(f.idBelow != null ? { lt: f.idBelow } : {}), ...(f.idAbove != null ? { gt: f.idAbove } : {}) };
  return db.auditLog.findMany({
    where: {
      organisationId: f.organisationId,
      ...(f.eventId ? { eventId: f.eventId } : {}),
      ...(f.action ? { action: f.action } : {}),
      ...(f.idBelow != null || f.idAbove != null ? { id: idRange } : {}),
    },
    orderBy: { id: f.oldestFirst ? "asc" : "desc" },
    take: f.limit,
  });
}

/** The actions an organisation's log holds, for its filter. */
export async function organisationAuditActions(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db.auditLog.findMany({ where: { organisationId }, distinct: ["action"], select: { action: true }, orderBy: { action: "asc" } });
  return rows.map((r) => r.action);
}

/** An order number an entry names in its details (an order refund's `after` lines, a logistics step's orderNo). */
export function orderNoOf(details: unknown): string | null {
  if (!details || typeof details !== "object") return null;
  const d = details as Record<string, unknown>;
  if (typeof d.orderNo === "string") return d.orderNo;
  for (const side of [d.after, d.before]) {
    const lines = Array.isArray(side) ? side : typeof side === "string" ? side.split("\n") : [];
    for (const line of lines) {
      const m = typeof line === "string" ? /^orderNo=(.+)$/.exec(line.trim()) : null;
      if (m) return m[1]!;
    }
  }
  return null;
}

/** Every row about one user, oldest first: for their data export. */
export function auditAbout(db: Db, userId: string): Promise<AuditLog[]> {
  return db.auditLog.findMany({ where: where({ userId }), orderBy: { id: "asc" } });
}

/** What a staff resolver knows about its caller (structurally the GraphQL context). */
export interface StaffCaller {
  deps: { db: Db; log: { error(msg: string): void } };
  viewer: { staffTokenId?: string | null; userId?: string | null };
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditTarget {
  targetType?: string | null;
  targetId?: string | null;
  subjectUserId?: string | null;
}

/**
 * Runs a staff action and audits it: SUCCESS with what `describe` picks from the result, or FAILURE with
 * the error's code (the error is rethrown unchanged). Used by the staff resolvers, one line each.
 */
export async function auditedStaffAction<A extends AuditAction, T>(
  caller: StaffCaller,
  action: A,
  target: AuditTarget,
  work: () => Promise<T>,
  describe: (result: T) => AuditTarget & { details?: AuditRecord<A>["details"] } = () => ({}),
): Promise<T> {
  // A signed-in staff member acts as their account (an API key has none).
  const base = { action, actorUserId: caller.viewer.userId ?? null, actorStaffTokenId: caller.viewer.staffTokenId ?? null, ip: caller.ip, userAgent: caller.userAgent, ...target };
  let result: T;
  try {
    result = await work();
  } catch (e) {
    const code = (e as { code?: unknown })?.code;
    await recordAuditQuietly(caller.deps.db, caller.deps.log, { ...base, outcome: "FAILURE", details: { reason: typeof code === "string" ? code : "ERROR" } as never });
    throw e;
  }
  const d = describe(result);
  // An expected error returned as a value (a union member) is a failure too.
  const code = (result as { code?: unknown } | null)?.code;
  const failed = result instanceof Error;
  await recordAuditQuietly(caller.deps.db, caller.deps.log, {
    ...base,
    ...d,
    outcome: failed ? "FAILURE" : "SUCCESS",
    details: failed ? ({ reason: typeof code === "string" ? code : "ERROR" } as never) : d.details,
  });
  return result;
}
