import type { Deps } from "../../deps.ts";
import { version } from "../../version.ts";

export async function checkHealth(deps: Deps) {
  let database = false;
  try {
    await deps.db.$queryRaw`select 1`;
    database = true;
  } catch {
    database = false;
  }
  return { ok: database, database, version, time: deps.now() };
}
