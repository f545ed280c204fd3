import { isFirstRun } from "@stepwise/domain";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { fetchApplication, keepFirstRunAnswers, loadTranslations, markInitialization, startupState, storedSettings } from "../deployment/deployment.js";
import { firstRunAnswers } from "../deployment/first-run-answers.js";
import { beginStartWait, endStartWait } from "./start-wait.js";
import { t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";
import { takeScreenAfterRestart } from "../../vault/after-reload.js";
import { screenAfterStart } from "../auth/login-link.js";

/**
 * Route `/` (docs/product.md §2, §4): a first run wipes local data, fetches the configuration by host and goes
 * to /initialize; otherwise the app goes to /home (or, after a login's restart, the screen she logged
 * in from) after 500 ms, counted from the app's start, unless the worker opened another screen from
 * the menu meanwhile.
 */
export function StartScreen() {
  const runtime = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    if (!isFirstRun(startupState())) {
      void beginStartWait().then(() => {
        if (cancelled) return;
        endStartWait();
        // A tap in the menu during the wait wins: its screen may still be loading, in a transition that
        // keeps this screen shown (and this effect live), but the address already names it.
        if (location.pathname !== "/") return;
        // After a login's restart, the screen she logged in from (docs/shared-phone.md).
        // Opened by a login link (or at /requestforpassword): "set your password" (modules/auth/login-link.ts).
        void navigate(screenAfterStart(takeScreenAfterRestart() ?? "/Home"), { replace: true });
      });
      return () => {
        cancelled = true;
      };
    }
    endStartWait();
    void (async () => {
      try {
        await runtime.resetForFirstRun();
        // The welcome shows once the texts are in; the content for offline use follows. The page itself
        // brings the configuration and the texts when the server sent it (docs/worker-phone.md, "A weak link").
        const given = firstRunAnswers();
        if (given && given.language === storedSettings().languageCode) {
          keepFirstRunAnswers(runtime.client, given);
          markInitialization("STARTED");
        } else {
          const app = await fetchApplication(runtime.client);
          markInitialization("STARTED");
          await loadTranslations(runtime.client, app.id, storedSettings().languageCode, true, "later");
        }
        if (!cancelled) void navigate("/initialize", { replace: true });
      } catch (error) {
        console.warn("first run could not fetch the configuration", error);
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt, navigate, runtime]);

  if (failed) {
    return (
      <section className="screen" data-testid="first-run-failed">
        <p>{t("FIRST_RUN_NEEDS_NETWORK")}</p>
        <button
          type="button"
          className="primary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t("RETRY")}
        </button>
      </section>
    );
  }
  return (
    <p className="boot-message" data-testid="starting">
      {t("STARTING")}
    </p>
  );
}
