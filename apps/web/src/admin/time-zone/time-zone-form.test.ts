import { describe, expect, it } from "vitest";
import { checkZoneName, zoneNames } from "./time-zone-form.js";

describe('the time zone field (docs/operating.md, "The deployment\'s time zone")', () => {
  it("takes an IANA name in its canonical spelling, and empty as no zone", () => {
    expect(checkZoneName(" africa/blantyre ")).toEqual({ ok: true, zone: "Africa/Blantyre" });
    expect(checkZoneName("Europe/Amsterdam")).toEqual({ ok: true, zone: "Europe/Amsterdam" });
    expect(checkZoneName("")).toEqual({ ok: true, zone: null });
  });

  it("refuses what is no zone name, an offset among them, naming it", () => {
    expect(checkZoneName("Mars/Olympus")).toEqual({ ok: false, name: "Mars/Olympus" });
    expect(checkZoneName("+02:00")).toEqual({ ok: false, name: "+02:00" });
  });

  it("offers UTC first, then the browser's zones", () => {
    const names = zoneNames();
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Africa/Blantyre");
    expect(names.filter((n) => n === "UTC")).toHaveLength(1);
  });
});
