import { useMemo } from "react";
import { RehabilitationsDocument } from "../../generated/graphql.js";
import { serverNow } from "../../platform/server-clock.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { overlayWaiting } from "../../sync/waiting-records.js";
import { calendarDateOf } from "../client-records/calendar-dates.js";
import { toRehabRecord } from "../client-records/rehab-record.js";
import { useCycleDescriptions } from "../client-records/use-cycles.js";
import { useClientListRows } from "../clients/use-client-rows.js";
import { dueRows, type DueRow } from "./visits-due-rows.js";

/**
 * The clients due for a visit, from what the phone holds (the persisted cache, with edits still
 * waiting in the outbox laid over it), so it works offline: the screen and the count on Home both
 * read this, so they agree (docs/product.md §4 "Visits due").
 */
export function useVisitsDue(): DueRow[] {
  const { waiting } = useSyncView();
  const { rows: clients } = useClientListRows();
  const cycles = useCycleDescriptions();
  // Every plan, as the calendar reads them: a settled edit is written to this list too (app/record-caches.ts).
  const { data } = useCachedQuery(RehabilitationsDocument, { clientUuid: null });
  const today = calendarDateOf(serverNow());
  const dayKey = `${today.year}-${today.month}-${today.day}`;
  return useMemo(() => {
    const plans = overlayWaiting(
      "rehabilitations",
      (data?.rehabilitations ?? []).map((p) => ({ record: toRehabRecord(p), dataversion: p.dataversion })),
      waiting,
    );
    return dueRows(
      clients.map((c) => c.record),
      plans.map((p) => p.record),
      cycles.map((c) => c.record),
      today,
    );
    // today is read again each render; dayKey stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clients, cycles, data, waiting, dayKey]);
}
