/** The app's sanitiser, shared with the console's article preview (apps/web/src/ui/safe-html.ts). */
export { safeHtml } from "../../ui/safe-html.js";
