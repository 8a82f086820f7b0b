// The verifiable draw: commit before, reveal at the draw, recompute from the public record; winners'
// free tickets in My Tickets; drawing twice changes nothing; operator mutations need the staff scope.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { signUp } from "../helpers/accounts.ts";
import { completeTopup } from "../helpers/topups.ts";
import { fanCoinMinorForVnd, sha256Hex, verifyDraw } from "../../server/src/modules/giveaway/giveaway.rules.ts";
import { commitDraw, drawCampaign } from "../../server/src/modules/giveaway/index.ts";
import { graphql } from "../gql/index.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createGiveawayCampaign, endGiveawayCampaign } from "../factories/giveaway.ts";
import type { OperatorScope } from "../../server/src/context.ts";

/** The platform as an operator: the draw's service keeps every other operator to its organisation's campaigns. */
const platform: OperatorScope = { organisationId: null, scopes: ["giveaway:draw"], userId: null };

const run = promisify(execFile);
const DRAW = graphql(`query GiveawayDraw($slug: String!) { giveawayDraw(slug: $slug) { algorithm seedCommitment seed entriesHash myHolder
  entries { id holder } winners { id holder } campaign { slug winnersCount drawnAt } } }`);
const VOUCHERS = graphql(`query GiveawayDraw2 { myGiveawayVouchers { won entries campaign { slug } ticket { ticketNo status event { slug } history { kind } } } }`);
const MY_TICKETS = graphql(`query GiveawayDraw3 { myTickets(tab: UPCOMING) { edges { node { ticketNo status history { kind } } } } }`);

let s: TestServer;
let typeId: string;
let eventSlug: string;
let slug: string;

beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  const event = await createOnSaleEvent(s.app.deps, { standing: 10, rows: ["A"], perRow: 4 });
  typeId = event.standingTypeId;
  eventSlug = event.slug;
  // The only campaign running: the fans' registration and top-up entries all go to it.
  ({ slug } = await createGiveawayCampaign(s.app.deps, { ticketTypeId: typeId, winnersCount: 2, onlyRunning: true }));
});
afterAll(() => s?.stop());

