/** A server object as input again: without Apollo's __typename at any depth, and without the named server fields. */
export function toInput<T>(value: unknown, serverFields: readonly string[] = []): T {
  return strip(value, new Set(serverFields), true) as T;
}

function strip(value: unknown, serverFields: Set<string>, top: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => strip(v, serverFields, false));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "__typename" || (top && serverFields.has(key))) continue;
    out[key] = strip(v, serverFields, false);
  }
  return out;
}
