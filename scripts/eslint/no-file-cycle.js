// ESLint rule: the files of a folder (the client, client/src) import each other without a cycle (issue 29:
// "no import cycle anywhere"). The server's modules are held to the same by no-module-cycle.js, module by
// module; here the unit is the file, and every import counts: static, re-exported, dynamic (a lazy page's
// `import()` still closes a loop: the router's pages once imported the header that imported the router),
// and type-only (a type import is the same arrow to whoever reads the code). Like no-module-cycle, it reads
// the relative imports of every file of the folder once per lint run, and reports an import of B in A when
// B already reaches A. (import-x/no-cycle finds the same loops but parses every dependency again: it cost
// the client's lint about half again as much time.)
import fs from "node:fs";
import path from "node:path";
import { pathBetween } from "./graph.js";

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;
const CODE = /\.(ts|tsx|js|jsx|mjs)$/;

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return listFiles(p);
    return CODE.test(d.name) ? [p] : [];
  });
}

/** The code file a relative specifier names (Vite's resolution: as written, then with an extension, then an index); null for CSS, JSON, assets. */
function resolveSpecifier(from, spec) {
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ""));
  for (const candidate of [base, ...[".ts", ".tsx", ".js", ".jsx"].map((e) => base + e), ...["index.ts", "index.tsx", "index.js"].map((i) => path.join(base, i))]) {
    if (CODE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const graphs = new Map();

/** file → the files of the folder it imports (one graph per folder per process: the CLI lints every file against one tree). */
function fileGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const file of listFiles(root)) {
    const deps = new Set();
    for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, spec);
      if (target && target.startsWith(root + path.sep)) deps.add(target);
    }
    graph.set(file, deps);
  }
  graphs.set(root, graph);
  return graph;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "no import cycle between the files of a folder (options: { root }, relative to the working directory)" },
    messages: {
      cycle: "Import cycle: {{cycle}}. Move what both need into a file neither imports (for the client: data in routes/routeTable.ts, a hook or a lib file).",
    },
    schema: [{ type: "object", properties: { root: { type: "string" } }, required: ["root"], additionalProperties: false }],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const root = path.resolve(context.cwd ?? process.cwd(), context.options[0].root);
    if (!filename.startsWith(root + path.sep) || !fs.existsSync(root)) return {};
    const graph = fileGraph(root);
    const name = (f) => path.relative(root, f);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = resolveSpecifier(filename, spec);
      if (!target || !target.startsWith(root + path.sep) || target === filename) return;
      const back = pathBetween(graph, target, filename);
      if (back) context.report({ node, messageId: "cycle", data: { cycle: [filename, ...back].map(name).join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
