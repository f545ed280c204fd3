import { useSyncExternalStore } from "react";
import { Store } from "../platform/store.js";

/** docs/operator-console.md: the operator's token lives in sessionStorage, with the tab, for its 8 hours at most. */
const TOKEN_KEY = "stepwise.admin.token";

const session = new Store<{ token: string | null; ended: boolean }>({ token: sessionStorage.getItem(TOKEN_KEY), ended: false });

export function adminToken(): string | null {
  return session.get().token;
}

export function startAdminSession(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  session.set({ token, ended: false });
}

/** Ends the session here: after a logout, or a 401 (`ended`: the login page says the session ended). */
export function endAdminSession(ended: boolean): void {
  sessionStorage.removeItem(TOKEN_KEY);
  session.set({ token: null, ended });
}

export function useAdminSession(): { token: string | null; ended: boolean } {
  return useSyncExternalStore(session.subscribe, session.get);
}
