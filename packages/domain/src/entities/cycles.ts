import { CYCLE_ACTION_DEFAULTS, CYCLE_DESCRIPTION_DEFAULTS } from "../cycles.js";
import { z } from "zod";
import { optionalInt, text, tf, uuid, withoutDeviceFlags } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { readingOf } from "./record-reading.js";

/** docs/product.md §3 "Cycle description", with its defaults. */
export const CycleDescriptionSchema = graphql(
  z
    .looseObject({
      uuid,
      client_uuid: graphql(text, { scalar: "ID", description: "The client the cycle goal is for (Stepwise's own field: legacy records may lack it)" }),
      cycledomain_id: optionalInt,
      fillinform_uuid: text,
      type: text,
      description: text,
      goal: text,
      why: text,
      cycle_rhythm: text,
      cycle_start: text,
      cycle_end: text,
      goal_status: text.transform((v) => v ?? CYCLE_DESCRIPTION_DEFAULTS.goal_status),
      goal_achievement: optionalInt.transform((v) => v ?? CYCLE_DESCRIPTION_DEFAULTS.goal_achievement),
      goal_evaluation: text,
      archived: tf(CYCLE_DESCRIPTION_DEFAULTS.archived),
      archive_date: text,
      goal_editted: tf(CYCLE_DESCRIPTION_DEFAULTS.goal_editted),
      active: text.transform((v) => v ?? CYCLE_DESCRIPTION_DEFAULTS.active),
    })
    .transform((r) => withoutDeviceFlags(r, ["saved"])),
  {
    description: "A cycle goal (docs/product.md §3); defaults goal_status X, goal_achievement 1, archived F, goal_editted F, active R",
    flagDescriptions: { saved: "T: what the server holds is saved" },
  },
);

/** docs/product.md §3 "Cycle action", with its defaults. */
export const CycleActionSchema = graphql(
  z
    .looseObject({
      uuid,
      description_uuid: uuid,
      action: text,
      ready: tf(CYCLE_ACTION_DEFAULTS.ready),
    })
    .transform((r) => withoutDeviceFlags(r, ["saved"])),
  { description: "An action of a cycle goal (docs/product.md §3); defaults ready F" },
);

export const cycleDescriptionsEntity = defineEntity({
  table: "cycle_descriptions",
  typeName: "CycleDescription",
  inputField: "cycleDescription",
  listQuery: "cycleDescriptions",
  oneQuery: "cycleDescription",
  clientField: "client_uuid",
  schema: CycleDescriptionSchema,
  syncedFlags: readingOf("cycle_descriptions").syncedFlags,
  report: {
    uuid: "id",
    client_uuid: "id",
    cycledomain_id: "number",
    fillinform_uuid: "id",
    type: "code",
    cycle_rhythm: "code",
    cycle_start: "date",
    cycle_end: "date",
    goal_status: "requiredCode",
    goal_achievement: "number",
    archived: "requiredCode",
    archive_date: "date",
    goal_editted: "requiredCode",
    active: "requiredCode",
  },
});

export const cycleActionsEntity = defineEntity({
  table: "cycle_actions",
  typeName: "CycleAction",
  inputField: "cycleAction",
  listQuery: "cycleActions",
  oneQuery: "cycleAction",
  clientField: null,
  schema: CycleActionSchema,
  syncedFlags: readingOf("cycle_actions").syncedFlags,
  report: { uuid: "id", description_uuid: "id", ready: "requiredCode" },
});
