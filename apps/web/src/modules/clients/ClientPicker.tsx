import { useState } from "react";
import { Link } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { activeClientUuid, setActiveClient } from "./active-client.js";
import { useClientRows } from "./use-client-rows.js";
import type { ClientRow } from "./waiting-clients.js";
import { WrappingSelect } from "../../ui/WrappingSelect.js";

/** The active client (docs/product.md §3 storage key activeClient) as a screen's state, and a way to change it. */
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
  // No dead end (docs/decisions/0002-menus-follow-the-deployment.md): with no client yet, the way to add one; with none chosen, what to do.
  if (rows.length === 0)
    return (
      <p className="empty" data-testid="picker-no-clients">
        {t("NO_CLIENTS_ADD_FIRST")} <Link to="/forms/clients">{t("GO_TO_CLIENTS")}</Link>
      </p>
    );
  return (
    <>
      <label className="client-picker">
        {t("PICK_CLIENT")}
        <WrappingSelect
          data-testid="client-picker"
          value={client?.record.uuid ?? ""}
          onChange={(e) => choose(e.target.value)}
          shown={client?.record.clientname ?? t("PICK_CLIENT_PROMPT")}
        >
          {!client && <option value="">{t("PICK_CLIENT_PROMPT")}</option>}
          {rows.map((row) => (
            <option key={row.record.uuid} value={row.record.uuid}>
              {row.record.clientname}
            </option>
          ))}
        </WrappingSelect>
      </label>
      {!client && (
        <p className="empty" data-testid="picker-choose-first">
          {t("PICK_CLIENT_FIRST")}
        </p>
      )}
    </>
  );
}
