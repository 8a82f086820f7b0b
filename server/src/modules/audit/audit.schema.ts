// The audit log for operators (staff scope audit:read): newest first, filterable by user, action and
// time. Reading it is itself audited. Thin: the rules live in audit.service.ts.
//
// The filter names a user by id or e-mail, and only the users module reads User; but users writes audit
// rows, so audit cannot import it. The schema assembly (server/src/schema.ts) hands the look-up in.
import { resolveCursorConnection } from "@pothos/plugin-relay";
import type { AuditLog } from "../../generated/prisma/client.ts";
import { builder } from "../../builder.ts";
import { describedValues } from "../core/core.schema.ts";
import { cursorCodec } from "../../platform/cursors.ts";
import type { Db } from "../../db.ts";
import { auditActions, auditedStaffAction, listAudit } from "./audit.service.ts";

/** What the audit log query needs from elsewhere. */
export interface AuditSchemaLookups {
  /** A user id or e-mail to the user's id; null when nobody matches. */
  userIdByRef(db: Db, ref: string): Promise<string | null>;
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

function idCursor(cursor: string | undefined, argument: string): bigint | null {
  const key = auditCursors.decode(cursor, argument);
  return key === undefined ? null : BigInt(key);
}

/** Adds the `auditLog` query. */
export function defineAuditSchema(lookups: AuditSchemaLookups): void {
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
          return resolveCursorConnection<Promise<AuditLog[]>>({ args, defaultSize: 50, maxSize: 500, toCursor: (r: AuditLog) => auditCursors.encode(r.id.toString()) }, async ({ before, after, limit, inverted }): Promise<AuditLog[]> =>
            listAudit(ctx.db, {
              userId,
              action: f.action,
              since: f.since,
              until: f.until,
              // Newest first: "after" a cursor is older (a smaller id), "before" it newer.
              idBelow: idCursor(after, "after"),
              idAbove: idCursor(before, "before"),
              limit,
              oldestFirst: inverted,
            }),
          );
        }, () => ({ subjectUserId: userId !== "-" ? userId : null, details: { filterUser: userId, filterAction: f.action ?? null } }));
      },
    }),
  );
}
