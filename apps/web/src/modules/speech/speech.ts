import { storedSettings, text2speechOn } from "../deployment/deployment.js";
import { cleanSpeechText, DEFAULT_SPEECH_LANGUAGE, SPEECH_DEFAULTS, SPEECH_MESSAGES, speechChunks, validateSpeech, type SpeechOptions } from "./speech-text.js";
import { chooseVoice, loadVoices, type Voice } from "./voices.js";

/** What read-aloud uses of an utterance (SpeechSynthesisUtterance). */
export interface Utterance {
  text: string;
  lang: string;
  voice: Voice | null;
  rate: number;
  pitch: number;
  volume: number;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
}

/** The browser's speech synthesis, or a stand-in in unit tests. */
export interface SpeechPlatform {
  synth: { getVoices(): Voice[]; speak(utterance: Utterance): void; cancel(): void };
  createUtterance(text: string): Utterance;
}

export function browserSpeech(): SpeechPlatform | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function") return null;
  return {
    synth: window.speechSynthesis as unknown as SpeechPlatform["synth"],
    createUtterance: (text) => new window.SpeechSynthesisUtterance(text) as unknown as Utterance,
  };
}

/** An utterance ended for this reason because the app stopped it, not because speaking failed. */
const STOPPED = new Set(["interrupted", "canceled"]);

/** Browser storage key of the voice read-aloud chose (docs/product.md §3). */
export const VOICE_KEY = "voice";

/**
 * docs/product.md §1, §5: reads `text` aloud. Nothing happens when read-aloud is off or the cleaned text is
 * empty; a new utterance stops any speech in progress. Resolves when the speaking ends or is
 * stopped; errors while speaking are logged only (docs/product.md §8). Throws 'browser misses features',
 * 'browser has no voices (timeout)' or 'at least some valid text is required to speak'.
 */
export async function speak(text: unknown, options: SpeechOptions = {}, platform: SpeechPlatform | null = browserSpeech()): Promise<void> {
  if (!text2speechOn()) return;
  validateSpeech(text, options);
  const cleaned = cleanSpeechText(text);
  if (!cleaned) return;
  if (!platform) throw new Error(SPEECH_MESSAGES.missingFeatures);
  const voices = await loadVoices(platform.synth);
  // The voice chosen in the settings (docs/decisions/0003-undo-and-the-missing-actions.md) while the browser has it, else the choice of docs/product.md §1.
  const voice = voices.find((v) => v.voiceURI === localStorage.getItem(VOICE_KEY)) ?? chooseVoice(voices, storedSettings().languageCode);
  // docs/product.md §3 storage key `voice`: the chosen voice's identifier.
  if (voice) localStorage.setItem(VOICE_KEY, voice.voiceURI);
  else localStorage.removeItem(VOICE_KEY);
  platform.synth.cancel();
  const chunks = speechChunks(cleaned);
  await new Promise<void>((resolve) => {
    chunks.forEach((chunk, index) => {
      const utterance = platform.createUtterance(chunk);
      utterance.voice = voice ?? null;
      utterance.lang = voice?.lang ?? DEFAULT_SPEECH_LANGUAGE;
      utterance.rate = options.rate ?? SPEECH_DEFAULTS.rate;
      utterance.pitch = options.pitch ?? SPEECH_DEFAULTS.pitch;
      utterance.volume = options.volume ?? SPEECH_DEFAULTS.volume;
      const last = index === chunks.length - 1;
      utterance.onend = () => last && resolve();
      utterance.onerror = (event) => {
        if (!STOPPED.has(event.error ?? "")) console.warn("read-aloud failed:", event.error ?? "unknown speech error");
        resolve();
      };
      platform.synth.speak(utterance);
    });
  });
}

/** Stops any speech in progress. */
export function stopSpeaking(platform: SpeechPlatform | null = browserSpeech()): void {
  platform?.synth.cancel();
}
