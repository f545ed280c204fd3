import { describe, expect, it } from "vitest";
import { axisTicks, linePath, niceMax } from "./sync-chart-geometry.js";

const box = { width: 110, height: 60, padding: { top: 5, right: 5, bottom: 5, left: 5 } };

describe("the sync health chart's geometry", () => {
  it("rounds the value axis up to 1, 2 or 5 times a power of ten, at least 1", () => {
    expect(niceMax([{ key: "a", label: "a", values: [0, 0] }])).toBe(1);
    expect(niceMax([{ key: "a", label: "a", values: [3] }])).toBe(5);
    expect(
      niceMax([
        { key: "a", label: "a", values: [7] },
        { key: "b", label: "b", values: [12] },
      ]),
    ).toBe(20);
    expect(niceMax([{ key: "a", label: "a", values: [100] }])).toBe(100);
    expect(niceMax([{ key: "a", label: "a", values: [501] }])).toBe(1000);
  });

  it("draws a day per step across the box, zero at the bottom and the maximum at the top", () => {
    expect(linePath([0, 5, 10], 3, 10, box)).toBe("M5.0,55.0 L55.0,30.0 L105.0,5.0");
    expect(linePath([4], 1, 8, box)).toBe("M55.0,30.0");
  });

  it("labels the middle line only when it is a whole number of devices or edits", () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(5)).toEqual([0, 5]);
    expect(axisTicks(20)).toEqual([0, 10, 20]);
  });
});
