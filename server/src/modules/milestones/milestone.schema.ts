import { z } from "zod";
import { answer, id, list, text, uuid, withoutDeviceFlags } from "../../sync/record-fields.js";
import type { SyncedTable } from "../../sync/synced-table.js";

const IndicatorSchema = z.looseObject({ id, status: answer });
const CategorySchema = z.looseObject({ id: text, indicators: list(IndicatorSchema) });

/** Spec 3 "Milestone form per client". */
export const MilestoneFormSchema = z
  .looseObject({ uuid, client_uuid: uuid, categories: list(CategorySchema) })
  .transform((r) => withoutDeviceFlags(r, ["synced"]));

/** Spec 3 "My child record". */
export const MyChildSchema = z
  .looseObject({
    uuid,
    birthdate: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
  })
  .transform((r) => withoutDeviceFlags(r, ["synced"]));

/** Spec 3 "Client milestones". */
export const ClientMilestoneSchema = z.looseObject({ uuid, client_uuid: uuid }).transform((r) => withoutDeviceFlags(r, ["synced"]));

export const milestonesTable: SyncedTable = { name: "milestones", schema: MilestoneFormSchema, syncedFlags: { synced: 1 } };
export const myChildrenTable: SyncedTable = { name: "my_children", schema: MyChildSchema, syncedFlags: {} };
export const clientMilestonesTable: SyncedTable = { name: "client_milestones", schema: ClientMilestoneSchema, syncedFlags: { synced: 1 } };
