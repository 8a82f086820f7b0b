// A graphql-codegen plugin: Apollo's possibleTypes for every abstract type (interface, union) the documents
// reach: the type of a field they select (`paymentResult: PaymentResultResult`) and a fragment's type
// condition (`... on Error`). Apollo's cache needs possibleTypes to match a fragment against an object of
// such a field: without the union it cannot tell `... on PaymentResult` from a NotFoundError member, warns
// "Cannot match inline fragment … Data might be lost", and may drop fields. Types the documents never reach
// stay out: @graphql-codegen/fragment-matcher lists every abstract type of the schema, 1.8 KB gzip of the
// fan's first load (170 KB budget) for nothing. client/src/lib/possibleTypes.test.ts checks the result.
import { TypeInfo, getNamedType, isAbstractType, visit, visitWithTypeInfo } from "graphql";

/** The abstract types a document reaches, as a map from each to its object types (sorted). */
export function reachedPossibleTypes(schema, documents) {
  const named = new Set();
  const typeInfo = new TypeInfo(schema);
  const note = (type) => {
    if (type && isAbstractType(type)) named.add(type.name);
  };
  for (const document of documents) {
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const type = typeInfo.getType();
          note(type && getNamedType(type));
        },
        InlineFragment(node) {
          if (node.typeCondition) note(schema.getType(node.typeCondition.name.value));
        },
        FragmentDefinition(node) {
          note(schema.getType(node.typeCondition.name.value));
        },
      }),
    );
  }
  const possibleTypes = {};
  for (const name of [...named].sort()) {
    possibleTypes[name] = schema.getPossibleTypes(schema.getType(name)).map((t) => t.name).sort();
  }
  return possibleTypes;
}

/** @type {import("@graphql-codegen/plugin-helpers").PluginFunction} */
export function plugin(schema, documents) {
  const possibleTypes = reachedPossibleTypes(
    schema,
    documents.flatMap(({ document }) => (document ? [document] : [])),
  );
  return [
    "// The object types of each interface and union the documents reach (a selected field's type or a",
    "// fragment's type condition), for Apollo's InMemoryCache (possibleTypes). Made by",
    "// scripts/codegen/used-possible-types.mjs.",
    `const possibleTypes: Record<string, string[]> = ${JSON.stringify(possibleTypes, null, 2)};`,
    "export default { possibleTypes };",
    "",
  ].join("\n");
}
