// How a seat looks, shared by the map and its key: the price level by colour and pattern (the fan who
// cannot tell the colours apart tells the patterns), free, held and sold by shape (filled, hollow ring,
// cross), a kept accessible seat faded with a slash, a wheelchair space square with the wheelchair mark, a companion seat with a dotted ring.
import { memo } from "react";
import type { SeatAccess, SeatStatus } from "./model";

/** Colour-blind-safe colours (Okabe–Ito), one per price level, and a pattern each: never two alike. */
const levelColours = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"] as const;
const PATTERNS = 6;

export const levelColour = (level: number) => levelColours[level % levelColours.length];
export const patternId = (prefix: string, level: number) => `${prefix}-level-${level % (levelColours.length * PATTERNS)}`;

/** The pattern of each level's seats: solid, stripes, dots, bars, hatching, columns (cycling if an event has more). */
function PatternInk({ kind }: { kind: number }) {
  const ink = { stroke: "rgb(255 255 255 / 0.9)", strokeWidth: 1.4 };
  switch (kind % PATTERNS) {
    case 1:
      return <path d="M-1 1 L1 -1 M0 6 L6 0 M5 7 L7 5" {...ink} />;
    case 2:
      return <circle cx="3" cy="3" r="1.3" fill="rgb(255 255 255 / 0.9)" />;
    case 3:
      return <path d="M0 3 H6" {...ink} />;
    case 4:
      return <path d="M0 0 L6 6 M6 0 L0 6" {...ink} strokeWidth={1} />;
    case 5:
      return <path d="M3 0 V6" {...ink} />;
    default:
      return null;
  }
}

/** The patterns of `levels` price levels, to be referenced as url(#patternId(prefix, i)) in the document. */
export const LevelPatterns = memo(function LevelPatterns({ prefix, levels }: { prefix: string; levels: number }) {
  return (
    <svg className="sm-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {Array.from({ length: levels }, (_, i) => (
          <pattern key={i} id={patternId(prefix, i)} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill={levelColour(i)} />
            <PatternInk kind={Math.floor(i / levelColours.length) + i} />
          </pattern>
        ))}
      </defs>
    </svg>
  );
});

/** The wheelchair mark, about 10 units across, centred on the origin. */
export function WheelchairMark({ className = "sm-wc" }: { className?: string }) {
  return (
    <g className={className}>
      <circle cx="0.8" cy="-4.3" r="1.4" />
      <path d="M0.8 -2.4 V0.9 H3.4 L4.5 4" fill="none" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M-0.7 -0.6 A3.1 3.1 0 1 0 3 3.3" fill="none" strokeWidth="1.4" strokeLinecap="round" />
    </g>
  );
}

export type SeatLook = SeatStatus | "picked";

/** One seat drawn at the origin (radius 9). */
export function SeatShape({ look, level, access, prefix, best = false, kept = false }: { look: SeatLook; level: number; access?: SeatAccess | null; prefix: string; best?: boolean; kept?: boolean }) {
  const square = access === "WHEELCHAIR";
  const body = (props: { className: string; fill?: string; stroke?: string; size?: number }) =>
    square ? (
      <rect x={-(props.size ?? 9)} y={-(props.size ?? 9)} width={2 * (props.size ?? 9)} height={2 * (props.size ?? 9)} rx="3.5" className={props.className} fill={props.fill} stroke={props.stroke} />
    ) : (
      <circle r={props.size ?? 9} className={props.className} fill={props.fill} stroke={props.stroke} />
    );
  return (
    <>
      {look === "AVAILABLE" && body({ className: "sm-seat__free", fill: `url(#${patternId(prefix, level)})`, stroke: levelColour(level) })}
      {look === "picked" && body({ className: "sm-seat__picked" })}
      {look === "HELD" && body({ className: "sm-seat__held", size: 6.5 })}
      {look === "SOLD" && (
        <>
          {square && body({ className: "sm-seat__held", size: 6.5 })}
          <path d="M-5 -5 L5 5 M5 -5 L-5 5" className="sm-seat__sold" />
        </>
      )}
      {look === "picked" && !square && <path d="M-4.2 0.2 L-1.3 3.2 L4.3 -3" className="sm-seat__check" />}
      {square && (look === "AVAILABLE" || look === "picked") && <circle r="6" className="sm-seat__badge" />}
      {square && <WheelchairMark className={look === "AVAILABLE" || look === "picked" ? "sm-wc" : "sm-wc sm-wc--muted"} />}
      {access === "COMPANION" && <circle r="11.5" className="sm-seat__companion" />}
      {best && <circle r="12.5" className="sm-seat__best" />}
      {kept && <path d="M-8 8 L8 -8" className="sm-seat__kept" />}
    </>
  );
}
