// A small accessible SVG bar chart for the dashboard's per-minute series: the bars are decoration for
// sighted users (aria-hidden), the same numbers are a visually hidden table for screen readers.
import { useId } from "react";

export interface Bar {
  label: string;
  value: number;
}

export function BarChart({ title, bars, unit, testId }: { title: string; bars: Bar[]; unit: string; testId?: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = 600;
  const height = 160;
  const gap = 2;
  const barWidth = bars.length ? width / bars.length - gap : 0;
  return (
    <figure className="cn-chart" aria-labelledby={`${id}-t`} data-testid={testId}>
      <figcaption id={`${id}-t`} className="cn-chart__title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 18}`} preserveAspectRatio="none" aria-hidden="true" className="cn-chart__svg">
        <line x1={0} x2={width} y1={height} y2={height} className="cn-chart__axis" />
        {bars.map((b, i) => {
          const h = Math.round((b.value / max) * (height - 8));
          return <rect key={i} x={i * (barWidth + gap)} y={height - h} width={barWidth} height={h} rx={2} className="cn-chart__bar" />;
        })}
        <text x={0} y={height + 14} className="cn-chart__tick">
          {bars[0]?.label}
        </text>
        <text x={width} y={height + 14} textAnchor="end" className="cn-chart__tick">
          {bars.at(-1)?.label}
        </text>
        <text x={width} y={10} textAnchor="end" className="cn-chart__tick">
          {max}
        </text>
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {bars
            .filter((b) => b.value > 0)
            .map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.label}</th>
                <td>
                  {b.value} {unit}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A horizontal meter: part of a whole (tickets taken of a ticket type's capacity). */
export function Meter({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  return (
    <div className="cn-meter">
      <div className="cn-meter__row">
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <div className="cn-meter__track" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={text}>
        <div className="cn-meter__fill" style={{ width: `${max ? Math.min(100, (value / max) * 100) : 0}%` }} />
      </div>
    </div>
  );
}
