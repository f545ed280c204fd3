import { lazy, Suspense, useSyncExternalStore } from "react";
import { openConflicts } from "./open-conflicts.js";

/** The panel's code (its words, its drawer) loads only once a conflict is open: most starts have none (docs/PERFORMANCE.md, "Total Blocking Time on /Home"). */
const ConflictsPanel = lazy(() => import("./ConflictsPanel.js").then(({ ConflictsPanel }) => ({ default: ConflictsPanel })));

/** Mounted once in the layout: nothing while no conflict is open, the conflicts panel once one is. */
export function ConflictsGate() {
  const { list } = useSyncExternalStore(openConflicts.subscribe, openConflicts.get);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConflictsPanel />
    </Suspense>
  );
}
