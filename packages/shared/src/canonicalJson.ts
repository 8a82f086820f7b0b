// One text for one JSON value, whoever encodes it: the fairness log's hashes and the signed report
// (fairnessLog.ts), and the app comparing two requests' variables (client/src/lib/earlyHomeEvents.ts).
// Its own module so that the app's first chunk takes this function alone, not the whole log check.

/** JSON with every object's keys sorted (by UTF-16 code units), undefined members left out, and no white space. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new Error("canonicalJson: not a finite number");
    if (value === undefined) throw new Error("canonicalJson: undefined");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(",")}]`;
  const keys = Object.keys(value as Record<string, unknown>)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(",")}}`;
}
