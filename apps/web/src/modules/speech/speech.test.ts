import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { speak, stopSpeaking, type SpeechPlatform, type Utterance } from "./speech.js";
import { cleanSpeechText, speechChunks, validateSpeech } from "./speech-text.js";
import { chooseVoice, VOICE_POLL_MS, VOICE_TIMEOUT_MS, type Voice } from "./voices.js";

// Headless Chromium (and happy-dom) has no speech voices, so speechSynthesis is faked here: a
// platform that records what would be spoken and lets each test decide when voices arrive.
const voice = (lang: string, name = lang): Voice => ({ name, lang, voiceURI: `urn:${name}` });

function fakePlatform(initialVoices: Voice[] = [voice("en-GB")]) {
  let voices = initialVoices;
  const spoken: Utterance[] = [];
  const calls: string[] = [];
  const platform: SpeechPlatform = {
    synth: {
      getVoices: () => voices,
      speak: (u) => {
        calls.push(`speak:${u.text}`);
        spoken.push(u);
      },
      cancel: () => calls.push("cancel"),
    },
    createUtterance: (text) => ({ text, lang: "", voice: null, rate: 1, pitch: 1, volume: 1, onend: null, onerror: null }),
  };
  const finish = () => spoken.forEach((u) => u.onend?.({}));
  return { platform, spoken, calls, finish, setVoices: (v: Voice[]) => (voices = v) };
}

/** Starts speaking and lets the fake voices end it. */
async function speakAll(text: unknown, fake: ReturnType<typeof fakePlatform>, options = {}) {
  const done = speak(text, options, fake.platform);
  await vi.waitFor(() => expect(fake.spoken.length).toBeGreaterThan(0));
  fake.finish();
  await done;
}

