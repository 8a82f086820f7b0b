import { describe, expect, it } from "vitest";
import { lowestPrice, saleState } from "../../server/src/modules/events/events.rules.ts";

const now = new Date("2026-11-21T12:00:00Z");
const base = {
  startsAt: new Date("2026-12-21T12:00:00Z"),
  endsAt: new Date("2026-12-21T15:00:00Z"),
  saleStartsAt: new Date("2026-11-20T00:00:00Z"),
  saleEndsAt: null,
  ticketTypes: [{ capacity: 10, sold: 3 }],
};

describe("saleState", () => {
  it("is on sale between sale start and the event", () => expect(saleState(base, now)).toBe("ON_SALE"));
  it("is upcoming before the sale opens", () =>
    expect(saleState({ ...base, saleStartsAt: new Date("2026-11-22T00:00:00Z") }, now)).toBe("UPCOMING"));
  it("is sold out when every type is full", () =>
    expect(saleState({ ...base, ticketTypes: [{ capacity: 10, sold: 10 }] }, now)).toBe("SOLD_OUT"));
  it("is closed after the sale ends but before the event", () =>
    expect(saleState({ ...base, saleEndsAt: new Date("2026-11-21T00:00:00Z") }, now)).toBe("SALE_CLOSED"));
  it("is ended once the event is over", () =>
    expect(saleState({ ...base, endsAt: new Date("2026-11-21T11:59:59Z") }, now)).toBe("ENDED"));
  it("uses the start when no end is known", () =>
    expect(saleState({ ...base, endsAt: null, startsAt: new Date("2026-11-21T11:00:00Z") }, now)).toBe("ENDED"));
});

describe("lowestPrice", () => {
  it("finds the cheapest type", () =>
    expect(lowestPrice([{ priceAmount: 500 }, { priceAmount: 200 }, { priceAmount: 300 }])).toEqual({ priceAmount: 200 }));
  it("is null without types", () => expect(lowestPrice([])).toBeNull());
});
