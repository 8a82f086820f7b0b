// The /fanapih5 OpenAPI document passes Redocly's linter with no error (issue 35): every operation
// declares the signing scheme (signature, timestamp, nonce, and token where a session is needed).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(() => s?.stop());

it("the served document declares its security schemes and redocly lint finds no error", async () => {
  const doc = (await (await fetch(`${s.url}/fanapih5/openapi.json`)).json()) as { components: { securitySchemes: Record<string, unknown> }; paths: Record<string, Record<string, { security?: unknown[] }>> };
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["nonce", "signature", "timestamp", "token"]);
  for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) expect(op.security?.length).toBeGreaterThan(0);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "openapi-")), "fanapih5.json");
  fs.writeFileSync(file, JSON.stringify(doc));
  const bin = path.resolve("node_modules/.bin/redocly");
  const run = await promisify(execFile)(bin, ["lint", "--format", "json", file], { maxBuffer: 16 << 20 }).catch((e: { stdout: string; code: number }) => e);
  const report = JSON.parse(run.stdout) as { totals: { errors: number } };
  expect(report.totals.errors).toBe(0);
}, 120_000);
