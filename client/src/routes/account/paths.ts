/** A sign page's URL with its parameters, keeping redirectUrl on the way through the sign pages. */
export function withRedirect(path: string, params: Record<string, string>, redirectUrl: string | null): string {
  const query = new URLSearchParams(params);
  if (redirectUrl) query.set("redirectUrl", redirectUrl);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
