// Whether the wheelchair spaces and companion seats are open to this fan (issue 33), mirroring the server's
// rule (AccessibleSeatsKeptError): until the event's accessible release only a fan who declared the need
// holds them, one wheelchair space and as many companion seats as declared; after it, anyone. The map and
// the list draw kept seats as not pickable, and a tap is refused here rather than by a failing secure.
import type { PlacedSeat, SeatAccess } from "./model";

/**
 * `open`: released, anyone picks them. `kept`: this fan has no declared need, so they are not pickable.
 * `mine`: kept for fans with the need, this fan among them, with `companions` companion seats.
 */
export type AccessState = { kind: "open" } | { kind: "kept"; releaseAt: string } | { kind: "mine"; releaseAt: string; companions: number };

export function accessStateOf(releaseAt: string | null | undefined, need: { companions: number } | null | undefined, now: number): AccessState {
  if (!releaseAt || new Date(releaseAt).getTime() <= now) return { kind: "open" };
  return need ? { kind: "mine", releaseAt, companions: need.companions } : { kind: "kept", releaseAt };
}

/** A seat this fan may not pick now because it is kept for fans who declared the need. */
export function isKeptFromFan(access: SeatAccess | null | undefined, state: AccessState): boolean {
  return !!access && state.kind === "kept";
}

/**
 * Why adding `seat` to the picks breaks the accessible rule, or null: `kept` (not this fan's), `accessLimit`
 * (a fan with the need already has their one wheelchair space, or all the companion seats they declared).
 */
export function accessRefusal(picked: readonly string[], seat: Pick<PlacedSeat, "access">, seats: ReadonlyMap<string, Pick<PlacedSeat, "access">>, state: AccessState): "kept" | "accessLimit" | null {
  if (!seat.access || state.kind === "open") return null;
  if (state.kind === "kept") return "kept";
  const count = (kind: SeatAccess) => picked.filter((id) => seats.get(id)?.access === kind).length;
  if (seat.access === "WHEELCHAIR" && count("WHEELCHAIR") >= 1) return "accessLimit";
  if (seat.access === "COMPANION" && count("COMPANION") >= state.companions) return "accessLimit";
  return null;
}

/** The picks for one accessible space: the wheelchair space and up to the declared companions beside it. */
export function spacePicks(space: { wheelchair: { id: string }; companions: readonly { id: string }[] }, companions: number): string[] {
  return [space.wheelchair.id, ...space.companions.slice(0, companions).map((c) => c.id)];
}
