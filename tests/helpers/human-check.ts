// Solves the server's human-check challenge the way the browser widget does (ALTCHA's own solver):
// the payload a client sends as `humanCheck`. Used by the tests and by the on-sale benchmark.
import { solveChallenge } from "altcha-lib/v1";

/** `target`: a test server (anything with its base `url`) or a GraphQL endpoint URL. */
export async function solvedHumanCheck(target: { url: string } | string): Promise<string> {
  const graphqlUrl = typeof target === "string" ? target : `${target.url}/graphql`;
  const res = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ humanCheckChallenge }" }),
  });
  const c = ((await res.json()) as { data: { humanCheckChallenge: { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string } } }).data
    .humanCheckChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("could not solve the human check");
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString("base64");
}
