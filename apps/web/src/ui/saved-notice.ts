import { t } from "../i18n/t.js";
import type { Notices } from "../platform/notices.js";

/** The slot of "Saved on this device" and "Deleted on this device": one at a time (docs/worker-phone.md "Notices"). */
export const SAVED_SLOT = "saved";

/** Says an edit is kept on this device; a second save replaces the notice instead of stacking another. */
export function showSaved(notices: Pick<Notices, "show">, key: "SAVED_ON_DEVICE" | "DELETED_ON_DEVICE" = "SAVED_ON_DEVICE"): void {
  notices.show(t(key), { slot: SAVED_SLOT, textKey: key });
}
