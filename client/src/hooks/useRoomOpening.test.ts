import { describe, expect, it } from "vitest";
import { ROOM_RECHECK_MS, roomCheckDelay } from "./useRoomOpening";

describe("a pre-queue room's next check", () => {
  const now = Date.parse("2026-12-01T10:00:00Z");
  it("waits for the opening, then asks again every few seconds until the room is open", () => {
    expect(roomCheckDelay("PRE_QUEUE", "2026-12-01T10:01:00Z", now)).toBe(60_500);
    expect(roomCheckDelay("PRE_QUEUE", "2026-12-01T09:59:00Z", now)).toBe(ROOM_RECHECK_MS);
  });
  it("has nothing to wait for once open, or without an opening time", () => {
    for (const state of ["OPEN", "SOLD_OUT", "CLOSED", "OFF"]) expect(roomCheckDelay(state, "2026-12-01T10:01:00Z", now)).toBeNull();
    expect(roomCheckDelay("PRE_QUEUE", null, now)).toBeNull();
  });
});
