// API keys of an organisation for gate scanners and operator tools (shown once; only a hash is kept).
//
//   npx tsx scripts/staff-token.ts create --org fanfare-demo --name "Gate 3 scanner" --scope gate:scan [--scope …]
//                                         [--expires-days 90] [--rate 600]
//   npx tsx scripts/staff-token.ts create --platform --name "Auditor" --scope audit:read   (a platform key)
//   npx tsx scripts/staff-token.ts list [--org fanfare-demo]
//   npx tsx scripts/staff-token.ts revoke <id>
import { parseArgs } from "node:util";
import { createStaffToken, listStaffTokens, revokeStaffToken } from "../server/src/modules/auth/index.ts";
import { findOrganisation } from "../server/src/modules/organisations/index.ts";
import type { Db } from "../server/src/db.ts";
import { runScript, withOperatorDb } from "./lib/operator-db.ts";

function usage(): never {
  console.error(
    "usage: npx tsx scripts/staff-token.ts create (--org <slug|id> | --platform) --name <name> --scope <area:action> [--scope …] [--expires-days <n>] [--rate <per minute>]\n" +
      "       npx tsx scripts/staff-token.ts list [--org <slug|id>]\n" +
      "       npx tsx scripts/staff-token.ts revoke <id>",
  );
  process.exit(64);
}

async function organisationId(db: Db, ref: string): Promise<string> {
  const org = await findOrganisation(db, ref);
  if (!org) {
    console.error(`no organisation "${ref}"`);
    process.exit(65);
  }
  return org.id;
}

runScript(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: "string" },
      scope: { type: "string", multiple: true },
      org: { type: "string" },
      platform: { type: "boolean" },
      "expires-days": { type: "string" },
      rate: { type: "string" },
    },
  });
  const [command, id] = positionals;
  await withOperatorDb(async (db) => {
    if (command === "create") {
      if (!values.name || !values.scope?.length || (!values.org && !values.platform)) usage();
      const days = values["expires-days"] ? Number(values["expires-days"]) : null;
      const rate = values.rate ? Number(values.rate) : undefined;
      if ((days !== null && !(days > 0)) || (rate !== undefined && !(Number.isInteger(rate) && rate > 0))) usage();
      const { token } = await createStaffToken(db, values.name, values.scope, {
        organisationId: values.org ? await organisationId(db, values.org) : null,
        expiresAt: days ? new Date(Date.now() + days * 24 * 3600_000) : null,
        rateLimitPerMinute: rate,
      });
      console.log(token);
    } else if (command === "list") {
      for (const t of await listStaffTokens(db, values.org ? await organisationId(db, values.org) : undefined)) {
        const state = t.revokedAt ? "revoked" : t.expiresAt && t.expiresAt <= new Date() ? "expired" : t.lastUsedAt ? `last used ${t.lastUsedAt.toISOString()}` : "never used";
        console.log(`${t.id}  ${t.organisationId ?? "(platform)"}  ${t.name}  [${t.scopes.join(", ")}]  ${t.rateLimitPerMinute}/min  ${state}`);
      }
    } else if (command === "revoke" && id) {
      console.log((await revokeStaffToken(db, id, new Date())) ? "revoked" : "no such live token");
    } else usage();
  });
});
