import type { ApolloClient } from "@apollo/client";
import { sealedMeta } from "../../vault/sealed-meta.js";
import { authToken } from "../../vault/storage-keys.js";
import { TeamKeeper } from "./team-keeper.js";
import type { HeldTeam } from "./team-records.js";
import { connectKeeper, teamState } from "./team-state.js";
import type { PendingView } from "./team-views.js";

/** Where her vault keeps her team and her views not yet reported (her outbox's meta store, sealed with her key). */
const TEAM_META = "supervisedTeam";
const VIEWS_META = "supervisorViews";

export interface KeepTeamPorts {
  client: ApolloClient;
  /** Her outbox's meta store. */
  meta: { getMeta<T>(key: string): Promise<T | undefined>; setMeta(key: string, value: unknown): Promise<void> };
  /** Her vault's key. */
  key: CryptoKey;
  /** The sync's view: online, and when edits were last synced. */
  view: { get(): { online: boolean; lastSyncedAt: number | null }; subscribe(listener: () => void): () => void };
}

/**
 * Starts keeping her team on this phone (docs/teams.md, "On the supervisor's phone"): the vault's
 * copy is read for the screens, then the server is read at the start, on coming online, after each
 * sync of her edits and when the app is back on screen: never while it is hidden (the hidden
 * wake-up budget, docs/worker-phone.md), and never as her before she has logged in online.
 */
export async function keepTeam(ports: KeepTeamPorts): Promise<TeamKeeper> {
  const { view } = ports;
  const onScreen = () => document.visibilityState === "visible";
  const keeper = new TeamKeeper(
    {
      client: ports.client,
      team: sealedMeta<HeldTeam>(ports.meta, ports.key, TEAM_META),
      views: sealedMeta<PendingView[]>(ports.meta, ports.key, VIEWS_META),
      mayAsk: () => view.get().online && authToken() !== null && onScreen(),
      online: () => view.get().online,
    },
    teamState,
  );
  connectKeeper(keeper);
  await keeper.load();
  let { online, lastSyncedAt } = view.get();
  view.subscribe(() => {
    const now = view.get();
    const changed = (now.online && !online) || now.lastSyncedAt !== lastSyncedAt;
    online = now.online;
    lastSyncedAt = now.lastSyncedAt;
    if (changed) void keeper.refresh();
  });
  document.addEventListener("visibilitychange", () => void (onScreen() && keeper.refresh()));
  void keeper.refresh();
  return keeper;
}
