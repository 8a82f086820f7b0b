// Trusted documents (issue #19): the first-party client's operations are persisted at build time
// (codegen's persistedDocuments → client/src/gql/persisted-documents.json, keyed "sha256:<hex>") and the
// client sends only their hash (client/src/apollo.ts). With TRUSTED_DOCUMENTS=require (the default in
// production) a request without an API key runs only those documents: an anonymous visitor or a fan's
// session cannot send a query of its own. An API key's holder may send any document, within the same
// depth, alias, token and cost limits (graphql-armor) and its key's rate limit. With "allow" (development
// and tests) any document runs, and hashes work too.
//
// Two checks: a cheap one before parsing (Yoga's persisted-operations plugin: a text document is refused
// unless the Authorization header carries an API key, `Bearer ffst_…`), and the authoritative one after
// authentication, at execute and subscribe: a document that is not one of the stored ones runs only for
// a viewer whose API key was found valid (an unknown or revoked key makes an anonymous viewer).
import fs from "node:fs";
import { GraphQLError, parse, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import type { Context, Viewer } from "../context.ts";

export type TrustedDocumentsMode = "require" | "allow";

export interface TrustedDocument {
  document: DocumentNode;
  text: string;
}

export interface TrustedDocuments {
  /** The stored document of a persisted-operation id (its hash), if there is one. */
  get(id: string): TrustedDocument | undefined;
  /** Whether a parsed document is one of the stored ones (the very object get() hands out). */
  isTrusted(document: DocumentNode): boolean;
  readonly size: number;
}

/** The file's modification time, or 0 when it is missing. */
function modifiedAt(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The client's persisted operations. In "allow" mode an unknown hash re-reads the file when it changed
 * since it was read, so a running development server learns the documents a later `npm run generate`
 * wrote (and a stream of made-up hashes costs a stat each, never a parse of every document).
 */
export function loadTrustedDocuments(file: string, mode: TrustedDocumentsMode): TrustedDocuments {
  let byId = new Map<string, TrustedDocument>();
  let readAt = -1;
  const trusted = new WeakSet<DocumentNode>();
  const read = () => {
    readAt = modifiedAt(file);
    const entries = fs.existsSync(file) ? Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : [];
    byId = new Map(entries.map(([id, text]) => [id, { document: parse(text), text }]));
    for (const { document } of byId.values()) trusted.add(document);
  };
  read();
  return {
    get: (id) => {
      if (!byId.has(id) && mode === "allow" && modifiedAt(file) !== readAt) read();
      return byId.get(id);
    },
    isTrusted: (document) => trusted.has(document),
    get size() {
      return byId.size;
    },
  };
}

/** The persisted-operation id (hash) a request or graphql-ws message names in extensions.persistedQuery, if any. */
export function persistedOperationId(params: { extensions?: Record<string, unknown> | null }): string | null {
  const pq = params.extensions?.persistedQuery as { version?: unknown; sha256Hash?: unknown } | undefined;
  return pq?.version === 1 && typeof pq.sha256Hash === "string" ? pq.sha256Hash : null;
}

/** May this viewer run a document that is not one of the client's? */
export function mayRunAnyDocument(mode: TrustedDocumentsMode, viewer: Viewer): boolean {
  return mode === "allow" || viewer.apiKey !== undefined;
}

/** extensions.code of a document refused because only the client's persisted ones run without an API key. */
export const PERSISTED_QUERY_ONLY = "PERSISTED_QUERY_ONLY";
/** extensions.code of a hash that names no persisted document (a client older or newer than the server). */
export const PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND";

export const persistedOnlyError = () =>
  new GraphQLError("Only the Fanfare app's own operations are accepted without an API key.", { extensions: { code: PERSISTED_QUERY_ONLY } });
export const persistedNotFoundError = () =>
  new GraphQLError("Unknown persisted operation: reload the app.", { extensions: { code: PERSISTED_QUERY_NOT_FOUND } });

/**
 * The Yoga plugins: the persisted-operations plugin (hash → stored document; a text document passes only
 * in "allow" mode or with an API key's header) and the check after authentication.
 */
export function useTrustedDocuments(mode: TrustedDocumentsMode, documents: TrustedDocuments, apiKeyPrefix: string): Plugin<Context>[] {
  const apiKeyHeader = new RegExp(`^Bearer\\s+${apiKeyPrefix}`, "i");
  const refuse = ({ args, setResultAndStopExecution }: { args: { document: DocumentNode; contextValue: Context }; setResultAndStopExecution: (r: { errors: GraphQLError[] }) => void }) => {
    if (!documents.isTrusted(args.document) && !mayRunAnyDocument(mode, args.contextValue.viewer)) setResultAndStopExecution({ errors: [persistedOnlyError()] });
  };
  return [
    usePersistedOperations({
      getPersistedOperation: (id) => documents.get(id)?.document ?? null,
      allowArbitraryOperations: (request) => mode === "allow" || apiKeyHeader.test(request.headers.get("authorization") ?? ""),
      customErrors: {
        persistedQueryOnly: { message: persistedOnlyError().message, extensions: { code: PERSISTED_QUERY_ONLY } },
        notFound: { message: persistedNotFoundError().message, extensions: { code: PERSISTED_QUERY_NOT_FOUND } },
        keyNotFound: { message: "A query or a persisted operation's hash is required.", extensions: { code: "BAD_REQUEST" } },
      },
    }) as Plugin<Context>,
    { onExecute: refuse, onSubscribe: refuse },
  ];
}
