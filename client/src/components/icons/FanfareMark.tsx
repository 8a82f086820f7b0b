import type { IconProps } from "./Icon";

export const FanfareMark = (p: IconProps) => (
  <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false" {...p}>
    <defs>
      <linearGradient id="fanfare-mark" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#6d3cf5" />
        <stop offset="0.55" stopColor="#b23cf5" />
        <stop offset="1" stopColor="#ff4f8b" />
      </linearGradient>
    </defs>
    <rect width="64" height="64" rx="16" fill="url(#fanfare-mark)" />
    <path d="M18 46V18h22" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    <path d="M18 32h15" stroke="#fff" strokeWidth="6" strokeLinecap="round" fill="none" />
    <circle cx="45" cy="42" r="5" fill="#ffd66b" />
  </svg>
);
