// Searching and filtering the public event list (issue 31 item 6): by words found in the title, the artist's
// line, the venue, the city or the address, by a range of start dates, by city and by on-sale; a search's
// % and _ are plain characters; a reversed range or an overlong search is refused in the fan's language.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
const tag = crypto.randomBytes(3).toString("hex");
const day = 86_400_000;
const base = Date.now() + 30 * day;

beforeAll(async () => {
  s = await startTestServer();
  const event = (slug: string, data: { title: string; subtitle?: string; venue: string; city: string; address?: string; startsIn: number; onSale?: boolean }) =>
    s.app.deps.db.event.create({
      data: {
        slug: `${slug}-${tag}`,
        title: `${data.title} ${tag}`,
        subtitle: data.subtitle ?? null,
        about: "About",
        venue: data.venue,
        city: data.city,
        address: data.address ?? null,
        startsAt: new Date(base + data.startsIn * day),
        saleStartsAt: new Date(Date.now() - day),
        salesPaused: data.onSale === false,
      },
    });
  await event("coliseum", { title: "Eason Chan Fear and Dreams", subtitle: "陳奕迅 Live", venue: "Hong Kong Coliseum", city: "Hong Kong", address: "9 Cheong Wan Road, Hung Hom", startsIn: 0 });
  await event("expo", { title: "Harbour Jazz Night", subtitle: "Eason's friends", venue: "AsiaWorld-Expo", city: "Hong Kong", startsIn: 10, onSale: false });
  await event("macau", { title: "Galaxy 100%_Pop", venue: "Galaxy Arena", city: "Macau", startsIn: 20 });
}, 120_000);
afterAll(() => s?.stop());

const LIST = `query EventSearch($filter: EventFilter) { events(first: 50, filter: $filter) { edges { node { slug } } } }`;
async function slugs(filter: Record<string, unknown>): Promise<string[]> {
  const r = await s.gqlRaw(LIST, { filter });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { events: { edges: { node: { slug: string } }[] } }).events.edges.map((e) => e.node.slug.replace(`-${tag}`, ""));
}
const mine = (filter: Record<string, unknown>) => slugs({ ...filter, search: [tag, filter.search].filter(Boolean).join(" ") });

describe("the event list's search and filters", () => {
  it("finds events by words in the title, the artist's line, the venue, the city or the address, in any case and order", async () => {
    expect(await mine({})).toEqual(["coliseum", "expo", "macau"]);
    expect(await mine({ search: "eason" })).toEqual(["coliseum", "expo"]);
    expect(await mine({ search: "DREAMS eason" })).toEqual(["coliseum"]);
    expect(await mine({ search: "陳奕迅" })).toEqual(["coliseum"]);
    expect(await mine({ search: "asiaworld" })).toEqual(["expo"]);
    expect(await mine({ search: "macau" })).toEqual(["macau"]);
    expect(await mine({ search: "hung hom" })).toEqual(["coliseum"]);
    expect(await mine({ search: "nobody-plays-here" })).toEqual([]);
  });

  it("takes % and _ as plain characters, not as wildcards", async () => {
    expect(await mine({ search: "%" })).toEqual(["macau"]);
    expect(await mine({ search: "0%_p" })).toEqual(["macau"]);
    expect(await mine({ search: "_" })).toEqual(["macau"]);
  });

  it("narrows by a range of start dates, by city and by on-sale, together with the search", async () => {
    expect(await mine({ startsFrom: new Date(base + 5 * day).toISOString() })).toEqual(["expo", "macau"]);
    expect(await mine({ startsBefore: new Date(base + 15 * day).toISOString() })).toEqual(["coliseum", "expo"]);
    expect(await mine({ startsFrom: new Date(base + 5 * day).toISOString(), startsBefore: new Date(base + 15 * day).toISOString() })).toEqual(["expo"]);
    expect(await mine({ city: "hong kong" })).toEqual(["coliseum", "expo"]);
    expect(await mine({ city: "Macau", search: "eason" })).toEqual([]);
    expect(await mine({ onSale: true })).toEqual(["coliseum", "macau"]);
  });

  it("lists the cities of the events to come", async () => {
    const r = await s.gqlRaw(`{ eventCities }`);
    const cities = (r.data as { eventCities: string[] }).eventCities;
    expect(cities).toEqual(expect.arrayContaining(["Hong Kong", "Macau"]));
    expect(cities).toEqual([...cities].sort());
    expect(new Set(cities).size).toBe(cities.length);
  });

  it("refuses a reversed range and an overlong search, in the fan's language", async () => {
    const reversed = await s.gqlRaw(LIST, { filter: { startsFrom: new Date(base + day).toISOString(), startsBefore: new Date(base).toISOString() } }, { lang: "zh_tw" });
    expect(reversed.errors?.[0]).toMatchObject({ message: "結束日期必須晚於開始日期", extensions: { code: "VALIDATION", field: "filter.startsBefore" } });
    const long = await s.gqlRaw(LIST, { filter: { search: "x".repeat(101) } });
    expect(long.errors?.[0]).toMatchObject({ message: "Search with at most 100 characters", extensions: { code: "VALIDATION", field: "filter.search" } });
  });
});
