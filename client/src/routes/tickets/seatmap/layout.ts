// Where each seat goes on the SVG map: rows are drawn by seat number, and a gap in a row's numbers (1–10,
// then 12–20) is an aisle, drawn as a space. Rows are centred in their area; areas wrap like words, under
// the stage. Units are the SVG's user units (one seat pitch is PITCH).
import type { MapArea, MapSeat } from "./model";

export const PITCH = 24;
export const SEAT_RADIUS = 9;
/** The extra space an aisle adds between two runs of seats. */
export const AISLE = PITCH;
/** Room left of a row for its label. */
const ROW_LABEL = 28;
const AREA_PAD = 12;
const AREA_TITLE = 26;
const AREA_GAP = 28;
export const STAGE_HEIGHT = 36;
const STAGE_GAP = 28;

/** The runs of consecutive seat numbers of a row (its seats sorted by number): an aisle lies between two runs. */
export function rowRuns<T extends Pick<MapSeat, "number">>(seats: readonly T[]): T[][] {
  const sorted = [...seats].sort((a, b) => a.number - b.number);
  const runs: T[][] = [];
  for (const s of sorted) {
    const run = runs.at(-1);
    if (run && s.number === run.at(-1)!.number + 1) run.push(s);
    else if (run && s.number === run.at(-1)!.number) continue;
    else runs.push([s]);
  }
  return runs;
}

export interface SeatSpot {
  seat: MapSeat;
  x: number;
  y: number;
}

export interface RowSpot {
  row: string;
  y: number;
  /** Where the row's label is drawn (left of its first seat). */
  labelX: number;
  seats: SeatSpot[];
  /** The x of each aisle's middle, for a hint of the walkway. */
  aisles: number[];
}

export interface AreaSpot {
  area: MapArea;
  x: number;
  y: number;
  width: number;
  height: number;
  rows: RowSpot[];
}

export interface MapLayout {
  width: number;
  height: number;
  stage: { x: number; y: number; width: number; height: number };
  areas: AreaSpot[];
}

/** The width a row takes: its seats at PITCH, an AISLE more for each gap. */
function rowWidth(runs: readonly unknown[][]): number {
  const seats = runs.reduce((n, r) => n + r.length, 0);
  return seats * PITCH + Math.max(0, runs.length - 1) * AISLE;
}

/** One area drawn at the origin: its rows top to bottom, each centred. */
function layoutArea(area: MapArea): Omit<AreaSpot, "x" | "y"> {
  const rows = area.rows.map((r) => ({ row: r.row, runs: rowRuns(r.seats) }));
  const inner = Math.max(PITCH, ...rows.map((r) => rowWidth(r.runs)));
  const width = inner + ROW_LABEL + 2 * AREA_PAD;
  const spots: RowSpot[] = rows.map((r, i) => {
    const y = AREA_TITLE + AREA_PAD + i * PITCH + PITCH / 2;
    let x = AREA_PAD + ROW_LABEL + (inner - rowWidth(r.runs)) / 2;
    const labelX = x - ROW_LABEL / 2 - 4;
    const seats: SeatSpot[] = [];
    const aisles: number[] = [];
    r.runs.forEach((run, k) => {
      if (k > 0) {
        aisles.push(x + AISLE / 2);
        x += AISLE;
      }
      for (const seat of run) {
        seats.push({ seat, x: x + PITCH / 2, y });
        x += PITCH;
      }
    });
    return { row: r.row, y, labelX, seats, aisles };
  });
  return { area, width, height: AREA_TITLE + 2 * AREA_PAD + rows.length * PITCH, rows: spots };
}

/**
 * The whole map: the stage on top, then the areas in the organiser's order, as many side by side as fit
 * in `maxWidth` (at least the widest area), each line of areas centred.
 */
export function layoutSeatMap(areas: readonly MapArea[], maxWidth = 720): MapLayout {
  const drawn = areas.map(layoutArea);
  const width = Math.max(maxWidth, ...drawn.map((a) => a.width));
  const lines: (typeof drawn)[] = [];
  for (const a of drawn) {
    const line = lines.at(-1);
    const used = line ? line.reduce((w, b) => w + b.width + AREA_GAP, 0) : 0;
    if (line && used + a.width <= width) line.push(a);
    else lines.push([a]);
  }
  const placed: AreaSpot[] = [];
  let y = STAGE_HEIGHT + STAGE_GAP;
  for (const line of lines) {
    const lineWidth = line.reduce((w, a) => w + a.width, 0) + (line.length - 1) * AREA_GAP;
    let x = (width - lineWidth) / 2;
    for (const a of line) {
      placed.push({ ...a, x, y, rows: a.rows.map((r) => ({ ...r, labelX: r.labelX + x, y: r.y + y, aisles: r.aisles.map((v) => v + x), seats: r.seats.map((s) => ({ ...s, x: s.x + x, y: s.y + y })) })) });
      x += a.width + AREA_GAP;
    }
    y += Math.max(...line.map((a) => a.height)) + AREA_GAP;
  }
  const stageWidth = Math.min(width * 0.6, 360);
  return { width, height: y - AREA_GAP, stage: { x: (width - stageWidth) / 2, y: 0, width: stageWidth, height: STAGE_HEIGHT }, areas: placed };
}
