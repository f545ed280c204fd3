import { lazy, Suspense } from "react";

const ClientsScreen = lazy(async () => ({ default: (await import("./ClientsScreen.js")).ClientsScreen }));

/** /forms/clients kept out of the initial download; the service worker precaches its chunk, so it opens offline too. */
export function LazyClientsScreen() {
  return (
    <Suspense fallback={null}>
      <ClientsScreen />
    </Suspense>
  );
}
