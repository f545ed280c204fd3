/**
 * An order of `n` paths (0..n-1) in which every path follows every other exactly once: an Eulerian
 * circuit of the complete directed graph on n vertices (Hierholzer's algorithm), n(n-1) long.
 * Repeated back to back, it stays balanced across the joins too, since the circuit's last path is
 * followed by its first, which is one of its edges. docs/PERFORMANCE.md: a rotated single order is not
 * balanced (the same path always follows REST in three rounds out of four).
 */
export function balancedOrder(n: number): number[] {
  if (n < 2) return [0];
  const unused = Array.from({ length: n }, (_, from) => Array.from({ length: n }, (_, to) => to).filter((to) => to !== from));
  const stack = [0];
  const circuit: number[] = [];
  while (stack.length > 0) {
    const at = stack[stack.length - 1]!;
    const next = unused[at]!.shift();
    if (next === undefined) circuit.push(stack.pop()!);
    else stack.push(next);
  }
  circuit.reverse();
  // The circuit comes back to where it began; the closing step is the join to the next repetition.
  circuit.pop();
  assertBalanced(circuit, n);
  return circuit;
}

/** Throws unless, read cyclically, every ordered pair of different paths is adjacent exactly once. */
function assertBalanced(order: number[], n: number): void {
  const seen = new Set<string>();
  for (let i = 0; i < order.length; i += 1) {
    const pair = `${order[i]}>${order[(i + 1) % order.length]}`;
    if (order[i] === order[(i + 1) % order.length] || seen.has(pair)) throw new Error(`order ${order.join(",")} is not balanced at ${pair}`);
    seen.add(pair);
  }
  if (seen.size !== n * (n - 1)) throw new Error(`order ${order.join(",")} misses pairs`);
}
