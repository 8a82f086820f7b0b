/**
 * The session's calls to the server: refresh the fan and sign out. Loaded with the pages that use
 * them, not at start-up.
 */
import { apolloClient } from "../apollo";
import { sessionMeQuery, signOutMutation } from "./operations";
import { clearSession, currentAppPath, expireSession, getSession, navigateTo, updateUserInfo } from "./session";
import { signUrl } from "./redirect";

/** Re-fetches `me` and updates the flags and the stored copy; a session the server no longer knows ends. */
export async function refreshUserInfo(): Promise<void> {
  if (!getSession().isLoggedIn) return;
  const { data } = await apolloClient.query({ query: sessionMeQuery, fetchPolicy: "network-only" });
  if (!data) return; // a network failure: keep the stored copy
  if (data.me) await updateUserInfo(data.me);
  else expireSession();
}

/** Sign-out (spec §4): server session ended, local state and Apollo cache cleared, then /sign?redirectUrl=<here>. */
export async function logout(): Promise<void> {
  const from = currentAppPath();
  try {
    await apolloClient.mutate({ mutation: signOutMutation });
  } catch {
    // Offline or already expired: the local sign-out still happens.
  }
  navigateTo(signUrl(from));
  clearSession();
  await apolloClient.clearStore();
}
