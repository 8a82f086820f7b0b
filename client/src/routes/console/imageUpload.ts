// An image sent to the operator API as a GraphQL multipart request (the spec's operations, map and file
// parts: https://github.com/jaydenseric/graphql-multipart-request-spec), which Apollo's HTTP link does not
// send. It goes as the console's other operations go: by its persisted hash (trusted documents), with the
// session, the organisation acted for and the interface language.
import type { TypedDocumentNode } from "@apollo/client";
import { currentLanguage } from "../../i18n";
import { authorization } from "../../session/token";
import { currentOrganisation } from "./consoleClient";

export class UploadFailedError extends Error {}

/** Runs a persisted mutation whose variable `file` is the file; answers its data (throws on a network or GraphQL error). */
export async function uploadImage<R, V extends { file: File }>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  const { file, ...rest } = variables;
  const form = new FormData();
  form.set("operations", JSON.stringify({ variables: { ...rest, file: null }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }));
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", file, file.name);
  const headers: Record<string, string> = { "accept-language": currentLanguage().acceptLanguage, "x-graphql-yoga-csrf": "1" };
  const auth = authorization();
  if (auth) headers.authorization = auth;
  const org = currentOrganisation();
  if (org) headers["x-fanfare-organisation"] = org;
  const res = await fetch("/graphql", { method: "POST", headers, body: form });
  if (res.status === 413) throw new UploadFailedError("PAYLOAD_TOO_LARGE");
  const body = (await res.json().catch(() => null)) as { data?: R; errors?: { message: string }[] } | null;
  if (!body?.data) throw new UploadFailedError(body?.errors?.[0]?.message ?? `HTTP ${res.status}`);
  return body.data;
}
