import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/t.js";
import { documentVisibility } from "../../platform/visible-timers.js";
import { SAVE_DEBOUNCE_MS } from "../../sync/sync-engine.js";
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
 * A plan text kept when the worker leaves the field, and while she writes once she pauses for
 * SAVE_DEBOUNCE_MS (1 s), when the app is hidden, or when the field leaves the screen: a crash, a
 * reload or a phone stopping a hidden app loses at most her last second of typing, and there is one
 * outbox entry per pause rather than one per letter (docs/worker-phone.md, "Texts being written").
 * Empty text is kept as none. What she is typing stays when the record changes under it (useDraft).
 */
export function CommitText({ label, value, testId, multiline = false, placeholder, list, validate, onCommit }: Props) {
  const { draft, write, done } = useDraft(value);
  const [error, setError] = useState<string | null>(null);

  const [editing, setEditing] = useState(false);

  /** Keeps the text unless it is the stored one or not valid yet; answers its problem, or null. */
  const keep = (written: string): string | null => {
    const text = written.trim();
    if (text === (value ?? "").trim()) return null;
    const problem = text === "" ? null : (validate?.(text) ?? null);
    if (!problem) onCommit(text === "" ? null : text);
    return problem;
  };

  // What she typed since it was last kept, and the pause's timer. The timer, the visibility
  // listener and the unmount call the latest render's keep through keepLatest.
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keepLatest = useRef(keep);
  useEffect(() => {
    keepLatest.current = keep;
  });
  /** Keeps what waits for the pause now; a text not valid yet stays unkept, unnamed until she leaves. */
  const keepPending = () => {
    clearTimeout(timer.current);
    const text = pending.current;
    pending.current = null;
    if (text !== null) keepLatest.current(text);
  };
  useEffect(() => {
    const stop = documentVisibility.onChange(() => {
      if (documentVisibility.hidden()) keepPending();
    });
    return () => {
      stop();
      keepPending();
    };
    // keepPending reads only refs: one listener for the field's life.
  }, []);

  const typed = (text: string) => {
    write(text);
    pending.current = text;
    clearTimeout(timer.current);
    timer.current = setTimeout(keepPending, SAVE_DEBOUNCE_MS);
  };

  /** She left the field or saved the editor: her text is kept now, or its problem named. */
  const commit = (written = draft) => {
    done();
    clearTimeout(timer.current);
    pending.current = null;
    setError(keep(written));
  };

  const common = {
    "data-testid": testId,
    value: draft,
    placeholder,
    "aria-invalid": error !== null,
    onChange: (e: { target: { value: string } }) => typed(e.target.value),
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