describe("the draw", () => {
  const fans: Awaited<ReturnType<typeof signUp>>[] = [];

  it("cannot happen before a commitment, nor before the campaign ends", async () => {
    for (let i = 0; i < 4; i++) fans.push(await signUp(s, { nickname: `Drawn ${i}` }));
    await completeTopup(s, fans[0].user.id, fanCoinMinorForVnd(30_000, { vndPerFanCoin: 3300 }));
    await expect(drawCampaign(s.app.deps, platform, slug)).rejects.toMatchObject({ code: "GIVEAWAY_DRAW_NOT_READY", reason: "NOT_COMMITTED" });

    const before = await s.gql(DRAW, { slug });
    expect(before.data!.giveawayDraw).toMatchObject({ seedCommitment: null, seed: null, entries: [], winners: [] });

    const seed = "a published seed chosen before anyone knew the entries";
    const { seedCommitment } = await commitDraw(s.app.deps, platform, slug, seed);
    expect(seedCommitment).toBe(sha256Hex(seed));
    await expect(commitDraw(s.app.deps, platform, slug, "another seed")).rejects.toMatchObject({ code: "GIVEAWAY_ALREADY_COMMITTED" });

    const committed = await s.gql(DRAW, { slug });
    expect(committed.data!.giveawayDraw!.seedCommitment).toBe(seedCommitment);
    expect(committed.data!.giveawayDraw!.seed).toBeNull(); // stays secret until the draw

    await expect(drawCampaign(s.app.deps, platform, slug)).rejects.toMatchObject({ code: "GIVEAWAY_DRAW_NOT_READY", reason: "NOT_ENDED" });
  });

  it("is recomputable from the published seed, and winners' tickets appear in My Tickets", async () => {
    const db = s.app.deps.db;
    await endGiveawayCampaign(s.app.deps, slug);
    const soldBefore = (await db.ticketType.findUniqueOrThrow({ where: { id: typeId } })).sold;

    await drawCampaign(s.app.deps, platform, slug);
    const r = await s.gql(DRAW, { slug }, { token: fans[0].token });
    const draw = r.data!.giveawayDraw!;
    expect(draw!.entries).toHaveLength(4 + 3); // four registrations, three top-up entries
    expect(draw!.winners).toHaveLength(2);
    expect(new Set(draw!.winners.map((w) => w.holder)).size).toBe(2); // one prize per fan
    expect(draw!.entries.filter((e) => e.holder === draw!.myHolder)).toHaveLength(4);
    // A drawn record carries its seed, commitment and hash.
    const record = { ...draw, seed: draw.seed!, seedCommitment: draw.seedCommitment!, entriesHash: draw.entriesHash! };
    expect(verifyDraw({ ...record, winnersCount: draw.campaign.winnersCount })).toEqual([]);
    // A tampered record does not verify.
    expect(verifyDraw({ ...record, seed: `${draw.seed}x`, winnersCount: 2 }).length).toBeGreaterThan(0);
    expect(verifyDraw({ ...record, entries: draw.entries.slice(1), winnersCount: 2 }).length).toBeGreaterThan(0);

    const winnerIds = await db.giveawayEntry.findMany({ where: { id: { in: draw!.winners.map((w) => w.id) } }, select: { userId: true } });
    const winners = fans.filter((f) => winnerIds.some((w) => w.userId === f.user.id));
    const losers = fans.filter((f) => !winners.includes(f));
    expect(winners).toHaveLength(2);
    for (const w of winners) {
      const tickets = await s.gql(MY_TICKETS, {}, { token: w.token });
      const nodes = tickets.data!.myTickets.edges.map((e) => e.node);
      expect(nodes).toHaveLength(1);
      expect(nodes[0]).toMatchObject({ status: "PAID", history: [{ kind: "GIVEAWAY" }] });
      const vouchers = await s.gql(VOUCHERS, {}, { token: w.token });
      expect(vouchers.data!.myGiveawayVouchers).toEqual([
        expect.objectContaining({ won: true, campaign: { slug }, ticket: expect.objectContaining({ ticketNo: nodes[0].ticketNo, event: { slug: eventSlug } }) }),
      ]);
    }
    for (const l of losers) {
      const vouchers = await s.gql(VOUCHERS, {}, { token: l.token });
      expect(vouchers.data!.myGiveawayVouchers).toEqual([expect.objectContaining({ won: false, ticket: null })]);
      const mine = await s.gql(graphql(`query GiveawayDraw4 { myGiveaway { entries { status campaign { slug } } } }`), {}, { token: l.token });
      expect(mine.data!.myGiveaway.entries.filter((e) => e.campaign.slug === slug).every((e) => e.status === "EXPIRED")).toBe(true);
    }
    expect((await db.ticketType.findUniqueOrThrow({ where: { id: typeId } })).sold).toBe(soldBefore + 2);
  });

  it("is idempotent: drawing again records nothing new", async () => {
    const db = s.app.deps.db;
    const first = (await s.gql(DRAW, { slug })).data!.giveawayDraw;
    const tickets = await db.ticket.count({ where: { history: { some: { kind: "GIVEAWAY" } } } });
    const [a, b] = await Promise.all([drawCampaign(s.app.deps, platform, slug), drawCampaign(s.app.deps, platform, slug)]);
    expect(a.winners).toEqual(first!.winners);
    expect(b.winners).toEqual(first!.winners);
    expect(await db.ticket.count({ where: { history: { some: { kind: "GIVEAWAY" } } } })).toBe(tickets);
  });

  it("`fanfare giveaway verify` recomputes the draw from the public record alone, with no key", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", "giveaway", "verify", slug, "--url", s.url], { env: { ...process.env, FANFARE_API_KEY: "", FANFARE_CLI_CONFIG: "/nonexistent/fanfare-cli.json" } });
    expect(stdout).toContain("verified: the seed matches its commitment and the winners follow from it");
  });

  it("operator mutations need the giveaway:draw staff scope", async () => {
    const anon = await s.gql(graphql(`mutation GiveawayDrawDrawAnon($slug: String!) { drawGiveaway(slug: $slug) { __typename } }`), { slug });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const fan = await s.gql(graphql(`mutation GiveawayDrawCommitFan($slug: String!) { commitGiveawayDraw(slug: $slug) { __typename } }`), { slug }, { token: fans[0].token });
    expect(fan.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("returns null for an unknown campaign", async () => {
    expect((await s.gql(DRAW, { slug: "nope" })).data!.giveawayDraw).toBeNull();
  });
});
