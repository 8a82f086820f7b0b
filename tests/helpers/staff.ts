// A staff API token with the given scopes, made directly in the test server's database.
import { createStaffToken as create } from "../../server/src/modules/auth/index.ts";
import type { TestServer } from "./server.ts";

export async function createStaffToken(s: TestServer, scopes: string[], name = "test staff"): Promise<string> {
  return (await create(s.app.deps.db, name, scopes)).token;
}
