import type { CodegenConfig } from "@graphql-codegen/cli";

// schema/schema.graphql (printed from the Pothos builder) + the operations of each side:
// the client's → client/src/gql; the integration and browser tests' graphql(`…`) documents → tests/gql, so that a
// test's result is typed by the schema (the pattern of graphql-code-generator's yoga-tests example).
const scalars = { DateTime: "string", JSON: "unknown" };

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**/*"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        skipTypename: false,
      },
    },
    // Documents as strings (TypedDocumentString): the tests send them as they are, over HTTP and graphql-ws.
    "tests/gql/": {
      documents: ["tests/{integration,helpers,unit,e2e}/**/*.ts"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        skipTypename: false,
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
