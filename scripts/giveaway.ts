// The giveaway's verifiable draw, for operators and for anyone checking a draw.
//
//   npx tsx scripts/giveaway.ts commit <slug> [--seed <secret>]   publish SHA-256(seed) before the draw
//   npx tsx scripts/giveaway.ts draw <slug>                        reveal the seed, pick and record winners
//   npx tsx scripts/giveaway.ts verify <slug> [--url <server>]     recompute a draw from its public record
//
// commit and draw work on this checkout's database (see scripts/lib/operator-deps.ts); verify only
// reads the public GraphQL query giveawayDraw of a server (default http://localhost:4000), so anyone
// can run it. The algorithm is in server/src/modules/giveaway/giveaway.rules.ts.
import { verifyDraw } from "../server/src/modules/giveaway/giveaway.rules.ts";
import { commitDraw, drawCampaign } from "../server/src/modules/giveaway/giveaway.service.ts";
import { auditedStaffAction } from "../server/src/modules/audit/index.ts";
import { cliCaller, withOperatorDeps } from "./lib/operator-deps.ts";
import { runScript } from "./lib/operator-db.ts";
import { giveawayDrawRecordQuery, publicRead } from "./lib/public-documents.ts";

function usage(): never {
  console.error("usage: npx tsx scripts/giveaway.ts commit <slug> [--seed <secret>] | draw <slug> | verify <slug> [--url <server>]");
  process.exit(64);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}


async function verify(slug: string, server: string): Promise<number> {
  const draw = (await publicRead(server, giveawayDrawRecordQuery, { slug })).giveawayDraw;
  if (!draw) throw new Error(`no giveaway "${slug}" at ${server}`);
  if (!draw.campaign.drawnAt || !draw.seed || !draw.seedCommitment || !draw.entriesHash) {
    console.log(`not drawn yet; published commitment: ${draw.seedCommitment ?? "(none)"}`);
    return 1;
  }
  const problems = verifyDraw({ ...draw, seed: draw.seed, seedCommitment: draw.seedCommitment, entriesHash: draw.entriesHash, winnersCount: draw.campaign.winnersCount });
  console.log(`algorithm:  ${draw.algorithm}`);
  console.log(`commitment: ${draw.seedCommitment}\nseed:       ${draw.seed}\nentries:    ${draw.entries.length} (hash ${draw.entriesHash})`);
  console.log(`winners:    ${draw.winners.map((w) => `${w.id} (${w.holder})`).join(", ") || "(none)"}`);
  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH: ${p}`);
    return 2;
  }
  console.log("verified: the seed matches its commitment and the winners follow from it");
  return 0;
}

async function main() {
  const [command, slug, ...rest] = process.argv.slice(2);
  if (!slug || !["commit", "draw", "verify"].includes(command ?? "")) usage();
  if (command === "verify") process.exit(await verify(slug, option(rest, "--url") ?? "http://localhost:4000"));
  await withOperatorDeps(async (deps) => {
    if (command === "commit") {
      const target = { targetType: "GiveawayCampaign", targetId: slug };
      const { seedCommitment } = await auditedStaffAction(cliCaller(deps, "scripts/giveaway.ts"), "staff.giveaway_commit", target, () => commitDraw(deps, slug, option(rest, "--seed")), () => ({ details: { campaignSlug: slug } }));
      console.log(`committed: SHA-256(seed) = ${seedCommitment}\npublish it now; the seed is revealed by the draw`);
    } else {
      const target = { targetType: "GiveawayCampaign", targetId: slug };
      const draw = await auditedStaffAction(cliCaller(deps, "scripts/giveaway.ts"), "staff.giveaway_draw", target, () => drawCampaign(deps, slug), (d) => ({ details: { campaignSlug: slug, winners: d.winners.length } }));
      console.log(`drawn ${draw.winners.length} of ${draw.campaign.winnersCount} winners from ${draw.entries.length} entries`);
      console.log(`seed: ${draw.seed}\nentries hash: ${draw.entriesHash}`);
      for (const w of draw.winners) console.log(`winner: entry ${w.id} (holder ${w.holder})`);
    }
  });
}

runScript(main);
