import { useNotices, useRuntime } from "../sync/runtime-context.js";
import { t } from "../i18n/t.js";

export function Notices() {
  const notices = useNotices();
  const runtime = useRuntime();
  return (
    <div className="notices" aria-live="assertive">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.tone}`} data-testid="notice" role="alert">
          <span>{notice.text}</span>
          {notice.action && (
            <button type="button" onClick={notice.action.run}>
              {notice.action.label}
            </button>
          )}
          <button type="button" aria-label={t("CLOSE")} onClick={() => runtime.notices.dismiss(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
