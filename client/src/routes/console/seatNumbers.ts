// A row's wheelchair spaces and companion seats as the organiser types them ("3, 7" or "1-2, 4"): read
// into seat numbers for the API, and written back from the saved map with runs shortened to ranges.

/** The numbers of "1-2, 4 7" ([1, 2, 4, 7]), or null when a part is not a number or a forward range. */
export function parseSeatNumbers(text: string): number[] | null {
  const out = new Set<number>();
  for (const part of text.split(/[\s,，、]+/).filter(Boolean)) {
    const m = /^(\d{1,4})(?:[-–](\d{1,4}))?$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    if (to < from || to - from > 9999) return null;
    for (let n = from; n <= to; n++) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}

/** Seat numbers as the organiser would type them: [1, 2, 3, 7] → "1-3, 7". */
export function formatSeatNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j;
  }
  return parts.join(", ");
}
