// Issue 36 in a real browser: an organiser's invitation reaches the fan by e-mail, the fan opens its link,
// signs in and accepts (or declines) on the invitations page, and only then is on the team; and a fan
// whose account a stranger has been guessing at still signs in, with the human check on a new browser
// and without it on the browser they signed in on before.
import { createFans } from "../factories/fans.ts";
import { limits } from "../../server/src/modules/users/index.ts";
import { graphql } from "../gql/index.ts";
import { expect, phoneContext, test } from "./fixtures.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { signInToConsole } from "./pages/console.page.ts";

const INVITE = graphql(`mutation E2EInvite($input: InviteOrganisationMemberInput!) { inviteOrganisationMember(input: $input) { __typename } }`);

test("a fan opens an organiser's invitation from its e-mail, signs in and accepts it; another is declined", async ({ page, request, server, factories }) => {
  const db = server.app.deps.db;
  const fan = await factories.fan({ nickname: "Invited Fan" });
  const [owner] = await createFans(server.app.deps, 1);
  const tag = Date.now().toString(36);
  for (const [slug, name] of [[`harbour-${tag}`, "Harbour Live"], [`moon-${tag}`, "Moonlight Promotions"]]) {
    const organisation = await db.organisation.create({ data: { slug, name } });
    await db.organisationMember.upsert({ where: { organisationId_userId: { organisationId: organisation.id, userId: owner!.id } }, create: { organisationId: organisation.id, userId: owner!.id, role: "OWNER" }, update: {} });
    const r = await request.post("/graphql", {
      data: { query: INVITE.toString(), variables: { input: { email: fan.email, role: name === "Harbour Live" ? "MANAGER" : "GATE" } } },
      headers: { authorization: `Bearer ${owner!.token}`, "x-fanfare-organisation": organisation.id },
    });
    expect(((await r.json()) as { data: { inviteOrganisationMember: { __typename: string } } }).data.inviteOrganisationMember.__typename).toBe("OrganisationInvitation");
  }
  // The e-mail names the organisation and links to the invitations page.
  const mail = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(fan.email)}`)).json()) as { subject: string; text: string }[];
  expect(mail.map((m) => m.subject)).toContain("Harbour Live invites you to its team on Fanfare");
  const link = /(https?:\/\/\S+\/#\/invitations)/.exec(mail[0]!.text)![1]!;

  // The link, opened signed out, goes through sign-in and comes back.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/#\/sign/);
  await new SignInPage(page).signIn(fan, "/invitations");
  await expect(page).toHaveURL(/#\/invitations/);
  const harbour = page.getByTestId("invitation").filter({ hasText: "Harbour Live" });
  await expect(harbour).toContainText("Harbour Live invites you to join its team as a manager.");
  await expect(await db.organisationMember.count({ where: { userId: fan.id } })).toBe(0);
  await harbour.getByTestId("invitation-accept").click();
  await expect(page.getByTestId("invitation-answered")).toContainText("You are now on Harbour Live's team as a manager.");
  await page.getByTestId("invitation").filter({ hasText: "Moonlight Promotions" }).getByTestId("invitation-decline").click();
  await expect(page.getByTestId("invitation-answered").first()).toContainText("You declined Moonlight Promotions's invitation.");
  await expect(page.getByTestId("invitation")).toHaveCount(0);
  expect(await db.organisationMember.findMany({ where: { userId: fan.id }, select: { role: true } })).toEqual([{ role: "MANAGER" }]);
});

test("a stranger's guesses never keep the owner out: the human check on a new browser, nothing to solve on the browser signed in before", async ({ browser, server, factories }) => {
  const fan = await factories.fan();
  const context = await phoneContext(browser, server.url);
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  // This browser signs in once (it keeps the account's device token), then signs out.
  await signIn.signIn(fan);
  // Signed out as the app forgets a session (its stored entries), keeping what it keeps across sign-outs.
  await page.evaluate(() => ["isLoggedIn", "token", "userInfo"].forEach((k) => localStorage.removeItem(k)));
  await page.reload();
  // A stranger fails ten times from other addresses (counted as the server counts them).
  for (let i = 0; i < limits.signInPerAccount.max; i++) await server.app.deps.attempts.claim(limits.signInPerAccount, fan.email);

  // A new browser: the human check is asked for, and with it the owner signs in.
  const elsewhere = await (await phoneContext(browser, server.url)).newPage();
  const fresh = new SignInPage(elsewhere);
  await fresh.goto(fan.email);
  await fresh.password().fill(fan.password);
  await fresh.submit().click();
  await expect(elsewhere.getByTestId("human-check")).toBeVisible();
  await expect(elsewhere.getByText("This account had several failed sign-ins on other devices.", { exact: false })).toBeVisible();
  await elsewhere.getByTestId("human-check").getByText("I'm not a robot").click();
  await expect(elsewhere.locator("[data-testid=human-check] .altcha[data-state=verified]")).toBeVisible({ timeout: 30_000 });
  await fresh.submit().click();
  await expect(elsewhere).not.toHaveURL(/#\/sign-in/);

  // The browser that signed in before: straight in, no check.
  await signIn.goto(fan.email);
  await signIn.password().fill(fan.password);
  await signIn.submit().click();
  await expect(page).not.toHaveURL(/#\/sign-in/);
  await expect(page.getByTestId("human-check")).toHaveCount(0);
  await context.close();
  await elsewhere.context().close();
});

test("an owner invites from the console's team page and withdraws an invitation; the invitee is no member until accepting", async ({ browser, server, factories }) => {
  const db = server.app.deps.db;
  const owner = await factories.fan({ nickname: "Team Owner" });
  const invitee = await factories.fan({ nickname: "Future Manager" });
  const organisation = await db.organisation.create({ data: { slug: `team-${Date.now().toString(36)}`, name: "Team Harbour" } });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const page = await desk.newPage();
  await signInToConsole(page, owner, organisation.name);
  await page.getByRole("link", { name: "Team" }).click();
  await expect(page.getByTestId("console-members")).toContainText(owner.email);

  for (const [email, role] of [[invitee.email, "MANAGER"], ["nobody-yet@example.com", "GATE"]]) {
    await page.getByTestId("console-invite-email").fill(email);
    await page.getByTestId("console-invite-role").selectOption(role);
    await page.getByTestId("console-invite").click();
    await expect(page.getByTestId("console-invite-sent")).toContainText(email);
    await expect(page.getByTestId("console-invitations")).toContainText(email);
  }
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("console-invitations").getByRole("row", { name: /nobody-yet@example.com/ }).getByRole("button", { name: /Withdraw/ }).click();
  await expect(page.getByTestId("console-invitations")).not.toContainText("nobody-yet@example.com");
  expect(await db.organisationMember.count({ where: { userId: invitee.id } })).toBe(0);
  expect(await db.organisationInvitation.findMany({ where: { organisationId: organisation.id }, select: { email: true, status: true }, orderBy: { email: "asc" } })).toEqual([
    { email: invitee.email, status: "PENDING" },
    { email: "nobody-yet@example.com", status: "REVOKED" },
  ]);
  await desk.close();
});
