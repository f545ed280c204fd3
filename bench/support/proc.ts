import fs from "node:fs";

const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system), in ms, from /proc/<pid>/stat (Linux). */
export function cpuTimeMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (which may hold spaces) are space-separated; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A process's resident set size now, in bytes, from /proc/<pid>/status (Linux). */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * CPU time spent so far by every process alive on the machine, in ms, by process id (Linux, from
 * each /proc/<pid>/stat: the kernel's precise per-process times). /proc/stat's machine-wide
 * counters are sampled at the timer tick instead, and undercounted the server's own CPU under a
 * light, bursty load (GET /healthz at 500 a second: 0.4 ms a request for the machine against 0.5
 * for the server alone).
 */
export function processCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      times.set(Number(entry), cpuTimeMs(Number(entry)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return times;
}

/**
 * The CPU spent between two processCpuMs snapshots, all cores summed: by every process, or by the
 * processes `of` names. A process started in between counts from zero; one that ended in between
 * is not counted.
 */
export function cpuSpentMs(before: Map<number, number>, after: Map<number, number>, of?: readonly number[]): number {
  let spent = 0;
  for (const pid of of ?? after.keys()) spent += (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  return spent;
}
