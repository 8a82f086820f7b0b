/** The stored session's entries (secure storage), by name: also read by index.html's early home request (is a fan signed in?). */
export const sessionKeys = { isLoggedIn: "isLoggedIn", token: "token", userInfo: "userInfo" } as const;
