// The seat board's reads (server/src/modules/events/seat-board.ts): a change made on this instance (poke,
// after a release commits) is seen by the next answer from the board, even when a read that started before
// the change is still in flight; and a caller waits for at most two reads whatever changes come meanwhile.
import { describe, expect, it } from "vitest";
import type pg from "pg";
import { SeatBoard } from "../../server/src/modules/events/seat-board.ts";

/** A pool whose reads answer when the test says so, each with the seats' statuses at that moment. */
function controlledPool() {
  const statuses = new Map<string, string>([["s1", "HELD"]]);
  const pending: (() => void)[] = [];
  let reads = 0;
  const pool = {
    query: (text: string) => {
      reads++;
      // The statuses as the query's snapshot sees them, when it starts; answered later.
      const rows = [...statuses].map(([id, status]) => ({
            id,
            eventId: "e",
            ticketTypeId: "t",
            area: "A",
            row: "1",
            number: 1,
            status,
            access: null,
            read_at: "2026-11-29 00:00:00.000",
          }));
      return new Promise((resolve) => {
        // A poll answers only the changed seats with the read time; the whole map is the load's.
        pending.push(() => resolve({ rows: text.includes("LEFT JOIN") ? rows.map(({ id, status, read_at }) => ({ id, status, read_at })) : rows }));
      });
    },
  };
  return { pool: pool as unknown as pg.Pool, statuses, answerNext: () => pending.shift()?.(), reads: () => reads, pending: () => pending.length };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the seat board", () => {
  it("does not answer from a read that started before a change made here: the read after it serves", async () => {
    const { pool, statuses, answerNext, reads } = controlledPool();
    const board = new SeatBoard(pool, "e");
    const first = board.current(60_000);
    await tick();
    expect(reads()).toBe(1);
    // The seat is released and the release commits while the first read is still in flight.
    statuses.set("s1", "AVAILABLE");
    board.poke();
    let seen: string | undefined;
    const after = board.current(60_000).then((b) => (seen = b.seats.get("s1")?.status));
    // The first read answers with what it saw before the release: not enough for the caller who came after.
    answerNext();
    await first;
    await tick();
    expect(seen).toBeUndefined();
    expect(reads()).toBe(2);
    answerNext();
    await after;
    expect(seen).toBe("AVAILABLE");
  });

  it("makes a caller wait for two reads at most while changes keep coming", async () => {
    const { pool, answerNext, reads } = controlledPool();
    const board = new SeatBoard(pool, "e");
    const loaded = board.current(60_000);
    await tick();
    answerNext();
    await loaded;
    board.poke();
    const caller = board.current(60_000);
    let done = false;
    void caller.then(() => (done = true));
    for (let i = 0; i < 5 && !done; i++) {
      await tick();
      board.poke(); // another change on this instance, during each read
      answerNext();
      await tick();
    }
    expect(done).toBe(true);
    expect(reads()).toBeLessThanOrEqual(3);
  });
});
