import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { registerSW } from "virtual:pwa-register";
import { App } from "./app/App.js";
import "./app/theme.css";
import { SyncRuntime } from "./sync/sync-runtime.js";

// Spec 4: a waiting service-worker update is told to skip waiting.
const updateServiceWorker = registerSW({ immediate: true, onNeedRefresh: () => void updateServiceWorker(true) });

const root = document.getElementById("root")!;
const runtime = await SyncRuntime.start();
createRoot(root).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
root.dataset.ready = "true";
