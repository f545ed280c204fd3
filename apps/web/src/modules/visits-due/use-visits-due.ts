import { useApolloClient } from "@apollo/client/react";
import type { ApolloCache } from "@apollo/client";
import type { CalendarDate } from "@stepwise/domain";
import { useEffect, useMemo, useState } from "react";
import {
  ClientListDocument,
  ClientsDocument,
  CycleDescriptionsDocument,
  RehabilitationsDocument,
  type ClientListQuery,
  type CycleDescriptionsQuery,
  type RehabilitationsQuery,
} from "../../generated/graphql.js";
import { restoreRecords } from "../../platform/persisted-cache.js";
import { serverNow } from "../../platform/server-clock.js";
import { whenIdle } from "../../platform/when-idle.js";
import { useDownloadProgress, useSyncView } from "../../sync/runtime-context.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { overlayWaiting } from "../../sync/waiting-records.js";
import { calendarDateOf } from "../client-records/calendar-dates.js";
import { toCycleDescriptionRecord } from "../client-records/cycle-record.js";
import { toRehabRecord } from "../client-records/rehab-record.js";
import { summariesWithWaitingEdits } from "../clients/waiting-clients.js";
import { dueRecordsChanged } from "./due-records-changed.js";
import { dueRows, type DueRow } from "./visits-due-rows.js";

type Waiting = ReadonlyMap<string, OutboxEntry>;

/** The rows of what the phone holds (the cache, with edits still waiting in the outbox laid over it). */
function rowsOf(
  clients: ClientListQuery | null | undefined,
  plans: RehabilitationsQuery | null | undefined,
  cycles: CycleDescriptionsQuery | null | undefined,
  waiting: Waiting,
): DueRow[] {
  return dueRows(
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
    calendarDateOf(serverNow()),
  );
}

function todayKey(): string {
  const today = calendarDateOf(serverNow());
  return `${today.year}-${today.month}-${today.day}`;
}

/**
 * The clients due for a visit on the "Visits due" screen, from what the phone holds, so it works
 * offline; the screen refreshes the lists from the server as the calendar does, and shows each
 * change as the cache takes it (docs/product.md §4 "Visits due").
 */
export function useVisitsDue(): DueRow[] {
  const { waiting } = useSyncView();
  // The clients are refreshed whole, as the client list does, so both screens share one fetch.
  const clients = useCachedQuery(ClientListDocument, {}, false, ClientsDocument).data;
  const cycles = useCachedQuery(CycleDescriptionsDocument, {}).data;
  // Every plan, as the calendar reads them: a settled edit is written to this list too (app/record-caches.ts).
  const plans = useCachedQuery(RehabilitationsDocument, { clientUuid: null }).data;
  const dayKey = todayKey();
  // today is read again in rowsOf; dayKey stands for it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => rowsOf(clients, plans, cycles, waiting), [clients, cycles, plans, waiting, dayKey]);
}

function readRows(cache: ApolloCache, waiting: Waiting): DueRow[] {
  return rowsOf(
    cache.readQuery({ query: ClientListDocument }),
    cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid: null } }),
    cache.readQuery({ query: CycleDescriptionsDocument }),
    waiting,
  );
}

/**
 * The same rows for the count on Home, read from the cache once Home is idle and its records are in
 * the cache, and again when an edit waits or settles, a sync ends, the day changes, or the change
 * feed brings another device's change to a client, plan or cycle goal (dueRecordsChanged: many in a
 * row make one read, at the next idle moment); never while a new phone's first sync writes its pages
 * (docs/worker-phone.md, "A weak link"). Home asks the server for nothing, and does not watch every
 * client, plan and cycle goal: a watched read of them all ran again at each page a first sync wrote.
 * Null until read. `onRead` hears each read's rows and their day (the reminder's plan).
 */
export function useVisitsDueOnHome(onRead?: (rows: DueRow[], today: CalendarDate) => void): DueRow[] | null {
  const client = useApolloClient();
  const { waiting, lastSyncedAt } = useSyncView();
  const downloading = useDownloadProgress() !== null;
  const dayKey = todayKey();
  const [rows, setRows] = useState<DueRow[] | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => dueRecordsChanged.subscribe(() => setChanges((n) => n + 1)), []);
  useEffect(() => {
    if (downloading) return;
    let live = true;
    const cancel = whenIdle(
      () =>
        void restoreRecords().then(() => {
          if (!live) return;
          const read = readRows(client.cache, waiting);
          setRows(read);
          onRead?.(read, calendarDateOf(serverNow()));
        }),
    );
    return () => {
      live = false;
      cancel();
    };
    // onRead is the caller's listener, not a reason to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, waiting, lastSyncedAt, downloading, dayKey, changes]);
  return downloading ? null : rows;
}
