import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/** The 24×24 line drawing every icon of this folder but the Fanfare mark is. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}
