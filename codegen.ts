import type { CodegenConfig } from "@graphql-codegen/cli";

// schema/schema.graphql (printed from the Pothos builder) + the client's operations → client/src/gql.
const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string", JSON: "unknown" },
        skipTypename: false,
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
