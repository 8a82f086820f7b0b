import "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

/**
 * The class of a button, or of a link that looks like one. Importing it brings the button styles
 * along, whichever page loads first.
 */
export function buttonClass(variant?: ButtonVariant, size?: "block"): string {
  return ["button", variant && `button--${variant}`, size && `button--${size}`].filter(Boolean).join(" ");
}
