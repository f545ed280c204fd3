import fs from "node:fs";
import path from "node:path";
import express, { Router, type Response } from "express";

/** The built PWA: static files, and index.html for every other route (the app shows its own 404). */
export function webAppRouter(webDist: string, nodeEnv: string): Router {
  const router = Router();
  // Source maps show the app's source: only in development (docs/SECURITY.md, "Rules, and the test that proves each").
  if (nodeEnv !== "development") router.get(/\.map$/, (_req, res) => void res.status(404).type("text/plain").send("not found"));
  const indexHtml = path.join(webDist, "index.html");
  const adminHtml = path.join(webDist, "admin.html");
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
  // docs/operator-console.md: the operator's console, its own page, for /admin and every path under it.
  router.get(/^\/admin(?:\/|$)/, (_req, res) => sendPage(res, adminHtml));
  router.get(/^\//, (_req, res) => sendPage(res, indexHtml));
  return router;
}

function sendPage(res: Response, page: string): void {
  if (!fs.existsSync(page)) {
    res.status(503).type("text/plain").send(`The web app is not built (${page} is missing): run npm run build.`);
    return;
  }
  res.setHeader("Cache-Control", "no-cache");
  res.sendFile(page);
}
