// Solves the server's human-check challenge: the payload a client sends as `humanCheck`. Used by the
// tests and by the benchmarks' fans.
//
// The browser widget solves with ALTCHA's own solver, which awaits one WebCrypto digest per number
// tried (~140 ms a challenge here). Hundreds of fans solving that way on one thread made the race tests
// slow (300 solves were 40 of tickets-secure's 56 s), so the tests solve the same puzzle — the number n
// with SHA-256(salt + n) = challenge — with Node's synchronous hash (~2 ms). captcha-staff.test.ts keeps
// one solve through ALTCHA's solver, so the widget's way still has to pass the server's check.
import crypto from "node:crypto";
import { solveChallenge } from "altcha-lib/v1";
import { graphql } from "../gql/index.ts";

const CHALLENGE = graphql(`query HumanCheckChallengeForTests { humanCheckChallenge }`).toString();

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

async function fetchChallenge(graphqlUrl: string): Promise<Challenge> {
  const res = await fetch(graphqlUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: CHALLENGE }) });
  return ((await res.json()) as { data: { humanCheckChallenge: Challenge } }).data.humanCheckChallenge;
}

function solveSync(c: Challenge): number | null {
  if (c.algorithm !== "SHA-256") throw new Error(`the tests' solver knows SHA-256, not ${c.algorithm}`);
  for (let n = 0; n <= c.maxnumber; n++) {
    if (crypto.createHash("sha256").update(c.salt + n).digest("hex") === c.challenge) return n;
  }
  return null;
}

/**
 * `target`: a test server (anything with its base `url`) or a GraphQL endpoint URL. `solver: "widget"`
 * solves with ALTCHA's browser solver instead of the fast one.
 */
export async function solvedHumanCheck(target: { url: string } | string, opts: { solver?: "fast" | "widget" } = {}): Promise<string> {
  const graphqlUrl = typeof target === "string" ? target : `${target.url}/graphql`;
  const c = await fetchChallenge(graphqlUrl);
  const number = opts.solver === "widget" ? (await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise)?.number : solveSync(c);
  if (number == null) throw new Error("could not solve the human check");
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString("base64");
}
