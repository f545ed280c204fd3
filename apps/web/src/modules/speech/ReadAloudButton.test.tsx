import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { SpeechPlatform, Utterance } from "./speech.js";
import { useTestScreen } from "../../test-support/render.js";
import { ReadAloudButton } from "./ReadAloudButton.js";

// Headless Chromium has no speech voices: the speech synthesis is a stand-in that records utterances.
function fakePlatform() {
  const spoken: Utterance[] = [];
  let cancels = 0;
  const platform: SpeechPlatform = {
    synth: {
      getVoices: () => [{ name: "English", lang: "en-GB", voiceURI: "urn:en" }],
      speak: (u) => void spoken.push(u),
      cancel: () => {
        cancels += 1;
        for (const u of spoken) u.onerror?.({ error: "interrupted" });
      },
    },
    createUtterance: (text) => ({ text, lang: "", voice: null, rate: 1, pitch: 1, volume: 1, onend: null, onerror: null }),
  };
  return { platform, spoken, cancels: () => cancels };
}

describe("the read-aloud button (docs/product.md §1)", () => {
  const screen = useTestScreen();
  beforeEach(() => {
    localStorage.clear();
  });

  const button = () => screen.container.querySelector<HTMLButtonElement>("button");

  it("is not shown where the deployment turns text2speech off, nor where the browser cannot speak", async () => {
    localStorage.setItem("APP-DATA", JSON.stringify({ text2speech: false }));
    await screen.render(<ReadAloudButton text="Hello" platform={fakePlatform().platform} />);
    expect(button()).toBeNull();
    localStorage.removeItem("APP-DATA");
    await screen.render(<ReadAloudButton key="no-speech" text="Hello" platform={null} />);
    expect(button()).toBeNull();
  });

  it("reads the text without its markup when pressed, and stops when pressed again", async () => {
    localStorage.setItem("APP-DATA", JSON.stringify({ text2speech: true }));
    const fake = fakePlatform();
    await screen.render(<ReadAloudButton text="<p>Wash&nbsp;hands</p>" platform={fake.platform} />);
    expect(button()!.textContent).toContain("Read aloud");
    expect(button()!.getAttribute("aria-pressed")).toBe("false");
    await act(async () => button()!.click());
    await act(async () => waitUntil(() => fake.spoken.length === 1));
    expect(fake.spoken[0]).toMatchObject({ text: "Wash hands", rate: 0.95, pitch: 1, volume: 1 });
    expect(button()!.textContent).toContain("Stop reading");
    expect(button()!.getAttribute("aria-pressed")).toBe("true");
    await act(async () => button()!.click());
    expect(fake.cancels()).toBe(2);
    expect(button()!.textContent).toContain("Read aloud");
  });
});

/** Waits (a few microtask turns) until `ready` holds. */
async function waitUntil(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !ready(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  if (!ready()) throw new Error("condition not reached");
}
