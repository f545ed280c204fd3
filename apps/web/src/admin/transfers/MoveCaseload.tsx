import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { AdminTransferClientsDocument, type AdminUsersQuery } from "../../generated/graphql.js";
import { useAdminTexts } from "../admin-i18n.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { consoleErrorText } from "../console-error.js";

type Account = AdminUsersQuery["users"][number];

/**
 * docs/teams.md, "Moving a caseload": on a worker's card, her clients moved to another active worker
 * of her deployment (chosen among the accounts listed), after a confirmation; the counts are told
 * on the page's status line. The server checks everything again.
 */
export function MoveCaseload({ account, accounts, onMoved }: { account: Account; accounts: readonly Account[]; onMoved: (text: string) => void }) {
  const { t } = useAdminTexts();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState("");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState("");
  const [transfer, moving] = useMutation(AdminTransferClientsDocument);
  const targets = accounts.filter((a) => a.id !== account.id && a.role === "WORKER" && !a.disabledAt && a.application === account.application);
  const to = targets.find((a) => a.id === target);

  const move = async () => {
    setAsking(false);
    setError("");
    try {
      const { data } = await transfer({ variables: { input: { fromUserId: Number(account.id), toUserId: Number(to!.id) } } });
      if (!data) return;
      setOpen(false);
      onMoved(t("CASELOAD_MOVED", { clients: data.transferClients.clients, records: data.transferClients.records, from: account.email, to: to!.email }));
    } catch (failure) {
      setError(consoleErrorText(failure, t));
    }
  };

  if (!open)
    return (
      <button type="button" data-testid="move-caseload" onClick={() => setOpen(true)}>
        {t("CASELOAD_MOVE")}
      </button>
    );
  return (
    <div className="admin-form" data-testid="move-caseload-form">
      {targets.length === 0 ? (
        <p>{t("CASELOAD_NO_TARGET")}</p>
      ) : (
        <label>
          {t("CASELOAD_TARGET")}
          <select data-testid="move-caseload-target" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{t("CASELOAD_CHOOSE")}</option>
            {targets.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.email})
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="admin-actions">
        <button type="button" onClick={() => setOpen(false)}>
          {t("CANCEL")}
        </button>
        <button type="button" className="primary" data-testid="move-caseload-go" disabled={!to || moving.loading} onClick={() => setAsking(true)}>
          {moving.loading ? t("WORKING") : t("CASELOAD_MOVE")}
        </button>
      </div>
      {error && (
        <p role="alert" className="admin-error" data-testid="move-caseload-error">
          {error}
        </p>
      )}
      {asking && to && (
        <ConfirmDialog
          title={t("CASELOAD_MOVE")}
          explanation={t("CASELOAD_CONFIRM", { from: account.email, to: to.email })}
          confirm={t("CASELOAD_MOVE")}
          onConfirm={() => void move()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
