import type { AdminPhonesQuery } from "../generated/graphql.js";
import { formatWhen } from "./admin-format.js";
import { useAdminTexts } from "./admin-i18n.js";
import type { AdminTextKey } from "./admin-texts.js";
import { DeviceCard } from "./DeviceCard.js";

export type AdminPhone = AdminPhonesQuery["phones"][number];
export type PhoneAction = "RETIRE" | "LOST" | "END_SESSION" | "WIPE_NOW";

type Translate = (key: AdminTextKey, values?: Record<string, string | number>) => string;

/** "Bea Phiri (bea@example.org): 1 edit; ...": who loses how many locked edits (docs/shared-phone.md, "Retiring a phone"). */
export function lockedEditsText(phone: AdminPhone, t: Translate): string {
  return phone.lockedEdits
    .map(({ workerName, workerEmail, edits }) => {
      const worker = workerName ? `${workerName} (${workerEmail})` : (workerEmail ?? t("UNKNOWN"));
      return edits === 1 ? t("WORKER_LOSES_ONE", { worker }) : t("WORKER_LOSES", { worker, count: edits });
    })
    .join("; ");
}

/**
 * One phone as the devices page shows it (docs/operator-console.md, docs/shared-phone.md "Phones,
 * as the operator sees them"): each worker on it with her waiting or locked edits as the phone
 * reported them, its last contact, and the actions, which act on the whole phone. A retiring phone
 * that waits for locked edits names each worker and her count and asks: wait, or wipe now.
 */
export function PhoneCard({
  phone,
  waitChosen,
  onAction,
  onWait,
}: {
  phone: AdminPhone;
  /** The operator chose to wait for the locked edits (this page, until the phone changes). */
  waitChosen: boolean;
  onAction: (phone: AdminPhone, action: PhoneAction) => void;
  onWait: (phone: AdminPhone) => void;
}) {
  const { t, code } = useAdminTexts();
  const when = (iso: string | null | undefined) => formatWhen(iso, code, t("NEVER"));
  const workers = phone.installs.filter((d) => d.workerEmail);
  const attention = phone.installs.some((d) => d.attention !== null);
  const wiped = phone.wipedAt !== null && phone.wipedAt !== undefined;
  const waiting = phone.wipeOrder === "RETIRE" && !wiped && !phone.wipeNowAt && phone.lockedEdits.length > 0;
  return (
    <li className={attention ? "admin-card admin-card-attention" : "admin-card"} data-testid="phone-card" data-phone={phone.id}>
      <h2 className="admin-card-title" data-testid="phone-title">
        {workers.length > 0 ? workers.map((d) => d.workerName ?? d.workerEmail).join(", ") : t("PHONE_NO_WORKER")}
      </h2>
      <dl className="admin-facts">
        <dt>{t("LAST_CONTACT")}</dt>
        <dd data-testid="phone-last-contact">{when(phone.lastContactAt)}</dd>
        <dt>{t("PHONE_REPORTED")}</dt>
        <dd>{when(phone.reportedAt)}</dd>
        <dt>{t("ORDER")}</dt>
        <dd data-testid="device-order">
          {t(`ORDER_${phone.wipeOrder}`)}
          {wiped ? ` · ${t("WIPED_AT", { at: when(phone.wipedAt) })}` : ""}
        </dd>
        <dt>{t("PHONE_ID")}</dt>
        <dd className="admin-id">{phone.id}</dd>
      </dl>
      {waiting && (
        <div className="admin-question" data-testid="phone-retire-waits" role="group" aria-label={t("RETIRE_WAITS")}>
          <p>{t("RETIRE_WAITS")}</p>
          <ul data-testid="phone-locked-edits">
            {phone.lockedEdits.map((locked) => (
              <li key={locked.installId} data-worker={locked.workerEmail ?? ""} data-edits={locked.edits}>
                {lockedEditsText({ ...phone, lockedEdits: [locked] }, t)}
              </li>
            ))}
          </ul>
          {waitChosen ? (
            <p data-testid="phone-wait-chosen">{t("WAIT_CHOSEN")}</p>
          ) : (
            <div className="admin-actions">
              <button type="button" data-testid="phone-wait" onClick={() => onWait(phone)}>
                {t("WAIT_FOR_THEM")}
              </button>
              <button type="button" className="admin-danger" data-testid="phone-wipe-now" onClick={() => onAction(phone, "WIPE_NOW")}>
                {t("WIPE_NOW")}
              </button>
            </div>
          )}
        </div>
      )}
      {phone.wipeNowAt && !wiped && <p data-testid="phone-wipe-now-chosen">{t("WIPE_NOW_CHOSEN", { at: when(phone.wipeNowAt) })}</p>}
      <h3 className="admin-install-heading">{t("PHONE_WORKERS")}</h3>
      <ul className="admin-installs">
        {phone.installs.map((device) => (
          <DeviceCard key={device.installId} device={device} own={device.installId === phone.id} />
        ))}
      </ul>
      {phone.staleInstalls.length > 0 && (
        <details className="admin-stale" data-testid="phone-stale">
          <summary>{t("STALE_INSTALLS", { count: phone.staleInstalls.length })}</summary>
          <ul>
            {phone.staleInstalls.map((d) => (
              <li key={d.installId}>
                {d.workerEmail ?? t("PHONE_OWN")} <span className="admin-id">{d.installId}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {/* A lost phone, or one that wiped itself, is gone: nothing is left to act on. */}
      {phone.wipeOrder !== "LOST" && !wiped && (
        <div className="admin-actions">
          <button type="button" data-testid="device-end-session" onClick={() => onAction(phone, "END_SESSION")}>
            {t("END_SESSION")}
          </button>
          {phone.wipeOrder === "NONE" && (
            <button type="button" data-testid="device-retire" onClick={() => onAction(phone, "RETIRE")}>
              {t("RETIRE")}
            </button>
          )}
          <button type="button" className="admin-danger" data-testid="device-lost" onClick={() => onAction(phone, "LOST")}>
            {t("MARK_LOST")}
          </button>
        </div>
      )}
    </li>
  );
}
