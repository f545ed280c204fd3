import { z } from "zod";
import { answer, id, list, optionalInt, text, uuid, withoutDeviceFlags } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { readingOf } from "./record-reading.js";

const IndicatorSchema = graphql(z.looseObject({ id, status: answer }), {
  typeName: "MilestoneIndicator",
  description: "One milestone of a checklist and the status a carer gave it",
});
const CategorySchema = graphql(z.looseObject({ id: text, indicators: list(IndicatorSchema) }), { typeName: "MilestoneCategory" });

/** docs/product.md §3 "Milestone form per client". */
export const MilestoneFormSchema = graphql(
  z.looseObject({ uuid, client_uuid: uuid, categories: list(CategorySchema) }).transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "A child's milestone form (docs/product.md §3)" },
);

/** docs/product.md §3 "My child record". */
export const MyChildSchema = graphql(
  z
    .looseObject({
      uuid,
      birthdate: z
        .string()
        .nullish()
        .transform((v) => v ?? null)
        .describe("day-month-year"),
    })
    .transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "A child followed with milestone checklists (docs/product.md §3)" },
);

/** docs/product.md §3 "Client milestones". */
export const ClientMilestoneSchema = graphql(
  z.looseObject({ uuid, client_uuid: uuid }).transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "A client followed with milestones (docs/product.md §3)" },
);

export const milestonesEntity = defineEntity({
  table: "milestones",
  typeName: "MilestoneForm",
  inputField: "milestoneForm",
  listQuery: "milestoneForms",
  oneQuery: "milestoneForm",
  clientField: "client_uuid",
  schema: MilestoneFormSchema,
  syncedFlags: readingOf("milestones").syncedFlags,
  report: {
    uuid: "id",
    client_uuid: "id",
    categories: { list: { id: "code", indicators: { list: { id: "id", status: "code" } } } },
  },
});

export const myChildrenEntity = defineEntity({
  table: "my_children",
  typeName: "MyChild",
  inputField: "myChild",
  listQuery: "myChildren",
  oneQuery: "myChild",
  clientField: null,
  schema: MyChildSchema,
  syncedFlags: readingOf("my_children").syncedFlags,
  serverFields: {
    ageInMonths: graphql(optionalInt, { description: "From the birthdate today; null when it is not a valid date; never below 0" }),
    ageBand: graphql(text, { description: "Reports only (null elsewhere): the age band of ageInMonths, e.g. 12-23 months, or unknown" }),
  },
  computed: readingOf("my_children").computed,
  report: { uuid: "id", ageBand: "ageBand" },
});

export const clientMilestonesEntity = defineEntity({
  table: "client_milestones",
  typeName: "ClientMilestone",
  inputField: "clientMilestone",
  listQuery: "clientMilestones",
  oneQuery: "clientMilestone",
  clientField: "client_uuid",
  schema: ClientMilestoneSchema,
  syncedFlags: readingOf("client_milestones").syncedFlags,
  report: { uuid: "id", client_uuid: "id" },
});
