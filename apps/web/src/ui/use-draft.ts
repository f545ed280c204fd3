import { useState } from "react";

/**
 * A text the worker edits over a stored value that can change under her while she writes: a sync's
 * answer (which stores a missing text as null), another device's edit arriving live. The draft
 * follows the value while she has left it as it was, and keeps what she typed once she has changed
 * it, until she keeps or discards it (docs/worker-phone.md, "Texts being written").
 */
export function useDraft(value: string | null | undefined): [string, (text: string) => void] {
  const stored = value ?? "";
  const [draft, setDraft] = useState(stored);
  // The value the draft began from: a change of the value is seen during the render (React's
  // "adjusting state when a prop changes"), so no frame shows the old text.
  const [base, setBase] = useState(stored);
  if (stored !== base) {
    setBase(stored);
    if (draft === base) setDraft(stored);
  }
  return [draft, setDraft];
}
