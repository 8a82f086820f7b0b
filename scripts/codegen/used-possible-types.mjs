// A graphql-codegen plugin: Apollo's possibleTypes for the abstract types (interfaces, unions) that the
// documents name as a fragment's type condition (`... on Error`), and for no other. Apollo's cache needs
// possibleTypes only to match such fragments, and @graphql-codegen/fragment-matcher lists every abstract
// type of the schema: in the fan's first load that was 1.8 KB gzip of the 170 KB budget for nothing.
import { isAbstractType, visit } from "graphql";

/** @type {import("@graphql-codegen/plugin-helpers").PluginFunction} */
export function plugin(schema, documents) {
  const named = new Set();
  for (const { document } of documents) {
    if (!document) continue;
    visit(document, {
      InlineFragment(node) {
        if (node.typeCondition) named.add(node.typeCondition.name.value);
      },
      FragmentDefinition(node) {
        named.add(node.typeCondition.name.value);
      },
    });
  }
  const possibleTypes = {};
  for (const name of [...named].sort()) {
    const type = schema.getType(name);
    if (type && isAbstractType(type)) possibleTypes[name] = schema.getPossibleTypes(type).map((t) => t.name).sort();
  }
  return [
    "// The object types of each interface and union the documents use as a fragment's type condition,",
    "// for Apollo's InMemoryCache (possibleTypes). Made by scripts/codegen/used-possible-types.mjs.",
    `const possibleTypes: Record<string, string[]> = ${JSON.stringify(possibleTypes, null, 2)};`,
    "export default { possibleTypes };",
    "",
  ].join("\n");
}
