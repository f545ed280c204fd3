import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = process.env.STEPWISE_SERVER ?? "http://127.0.0.1:4000";
const proxy = { "/graphql": { target: server, changeOrigin: true } };

/**
 * The operator's console (docs/operator-console.md), built on its own after the worker's app into the
 * same dist: its own chunks (assets/admin-*), so the app's chunks and initial JavaScript stay as they
 * were, and no service worker precaches it (the app's was generated before it existed).
 */
export default defineConfig({
  resolve: { conditions: ["source"] },
  plugins: [react()],
  server: { proxy, open: "/admin.html" },
  build: {
    sourcemap: process.env.NODE_ENV === "development",
    target: "es2022",
    emptyOutDir: false,
    // One script of its own, React and Apollo included, for a few operators on an office connection.
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: { admin: "admin.html" },
      output: {
        entryFileNames: "assets/admin-[hash].js",
        chunkFileNames: "assets/admin-[name]-[hash].js",
        assetFileNames: "assets/admin-[hash][extname]",
      },
    },
  },
});
