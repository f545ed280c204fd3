import { CSV_FILE_BOM, loginLinkOf } from "@stepwise/domain";
import { useMemo } from "react";
import type { AdminImportTeamMutation } from "../../generated/graphql.js";
import { formatWhen } from "../admin-format.js";
import { useAdminTexts } from "../admin-i18n.js";
import { qrPath } from "../LoginCodeCard.js";
import { loginSheetCsv, loginSheetFileName } from "./login-sheet-csv.js";

type Login = AdminImportTeamMutation["importTeam"]["logins"][number];

/**
 * The new accounts' one-time login codes, shown once (docs/operator-console.md, "Importing a team"):
 * a card per worker with the QR code of her login link, to print (the print stylesheet prints the
 * cards alone, none split across pages) or to export as CSV.
 */
export function LoginSheet({ logins }: { logins: Login[] }) {
  const { t } = useAdminTexts();
  const exportCsv = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([CSV_FILE_BOM, loginSheetCsv(location.origin, logins)], { type: "text/csv;charset=utf-8" }));
    link.download = loginSheetFileName(new Date());
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <section className="team-login-sheet" aria-labelledby="team-sheet-title" data-testid="login-sheet">
      <h2 id="team-sheet-title" tabIndex={-1}>
        {t("IMPORT_SHEET_TITLE")}
      </h2>
      <p className="team-sheet-once">{t("IMPORT_SHEET_ONCE")}</p>
      <div className="admin-actions team-sheet-actions">
        <button type="button" className="primary" data-testid="sheet-print" onClick={() => window.print()}>
          {t("IMPORT_PRINT")}
        </button>
        <button type="button" data-testid="sheet-export" onClick={exportCsv}>
          {t("IMPORT_EXPORT_CSV")}
        </button>
      </div>
      <ul className="team-sheet-cards">
        {logins.map((login) => (
          <SheetCard key={login.email} login={login} />
        ))}
      </ul>
    </section>
  );
}

function SheetCard({ login }: { login: Login }) {
  const { t, code } = useAdminTexts();
  const link = loginLinkOf(location.origin, login.code);
  const qr = useMemo(() => qrPath(link), [link]);
  return (
    <li className="team-sheet-card" data-testid="sheet-card" data-email={login.email}>
      <p className="team-sheet-name">{login.name}</p>
      <p>{login.email}</p>
      <svg className="team-sheet-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t("IMPORT_QR", { name: login.name })} data-testid="sheet-qr">
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" shapeRendering="crispEdges" />
      </svg>
      <p>
        {t("LOGIN_CODE")}: <code className="admin-token">{login.code}</code>
      </p>
      <p className="team-sheet-link">{link}</p>
      <p>{t("IMPORT_EXPIRES", { date: formatWhen(login.expiresAt, code, t("UNKNOWN")) })}</p>
    </li>
  );
}
