import qrcode from "qrcode-generator";
import { useMemo, useState } from "react";
import { loginLinkOf } from "@stepwise/domain";
import { useAdminTexts } from "./admin-i18n.js";

/** The QR code of a text as one SVG path of its dark modules, with a quiet zone of 4 modules. */
export function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  const cells: string[] = [];
  for (let row = 0; row < count; row++) for (let col = 0; col < count; col++) if (qr.isDark(row, col)) cells.push(`M${col + 4} ${row + 4}h1v1h-1z`);
  return { size: count + 8, path: cells.join("") };
}

/**
 * A worker's login code as the operator hands it over (docs/operator-console.md, "Onboarding a
 * worker"): the code, the link that opens the app on "set your password" with it filled in, its QR
 * code for the phone's camera, buttons that copy either, and a card to print (only the card prints).
 */
export function LoginCodeCard({ email, code }: { email: string; code: string }) {
  const { t } = useAdminTexts();
  const link = loginLinkOf(location.origin, code);
  const qr = useMemo(() => qrPath(link), [link]);
  const [copied, setCopied] = useState("");
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(done);
    } catch {
      setCopied(t("COPY_FAILED"));
    }
  };
  return (
    <div className="login-code-card" data-testid="login-code-card">
      <p className="login-code-for">{email}</p>
      <svg className="login-code-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t("LOGIN_CODE_QR")} data-testid="login-code-qr">
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" shapeRendering="crispEdges" />
      </svg>
      <p>
        {t("LOGIN_CODE")}:{" "}
        <code className="admin-token" data-testid="issued-token">
          {code}
        </code>
      </p>
      <p className="login-code-link">
        <a href={link} data-testid="login-link">
          {link}
        </a>
      </p>
      <div className="admin-actions login-code-actions">
        <button type="button" data-testid="copy-login-link" onClick={() => void copy(link, t("LINK_COPIED"))}>
          {t("COPY_LINK")}
        </button>
        <button type="button" data-testid="copy-login-code" onClick={() => void copy(code, t("CODE_COPIED"))}>
          {t("COPY_CODE")}
        </button>
        <button type="button" data-testid="print-login-code" onClick={() => window.print()}>
          {t("PRINT_CARD")}
        </button>
      </div>
      <p role="status" data-testid="copy-status">
        {copied}
      </p>
    </div>
  );
}
