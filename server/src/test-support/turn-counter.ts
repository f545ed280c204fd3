/**
 * Counts the turns of the event loop from now on (setImmediate runs once a turn): `now()` says how
 * many so far, `stop()` ends the count and says how many. Tests of work done in slices count turns
 * rather than time, so they hold on a loaded machine.
 */
export function turnCounter(): { now: () => number; stop: () => number } {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    now: () => turns,
    stop: () => {
      running = false;
      return turns;
    },
  };
}
