import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { AdminDevicesDocument, AdminEndDeviceSessionDocument, AdminMarkDeviceLostDocument, AdminRetireDeviceDocument } from "../generated/graphql.js";
import { useAdminTexts } from "./admin-i18n.js";
import { ConfirmDialog } from "./ConfirmDialog.js";
import { DeviceCard, type AdminDevice, type DeviceAction } from "./DeviceCard.js";
import { usePageHeading } from "./use-page-heading.js";

/** How often the devices page asks again: a device that stops syncing shows within this. */
const REFRESH_MS = 10_000;

/** docs/operator-console.md: the device registry, devices that stopped syncing first; retire and lost confirmed by a typed word. */
export function DevicesPage() {
  const { t } = useAdminTexts();
  const heading = usePageHeading();
  const devices = useQuery(AdminDevicesDocument, { variables: { filter: { first: 500 } }, pollInterval: REFRESH_MS, notifyOnNetworkStatusChange: false });
  const [asked, setAsked] = useState<{ device: AdminDevice; action: DeviceAction } | null>(null);
  const [status, setStatus] = useState("");
  const [retire] = useMutation(AdminRetireDeviceDocument);
  const [lose] = useMutation(AdminMarkDeviceLostDocument);
  const [endSession] = useMutation(AdminEndDeviceSessionDocument);
  const list = [...(devices.data?.devices ?? [])].sort((a, b) => Number(b.attention !== null) - Number(a.attention !== null));
  const needing = list.filter((d) => d.attention !== null).length;

  const act = async () => {
    const { device, action } = asked!;
    setAsked(null);
    const variables = { installId: device.installId };
    if (action === "END_SESSION") await endSession({ variables });
    else await (action === "LOST" ? lose({ variables }) : retire({ variables }));
    await devices.refetch();
    setStatus(t(action === "END_SESSION" ? "SESSION_ENDED_FOR" : "ORDER_GIVEN", { device: device.workerEmail ?? device.installId }));
  };

  return (
    <section aria-labelledby="devices-title">
      <h1 id="devices-title" ref={heading} tabIndex={-1}>
        {t("NAV_DEVICES")}
      </h1>
      <p role="status" className="admin-status" data-testid="admin-status">
        {status}
      </p>
      {devices.error && <p role="alert">{t("ERROR", { message: devices.error.message })}</p>}
      <p>{devices.loading && !devices.data ? t("LOADING") : list.length === 0 ? t("NONE_FOUND") : t("SHOWN_COUNT", { count: list.length })}</p>
      {needing > 0 && (
        <p className="admin-attention" data-testid="devices-needing-attention">
          {t(needing === 1 ? "NEEDS_ATTENTION_ONE" : "NEEDS_ATTENTION", { count: needing })}
        </p>
      )}
      <ul className="admin-cards" data-testid="devices-list">
        {list.map((device) => (
          <DeviceCard key={device.installId} device={device} onAction={(d, action) => setAsked({ device: d, action })} />
        ))}
      </ul>
      {asked && <DeviceConfirm asked={asked} onConfirm={() => void act()} onCancel={() => setAsked(null)} />}
    </section>
  );
}

function DeviceConfirm({ asked, onConfirm, onCancel }: { asked: { device: AdminDevice; action: DeviceAction }; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useAdminTexts();
  const who = asked.device.workerEmail ?? asked.device.installId;
  if (asked.action === "END_SESSION") {
    return <ConfirmDialog title={`${t("END_SESSION")}: ${who}`} explanation={who} confirm={t("END_SESSION")} onConfirm={onConfirm} onCancel={onCancel} />;
  }
  const lost = asked.action === "LOST";
  const word = t(lost ? "CONFIRM_WORD_LOST" : "CONFIRM_WORD_RETIRE");
  return (
    <ConfirmDialog
      title={`${t(lost ? "MARK_LOST" : "RETIRE")}: ${who}`}
      explanation={t(lost ? "LOST_EXPLAIN" : "RETIRE_EXPLAIN", { word })}
      word={word}
      confirm={t(lost ? "MARK_LOST" : "RETIRE")}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
