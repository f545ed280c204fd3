import { useRef, type ReactNode } from "react";
import { t } from "../i18n/t.js";
import { useDialogFocus } from "./use-dialog-focus.js";

/** A side drawer; opening and closing it is a toggle owned by the caller (docs/product.md §2). A dialog: Escape closes, focus stays inside. */
export function Drawer({
  title,
  open,
  onClose,
  children,
  testId,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  useDialogFocus(ref, open, onClose);
  if (!open) return null;
  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <aside
        ref={ref}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="drawer-header">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={t("CLOSE")} data-testid="drawer-close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </aside>
    </div>
  );
}
