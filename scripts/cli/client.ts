// The CLI's one way to the server: GraphQL over HTTP with an API key (or a signed-in owner's session),
// the organisation it acts for, and typed errors turned into readable failures. The URL, key and
// organisation come from flags, else the environment (FANFARE_API_URL, FANFARE_API_KEY,
// FANFARE_ORGANISATION), else what `fanfare login` saved.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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

/** Where `login` keeps its session (mode 0600): FANFARE_CLI_CONFIG, else the user's config directory. */
export function loginFile(): string {
  if (process.env.FANFARE_CLI_CONFIG) return process.env.FANFARE_CLI_CONFIG;
  const base = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), ".config");
  return path.join(base, "fanfare", "cli.json");
}

export function readLogin(): SavedLogin | null {
  try {
    return JSON.parse(fs.readFileSync(loginFile(), "utf8")) as SavedLogin;
  } catch {
    return null;
  }
}

export function saveLogin(login: SavedLogin | null): void {
  const file = loginFile();
  if (!login) return void fs.rmSync(file, { force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(login, null, 2), { mode: 0o600 });
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

export async function gql<T = Record<string, unknown>>(c: Connection, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "fanfare-cli" };
  if (c.key) headers.authorization = `Bearer ${c.key}`;
  if (c.organisation) headers["x-fanfare-organisation"] = c.organisation;
  let res: Response;
  try {
    res = await fetch(`${c.url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
  } catch (e) {
    throw new CliError(`cannot reach ${c.url}: ${(e as Error).message}`, "UNREACHABLE");
  }
  const body = (await res.json().catch(() => null)) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  if (!body) throw new CliError(`${c.url} answered HTTP ${res.status} without GraphQL`, "HTTP");
  if (body.errors?.length) throw new CliError(body.errors.map((e) => e.message).join("; "), body.errors[0].extensions?.code ?? "ERROR");
  return body.data as T;
}

/** A mutation's result union: the success, or a CliError from its typed error. */
export function success<T extends { __typename: string }>(r: T, typename: string): T {
  if (r.__typename === typename) return r;
  const e = r as unknown as { code?: string; message?: string; issues?: { field: string; message: string }[] };
  throw new CliError(e.message ?? r.__typename, e.code ?? r.__typename, e.issues ?? []);
}

export const ERROR_FIELDS = "... on Error { code message ... on ValidationError { issues { field message } } }";
