import { SPEECH_MESSAGES } from "./speech-text.js";

/** docs/product.md §9: voices are awaited at most 5000 ms, looked for every 250 ms. */
export const VOICE_TIMEOUT_MS = 5000;
export const VOICE_POLL_MS = 250;

/** What read-aloud needs of a voice (SpeechSynthesisVoice has more). */
export interface Voice {
  name: string;
  lang: string;
  voiceURI: string;
}

export interface VoiceSource {
  getVoices(): Voice[];
}

/**
 * The browser's voices. Chrome loads them after the page, so an empty list is asked again every
 * 250 ms; after 5000 ms without voices this fails with 'browser has no voices (timeout)'.
 */
export function loadVoices(source: VoiceSource): Promise<Voice[]> {
  const now = source.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    let waited = 0;
    const timer = setInterval(() => {
      waited += VOICE_POLL_MS;
      const voices = source.getVoices();
      if (voices.length > 0) {
        clearInterval(timer);
        resolve(voices);
      } else if (waited >= VOICE_TIMEOUT_MS) {
        clearInterval(timer);
        reject(new Error(SPEECH_MESSAGES.noVoices));
      }
    }, VOICE_POLL_MS);
  });
}

/** "en-GB", "en_US" and "EN" all have the language prefix "en". */
export function languagePrefix(lang: string): string {
  return lang.split(/[-_]/)[0]!.toLowerCase();
}

/** The eleventh voice, the last fallback of docs/product.md §1. */
export const FALLBACK_VOICE_INDEX = 10;

/**
 * docs/product.md §1: the first voice whose language prefix is English; else the one matching the saved
 * languageCode; else the eleventh voice (none when the list is shorter: the browser's default speaks).
 */
export function chooseVoice(voices: readonly Voice[], languageCode: string | null): Voice | undefined {
  const english = voices.find((v) => languagePrefix(v.lang) === "en");
  if (english) return english;
  const saved = languageCode ? voices.find((v) => languagePrefix(v.lang) === languagePrefix(languageCode)) : undefined;
  return saved ?? voices[FALLBACK_VOICE_INDEX];
}
