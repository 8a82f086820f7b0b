/**
 * The signed-in fan's session token, held in memory. The session store (session.ts) sets it on
 * sign-in and on start-up (from encrypted storage) and clears it on sign-out.
 */
let token: string | null = null;

export function getToken(): string | null {
  return token;
}

export function setToken(value: string | null): void {
  token = value;
}

/** The `authorization` value for GraphQL over HTTP and graphql-ws: `Bearer <token>` when signed in. */
export function authorization(): string | null {
  return token ? `Bearer ${token}` : null;
}
