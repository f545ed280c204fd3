import { useSyncExternalStore } from "react";
import { Store } from "../../platform/store.js";
import { NO_TEAM, type HeldTeam } from "./team-records.js";
import type { PendingView } from "./team-views.js";

/*
 * The page's one view of her team, which Home's entry and the team screens read, and the keeper
 * (keep-team.ts, started by app/start-sync.ts) fills. Small on purpose: Home's entry loads it
 * without the keeper's code.
 */

/** What the screens read of her team. */
export interface TeamState {
  team: HeldTeam;
  /** Set once the vault's copy is read: before, the screens wait rather than say "no workers". */
  loaded: boolean;
  pendingViews: number;
}

export const teamState = new Store<TeamState>({ team: NO_TEAM, loaded: false, pendingViews: 0 });

interface Keeper {
  recordView(view: Omit<PendingView, "id" | "viewedAt" | "online">): Promise<void>;
  refresh(): Promise<void>;
}

let keeper: Keeper | null = null;

export function connectKeeper(connected: Keeper): void {
  keeper = connected;
}

export function useTeamState(): TeamState {
  return useSyncExternalStore(teamState.subscribe, teamState.get);
}

/** A screen she opened, kept for the audit (docs/teams.md); nothing on a page with no vault (nobody logged in). */
export function recordTeamView(view: Omit<PendingView, "id" | "viewedAt" | "online">): void {
  void keeper?.recordView(view).catch((error: unknown) => console.error("a supervisor's view was not kept", error));
}

/** Reads her team again when online (the team screen asks it on opening). */
export function refreshTeam(): void {
  void keeper?.refresh();
}
