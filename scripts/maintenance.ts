// Switches maintenance mode without a restart: every server instance answers 9999 (/fanapih5) and
// UNDER_REPAIR (GraphQL) within 2 seconds, and the client shows /repair with the message.
//
//   npx tsx scripts/maintenance.ts on "Back at 18:00"
//   npx tsx scripts/maintenance.ts off
//   npx tsx scripts/maintenance.ts status
import { getMaintenance, setMaintenance } from "../server/src/modules/system/system.service.ts";
import { runScript, withOperatorDb } from "./lib/operator-db.ts";

function usage(): never {
  console.error('usage: npx tsx scripts/maintenance.ts on "message" | off | status');
  process.exit(64);
}

runScript(async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (!["on", "off", "status"].includes(command ?? "")) usage();
  await withOperatorDb(async (db) => {
    const deps = { db, now: () => new Date() };
    const result =
      command === "status"
        ? await getMaintenance(deps)
        : await setMaintenance(deps, { on: command === "on", message: rest.join(" ") || null });
    console.log(result.on ? `maintenance ON: ${result.message}` : "maintenance OFF");
  });
});
