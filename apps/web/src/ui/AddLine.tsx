import { useState, type FormEvent } from "react";

/** A one-line form that adds an item by its text (a goal, a step, a cycle action); blank text adds nothing. */
export function AddLine({ label, placeholder, testId, onAdd }: { label: string; placeholder: string; testId: string; onAdd: (text: string) => void }) {
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onAdd(text.trim());
    setText("");
  };
  return (
    <form className="add-line" onSubmit={submit}>
      <input data-testid={`${testId}-input`} aria-label={placeholder} placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" data-testid={`${testId}-add`}>
        {label}
      </button>
    </form>
  );
}
