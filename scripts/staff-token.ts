// Staff API tokens for gate scanners and operator tools (shown once; only a hash is kept).
//
//   npx tsx scripts/staff-token.ts create --name "Gate 3 scanner" --scope gate:scan [--scope …]
//   npx tsx scripts/staff-token.ts list
//   npx tsx scripts/staff-token.ts revoke <id>
import { parseArgs } from "node:util";
import { createStaffToken, listStaffTokens, revokeStaffToken } from "../server/src/modules/auth/staff-tokens.ts";
import { runScript, withOperatorDb } from "./lib/operator-db.ts";

function usage(): never {
  console.error("usage: npx tsx scripts/staff-token.ts create --name <name> --scope <area:action> [--scope …] | list | revoke <id>");
  process.exit(64);
}

runScript(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, scope: { type: "string", multiple: true } },
  });
  const [command, id] = positionals;
  await withOperatorDb(async (db) => {
    if (command === "create") {
      if (!values.name || !values.scope?.length) usage();
      const { token } = await createStaffToken(db, values.name, values.scope);
      console.log(token);
    } else if (command === "list") {
      for (const t of await listStaffTokens(db)) {
        console.log(`${t.id}  ${t.name}  [${t.scopes.join(", ")}]  ${t.revokedAt ? "revoked" : t.lastUsedAt ? `last used ${t.lastUsedAt.toISOString()}` : "never used"}`);
      }
    } else if (command === "revoke" && id) {
      console.log((await revokeStaffToken(db, id, new Date())) ? "revoked" : "no such live token");
    } else usage();
  });
});
