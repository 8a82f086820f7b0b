// ESLint rule: a module touches only the Prisma models it owns (STYLE.md rule 2; the map is in
// ./model-owners.js). In a file of server/src/modules/<m>/ (or server/src/platform/) it reports:
//  - `db.<model>`, `tx.<model>`, `prisma.<model>` and `<anything>.db.<model>` (ctx.db, deps.db, this.db)
//    for a model another module owns;
//  - raw SQL ($queryRaw, $executeRaw…) naming another module's table ("User");
//  - `builder.prismaObject("<Model>")` / `prismaNode` / `prismaInterface` for another module's model: its
//    GraphQL type is defined by the owner;
//  - in a *.schema.ts file, any query through `ctx.db.<model>`: resolvers call their module's service.
// Elsewhere in server/src (app.ts, rest/, context.ts…) no model is queried directly at all: those
// files are not a module and call the modules' index.ts.
import path from "node:path";
import { modelOwners } from "./model-owners.js";

const accessorOf = (model) => model[0].toLowerCase() + model.slice(1);
const modelByAccessor = new Map(Object.keys(modelOwners).map((m) => [accessorOf(m), m]));
const CLIENT_NAMES = new Set(["db", "tx", "prisma"]);
const RAW_TAGS = new Set(["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe"]);
const PRISMA_TYPES = new Set(["prismaObject", "prismaNode", "prismaInterface"]);

/** "users" for server/src/modules/users/x.ts, "platform" for server/src/platform/x.ts, null elsewhere in server/src, undefined outside it. */
function ownerOfFile(filename) {
  const p = filename.split(path.sep).join("/");
  const m = /(?:^|\/)server\/src\/(?:modules\/([^/]+)|(platform))\//.exec(p);
  if (m) return m[1] ?? m[2];
  if (/(?:^|\/)server\/src\//.test(p) && !/\/server\/src\/generated\//.test(p)) return null;
  return undefined;
}

/** `db`, `tx`, `prisma`, or any `….db` (ctx.db, deps.db, this.db, this.deps.db). */
function isClient(node) {
  if (node.type === "Identifier") return CLIENT_NAMES.has(node.name);
  return node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier" && node.property.name === "db";
}

const isCtxDb = (node) =>
  node.type === "MemberExpression" && !node.computed && node.property.name === "db" && node.object.type === "Identifier" && node.object.name === "ctx";

export default {
  meta: {
    type: "problem",
    docs: { description: "a module queries only the Prisma models it owns (scripts/eslint/model-owners.js)" },
    messages: {
      foreign: "{{model}} belongs to the {{owner}} module: call a function of modules/{{owner}}/index.ts instead of {{text}}.",
      notModule: "{{model}} belongs to the {{owner}} module: code outside the modules calls modules/{{owner}}/index.ts instead of {{text}}.",
      foreignSql: "Raw SQL names the table \"{{model}}\" of the {{owner}} module: call a function of modules/{{owner}}/index.ts.",
      foreignType: "The GraphQL type of {{model}} is defined by the {{owner}} module (modules/{{owner}}/); reference it from its index.ts.",
      schemaDb: "A resolver does not query ({{text}}): call this module's service.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const self = ownerOfFile(filename);
    if (self === undefined) return {};
    const isSchemaFile = filename.endsWith(".schema.ts");
    const source = context.sourceCode ?? context.getSourceCode();
    const owns = (model) => self !== null && modelOwners[model] === self;
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== "Identifier" || !isClient(node.object)) return;
        const model = modelByAccessor.get(node.property.name);
        if (!model) return;
        const text = source.getText(node);
        if (isSchemaFile && isCtxDb(node.object)) return context.report({ node, messageId: "schemaDb", data: { text } });
        if (owns(model)) return;
        context.report({ node, messageId: self === null ? "notModule" : "foreign", data: { model, owner: modelOwners[model], text } });
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const name = tag.type === "MemberExpression" && !tag.computed ? tag.property.name : tag.type === "Identifier" ? tag.name : null;
        if (!RAW_TAGS.has(name)) return;
        reportSql(node, node.quasi.quasis.map((q) => q.value.raw).join(" "));
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed) return;
        const name = callee.property.name;
        if (RAW_TAGS.has(name) && node.arguments[0]?.type === "Literal" && typeof node.arguments[0].value === "string") {
          reportSql(node, node.arguments[0].value);
        }
        if (PRISMA_TYPES.has(name) && node.arguments[0]?.type === "Literal") {
          const model = node.arguments[0].value;
          if (modelOwners[model] && !owns(model)) context.report({ node, messageId: "foreignType", data: { model, owner: modelOwners[model] } });
        }
      },
    };

    function reportSql(node, sql) {
      for (const [, model] of sql.matchAll(/"([A-Z][A-Za-z]*)"/g)) {
        if (modelOwners[model] && !owns(model)) context.report({ node, messageId: "foreignSql", data: { model, owner: modelOwners[model] } });
      }
    }
  },
};
