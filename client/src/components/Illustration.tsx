import type { ReactNode } from "react";

export type IllustrationKind = "placeholder" | "notFound" | "maintenance" | "empty" | "error";

/** Friendly spot illustrations for status screens; colours follow the theme tokens. */
export function Illustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg className="illustration" viewBox="0 0 200 160" width="200" height="160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`ill-${kind}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand)" />
          <stop offset="1" stopColor="var(--color-accent)" />
        </linearGradient>
      </defs>
      <ellipse cx="100" cy="142" rx="70" ry="8" fill="var(--color-surface-sunken)" />
      <circle cx="100" cy="76" r="60" fill="var(--color-brand-soft)" />
      {artwork[kind](`url(#ill-${kind})`)}
    </svg>
  );
}

const sparkle = (x: number, y: number, s: number, fill: string) => (
  <path d={`M${x} ${y - s}l${s * 0.3} ${s * 0.7} ${s * 0.7} ${s * 0.3}-${s * 0.7} ${s * 0.3}-${s * 0.3} ${s * 0.7}-${s * 0.3}-${s * 0.7}-${s * 0.7}-${s * 0.3} ${s * 0.7}-${s * 0.3}z`} fill={fill} />
);

const artwork: Record<IllustrationKind, (paint: string) => ReactNode> = {
  placeholder: (paint) => (
    <g>
      <g transform="rotate(-10 100 80)">
        <path d="M48 54h104a6 6 0 0 1 6 6v10a10 10 0 0 0 0 20v10a6 6 0 0 1-6 6H48a6 6 0 0 1-6-6V90a10 10 0 0 0 0-20V60a6 6 0 0 1 6-6z" fill={paint} />
        <path d="M120 58v44" stroke="#fff" strokeWidth="3" strokeDasharray="5 5" opacity="0.7" />
        <rect x="56" y="68" width="50" height="7" rx="3.5" fill="#fff" opacity="0.9" />
        <rect x="56" y="82" width="34" height="6" rx="3" fill="#fff" opacity="0.6" />
        <circle cx="138" cy="80" r="8" fill="#ffd66b" />
      </g>
      {sparkle(40, 34, 10, "#ffd66b")}
      {sparkle(164, 40, 7, "var(--color-accent)")}
      {sparkle(158, 124, 8, "var(--color-brand)")}
      <circle cx="34" cy="118" r="4" fill="var(--color-accent)" />
      <circle cx="172" cy="96" r="3" fill="#ffd66b" />
    </g>
  ),
  notFound: (paint) => (
    <g>
      <text x="100" y="98" textAnchor="middle" fontSize="58" fontWeight="800" fill={paint} fontFamily="system-ui, sans-serif">
        404
      </text>
      <circle cx="150" cy="40" r="14" fill="#ffd66b" />
      <circle cx="144" cy="36" r="14" fill="var(--color-brand-soft)" />
      {sparkle(48, 40, 8, "var(--color-accent)")}
      {sparkle(160, 118, 6, "var(--color-brand)")}
    </g>
  ),
  maintenance: (paint) => (
    <g>
      <circle cx="100" cy="78" r="30" fill="none" stroke={paint} strokeWidth="14" strokeDasharray="12 8" />
      <circle cx="100" cy="78" r="12" fill={paint} />
      <rect x="128" y="96" width="40" height="10" rx="5" transform="rotate(40 148 101)" fill="#ffd66b" />
      {sparkle(46, 44, 8, "var(--color-accent)")}
    </g>
  ),
  empty: (paint) => (
    <g>
      <path d="M56 70h88l-8 56H64z" fill={paint} opacity="0.9" />
      <path d="M50 62h100v12H50z" rx="4" fill={paint} />
      <path d="M84 92h32" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      {sparkle(150, 40, 8, "#ffd66b")}
    </g>
  ),
  error: (paint) => (
    <g>
      <path d="M60 104a22 22 0 0 1 4-43.6 30 30 0 0 1 57.5-4.4A24 24 0 0 1 140 104z" fill={paint} />
      <path d="M92 70l16 16M108 70 92 86" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      {sparkle(160, 122, 7, "#ffd66b")}
    </g>
  ),
};
