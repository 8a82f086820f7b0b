// Helpers for the account journeys: unique addresses, codes from the dev outbox, fans made over GraphQL.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const demoFan = { email: "demo@fanfare.test", password: "Fanfare#2026" };
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

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const res = await request.post("/graphql", { data: { query, variables } });
  return (await res.json()) as { data: Record<string, { __typename: string }> };
}

/** A new fan made through the API (one code sent), for journeys that start signed up. */
export async function signUpByApi(request: APIRequestContext, nickname = "Encore Fan"): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const sent = await gql(request, `mutation($input: SendEmailCodeInput!) { sendEmailCode(input: $input) { __typename } }`, {
    input: { email, purpose: "REGISTER" },
  });
  expect(sent.data.sendEmailCode.__typename).toBe("CodeSent");
  const code = await latestCode(request, email);
  const registered = await gql(request, `mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
    input: { email, code, password, nickname },
  });
  expect(registered.data.register.__typename).toBe("AuthPayload");
  return { email, password };
}

/** Signs in on /sign-in and waits until the app has left the page. */
export async function signIn(page: Page, fan: { email: string; password: string }, redirectUrl?: string) {
  const query = new URLSearchParams({ email: fan.email });
  if (redirectUrl) query.set("redirectUrl", redirectUrl);
  await page.goto(`/#/sign-in?${query}`);
  await page.getByLabel("Password", { exact: true }).fill(fan.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).not.toHaveURL(/#\/sign-in/);
}
