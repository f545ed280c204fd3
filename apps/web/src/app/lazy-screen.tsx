import { lazy, Suspense, type ComponentType, type ReactElement } from "react";

/**
 * A screen kept out of the initial download (the 200 KB gzip budget): its chunk loads when the
 * route is first shown, and the service worker precaches every chunk, so it opens offline too.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
