import { ClientImagesDocument } from "../../generated/graphql.js";
import type { ClientImageInput } from "../../generated/schema-inputs.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";

/** A client's picture as the device takes and queues it: the ClientImageInput shape. */
export type ClientImageRecord = ClientImageInput;

/** A client's picture as shown: one still waiting in the outbox over the server's latest. */
export function useClientImage(clientUuid: string | null): { image: ClientImageRecord | null; dataversion: number | null } {
  const { waiting } = useSyncView();
  const { data } = useCachedQuery(ClientImagesDocument, { clientUuid }, !clientUuid);
  const server = (data?.clientImages ?? []).filter((i) => !i.deletedAt).at(-1);
  const local = [...waiting.values()]
    .filter((e) => e.table === "client_images" && e.op === "UPSERT" && (e.record as ClientImageRecord | null)?.client_uuid === clientUuid)
    .at(-1);
  if (local)
    return { image: local.record as unknown as ClientImageRecord, dataversion: server?.uuid === local.uuid ? server.dataversion : local.baseDataversion };
  if (server) return { image: { uuid: server.uuid, client_uuid: server.client_uuid, image: server.image }, dataversion: server.dataversion };
  return { image: null, dataversion: null };
}
