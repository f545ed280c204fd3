import type { HiappClientFormFieldsFragment, HiappClientFormInput, HiappTreeQuery, HiIssueInput } from "../../generated/graphql.js";
import { toInput } from "../../platform/strip-typename.js";

/** A health-issue form as the device edits and queues it (docs/product.md §3): the HiappClientFormInput shape. */
export type HiappRecord = HiappClientFormInput;
/** The deployment's tree of subjects, issues, causes and solutions the form is filled from. */
export type HiappTree = NonNullable<HiappTreeQuery["hiappForm"]>;

export function toHiappRecord(form: HiappClientFormFieldsFragment): HiappRecord {
  return toInput<HiappRecord>(form, ["dataversion", "updatedAt", "deletedAt"]);
}

/**
 * The form over the tree: every subject (in order), issue, cause and solution of the tree, each
 * chosen as the record says (not chosen when the record lacks it). A solution's prescription is
 * the record's, or the tree's suggestion until one is written.
 */
export function formForTree(tree: HiappTree, record: HiappRecord | null, newUuid: () => string = () => crypto.randomUUID()): HiappRecord {
  const issues = new Map((record?.hiapp_subjects ?? []).flatMap((s) => s.hi_issues ?? []).map((i) => [i.id, i]));
  return {
    uuid: record?.uuid ?? newUuid(),
    client_reference: record?.client_reference ?? "",
    hiapp_subjects: [...tree.hiapp_subjects]
      .sort((a, b) => a.order - b.order)
      .map((subject) => ({
        order: subject.order,
        hi_issues: subject.hi_issues.map((issue) => {
          const saved = issues.get(issue.id);
          const causes = new Map((saved?.hi_causes ?? []).map((c) => [c.id, c]));
          return {
            id: issue.id,
            chosen: saved?.chosen ?? false,
            hi_causes: issue.hi_causes.map((cause) => {
              const savedCause = causes.get(cause.id);
              const solutions = new Map((savedCause?.hi_solutions ?? []).map((s) => [s.id, s]));
              return {
                id: cause.id,
                chosen: savedCause?.chosen ?? false,
                hi_solutions: cause.hi_solutions.map((solution) => {
                  const savedSolution = solutions.get(solution.id);
                  return {
                    id: solution.id,
                    chosen: savedSolution?.chosen ?? false,
                    prescriptionTxt: savedSolution?.prescriptionTxt ?? solution.prescriptionTxt ?? "",
                  };
                }),
              };
            }),
          };
        }),
      })),
  };
}

/** Where an item sits: its issue, and its cause and solution when it is one of those. */
export interface ItemPath {
  issueId: string;
  causeId?: string;
  solutionId?: string;
}

/** Chooses or unchooses the item at the path; the other items keep their state. */
export function toggleChosen(record: HiappRecord, path: ItemPath): HiappRecord {
  return mapIssue(record, path.issueId, (issue) => {
    if (path.causeId === undefined) return { ...issue, chosen: !issue.chosen };
    return {
      ...issue,
      hi_causes: (issue.hi_causes ?? []).map((cause) => {
        if (cause.id !== path.causeId) return cause;
        if (path.solutionId === undefined) return { ...cause, chosen: !cause.chosen };
        return { ...cause, hi_solutions: (cause.hi_solutions ?? []).map((s) => (s.id === path.solutionId ? { ...s, chosen: !s.chosen } : s)) };
      }),
    };
  });
}

export function setPrescription(record: HiappRecord, path: Required<ItemPath>, text: string): HiappRecord {
  return mapIssue(record, path.issueId, (issue) => ({
    ...issue,
    hi_causes: (issue.hi_causes ?? []).map((cause) =>
      cause.id !== path.causeId
        ? cause
        : { ...cause, hi_solutions: (cause.hi_solutions ?? []).map((s) => (s.id === path.solutionId ? { ...s, prescriptionTxt: text } : s)) },
    ),
  }));
}

function mapIssue(record: HiappRecord, issueId: string, change: (issue: HiIssueInput) => HiIssueInput): HiappRecord {
  return {
    ...record,
    hiapp_subjects: (record.hiapp_subjects ?? []).map((subject) => ({
      ...subject,
      hi_issues: (subject.hi_issues ?? []).map((i) => (i.id === issueId ? change(i) : i)),
    })),
  };
}
