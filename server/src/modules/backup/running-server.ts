import fs from "node:fs";
import path from "node:path";

/*
 * Which server has a PGlite data directory open (docs/operating.md, "Backing up"). PGlite is one
 * process: `npm run backup` must not open a folder a running server holds, so the server leaves a
 * mark in it, `server.pid` (JSON: its process id and port), and removes it when it stops. The command
 * then asks that server to make the backup. PGlite's own pgdata/postmaster.pid cannot tell: it
 * names no real process (PGlite writes -42) and stays behind when a server is killed.
 */

export interface ServerMark {
  pid: number;
  port: number;
  host: string;
}

const MARK = "server.pid";

export function markPath(dataDir: string): string {
  return path.join(dataDir, MARK);
}

/** Written by main.ts once the server listens (PGlite in a folder only: `memory://` has none). */
export function writeServerMark(dataDir: string, mark: ServerMark): void {
  if (dataDir.startsWith("memory://")) return;
  fs.writeFileSync(markPath(dataDir), `${JSON.stringify(mark)}\n`, { mode: 0o600 });
}

/** Removed at shutdown, if it is still this process's. */
export function removeServerMark(dataDir: string, pid = process.pid): void {
  if (dataDir.startsWith("memory://")) return;
  const mark = readMark(dataDir);
  if (mark?.pid === pid) fs.rmSync(markPath(dataDir), { force: true });
}

function readMark(dataDir: string): ServerMark | null {
  try {
    const mark = JSON.parse(fs.readFileSync(markPath(dataDir), "utf8")) as Partial<ServerMark>;
    if (Number.isSafeInteger(mark.pid) && Number.isSafeInteger(mark.port) && typeof mark.host === "string") return mark as ServerMark;
    return null;
  } catch {
    return null;
  }
}

/** Whether a process of that id runs (EPERM: it runs, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The server that has this data directory open, or null (no mark, or its process is gone). */
export function runningServer(dataDir: string): ServerMark | null {
  const mark = readMark(dataDir);
  return mark && alive(mark.pid) ? mark : null;
}

/** The address the command reaches the server at: a wildcard listening address is reached on loopback. */
export function serverUrl(mark: ServerMark): string {
  const host =
    mark.host === "0.0.0.0" || mark.host === "" ? "127.0.0.1" : mark.host === "::" ? "[::1]" : mark.host.includes(":") ? `[${mark.host}]` : mark.host;
  return `http://${host}:${mark.port}`;
}
