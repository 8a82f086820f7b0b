import type { CodegenConfig } from "@graphql-codegen/cli";
import type { DocumentNode } from "graphql";
import { addTypenameToDocument } from "@apollo/client/utilities";

/** Apollo's own __typename rule (every selection set but the operation's root), so a persisted text is the one Apollo means. */
const apolloTypenames = {
  transform: ({ documents }: { documents: { document?: DocumentNode }[] }) =>
    documents.map((d) => ({ ...d, document: d.document && addTypenameToDocument(d.document) })),
};

// schema/schema.graphql (printed from the Pothos builder) + the operations of each side:
// the client's → client/src/gql; the integration and browser tests' graphql(`…`) documents → tests/gql, so that a
// test's result is typed by the schema (the pattern of graphql-code-generator's yoga-tests example).
const scalars = { DateTime: "string", JSON: "unknown" };
/** The first-party client's own operations (its generated code and unit tests aside). */
const clientDocuments = ["client/src/**/*.{ts,tsx}", "!client/src/gql/**/*", "!client/src/**/*.test.{ts,tsx}"];

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      documents: [...clientDocuments, "scripts/lib/public-documents.ts", "scripts/cli/operations.ts"],
      preset: "client",
      // Trusted documents: every operation of the first-party client is listed by its SHA-256 in
      // persisted-documents.json (the server's allow-list, server/src/platform/trusted-documents.ts) and
      // carries its hash in __meta__, which client/src/apollo.ts sends instead of the text. __typename is
      // added here as Apollo's cache adds it, so the listed text is the one the client means.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: "sha256" } },
      documentTransforms: [apolloTypenames],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        skipTypename: false,
      },
    },
    // Which object types each interface and union that the client's documents name in a fragment (`... on
    // Error { code message }`) has, for Apollo's InMemoryCache: without it the cache cannot tell that a
    // ValidationError is an Error, and drops those fields when it writes a result (client/src/lib/apolloCache.ts).
    "client/src/gql/possible-types.ts": {
      documents: clientDocuments,
      plugins: ["./scripts/codegen/used-possible-types.mjs"],
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
