// The public schema is a contract third-party tools rely on (issue #19, point 6):
//
// 1. Every type, field, argument, enum value and input field a tool sees through introspection has a
//    description. A new field without one fails here, with the list of what is missing.
// 2. schema/schema.graphql never breaks the last released schema (schema/released/v<N>.graphql, the
//    highest N): graphql-inspector's diff lists every change; a BREAKING one fails unless the
//    "Unreleased" section of CHANGELOG.md records it under "### Breaking" (with its path in backticks, as
//    the diff prints it), so a break is always a decision someone wrote down. DANGEROUS changes (a new
//    enum value, a new optional argument with a default…) are printed and allowed.
//
// How to cut a release and what the deprecation policy is: CHANGELOG.md and README "Using the API".
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  print,
  visit,
  type GraphQLSchema,
} from "graphql";
import { CriticalityLevel, diff, type Change } from "@graphql-inspector/core";
import { rootDir } from "../../server/src/config.ts";
import { schema } from "../../server/src/schema.ts";

/**
 * What the plugins generate and give no way to describe, each with the reason. Nothing else may lack a
 * description. (Relay's Node, PageInfo, connections, edges, cursors and paging arguments, and the errors
 * plugin's result unions and success types, are described through their options in server/src/builder.ts.)
 */
const UNDESCRIBABLE: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^\w+Connection\.totalCount$/,
    why: "added by @pothos/plugin-prisma's `totalCount: true` connections; the plugin takes no options for that field (prisma-field-builder.js)",
  },
];

/** Every schema coordinate a tool sees that has no description. */
export function undescribed(s: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim() && !UNDESCRIBABLE.some((u) => u.pattern.test(coordinate))) missing.push(coordinate);
  };
  for (const type of Object.values(s.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) need(`${type.name}.${field.name}(${arg.name}:)`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
    } else if (isUnionType(type)) {
      // A union has only its own description (checked above).
    }
  }
  return missing.sort();
}

const releasedDir = path.join(rootDir, "schema", "released");

/** The last released schema: schema/released/v<N>.graphql with the highest N. */
export function lastReleased(): { version: number; file: string; sdl: string } {
  const versions = fs
    .readdirSync(releasedDir)
    .map((f) => /^v(\d+)\.graphql$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => b - a);
  if (versions.length === 0) throw new Error(`no released schema in ${releasedDir}`);
  const file = path.join(releasedDir, `v${versions[0]}.graphql`);
  return { version: versions[0], file, sdl: fs.readFileSync(file, "utf8") };
}

/** The paths CHANGELOG.md's "Unreleased" section records under "### Breaking" (backticked, e.g. `Query.foo`). */
export function recordedBreaks(changelog: string): Set<string> {
  const unreleased = /^## \[Unreleased\][^\n]*\n([\s\S]*?)(?=^## \[|(?![\s\S]))/m.exec(changelog)?.[1] ?? "";
  const breaking = /^### Breaking[^\n]*\n([\s\S]*?)(?=^### |(?![\s\S]))/m.exec(unreleased)?.[1] ?? "";
  return new Set([...breaking.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

const describeChange = (c: Change) => `${c.criticality.level} ${c.path ?? ""}: ${c.message}`;

/** The breaking changes from the released SDL to the current one that the changelog does not record. */
export async function unrecordedBreaks(releasedSdl: string, currentSdl: string, changelog: string) {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  const recorded = recordedBreaks(changelog);
  return {
    changes,
    breaking: changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking && !(c.path && recorded.has(c.path))),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
  };
}

/** The SDL without one field of one type: a breaking edit, to show the check catches it. */
function withoutField(sdl: string, typeName: string, fieldName: string): string {
  let removed = false;
  const doc = visit(parse(sdl), {
    ObjectTypeDefinition(node) {
      if (node.name.value !== typeName) return undefined;
      const fields = node.fields?.filter((f) => f.name.value !== fieldName);
      removed = fields?.length !== node.fields?.length;
      return { ...node, fields };
    },
  });
  if (!removed) throw new Error(`${typeName}.${fieldName} is not in the schema`);
  return print(doc);
}

describe("the public schema contract", () => {
  it("describes every type, field, argument, enum value and input field", () => {
    const missing = undescribed(schema);
    expect(missing, `without a description (add description: next to each in its *.schema.ts):\n${missing.join("\n")}`).toEqual([]);
  });

  it("the description check fails on a field without one", () => {
    const sdl = 'type Query {\n  "Described."\n  ok: Boolean\n  bare(arg: Int): Int\n}\n';
    expect(undescribed(buildSchema(sdl))).toEqual(["Query", "Query.bare", "Query.bare(arg:)"]);
  });

  it("schema/schema.graphql makes no unrecorded breaking change to the last released schema", async () => {
    const released = lastReleased();
    const current = fs.readFileSync(path.join(rootDir, "schema", "schema.graphql"), "utf8");
    const changelog = fs.readFileSync(path.join(rootDir, "CHANGELOG.md"), "utf8");
    const { changes, breaking, dangerous } = await unrecordedBreaks(released.sdl, current, changelog);
    // Listed for whoever reads the run: what changed since v<N>, and what may surprise a client.
    if (dangerous.length) console.info(`dangerous changes since v${released.version} (allowed):\n${dangerous.map(describeChange).join("\n")}`);
    if (changes.length) console.info(`${changes.length} change(s) since v${released.version}`);
    expect(
      breaking.map(describeChange),
      `breaking changes since ${path.relative(rootDir, released.file)}: deprecate instead of removing, or record each path under "### Breaking" in CHANGELOG.md's Unreleased section`,
    ).toEqual([]);
  });

  it("the breaking-change check catches a removed field, and lets it through only when the changelog records it", async () => {
    const released = lastReleased().sdl;
    const broken = withoutField(released, "Query", "events");
    const unrecorded = await unrecordedBreaks(released, broken, "# Changelog\n\n## [Unreleased]\n\n### Added\n\n- nothing\n");
    expect(unrecorded.breaking.map((c) => c.path)).toEqual(["Query.events"]);
    const recorded = await unrecordedBreaks(released, broken, "# Changelog\n\n## [Unreleased]\n\n### Breaking\n\n- `Query.events` removed: use `Query.catalogue`.\n\n## [1.0.0]\n");
    expect(recorded.breaking).toEqual([]);
  });

  it("every released schema builds, with a Query type", () => {
    for (const f of fs.readdirSync(releasedDir).filter((f) => f.endsWith(".graphql"))) {
      expect(buildSchema(fs.readFileSync(path.join(releasedDir, f), "utf8")).getQueryType()?.name, f).toBe("Query");
    }
  });
});
