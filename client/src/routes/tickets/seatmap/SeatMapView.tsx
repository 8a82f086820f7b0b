// The seat map drawn in SVG: the stage, the areas, their rows by seat number with the aisles as spaces.
// Fingers pinch to zoom and drag to move (pointer events: touch, pen and mouse alike); a tap that did
// not move picks or puts back a seat. The + / − / reset buttons and the arrow keys do the same for mouse
// and keyboard. The list view (SeatListView) holds the same seats for screen readers and keyboards.
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { layoutSeatMap, type MapLayout } from "./layout";
import type { MapArea, MapTicketType } from "./model";
import { SeatShape, type SeatLook } from "./SeatGlyphs";
import { centreOn, clampView, initialView, panBy, zoomAt, ZOOM_STEP, type View } from "./viewport";

/** How far (CSS px) a finger may wander and still tap rather than drag. */
const TAP_SLOP = 8;

export interface SeatMapViewProps {
  areas: readonly MapArea[];
  levels: readonly MapTicketType[];
  picked: ReadonlySet<string>;
  best: ReadonlySet<string>;
  /** Wheelchair spaces and companion seats this fan may not pick yet (kept for fans with the need). */
  kept: ReadonlySet<string>;
  /** Accessible spaces offered to this fan (?seats=accessible): ringed, and the map opens on their area. */
  offered: ReadonlySet<string>;
  patternPrefix: string;
  label: string;
  hint: string;
  /** Wider drawings (desktop) put more areas side by side. */
  wide: boolean;
  onSeat: (seatId: string) => void;
}

const SeatLayer = memo(function SeatLayer({ layout, levels, picked, best, kept, offered, patternPrefix }: { layout: MapLayout; levels: readonly MapTicketType[]; picked: ReadonlySet<string>; best: ReadonlySet<string>; kept: ReadonlySet<string>; offered: ReadonlySet<string>; patternPrefix: string }) {
  const { t } = useTranslation("tickets");
  return (
    <>
      <rect x={layout.stage.x} y={layout.stage.y} width={layout.stage.width} height={layout.stage.height} rx="10" className="sm-stage" />
      <text x={layout.width / 2} y={layout.stage.y + layout.stage.height / 2} className="sm-stage__label" textAnchor="middle" dominantBaseline="central">
        {t("choose.seats.stage")}
      </text>
      {layout.areas.map((a) => {
        const level = Math.max(0, levels.findIndex((l) => l.id === a.area.ticketType.id));
        const pickable = a.area.ticketType.seatSelection === "PICK";
        return (
          <g key={a.area.area} className={pickable ? "sm-area" : "sm-area sm-area--assigned"} data-area={a.area.area}>
            <rect x={a.x} y={a.y} width={a.width} height={a.height} rx="12" className="sm-area__box" />
            <text x={a.x + a.width / 2} y={a.y + 17} textAnchor="middle" className="sm-area__label">
              {t("choose.seats.area", { area: a.area.area })}
            </text>
            {a.rows.map((r) => (
              <g key={r.row}>
                <text x={r.labelX} y={r.y} textAnchor="middle" dominantBaseline="central" className="sm-row__label">
                  {r.row}
                </text>
                {r.seats.map(({ seat, x, y }) => {
                  const look: SeatLook = picked.has(seat.id) ? "picked" : seat.status;
                  const isKept = look === "AVAILABLE" && kept.has(seat.id);
                  const isOffered = offered.has(seat.id) && look !== "picked";
                  return (
                    <g key={seat.id} transform={`translate(${x} ${y})`} className={`sm-seat sm-seat--${look}${isKept ? " sm-seat--kept" : ""}`} data-seat-id={seat.id} data-seat={`${a.area.area}-${r.row}-${seat.number}`} data-status={look} data-kept={isKept || undefined} data-offered={isOffered || undefined} data-best={best.has(seat.id) || undefined}>
                      <SeatShape look={look} level={level} access={seat.access} prefix={patternPrefix} best={best.has(seat.id) || isOffered} kept={isKept} />
                    </g>
                  );
                })}
              </g>
            ))}
          </g>
        );
      })}
    </>
  );
});

