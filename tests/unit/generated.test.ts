// Generated files are never edited by hand and never stale: `npm run generate` must change nothing.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { printSchema } from "graphql";
import { generate } from "@graphql-codegen/cli";
import { rootDir } from "../../server/src/config.ts";
import { schema } from "../../server/src/schema.ts";
import codegenConfig from "../../codegen.ts";

describe("generated artefacts", () => {
  it("schema/schema.graphql matches the Pothos schema (run `npm run generate`)", () => {
    const committed = fs.readFileSync(path.join(rootDir, "schema", "schema.graphql"), "utf8");
    expect(committed).toBe(printSchema(schema) + "\n");
  });

  // Each codegen target: the folders client/src/gql (the client's operations) and tests/gql (the tests' graphql()
  // documents), and single files (client/src/gql/possible-types.ts, which the folder's check leaves to its own).
  const targets = Object.keys(codegenConfig.generates);
  const fileTargets = targets.filter((t) => path.extname(t) !== "");
  for (const [target, config] of Object.entries(codegenConfig.generates)) {
    it(`${target} matches what codegen makes of the schema and its operations`, async () => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), "codegen-"));
      const isFile = fileTargets.includes(target);
      await generate({ ...codegenConfig, cwd: rootDir, silent: true, generates: { [isFile ? path.join(out, path.basename(target)) : out + path.sep]: config } }, true);
      const committedDir = path.join(rootDir, isFile ? path.dirname(target) : target);
      const files = fs.readdirSync(out).sort();
      const committed = isFile ? [path.basename(target)] : fs.readdirSync(committedDir).filter((f) => !fileTargets.includes(path.posix.join(target, f))).sort();
      expect(committed).toEqual(files);
      for (const f of files) {
        expect(fs.readFileSync(path.join(committedDir, f), "utf8"), f).toBe(fs.readFileSync(path.join(out, f), "utf8"));
      }
      fs.rmSync(out, { recursive: true, force: true });
    }, 60_000);
  }
});
