import { lazy, Suspense, useEffect, useState } from "react";
import type { LoginDrawer } from "./LoginDrawer.js";

type Props = Parameters<typeof LoginDrawer>[0];

let loaded: typeof LoginDrawer | null = null;
let loading: Promise<typeof LoginDrawer> | null = null;
const load = () => (loading ??= import("./LoginDrawer.js").then((module) => (loaded = module.LoginDrawer)));
const Lazy = lazy(async () => ({ default: await load() }));

/**
 * The login drawer, kept out of the initial download (the 200 KB gzip budget, docs/PERFORMANCE.md):
 * its code is asked for once the page has shown (the service worker precaches it, so offline too),
 * and it renders nothing until first opened. Once the code is here it renders at once: a Suspense
 * fallback, even for a loaded chunk, would hold the drawer back a frame after the tap.
 */
export function LoginDrawerOnDemand(props: Props) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => void load(), []);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <Opened {...props} /> : null;
}

function Opened(props: Props) {
  // Chosen once, so the drawer never remounts (losing what she typed) when its code arrives.
  const [Drawer] = useState(() => loaded ?? Lazy);
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
