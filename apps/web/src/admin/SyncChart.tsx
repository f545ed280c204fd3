import { useId } from "react";
import type { AdminSyncHealthQuery } from "../generated/graphql.js";
import { useAdminTexts } from "./admin-i18n.js";
import { axisTicks, linePath, niceMax, type ChartBox, type ChartSeries } from "./sync-chart-geometry.js";

type Day = AdminSyncHealthQuery["syncHealth"]["days"][number];

const BOX: ChartBox = { width: 640, height: 240, padding: { top: 12, right: 12, bottom: 28, left: 40 } };
/** Colours that differ for the colour-blind too; each line also has its own dash pattern. */
const STYLES: Record<string, { colour: string; dash: string }> = {
  devices: { colour: "#0072b2", dash: "" },
  edits: { colour: "#009e73", dash: "6 3" },
  failing: { colour: "#d55e00", dash: "2 3" },
};

/**
 * docs/operator-console.md: the days as an SVG of our own (three lines of a few dozen points need no
 * library). The numbers are also in the table beside it, which a screen reader reads instead.
 */
export function SyncChart({ days }: { days: Day[] }) {
  const { t } = useAdminTexts();
  const titleId = useId();
  const descId = useId();
  const series: ChartSeries[] = [
    { key: "devices", label: t("SERIES_DEVICES"), values: days.map((d) => d.devices) },
    { key: "edits", label: t("SERIES_EDITS"), values: days.map((d) => d.edits) },
    { key: "failing", label: t("SERIES_FAILING"), values: days.map((d) => d.failing) },
  ];
  const max = niceMax(series);
  const bottom = BOX.height - BOX.padding.bottom;
  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={`${titleId} ${descId}`} data-testid="sync-chart">
        <title id={titleId}>{t("SYNC_CHART_TITLE")}</title>
        <desc id={descId}>{t("SYNC_CHART_DESC")}</desc>
        {axisTicks(max).map((tick) => {
          const y = BOX.padding.top + (1 - tick / max) * (bottom - BOX.padding.top);
          return (
            <g key={tick}>
              <line x1={BOX.padding.left} x2={BOX.width - BOX.padding.right} y1={y} y2={y} stroke="#d0d4da" />
              <text x={BOX.padding.left - 6} y={y + 4} textAnchor="end" fontSize="12" fill="#5f6670">
                {tick}
              </text>
            </g>
          );
        })}
        {days.length > 0 && (
          <>
            <text x={BOX.padding.left} y={BOX.height - 8} fontSize="12" fill="#5f6670">
              {days[0]!.day}
            </text>
            <text x={BOX.width - BOX.padding.right} y={BOX.height - 8} fontSize="12" fill="#5f6670" textAnchor="end">
              {days.at(-1)!.day}
            </text>
          </>
        )}
        {series.map((s) => (
          <path
            key={s.key}
            d={linePath(s.values, days.length, max, BOX)}
            fill="none"
            stroke={STYLES[s.key]!.colour}
            strokeWidth="2.5"
            strokeDasharray={STYLES[s.key]!.dash}
            data-series={s.key}
          />
        ))}
      </svg>
      <figcaption className="admin-legend">
        {series.map((s) => (
          <span key={s.key}>
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" x2="28" y1="5" y2="5" stroke={STYLES[s.key]!.colour} strokeWidth="2.5" strokeDasharray={STYLES[s.key]!.dash} />
            </svg>
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
