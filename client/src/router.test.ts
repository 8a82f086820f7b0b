// The router names, beside each route's lazy import, the lazy namespaces the route's modules load at
// their top (texts.ts: `await loadNamespace(…)`), so that start-up fetches them with the route's code
// (preloadRoute). This test reads the code: each list must be what the module's static imports load.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const srcDir = path.dirname(fileURLToPath(import.meta.url));

function resolveModule(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The lazy namespaces `file` and its static imports (inside client/src) load when evaluated. */
function namespacesLoadedBy(file: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(file)) return out;
  seen.add(file);
  const code = fs.readFileSync(file, "utf8");
  if (!file.endsWith(path.join("i18n", "index.ts"))) for (const m of code.matchAll(/\bloadNamespace\("(\w+)"\)/g)) out.add(m[1]);
  // Static imports and re-exports only: `import(…)` is loaded later, by the module itself.
  for (const m of code.matchAll(/^\s*(?:import|export)\s(?:[^"';]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']/gm)) {
    if (/\.(css|json|svg|png)$/.test(m[1])) continue;
    const dep = resolveModule(file, m[1]);
    if (dep) for (const ns of namespacesLoadedBy(dep, seen)) out.add(ns);
  }
  return out;
}

describe("the router's preload", () => {
  const router = fs.readFileSync(path.join(srcDir, "router.tsx"), "utf8");
  const declared = [...router.matchAll(/\(\) => import\("(\.\/routes\/[^"]+)"\)(?:,\s*(\[(?:\s*"\w+",?)*\s*\]))?/g)];

  it("finds the routes' imports", () => {
    expect(declared.length).toBeGreaterThan(50);
  });

  it.each(declared.map((m) => [m[1], m[2] ?? "[]"]))("%s names the texts its modules load: %s", (spec, list) => {
    const file = resolveModule(path.join(srcDir, "router.tsx"), spec);
    expect(file, spec).not.toBeNull();
    const names = [...list.matchAll(/"(\w+)"/g)].map((m) => m[1]).sort();
    expect(names).toEqual([...namespacesLoadedBy(file!)].sort());
  });
});

describe("the router and the route table", () => {
  const router = fs.readFileSync(path.join(srcDir, "router.tsx"), "utf8");
  const pages = [...router.matchAll(/\bpage\("([^"]+)"/g)].map((m) => m[1]);
  const forwards = [...router.matchAll(/\bforward\("([^"]+)"\)/g)].map((m) => m[1]);
  const literalPaths = [...router.matchAll(/\bpath: "([^"]+)"/g)].map((m) => m[1]);

  it("routes every page of the table, and no page outside it (the page title reads the table, not the router)", async () => {
    const { pageRoutes } = await import("./routes/routeTable");
    expect(new Set(pages)).toEqual(new Set(Object.keys(pageRoutes)));
  });

  it("has no path that is neither a page, a redirect of the table, the console nor the catch-all", async () => {
    const { consolePath, pageRoutes, redirectRoutes } = await import("./routes/routeTable");
    expect(router).toContain("path: consolePath");
    const known = new Set([...Object.keys(pageRoutes), ...Object.keys(redirectRoutes), "*"]);
    for (const p of [...forwards, ...literalPaths]) expect(known, p).toContain(p);
    expect(new Set([...forwards, ...literalPaths.filter((p) => p in redirectRoutes)])).toEqual(new Set(Object.keys(redirectRoutes)));
    expect(consolePath).toBe("/console/*");
  });
});
