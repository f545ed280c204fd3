import { ageBands, bandForAge } from "./milestone-progress.js";
import { formOfChild, useActiveChild, useChecklists, useMilestoneForms, useMyChildren } from "./use-milestones.js";

/** What the domain, category and indicator screens share: the checklists, the open child and its form. */
export function useChildChecklists() {
  const { checklists, loading } = useChecklists();
  const children = useMyChildren();
  const { child, choose } = useActiveChild(children);
  const form = formOfChild(useMilestoneForms(), child?.record.uuid);
  const band = bandForAge(ageBands(checklists), child?.ageInMonths ?? null);
  return { checklists, loading, children, child, choose, form, band };
}
