// A fan admitted from the waiting room who declared the need for a wheelchair space (issue 33) is told how
// many wheelchair spaces are free for them: the choose page then offers those before anything else. Read
// only for an admitted place (the need, one row by key; the spaces, from the seat board in memory).
import type { Deps } from "../../deps.ts";
import { accessibleSpacesOf } from "../events/index.ts";
import { seatingNeedOf } from "../identity/index.ts";

/** The event's free wheelchair spaces when the fan declared the need; 0 otherwise. */
export async function accessibleSeatsFor(deps: Deps, userId: string, eventId: string): Promise<number> {
  if (!(await seatingNeedOf(deps, userId))) return 0;
  return (await accessibleSpacesOf(deps, eventId)).length;
}
