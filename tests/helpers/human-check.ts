// Solves the server's human-check challenge the way the browser widget does.
import { solveChallenge } from "altcha-lib/v1";
import type { TestServer } from "./server.ts";

export async function solvedHumanCheck(s: TestServer): Promise<string> {
  const r = await s.gql("{ humanCheckChallenge }");
  const c = r.data.humanCheckChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("could not solve the human check");
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString("base64");
}
