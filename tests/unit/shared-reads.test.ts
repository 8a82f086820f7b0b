// Which reads a fan shares with everyone (platform/response-cache.ts): a public read without a viewer
// field. The schema walk keeps VIEWER_FIELDS honest: a field under a public root named for the viewer
// (`my…`, `viewer…`) that is not listed would be answered to fans as to an anonymous caller.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSchema, parse, getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType } from "graphql";
import { PUBLIC_READS, VIEWER_FIELDS, readClassifier } from "../../server/src/platform/response-cache.ts";

const schema = buildSchema(fs.readFileSync(path.join(import.meta.dirname, "..", "..", "schema", "schema.graphql"), "utf8"));

/** Every Type.field reachable from the public root fields. */
function publicCoordinates(): string[] {
  const seen = new Set<string>();
  const queue: GraphQLNamedType[] = [];
  const add = (t: Parameters<typeof getNamedType>[0]) => {
    const named = getNamedType(t)!;
    if (!seen.has(named.name)) {
      seen.add(named.name);
      queue.push(named);
    }
  };
  const root = schema.getQueryType()!.getFields();
  for (const name of PUBLIC_READS) add(root[name]!.type);
  const coordinates: string[] = [];
  while (queue.length) {
    const t = queue.pop()!;
    if (isObjectType(t) || isInterfaceType(t)) {
      for (const f of Object.values(t.getFields())) {
        coordinates.push(`${t.name}.${f.name}`);
        add(f.type);
      }
      if (isInterfaceType(t)) for (const o of schema.getPossibleTypes(t)) add(o);
    }
    if (isUnionType(t)) for (const o of t.getTypes()) add(o);
  }
  return coordinates;
}

describe("shared reads", () => {
  it("lists every viewer field under the public reads", () => {
    const named = publicCoordinates().filter((c) => /\.(my|viewer)[A-Z]/.test(c));
    expect(named.length).toBeGreaterThan(0);
    for (const c of named) expect(VIEWER_FIELDS, c).toContain(c);
    for (const c of VIEWER_FIELDS) expect(publicCoordinates(), c).toContain(c);
  });

  it("shares the home and event pages, not a read with a viewer field or a private root", () => {
    const kind = readClassifier(schema);
    expect(kind("query { events(first: 10) { edges { node { id title priceFrom { amount } } } } }", null)).toBe("shared");
    expect(kind("query E($s: String!) { event(slug: $s) { title ticketTypes(first: 5) { edges { node { name available } } } } }", "E")).toBe("shared");
    // A viewer field, in the operation or in a fragment it spreads.
    expect(kind("query { merchProduct(slug: \"x\") { name myRemainingLimit } }", null)).toBe("public");
    expect(kind("query { merchProducts(first: 5) { edges { node { ...P } } } } fragment P on MerchProduct { myRemainingLimit }", null)).toBe("public");
    // A private root field beside a public one; a mutation; a field the schema does not know.
    expect(kind("query { me { id } events(first: 1) { edges { cursor } } }", null)).toBe("other");
    expect(kind("mutation { signOut { __typename } }", null)).toBe("other");
    expect(kind("query { event(slug: \"x\") { title secretField } }", null)).toBe("public");
    expect(kind("not graphql", null)).toBe("other");
  });

  it("classifies a persisted operation by the document its id names", () => {
    const documents: Record<string, string> = { home: "query H { events(first: 10) { edges { cursor } } }", shop: "query P { merchProduct(slug: \"x\") { myRemainingLimit } }" };
    const kind = readClassifier(schema, (id) => (documents[id] ? parse(documents[id]) : null));
    expect(kind("__PERSISTED_OPERATION_home__", "H")).toBe("shared");
    expect(kind("__PERSISTED_OPERATION_shop__", "P")).toBe("public");
    expect(kind("__PERSISTED_OPERATION_unknown__", null)).toBe("other");
  });
});
