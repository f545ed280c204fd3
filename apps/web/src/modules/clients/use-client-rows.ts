import { ClientsDocument } from "../../generated/graphql.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { withWaitingEdits, type ClientRow } from "./waiting-clients.js";

/** The worker's clients as shown: the server's, with waiting local edits laid over them. */
export function useClientRows(): ClientRow[] {
  const { data } = useCachedQuery(ClientsDocument, {});
  const { waiting } = useSyncView();
  return withWaitingEdits(data?.clients ?? [], waiting);
}
