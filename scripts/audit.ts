// The audit log from the command line (the same service as GraphQL auditLog, scope audit:read).
//
//   npx tsx scripts/audit.ts list [--user <id or e-mail>] [--action auth.sign_in] [--since 2026-11-01] [--until …] [--limit 100] [--json]
//   npx tsx scripts/audit.ts actions
//
// Newest first. The reading itself is audited (staff.audit_read, user agent "operator-cli").
import { parseArgs } from "node:util";
import { auditActions, auditedStaffAction, listAudit } from "../server/src/modules/audit/index.ts";
import { userIdByRef } from "../server/src/modules/users/index.ts";
import { runScript } from "./lib/operator-db.ts";
import { cliCaller, withOperatorDeps } from "./lib/operator-deps.ts";

function usage(): never {
  console.error("usage: npx tsx scripts/audit.ts list [--user <id|e-mail>] [--action <name>] [--since <date>] [--until <date>] [--limit <n>] [--json] | actions");
  process.exit(64);
}

function date(v: string | undefined): Date | null {
  if (!v) return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) usage();
  return d;
}

runScript(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      user: { type: "string" },
      action: { type: "string" },
      since: { type: "string" },
      until: { type: "string" },
      limit: { type: "string" },
      json: { type: "boolean" },
    },
  });
  const [command] = positionals;
  if (command === "actions") {
    for (const a of auditActions) console.log(a);
    return;
  }
  if (command !== "list") usage();
  if (values.action && !(auditActions as string[]).includes(values.action)) throw new Error(`unknown action "${values.action}" (see: npx tsx scripts/audit.ts actions)`);
  const limit = Math.min(Math.max(Number(values.limit ?? 100) || 100, 1), 10_000);
  await withOperatorDeps(async (deps) => {
    let userId: string | null = null;
    const rows = await auditedStaffAction(cliCaller(deps, "scripts/audit.ts"), "staff.audit_read", { targetType: "AuditLog" }, async () => {
      userId = values.user ? await userIdByRef(deps.db, values.user) : null;
      if (values.user && !userId) throw new Error(`no user "${values.user}"`);
      return listAudit(deps.db, { userId, action: values.action, since: date(values.since), until: date(values.until), limit });
    }, () => ({ subjectUserId: userId, details: { filterUser: userId, filterAction: values.action ?? null } }));
    for (const r of rows) {
      if (values.json) {
        console.log(JSON.stringify({ ...r, id: r.id.toString() }));
        continue;
      }
      const actor = r.actorUserId ? `user ${r.actorUserId}` : r.actorStaffTokenId ? `staff ${r.actorStaffTokenId}` : r.userAgent?.startsWith("operator-cli") ? "operator-cli" : "-";
      const subject = r.subjectUserId ? ` → user ${r.subjectUserId}` : "";
      const target = r.targetType ? `  ${r.targetType}${r.targetId ? `:${r.targetId}` : ""}` : "";
      const details = Object.keys(r.details as object).length ? `  ${JSON.stringify(r.details)}` : "";
      console.log(`${r.id}  ${r.at.toISOString()}  ${r.action}  ${r.outcome}  ${actor}${subject}${target}  ${r.ip ?? ""}${details}`);
    }
  });
});
