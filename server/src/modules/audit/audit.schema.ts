// The audit log for operators (staff scope audit:read): newest first, filterable by user, action and
// time. Reading it is itself audited. Thin: the rules live in audit.service.ts.
//
// The filter names a user by id or e-mail, and only the users module reads User; but users writes audit
// rows, so audit cannot import it. The schema assembly (server/src/schema.ts) hands the look-up in.
import { decodeGlobalID, resolveCursorConnection } from "@pothos/plugin-relay";
import type { AuditLog } from "../../generated/prisma/client.ts";
import { builder } from "../../builder.ts";
import { describedValues } from "../core/core.schema.ts";
import { cursorCodec } from "../../platform/cursors.ts";
import type { Db } from "../../db.ts";
import { ValidationError } from "../../errors.ts";
import { auditActions, auditedStaffAction, auditEntryListed, listAudit, listOrganisationAudit, orderNoOf, organisationAuditActions, organisationAuditEntryListed } from "./audit.service.ts";

/** What the audit log query needs from elsewhere. */
export interface AuditSchemaLookups {
  /** A user id or e-mail to the user's id; null when nobody matches. */
  userIdByRef(db: Db, ref: string): Promise<string | null>;
  /** The e-mail and nickname of accounts, by id (the organisation's log names who acted). */
  accountBriefsOf(db: Db, userIds: string[]): Promise<Map<string, { email: string; nickname: string }>>;
  /** The titles of the organisation's own events among `ids` (another organisation's stay unnamed). */
  organisationEventTitles(db: Db, organisationId: string, ids: string[]): Promise<Map<string, string>>;
}

const AuditOutcomeEnum = builder.enumType("AuditOutcome", {
  description: "Whether an audited action succeeded.",
  values: describedValues(["SUCCESS", "FAILURE"] as const, {
    SUCCESS: "The action was carried out.",
    FAILURE: "The action was refused or failed (e.g. wrong password, missing scope).",
  }),
});

const AuditEntry = builder.objectRef<AuditLog>("AuditEntry").implement({
  authScopes: { staff: "audit:read" },
  description: "One audit record. `details` holds only the whitelisted fields of its action: never a secret, code, password, identity or card number.",
  fields: (t) => ({
    id: t.string({ description: "The entry's id, a decimal string (entries are numbered in the order they were written).", resolve: (r) => r.id.toString() }),
    at: t.expose("at", { description: "When the action happened (ISO 8601, UTC).", type: "DateTime" }),
    action: t.exposeString("action", { description: `One of: ${auditActions.join(", ")}.` }),
    outcome: t.field({ description: "Whether the action succeeded.", type: AuditOutcomeEnum, resolve: (r) => r.outcome }),
    actorUserId: t.exposeString("actorUserId", { description: "The account that acted; null for an API key or the system.", nullable: true }),
    actorStaffTokenId: t.exposeString("actorStaffTokenId", { description: "The API key that acted; null when an account or the system acted.", nullable: true }),
    subjectUserId: t.exposeString("subjectUserId", { description: "The account the action was about, when there is one.", nullable: true }),
    targetType: t.exposeString("targetType", { description: "The kind of record acted on (e.g. Event, Order, Ticket, Gate).", nullable: true }),
    targetId: t.exposeString("targetId", { description: "The id of the record acted on.", nullable: true }),
    ip: t.exposeString("ip", { description: "The client IP the request came from; null for system actions.", nullable: true }),
    userAgent: t.exposeString("userAgent", { description: "The client's User-Agent header; null for system actions.", nullable: true }),
    details: t.field({ description: "Action-specific details as a JSON object, e.g. { before, after } for edits; never passwords or secrets.", type: "JSON", resolve: (r) => r.details }),
  }),
});

const AuditFilterInput = builder.inputType("AuditFilterInput", {
  description: "Narrows the audit log to a time window (both ends optional).",
  fields: (t) => ({
    user: t.string({ description: "A user id or e-mail: rows where they acted or were acted upon." }),
    action: t.string({ description: "An action name, e.g. auth.sign_in." }),
    since: t.field({ description: "Only entries at or after this instant (ISO 8601).", type: "DateTime" }),
    until: t.field({ description: "Only entries before this instant (ISO 8601).", type: "DateTime" }),
  }),
});

const auditCursors = cursorCodec("auditLog", /^\d{1,19}$/);
/** Its own cursors: an entry of the platform's log is not a place in an organisation's. */
const organisationAuditCursors = cursorCodec("organisationAuditLog", /^\d{1,19}$/);

/** The largest id a bigint column holds: a longer key names no entry (and must not reach a query). */
const MAX_ENTRY_ID = 2n ** 63n - 1n;

