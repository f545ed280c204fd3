import { useState } from "react";
import { t } from "../../i18n/t.js";
import { activeClientUuid, setActiveClient } from "../clients/active-client.js";
import { useClientRows } from "../clients/use-client-rows.js";
import type { ClientRow } from "../clients/waiting-clients.js";

/** The active client (spec 3 storage key activeClient) as a screen's state, and a way to change it. */
export function useActiveClient(): { rows: ClientRow[]; client: ClientRow | undefined; choose: (uuid: string) => void } {
  const rows = useClientRows();
  const [uuid, setUuid] = useState(activeClientUuid);
  const choose = (next: string) => {
    setActiveClient(next);
    setUuid(next);
  };
  return { rows, client: rows.find((row) => row.record.uuid === uuid), choose };
}

/** A labelled choice of the client a screen is about; choosing makes it the active client. */
export function ClientPicker({ rows, client, choose }: ReturnType<typeof useActiveClient>) {
  if (rows.length === 0) return <p className="empty">{t("NO_CLIENTS")}</p>;
  return (
    <label className="client-picker">
      {t("PICK_CLIENT")}
      <select data-testid="client-picker" value={client?.record.uuid ?? ""} onChange={(e) => choose(e.target.value)}>
        {!client && <option value="">{t("PICK_CLIENT_PROMPT")}</option>}
        {rows.map((row) => (
          <option key={row.record.uuid} value={row.record.uuid}>
            {row.record.clientname}
          </option>
        ))}
      </select>
    </label>
  );
}
