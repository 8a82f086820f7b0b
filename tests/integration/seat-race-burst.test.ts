// A burst of fans racing for the same few seats through the API, as the on-sale benchmark races them (issue
// 33), small enough for every run: most of their refusals are answered from memory (the seat board shows
// the pick taken: orders.service takenOnBoard), which must never refuse a seat that is free (made to, every
// fan gives up: tried). Every fan picks among the front seats, takes the nearest alternatives a
// SeatsTakenError offers, and stops at a hold or a sold out. Then: every seat is held exactly once, none is
// left free while a fan was turned away, and the database audit is clean.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import { createFans } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { SECURE_SEATS } from "../../scripts/bench/onsale-seats.ts";

let s: TestServer;
const db = () => s.app.deps.db;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 20 });
}, 120_000);
afterAll(() => s?.stop());

type Answer = { __typename: string; alternatives?: { id: string }[]; order?: { id: string } };

describe("a burst of fans racing for a few seats", () => {
  it("holds every seat once and leaves none free while a fan is turned away, refusals from memory included", async () => {
    // Two rows of eight, no aisle: 16 seats for 30 fans of one or two.
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1, rows: ["A", "B"], perRow: 8, maxTicketsPerAccount: 4 });
    const seats = await db().seat.findMany({ where: { ticketTypeId: ev.seatedTypeId }, orderBy: [{ row: "asc" }, { number: "asc" }], select: { id: true } });
    const fans = await createFans(s.app.deps, 30);
    const typeId = encodeGlobalID("TicketType", ev.seatedTypeId);
    const finals: string[] = [];
    await Promise.all(
      fans.map(async (fan, f) => {
        const party = f % 3 === 0 ? 2 : 1;
        // Everyone wants the front: seats 1–4 of row A, pairs side by side.
        let picked = Array.from({ length: party }, (_, k) => encodeGlobalID("Seat", seats[(f % 3) + k]!.id));
        for (let attempt = 0; attempt < 12; attempt++) {
          const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: typeId, quantity: party, seatIds: picked }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
          const r = await s.gqlRaw(SECURE_SEATS, { input }, { token: fan.token });
          const answer = (r.data as { secureTickets?: Answer } | undefined)?.secureTickets;
          if (!answer) throw new Error(JSON.stringify(r.errors));
          if (answer.__typename === "SeatsTakenError" && answer.alternatives?.length === party) {
            picked = answer.alternatives.map((a) => a.id);
            continue;
          }
          finals.push(answer.__typename === "SeatsTakenError" ? "no alternatives" : answer.__typename);
          return;
        }
        finals.push("gave up");
      }),
    );
    const secured = finals.filter((x) => x === "TicketsSecured").length;
    expect(finals.length).toBe(30);
    expect(finals.filter((x) => x !== "TicketsSecured" && x !== "SoldOutError" && x !== "no alternatives")).toEqual([]);
    // Every seat held once: fans of one always find a free seat while one is left, so none stays free.
    expect(await db().seat.count({ where: { ticketTypeId: ev.seatedTypeId, status: "AVAILABLE" } })).toBe(0);
    expect(await db().seat.count({ where: { ticketTypeId: ev.seatedTypeId, status: "HELD", heldByOrderId: { not: null } } })).toBe(16);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } })).sold).toBe(16);
    const items = await db().orderItem.findMany({ where: { ticketTypeId: ev.seatedTypeId, order: { status: "AWAITING_PAYMENT" } }, select: { seatId: true } });
    expect(items).toHaveLength(16);
    expect(new Set(items.map((i) => i.seatId)).size).toBe(16);
    expect(secured).toBe(await db().order.count({ where: { eventId: ev.id, status: "AWAITING_PAYMENT" } }));
    expect((await auditDatabase(db())).problems).toEqual([]);
  }, 180_000);
});
