// Property tests of the ticket status machine: a random sequence of attempted changes, each applied
// only when assertTicketTransition allows it (as every service does), never leaves the statuses an
// entry ticket can have, never goes back, never re-enters after the gate, and ends somewhere final once
// validated or revoked.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertTicketTransition, canTransition, enterableStatuses, IllegalTicketTransitionError, ticketTransitions, transferableStatuses } from "../../server/src/modules/tickets/ticket-status.ts";
import type { TicketStatus } from "../../server/src/generated/prisma/client.ts";

const statuses = Object.keys(ticketTransitions) as TicketStatus[];
const status = fc.constantFrom(...statuses);
const rank: Record<TicketStatus, number> = { PAID: 0, READY: 1, VALIDATED: 2, REVOKED: 2, REDEEMED: 2, LISTED: 1 };

/** Applies the attempts that the machine allows, like a service's guarded UPDATE; returns the path taken. */
function run(attempts: TicketStatus[]): TicketStatus[] {
  const path: TicketStatus[] = ["PAID"]; // a ticket is issued PAID
  for (const to of attempts) {
    const from = path[path.length - 1];
    // A withdrawn hand-back goes back to the status it was listed from (the service stores it), never elsewhere.
    if (from === "LISTED" && (to === "PAID" || to === "READY") && to !== path[path.length - 2]) continue;
    try {
      assertTicketTransition(from, to);
      path.push(to);
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalTicketTransitionError);
      expect(canTransition(from, to)).toBe(false);
    }
  }
  return path;
}

/** The path without its LISTED visits (listed, then withdrawn to where it was, or revoked when sold). */
function withoutRoundTrips(path: TicketStatus[]): TicketStatus[] {
  const out: TicketStatus[] = [];
  for (const s of path) if (s !== "LISTED" && out[out.length - 1] !== s) out.push(s);
  return out;
}

describe("ticket status machine under random attempts", () => {
  it("never reaches REDEEMED (merchandise only), never moves backwards, and stops at a final status", () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (attempts) => {
        // A hand-back listed and withdrawn is a round trip: without those, the path only moves forward.
        const path = withoutRoundTrips(run(attempts));
        expect(path).not.toContain("REDEEMED");
        for (let i = 1; i < path.length; i++) {
          expect(rank[path[i]]).toBeGreaterThan(rank[path[i - 1]]);
          expect(path[i]).not.toBe(path[i - 1]);
        }
        const final = path.findIndex((s) => s === "VALIDATED" || s === "REVOKED");
        if (final >= 0) expect(final).toBe(path.length - 1);
        expect(path.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 2000 },
    );
  });

  it("a ticket can enter or be transferred only before the gate or a revocation, and once in at most", () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (attempts) => {
        const path = run(attempts);
        expect(path.filter((s) => s === "VALIDATED").length).toBeLessThanOrEqual(1);
        const last = path[path.length - 1];
        expect(enterableStatuses.includes(last)).toBe(last === "PAID" || last === "READY");
        expect(transferableStatuses.includes(last)).toBe(last === "PAID" || last === "READY");
      }),
    );
  });

  it("no status may stay where it is through a 'transition', and final statuses have no way out", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (from === to) expect(canTransition(from, to)).toBe(false);
        if (ticketTransitions[from].length === 0) expect(() => assertTicketTransition(from, to)).toThrow(IllegalTicketTransitionError);
      }),
    );
  });
});
