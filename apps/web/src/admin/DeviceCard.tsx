import type { AdminDevicesQuery } from "../generated/graphql.js";
import { formatBytes, formatWhen } from "./admin-format.js";
import { useAdminTexts } from "./admin-i18n.js";

export type AdminDevice = AdminDevicesQuery["devices"][number];
export type DeviceAction = "RETIRE" | "LOST" | "END_SESSION";

/** One device as the devices page shows it (docs/operator-console.md), marked when it has stopped syncing. */
export function DeviceCard({ device, onAction }: { device: AdminDevice; onAction: (device: AdminDevice, action: DeviceAction) => void }) {
  const { t, code } = useAdminTexts();
  const when = (iso: string | null | undefined) => formatWhen(iso, code, t("NEVER"));
  const attention = device.attention;
  const wiped = device.wipeAcknowledgedAt !== null && device.wipeAcknowledgedAt !== undefined;
  return (
    <li
      className={attention ? "admin-card admin-card-attention" : "admin-card"}
      data-testid="device-card"
      data-install={device.installId}
      data-attention={attention?.kind ?? ""}
    >
      <h2 className="admin-card-title">{device.workerName ? `${device.workerName} (${device.workerEmail})` : t("NO_WORKER")}</h2>
      {attention && (
        <p className="admin-attention" data-testid="device-attention">
          <strong>
            {attention.kind === "SYNC_FAILING"
              ? t("ATTENTION_SYNC_FAILING", { since: when(attention.since) })
              : t("ATTENTION_EDITS_WAITING", { count: device.waitingEdits ?? 0, since: when(attention.since) })}
          </strong>
          {attention.reason && <span data-testid="device-attention-reason"> {attention.reason}</span>}
        </p>
      )}
      <dl className="admin-facts">
        <dt>{t("INSTALL")}</dt>
        <dd className="admin-id">{device.installId}</dd>
        <dt>{t("DEPLOYMENT")}</dt>
        <dd>{device.application ?? t("UNKNOWN")}</dd>
        <dt>{t("APP_VERSION")}</dt>
        <dd data-testid="device-app-version">{device.appVersion ?? t("UNKNOWN")}</dd>
        <dt>{t("LAST_CONTACT")}</dt>
        <dd data-testid="device-last-contact">{when(device.lastContactAt)}</dd>
        <dt>{t("LAST_GOOD_SYNC")}</dt>
        <dd>{when(device.lastSyncAt)}</dd>
        <dt>{t("LAST_FAILURE")}</dt>
        <dd>{device.lastFailureAt ? `${when(device.lastFailureAt)}: ${device.lastFailureReason ?? ""}` : t("NEVER")}</dd>
        <dt>{t("WAITING_EDITS")}</dt>
        <dd data-testid="device-waiting">
          {device.waitingEdits === null || device.waitingEdits === undefined
            ? t("UNKNOWN")
            : device.statusReportedAt
              ? t("WAITING_REPORTED", { count: device.waitingEdits, at: when(device.statusReportedAt) })
              : device.waitingEdits}
        </dd>
        <dt>{t("STORAGE")}</dt>
        <dd>{t("STORAGE_OF", { used: formatBytes(device.storageUsed, t("UNKNOWN")), quota: formatBytes(device.storageQuota, t("UNKNOWN")) })}</dd>
        <dt>{t("ORDER")}</dt>
        <dd data-testid="device-order">
          {t(`ORDER_${device.wipeOrder}`)}
          {wiped ? ` · ${t("WIPED_AT", { at: when(device.wipeAcknowledgedAt) })}` : ""}
        </dd>
        {device.healedAt && (
          <>
            <dt>{t("HOLDINGS_CHECK")}</dt>
            <dd data-testid="device-healed" data-records={device.healedRecords ?? 0}>
              {device.healedRecords === 1
                ? t("HEALED_ONE_RECORD", { at: when(device.healedAt) })
                : t("HEALED_RECORDS", { count: device.healedRecords ?? 0, at: when(device.healedAt) })}
            </dd>
          </>
        )}
      </dl>
      {/* A lost install, or one whose phone wiped itself, is gone: nothing is left to act on. */}
      {device.wipeOrder !== "LOST" && !wiped && (
        <div className="admin-actions">
          <button type="button" data-testid="device-end-session" onClick={() => onAction(device, "END_SESSION")}>
            {t("END_SESSION")}
          </button>
          {device.wipeOrder === "NONE" && (
            <button type="button" data-testid="device-retire" onClick={() => onAction(device, "RETIRE")}>
              {t("RETIRE")}
            </button>
          )}
          <button type="button" className="admin-danger" data-testid="device-lost" onClick={() => onAction(device, "LOST")}>
            {t("MARK_LOST")}
          </button>
        </div>
      )}
    </li>
  );
}
