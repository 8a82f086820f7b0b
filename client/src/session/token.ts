/**
 * The signed-in fan's session token. There is no sign-in yet, so there is never a token.
 */
export function getToken(): string | null {
  return null;
}

/** The `authorization` value for GraphQL over HTTP and graphql-ws: `Bearer <token>` when signed in. */
export function authorization(): string | null {
  const token = getToken();
  return token ? `Bearer ${token}` : null;
}
