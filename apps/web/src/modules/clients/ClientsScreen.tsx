import { toggleArchived } from "@stepwise/domain";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { storedApplication } from "../deployment/deployment.js";
import { featuresOf } from "../deployment/navigation.js";
import { t } from "../../i18n/t.js";
import { useEditing, useSession, useSyncView } from "../../sync/runtime-context.js";
import { setActiveClient } from "./active-client.js";
import { ClientDrawer } from "./ClientDrawer.js";
import { ClientInfoDrawer } from "./ClientInfoDrawer.js";
import { visibleClients } from "./client-list-filter.js";
import { ClientList } from "./ClientList.js";
import { ClientListItem } from "./ClientListItem.js";
import "./clients.css";
import { useClientFormTemplate } from "./use-client-form.js";
import { useClientImage } from "./use-client-image.js";
import { readClientRow, useClientListRows, useClientRow } from "./use-client-rows.js";
import type { ClientListRow, ClientRow } from "./waiting-clients.js";
import { showSaved } from "../../ui/saved-notice.js";
import { restoreRecords } from "../../platform/persisted-cache.js";

/** /forms/clients: the worker's clients, searchable, archived ones on request, waiting edits marked. */
export function ClientsScreen() {
  const runtime = useEditing();
  const { client } = useSession();
  const { rows, loading } = useClientListRows();
  const { waiting } = useSyncView();
  const template = useClientFormTemplate();
  const navigate = useNavigate();
  const { plan } = featuresOf(storedApplication());
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [showArchived, setShowArchived] = useState(false);
  const [infoUuid, setInfoUuid] = useState<string | null>(null);
  const image = useClientImage(drawerOpen ? (editing?.record.uuid ?? null) : infoUuid);
  const info = useClientRow(infoUuid);
  const shown = useMemo(() => visibleClients(rows, { search, showArchived }), [rows, search, showArchived]);
  /** A row of the list in full (form fields too), read when it is acted on: the list may have been drawn before the cache held the records (lazy-screen.tsx). */
  const full = async (row: ClientListRow) => {
    await restoreRecords();
    return readClientRow(client, row.record.uuid, waiting);
  };

  /** Each opening of the drawer is a new form (a new key), started from that row. */
  const [opening, setOpening] = useState(0);
  const open = (row: ClientRow | null) => {
    setEditing(row);
    setDrawerOpen(true);
    setOpening((n) => n + 1);
  };

  const openListed = async (listed: ClientListRow) => {
    const row = await full(listed);
    if (row) open(row);
  };

  /** docs/product.md §4: archiving toggles the archived flag; the edit goes to the outbox like any other. */
  const archive = async (listed: ClientListRow) => {
    const row = await full(listed);
    if (!row) return;
    const record = toggleArchived({ ...row.record, archived: row.record.archived ?? false });
    await runtime.queue("clients", record.uuid, "UPSERT", record, row.dataversion);
    showSaved(runtime.notices);
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{t("CLIENTS")}</h1>
        <button type="button" className="primary" data-testid="new-client" onClick={() => open(null)}>
          {t("NEW_CLIENT")}
        </button>
      </header>
      <div className="client-filters">
        <label>
          {t("CLIENT_SEARCH")}
          <input type="search" data-testid="client-search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="inline">
          <input type="checkbox" data-testid="client-archived-filter" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
          {t("CLIENT_SHOW_ARCHIVED")}
        </label>
      </div>
      {rows.length === 0 &&
        (loading ? (
          <p className="empty" data-testid="clients-loading" role="status">
            {t("LOADING_CLIENTS")}
          </p>
        ) : (
          <p className="empty" data-testid="no-clients">
            {t("NO_CLIENTS")}
          </p>
        ))}
      {rows.length > 0 && shown.length === 0 && search.trim() !== "" && (
        <p className="empty" data-testid="no-clients-found">
          {t("NO_CLIENTS_FOUND", { query: search.trim() })}
        </p>
      )}
      <ClientList
        rows={shown}
        item={(row, place) => (
          <ClientListItem
            key={row.record.uuid}
            row={row}
            place={place}
            onOpen={() => void openListed(row)}
            onToggleArchived={() => void archive(row)}
            infoOpen={infoUuid === row.record.uuid}
            onInfo={() => setInfoUuid((shown) => (shown === row.record.uuid ? null : row.record.uuid))}
            onPlan={
              plan
                ? () => {
                    setActiveClient(row.record.uuid);
                    void navigate("/forms/goals");
                  }
                : undefined
            }
          />
        )}
      />
      <ClientInfoDrawer row={info} template={template} picture={info && !drawerOpen ? (image.image?.image ?? null) : null} onClose={() => setInfoUuid(null)} />
      <ClientDrawer key={opening} row={editing} open={drawerOpen} onClose={() => setDrawerOpen(false)} template={template} image={image} />
    </section>
  );
}
