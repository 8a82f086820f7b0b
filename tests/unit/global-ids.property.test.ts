// parseGlobalId / idOfType: a global id of any type decodes to its type and id, and anything else (a
// database id, which the fields that became Nodes still accept, or junk) is "not a global id", never an error.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { idOfType, parseGlobalId } from "../../server/src/node-access.ts";
import { ForeignIdError } from "../../server/src/errors.ts";

const typename = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,20}$/);
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const cuid = fc.stringMatching(/^c[a-z0-9]{24}$/);

describe("global ids", () => {
  it("a global id decodes to its type and id", () => {
    fc.assert(
      fc.property(typename, id, (t, i) => {
        expect(parseGlobalId(encodeGlobalID(t, i))).toEqual({ typename: t, id: i });
      }),
    );
  });

  it("a database id is not a global id, and idOfType passes it through", () => {
    fc.assert(
      fc.property(cuid, (c) => {
        expect(parseGlobalId(c)).toBeNull();
        expect(idOfType("TicketType", c)).toBe(c);
      }),
    );
  });

  it("another type's global id is not this type's id: refused as a foreign id (the argument's mistake)", () => {
    const other = encodeGlobalID("Seat", "s1");
    expect(() => idOfType("TicketType", other)).toThrow(ForeignIdError);
    expect(idOfType("TicketType", encodeGlobalID("TicketType", "t1"))).toBe("t1");
    // A database id, or anything that is no global id, is taken as it is (an unknown one is NOT_FOUND later).
    expect(idOfType("TicketType", "cmx1abc")).toBe("cmx1abc");
  });

  it("junk is never an error", () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => void expect(() => parseGlobalId(s)).not.toThrow()));
  });
});
