import { useSyncExternalStore } from "react";
import { Store } from "../platform/store.js";

/** docs/operator-console.md: the operator's token lives in sessionStorage, with the tab, for its 8 hours at most. */
const TOKEN_KEY = "stepwise.admin.token";
/** docs/teams.md, "In the console": the name of a supervisor signed in with her own account; absent for an operator. */
const SUPERVISOR_KEY = "stepwise.admin.supervisor";

interface AdminSession {
  token: string | null;
  ended: boolean;
  /** A supervisor's session (her name): her team's pages only. */
  supervisor: string | null;
}

const session = new Store<AdminSession>({ token: sessionStorage.getItem(TOKEN_KEY), ended: false, supervisor: sessionStorage.getItem(SUPERVISOR_KEY) });

export function adminToken(): string | null {
  return session.get().token;
}

export function startAdminSession(token: string, supervisor: string | null = null): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  if (supervisor === null) sessionStorage.removeItem(SUPERVISOR_KEY);
  else sessionStorage.setItem(SUPERVISOR_KEY, supervisor);
  session.set({ token, ended: false, supervisor });
}

/** Ends the session here: after a logout, or a 401 (`ended`: the login page says the session ended). */
export function endAdminSession(ended: boolean): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(SUPERVISOR_KEY);
  session.set({ token: null, ended, supervisor: null });
}

/** Calls `listener` at each login and logout (what a session read is forgotten with: docs/teams.md, "In the console"). */
export function onAdminSessionChange(listener: () => void): () => void {
  return session.subscribe(listener);
}

export function useAdminSession(): AdminSession {
  return useSyncExternalStore(session.subscribe, session.get);
}
