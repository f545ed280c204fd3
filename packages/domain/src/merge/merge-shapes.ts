/**
 * Which lists of a synced record hold items with an identity, so a three-way merge takes them item
 * by item (docs/sync-and-api.md, "Merging concurrent edits"). Declared once per table; a list not named here is
 * one value, merged whole. `key` is the item field that names an item; `label` the translation key
 * of an item in words ("Goal {n}", n its position from 1), or `labelOf` one from the item itself;
 * `fields` the translation keys of the fields' labels, so a clash is told in words.
 */
export interface ListShape {
  key: string;
  label: string;
  labelOf?: (item: Record<string, unknown>) => string;
  lists?: Readonly<Record<string, ListShape>>;
  fields?: Readonly<Record<string, string>>;
}

export interface RecordShape {
  lists: Readonly<Record<string, ListShape>>;
  fields?: Readonly<Record<string, string>>;
}

/** The label of a field no shape names. */
export const OTHER_FIELD_LABEL = "MERGE_FIELD_OTHER";

/** A client form field is named by its own label (the form's translation keys, as the client form shows them). */
export function clientFieldLabelKey(field: { flowelement?: unknown; clientField?: unknown }): string {
  if (field.flowelement === true || field.flowelement === 1) return "REHAB_APPROACH";
  if (field.clientField === "name") return "CLIENT_NAME";
  if (field.clientField === "birthdate") return "CLIENT_BIRTHDATE";
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a field name as the client sent it
  return `FIELD_${String(field.clientField ?? "").toUpperCase()}`;
}

const actions: ListShape = { key: "uuid", label: "MERGE_ITEM_ACTION", fields: { description: "CYCLE_DESCRIPTION" } };
const goals: ListShape = {
  key: "uuid",
  label: "MERGE_ITEM_GOAL",
  lists: { actions },
  fields: {
    goal: "CYCLE_GOAL",
    description: "CYCLE_DESCRIPTION",
    why: "GOAL_WHY",
    evaluation: "GOAL_EVALUATION",
    activationdate: "GOAL_ACTIVATION_DATE",
    completiondate: "GOAL_COMPLETION_DATE",
    satisfaction: "GOAL_SATISFACTION",
    active: "GOAL_ACTIVE",
    finished: "GOAL_FINISHED",
    achieved: "GOAL_ACHIEVED",
  },
};
const chosen = (key: string) => ({ chosen: key });
const solutions: ListShape = { key: "id", label: "MERGE_ITEM_SOLUTION", fields: { ...chosen("HIAPP_SOLUTION"), prescriptionTxt: "HIAPP_PRESCRIPTION" } };
const causes: ListShape = { key: "id", label: "MERGE_ITEM_CAUSE", lists: { hi_solutions: solutions }, fields: chosen("HIAPP_CAUSE") };
const issues: ListShape = { key: "id", label: "MERGE_ITEM_ISSUE", lists: { hi_causes: causes }, fields: chosen("HIAPP_ISSUE") };

export const MERGE_SHAPES: Readonly<Record<string, RecordShape>> = {
  rehabilitations: {
    lists: {
      domains: { key: "domain_id", label: "MERGE_ITEM_DOMAIN", lists: { goals }, fields: { abilities: "DOMAIN_ABILITIES", challenges: "DOMAIN_CHALLENGES" } },
      ladder_of_live: {
        key: "uuid",
        label: "MERGE_ITEM_LADDER",
        lists: { measure: { key: "uuid", label: "MERGE_ITEM_MEASURE", fields: { score: "LADDER_SCORE", date: "LADDER_DATE" } } },
      },
      diary_items: {
        key: "uuid",
        label: "MERGE_ITEM_DIARY",
        lists: { satisfactions: { key: "uuid", label: "MERGE_ITEM_SATISFACTION", fields: { satisfaction: "GOAL_SATISFACTION" } } },
        fields: { note: "DIARY_NOTE" },
      },
    },
    fields: { visitFrequency: "VISIT_FREQUENCY" },
  },
  milestones: {
    lists: { categories: { key: "id", label: "MERGE_ITEM_CATEGORY", lists: { indicators: { key: "id", label: "MERGE_ITEM_INDICATOR" } } } },
  },
  hiapp_client_forms: {
    lists: { hiapp_subjects: { key: "order", label: "MERGE_ITEM_SUBJECT", lists: { hi_issues: issues } } },
    fields: { client_reference: "HIAPP_CLIENT_REFERENCE" },
  },
  clients: {
    lists: {
      clientFormFields: {
        key: "uuid",
        label: "MERGE_ITEM_FORM_FIELD",
        labelOf: clientFieldLabelKey,
        lists: { categories: { key: "id", label: "MERGE_ITEM_CATEGORY" } },
      },
    },
    fields: { clientname: "CLIENT_NAME", archived: "CLIENT_ARCHIVED" },
  },
  cycle_descriptions: {
    lists: {},
    fields: { goal: "CYCLE_GOAL", why: "CYCLE_WHY", description: "CYCLE_DESCRIPTION", goal_status: "CYCLE_STATUS" },
  },
};

/** A table without keyed lists merges field by field, its lists whole. */
export function shapeOf(table: string): RecordShape {
  return MERGE_SHAPES[table] ?? { lists: {} };
}
