// Roles, scopes and the operator's event rules, on their own.
import { describe, expect, it } from "vitest";
import { organisationCursor, organisationInputIssues, parseOrganisationCursor, platformScopes, refusedBootstrapScopes, refusedKeyScopes, roleScopes, withImpliedScopes } from "../../server/src/modules/organisations/organisations.rules.ts";
import { changedFields, validateEventTerms, validateTicketType } from "../../server/src/modules/events/operator.rules.ts";

describe("a new organisation's slug and name", () => {
  it("accepts lower-case slugs of 3 to 80 characters with inner hyphens and a non-empty name", () => {
    expect(organisationInputIssues({ slug: "harbour-live", name: "Harbour Live" })).toEqual([]);
    expect(organisationInputIssues({ slug: "a1b", name: "x" })).toEqual([]);
    expect(organisationInputIssues({ slug: "a".repeat(80), name: "x" })).toEqual([]);
  });

  it("reports every problem at once", () => {
    for (const slug of ["ab", "Harbour", "-harbour", "harbour-", "harbour_live", "harbour live", "a".repeat(81), ""]) {
      expect(organisationInputIssues({ slug, name: "x" }).map((i) => i.field), slug).toEqual(["slug"]);
    }
    expect(organisationInputIssues({ slug: "Bad_Slug", name: "   " }).map((i) => i.field)).toEqual(["slug", "name"]);
    expect(organisationInputIssues({ slug: "ok-slug", name: "x".repeat(121) })[0]?.message).toContain("120");
  });
});

describe("an organisation's cursor", () => {
  it("gives back the creation time and id it was made of, and refuses anything else", () => {
    const o = { createdAt: new Date("2026-11-24T13:00:00.123Z"), id: "cm3abc_def-9" };
    expect(parseOrganisationCursor(organisationCursor(o))).toEqual(o);
    for (const c of ["", "abc", "12.", ".abc", "12.a b", "1.2.3", "x".repeat(80)]) expect(parseOrganisationCursor(c), c).toBeNull();
  });
});

describe("roles and scopes", () => {
  it("lets only owners manage keys, and keeps gate staff to scanning", () => {
    expect(roleScopes.OWNER).toContain("keys:manage");
    for (const r of ["MANAGER", "BOX_OFFICE", "GATE"] as const) expect(roleScopes[r]).not.toContain("keys:manage");
    expect(roleScopes.GATE).toEqual(["events:read", "gate:scan"]);
  });

  it("refuses key scopes that are unknown, platform-only, member-only or not the maker's", () => {
    expect(refusedKeyScopes(["events:read", "audit:read", "keys:manage", "nope:x"], roleScopes.OWNER)).toEqual(["audit:read", "keys:manage", "nope:x"]);
    expect(refusedKeyScopes(["events:write"], roleScopes.BOX_OFFICE)).toEqual(["events:write"]);
  });

  it("lets a key made on the database carry any key scope, and audit:read only on a platform key", () => {
    expect(refusedBootstrapScopes(["events:write", "gate:scan", "audit:read", "keys:manage", "nope:x"], false)).toEqual(["audit:read", "keys:manage", "nope:x"]);
    expect(refusedBootstrapScopes(["events:write", "audit:read", "keys:manage", "nope:x"], true)).toEqual(["keys:manage", "nope:x"]);
  });

  it("keeps the organisations' scopes to the platform: its operators and its keys, never an owner's", () => {
    for (const scope of ["organisations:read", "organisations:write"]) {
      expect(platformScopes).toContain(scope);
      for (const role of Object.values(roleScopes)) expect(role).not.toContain(scope);
      expect(refusedKeyScopes([scope], platformScopes)).toEqual([scope]);
      expect(refusedBootstrapScopes([scope], false)).toEqual([scope]);
      expect(refusedBootstrapScopes([scope], true)).toEqual([]);
    }
    expect(withImpliedScopes(["organisations:write"]).sort()).toEqual(["organisations:read", "organisations:write"]);
  });

  it("gives events:read with events:write and reports:read", () => {
    expect(withImpliedScopes(["events:write"]).sort()).toEqual(["events:read", "events:write"]);
    expect(withImpliedScopes(["gate:scan"])).toEqual(["gate:scan"]);
  });
});

describe("event terms", () => {
  const day = 86400_000;
  const base = { title: "T", about: "A", venue: "V", city: "C", startsAt: new Date(10 * day), saleStartsAt: new Date(day) };

  it("accepts a new event and refuses a sale that opens after it is over, or a bad time zone", () => {
    expect(validateEventTerms(base, null).title).toBe("T");
    expect(() => validateEventTerms({ ...base, saleStartsAt: new Date(11 * day) }, null)).toThrow();
    expect(() => validateEventTerms({ ...base, timeZone: "Nowhere/City" }, null)).toThrow();
    expect(() => validateEventTerms({ ...base, aboutByLanguage: { fr: "x" } }, null)).toThrow();
  });

  it("checks a change against the event as it is", () => {
    const current = { startsAt: new Date(10 * day), endsAt: null, doorsOpenAt: null, saleStartsAt: new Date(day), saleEndsAt: null };
    expect(() => validateEventTerms({ startsAt: new Date(day / 2) }, current)).toThrow();
    expect(validateEventTerms({ maxTicketsPerAccount: 2 }, current)).toEqual({ maxTicketsPerAccount: 2 });
  });

  it("takes the venue's coordinates together, within range; both null clear them", () => {
    const current = { startsAt: new Date(10 * day), endsAt: null, doorsOpenAt: null, saleStartsAt: new Date(day), saleEndsAt: null };
    expect(validateEventTerms({ ...base, latitude: 22.3019, longitude: 114.1822 }, null)).toMatchObject({ latitude: 22.3019, longitude: 114.1822 });
    expect(validateEventTerms({ latitude: null, longitude: null }, current)).toEqual({ latitude: null, longitude: null });
    expect(validateEventTerms({ latitude: -90, longitude: 180 }, current)).toEqual({ latitude: -90, longitude: 180 });
    const field = (input: Parameters<typeof validateEventTerms>[0]) => {
      try {
        validateEventTerms(input, current);
        return null;
      } catch (e) {
        return (e as { field?: string }).field;
      }
    };
    expect(field({ latitude: 22.3 })).toBe("longitude");
    expect(field({ longitude: 114 })).toBe("latitude");
    expect(field({ latitude: 22.3, longitude: null })).toBe("longitude");
    expect(field({ latitude: 90.5, longitude: 0 })).toBe("latitude");
    expect(field({ latitude: 0, longitude: -180.1 })).toBe("longitude");
    expect(field({ latitude: Number.NaN, longitude: 0 })).toBe("latitude");
  });

  it("never lowers a capacity below what is held and sold", () => {
    expect(() => validateTicketType({ capacity: 4 }, { sold: 5 })).toThrow();
    expect(validateTicketType({ capacity: 5 }, { sold: 5 })).toEqual({ capacity: 5 });
  });

  it("records only what changed, before and after", () => {
    expect(changedFields({ title: "a", isHot: false, updatedAt: 1 }, { title: "b", isHot: false, updatedAt: 2 })).toEqual({ before: ["title=a"], after: ["title=b"] });
  });
});
