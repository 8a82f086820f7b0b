// What the benchmarks prepare thousands of fans with: the factories of tests/factories (re-exported for
// the tests that import them from here), the human check solved the way the browser widget does, and
// the securing mutation they fire.
import crypto from "node:crypto";

export { createFans, type Fan } from "../../tests/factories/fans.ts";
export { createOnSaleEvent, type OnSaleEvent } from "../../tests/factories/events.ts";

type Challenge = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };

/**
 * ALTCHA's proof of work (challenge = SHA-256(salt + number)) with Node's synchronous hash: the same
 * answer the widget finds, without the widget's per-attempt WebCrypto round trips, so that thousands of
 * fans can be prepared quickly.
 */
function solveChallenge(c: Challenge): number {
  if (c.algorithm !== "SHA-256") throw new Error(`human check: unsupported ${c.algorithm}`);
  for (let n = 0; n <= c.maxnumber; n++) {
    if (crypto.createHash("sha256").update(c.salt + n).digest("hex") === c.challenge) return n;
  }
  throw new Error("human check: no solution");
}

/** Fetches a challenge from the server and solves it: the payload the HumanCheck widget sends. */
export async function solvedHumanCheck(graphqlUrl: string): Promise<string> {
  const res = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ humanCheckChallenge }" }),
  });
  const c = ((await res.json()) as { data: { humanCheckChallenge: Challenge } }).data.humanCheckChallenge;
  const number = solveChallenge(c);
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString("base64");
}

export const SECURE_TICKETS = `mutation($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename
  ... on Error { code message field }
  ... on TicketLimitReachedError { limit remaining }
  ... on SaleNotOpenError { saleState }
  ... on TicketsSecured { order { id orderNo status expiresAt totalAmount { amount currency } items { seat { row number status } ticketType { id } } } }
} }`;
