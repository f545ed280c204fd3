import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { contentKeptForOffline, loadTranslations, markInitialization, saveSettings, storedApplication, storedSettings } from "../deployment/deployment.js";
import { screenAfterStart } from "../auth/login-link.js";
import { introText, regionName, t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";

/** /initialize: the welcome of the first run. */
export function WelcomeScreen() {
  const app = storedApplication();
  return (
    <section className="screen initialize" data-testid="init-welcome">
      <h1>
        {t("WELCOME")} · {app?.app_title}
      </h1>
      {app && introText(app) && <p>{introText(app)}</p>}
      <Link className="button primary" data-testid="init-next" to="/initialize/language">
        {t("START")}
      </Link>
    </section>
  );
}

/** /initialize/language: the app switches to the chosen language at once. */
export function LanguageScreen() {
  const runtime = useSession();
  const app = storedApplication();
  const [chosen, setChosen] = useState(storedSettings().languageCode);
  const choose = async (languageCode: string) => {
    setChosen(languageCode);
    saveSettings({ ...storedSettings(), languageCode });
    if (app) await loadTranslations(runtime.client, app.id, languageCode, true).catch((error) => console.warn("translations not loaded", error));
  };
  return (
    <section className="screen initialize" data-testid="init-language">
      <h1>{t("CHOOSE_LANGUAGE")}</h1>
      <div className="choices">
        {app?.languages.map((language) => (
          <button
            key={language.id}
            type="button"
            className={language.languageCode === chosen ? "choice chosen" : "choice"}
            data-testid="language-option"
            data-code={language.languageCode}
            aria-pressed={language.languageCode === chosen}
            onClick={() => void choose(language.languageCode)}
          >
            {language.name}
          </button>
        ))}
      </div>
      <Link className="button primary" data-testid="init-next" to="/initialize/region">
        {t("NEXT")}
      </Link>
    </section>
  );
}

/** /initialize/region */
export function RegionScreen() {
  const app = storedApplication();
  const [chosen, setChosen] = useState(storedSettings().regionID);
  const choose = (regionID: string) => {
    setChosen(regionID);
    saveSettings({ ...storedSettings(), regionID });
  };
  return (
    <section className="screen initialize" data-testid="init-region">
      <h1>{t("CHOOSE_REGION")}</h1>
      <div className="choices">
        {app?.regions.map((region) => (
          <button
            key={region.id}
            type="button"
            className={region.id === chosen ? "choice chosen" : "choice"}
            data-testid="region-option"
            data-id={region.id}
            aria-pressed={region.id === chosen}
            onClick={() => choose(region.id)}
          >
            {regionName(region)}
          </button>
        ))}
      </div>
      {/* docs/decisions/0003-undo-and-the-missing-actions.md: the region is required; Next waits for a choice. */}
      {chosen ? (
        <Link className="button primary" data-testid="init-next" to="/initialize/recap">
          {t("NEXT")}
        </Link>
      ) : (
        <>
          <p className="muted" id="region-required">
            {t("REGION_REQUIRED")}
          </p>
          <button type="button" className="primary" data-testid="init-next" disabled aria-describedby="region-required">
            {t("NEXT")}
          </button>
        </>
      )}
    </section>
  );
}

/** /initialize/recap: what was chosen; finishing ends the first run and registers the install. */
export function RecapScreen() {
  const runtime = useSession();
  const navigate = useNavigate();
  const app = storedApplication();
  const settings = storedSettings();
  const language = app?.languages.find((l) => l.languageCode === settings.languageCode);
  const region = app?.regions.find((r) => r.id === settings.regionID);
  const [finishing, setFinishing] = useState(false);
  // The first run ends once the deployment's content is kept for offline use: the welcome did not
  // wait for it, and a phone may go offline right after (docs/worker-phone.md, "A weak link").
  const finish = async () => {
    setFinishing(true);
    await contentKeptForOffline();
    markInitialization("INITIALIZED", app?.version);
    runtime.endFirstRun();
    // A new phone opened by a login link: "set your password" now, in the language just chosen.
    void navigate(screenAfterStart("/Home"), { replace: true });
  };
  return (
    <section className="screen initialize" data-testid="init-recap">
      <h1>{t("RECAP")}</h1>
      <dl>
        <dt>{t("LANGUAGE")}</dt>
        <dd data-testid="recap-language">{language?.name ?? settings.languageCode}</dd>
        <dt>{t("REGION")}</dt>
        <dd data-testid="recap-region">{region ? regionName(region) : "—"}</dd>
      </dl>
      <div className="form-actions">
        <Link className="button" data-testid="init-back" to="/initialize/region">
          {t("BACK")}
        </Link>
        <button type="button" className="primary" data-testid="init-finish" disabled={finishing} aria-busy={finishing} onClick={() => void finish()}>
          {t("FINISH")}
        </button>
      </div>
    </section>
  );
}
