import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from "react";
import { holdRecordsUntilIdle, recordsInCache, recordsReadable, recordsReadableNow, restoreRecords } from "../platform/persisted-cache.js";

/**
 * A screen kept out of the initial download (the 200 KB gzip budget): its chunk loads when the
 * route is first shown, or before with `preload`, and the service worker precaches every chunk, so
 * it opens offline too. Once its code is here a route shows it at once: a Suspense fallback, even
 * one for an already loaded chunk, makes React hold the screen back for its 300 ms reveal throttle.
 * A screen shows once the records kept on the phone are in the cache (docs/worker-phone.md, "Opening
 * the app"): it asks for them as it mounts and renders nothing until then, without a Suspense
 * fallback for the same reason. A screen that `readsStoredRecords` (the client list's quick read)
 * shows as soon as they are parsed, and Apollo's restore of them follows once it is painted.
 */
export function preloadableScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { readsStoredRecords = false } = {},
): { element: ReactElement; preload: () => Promise<void> } {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetchScreen = () => (loading ??= load().then((module) => (loaded = pick(module))));
  const Lazy = lazy(async () => ({ default: await fetchScreen() }));
  function Screen() {
    // Chosen once per mount, so a screen never remounts (losing what was typed) when its code arrives.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    const [records, setRecords] = useState(readsStoredRecords ? recordsReadableNow : recordsInCache);
    useEffect(() => {
      if (records) return;
      let live = true;
      if (readsStoredRecords) holdRecordsUntilIdle();
      // Asked for either way; a screen that reads them parsed shows without waiting for it.
      const restored = restoreRecords();
      void (readsStoredRecords ? recordsReadable() : restored).then(() => live && setRecords(true));
      return () => {
        live = false;
      };
    }, [records]);
    if (!records) return null;
    return (
      <Suspense fallback={null}>
        <Shown />
      </Suspense>
    );
  }
  return { element: <Screen />, preload: async () => void (await fetchScreen()) };
}

export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  return preloadableScreen(load, pick).element;
}
