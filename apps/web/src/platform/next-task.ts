/**
 * Resolves in a task of its own, after what the browser has waiting (input, a paint): work split at
 * such points runs as several short tasks instead of one long one, which a tap would wait behind
 * (docs/PERFORMANCE.md, "Total Blocking Time on /Home").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
