import { useEditing, useNotices } from "../sync/runtime-context.js";
import type { Notice } from "../sync/notices.js";
import { t } from "../i18n/t.js";
import { NOTIFICATION_POSITIONS, visibleNotices } from "./notifications.js";

/** The shown notices, each in the corner or edge its caller chose (spec 5 positions). */
export function Notices() {
  const notices = useNotices();
  const editing = useEditing();
  return (
    <>
      {NOTIFICATION_POSITIONS.map((position) => {
        const here = visibleNotices(notices.filter((n) => n.position === position));
        return (
          here.length > 0 && (
            <div key={position} className={`notices notices-${position}`} aria-live="assertive">
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
