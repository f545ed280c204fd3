/**
 * One path of each route of docs/product.md §2, as a worker opens it: the route table's test
 * (apps/web/src/app/routes.test.ts) checks each lands on a screen of its own, and the accessibility
 * test (e2e/accessibility.e2e.test.ts) runs axe on each. The ids are the default deployment's seeded
 * content (server/src/modules/content/seed/articles.ts), so the screens show something.
 */
export const WORKER_SCREEN_PATHS = [
  "/Home",
  "/Home/Start/1",
  "/Home/About/1",
  "/Home/Article/art-rehab-goals",
  "/Home/Navigation/art-rehab-welcome",
  "/requestforpassword",
  "/forms",
  "/forms/clients",
  "/forms/Cycleform",
  "/forms/goals",
  "/forms/diary",
  "/forms/clientAppointments",
  "/malawi",
  "/milestones",
  "/milestones/milestonesintro",
  "/milestones/milestonechildren",
  "/milestones/milestonedomains",
  "/milestones/milestonecategories",
  "/milestones/milestoneindicators/1",
  "/hiapp",
  "/calendar",
  "/visits",
  "/chat",
  "/settings",
] as const;

/** The start and the first run's steps (docs/product.md §4 first run), before a worker reaches the screens above. */
export const FIRST_RUN_PATHS = ["/", "/initialize", "/initialize/language", "/initialize/region", "/initialize/recap"] as const;
