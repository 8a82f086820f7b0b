// What the auth-setup project (auth.setup.ts) leaves for the spec workers: the run's template database,
// which holds the suite's fans on top of the migrated, seeded one, and those fans' credentials. One
// record per run, named by the runner's pid (global-setup.ts puts it in E2E_RUN_ID for every worker).
import fs from "node:fs";
import path from "node:path";
import { rootDir } from "../../server/src/config.ts";
import type { SignableFan } from "../factories/fans.ts";

export interface SuiteFans {
  /** The database every worker copies: the seeded template plus the fans below. */
  template: string;
  /** A returning fan: a payment password set and Fan Coin in the wallet. The per-worker signed-in context is theirs. */
  returning: SignableFan;
}

export function runId(): string {
  const id = process.env.E2E_RUN_ID;
  if (!id) throw new Error("tests/e2e/global-setup.ts did not run (E2E_RUN_ID)");
  return id;
}

/** The run's template database: `t_<runner pid>_…`, so that another run's clean-up leaves it alone while this run lives. */
export function suiteTemplateName(): string {
  return `t_${runId()}_e2e_suite`;
}

function recordPath(): string {
  return path.join(rootDir, "data", "e2e", `suite-${runId()}.json`);
}

export function writeSuiteFans(record: SuiteFans): void {
  fs.mkdirSync(path.dirname(recordPath()), { recursive: true });
  fs.writeFileSync(recordPath(), JSON.stringify(record, null, 2));
}

export function readSuiteFans(): SuiteFans {
  if (!fs.existsSync(recordPath())) throw new Error(`${recordPath()} is missing: the "setup" project (tests/e2e/auth.setup.ts) did not run`);
  return JSON.parse(fs.readFileSync(recordPath(), "utf8")) as SuiteFans;
}

export function removeSuiteFans(): void {
  fs.rmSync(recordPath(), { force: true });
}
