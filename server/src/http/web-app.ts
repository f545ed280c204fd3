import fs from "node:fs";
import path from "node:path";
import express, { Router, type Request, type Response } from "express";
import { dataBlock, FIRST_RUN_ANSWERS_TIMEOUT_MS } from "./page-data-block.js";

/** A host's first-run answers as JSON, null when there are none (graphql/first-run-answers.ts). */
export type FirstRunAnswers = (host: string) => Promise<string | null>;

/**
 * The built PWA: static files, and index.html for every other route (the app shows its own 404).
 * A navigation's page carries the host's first-run answers (docs/worker-phone.md, "A weak link").
 */
export function webAppRouter(webDist: string, nodeEnv: string, answers?: FirstRunAnswers): Router {
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
  router.get(/^\//, (req, res, next) => {
    if (!answers) return sendPage(res, indexHtml);
    // A cache must not give a navigation's page to a fetch, nor the other way round.
    res.setHeader("Vary", "Sec-Fetch-Dest");
    if (req.get("sec-fetch-dest") !== "document") return sendPage(res, indexHtml);
    sendAppPage(req, res, indexHtml, answers).catch(next);
  });
  return router;
}

/**
 * A page asked for by a navigation, with the first-run answers before its scripts. Only a navigation:
 * the service worker's copy (fetched by its precache, not navigated to) stays the build's, so a
 * phone never starts from answers it kept. Without them in time the page goes as it is built.
 */
async function sendAppPage(req: Request, res: Response, page: string, answers: FirstRunAnswers): Promise<void> {
  const html = await fs.promises.readFile(page, "utf8").catch(() => null);
  if (html === null) return sendPage(res, page);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), FIRST_RUN_ANSWERS_TIMEOUT_MS)));
  const json = await Promise.race([answers(req.get("host") ?? "localhost").catch(() => null), late]);
  clearTimeout(timer);
  const at = html.indexOf("</head>");
  res.setHeader("Cache-Control", "no-cache");
  res.type("html").send(json === null || at < 0 ? html : `${html.slice(0, at)}${dataBlock(json)}${html.slice(at)}`);
}

function sendPage(res: Response, page: string): void {
  if (!fs.existsSync(page)) {
    res.status(503).type("text/plain").send(`The web app is not built (${page} is missing): run npm run build.`);
    return;
  }
  res.setHeader("Cache-Control", "no-cache");
  res.sendFile(page);
}
