// The issue's check through the real wallet top-up (issue 6's topUp and a signed provider webhook):
// A invites B; B registers and tops up 20,000 VND-equivalent; A +1 entry, B registration + 2.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { signUp } from "../helpers/accounts.ts";
import { fanCoinMinorForVnd } from "../../server/src/modules/giveaway/giveaway.rules.ts";
import { fund, WALLET } from "./payments-support.ts";
import { createGiveawayCampaign } from "../factories/giveaway.ts";
import { graphql } from "../gql/index.ts";

const ENTRIES = graphql(`query GiveawayWalletEntries { myGiveaway { totals { active registration topup invite } } }`);
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  // The campaign the entries go to is this file's own, not the demo seed's.
  await createGiveawayCampaign(s.app.deps, { endsInDays: 10, onlyRunning: true });
});
afterAll(() => s?.stop());

it("A invites B with the link; B registers and tops up 20,000 VND through the wallet: A +1, B 1 + 2", async () => {
  const a = await signUp(s, { nickname: "Fan A" });
  const before = (await s.gql(ENTRIES, {}, { token: a.token })).data!.myGiveaway.totals;
  const b = await signUp(s, { nickname: "Fan B", inviteCode: a.user.inviteCode });
  expect((await s.gql(ENTRIES, {}, { token: b.token })).data!.myGiveaway.totals).toMatchObject({ registration: 1, topup: 0 });

  const amount = fanCoinMinorForVnd(20_000, s.app.deps.config.giveaway);
  await fund(s, b.token, amount);
  const wallet = await s.gql(WALLET, {}, { token: b.token });
  expect(wallet.data!.wallet.balance.amount).toBe(amount);

  const aAfter = (await s.gql(ENTRIES, {}, { token: a.token })).data!.myGiveaway.totals;
  expect(aAfter.active).toBe(before.active + 1);
  expect(aAfter.invite).toBe(before.invite + 1);
  expect((await s.gql(ENTRIES, {}, { token: b.token })).data!.myGiveaway.totals).toMatchObject({ registration: 1, topup: 2, invite: 0, active: 3 });
});
