import { foldMilestonesDomain } from "@stepwise/domain";
import { RehabilitationsDocument } from "../../generated/graphql.js";
import type { EditingPorts, SessionPorts } from "../../sync/runtime-context.js";
import { toRehabRecord } from "../client-records/rehab-record.js";

/** docs/product.md §4, version 2.04: every plan with a MILESTONES domain is folded and saved through the outbox. */
export async function convertMilestonesDomains(runtime: Pick<SessionPorts, "client"> & Pick<EditingPorts, "queue">): Promise<number> {
  const { data } = await runtime.client.query({ query: RehabilitationsDocument, variables: { clientUuid: null }, fetchPolicy: "network-only" });
  let converted = 0;
  for (const plan of data?.rehabilitations ?? []) {
    const record = toRehabRecord(plan);
    const folded = foldMilestonesDomain(record);
    if (folded === record) continue;
    await runtime.queue("rehabilitations", record.uuid, "UPSERT", folded, plan.dataversion);
    converted += 1;
  }
  return converted;
}
