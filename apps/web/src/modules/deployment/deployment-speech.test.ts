import { afterEach, describe, expect, it } from "vitest";
import { deploymentOffersSpeech, saveSettings, storedSettings, text2speechOn } from "./deployment.js";

describe("read-aloud: the deployment offers it, the worker may turn it off", () => {
  afterEach(() => localStorage.clear());

  it("is on by default where the deployment offers it, off once the worker turns it off", () => {
    expect(storedSettings().readAloud).toBe(true);
    expect(text2speechOn()).toBe(true);
    saveSettings({ ...storedSettings(), readAloud: false });
    expect(text2speechOn()).toBe(false);
    expect(deploymentOffersSpeech()).toBe(true);
  });

  it("stays off where the deployment turns text2speech off, whatever the worker's setting", () => {
    localStorage.setItem("APP-DATA", JSON.stringify({ text2speech: false }));
    expect(deploymentOffersSpeech()).toBe(false);
    expect(text2speechOn()).toBe(false);
  });
});
