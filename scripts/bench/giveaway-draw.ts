// How long the verifiable draw and its verification take for a large campaign (pure rules, no DB):
//   npx tsx scripts/bench/giveaway-draw.ts [entries=100000] [winners=50]
import crypto from "node:crypto";
import { drawWinners, entriesHash, holderRef, sha256Hex, verifyDraw } from "../../server/src/modules/giveaway/giveaway.rules.ts";

const n = Number(process.argv[2] ?? 100_000);
const k = Number(process.argv[3] ?? 50);
const campaignId = "bench-campaign";
// About 5 entries per fan, as registration + top-ups + invites give.
const entries = Array.from({ length: n }, (_, i) => ({ id: `c${crypto.randomBytes(12).toString("hex")}`, holder: holderRef(campaignId, `user-${Math.floor(i / 5)}`) }));
const seed = crypto.randomBytes(32).toString("hex");

let t = performance.now();
const hash = entriesHash(entries);
const hashMs = performance.now() - t;
t = performance.now();
const winners = drawWinners(seed, entries, k);
const drawMs = performance.now() - t;
t = performance.now();
const problems = verifyDraw({ seed, seedCommitment: sha256Hex(seed), entriesHash: hash, entries, winnersCount: k, winners });
const verifyMs = performance.now() - t;

console.log(`entries ${n}, winners ${winners.length}: hash ${hashMs.toFixed(0)} ms, draw ${drawMs.toFixed(0)} ms, verify ${verifyMs.toFixed(0)} ms, ${problems.length ? "MISMATCH" : "verified"}`);
