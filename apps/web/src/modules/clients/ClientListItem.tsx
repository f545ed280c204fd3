import { clientColour } from "@stepwise/domain";
import { t } from "../../i18n/t.js";
import type { RowPlace } from "./ClientList.js";
import { useClientBadges } from "./use-client-rows.js";
import type { ClientListRow } from "./waiting-clients.js";

interface Props {
  row: ClientListRow;
  place: RowPlace;
  onOpen: () => void;
  onToggleArchived: () => void;
  /** Opens the client's plan; absent where the deployment has no rehabilitation plans (docs/decisions/0002-menus-follow-the-deployment.md). */
  onPlan?: () => void;
  /** Opens the client info drawer, or closes it when it shows this client (a toggle, docs/product.md §2). */
  onInfo: () => void;
  infoOpen: boolean;
}

/** One client in the list: its colour avatar (stable per client, docs/product.md §3 palette), state badges and actions. */
export function ClientListItem({ row, place, onOpen, onToggleArchived, onPlan, onInfo, infoOpen }: Props) {
  const { record } = row;
  const { measure, index, setSize, top } = place;
  const colour = clientColour(record.uuid);
  const { age, valid } = useClientBadges(row);
  return (
    <li
      ref={measure}
      className="client-item"
      data-testid="client-item"
      data-uuid={record.uuid}
      data-archived={String(record.archived ?? false)}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{ transform: `translateY(${top}px)` }}
      onClick={onOpen}
    >
      <span className="client-badge" data-testid="client-avatar" aria-hidden="true" style={{ background: colour.background, color: colour.text }}>
        {record.clientname.slice(0, 1).toUpperCase()}
      </span>
      <span className="client-main">
        <button
          type="button"
          className="client-open"
          aria-label={t("CLIENT_OPEN", { name: record.clientname })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          <span data-testid="client-name-text">{record.clientname}</span>
        </button>
        <span className="client-badges">
          {typeof age === "number" && <span className="muted">{t("CLIENT_AGE_MONTHS", { months: age })}</span>}
          {valid === false && (
            <span className="incomplete-badge" data-testid="client-incomplete">
              {t("CLIENT_INCOMPLETE")}
            </span>
          )}
          {record.archived && (
            <span className="archived-badge" data-testid="client-archived-badge">
              {t("CLIENT_ARCHIVED")}
            </span>
          )}
          {row.waiting && (
            <span className="pending-badge" data-testid="client-pending">
              {t("WAITING_TO_SYNC")}
            </span>
          )}
        </span>
      </span>
      <span className="client-actions" onClick={(event) => event.stopPropagation()}>
        <button
          type="button"
          data-testid="client-info-toggle"
          aria-pressed={infoOpen}
          aria-label={t("CLIENT_INFO_ABOUT", { name: record.clientname })}
          onClick={onInfo}
        >
          {t("CLIENT_INFO_SHORT")}
        </button>
        <button type="button" data-testid="client-archive" aria-pressed={record.archived ?? false} onClick={onToggleArchived}>
          {record.archived ? t("CLIENT_UNARCHIVE") : t("CLIENT_ARCHIVE")}
        </button>
        {onPlan && (
          <button type="button" className="client-plan" data-testid="client-plan" onClick={onPlan}>
            {t("GOALS_AND_STEPS")}
          </button>
        )}
      </span>
    </li>
  );
}
