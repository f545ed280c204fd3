import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useAdminTexts } from "./admin-i18n.js";

/**
 * A modal question (the browser's own dialog: focus kept inside, Escape cancels). With `word`, the
 * operator types that word before Confirm does anything (docs/operator-console.md: retire and lost).
 */
export function ConfirmDialog(props: { title: string; explanation: string; word?: string; confirm: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useAdminTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState("");
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
    return () => box?.close();
  }, []);
  const matches = props.word === undefined || typed.trim() === props.word;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) props.onConfirm();
  };
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId} aria-describedby={textId} onCancel={props.onCancel} data-testid="admin-confirm">
      <form onSubmit={submit} className="admin-form">
        <h2 id={titleId}>{props.title}</h2>
        <p id={textId}>{props.explanation}</p>
        {props.word !== undefined && (
          <label>
            {t("CONFIRM_LABEL")}
            <input data-testid="admin-confirm-word" autoComplete="off" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
        )}
        <div className="admin-actions">
          <button type="button" onClick={props.onCancel}>
            {t("CANCEL")}
          </button>
          <button className="primary" type="submit" data-testid="admin-confirm-ok" disabled={!matches} aria-disabled={!matches}>
            {props.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A dialog that shows something once (a login token) until closed. */
export function ShownOnceDialog(props: { title: string; children: ReactNode; onClose: () => void }) {
  const { t } = useAdminTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
    return () => box?.close();
  }, []);
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId} onCancel={props.onClose} data-testid="admin-shown-once">
      <h2 id={titleId}>{props.title}</h2>
      {props.children}
      <div className="admin-actions">
        <button type="button" className="primary" onClick={props.onClose} data-testid="admin-shown-once-close">
          {t("CLOSE")}
        </button>
      </div>
    </dialog>
  );
}
