import { z } from "zod";
import { flag, id, list, optionalInt, text, uuid, withoutDeviceFlags } from "../../sync/record-fields.js";
import type { SyncedTable } from "../../sync/synced-table.js";

const SolutionSchema = z.looseObject({ id, chosen: flag, prescriptionTxt: text });
const CauseSchema = z.looseObject({ id, chosen: flag, hi_solutions: list(SolutionSchema) });
const IssueSchema = z.looseObject({ id, chosen: flag, hi_causes: list(CauseSchema) });
const SubjectSchema = z.looseObject({ order: optionalInt, hi_issues: list(IssueSchema) });

/** Spec 3 "Health-issue form": subjects, issues, causes and solutions. */
export const HiappClientFormSchema = z
  .looseObject({ uuid, client_reference: text, hiapp_subjects: list(SubjectSchema) })
  .transform((r) => withoutDeviceFlags(r, ["synced"]));

export const hiappClientFormsTable: SyncedTable = { name: "hiapp_client_forms", schema: HiappClientFormSchema, syncedFlags: {} };
