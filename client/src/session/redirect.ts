/**
 * Where to go after signing in: the redirectUrl parameter when it is a path inside the app
 * ("/wallet?x=1"), never another site ("//evil.test", "https://…", "/\\evil"); otherwise home.
 */
export const afterSignInDefault = "/home/index";

export function safeRedirect(redirectUrl: string | null | undefined): string {
  if (!redirectUrl || !redirectUrl.startsWith("/")) return afterSignInDefault;
  if (redirectUrl.startsWith("//") || redirectUrl.startsWith("/\\") || [...redirectUrl].some((c) => c.charCodeAt(0) < 32)) return afterSignInDefault;
  // The sign pages themselves are no destination after signing in.
  const path = redirectUrl.split(/[?#]/)[0];
  if (path === "/sign" || path === "/sign-in" || path === "/sign-up") return afterSignInDefault;
  return redirectUrl;
}

/** "/sign?redirectUrl=<path>" for a path the visitor could not open yet. */
export function signUrl(from: string, page: "/sign" | "/sign-in" = "/sign"): string {
  return from && from !== "/" ? `${page}?redirectUrl=${encodeURIComponent(from)}` : page;
}
