import { useEffect, useState } from "react";
import { t } from "../../i18n/t.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { browserSpeech, VOICE_KEY } from "../speech/speech.js";
import type { Voice } from "../speech/voices.js";
import { WrappingSelect } from "../../ui/WrappingSelect.js";

/** A voice as the choice names it; the automatic choice without one. */
function voiceLabel(voice: Pick<SpeechSynthesisVoice, "name" | "lang"> | undefined): string {
  return voice ? `${voice.name} (${voice.lang})` : t("VOICE_AUTOMATIC");
}

/**
 * Read-aloud in the settings (docs/decisions/0003-undo-and-the-missing-actions.md): the worker's switch, the voice (docs/product.md §3 key `voice`;
 * "automatic" is the choice of docs/product.md §1) and a sentence to hear it.
 */
export function SpeechSettings({ on, onToggle }: { on: boolean; onToggle: (on: boolean) => void }) {
  const [voices, setVoices] = useState<Voice[]>(() => browserSpeech()?.synth.getVoices() ?? []);
  const [voice, setVoice] = useState(() => localStorage.getItem(VOICE_KEY) ?? "");
  useEffect(() => {
    // Chromium lists its voices a moment after the page loads, and says so with voiceschanged.
    const synth = typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
    if (!synth) return;
    const refresh = () => setVoices(synth.getVoices());
    synth.addEventListener("voiceschanged", refresh);
    return () => synth.removeEventListener("voiceschanged", refresh);
  }, []);
  const choose = (uri: string) => {
    setVoice(uri);
    if (uri) localStorage.setItem(VOICE_KEY, uri);
    else localStorage.removeItem(VOICE_KEY);
  };
  return (
    <fieldset className="speech-settings" data-testid="speech-settings">
      <legend>{t("READ_ALOUD_SETTINGS")}</legend>
      <label className="inline">
        <input type="checkbox" data-testid="settings-read-aloud" checked={on} onChange={(e) => onToggle(e.target.checked)} />
        {t("READ_ALOUD_ON")}
      </label>
      {on && (
        <>
          <label>
            {t("VOICE")}
            <WrappingSelect
              data-testid="settings-voice"
              value={voice}
              onChange={(e) => choose(e.target.value)}
              shown={voiceLabel(voices.find((v) => v.voiceURI === voice))}
            >
              <option value="">{t("VOICE_AUTOMATIC")}</option>
              {voices.map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {voiceLabel(v)}
                </option>
              ))}
            </WrappingSelect>
          </label>
          <p className="muted">{t("READ_ALOUD_SAMPLE")}</p>
          <ReadAloudButton text={t("READ_ALOUD_SAMPLE")} />
        </>
      )}
    </fieldset>
  );
}
