import type { ReactNode } from "react";
import { t } from "../i18n/t.js";

/** A side drawer; opening and closing it is a toggle owned by the caller (spec 2). */
export function Drawer({ title, open, onClose, children, testId }: { title: string; open: boolean; onClose(): void; children: ReactNode; testId?: string }) {
  if (!open) return null;
  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <aside className="drawer" role="dialog" aria-label={title} data-testid={testId} onClick={(e) => e.stopPropagation()}>
        <header className="drawer-header">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={t("CLOSE")} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </aside>
    </div>
  );
}
