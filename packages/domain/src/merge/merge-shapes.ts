import { CLIENT_SIMPLE_FIELDS } from "../entities/client-simple-fields.js";

/**
 * Which lists of a synced record hold items with an identity, so a three-way merge takes them item
 * by item (docs/sync-and-api.md, "Merging concurrent edits"). Declared once per table; a list not named here is
 * one value, merged whole. `key` is the item field that names an item; `label` the translation key
 * of an item in words ("Goal {n}", n its position from 1), or `labelOf` one from the item itself;
 * `fields` the translation keys of the fields' labels, so a clash is told in words; `others` the
 * fields told as "Other details" on purpose (the app sets them, or they are not shown as such).
 * packages/domain/src/merge/merge-shapes.test.ts holds every field of every manifest to one of the two, so a field added
 * without a label fails, naming it (docs/adding-an-entity.md, "Adding a field").
 */
export interface ListShape {
  key: string;
  label: string;
  labelOf?: (item: Record<string, unknown>) => string;
  lists?: Readonly<Record<string, ListShape>>;
  fields?: Readonly<Record<string, string>>;
  others?: readonly string[];
}

export interface RecordShape {
  lists: Readonly<Record<string, ListShape>>;
  fields?: Readonly<Record<string, string>>;
  others?: readonly string[];
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

const actions: ListShape = { key: "uuid", label: "MERGE_ITEM_ACTION", fields: { description: "CYCLE_DESCRIPTION" }, others: ["ready"] };
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
  others: ["type", "domain_id"],
};
const chosen = (key: string) => ({ chosen: key });
const solutions: ListShape = { key: "id", label: "MERGE_ITEM_SOLUTION", fields: { ...chosen("HIAPP_SOLUTION"), prescriptionTxt: "HIAPP_PRESCRIPTION" } };
const causes: ListShape = { key: "id", label: "MERGE_ITEM_CAUSE", lists: { hi_solutions: solutions }, fields: chosen("HIAPP_CAUSE") };
const issues: ListShape = { key: "id", label: "MERGE_ITEM_ISSUE", lists: { hi_causes: causes }, fields: chosen("HIAPP_ISSUE") };

export const MERGE_SHAPES: Readonly<Record<string, RecordShape>> = {
  rehabilitations: {
    lists: {
      domains: {
        key: "domain_id",
        label: "MERGE_ITEM_DOMAIN",
        lists: { goals },
        fields: { abilities: "DOMAIN_ABILITIES", challenges: "DOMAIN_CHALLENGES" },
        // The approach's own words of the domain, copied from the form template.
        others: ["order", "description", "info", "type"],
      },
      ladder_of_live: {
        key: "uuid",
        label: "MERGE_ITEM_LADDER",
        lists: { measure: { key: "uuid", label: "MERGE_ITEM_MEASURE", fields: { score: "LADDER_SCORE", date: "LADDER_DATE" } } },
        // The question as the form template gives it, and its last answer (its scores are the measures).
        others: [
          "editortext",
          "elementypekey",
          "component",
          "columns",
          "content",
          "items",
          "itemtype",
          "categoryID",
          "itemStyle",
          "mandatory",
          "rows",
          "label",
          "answer",
        ],
      },
      diary_items: {
        key: "uuid",
        label: "MERGE_ITEM_DIARY",
        lists: { satisfactions: { key: "uuid", label: "MERGE_ITEM_SATISFACTION", fields: { satisfaction: "GOAL_SATISFACTION" } } },
        fields: { note: "DIARY_NOTE" },
        others: ["date"],
      },
    },
    fields: { visitFrequency: "VISIT_FREQUENCY" },
    others: ["client_uuid", "archive"],
  },
  milestones: {
    lists: {
      categories: { key: "id", label: "MERGE_ITEM_CATEGORY", lists: { indicators: { key: "id", label: "MERGE_ITEM_INDICATOR", others: ["status"] } } },
    },
    others: ["client_uuid"],
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
      // docs/operating.md, "Consent": one item per scope, so two phones giving or withdrawing different scopes both keep theirs.
      consents: {
        key: "scope",
        label: "MERGE_ITEM_CONSENT",
        others: ["givenAt", "givenBy", "givenByName", "withdrawnAt", "withdrawnBy", "withdrawnByName"],
      },
    },
    // docs/adding-an-entity.md, "Adding a field": a simple field is labelled as the form labels it.
    fields: { clientname: "CLIENT_NAME", archived: "CLIENT_ARCHIVED", ...Object.fromEntries(CLIENT_SIMPLE_FIELDS.map(({ field, label }) => [field, label])) },
    // Derived from the form (docs/product.md §4 "Clients", 5), or not shown.
    others: ["age", "valid", "status"],
  },
  cycle_descriptions: {
    lists: {},
    fields: { goal: "CYCLE_GOAL", why: "CYCLE_WHY", description: "CYCLE_DESCRIPTION", goal_status: "CYCLE_STATUS" },
    others: [
      "client_uuid",
      "cycledomain_id",
      "fillinform_uuid",
      "type",
      "cycle_rhythm",
      "cycle_start",
      "cycle_end",
      "goal_achievement",
      "goal_evaluation",
      "archived",
      "archive_date",
      "goal_editted",
      "active",
    ],
  },
};

/**
 * Tables merged field by field with no shape: every field of theirs is told as "Other details" (a
 * picture, a chat message, a favorite, a child's birthdate, a cycle's action, records the app does
 * not show). A new table is added to MERGE_SHAPES or here (packages/domain/src/merge/merge-shapes.test.ts).
 */
export const UNSHAPED_TABLES: readonly string[] = [
  "client_images",
  "client_elements",
  "my_children",
  "client_milestones",
  "cycle_actions",
  "favorites",
  "chat_messages",
];

/** A table without keyed lists merges field by field, its lists whole. */
export function shapeOf(table: string): RecordShape {
  return MERGE_SHAPES[table] ?? { lists: {} };
}
