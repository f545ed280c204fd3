import { lazy, Suspense, type ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { t } from "../../i18n/t.js";

type ScreenName = keyof typeof import("./milestone-screens.js");

/** Said while the chunk loads: translated when it shows, as the routes below are built before the translations load. */
function ChecklistsLoading() {
  return <p className="screen muted">{t("CHECKLISTS_LOADING")}</p>;
}

/** A screen from the milestone chunk; the chunk is precached by the service worker, so it opens offline too. */
function screen(name: ScreenName) {
  const Screen = lazy(async () => ({ default: (await import("./milestone-screens.js"))[name] as ComponentType }));
  return (
    <Suspense fallback={<ChecklistsLoading />}>
      <Screen />
    </Suspense>
  );
}

/** docs/product.md §2: /milestones and its screens, kept out of the initial download. */
export const milestoneRoutes: RouteObject[] = [
  { index: true, element: screen("MilestonesScreen") },
  { path: "milestonesintro", element: screen("MilestonesIntroScreen") },
  { path: "milestonechildren", element: screen("MyChildrenScreen") },
  { path: "milestonedomains", element: screen("MilestoneDomainsScreen") },
  { path: "milestonecategories", element: screen("MilestoneCategoriesScreen") },
  { path: "milestoneindicators/:categoryID", element: screen("MilestoneIndicatorsScreen") },
];
