// A suite that needs what this machine lacks (a service, a system package) says so instead of passing
// by skipping in silence: under CI=true it fails the run (a CI machine without them would otherwise be
// green without having checked anything); otherwise it skips, warns, and is named in the closing summary
// of `npm test` (scripts/test.sh gives each run a file in FANFARE_SKIPPED_FILE and prints it at the end).
import fs from "node:fs";

/**
 * true when the suite can run. `suite` names it in the summary; `missing` holds one sentence per thing
 * it needs and cannot reach (empty when all is there), each saying how to get it.
 */
export function canRun(suite: string, missing: readonly string[]): boolean {
  if (missing.length === 0) return true;
  const what = missing.join("; ");
  if (process.env.CI === "true") throw new Error(`CI=true and ${suite} cannot run: missing ${what}`);
  console.warn(`skipping ${suite}: missing ${what}`);
  const file = process.env.FANFARE_SKIPPED_FILE;
  if (file) fs.appendFileSync(file, `${suite}: missing ${what}\n`);
  return false;
}
