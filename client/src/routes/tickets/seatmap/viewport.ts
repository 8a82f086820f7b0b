// Zoom and pan of the seat map: a scale and an offset applied to the drawing (screen = drawing × scale +
// offset, in the SVG's user units). Fingers pinch and drag, the buttons step; the drawing never leaves the frame.

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 6;
export const ZOOM_STEP = 1.5;
export const initialView: View = { scale: 1, x: 0, y: 0 };

/** Keeps the drawing (width × height at scale 1) covering the frame: no panning it out of sight. */
export function clampView(v: View, width: number, height: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale));
  const minX = width - width * scale;
  const minY = height - height * scale;
  return { scale, x: Math.min(0, Math.max(minX, v.x)), y: Math.min(0, Math.max(minY, v.y)) };
}

/** Zooms by `factor` keeping the point (px, py) of the frame where it is (under the fingers, or the centre). */
export function zoomAt(v: View, factor: number, px: number, py: number, width: number, height: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
  const k = scale / v.scale;
  return clampView({ scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k }, width, height);
}

export function panBy(v: View, dx: number, dy: number, width: number, height: number): View {
  return clampView({ ...v, x: v.x + dx, y: v.y + dy }, width, height);
}

/** The view that shows the point (x, y) of the drawing in the middle of the frame at `scale`. */
export function centreOn(x: number, y: number, scale: number, width: number, height: number): View {
  return clampView({ scale, x: width / 2 - x * scale, y: height / 2 - y * scale }, width, height);
}
