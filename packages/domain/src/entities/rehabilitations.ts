import { z } from "zod";
import { answer, flag, list, optionalInt, optionalNumber, text, uuid, withDomainId, withoutDeviceFlags } from "./record-fields.js";
import { defineEntity } from "./manifest.js";

const ActionSchema = z.looseObject({ uuid, description: text, ready: flag });

const GoalSchema = z.preprocess(
  withDomainId,
  z.looseObject({
    uuid,
    type: text,
    domain_id: text,
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
);

const DomainSchema = z.preprocess(
  withDomainId,
  z.looseObject({
    domain_id: text,
    order: optionalInt,
    description: text,
    info: text,
    abilities: text,
    challenges: text,
    type: text,
    goals: list(GoalSchema),
  }),
);

const MeasureSchema = z.looseObject({ uuid, date: z.string({ error: "must be a day-month-year date" }), score: z.number({ error: "must be a number" }) });

const LadderOptionSchema = z.looseObject({ id: text, label: text, value: text });

const LadderItemSchema = z.looseObject({
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
});

const DiaryItemSchema = z.looseObject({
  uuid,
  date: text,
  note: text,
  satisfactions: list(z.looseObject({ uuid, satisfaction: optionalNumber })),
});

/** Spec 3 "Rehabilitation": the plan of one client. */
export const RehabilitationSchema = z
  .looseObject({
    uuid,
    client_uuid: uuid,
    archive: flag,
    domains: list(DomainSchema),
    ladder_of_live: list(LadderItemSchema),
    diary_items: list(DiaryItemSchema),
    visitFrequency: text,
  })
  .transform((r) => withoutDeviceFlags(r, ["synced"]));

export const rehabilitationsEntity = defineEntity({
  table: "rehabilitations",
  typeName: "Rehabilitation",
  inputField: "rehabilitation",
  listQuery: "rehabilitations",
  oneQuery: "rehabilitation",
  clientField: "client_uuid",
  schema: RehabilitationSchema,
  syncedFlags: { synced: 1 },
});
