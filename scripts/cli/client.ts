// The CLI's one way to the server: GraphQL over HTTP with an API key (or a signed-in owner's session), the
// organisation it acts for, and typed errors turned into readable failures. Its documents
// (scripts/cli/operations.ts) are first-party trusted documents, sent by persisted hash, never as text.
// The URL, key and organisation come from flags, else the environment (FANFARE_API_URL, FANFARE_API_KEY,
// FANFARE_ORGANISATION), else what `fanfare login` saved.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

export interface Connection {
  url: string;
  key: string | null;
  organisation: string | null;
}

export interface SavedLogin {
  url: string;
  token: string;
  organisation: string | null;
}

/**
 * What the login file holds: the session, and this machine's device token of each account that signed in
 * here (AuthPayload.deviceToken, by e-mail), kept after `logout`: with it a sign-in to that account is
 * never held up by strangers guessing at it elsewhere.
 */
interface LoginFile extends Partial<SavedLogin> {
  deviceTokens?: Record<string, string>;
}

function readLoginFile(): LoginFile {
  try {
    return JSON.parse(fs.readFileSync(loginFile(), "utf8")) as LoginFile;
  } catch {
    return {};
  }
}

function writeLoginFile(content: LoginFile): void {
  const file = loginFile();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(content, null, 2), { mode: 0o600 });
}

/** Where `login` keeps its session (mode 0600): FANFARE_CLI_CONFIG, else the user's config directory. */
export function loginFile(): string {
  if (process.env.FANFARE_CLI_CONFIG) return process.env.FANFARE_CLI_CONFIG;
  const base = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), ".config");
  return path.join(base, "fanfare", "cli.json");
}

export function readLogin(): SavedLogin | null {
  const { url, token, organisation } = readLoginFile();
  return url && token ? { url, token, organisation: organisation ?? null } : null;
}

/** Saves the session, or forgets it (null); the device tokens stay either way. */
export function saveLogin(login: SavedLogin | null): void {
  const { deviceTokens } = readLoginFile();
  if (!login && !deviceTokens) return void fs.rmSync(loginFile(), { force: true });
  writeLoginFile({ ...(login ?? {}), ...(deviceTokens ? { deviceTokens } : {}) });
}

/** This machine's device token for the account of `email`, if it signed in here before. */
export function deviceTokenFor(email: string): string | null {
  return readLoginFile().deviceTokens?.[email.trim().toLowerCase()] ?? null;
}

/** Keeps the device token a sign-in gave for the account of `email`. */
export function rememberDeviceToken(email: string, token: string): void {
  const file = readLoginFile();
  writeLoginFile({ ...file, deviceTokens: { ...file.deviceTokens, [email.trim().toLowerCase()]: token } });
}

export function connection(opts: { url?: string; key?: string; org?: string }): Connection {
  const saved = readLogin();
  const url = (opts.url ?? process.env.FANFARE_API_URL ?? saved?.url ?? "http://localhost:4000").replace(/\/$/, "");
  const key = opts.key ?? process.env.FANFARE_API_KEY ?? saved?.token ?? null;
  return { url, key, organisation: opts.org ?? process.env.FANFARE_ORGANISATION ?? saved?.organisation ?? null };
}

/** A failure the CLI reports and exits on: a GraphQL error, or a mutation's typed error (code + message). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: string = "ERROR",
    readonly issues: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** The persisted-operation hash codegen gives a first-party document ("sha256:<hex>", as persisted-documents.json keys it). */
export function persistedHash(doc: TypedDocumentNode<unknown, never>): string {
  const hash = (doc as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash) throw new CliError("the document has no persisted hash: run npm run generate", "INTERNAL");
  return hash;
}

/** The persisted-query extension that names a document by its hash instead of sending its text. */
export const persistedQuery = (doc: TypedDocumentNode<unknown, never>) => ({ persistedQuery: { version: 1, sha256Hash: persistedHash(doc) } });

type GraphQLBody<R> = { data?: R | null; errors?: { message: string; extensions?: { code?: string } }[] } | null;

/** Headers every request carries: the key or session, and the organisation acted for. */
export function authHeaders(c: Connection): Record<string, string> {
  const headers: Record<string, string> = { "user-agent": "fanfare-cli" };
  if (c.key) headers.authorization = `Bearer ${c.key}`;
  if (c.organisation) headers["x-fanfare-organisation"] = c.organisation;
  return headers;
}

/** A GraphQL body's data, or a CliError from its first error. */
export function dataOf<R>(c: Connection, status: number, body: GraphQLBody<R>): R {
  if (!body) throw new CliError(`${c.url} answered HTTP ${status} without GraphQL`, "HTTP");
  if (body.errors?.length) throw new CliError(body.errors.map((e) => e.message).join("; "), body.errors[0].extensions?.code ?? "ERROR");
  if (!body.data) throw new CliError(`${c.url} answered HTTP ${status} without data`, "HTTP");
  return body.data;
}

/**
 * Runs one of the CLI's documents (scripts/cli/operations.ts) by its persisted hash: no query text is sent,
 * so a production server (TRUSTED_DOCUMENTS=require) runs it for a signed-in session as well as for a key.
 */
export async function gql<R, V>(c: Connection, doc: TypedDocumentNode<R, V>, ...[variables]: Record<string, never> extends V ? [variables?: V] : [variables: V]): Promise<R> {
  const headers = { ...authHeaders(c), "content-type": "application/json" };
  const body = JSON.stringify({ variables: variables ?? {}, extensions: persistedQuery(doc as TypedDocumentNode<unknown, never>) });
  let res: Response;
  try {
    res = await fetch(`${c.url}/graphql`, { method: "POST", headers, body });
  } catch (e) {
    throw new CliError(`cannot reach ${c.url}: ${(e as Error).message}`, "UNREACHABLE");
  }
  return dataOf(c, res.status, (await res.json().catch(() => null)) as GraphQLBody<R>);
}

/** A mutation's result union: the success (narrowed to its type), or a CliError from its typed error. */
export function success<T extends { __typename: string }, N extends T["__typename"]>(r: T, typename: N): Extract<T, { __typename: N }> {
  if (r.__typename === typename) return r as Extract<T, { __typename: N }>;
  const e = r as unknown as { code?: string; message?: string; issues?: { field: string; message: string }[] };
  throw new CliError(e.message ?? r.__typename, e.code ?? r.__typename, e.issues ?? []);
}
