import { afterEach, describe, expect, it } from "vitest";
import { takeDefaultRegion } from "./default-region.js";
import { saveSettings, storedSettings } from "./deployment.js";

/** docs/teams.md, "Her default region": the phone's side. */
describe("the default region the login answers", () => {
  afterEach(() => localStorage.clear());
  const knowRegions = (...ids: string[]) => localStorage.setItem("application", JSON.stringify({ regions: ids.map((id) => ({ id, name: `Region ${id}` })) }));

  it("becomes the region of a phone that has none", () => {
    knowRegions("1", "2");
    expect(takeDefaultRegion("2")).toBe(true);
    expect(storedSettings().regionID).toBe("2");
  });

  it("replaces the first run's region, and takes none the deployment does not have, or no answer", () => {
    knowRegions("1", "2");
    expect(takeDefaultRegion("9")).toBe(false);
    expect(takeDefaultRegion(null)).toBe(false);
    expect(storedSettings().regionID).toBeNull();
    // The first run's choice (InitializeScreens), made before anyone logged in.
    saveSettings({ ...storedSettings(), regionID: "1" });
    expect(takeDefaultRegion("2")).toBe(true);
    expect(storedSettings().regionID).toBe("2");
    expect(takeDefaultRegion("2")).toBe(false);
  });

  it("leaves a region a worker chose in Settings", () => {
    knowRegions("1", "2");
    saveSettings({ ...storedSettings(), regionID: "1", regionChosenInSettings: true });
    expect(takeDefaultRegion("2")).toBe(false);
    expect(storedSettings().regionID).toBe("1");
  });
});
