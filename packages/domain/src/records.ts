/** Spec 3: a local `client_picture` is migrated into a client_images record. */
export function migrateClientPicture<T extends { uuid: string; client_picture?: string | null }>(
  client: T,
  newUuid: () => string,
): { client: Omit<T, "client_picture">; image: { uuid: string; client_uuid: string; image: string } | null } {
  const { client_picture, ...rest } = client;
  const image = client_picture ? { uuid: newUuid(), client_uuid: client.uuid, image: client_picture } : null;
  return { client: rest, image };
}

/**
 * Spec 7: a changed record fetched after a notice is merged into an existing local one; a new one
 * is inserted without its (server-side) id.
 */
export function mergeFetchedRecord<T extends Record<string, unknown>>(local: T | undefined, fetched: T): T {
  if (local) return { ...local, ...fetched };
  const { id: _id, ...withoutId } = fetched;
  return withoutId as T;
}
