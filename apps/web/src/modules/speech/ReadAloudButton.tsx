import { useEffect, useRef, useState } from "react";
import { text2speechOn } from "../deployment/deployment.js";
import { t } from "../../i18n/t.js";
import { browserSpeech, speak, stopSpeaking, type SpeechPlatform } from "./speech.js";

export interface ReadAloudButtonProps {
  /** The text to read; markup is stripped before speaking. */
  text: string;
  className?: string;
  /** The speech synthesis to use; the browser's by default (unit tests pass a stand-in). */
  platform?: SpeechPlatform | null;
}

/**
 * docs/product.md §1: reads a text aloud, shown only where the deployment offers read-aloud (text2speech) and
 * the browser can speak. Pressed while reading, it stops. Speech errors are logged only (docs/product.md §8).
 */
export function ReadAloudButton({ text, className, platform }: ReadAloudButtonProps) {
  const [speech] = useState(() => (platform === undefined ? browserSpeech() : platform));
  const [speaking, setSpeaking] = useState(false);
  const mounted = useRef(true);
  const speakingNow = useRef(false);
  // The unmount cleanup below reads whether this button is speaking at that moment, not at mount.
  // eslint-disable-next-line react-hooks/refs
  speakingNow.current = speaking;
  // Leaving the screen stops this button's reading (and never another button's).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (speakingNow.current) stopSpeaking(speech);
    };
  }, [speech]);
  if (!speech || !text2speechOn()) return null;

  const toggle = () => {
    if (speaking) {
      stopSpeaking(speech);
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    speak(text, {}, speech)
      .catch((error: unknown) => console.warn("read-aloud failed:", error instanceof Error ? error.message : error))
      .finally(() => mounted.current && setSpeaking(false));
  };

  return (
    <button type="button" className={className ?? "read-aloud"} aria-pressed={speaking} onClick={toggle} data-testid="read-aloud">
      {/* Drawn, not an emoji: a phone without an emoji font showed an empty box (docs/decisions/0005-phone-layout-and-dialogs.md). */}
      <svg className="read-aloud-icon" aria-hidden="true" width="1.1em" height="1.1em" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12zM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06A9 9 0 0 0 14 3.23z"
        />
      </svg>
      {t(speaking ? "STOP_READING" : "READ_ALOUD")}
    </button>
  );
}
