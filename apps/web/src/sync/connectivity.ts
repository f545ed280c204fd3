import { t } from "../i18n/t.js";
import type { Notices } from "./notices.js";

/** Spec 4 "Connectivity": tracks online status, tells the user, and syncs on coming online. */
export function trackConnectivity(notices: Notices, onChange: (online: boolean) => void): () => void {
  const offline = () => {
    notices.show(t("OFFLINE"), { tone: "negative" });
    onChange(false);
  };
  const online = () => {
    notices.show(t("BACK_ONLINE"));
    onChange(true);
  };
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);
  return () => {
    window.removeEventListener("offline", offline);
    window.removeEventListener("online", online);
  };
}
