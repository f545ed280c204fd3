import { lazy, Suspense } from "react";

const GoalsScreen = lazy(async () => ({ default: (await import("./GoalsScreen.js")).GoalsScreen }));

/** /forms/goals kept out of the initial download; the service worker precaches its chunk, so it opens offline too. */
export function LazyGoalsScreen() {
  return (
    <Suspense fallback={null}>
      <GoalsScreen />
    </Suspense>
  );
}
