import type { HTMLAttributes } from "react";
import "./Badge.css";

export type BadgeTone = "plain" | "success" | "danger" | "warning" | "neutral" | "hot" | "info";

/** The class of a status pill (for a list item or a custom element). */
export function badgeClass(tone: BadgeTone = "plain"): string {
  return tone === "plain" ? "badge" : `badge badge--${tone}`;
}

/** A small status pill: sold out, paid, pick-up only… */
export function Badge({ tone, className, ...rest }: { tone?: BadgeTone } & HTMLAttributes<HTMLSpanElement>) {
  return <span className={className ? `${badgeClass(tone)} ${className}` : badgeClass(tone)} {...rest} />;
}
