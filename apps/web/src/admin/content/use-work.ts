import { useState } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import { consoleErrorText } from "../console-error.js";

/**
 * A part of the content page's progress and errors (docs/operator-console.md, "The content page"):
 * `run` shows "Working…" while its work runs, then what the work answers, or the server's refusal
 * in the operator's words (console-error.ts).
 */
export function useWork() {
  const { t } = useAdminTexts();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");
  const [error, setError] = useState("");
  const run = async (work: () => Promise<string>): Promise<boolean> => {
    setBusy(true);
    setDone("");
    setError("");
    try {
      setDone(await work());
      return true;
    } catch (failure) {
      setError(consoleErrorText(failure, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const status = busy ? t("WORKING") : done;
  return { busy, status, error, run };
}
