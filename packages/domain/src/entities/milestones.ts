import { z } from "zod";
import { answer, id, list, text, uuid, withoutDeviceFlags } from "./record-fields.js";
import { ageInMonths } from "../client.js";
import { defineEntity } from "./manifest.js";

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

export const milestonesEntity = defineEntity({
  table: "milestones",
  typeName: "MilestoneForm",
  inputField: "milestoneForm",
  listQuery: "milestoneForms",
  oneQuery: "milestoneForm",
  clientField: "client_uuid",
  schema: MilestoneFormSchema,
  syncedFlags: { synced: 1 },
});

export const myChildrenEntity = defineEntity({
  table: "my_children",
  typeName: "MyChild",
  inputField: "myChild",
  listQuery: "myChildren",
  oneQuery: "myChild",
  clientField: null,
  schema: MyChildSchema,
  syncedFlags: {},
  serverFields: ["ageInMonths", "ageBand"],
  computed: (record) => ({ ageInMonths: ageInMonths(record.birthdate, new Date()) }),
});

export const clientMilestonesEntity = defineEntity({
  table: "client_milestones",
  typeName: "ClientMilestone",
  inputField: "clientMilestone",
  listQuery: "clientMilestones",
  oneQuery: "clientMilestone",
  clientField: "client_uuid",
  schema: ClientMilestoneSchema,
  syncedFlags: { synced: 1 },
});
