import { z } from "zod";
import { flag, optionalInt, withoutDeviceFlags } from "./record-fields.js";
import { graphql } from "./graphql-meta.js";
import { defineEntity } from "./manifest.js";
import { readingOf } from "./record-reading.js";

/**
 * Bounds of a health-issue form (docs/health-issue-pdf.md, "Limits": an unbounded field froze the server while pdfkit wrapped
 * it). Named in docs/health-issue-pdf.md; a form past one is a 400 naming the field.
 */
export const HIAPP_FORM_LIMITS = {
  /** Characters of `client_reference`. */
  clientReference: 200,
  /** Characters of one `prescriptionTxt`. */
  prescription: 1_000,
  /** Characters of an item id and of the form's uuid. */
  id: 64,
  subjects: 20,
  issuesPerSubject: 50,
  causesPerIssue: 20,
  solutionsPerCause: 20,
  /** Issues, causes and solutions of the whole form together. */
  items: 200,
} as const;

/** Free text of at most `max` characters; numbers are kept as their text. */
function boundedText(max: number) {
  return graphql(
    z
      .union([z.string().max(max, `must be at most ${max} characters`), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v))),
    { scalar: "String" },
  );
}

const itemId = graphql(
  z.union([z.string().min(1, "is required").max(HIAPP_FORM_LIMITS.id, `must be at most ${HIAPP_FORM_LIMITS.id} characters`), z.number()]).transform(String),
  { scalar: "ID" },
);

/** A list that may be missing or null (an empty list), of at most `max` items. */
function boundedList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .max(max, `must hold at most ${max} items`)
    .nullish()
    .transform((v) => v ?? []);
}

const SolutionSchema = graphql(z.looseObject({ id: itemId, chosen: flag, prescriptionTxt: boundedText(HIAPP_FORM_LIMITS.prescription) }), {
  typeName: "HiSolution",
});
const CauseSchema = graphql(z.looseObject({ id: itemId, chosen: flag, hi_solutions: boundedList(SolutionSchema, HIAPP_FORM_LIMITS.solutionsPerCause) }), {
  typeName: "HiCause",
});
const IssueSchema = graphql(z.looseObject({ id: itemId, chosen: flag, hi_causes: boundedList(CauseSchema, HIAPP_FORM_LIMITS.causesPerIssue) }), {
  typeName: "HiIssue",
});
const SubjectSchema = graphql(z.looseObject({ order: optionalInt, hi_issues: boundedList(IssueSchema, HIAPP_FORM_LIMITS.issuesPerSubject) }), {
  typeName: "HiSubject",
});

/** docs/product.md §3 "Health-issue form": subjects, issues, causes and solutions. */
export const HiappClientFormSchema = graphql(
  z
    .looseObject({
      uuid: graphql(z.string({ error: "is required" }).min(1, "is required").max(HIAPP_FORM_LIMITS.id, `must be at most ${HIAPP_FORM_LIMITS.id} characters`), {
        scalar: "ID",
      }),
      client_reference: boundedText(HIAPP_FORM_LIMITS.clientReference),
      hiapp_subjects: boundedList(SubjectSchema, HIAPP_FORM_LIMITS.subjects),
    })
    .superRefine((form, ctx) => {
      const items = form.hiapp_subjects.reduce(
        (sum, s) => sum + s.hi_issues.reduce((n, i) => n + 1 + i.hi_causes.reduce((m, c) => m + 1 + c.hi_solutions.length, 0), 0),
        0,
      );
      if (items > HIAPP_FORM_LIMITS.items) {
        ctx.addIssue({
          code: "custom",
          path: ["hiapp_subjects"],
          message: `must hold at most ${HIAPP_FORM_LIMITS.items} issues, causes and solutions together (${items} given)`,
        });
      }
    })
    .transform((r) => withoutDeviceFlags(r, ["synced"])),
  { description: "A filled health-issue form (docs/product.md §3); it becomes a PDF" },
);

export const hiappClientFormsEntity = defineEntity({
  table: "hiapp_client_forms",
  typeName: "HiappClientForm",
  inputField: "hiappClientForm",
  listQuery: "hiappClientForms",
  oneQuery: "hiappClientForm",
  clientField: null,
  schema: HiappClientFormSchema,
  syncedFlags: readingOf("hiapp_client_forms").syncedFlags,
  report: {
    uuid: "id",
    client_reference: { pseudonym: {} },
    hiapp_subjects: {
      list: {
        order: "number",
        hi_issues: {
          list: {
            id: "id",
            chosen: "flag",
            hi_causes: { list: { id: "id", chosen: "flag", hi_solutions: { list: { id: "id", chosen: "flag" } } } },
          },
        },
      },
    },
  },
});