/** The entry id a cursor names, when the log lists that entry to this caller (`listed`); else BAD_USER_INPUT naming the argument. */
async function idCursor(codec: typeof auditCursors, cursor: string | undefined, argument: string, listed: (id: bigint) => Promise<boolean>): Promise<bigint | null> {
  const key = await codec.decodeListed(cursor, argument, async (k) => BigInt(k) <= MAX_ENTRY_ID && (await listed(BigInt(k))));
  return key === undefined ? null : BigInt(key);
}

/** Adds the `auditLog` query (the platform's) and the organisation's own log. */
export function defineAuditSchema(lookups: AuditSchemaLookups): void {
  defineOrganisationAuditSchema(lookups);
  builder.queryField("auditLog", (t) =>
    t.connection({
      type: AuditEntry,
      description: "Operators (staff scope audit:read): the append-only audit log, newest first.",
      authScopes: { staff: "audit:read" },
      args: { filter: t.arg({ description: "An optional time window.", type: AuditFilterInput }) },
      resolve: (_r, args, ctx) => {
        const f = args.filter ?? {};
        // The log records whom an operator looked up by id, never the e-mail typed in.
        let userId: string | null = null;
        return auditedStaffAction(ctx, "staff.audit_read", { targetType: "AuditLog" }, async () => {
          userId = f.user ? ((await lookups.userIdByRef(ctx.db, f.user)) ?? "-") : null;
          const listed = (id: bigint) => auditEntryListed(ctx.db, id);
          return resolveCursorConnection<Promise<AuditLog[]>>({ args, defaultSize: 50, maxSize: 500, toCursor: (r: AuditLog) => auditCursors.encode(r.id.toString()) }, async ({ before, after, limit, inverted }): Promise<AuditLog[]> =>
            listAudit(ctx.db, {
              userId,
              action: f.action,
              since: f.since,
              until: f.until,
              // Newest first: "after" a cursor is older (a smaller id), "before" it newer.
              idBelow: await idCursor(auditCursors, after, "after", listed),
              idAbove: await idCursor(auditCursors, before, "before", listed),
              limit,
              oldestFirst: inverted,
            }),
          );
        }, () => ({ subjectUserId: userId !== "-" ? userId : null, details: { filterUser: userId, filterAction: f.action ?? null } }));
      },
    }),
  );
}

// ───── an organisation's own audit log (issue 34): its owners and managers, in the console ─────

const ORGANISATION_AUDIT_SCOPE = "audit:organisation";

const AuditActorKindEnum = builder.enumType("AuditActorKind", {
  description: "Who acted in an audited action.",
  values: describedValues(["ACCOUNT", "API_KEY", "SYSTEM"] as const, {
    ACCOUNT: "A signed-in account (a member of the organisation, a platform operator, or a fan answering an invitation).",
    API_KEY: "An API key.",
    SYSTEM: "The platform itself (a job, the command line on the database).",
  }),
});

/** A row of the organisation's log with who acted and which of its events it names, read in one go per page. */
interface OrganisationAuditRow {
  row: AuditLog;
  actor: { email: string; nickname: string } | null;
  eventTitle: string | null;
}

const OrganisationAuditEntry = builder.objectRef<OrganisationAuditRow>("OrganisationAuditEntry").implement({
  authScopes: { staff: ORGANISATION_AUDIT_SCOPE },
  description: "One entry of an organisation's own audit log: who did what, when, to which of its events or orders. `details` holds only the whitelisted fields of its action.",
  fields: (t) => ({
    id: t.string({ description: "The entry's id, a decimal string (entries are numbered in the order they were written).", resolve: (r) => r.row.id.toString() }),
    at: t.field({ description: "When the action happened (ISO 8601, UTC).", type: "DateTime", resolve: (r) => r.row.at }),
    action: t.string({ description: `The action, one of: ${auditActions.join(", ")}.`, resolve: (r) => r.row.action }),
    outcome: t.field({ description: "Whether the action succeeded.", type: AuditOutcomeEnum, resolve: (r) => r.row.outcome }),
    actorKind: t.field({
      description: "Whether an account, an API key or the platform itself acted.",
      type: AuditActorKindEnum,
      resolve: (r) => (r.row.actorUserId ? "ACCOUNT" : r.row.actorStaffTokenId ? "API_KEY" : "SYSTEM"),
    }),
    actorUserId: t.string({ description: "The account that acted; null for an API key or the platform.", nullable: true, resolve: (r) => r.row.actorUserId }),
    actorName: t.string({ description: "The nickname of the account that acted; null for an API key or the platform.", nullable: true, resolve: (r) => r.actor?.nickname ?? null }),
    actorEmail: t.string({ description: "The e-mail of the account that acted; null for an API key or the platform.", nullable: true, resolve: (r) => r.actor?.email ?? null }),
    actorApiKeyId: t.string({ description: "The API key that acted; null when an account or the platform acted.", nullable: true, resolve: (r) => r.row.actorStaffTokenId }),
    targetType: t.string({ description: "The kind of record acted on (e.g. Event, Order, TicketType, Organisation).", nullable: true, resolve: (r) => r.row.targetType }),
    targetId: t.string({ description: "The id of the record acted on.", nullable: true, resolve: (r) => r.row.targetId }),
    eventId: t.string({ description: "The organisation's event the entry is about (OperatorEvent.id); null when it names none.", nullable: true, resolve: (r) => (r.eventTitle !== null ? r.row.eventId : null) }),
    eventTitle: t.string({ description: "That event's title now; null when the entry names no event of the organisation.", nullable: true, resolve: (r) => r.eventTitle }),
    orderNo: t.string({ description: "The order number the entry names (a refund, a shipping step); null when it names none.", nullable: true, resolve: (r) => orderNoOf(r.row.details) }),
    details: t.field({ description: "Action-specific details as a JSON object, e.g. { before, after } as field=value lines; never passwords or secrets.", type: "JSON", resolve: (r) => r.row.details }),
  }),
});

