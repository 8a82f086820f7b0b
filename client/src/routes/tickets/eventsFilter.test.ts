import { describe, expect, it } from "vitest";
import { dayStart, filterOf } from "./eventsFilter";

describe("the event list's filter from its link", () => {
  it("reads the words, the days (local midnights, the end day included), the city and on-sale", () => {
    const f = filterOf(new URLSearchParams("q=%20eason%20&from=2026-12-01&to=2026-12-03&city=Macau&onSale=1"));
    expect(f).toEqual({ search: "eason", startsFrom: dayStart("2026-12-01"), startsBefore: dayStart("2026-12-04"), city: "Macau", onSale: true });
    expect(new Date(f.startsBefore as string).getTime() - new Date(f.startsFrom as string).getTime()).toBeGreaterThanOrEqual(3 * 86_400_000 - 3_600_000);
  });
  it("lists the events to come when nothing is chosen, and drops a malformed or reversed date", () => {
    expect(filterOf(new URLSearchParams(""))).toEqual({ upcoming: true });
    expect(filterOf(new URLSearchParams("from=yesterday&to=2026-13-45x"))).toEqual({ upcoming: true });
    expect(filterOf(new URLSearchParams("from=2026-12-05&to=2026-12-01"))).toEqual({ startsFrom: dayStart("2026-12-05"), upcoming: true });
  });
});
