import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { useAdminTexts } from "./admin-i18n.js";

/**
 * Opens the dialog as the browser's modal while it is shown, and gives focus back when it goes:
 * to the control that opened it, or, when that control went with the change (Disable becomes
 * Enable), to the first control of the card it stood in, else to the page's heading; never to the
 * page's body, where a keyboard or screen reader user would have to start again (docs/operator-console.md, "The console").
 */
function useModal(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const box = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const card = opener?.closest<HTMLElement>("li, article, section");
    if (box && !box.open) box.showModal();
    return () => {
      box?.close();
      // After the change the dialog confirmed has been drawn.
      requestAnimationFrame(() => {
        const back = opener?.isConnected
          ? opener
          : ((card?.isConnected ? card.querySelector<HTMLElement>("button, a[href], input") : null) ?? document.querySelector<HTMLElement>("h1[tabindex]"));
        back?.focus();
      });
    };
  }, [dialog]);
}

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
  useModal(dialog);
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

/**
 * A dialog that shows something once (a login code) until closed with its Close button: Escape does
 * not close it, since what it shows cannot be shown again (docs/operator-console.md, "Onboarding a worker").
 */
export function ShownOnceDialog(props: { title: string; children: ReactNode; onClose: () => void }) {
  const { t } = useAdminTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(dialog);
  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()} data-testid="admin-shown-once">
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
