import { useState } from "react";
import { t } from "../../i18n/t.js";
import { TextEditor } from "../../ui/TextEditor.js";
import { useDraft } from "../../ui/use-draft.js";

interface Props {
  label: string;
  value: string | null | undefined;
  testId: string;
  multiline?: boolean;
  placeholder?: string;
  /** The id of a datalist of suggestions. */
  list?: string;
  /** An error text for a value that may not be kept, or null. */
  validate?: (text: string) => string | null;
  onCommit: (text: string | null) => void;
}

/**
 * A plan text kept when the worker leaves the field, not on each keystroke: one outbox entry per
 * edit rather than one per letter. Empty text is kept as none. What she is typing stays when the record
 * changes under it (useDraft).
 */
export function CommitText({ label, value, testId, multiline = false, placeholder, list, validate, onCommit }: Props) {
  const { draft, write, done } = useDraft(value);
  const [error, setError] = useState<string | null>(null);

  const [editing, setEditing] = useState(false);

  const commit = (written = draft) => {
    done();
    const text = written.trim();
    if (text === (value ?? "").trim()) return;
    const problem = text === "" ? null : (validate?.(text) ?? null);
    setError(problem);
    if (!problem) onCommit(text === "" ? null : text);
  };

  const common = {
    "data-testid": testId,
    value: draft,
    placeholder,
    "aria-invalid": error !== null,
    onChange: (e: { target: { value: string } }) => write(e.target.value),
    onBlur: () => commit(),
  };
  const field = (
    <label className="commit-text">
      {label}
      {multiline ? <textarea rows={2} {...common} /> : <input list={list} {...common} />}
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
  if (!multiline) return field;
  return (
    <div className="commit-text-long">
      {field}
      <button
        type="button"
        className="text-editor-open"
        data-testid={`${testId}-editor`}
        aria-pressed={editing}
        aria-label={t("TEXT_EDITOR_FOR", { field: label })}
        onClick={() => setEditing((open) => !open)}
      >
        {t("TEXT_EDITOR_OPEN")}
      </button>
      <TextEditor
        open={editing}
        label={label}
        value={draft}
        onClose={() => setEditing(false)}
        onSave={(text) => {
          write(text);
          setEditing(false);
          commit(text);
        }}
      />
    </div>
  );
}
