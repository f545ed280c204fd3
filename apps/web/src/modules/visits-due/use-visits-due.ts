import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { ClientListDocument, ClientsDocument, CycleDescriptionsDocument, RehabilitationsDocument } from "../../generated/graphql.js";
import { serverNow } from "../../platform/server-clock.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { overlayWaiting } from "../../sync/waiting-records.js";
import { calendarDateOf } from "../client-records/calendar-dates.js";
import { toCycleDescriptionRecord } from "../client-records/cycle-record.js";
import { toRehabRecord } from "../client-records/rehab-record.js";
import { summariesWithWaitingEdits } from "../clients/waiting-clients.js";
import { dueRows, type DueRow } from "./visits-due-rows.js";

/**
 * The clients due for a visit, from what the phone holds (the persisted cache, with edits still
 * waiting in the outbox laid over it), so it works offline: the screen and the count on Home both
 * read this, so they agree (docs/product.md §4 "Visits due"). The screen refreshes the lists from
 * the server as the calendar does (`refresh`); Home only reads the cache, so opening the app asks
 * the server for nothing more (docs/worker-phone.md, "A weak link"): the first sync and the change
 * feed keep these lists in the cache.
 */
export function useVisitsDue(refresh: boolean): DueRow[] {
  const { waiting } = useSyncView();
  // Either the refreshing read or the cache's alone: one of each pair is skipped. The clients are
  // refreshed whole, as the client list does, so both screens share one fetch.
  const clientsFetched = useCachedQuery(ClientListDocument, {}, !refresh, ClientsDocument).data;
  const clientsCached = useQuery(ClientListDocument, { fetchPolicy: "cache-only", skip: refresh }).data;
  const cyclesFetched = useCachedQuery(CycleDescriptionsDocument, {}, !refresh).data;
  const cyclesCached = useQuery(CycleDescriptionsDocument, { fetchPolicy: "cache-only", skip: refresh }).data;
  // Every plan, as the calendar reads them: a settled edit is written to this list too (app/record-caches.ts).
  const plansFetched = useCachedQuery(RehabilitationsDocument, { clientUuid: null }, !refresh).data;
  const plansCached = useQuery(RehabilitationsDocument, { variables: { clientUuid: null }, fetchPolicy: "cache-only", skip: refresh }).data;
  const [clients, cycles, plans] = refresh ? [clientsFetched, cyclesFetched, plansFetched] : [clientsCached, cyclesCached, plansCached];
  const today = calendarDateOf(serverNow());
  const dayKey = `${today.year}-${today.month}-${today.day}`;
  return useMemo(
    () =>
      dueRows(
        summariesWithWaitingEdits(clients?.clients ?? [], waiting).map((c) => c.record),
        overlayWaiting(
          "rehabilitations",
          (plans?.rehabilitations ?? []).map((p) => ({ record: toRehabRecord(p), dataversion: p.dataversion })),
          waiting,
        ).map((p) => p.record),
        overlayWaiting(
          "cycle_descriptions",
          (cycles?.cycleDescriptions ?? []).map((c) => ({ record: toCycleDescriptionRecord(c), dataversion: c.dataversion })),
          waiting,
        ).map((c) => c.record),
        today,
      ),
    // today is read again each render; dayKey stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [clients, cycles, plans, waiting, dayKey],
  );
}
