// ESLint rule: the modules of server/src/modules/ import each other without a cycle (issue 16: "the module
// graph is acyclic"). A file-level cycle check (import-x/no-cycle) misses most module cycles: users.service
// → audit/index.ts and audit.schema → users/index.ts never meet at one file, yet each module needs the
// other. So this rule works on modules: it reads the relative imports of every file under the modules
// folder once per lint run, and reports an import of module B in module A when B already reaches A.
import fs from "node:fs";
import path from "node:path";
import { pathBetween } from "./graph.js";

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** server/src/modules of a file in it, and the module's name; null for any other file. */
function moduleOf(file) {
  const m = /^(.*[\\/]server[\\/]src[\\/]modules)[\\/]([^\\/]+)[\\/]/.exec(file);
  return m ? { root: m[1], name: m[2] } : null;
}

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return listFiles(p);
    return /\.(ts|tsx|js)$/.test(d.name) ? [p] : [];
  });
}

// One graph per modules folder per process: the CLI lints every file of a run against the same tree.
const graphs = new Map();

/** module → the other modules its files import. */
export function moduleGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const d of fs.readdirSync(root, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    const deps = new Set();
    for (const file of listFiles(path.join(root, d.name))) {
      for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const target = moduleOf(path.resolve(path.dirname(file), spec));
        if (target && target.root === root && target.name !== d.name) deps.add(target.name);
      }
    }
    graph.set(d.name, deps);
  }
  graphs.set(root, graph);
  return graph;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "no import cycle between the modules of server/src/modules" },
    messages: {
      cycle: "Module cycle: {{cycle}}. Move what both need into the lower module, or invert the dependency (a domain event, a function handed in by the composition root).",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const self = moduleOf(filename);
    if (!self || !fs.existsSync(self.root)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = moduleOf(path.resolve(path.dirname(filename), spec));
      if (!target || target.root !== self.root || target.name === self.name) return;
      const back = pathBetween(moduleGraph(self.root), target.name, self.name);
      if (back) context.report({ node, messageId: "cycle", data: { cycle: [self.name, ...back].join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
