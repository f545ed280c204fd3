import { useState } from "react";
import { deploymentOffersSpeech, loadTranslations, saveSettings, storedApplication, storedSettings } from "../deployment/deployment.js";
import { regionName, t } from "../../i18n/t.js";
import { useSession } from "../../sync/runtime-context.js";
import { WrappingSelect } from "../../ui/WrappingSelect.js";
import { SpeechSettings } from "./SpeechSettings.js";

/** The region as its choice shows it; "—" for none. */
function regionShown(region: { id: string; name: string } | undefined): string {
  return region ? regionName(region) : "—";
}

export const FONT_SIZES = [14, 16, 18, 20, 22] as const;

/** /settings: language, region, read-aloud and its voice, and text size, kept across reloads (docs/product.md §2, §5). */
export function SettingsScreen() {
  const runtime = useSession();
  const app = storedApplication();
  const [settings, setSettings] = useState(storedSettings);
  const update = async (next: typeof settings) => {
    setSettings(next);
    saveSettings(next);
    if (next.languageCode !== settings.languageCode && app) {
      await loadTranslations(runtime.client, app.id, next.languageCode, navigator.onLine).catch((error) => console.warn("translations not loaded", error));
    }
  };
  return (
    <section className="screen" data-testid="settings">
      <h1>{t("SETTINGS")}</h1>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t("LANGUAGE")}
          <WrappingSelect
            data-testid="settings-language"
            value={settings.languageCode}
            onChange={(e) => void update({ ...settings, languageCode: e.target.value })}
            shown={app?.languages.find((l) => l.languageCode === settings.languageCode)?.name ?? settings.languageCode}
          >
            {app?.languages.map((l) => (
              <option key={l.id} value={l.languageCode}>
                {l.name}
              </option>
            ))}
          </WrappingSelect>
        </label>
        <label>
          {t("REGION")}
          <WrappingSelect
            data-testid="settings-region"
            value={settings.regionID ?? ""}
            onChange={(e) => void update({ ...settings, regionID: e.target.value || null, regionChosenInSettings: true })}
            shown={regionShown(app?.regions.find((r) => r.id === settings.regionID))}
          >
            <option value="">—</option>
            {app?.regions.map((r) => (
              <option key={r.id} value={r.id}>
                {regionName(r)}
              </option>
            ))}
          </WrappingSelect>
        </label>
        {deploymentOffersSpeech() && <SpeechSettings on={settings.readAloud} onToggle={(readAloud) => void update({ ...settings, readAloud })} />}
        <label>
          {t("FONT_SIZE")}
          <select data-testid="font-size" value={settings.fontSize} onChange={(e) => void update({ ...settings, fontSize: Number(e.target.value) })}>
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}px
              </option>
            ))}
          </select>
        </label>
      </form>
    </section>
  );
}
