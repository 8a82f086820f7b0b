// ESLint rule: a module touches only the Prisma models it owns (STYLE.md rule 2; the map is in
// ./model-owners.js). In a file of server/src/modules/<m>/ (or server/src/platform/) it reports:
//  - `db.<model>`, `tx.<model>`, `prisma.<model>` and `<anything>.db.<model>` (ctx.db, deps.db, this.db)
//    for a model another module owns;
//  - raw SQL ($queryRaw, $executeRaw…) naming another module's table ("User");
//  - `builder.prismaObject("<Model>")` / `prismaNode` / `prismaInterface` for another module's model: its
//    GraphQL type is defined by the owner;
//  - in a *.schema.ts file, any query through `ctx.db.<model>`: resolvers call their module's service;
//  - in a query of its own model, a relation that reaches another module's model: `include`/`select` of it
//    (`include: { event: true }`, `select: { event: { select: { title: true } } }`, `_count` of it), a
//    nested write (`data: { event: { connect | create … } }`) or a relation filter (`where: { event: {…} }`).
//    Relation fields are read from prisma/schema.prisma (./prisma-relations.js); setting the foreign key
//    itself (`eventId`) is the module's own column and passes. The crossings still to undo are listed,
//    file by file, in ./relation-crossings.js.
// Elsewhere in server/src (app.ts, rest/, context.ts…) no model is queried directly at all: those
// files are not a module and call the modules' index.ts.
import path from "node:path";
import { modelOwners } from "./model-owners.js";
import { prismaRelations } from "./prisma-relations.js";
import { relationCrossings } from "./relation-crossings.js";

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

/** [key, value, property] of an object literal's plain properties (spreads and computed keys are not followed). */
function entries(node) {
  if (node?.type !== "ObjectExpression") return [];
  const out = [];
  for (const prop of node.properties) {
    if (prop.type !== "Property" || prop.computed) continue;
    const key = prop.key.type === "Identifier" ? prop.key.name : prop.key.type === "Literal" ? String(prop.key.value) : null;
    if (key !== null) out.push([key, prop.value, prop]);
  }
  return out;
}

/** An object literal, or each of an array literal's. */
function forEachObject(node, visit) {
  if (node?.type === "ObjectExpression") visit(node);
  else if (node?.type === "ArrayExpression") for (const el of node.elements) if (el?.type === "ObjectExpression") visit(el);
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
      foreignRelation:
        "{{model}}.{{field}} ({{how}}) reaches {{target}}, which belongs to the {{owner}} module: read or write it through modules/{{owner}}/index.ts.",
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
    const repoPath = /(?:^|\/)(server\/src\/.*)$/.exec(filename.split(path.sep).join("/"))?.[1];
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
        // <client>.<model>.<method>({ include, select, data, where… }) of a model this module owns.
        const target = callee.object;
        if (target.type === "MemberExpression" && !target.computed && target.property.type === "Identifier" && isClient(target.object)) {
          const model = modelByAccessor.get(target.property.name);
          if (model && owns(model)) visitArgs(node.arguments[0], model);
        }
        if (RAW_TAGS.has(name) && node.arguments[0]?.type === "Literal" && typeof node.arguments[0].value === "string") {
          reportSql(node, node.arguments[0].value);
        }
        if (PRISMA_TYPES.has(name) && node.arguments[0]?.type === "Literal") {
          const model = node.arguments[0].value;
          if (modelOwners[model] && !owns(model)) context.report({ node, messageId: "foreignType", data: { model, owner: modelOwners[model] } });
        }
      },
    };

    /**
     * The model the relation `field` of `model` leads to, when this module owns it too; a relation to a
     * model owned elsewhere is reported (once: what lies beyond it is that module's business).
     */
    function checkRelation(prop, model, field, how) {
      const target = prismaRelations.get(model)?.get(field);
      if (!target) return null;
      const owner = modelOwners[target];
      if (owner === self) return target;
      if (!relationCrossings.has(`${repoPath} ${model}.${field}`)) context.report({ node: prop, messageId: "foreignRelation", data: { model, field, target, owner: owner ?? "?", how } });
      return null;
    }

    /** Arguments of a query or of a relation inside one: include, select, where, data and the writes. */
    function visitArgs(node, model) {
      for (const [key, value] of entries(node)) {
        if (key === "include" || key === "select") visitSelection(value, model, key);
        else if (key === "where" || key === "having") visitWhere(value, model);
        else if (key === "data" || key === "create" || key === "update") forEachObject(value, (o) => visitData(o, model));
        else if (key === "orderBy") forEachObject(value, (o) => visitOrderBy(o, model));
      }
    }

    function visitSelection(node, model, how) {
      for (const [key, value, prop] of entries(node)) {
        if (key === "_count") {
          for (const [k, v] of entries(value)) if (k === "select") visitSelection(v, model, "_count");
          continue;
        }
        const target = checkRelation(prop, model, key, how);
        if (target && value?.type === "ObjectExpression") visitArgs(value, target);
      }
    }

    function visitWhere(node, model) {
      for (const [key, value, prop] of entries(node)) {
        if (key === "AND" || key === "OR" || key === "NOT") {
          forEachObject(value, (o) => visitWhere(o, model));
          continue;
        }
        const target = checkRelation(prop, model, key, "where");
        if (!target) continue;
        // { some | every | none | is | isNot: {…} } or the filter itself
        for (const [k, v] of entries(value)) {
          if (["some", "every", "none", "is", "isNot"].includes(k)) visitWhere(v, target);
        }
        visitWhere(value, target);
      }
    }

    function visitData(node, model) {
      for (const [key, value, prop] of entries(node)) {
        const target = checkRelation(prop, model, key, "nested write");
        if (!target) continue;
        for (const [op, v] of entries(value)) {
          if (op === "create" || op === "update") forEachObject(v, (o) => visitData(o, target));
          else if (op === "upsert" || op === "connectOrCreate" || op === "createMany") forEachObject(v, (o) => visitArgs(o, target));
        }
      }
    }

    function visitOrderBy(node, model) {
      for (const [key, value, prop] of entries(node)) {
        const target = checkRelation(prop, model, key, "orderBy");
        if (target) forEachObject(value, (o) => visitOrderBy(o, target));
      }
    }

    function reportSql(node, sql) {
      for (const [, model] of sql.matchAll(/"([A-Z][A-Za-z]*)"/g)) {
        if (modelOwners[model] && !owns(model)) context.report({ node, messageId: "foreignSql", data: { model, owner: modelOwners[model] } });
      }
    }
  },
};
