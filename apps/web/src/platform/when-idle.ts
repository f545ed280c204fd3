/**
 * Runs the work once the page is idle (after the render under way), or within a second; Safari has
 * no requestIdleCallback. Returns a cancel.
 */
export function whenIdle(work: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 50);
  return () => clearTimeout(id);
}
