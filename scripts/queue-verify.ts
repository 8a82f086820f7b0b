// Recomputes a waiting room's draw from its public record, so that anyone can check that the pre-queue
// was put in line by the seed committed before the sale opened (issue 18):
//
//   npx tsx scripts/queue-verify.ts <eventSlug> [--url <server>]   (default http://localhost:4000)
//
// It reads only the public GraphQL query waitingRoom: SHA-256(seed) must equal the seedHash published
// before opening, SHA-256(drawList) must equal drawHash, and sorting the drawn lines by
// HMAC-SHA256(seed, entryId) must give them back in the published order (server/src/modules/queue/queue.rules.ts).
// Exit code 0: verified; 1: not drawn yet; 2: a mismatch.
import { DRAW_ALGORITHM, verifyDraw } from "../server/src/modules/queue/queue.rules.ts";
import { publicRead, waitingRoomDrawQuery } from "./lib/public-documents.ts";

async function main(args: string[]): Promise<number> {
  const slug = args.find((a) => !a.startsWith("--"));
  const i = args.indexOf("--url");
  const server = i >= 0 ? args[i + 1] : "http://localhost:4000";
  if (!slug) {
    console.error("usage: npx tsx scripts/queue-verify.ts <eventSlug> [--url <server>]");
    return 64;
  }
  const room = (await publicRead(server, waitingRoomDrawQuery, { slug })).waitingRoom;
  if (!room) throw new Error(`no event "${slug}" at ${server}`);
  if (!room.seed || !room.seedHash || room.drawHash === null || room.drawList === null) {
    console.log(`not drawn yet (state ${room.state}); published seedHash: ${room.seedHash ?? "(none)"}`);
    return 1;
  }
  const problems = verifyDraw({ seed: room.seed, seedHash: room.seedHash, drawHash: room.drawHash, drawList: room.drawList });
  console.log(`algorithm: ${DRAW_ALGORITHM}`);
  console.log(`seedHash:  ${room.seedHash}\nseed:      ${room.seed}\ndrawn:     ${room.drawList ? room.drawList.split("\n").length : 0} places (hash ${room.drawHash})`);
  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH: ${p}`);
    return 2;
  }
  console.log("verified: the seed matches its commitment and the drawn order follows from it");
  return 0;
}

process.exit(await main(process.argv.slice(2)));
