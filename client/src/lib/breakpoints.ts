/** Screen breakpoints in CSS pixels (product spec). Mirrored as --bp-* in styles/tokens.css and in media queries. */
export const breakpoints = { sm: 300, md: 800, lg: 1000, xl: 2000 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query matching screens at least as wide as the breakpoint. */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
