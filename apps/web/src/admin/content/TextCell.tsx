import { useState } from "react";

/**
 * One editable text: kept as typed, saved when left (or on Enter) if it differs from the draft's;
 * a missing text says so in its placeholder. Drawn anew when the draft's text changes.
 */
export function TextCell(props: { value: string; language: string; label: string; missing: string | null; testId: string; onSave: (text: string) => void }) {
  const [typed, setTyped] = useState(props.value);
  const [from, setFrom] = useState(props.value);
  if (from !== props.value) {
    // The draft changed under the cell (saved, discarded, another operator): show the draft's text.
    setFrom(props.value);
    setTyped(props.value);
  }
  const leave = () => {
    if (typed !== props.value) props.onSave(typed);
  };
  return (
    <input
      className="content-text-cell"
      data-testid={props.testId}
      lang={props.language}
      aria-label={props.label}
      placeholder={props.missing ?? undefined}
      maxLength={5000}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onBlur={leave}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          leave();
        }
      }}
    />
  );
}
