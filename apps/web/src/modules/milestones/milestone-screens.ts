/** The milestone screens as one chunk, loaded when a milestone route is first opened. */
export { MilestoneCategoriesScreen } from "./MilestoneCategoriesScreen.js";
export { MilestoneDomainsScreen } from "./MilestoneDomainsScreen.js";
export { MilestoneIndicatorsScreen } from "./MilestoneIndicatorsScreen.js";
export { MilestonesIntroScreen } from "./MilestonesIntroScreen.js";
export { MilestonesScreen } from "./MilestonesScreen.js";
export { MyChildrenScreen } from "./MyChildrenScreen.js";
