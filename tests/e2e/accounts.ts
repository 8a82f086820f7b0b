// Helpers for the account journeys: unique addresses, codes from the dev outbox, fans made over GraphQL.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SignInPage } from "./pages/sign-in.page.ts";
import { graphql } from "../gql/index.ts";
import type { TypedDocument } from "../helpers/server.ts";

export const password = "Encore#2026";

export function uniqueEmail(prefix = "fan"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

interface OutboxMessage {
  text: string;
}

/** The code in the newest message to an address, once at least `count` messages have arrived. */
export async function latestCode(request: APIRequestContext, to: string, count = 1): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as OutboxMessage[];
        code = messages.length >= count ? (/\b(\d{6})\b/.exec(messages[0].text)?.[1] ?? "") : "";
        return code;
      },
      { message: `a code for ${to}` },
    )
    .not.toBe("");
  return code;
}

/** POST /graphql with a typed document (tests/gql); fails the test on a GraphQL error. */
export async function gql<R, V>(request: APIRequestContext, document: TypedDocument<R, V>, variables: V, token?: string): Promise<R> {
  const res = await request.post("/graphql", { data: { query: document.toString(), variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data: R; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new fan made through the API (one code sent), for journeys that start signed up. */
export async function signUpByApi(request: APIRequestContext, nickname = "Encore Fan"): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const sent = await gql(request, graphql(`mutation E2ESendEmailCode($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename } }`), {
    input: { email, purpose: "REGISTER" },
  });
  expect(sent.sendEmailCode.__typename).toBe("CodeSent");
  const code = await latestCode(request, email);
  const registered = await gql(request, graphql(`mutation E2ERegister($input: RegisterInput!) { register(input: $input) { __typename } }`), {
    input: { email, code, password, nickname },
  });
  expect(registered.register.__typename).toBe("AuthPayload");
  return { email, password };
}

/** Signs in on /sign-in and waits until the app has left the page. */
export function signIn(page: Page, fan: { email: string; password: string }, redirectUrl?: string) {
  return new SignInPage(page).signIn(fan, redirectUrl);
}
