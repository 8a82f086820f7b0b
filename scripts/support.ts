// Customer service from the command line (the same service as GraphQL answerSupportIssue).
//
//   npx tsx scripts/support.ts list [OPEN|ANSWERED|CLOSED]
//   npx tsx scripts/support.ts answer <issueId> "answer text" [--close]
import type { SupportStatus } from "../server/src/generated/prisma/client.ts";
import { issueRef } from "@fanfare/shared/support";
import { answerIssue, listIssuesForStaff } from "../server/src/modules/support/support.service.ts";
import { runScript } from "./lib/operator-db.ts";
import { auditedStaffAction } from "../server/src/modules/audit/index.ts";
import { cliCaller, withOperatorDeps } from "./lib/operator-deps.ts";

function usage(): never {
  console.error('usage: npx tsx scripts/support.ts list [OPEN|ANSWERED|CLOSED] | answer <issueId> "text" [--close]');
  process.exit(64);
}

runScript(async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command === "list") {
    const status = (rest[0]?.toUpperCase() ?? "OPEN") as SupportStatus;
    if (!["OPEN", "ANSWERED", "CLOSED"].includes(status)) usage();
    await withOperatorDeps(async (deps) => {
      const issues = await auditedStaffAction(cliCaller(deps, "scripts/support.ts"), "staff.support_read", { targetType: "SupportIssue" }, () => listIssuesForStaff(deps, { status, limit: 200, organisationId: null }), (l) => ({ details: { count: l.length } }));
      for (const i of issues) {
        console.log(`${i.id}  #${issueRef(i.id)}  ${i.createdAt.toISOString()}  ${i.type}  ${i.email}  ${i.phone ?? ""}`);
        console.log(`    ${i.text.replace(/\s+/g, " ").slice(0, 200)}`);
        for (const m of i.messages) console.log(`    ${m.fromStaff ? "staff" : "fan"}: ${m.body.replace(/\s+/g, " ").slice(0, 200)}`);
      }
    });
  } else if (command === "answer") {
    const [issueId, body] = rest;
    if (!issueId || !body) usage();
    await withOperatorDeps(async (deps) => {
      const close = rest.includes("--close");
      const issue = await auditedStaffAction(cliCaller(deps, "scripts/support.ts"), "staff.support_answer", { targetType: "SupportIssue", targetId: issueId }, () => answerIssue(deps, issueId, { body, close }), (i) => ({
        subjectUserId: i.userId,
        details: { close, status: i.status },
      }));
      console.log(`answered #${issueRef(issue.id)} (${issue.status}); the fan was e-mailed at ${issue.email}`);
    });
  } else usage();
});
