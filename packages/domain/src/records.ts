/**
 * docs/product.md §7: a changed record fetched after a notice is merged into an existing local one; a new one
 * is inserted without its (server-side) id.
 */
export function mergeFetchedRecord<T extends Record<string, unknown>>(local: T | undefined, fetched: T): T {
  if (local) return { ...local, ...fetched };
  const { id: _id, ...withoutId } = fetched;
  return withoutId as T;
}
