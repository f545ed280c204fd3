import { addMeasure } from "@stepwise/domain";
import { describe, expect, it } from "vitest";
import { LADDER_CHART_BOX, ladderChartPoints, scoreY } from "./ladder-chart.js";

const box = { width: 220, height: 120, left: 10, right: 10, top: 10, bottom: 10 };

describe("the ladder chart of scores over time", () => {
  it("places scores by calendar date across the width and by score up the ladder", () => {
    const points = ladderChartPoints(
      [
        { uuid: "a", date: "22-11-2026", score: 0 },
        { uuid: "b", date: "02-12-2026", score: 5 },
        { uuid: "c", date: "12-12-2026", score: 10 },
      ],
      10,
      box,
    );
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [10, 110],
      [110, 60],
      [210, 10],
    ]);
  });

  it("reads dates as calendar dates: 01-12-2026 comes after 22-11-2026, not before", () => {
    const [early, late] = ladderChartPoints(
      [
        { uuid: "a", date: "22-11-2026", score: 4 },
        { uuid: "b", date: "01-12-2026", score: 6 },
      ],
      10,
      box,
    );
    expect(early!.x).toBeLessThan(late!.x);
  });

  it("draws two points after three scores of which two share a date (docs/product.md §4: the same date replaces)", () => {
    let measures = addMeasure([], { uuid: "1", date: "22-11-2026", score: 4 });
    measures = addMeasure(measures, { uuid: "2", date: "22-11-2026", score: 6 });
    measures = addMeasure(measures, { uuid: "3", date: "29-11-2026", score: 7 });
    expect(ladderChartPoints(measures, 10).map((p) => [p.date, p.score])).toEqual([
      ["22-11-2026", 6],
      ["29-11-2026", 7],
    ]);
  });

  it("puts a lone score in the middle and leaves out a score without a readable date", () => {
    const points = ladderChartPoints(
      [
        { uuid: "a", date: "22-11-2026", score: 5 },
        { uuid: "b", date: "someday", score: 9 },
      ],
      10,
      box,
    );
    expect(points).toEqual([{ x: 110, y: 60, date: "22-11-2026", score: 5 }]);
    expect(ladderChartPoints([], 10)).toEqual([]);
  });

  it("keeps the rung lines on the same scale as the points", () => {
    expect([scoreY(0, 10), scoreY(10, 10)]).toEqual([LADDER_CHART_BOX.height - LADDER_CHART_BOX.bottom, LADDER_CHART_BOX.top]);
  });
});
