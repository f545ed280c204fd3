import { z } from "zod";
import { answer, flag, list, optionalInt, optionalNumber, text, uuid, withDomainId, withoutDeviceFlags } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { everyWeeksError } from "../visit-frequency.js";
import { readingOf } from "./record-reading.js";

/** The `{product}domain_id` of docs/product.md §3, also given as `domain_id` (withDomainId). */
const domainId = graphql(text, { description: "The {product}domain_id of docs/product.md §3" });

const ActionSchema = graphql(z.looseObject({ uuid, description: text, ready: flag }), { typeName: "RehabAction", description: "A step towards a goal" });

const GoalSchema = graphql(
  z.preprocess(
    withDomainId,
    z.looseObject({
      uuid,
      type: text,
      domain_id: domainId,
      activationdate: text,
      completiondate: text,
      description: text,
      goal: text,
      why: text,
      evaluation: text,
      actions: list(ActionSchema),
      satisfaction: optionalNumber,
      achieved: flag,
      active: flag,
      finished: flag,
    }),
  ),
  { typeName: "RehabGoal", description: "A goal within a domain; created inactive, unfinished and unachieved" },
);

const DomainSchema = graphql(
  z.preprocess(
    withDomainId,
    z.looseObject({
      domain_id: domainId,
      order: optionalInt,
      description: text,
      info: text,
      abilities: text,
      challenges: text,
      type: text,
      goals: list(GoalSchema),
    }),
  ),
  { typeName: "RehabDomain", description: "A domain of the plan (F-words, ICF ...)" },
);

const MeasureSchema = graphql(
  z.looseObject({
    uuid,
    date: graphql(z.string({ error: "must be a day-month-year date" }), { inputDescription: "day-month-year" }),
    score: z.number({ error: "must be a number" }),
  }),
  { typeName: "LadderMeasure", description: "One score of a ladder item on a day-month-year date" },
);

const LadderOptionSchema = graphql(z.looseObject({ id: text, label: text, value: text }), {
  typeName: "LadderOption",
  description: "A choice offered by a ladder item",
});

const LadderItemSchema = graphql(
  z.looseObject({
    uuid,
    editortext: text,
    elementypekey: text,
    component: text,
    columns: optionalInt,
    content: text,
    items: list(LadderOptionSchema),
    itemtype: text,
    categoryID: optionalInt,
    itemStyle: text,
    mandatory: flag,
    rows: optionalInt,
    label: text,
    answer,
    measure: list(MeasureSchema),
  }),
  { typeName: "LadderItem", description: "An item of the ladder of life, with its scores over time" },
);

const SatisfactionSchema = graphql(z.looseObject({ uuid, satisfaction: optionalNumber }), {
  typeName: "Satisfaction",
  description: "A satisfaction score in a diary item; its uuid is the uuid of the goal it rates",
});

const DiaryItemSchema = graphql(
  z.looseObject({
    uuid,
    date: graphql(text, { description: "Day-month-year of the visit or appointment (added by Stepwise, docs/product.md §3)" }),
    note: graphql(text, { description: "What happened or is planned (added by Stepwise, docs/product.md §3)" }),
    satisfactions: list(SatisfactionSchema),
  }),
  { typeName: "DiaryItem" },
);

/** docs/product.md §3 "Rehabilitation": the plan of one client. */
export const RehabilitationSchema = graphql(
  z
    .looseObject({
      uuid,
      client_uuid: uuid,
      archive: flag,
      domains: list(DomainSchema),
      ladder_of_live: list(LadderItemSchema),
      diary_items: list(DiaryItemSchema),
      visitFrequency: graphql(
        text.superRefine((value, ctx) => {
          const error = everyWeeksError(value);
          if (error) ctx.addIssue({ code: "custom", message: error });
        }),
        {
          description:
            'How often the client is visited: "weekly", "fortnightly", "monthly" or "every N weeks" (N 1 to 52); any other text is an older free-text value, kept as written (docs/product.md §4 "Visits due")',
        },
      ),
    })
    .transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "A client's rehabilitation plan (docs/product.md §3)" },
);

export const rehabilitationsEntity = defineEntity({
  table: "rehabilitations",
  typeName: "Rehabilitation",
  inputField: "rehabilitation",
  listQuery: "rehabilitations",
  oneQuery: "rehabilitation",
  clientField: "client_uuid",
  schema: RehabilitationSchema,
  syncedFlags: readingOf("rehabilitations").syncedFlags,
  report: {
    uuid: "id",
    client_uuid: "id",
    archive: "flag",
    visitFrequency: "code",
    domains: {
      list: {
        domain_id: "code",
        order: "number",
        description: "label",
        info: "label",
        type: "code",
        goals: {
          list: {
            uuid: "id",
            type: "code",
            domain_id: "code",
            activationdate: "date",
            completiondate: "date",
            satisfaction: "number",
            achieved: "flag",
            active: "flag",
            finished: "flag",
            actions: { list: { uuid: "id", ready: "flag" } },
          },
        },
      },
    },
    ladder_of_live: {
      list: {
        uuid: "id",
        elementypekey: "code",
        component: "code",
        columns: "number",
        items: { list: { id: "code", label: "label", value: "code" } },
        itemtype: "code",
        categoryID: "number",
        itemStyle: "code",
        mandatory: "flag",
        rows: "number",
        label: "label",
        answer: "score",
        measure: { list: { uuid: "id", date: "requiredDate", score: "number" } },
      },
    },
    diary_items: { list: { uuid: "id", date: "date", satisfactions: { list: { uuid: "id", satisfaction: "number" } } } },
  },
});
