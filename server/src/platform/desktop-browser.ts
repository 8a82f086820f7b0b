// Desktop-only sales (tickets of a "PC only" event, desktop-only merchandise): the client's word that it is
// the desktop site, and a user agent that is not a phone's or a tablet's: the server refuses when the
// User-Agent names a phone or tablet, whatever the client said.
const mobileUserAgent = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i;

/** True when the client says it is the desktop site and its user agent is not a mobile one. */
export function isDesktopBrowser(clientSaysDesktop: boolean | null | undefined, userAgent: string | null | undefined): boolean {
  return clientSaysDesktop === true && !mobileUserAgent.test(userAgent ?? "");
}
