import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useAdminTexts } from "../admin-i18n.js";

export interface TabDefinition {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * The content page's tabs, as WAI-ARIA's tabs pattern has them: one tab in the Tab order, the arrow
 * keys, Home and End move between tabs (docs/operator-console.md: everything usable by keyboard).
 */
export function ContentTabs({ tabs, current, onChoose }: { tabs: TabDefinition[]; current: string; onChoose: (id: string) => void }) {
  const { t } = useAdminTexts();
  const list = useRef<HTMLDivElement>(null);
  const shown = tabs.find((tab) => tab.id === current) ?? tabs[0]!;
  const move = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.id === shown.id);
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (to === -1) return;
    event.preventDefault();
    onChoose(tabs[to]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t("CONTENT_SECTIONS")} className="content-tabs" ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`content-tab-${tab.id}`}
            aria-controls={`content-panel-${tab.id}`}
            aria-selected={tab.id === shown.id}
            tabIndex={tab.id === shown.id ? 0 : -1}
            data-testid={`content-tab-${tab.id}`}
            onClick={() => onChoose(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`content-panel-${shown.id}`}
        aria-labelledby={`content-tab-${shown.id}`}
        className="content-panel"
        data-testid={`content-panel-${shown.id}`}
      >
        {shown.render()}
      </div>
    </>
  );
}
