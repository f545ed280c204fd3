import type { Measure } from "@stepwise/domain";
import { tCount } from "../../i18n/format.js";
import { LADDER_CHART_BOX as box, ladderChartPoints, scoreY } from "./ladder-chart.js";

/** A ladder item's scores over time as an inline SVG line chart (no chart library, so no extra JavaScript to load). */
export function LadderChart({ measures, rows }: { measures: readonly Measure[]; rows: number }) {
  const points = ladderChartPoints(measures, rows);
  if (points.length === 0) return null;
  const last = points.at(-1)!;
  const rungs = [0, Math.round(rows / 2), rows];
  const label = tCount("LADDER_CHART", points.length, { score: last.score, date: last.date });
  return (
    <svg className="ladder-chart" data-testid="ladder-chart" viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-label={label}>
      <title>{label}</title>
      {rungs.map((rung) => (
        <g key={rung}>
          <line x1={box.left} x2={box.width - box.right} y1={scoreY(rung, rows)} y2={scoreY(rung, rows)} className="ladder-rung" />
          <text x={box.left - 6} y={scoreY(rung, rows) + 4} textAnchor="end" className="ladder-axis">
            {rung}
          </text>
        </g>
      ))}
      <polyline points={points.map((p) => `${p.x},${p.y}`).join(" ")} className="ladder-line" />
      {points.map((p) => (
        <circle key={p.date} cx={p.x} cy={p.y} r={4.5} className="ladder-point" data-testid="ladder-point" data-date={p.date} data-score={p.score} />
      ))}
      <text x={points[0]!.x} y={box.height - 6} textAnchor={points.length > 1 ? "start" : "middle"} className="ladder-axis">
        {points[0]!.date}
      </text>
      {points.length > 1 && (
        <text x={last.x} y={box.height - 6} textAnchor="end" className="ladder-axis">
          {last.date}
        </text>
      )}
    </svg>
  );
}
