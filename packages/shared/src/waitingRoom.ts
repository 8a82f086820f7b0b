// A waiting room's settings an organiser may choose, and their limits: the server refuses what is outside
// them, and the console says so before sending. A pass or an offer shorter than a minute cannot be used by
// a person.
export const WAITING_ROOM_LIMITS = {
  ratePerMinute: [1, 1_000_000],
  passSeconds: [60, 3_600],
  offerSeconds: [60, 3_600],
  graceSeconds: [10, 3_600],
} as const;

export type WaitingRoomNumberField = keyof typeof WAITING_ROOM_LIMITS;

export const WAITING_ROOM_NUMBER_FIELDS = Object.keys(WAITING_ROOM_LIMITS) as WaitingRoomNumberField[];

/** The fields whose value is not a whole number within its limits (absent values are not checked). */
export function waitingRoomFieldProblems(input: Partial<Record<WaitingRoomNumberField, number | null | undefined>>): WaitingRoomNumberField[] {
  return WAITING_ROOM_NUMBER_FIELDS.filter((f) => {
    const v = input[f];
    const [min, max] = WAITING_ROOM_LIMITS[f];
    return v !== undefined && v !== null && (!Number.isInteger(v) || v < min || v > max);
  });
}
