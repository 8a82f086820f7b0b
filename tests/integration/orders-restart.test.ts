// Holds are rows, not timers: a hold that lapses while the server is down is expired by the job of the
// next server to start on the database, and its stock is sold again.
import { inject, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.ts";
import { createDb } from "../../server/src/db.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { createFans } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { member } from "../helpers/graphql-result.ts";
import type { GraphQLResponse, TypedDocument } from "../helpers/server.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";

const options = { port: 0, host: "127.0.0.1", serveClient: false, seedDemo: false, logLevel: "silent" as const, dbPoolSize: 4, humanCheck: { maxNumber: 5000 } };

async function gql<R, V>(url: string, token: string, document: TypedDocument<R, V>, variables: V) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return (await res.json()) as GraphQLResponse<R>;
}

describe("holds across a restart", () => {
  it("a hold that lapsed while the server was down is expired on start and its stock sold again", async () => {
    const db = await createTestDatabase((name) => withDatabase(inject("pgServerUrl"), name), inject("pgTemplate"));
    try {
      const first = await buildApp({ ...options, databaseUrl: db.url }).start();
      const ev = await createOnSaleEvent(first.deps, { standing: 1 });
      const [a, b] = await createFans(first.deps, 2);
      const input = async () => ({ eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(`${first.url}/graphql`) });
      const held = await gql(first.url, a.token, SECURE_TICKETS, { input: await input() });
      const heldOrder = member(held.data?.secureTickets, "TicketsSecured").order;
      await first.stop();

      // While no server runs, the hold's time passes.
      const offline = createDb(db.url, 1);
      await offline.order.update({ where: { id: heldOrder.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
      await offline.$disconnect();

      const second = await buildApp({ ...options, databaseUrl: db.url }).start();
      try {
        await expect.poll(async () => (await second.deps.db.order.findUniqueOrThrow({ where: { id: heldOrder.id } })).status, { timeout: 10_000 }).toBe("EXPIRED");
        expect((await second.deps.db.ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(0);
        const again = await gql(second.url, b.token, SECURE_TICKETS, {
          input: { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(`${second.url}/graphql`) },
        });
        expect(again.data?.secureTickets.__typename).toBe("TicketsSecured");
      } finally {
        await second.stop();
      }
    } finally {
      await db.drop();
    }
  }, 60_000);
});
