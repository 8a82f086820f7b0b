// The ticket status machine: every allowed transition, and every other one refused.
import { describe, expect, it } from "vitest";
import {
  assertTicketTransition,
  canTransition,
  enterableStatuses,
  IllegalTicketTransitionError,
  ticketTransitions,
  transferableStatuses,
} from "../../server/src/modules/tickets/ticket-status.ts";

const all = ["PAID", "READY", "REDEEMED", "VALIDATED", "REVOKED"] as const;
const allowed = new Set(["PAID>READY", "PAID>VALIDATED", "PAID>REVOKED", "READY>VALIDATED", "READY>REVOKED"]);

describe("ticket status machine", () => {
  it.each(all.flatMap((from) => all.map((to) => [from, to] as const)))("%s → %s", (from, to) => {
    const ok = allowed.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(ok);
    if (ok) expect(() => assertTicketTransition(from, to)).not.toThrow();
    else expect(() => assertTicketTransition(from, to)).toThrow(IllegalTicketTransitionError);
  });

  it("has terminal states with no way out", () => {
    for (const s of ["VALIDATED", "REDEEMED", "REVOKED"] as const) expect(ticketTransitions[s]).toEqual([]);
  });

  it("lets only paid and ready tickets enter or move", () => {
    expect([...enterableStatuses].sort()).toEqual(["PAID", "READY"]);
    expect([...transferableStatuses].sort()).toEqual(["PAID", "READY"]);
  });
});
