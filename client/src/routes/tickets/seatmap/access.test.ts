import { describe, expect, it } from "vitest";
import { accessRefusal, accessStateOf, isKeptFromFan, spacePicks } from "./access";
import type { SeatAccess } from "./model";

const now = Date.parse("2026-12-01T10:00:00Z");
const later = "2026-12-03T10:00:00Z";
const earlier = "2026-11-30T10:00:00Z";
const seats = new Map<string, { access: SeatAccess | null }>([
  ["w1", { access: "WHEELCHAIR" }],
  ["w2", { access: "WHEELCHAIR" }],
  ["c1", { access: "COMPANION" }],
  ["c2", { access: "COMPANION" }],
  ["c3", { access: "COMPANION" }],
  ["s1", { access: null }],
]);
const seat = (id: string) => seats.get(id)!;

describe("the accessible seats' rule on the map", () => {
  it("keeps them from a fan without the need until the release, and opens them to anyone after", () => {
    const kept = accessStateOf(later, null, now);
    expect(kept).toEqual({ kind: "kept", releaseAt: later });
    expect(isKeptFromFan("WHEELCHAIR", kept)).toBe(true);
    expect(isKeptFromFan("COMPANION", kept)).toBe(true);
    expect(isKeptFromFan(null, kept)).toBe(false);
    expect(accessRefusal([], seat("c1"), seats, kept)).toBe("kept");
    expect(accessRefusal([], seat("s1"), seats, kept)).toBeNull();

    const open = accessStateOf(earlier, null, now);
    expect(open).toEqual({ kind: "open" });
    expect(accessRefusal(["w1", "c1", "c2", "c3"], seat("w2"), seats, open)).toBeNull();
    // The release instant itself is the release.
    expect(accessStateOf(new Date(now).toISOString(), null, now).kind).toBe("open");
  });

  it("lets a fan with the need pick one wheelchair space and no more companions than declared", () => {
    const mine = accessStateOf(later, { companions: 2 }, now);
    expect(mine).toEqual({ kind: "mine", releaseAt: later, companions: 2 });
    expect(isKeptFromFan("WHEELCHAIR", mine)).toBe(false);
    expect(accessRefusal([], seat("w1"), seats, mine)).toBeNull();
    expect(accessRefusal(["w1"], seat("w2"), seats, mine)).toBe("accessLimit");
    expect(accessRefusal(["w1", "c1"], seat("c2"), seats, mine)).toBeNull();
    expect(accessRefusal(["w1", "c1", "c2"], seat("c3"), seats, mine)).toBe("accessLimit");
    expect(accessRefusal(["w1", "c1", "c2"], seat("s1"), seats, mine)).toBeNull();
    expect(accessRefusal([], seat("c1"), seats, accessStateOf(later, { companions: 0 }, now))).toBe("accessLimit");
  });

  it("picks a space with the declared companions beside it, no more than are free", () => {
    const space = { wheelchair: { id: "w1" }, companions: [{ id: "c1" }, { id: "c2" }] };
    expect(spacePicks(space, 3)).toEqual(["w1", "c1", "c2"]);
    expect(spacePicks(space, 1)).toEqual(["w1", "c1"]);
    expect(spacePicks(space, 0)).toEqual(["w1"]);
  });
});