const OrganisationAuditFilterInput = builder.inputType("OrganisationAuditFilterInput", {
  description: "Narrows an organisation's audit log to one event and one action (both optional).",
  fields: (t) => ({
    eventId: t.string({ description: "Only entries about this event (OperatorEvent.id, or Event.id the global id)." }),
    action: t.string({ description: "Only entries of this action, e.g. operator.event_cancel (organisationAuditActions lists those the log holds)." }),
  }),
});

/** Event.id (a global id of an Event) or the raw id operatorEvents gives → the database id. */
function eventDbId(id: string): string {
  try {
    const g = decodeGlobalID(id);
    return g.typename === "Event" ? g.id : id;
  } catch {
    return id;
  }
}

/** The organisation the caller acts for: a platform operator must name one. */
async function callerOrganisation(ctx: { operator(): Promise<{ organisationId: string | null } | null> }): Promise<string> {
  const organisationId = (await ctx.operator())?.organisationId;
  if (!organisationId) throw new ValidationError("Name the organisation (the X-Fanfare-Organisation header)", "organisationId");
  return organisationId;
}

/** Adds `organisationAuditLog` and `organisationAuditActions`. */
function defineOrganisationAuditSchema(lookups: AuditSchemaLookups): void {
  builder.queryField("organisationAuditLog", (t) =>
    t.connection({
      type: OrganisationAuditEntry,
      description:
        "Owners and managers (signed in; scope audit:organisation, which no API key carries): the audit log of the organisation they act for, newest first, with who acted and the event or order each entry names. Other roles are FORBIDDEN, naming their role. Reading it is audited.",
      authScopes: { staff: ORGANISATION_AUDIT_SCOPE },
      args: { filter: t.arg({ description: "An optional event and action.", type: OrganisationAuditFilterInput }) },
      resolve: async (_r, args, ctx) => {
        const organisationId = await callerOrganisation(ctx);
        const f = args.filter ?? {};
        const eventId = f.eventId ? eventDbId(f.eventId) : null;
        return auditedStaffAction(
          ctx,
          "operator.audit_read",
          { targetType: "Organisation", targetId: organisationId },
          () =>
            resolveCursorConnection<Promise<OrganisationAuditRow[]>>(
              { args, defaultSize: 50, maxSize: 200, toCursor: (r: OrganisationAuditRow) => organisationAuditCursors.encode(r.row.id.toString()) },
              async ({ before, after, limit, inverted }): Promise<OrganisationAuditRow[]> => {
                const listed = (id: bigint) => organisationAuditEntryListed(ctx.db, id, organisationId);
                const rows = await listOrganisationAudit(ctx.db, {
                  organisationId,
                  eventId,
                  action: f.action,
                  idBelow: await idCursor(organisationAuditCursors, after, "after", listed),
                  idAbove: await idCursor(organisationAuditCursors, before, "before", listed),
                  limit,
                  oldestFirst: inverted,
                });
                const [actors, titles] = await Promise.all([
                  lookups.accountBriefsOf(ctx.db, [...new Set(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])))]),
                  lookups.organisationEventTitles(ctx.db, organisationId, [...new Set(rows.flatMap((r) => (r.eventId ? [r.eventId] : [])))]),
                ]);
                return rows.map((row) => ({ row, actor: (row.actorUserId && actors.get(row.actorUserId)) || null, eventTitle: (row.eventId && titles.get(row.eventId)) || null }));
              },
            ),
          () => ({ details: { organisationId, filterEvent: eventId, filterAction: f.action ?? null } }),
        );
      },
    }),
  );

  builder.queryField("organisationAuditActions", (t) =>
    t.stringList({
      description: "Owners and managers (scope audit:organisation): the actions the organisation's audit log holds, for its filter, in alphabetical order.",
      authScopes: { staff: ORGANISATION_AUDIT_SCOPE },
      resolve: async (_r, _a, ctx) => organisationAuditActions(ctx.db, await callerOrganisation(ctx)),
    }),
  );
}

