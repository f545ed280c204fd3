import { ageInMonths } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { useState } from "react";
import { storedApplication, storedSettings } from "../deployment/deployment.js";
import { MilestoneChecklistsDocument, MilestoneFormsDocument, MyChildrenDocument } from "../../generated/graphql.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { overlayWaiting, type ShownRecord } from "../../sync/waiting-records.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import { toMilestoneRecord, type Checklist, type MilestoneRecord } from "./milestone-record.js";
import type { MyChildRecord } from "./my-child-record.js";

export type ChildRow = ShownRecord<MyChildRecord> & { ageInMonths: number | null };
export type FormRow = ShownRecord<MilestoneRecord>;

const FALLBACK_LANGUAGE = "en";

/**
 * The deployment's milestone checklists in the chosen language, from the persisted cache when
 * offline; the English checklists when the deployment has none in that language.
 */
export function useChecklists(): { checklists: Checklist[]; loading: boolean } {
  const app = storedApplication();
  const language = storedSettings().languageCode;
  const chosen = useCachedQuery(MilestoneChecklistsDocument, { applicationId: app?.id ?? 0, language }, !app);
  const needsFallback = language !== FALLBACK_LANGUAGE && !chosen.loading && (chosen.data?.milestoneChecklists.length ?? 0) === 0;
  const fallback = useCachedQuery(MilestoneChecklistsDocument, { applicationId: app?.id ?? 0, language: FALLBACK_LANGUAGE }, !app || !needsFallback);
  const list = chosen.data?.milestoneChecklists.length ? chosen.data.milestoneChecklists : (fallback.data?.milestoneChecklists ?? []);
  return { checklists: list, loading: list.length === 0 && (chosen.loading || fallback.loading) };
}

/** The user's children with waiting edits laid over them, oldest first, with their age in months today. */
export function useMyChildren(): ChildRow[] {
  const { data } = useCachedQuery(MyChildrenDocument, {});
  const { waiting } = useSyncView();
  const today = serverNow();
  return overlayWaiting(
    "my_children",
    (data?.myChildren ?? []).map((c) => ({ record: { uuid: c.uuid, birthdate: c.birthdate }, dataversion: c.dataversion })),
    waiting,
  )
    .map((row) => ({ ...row, ageInMonths: ageInMonths(row.record.birthdate, today) }))
    .sort((a, b) => (b.ageInMonths ?? -1) - (a.ageInMonths ?? -1));
}

/** Every milestone form of the user, with waiting edits laid over them. */
export function useMilestoneForms(): FormRow[] {
  const { data } = useCachedQuery(MilestoneFormsDocument, {});
  const { waiting } = useSyncView();
  return overlayWaiting(
    "milestones",
    (data?.milestoneForms ?? []).map((f) => ({ record: toMilestoneRecord(f), dataversion: f.dataversion })),
    waiting,
  );
}

const ACTIVE_CHILD_KEY = "activeChild";

/** The child whose checklists are open on this device: the one chosen last, else the first. */
export function useActiveChild(children: readonly ChildRow[]): { child: ChildRow | null; choose: (uuid: string) => void } {
  const [chosen, setChosen] = useState(() => localStorage.getItem(ACTIVE_CHILD_KEY));
  const child = children.find((c) => c.record.uuid === chosen) ?? children[0] ?? null;
  return {
    child,
    choose(uuid) {
      localStorage.setItem(ACTIVE_CHILD_KEY, uuid);
      setChosen(uuid);
    },
  };
}

export function formOfChild(forms: readonly FormRow[], childUuid: string | undefined): FormRow | null {
  return forms.find((f) => f.record.client_uuid === childUuid) ?? null;
}
