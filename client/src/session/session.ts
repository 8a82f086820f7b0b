/**
 * The client session (spec §3 "Client session state", §4 login/logout/restore): isLoggedIn,
 * isSetPayPassword, isValidPhone, token and userInfo, kept in encrypted local storage and offered to
 * React through useSession(). Deliberately small and free of GraphQL: it is part of the first paint.
 * The calls to the server (refresh, sign-out) live in actions.ts, loaded with the pages that use them.
 */
import { useSyncExternalStore } from "react";
import type { SessionUserFragment } from "../gql/graphql";
import { hasSecure, readSecure, removeSecure, writeSecure } from "./secureStorage";
import { sessionKeys } from "./keys";
import { setToken } from "./token";

export type UserInfo = SessionUserFragment;

export interface SessionState {
  isLoggedIn: boolean;
  isSetPayPassword: boolean;
  isValidPhone: boolean;
  token: string | null;
  userInfo: UserInfo | null;
}

/** The encrypted local-storage entries (spec §3 "Encrypted storage keys"). */
export { sessionKeys };

const anonymous: SessionState = { isLoggedIn: false, isSetPayPassword: false, isValidPhone: false, token: null, userInfo: null };

let state: SessionState = anonymous;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  setToken(next.token);
  for (const listener of listeners) listener();
}

function withUser(token: string, user: UserInfo): SessionState {
  return { isLoggedIn: true, token, userInfo: user, isSetPayPassword: user.payPasswordSetUp, isValidPhone: user.isPhoneVerified };
}

export function getSession(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Whether a stored session may be there to restore (read without decrypting it). */
export function hasStoredSession(): boolean {
  return hasSecure(sessionKeys.isLoggedIn);
}

/** Start-up: the stored session, if there is one that decrypts; anything unreadable is removed. */
export async function restoreSession(): Promise<void> {
  // Anonymous visitors (most first visits) never touch IndexedDB or Web Crypto.
  if (!hasStoredSession()) return;
  const [loggedIn, token, userInfo] = await Promise.all([
    readSecure(sessionKeys.isLoggedIn),
    readSecure(sessionKeys.token),
    readSecure(sessionKeys.userInfo),
  ]);
  if (loggedIn === "1" && token && userInfo) {
    try {
      set(withUser(token, JSON.parse(userInfo) as UserInfo));
      return;
    } catch {
      // Unreadable user info: start signed out.
    }
  }
  removeStoredSession();
}

/** Login success: logged-in set, user info stored, both flags from the user (spec §4). */
export async function startSession(token: string, user: UserInfo): Promise<void> {
  set(withUser(token, user));
  await Promise.all([
    writeSecure(sessionKeys.isLoggedIn, "1"),
    writeSecure(sessionKeys.token, token),
    writeSecure(sessionKeys.userInfo, JSON.stringify(user)),
  ]);
}

/** A fresh copy of the fan (after `me` or a mutation returning the user): flags and the stored copy follow. */
export async function updateUserInfo(user: UserInfo): Promise<void> {
  if (!state.token) return;
  set(withUser(state.token, user));
  await writeSecure(sessionKeys.userInfo, JSON.stringify(user));
}

function removeStoredSession() {
  for (const key of Object.values(sessionKeys)) removeSecure(key);
}

/** Clears the flags, token and user info and removes the stored entries (local only). */
export function clearSession(): void {
  removeStoredSession();
  set(anonymous);
}

// ───── navigation from outside React (sign-out, expired session) ─────

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateFn: Navigate | null = null;

/** The router registers its navigate function (RootLayout). */
export function registerNavigate(navigate: Navigate | null): void {
  navigateFn = navigate;
}

export function navigateTo(to: string): void {
  if (navigateFn) navigateFn(to, { replace: true });
  else window.location.replace(`#${to}`);
}

/** The current in-app path with its query, e.g. "/wallet?tab=1". */
export function currentAppPath(): string {
  return window.location.hash.slice(1) || "/";
}

/** An expired login (UNAUTHENTICATED from the server): sign out locally and go to sign-in (spec §4, §8). */
export function expireSession(): void {
  if (!state.isLoggedIn) return;
  const from = currentAppPath();
  navigateTo(from.startsWith("/sign") ? "/sign-in" : `/sign-in?redirectUrl=${encodeURIComponent(from)}`);
  clearSession();
}
