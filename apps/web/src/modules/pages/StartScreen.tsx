import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { t } from "../../i18n/t.js";

/** Spec 9: the start screen goes to /home after 500 ms. */
export const START_DELAY_MS = 500;

/** Route `/`: the start; the first-run steps of /initialize come with the deployments (issue 5). */
export function StartScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/Home", { replace: true }), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <p className="boot-message">{t("STARTING")}</p>;
}
