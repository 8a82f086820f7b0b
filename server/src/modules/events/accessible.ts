// An event's free accessible spaces (issue 33) from this instance's seat board: what the fan with the need
// is offered (Event.accessibleSpaces) and what the waiting room tells them on admission. In memory.
import type { Deps } from "../../deps.ts";
import { seatBoard, type BoardSeat } from "./seat-board.ts";
import { accessibleSpaces, type AccessibleSpace } from "./accessible.rules.ts";
import { compareRows } from "./seatmap.rules.ts";

/** The event's free wheelchair spaces (of one ticket type, or all), each with the free companion seats beside it. */
export async function accessibleSpacesOf(deps: Deps, eventId: string, ticketTypeId?: string | null): Promise<AccessibleSpace<BoardSeat>[]> {
  const board = await seatBoard(deps, eventId).current();
  return accessibleSpaces(board.seats.values(), { ticketTypeId, compareRows });
}
