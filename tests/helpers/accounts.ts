// Accounts test helpers: GraphQL as a given client IP, codes read from the dev outbox over HTTP,
// and a fan signed up through the real flow.
import crypto from "node:crypto";
import { graphql } from "../gql/index.ts";
import { member } from "./graphql-result.ts";
import { postGraphQL, type GraphQLResponse, type RequestOptions, type TestServer, type TypedDocument } from "./server.ts";

export type CallOptions = RequestOptions;

/** A fresh client IP (the test servers trust X-Forwarded-For), so limits of one test do not leak into another. */
export function newIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(prefix = "fan"): string {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}@example.com`;
}

/** GraphQL with the accounts tests' options (a client IP); typed by a graphql() document like TestServer.gql. */
export function gql<R, V>(s: TestServer, document: TypedDocument<R, V>, variables?: V, opts?: CallOptions): Promise<GraphQLResponse<R>>;
export function gql(s: TestServer, query: string | { toString(): string }, variables: unknown = {}, opts: CallOptions = {}) {
  return postGraphQL(s.url, query, variables, opts);
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  channel: "EMAIL" | "SMS";
}

export async function outbox(s: TestServer, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${s.url}/dev/mail.json?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`GET /dev/mail.json: ${res.status}`);
  return res.json();
}

/** The code in the newest message to an address. */
export async function latestCode(s: TestServer, to: string): Promise<string> {
  const [message] = await outbox(s, to);
  const m = /\b(\d{6})\b/.exec(message?.text ?? "");
  if (!m) throw new Error(`no code in the outbox for ${to}`);
  return m[1];
}

// The expected errors of the accounts mutations (ValidationError's issues, a limit's wait), one fragment.
export const ACCOUNTS_ERROR = graphql(`fragment AccountsError on Error { __typename code message field ... on ValidationError { issues { field message messageKey } } ... on TooManyAttemptsError { retryAfterSeconds } }`);

export const SEND_CODE = graphql(`mutation AccountsSendCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename ...AccountsError ... on CodeSent { expiresInSeconds } } }`);
export const REGISTER = graphql(
  `mutation AccountsRegister($input: RegisterInput!) { register(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email nickname avatar language inviteCode payPasswordSetUp isPhoneVerified } } } }`,
);
export const SIGN_IN = graphql(`mutation AccountsSignIn($input: SignInInput!) { signIn(input: $input) { __typename ...AccountsError ... on AuthPayload { token user { id email } } } }`);
export const ME = graphql(`query AccountsMe { me { id email nickname avatar language phone phoneAreaCode isPhoneVerified phoneVerificationSkipped payPasswordSetUp inviteCode } }`);

export const PASSWORD = "Secret#2026";

/** Signs a new fan up through send code → register; returns the token and user. */
export async function signUp(s: TestServer, opts: { email?: string; nickname?: string; ip?: string; lang?: string; inviteCode?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const ip = opts.ip ?? newIp();
  const sent = await gql(s, SEND_CODE, { input: { email, purpose: "REGISTER" } }, { ip, lang: opts.lang });
  member(sent.data?.sendEmailCode, "CodeSent");
  const code = await latestCode(s, email);
  const r = await gql(
    s,
    REGISTER,
    { input: { email, code, password: PASSWORD, nickname: opts.nickname ?? "New Fan", inviteCode: opts.inviteCode } },
    { ip, lang: opts.lang },
  );
  const { token, user } = member(r.data?.register, "AuthPayload");
  return { email, ip, token, user, password: PASSWORD };
}