describe("read-aloud (docs/product.md §1, §5, §8, §9)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("does nothing when text2speech is off in the stored application data", async () => {
    localStorage.setItem("APP-DATA", JSON.stringify({ text2speech: false }));
    const fake = fakePlatform();
    await speak("Hello", {}, fake.platform);
    await speak("Hello", {}, null);
    expect(fake.calls).toEqual([]);
  });

  it("speaks when the application data record is absent (text2speech defaults to on), and when it is on", async () => {
    const fake = fakePlatform();
    await speakAll("Hello", fake);
    expect(fake.spoken.map((u) => u.text)).toEqual(["Hello"]);
    localStorage.setItem("APP-DATA", JSON.stringify({ text2speech: true }));
    await speakAll("Again", fake);
    expect(fake.spoken.map((u) => u.text)).toEqual(["Hello", "Again"]);
  });

  it("does nothing for text that is empty after cleaning", async () => {
    const fake = fakePlatform();
    await speak("<p>&nbsp;</p> <br/>", {}, fake.platform);
    expect(fake.calls).toEqual([]);
  });

  it("strips markup tags and &nbsp; entities", async () => {
    expect(cleanSpeechText("<h1>Feeding</h1><p>Sit&nbsp;upright, <b>slowly</b>.</p>")).toBe("Feeding Sit upright, slowly .");
    const fake = fakePlatform();
    await speakAll("<p>Sit&nbsp;upright</p>", fake);
    expect(fake.spoken[0]!.text).toBe("Sit upright");
  });

  it("stops any speech in progress before a new utterance", async () => {
    const fake = fakePlatform();
    await speakAll("First", fake);
    await speakAll("Second", fake);
    expect(fake.calls).toEqual(["cancel", "speak:First", "cancel", "speak:Second"]);
    stopSpeaking(fake.platform);
    expect(fake.calls.at(-1)).toBe("cancel");
  });

  it("speaks at rate 0.95, pitch 1, volume 1 with the first English voice", async () => {
    const fake = fakePlatform([voice("ny-MW"), voice("en-US", "US"), voice("en-GB", "GB")]);
    await speakAll("Hello", fake);
    expect(fake.spoken[0]).toMatchObject({ rate: 0.95, pitch: 1, volume: 1, voice: { name: "US" }, lang: "en-US" });
  });

  it("chooses the first English voice, else the saved languageCode's, else the eleventh voice", () => {
    const others = Array.from({ length: 12 }, (_, i) => voice(`xx-${i}`, `other ${i}`));
    expect(chooseVoice([voice("nl-NL"), voice("EN_gb", "gb"), voice("en-US")], "nl")?.name).toBe("gb");
    expect(chooseVoice([...others, voice("ny-MW", "chichewa")], "ny")?.name).toBe("chichewa");
    expect(chooseVoice(others, "ny")?.name).toBe("other 10");
    expect(chooseVoice(others, null)?.name).toBe("other 10");
    expect(chooseVoice(others.slice(0, 10), "ny")).toBeUndefined();
  });

  it("uses the saved languageCode (storage key settings) when no voice is English", async () => {
    localStorage.setItem("settings", JSON.stringify({ languageCode: "nl" }));
    const fake = fakePlatform([voice("fr-FR"), voice("nl-BE", "Vlaams")]);
    await speakAll("Hallo", fake);
    expect(fake.spoken[0]).toMatchObject({ voice: { name: "Vlaams" }, lang: "nl-BE" });
    expect(localStorage.getItem("voice")).toBe(fake.spoken[0]!.voice!.voiceURI);
  });

  it("speaks in the default language EN when no voice could be chosen", async () => {
    const fake = fakePlatform([voice("fr-FR")]);
    await speakAll("Hello", fake);
    expect(fake.spoken[0]).toMatchObject({ voice: null, lang: "EN" });
  });

  it("accepts pitch 0 to 2, volume 0 to 1, rate 0.1 to 10, and a string text only", () => {
    expect(() => validateSpeech("x", { pitch: 0, volume: 0, rate: 0.1 })).not.toThrow();
    expect(() => validateSpeech("x", { pitch: 2, volume: 1, rate: 10 })).not.toThrow();
    expect(() => validateSpeech("x", { pitch: -0.01 })).toThrow("pitch must be a number from 0 to 2");
    expect(() => validateSpeech("x", { pitch: 2.01 })).toThrow("pitch must be a number from 0 to 2");
    expect(() => validateSpeech("x", { volume: 1.01 })).toThrow("volume must be a number from 0 to 1");
    expect(() => validateSpeech("x", { volume: -0.01 })).toThrow("volume must be a number from 0 to 1");
    expect(() => validateSpeech("x", { rate: 0.09 })).toThrow("rate must be a number from 0.1 to 10");
    expect(() => validateSpeech("x", { rate: 10.01 })).toThrow("rate must be a number from 0.1 to 10");
    expect(() => validateSpeech("x", { rate: Number.NaN })).toThrow("rate must be a number from 0.1 to 10");
    expect(() => validateSpeech(42)).toThrow("at least some valid text is required to speak");
  });

  it("rejects text that is not a string with 'at least some valid text is required to speak'", async () => {
    await expect(speak(undefined, {}, fakePlatform().platform)).rejects.toThrow(/^at least some valid text is required to speak$/);
    await expect(speak({ text: "hi" }, {}, fakePlatform().platform)).rejects.toThrow("at least some valid text is required to speak");
  });

  it("fails with 'browser misses features' without speech synthesis", async () => {
    await expect(speak("Hello", {}, null)).rejects.toThrow(/^browser misses features$/);
  });

  it("waits for voices, asking every 250 ms, and speaks once they arrive", async () => {
    vi.useFakeTimers();
    const fake = fakePlatform([]);
    const getVoices = vi.spyOn(fake.platform.synth, "getVoices");
    const done = speak("Hello", {}, fake.platform);
    await vi.advanceTimersByTimeAsync(VOICE_POLL_MS - 1);
    expect(getVoices).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getVoices).toHaveBeenCalledTimes(2);
    fake.setVoices([voice("en-GB")]);
    await vi.advanceTimersByTimeAsync(VOICE_POLL_MS - 1);
    expect(fake.spoken).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.spoken.map((u) => u.text)).toEqual(["Hello"]);
    fake.finish();
    await done;
  });

  it("fails with 'browser has no voices (timeout)' after 5000 ms without voices", async () => {
    vi.useFakeTimers();
    const fake = fakePlatform([]);
    const getVoices = vi.spyOn(fake.platform.synth, "getVoices");
    let failure: unknown = null;
    const done = speak("Hello", {}, fake.platform).catch((error: unknown) => void (failure = error));
    await vi.advanceTimersByTimeAsync(VOICE_TIMEOUT_MS - 1);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect((failure as Error).message).toBe("browser has no voices (timeout)");
    expect(getVoices).toHaveBeenCalledTimes(1 + VOICE_TIMEOUT_MS / VOICE_POLL_MS);
    expect(fake.calls).toEqual([]);
  });

  it("logs speech errors only, and not a stop the app asked for", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakePlatform();
    const failed = speak("Hello", {}, fake.platform);
    await vi.waitFor(() => expect(fake.spoken).toHaveLength(1));
    fake.spoken[0]!.onerror?.({ error: "synthesis-failed" });
    await expect(failed).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("read-aloud failed:", "synthesis-failed");
    const stopped = speak("Again", {}, fake.platform);
    await vi.waitFor(() => expect(fake.spoken).toHaveLength(2));
    fake.spoken[1]!.onerror?.({ error: "interrupted" });
    await stopped;
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("speaks a long text in sentence pieces of at most 200 characters, in order", async () => {
    const sentence = "The child sits upright with support for a short while. ";
    const text = sentence.repeat(10).trim();
    const chunks = speechChunks(text);
    expect(chunks.every((c) => c.length <= 200)).toBe(true);
    expect(chunks.join(" ")).toBe(text);
    expect(speechChunks("word ".repeat(100).trim()).every((c) => c.length <= 200)).toBe(true);
    const fake = fakePlatform();
    await speakAll(text, fake);
    expect(fake.spoken.map((u) => u.text)).toEqual(chunks);
  });
});
