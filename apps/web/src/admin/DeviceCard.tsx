import type { AdminDeviceFieldsFragment } from "../generated/graphql.js";
import { formatBytes, formatWhen } from "./admin-format.js";
import { useAdminTexts } from "./admin-i18n.js";
import { failureText } from "./device-failure.js";

export type AdminDevice = AdminDeviceFieldsFragment;

/**
 * One install on a phone as the devices page shows it (docs/operator-console.md): its worker (or
 * the phone's own install, used without a login), her waiting edits as the phone reported them,
 * marked when it has stopped syncing. The actions are the phone's (PhoneCard.tsx).
 */
export function DeviceCard({ device, own = false }: { device: AdminDevice; own?: boolean }) {
  const { t, code } = useAdminTexts();
  const when = (iso: string | null | undefined) => formatWhen(iso, code, t("NEVER"));
  const attention = device.attention;
  const waiting = device.waitingEdits;
  return (
    <li
      className={attention ? "admin-install admin-card-attention" : "admin-install"}
      data-testid="device-card"
      data-install={device.installId}
      data-attention={attention?.kind ?? ""}
    >
      <h3 className="admin-install-title" data-testid="device-worker">
        {device.workerName ? `${device.workerName} (${device.workerEmail})` : own ? t("PHONE_OWN") : t("NO_WORKER")}
      </h3>
      {attention && (
        <p className="admin-attention" data-testid="device-attention">
          <strong>
            {/* One text per kind of the schema's enum DeviceAttentionKind: a kind without its text fails the type check. */}
            {t(`ATTENTION_${attention.kind}`, { count: waiting ?? 0, since: when(attention.since) })}
          </strong>
          {attention.reason && (
            <span data-testid="device-attention-reason" title={attention.reason}>
              {" "}
              {failureText(attention.reason, t)}
            </span>
          )}
        </p>
      )}
      <dl className="admin-facts">
        <dt>{t("WAITING_EDITS")}</dt>
        <dd data-testid="device-waiting" data-locked={device.vaultLocked === true ? "true" : "false"}>
          {waiting === null || waiting === undefined
            ? t("UNKNOWN")
            : device.statusReportedAt
              ? t(device.vaultLocked && waiting > 0 ? "LOCKED_REPORTED" : "WAITING_REPORTED", { count: waiting, at: when(device.statusReportedAt) })
              : waiting}
        </dd>
        <dt>{t("APP_VERSION")}</dt>
        <dd data-testid="device-app-version">{device.appVersion ?? t("UNKNOWN")}</dd>
        {/* The release of the deployment's content the phone holds (docs/worker-phone.md, "Content releases on the phone"). */}
        <dt>{t("CONTENT_HELD")}</dt>
        <dd data-testid="device-content-release" data-release={device.contentRelease ?? ""}>
          {device.contentRelease === null || device.contentRelease === undefined ? t("UNKNOWN") : t("CONTENT_RELEASE_N", { number: device.contentRelease })}
        </dd>
        <dt>{t("LAST_CONTACT")}</dt>
        <dd data-testid="device-last-contact">{when(device.lastContactAt)}</dd>
        <dt>{t("LAST_GOOD_SYNC")}</dt>
        <dd>{when(device.lastSyncAt)}</dd>
        <dt>{t("LAST_FAILURE")}</dt>
        <dd data-testid="device-last-failure" title={device.lastFailureReason ?? undefined}>
          {device.lastFailureAt ? `${when(device.lastFailureAt)}: ${failureText(device.lastFailureReason, t)}` : t("NEVER")}
        </dd>
        {/* Storage is the phone's (one origin): shown once, with its own install. */}
        {own && (
          <>
            <dt>{t("STORAGE")}</dt>
            <dd>{t("STORAGE_OF", { used: formatBytes(device.storageUsed, t("UNKNOWN")), quota: formatBytes(device.storageQuota, t("UNKNOWN")) })}</dd>
          </>
        )}
        <dt>{t("INSTALL")}</dt>
        <dd className="admin-id">{device.installId}</dd>
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
    </li>
  );
}
