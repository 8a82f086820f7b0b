// The Apollo cache knows every interface and union the app's operations reach (issue 31): codegen's
// possible-types.ts lists, for each abstract type a persisted operation selects (a field's type) or names
// (a fragment's type condition), exactly the object types the schema gives it. When a generated entry is
// missing, or lists fewer members than the schema, the cache warns "Cannot match inline fragment … Data
// might be lost" and can drop a typed error's fields; this test fails first.
import { readFileSync } from "node:fs";
import { TypeInfo, buildSchema, getNamedType, isAbstractType, parse, visit, visitWithTypeInfo } from "graphql";
import { gql, type TypedDocumentNode } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import introspection from "../gql/possible-types";
import { appCache } from "./apolloCache";

const schema = buildSchema(readFileSync(new URL("../../../schema/schema.graphql", import.meta.url), "utf8"));
const persisted = JSON.parse(
  readFileSync(new URL("../gql/persisted-documents.json", import.meta.url), "utf8"),
) as Record<string, string>;

/**
 * Every abstract type an operation of the app reaches, by the operation's name. The organiser CLI's
 * operations (scripts/cli/operations.ts, all named Cli…) are persisted beside the app's but sent by fetch,
 * with no Apollo cache: codegen leaves them out of possible-types.ts, and so does this test.
 */
function reachedAbstractTypes(): Map<string, string> {
  const reached = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  for (const text of Object.values(persisted)) {
    const document = parse(text);
    const operation = document.definitions.find((d) => d.kind === "OperationDefinition");
    const name = operation?.name?.value ?? "(anonymous)";
    if (name.startsWith("Cli")) continue;
    const note = (typeName: string | undefined) => {
      const type = typeName ? schema.getType(typeName) : undefined;
      if (type && isAbstractType(type) && !reached.has(type.name)) reached.set(type.name, name);
    };
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const type = typeInfo.getType();
          note(type ? getNamedType(type).name : undefined);
        },
        InlineFragment(node) {
          note(node.typeCondition?.name.value);
        },
        FragmentDefinition(node) {
          note(node.typeCondition.name.value);
        },
      }),
    );
  }
  return reached;
}

describe("possibleTypes (client/src/gql/possible-types.ts)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists every interface and union an operation of the app reaches", () => {
    const reached = reachedAbstractTypes();
    expect(reached.size).toBeGreaterThan(20);
    const missing = [...reached].filter(([type]) => !(type in introspection.possibleTypes));
    expect(missing.map(([type, operation]) => `${type} (reached by ${operation})`)).toEqual([]);
  });

  it("lists exactly the schema's object types for each of them", () => {
    for (const [type, members] of Object.entries(introspection.possibleTypes)) {
      const abstract = schema.getType(type);
      expect(abstract && isAbstractType(abstract), `${type} is an interface or union of the schema`).toBe(true);
      if (!abstract || !isAbstractType(abstract)) continue;
      const expected = schema.getPossibleTypes(abstract).map((t) => t.name).sort();
      expect([...members].sort(), type).toEqual(expected);
    }
  });

  it("matches an object member's fragment against the union's other members without warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const query: TypedDocumentNode<{ paymentResult: Record<string, unknown> }, { orderNo: string }> = gql`
      query PaymentResultMembers($orderNo: String!) {
        paymentResult(orderNo: $orderNo) {
          __typename
          ... on PaymentResult { status }
          ... on Error { code message }
        }
      }
    `;
    const cache = appCache({});
    for (const member of ["NotFoundError", "ValidationError"]) {
      const variables = { orderNo: member };
      const paymentResult = { __typename: member, code: "X", message: "Y" };
      cache.writeQuery({ query, variables, data: { paymentResult } });
      expect(cache.readQuery({ query, variables })?.paymentResult).toEqual(paymentResult);
    }
    expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes("possibleTypes"))).toEqual([]);
  });
});
