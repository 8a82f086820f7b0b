import { isPhoneOrTabletUserAgent } from "@fanfare/shared/devices";

/**
 * Whether this browser is a phone's or a tablet's, by the rule the server applies to desktop-only sales
 * (@fanfare/shared/devices): such a fan is told at once that a "PC only" event's tickets are sold on a
 * computer, whatever the width of the screen, since the server would refuse them at Secure.
 */
export function isPhoneOrTablet(): boolean {
  return typeof navigator !== "undefined" && isPhoneOrTabletUserAgent(navigator.userAgent);
}
