import { clientColour } from "@stepwise/domain";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { t } from "../../i18n/t.js";
import { setActiveClient } from "./active-client.js";
import { ClientDrawer } from "./ClientDrawer.js";
import { useClientRows } from "./use-client-rows.js";
import type { ClientRow } from "./waiting-clients.js";

/** /forms/clients: the worker's clients, with edits that wait to sync marked. */
export function ClientsScreen() {
  const rows = useClientRows();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const open = (row: ClientRow | null) => {
    setEditing(row);
    setDrawerOpen(true);
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{t("CLIENTS")}</h1>
        <button type="button" className="primary" data-testid="new-client" onClick={() => open(null)}>
          {t("NEW_CLIENT")}
        </button>
      </header>
      {rows.length === 0 && <p className="empty">{t("NO_CLIENTS")}</p>}
      <ul className="client-list" data-testid="client-list">
        {rows.map((row) => {
          const colour = clientColour(row.record.uuid);
          return (
            <li key={row.record.uuid} className="client-item" data-testid="client-item" data-uuid={row.record.uuid} onClick={() => open(row)}>
              <span className="client-badge" style={{ background: colour.background, color: colour.text }}>
                {row.record.clientname.slice(0, 1).toUpperCase()}
              </span>
              <span data-testid="client-name-text">{row.record.clientname}</span>
              {typeof row.record.age === "number" && <span className="muted">{t("CLIENT_AGE_MONTHS", { months: row.record.age })}</span>}
              {row.record.valid === false && (
                <span className="incomplete-badge" data-testid="client-incomplete">
                  {t("CLIENT_INCOMPLETE")}
                </span>
              )}
              {row.waiting && (
                <span className="pending-badge" data-testid="client-pending">
                  {t("WAITING_TO_SYNC")}
                </span>
              )}
              <button
                type="button"
                className="client-plan"
                data-testid="client-plan"
                onClick={(event) => {
                  event.stopPropagation();
                  setActiveClient(row.record.uuid);
                  navigate("/forms/goals");
                }}
              >
                {t("GOALS_AND_STEPS")}
              </button>
            </li>
          );
        })}
      </ul>
      <ClientDrawer row={editing} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </section>
  );
}
