import type { RequestHandler } from "express";

/** A database that has not answered `select 1` within this long counts as unreachable. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface Readiness {
  /** GET /readyz: 200 while the server can do its work, 503 with the reason otherwise. */
  handler: RequestHandler;
  /** From now on /readyz answers 503: the server is stopping (SIGTERM), so a balancer sends no new work. */
  stopping(): void;
}

/**
 * Readiness, apart from liveness (docs/SECURITY.md, "Readiness and liveness"): /healthz says the
 * process answers, so nobody restarts it while PostgreSQL is down; /readyz says whether it can
 * serve, so a balancer (docker-compose, nginx) sends requests only to replicas that can.
 */
export function readiness(ping: () => Promise<void>, timeoutMs = READINESS_TIMEOUT_MS): Readiness {
  let stopping = false;
  const handler: RequestHandler = (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (stopping) return void res.status(503).json({ status: "unavailable", reason: "the server is stopping" });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
    });
    Promise.race([ping(), late])
      .then(
        () => void res.json({ status: "ready" }),
        // The driver's text (an address, a port) is not for the internet: the reason is fixed.
        () => void res.status(503).json({ status: "unavailable", reason: "the database does not answer" }),
      )
      .finally(() => clearTimeout(timer));
  };
  return {
    handler,
    stopping: () => {
      stopping = true;
    },
  };
}
