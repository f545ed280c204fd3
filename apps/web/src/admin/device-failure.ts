import type { AdminTextKey } from "./admin-texts.js";

/** The failures the server stamps (`CODE: message`, server/src/modules/devices/sync-outcomes.ts), in the console's words. */
const BY_CODE: Readonly<Record<string, AdminTextKey>> = {
  BAD_USER_INPUT: "FAILURE_INVALID",
  PAYLOAD_TOO_LARGE: "FAILURE_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "FAILURE_INVALID",
  TOO_MANY_REQUESTS: "FAILURE_TOO_MANY",
  INTERNAL_SERVER_ERROR: "FAILURE_SERVER",
};

/**
 * A device's last failure in the operator's language (docs/operator-console.md, "Devices that stop
 * syncing"): the server's or the phone's own text is English, or whatever the phone's browser
 * said; the card shows the console's words for it, its code kept ("The server refused an edit as
 * invalid (BAD_USER_INPUT)"), and the raw text only as the element's title.
 */
export function failureText(reason: string | null | undefined, t: (key: AdminTextKey) => string): string {
  if (!reason) return "";
  if (reason === "internal server error") return t("FAILURE_SERVER");
  const code = /^([A-Z][A-Z_]+): /.exec(reason)?.[1];
  const key = code ? BY_CODE[code] : undefined;
  if (key) return `${t(key)} (${code})`;
  return code ? `${t("FAILURE_OTHER")} (${code})` : t("FAILURE_OTHER");
}