export function SeatMapView({ areas, levels, picked, best, kept, offered, patternPrefix, label, hint, wide, onSeat }: SeatMapViewProps) {
  const { t } = useTranslation("tickets");
  const layout = useMemo(() => layoutSeatMap(areas, wide ? 900 : 420), [areas, wide]);
  const [view, setView] = useState<View>(initialView);
  const svgRef = useRef<SVGSVGElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // The fingers (or the mouse) on the map, in the drawing's units, and the gesture they started.
  const pointers = useRef(new Map<number, { x: number; y: number; cx: number; cy: number }>());
  const gesture = useRef<{ view: View; seatId: string | null; moved: boolean; pinch: { dist: number; mx: number; my: number } | null; sx: number; sy: number } | null>(null);

  /** A point of the screen in the SVG's units (its viewBox), whatever size the frame is drawn at. */
  const toSvg = (clientX: number, clientY: number) => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return { x: clientX, y: clientY };
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  };

  const pinchOf = () => {
    const [a, b] = [...pointers.current.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  };

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0 && e.pointerType === "mouse") return;
    const p = toSvg(e.clientX, e.clientY);
    pointers.current.set(e.pointerId, { ...p, cx: e.clientX, cy: e.clientY });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 1) {
      const seat = (e.target as Element).closest("[data-seat-id]");
      gesture.current = { view, seatId: seat?.getAttribute("data-seat-id") ?? null, moved: false, pinch: null, sx: e.clientX, sy: e.clientY };
    } else if (pointers.current.size === 2 && gesture.current) {
      gesture.current = { ...gesture.current, view, moved: true, pinch: pinchOf() };
    }
  };

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { ...toSvg(e.clientX, e.clientY), cx: e.clientX, cy: e.clientY });
    if (g.pinch && pointers.current.size >= 2) {
      const now = pinchOf();
      const zoomed = zoomAt(g.view, now.dist / g.pinch.dist, g.pinch.mx, g.pinch.my, layout.width, layout.height);
      setView(panBy(zoomed, now.mx - g.pinch.mx, now.my - g.pinch.my, layout.width, layout.height));
      return;
    }
    if (!g.moved && Math.hypot(e.clientX - g.sx, e.clientY - g.sy) < TAP_SLOP) return;
    g.moved = true;
    const start = toSvg(g.sx, g.sy);
    const here = toSvg(e.clientX, e.clientY);
    setView(panBy(g.view, here.x - start.x, here.y - start.y, layout.width, layout.height));
  };

  const onPointerEnd = (e: PointerEvent<SVGSVGElement>, cancelled: boolean) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other drags on from here.
      const [rest] = [...pointers.current.values()];
      if (g) gesture.current = { ...g, view, pinch: null, moved: true, sx: rest.cx, sy: rest.cy };
      return;
    }
    gesture.current = null;
    if (!cancelled && g && !g.moved && g.seatId) onSeat(g.seatId);
  };

  // A trackpad's pinch (and ctrl + wheel) zooms; a plain wheel scrolls the page as usual.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const ctm = svg.getScreenCTM();
      if (!ctm) return;
      const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
      setView((v) => zoomAt(v, Math.exp(-e.deltaY / 200), p.x, p.y, layout.width, layout.height));
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [layout.width, layout.height]);

  // A new drawing (another width) starts from the whole map, or on the area of the offered spaces.
  const focusArea = useMemo(() => layout.areas.find((a) => a.rows.some((r) => r.seats.some((s) => offered.has(s.seat.id)))) ?? null, [layout, offered]);
  useEffect(() => {
    if (!focusArea) return setView(initialView);
    const scale = Math.min(3, Math.max(1, 0.9 * Math.min(layout.width / focusArea.width, layout.height / focusArea.height)));
    setView(centreOn(focusArea.x + focusArea.width / 2, focusArea.y + focusArea.height / 2, scale, layout.width, layout.height));
  }, [layout.width, layout.height, focusArea]);

  const zoom = (factor: number) => setView((v) => zoomAt(v, factor, layout.width / 2, layout.height / 2, layout.width, layout.height));
  const pan = (dx: number, dy: number) => setView((v) => panBy(v, dx, dy, layout.width, layout.height));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = 60;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(step, 0),
      ArrowRight: () => pan(-step, 0),
      ArrowUp: () => pan(0, step),
      ArrowDown: () => pan(0, -step),
      "+": () => zoom(ZOOM_STEP),
      "=": () => zoom(ZOOM_STEP),
      "-": () => zoom(1 / ZOOM_STEP),
      "0": () => setView(initialView),
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };

  return (
    <div className="sm-map" data-testid="seat-map">
      <div ref={frameRef} className="sm-map__frame" style={{ aspectRatio: `${layout.width} / ${layout.height}` }} role="group" aria-label={label} tabIndex={0} onKeyDown={onKeyDown} data-scale={view.scale.toFixed(2)}>
        <svg
          ref={svgRef}
          className="sm-map__svg"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          preserveAspectRatio="xMidYMid meet"
          aria-hidden="true"
          focusable="false"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(e) => onPointerEnd(e, false)}
          onPointerCancel={(e) => onPointerEnd(e, true)}
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            <SeatLayer layout={layout} levels={levels} picked={picked} best={best} kept={kept} offered={offered} patternPrefix={patternPrefix} />
          </g>
        </svg>
      </div>
      <div className="sm-map__tools">
        <p className="muted sm-hint">{hint}</p>
        <div className="sm-map__zoom">
          <button type="button" className="sm-zoom" onClick={() => zoom(ZOOM_STEP)} aria-label={t("choose.seats.zoomIn")} title={t("choose.seats.zoomIn")} disabled={view.scale >= 6} data-testid="zoom-in">
            +
          </button>
          <button type="button" className="sm-zoom" onClick={() => zoom(1 / ZOOM_STEP)} aria-label={t("choose.seats.zoomOut")} title={t("choose.seats.zoomOut")} disabled={view.scale <= 1} data-testid="zoom-out">
            −
          </button>
          <button type="button" className="sm-zoom" onClick={() => setView(clampView(initialView, layout.width, layout.height))} aria-label={t("choose.seats.zoomReset")} title={t("choose.seats.zoomReset")} disabled={view.scale === 1} data-testid="zoom-reset">
            ⤢
          </button>
        </div>
      </div>
    </div>
  );
}
