import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const generatedDocuments = fileURLToPath(new URL("./src/gql/graphql.ts", import.meta.url));
const call = /\bgraphql\(\s*`([\s\S]*?)`\s*\)/g;
const firstDefinition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const generatedDocument = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;

/** The document objects codegen wrote to client/src/gql/graphql.ts (one line each), by export name. */
function documents(): Map<string, string> {
  const { mtimeMs } = statSync(generatedDocuments);
  if (cache?.mtimeMs !== mtimeMs) {
    const source = readFileSync(generatedDocuments, "utf8");
    cache = { mtimeMs, documents: new Map([...source.matchAll(generatedDocument)].map((m) => [m[1], m[2]])) };
  }
  return cache.documents;
}

/**
 * Replaces each `graphql(\`…\`)` call with the document codegen generated for it, inlined, as the
 * client preset's Babel plugin does
 * (https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size; the
 * Babel plugin does not fit @vitejs/plugin-react 6, which has no Babel). Without it, `graphql()`'s
 * map of every operation of the app lands in the first chunk that calls it (the home page); inlined,
 * each lazy page carries only its own operations.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: "fanfare:graphql-documents",
    enforce: "pre",
    transform(code, id) {
      if (!/\/client\/src\/.*\.tsx?$/.test(id) || id.includes("/client/src/gql/") || !code.includes("graphql(")) return null;
      const known = documents();
      let replaced = false;
      const out = code.replace(call, (whole, body: string) => {
        const m = firstDefinition.exec(body);
        const document = m && known.get(`${m[2]}${m[1] === "fragment" ? "FragmentDoc" : "Document"}`);
        if (!document) return whole; // not generated yet: graphql() still works, just unoptimised
        replaced = true;
        return document;
      });
      return replaced ? { code: out, map: null } : null;
    },
  };
}
