import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { initialChunkName } from "./vite-initial-chunk.js";
import { buildRelease, releaseScript } from "./vite-release.js";

const release = buildRelease();

const server = process.env.STEPWISE_SERVER ?? "http://127.0.0.1:4000";
const proxy = {
  "/graphql": { target: server, ws: true, changeOrigin: true },
  "/api": { target: server, changeOrigin: true },
  // The connectivity probe asks the server itself, not the dev server's SPA fallback.
  "/healthz": { target: server, changeOrigin: true },
};

export default defineConfig({
  // A version marker for the build (STEPWISE_BUILD, else the package's version): two builds that differ
  // only in it are two versions of the app, as the update test serves them (docs/worker-phone.md).
  define: {
    __STEPWISE_BUILD__: JSON.stringify(process.env.STEPWISE_BUILD ?? process.env.npm_package_version ?? "dev"),
    // docs/worker-phone.md, "Updates": the release the service worker carries too (apps/web/vite-release.ts).
    __STEPWISE_RELEASE__: JSON.stringify(release),
  },
  resolve: { conditions: ["source"] },
  plugins: [
    react(),
    releaseScript(release),
    VitePWA({
      // "prompt": the new service worker waits until the app tells it to skip waiting (app-update.ts).
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["icon.svg"],
      manifest: {
        name: "Stepwise",
        short_name: "Stepwise",
        description: "Rehabilitation and child development support, online and offline",
        theme_color: "#d53b16",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        icons: [{ src: "icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any maskable" }],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
        // The operator's console is no part of the worker's app: never precached (it is built after
        // this service worker), never answered with the app's index.html (docs/operator-console.md).
        globIgnores: ["admin.html", "assets/admin-*", "release.js", "release-guard.js"],
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/graphql/, /^\/api\//, /^\/admin(?:\/|$)/],
        cleanupOutdatedCaches: true,
        // The first visit's page is controlled at once, so it works offline without a reload.
        clientsClaim: true,
        // Her vault key from one page to the next at a reload, in memory only (apps/web/public/key-handoff.js,
        // docs/shared-phone.md, "The phone's side").
        // No update backwards: the release script the build writes (releaseScript) and apps/web/public/release-guard.js (docs/worker-phone.md, "Updates").
        // The one reminder a day: apps/web/public/daily-reminder.js (docs/product.md §4, "One reminder a day").
        importScripts: ["key-handoff.js", "release.js", "release-guard.js", "daily-reminder.js"],
      },
    }),
  ],
  server: { proxy },
  preview: { proxy },
  // Source maps only where the app is built for development (docs/SECURITY.md, "Rules, and the test that proves each"); production serves none.
  // The operator's console is built on its own (apps/web/vite.admin.config.ts), after this one.
  build: {
    sourcemap: process.env.NODE_ENV === "development",
    target: "es2022",
    // The first script is one file of about 700 KB (200 KB gzip, its budget): bench/initial-js.mjs watches its size.
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: initialChunkName }] } } },
  },
});
