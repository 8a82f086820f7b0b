// Issue 34: outside production the demo data has an organiser (OWNER of the demo organisation, which owns
// every demo event and product) and a platform operator, so a newcomer can open the console after
// `npm start` without a shell. Signs each in through the real sign-in and asks what the console asks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, demoAccountEmails } from "../../prisma/seed-data.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { newIp } from "../helpers/accounts.ts";

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.stop(); });

async function signIn(email: string): Promise<string> {
  const r = await s.gqlRaw(`mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on AuthPayload { token } } }`, { input: { email, password: demo.password } }, { ip: newIp() });
  const payload = (r.data as { signIn: { __typename: string; token?: string } }).signIn;
  expect(payload.__typename, JSON.stringify(r)).toBe("AuthPayload");
  return payload.token!;
}

const CONSOLE = `{ myOrganisations { slug role } operatorIdentity { scopes } }`;

describe("demo accounts (issue 34)", () => {
  it("the demo organiser owns the demo organisation, which owns every demo event and product", async () => {
    const token = await signIn(demo.organiserEmail);
    const r = await s.gqlRaw(CONSOLE, {}, { token });
    const data = r.data as { myOrganisations: { slug: string; role: string }[] };
    expect(data.myOrganisations, JSON.stringify(r)).toEqual([{ slug: "fanfare-demo", role: "OWNER" }]);
    const { db } = s.app.deps;
    const [events, foreignEvents, foreignProducts] = await Promise.all([
      db.event.count({ where: { organisationId: "org_demo" } }),
      db.event.count({ where: { id: { startsWith: "seed_" }, NOT: { organisationId: "org_demo" } } }),
      db.merchProduct.count({ where: { id: { startsWith: "seed_" }, NOT: { organisationId: "org_demo" } } }),
    ]);
    expect(events).toBeGreaterThan(0);
    expect([foreignEvents, foreignProducts]).toEqual([0, 0]);
    // Drafts (issue 34) change nothing in the demo: every seeded event is published.
    expect(await db.event.count({ where: { id: { startsWith: "seed_" }, publishedAt: null } })).toBe(0);
  });

  it("the demo operator is a platform operator with no organisation of their own", async () => {
    const token = await signIn(demo.operatorEmail);
    const r = await s.gqlRaw(CONSOLE, {}, { token });
    const data = r.data as { myOrganisations: unknown[]; operatorIdentity: { scopes: string[] } | null };
    expect(data.myOrganisations, JSON.stringify(r)).toEqual([]);
    expect(data.operatorIdentity?.scopes).toContain("organisations:read");
    const orgs = await s.gqlRaw(`{ organisations(first: 50) { edges { node { slug } } } }`, {}, { token });
    expect(JSON.stringify(orgs.data), JSON.stringify(orgs)).toContain("fanfare-demo");
  });

  it("every demo account is on the list a production start refuses", () => {
    expect(demoAccountEmails).toEqual(expect.arrayContaining([demo.email, demo.friendEmail, demo.organiserEmail, demo.operatorEmail]));
  });
});
