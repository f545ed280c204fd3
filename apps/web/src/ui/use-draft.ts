import { useState } from "react";

/**
 * A text the worker edits over a stored value that can change under her while she writes: a sync's
 * answer (which stores a missing text as null), another device's edit arriving live. While she is
 * writing, what she typed stays; the draft follows the value when she has not changed it, and again
 * once she is done with it (`done`: she left the field or saved), so a clash resolved in the other
 * edit's favour shows (docs/worker-phone.md, "Texts being written").
 */
export function useDraft(value: string | null | undefined): { draft: string; write: (text: string) => void; done: () => void } {
  const stored = value ?? "";
  const [draft, setDraft] = useState(stored);
  const [writing, setWriting] = useState(false);
  // The value the draft began from: a change of the value is seen during the render (React's
  // "adjusting state when a prop changes"), so no frame shows the old text.
  const [base, setBase] = useState(stored);
  if (stored !== base) {
    setBase(stored);
    if (!writing || draft === base) setDraft(stored);
  }
  return {
    draft,
    write: (text) => {
      setWriting(true);
      setDraft(text);
    },
    done: () => setWriting(false),
  };
}
