// `npm start` runs the server with the flags the benchmarks measured it with (server/src/platform/node-flags.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rootDir } from "../../server/src/config.ts";
import { SERVER_NODE_FLAGS } from "../../server/src/platform/node-flags.ts";

describe("the server's Node flags", () => {
  it("are those npm start passes to node", () => {
    const start = (JSON.parse(fs.readFileSync(path.join(rootDir, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.start;
    const node = start.split("&&").map((s) => s.trim()).find((s) => s.startsWith("node "));
    expect(node, start).toBeDefined();
    for (const flag of SERVER_NODE_FLAGS) expect(node!.split(/\s+/)).toContain(flag);
  });
});
