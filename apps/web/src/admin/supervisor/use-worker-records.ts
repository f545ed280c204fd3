import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import type { ApolloClient } from "@apollo/client";
import { mergeDocuments, NO_TEAM, teamAfterRead, type HeldRecords, type HeldTeam, type HeldWorker } from "@stepwise/domain";
import { ReportSupervisorViewsDocument, SupervisedRecordsDocument, SupervisedWorkersDocument } from "../../generated/graphql.js";
import { adminToken, onAdminSessionChange } from "../admin-session.js";

/*
 * docs/teams.md, "In the console": what the console reads of her team, as her phone does (the
 * workers, then a worker's records page by page from supervisedRecords), kept in this tab's memory
 * only for the session (no persisted cache), so a client opened after her worker's list reads no
 * page again. Each page the server hands her is audited by the server.
 */
const read = new Map<string, Promise<HeldTeam>>();
// A login or logout forgets what the last session read.
onAdminSessionChange(() => read.clear());

async function readWorker(client: ApolloClient, workerId: number): Promise<HeldTeam> {
  const workers = await client.query({ query: SupervisedWorkersDocument, fetchPolicy: "no-cache" });
  const list: HeldWorker[] = workers.data?.supervisedWorkers ?? [];
  if (!list.some((w) => w.userId === workerId)) return NO_TEAM;
  let held: HeldRecords = { cursor: null, documents: {} };
  for (;;) {
    const page = await client.query({ query: SupervisedRecordsDocument, variables: { workerId, after: held.cursor }, fetchPolicy: "no-cache" });
    const answer = page.data!.supervisedRecords;
    held = { cursor: answer.cursor, documents: mergeDocuments(held.documents, answer.documents) };
    if (answer.done) break;
  }
  return teamAfterRead(list, { [workerId]: held }, new Date().toISOString());
}

/** A worker's records as the console holds them: `team` NO_TEAM while reading or when she is not one of hers. */
export function useWorkerRecords(workerId: number): { team: HeldTeam; loaded: boolean; failed: boolean } {
  const client = useApolloClient();
  const [state, setState] = useState<{ team: HeldTeam; loaded: boolean; failed: boolean }>({ team: NO_TEAM, loaded: false, failed: false });
  useEffect(() => {
    let live = true;
    const key = `${adminToken() ?? ""}:${workerId}`;
    if (!read.has(key)) read.set(key, Number.isInteger(workerId) && workerId > 0 ? readWorker(client, workerId) : Promise.resolve(NO_TEAM));
    read.get(key)!.then(
      (team) => live && setState({ team, loaded: true, failed: false }),
      () => {
        read.delete(key);
        if (live) setState({ team: NO_TEAM, loaded: true, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [client, workerId]);
  return state;
}

/** One view, audited once by the server as `supervisor.viewed`, online (docs/teams.md, "Every view is audited"). */
export function useReportView(known: boolean, workerId: number, clientUuid: string | null, screen: "worker" | "client"): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!known) return;
    void client.mutate({
      mutation: ReportSupervisorViewsDocument,
      variables: { views: [{ workerId, clientUuid, screen, viewedAt: new Date().toISOString(), online: true }] },
    });
  }, [client, known, workerId, clientUuid, screen]);
}
