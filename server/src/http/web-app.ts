import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";

/** The built PWA: static files, and index.html for every other route (the app shows its own 404). */
export function webAppRouter(webDist: string, nodeEnv: string): Router {
  const router = Router();
  // Source maps show the app's source: only in development (docs/SECURITY.md, "Rules, and the test that proves each").
  if (nodeEnv !== "development") router.get(/\.map$/, (_req, res) => void res.status(404).type("text/plain").send("not found"));
  const indexHtml = path.join(webDist, "index.html");
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (name === "sw.js" || name.startsWith("workbox-") || name.endsWith(".webmanifest")) {
          res.setHeader("Cache-Control", "no-cache");
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        }
      },
    }),
  );
  router.get(/^\//, (_req, res) => {
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type("text/plain").send(`The web app is not built (${indexHtml} is missing): run npm run build.`);
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
  return router;
}
