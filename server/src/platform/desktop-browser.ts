// Desktop-only sales (tickets of a "PC only" event, desktop-only merchandise): the client's word that it is
// the desktop site, and a user agent that is not a phone's or a tablet's: the server refuses when the
// User-Agent names a phone or tablet, whatever the client said. The User-Agent rule is shared with the
// client (@fanfare/shared/devices), which tells a phone at once instead of at Secure.
import { isPhoneOrTabletUserAgent } from "@fanfare/shared/devices";

/** True when the client says it is the desktop site and its user agent is not a mobile one. */
export function isDesktopBrowser(clientSaysDesktop: boolean | null | undefined, userAgent: string | null | undefined): boolean {
  return clientSaysDesktop === true && !isPhoneOrTabletUserAgent(userAgent);
}
