// Pure helpers of the sales dashboard, unit-tested on their own.

export interface MinuteFigures {
  minute: Date;
  sold: number;
  scans: number;
}

/**
 * A gapless series of `minutes` minutes from `since` (a whole minute): tickets sold and scans accepted in
 * each, zero where nothing happened, so a chart's x axis is time and not "minutes that had sales".
 */
export function perMinuteSeries(since: Date, minutes: number, sold: { minute: Date; count: number }[], scans: { minute: Date; count: number }[]): MinuteFigures[] {
  const start = since.getTime();
  const series = Array.from({ length: minutes }, (_, i) => ({ minute: new Date(start + i * 60_000), sold: 0, scans: 0 }));
  const slot = (d: Date) => Math.floor((d.getTime() - start) / 60_000);
  for (const s of sold) {
    const i = slot(s.minute);
    if (i >= 0 && i < minutes) series[i]!.sold += s.count;
  }
  for (const s of scans) {
    const i = slot(s.minute);
    if (i >= 0 && i < minutes) series[i]!.scans += s.count;
  }
  return series;
}
