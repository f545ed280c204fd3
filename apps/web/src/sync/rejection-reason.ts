import { isTransferredRejection } from "@stepwise/domain";
import { t } from "../i18n/t.js";

/**
 * A rejected edit's reason as the worker reads it: a client moved to another worker (docs/teams.md,
 * "Moving a caseload") in her language, with what to do; any other reason as the server gave it.
 */
export function rejectionReasonText(reason: string | null | undefined): string {
  return isTransferredRejection(reason) ? t("EDIT_REJECTED_TRANSFERRED") : (reason ?? "");
}
