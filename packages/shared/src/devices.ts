// Which browsers the desktop-only sales refuse (tickets of a "PC only" event, desktop-only merchandise):
// one rule for the server, which refuses a phone's or a tablet's User-Agent whatever the client says
// (server/src/platform/desktop-browser.ts), and for the client, which tells such a fan at once that these
// tickets are sold on a computer rather than letting them fill in a form the server will refuse.

const mobileUserAgent = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i;

/** True when the User-Agent names a phone or a tablet (an empty or missing one does not). */
export function isPhoneOrTabletUserAgent(userAgent: string | null | undefined): boolean {
  return mobileUserAgent.test(userAgent ?? "");
}
