import { useCallback } from "react";
import { useEditing, useNotices } from "../../sync/runtime-context.js";
import type { Notice } from "../../platform/notices.js";
import { t } from "../../i18n/t.js";
import { NOTIFICATION_POSITIONS, visibleNotices } from "../../platform/notifications.js";

/**
 * The height the bottom notices take, as the CSS variable --notices-bottom: drawers end above them
 * and the page can scroll its end above them, so a notice never covers a field's error text
 * (docs/worker-phone.md "Notices").
 */
function useBottomHeight(): (element: HTMLDivElement) => () => void {
  return useCallback((element: HTMLDivElement) => {
    const root = document.documentElement.style;
    const measure = () => root.setProperty("--notices-bottom", `${Math.ceil(element.getBoundingClientRect().height + BOTTOM_GAP_PX)}px`);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty("--notices-bottom");
    };
  }, []);
}

/** The bottom notices' distance from the screen's edge (.notices-bottom, 1rem) and a little air. */
const BOTTOM_GAP_PX = 24;

/** The shown notices, each in the corner or edge its caller chose (docs/product.md §5 positions). */
export function Notices() {
  const notices = useNotices();
  const editing = useEditing();
  const bottom = useBottomHeight();
  return (
    <>
      {NOTIFICATION_POSITIONS.map((position) => {
        const here = visibleNotices(notices.filter((n) => n.position === position));
        return (
          here.length > 0 && (
            <div key={position} ref={position === "bottom" ? bottom : undefined} className={`notices notices-${position}`} aria-live="assertive">
              {here.map((notice) => (
                <NoticeView key={notice.id} notice={notice} onClose={() => editing.notices.dismiss(notice.id)} />
              ))}
            </div>
          )
        );
      })}
    </>
  );
}

function NoticeView({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <div className={`notice notice-${notice.tone}`} data-testid="notice" role="alert">
      <span>{notice.textKey ? t(notice.textKey) : notice.text}</span>
      {notice.count > 1 && <span className="notice-count">×{notice.count}</span>}
      {notice.action && (
        <button type="button" onClick={notice.action.run}>
          {notice.action.label}
        </button>
      )}
      <button type="button" aria-label={t("CLOSE")} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
