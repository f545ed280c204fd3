import { useId } from "react";
import { t } from "../../i18n/t.js";
import { bandForAge, domainsOf, progressByBand } from "./milestone-progress.js";
import type { Checklist, MilestoneRecord } from "./milestone-record.js";
import { ageBandName, domainName } from "./milestone-texts.js";

/** Colours told apart with colour-blindness too (Okabe-Ito), one per domain. */
const DOMAIN_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442"];
const WIDTH = 340;
const HEIGHT = 200;
const PAD = { left: 26, right: 6, top: 8, bottom: 30 };

interface Props {
  checklists: readonly Checklist[];
  form: MilestoneRecord | null;
  ageInMonths: number | null;
}

/**
 * A child's progress by age: per age band a bar of the band's indicators, filled per domain with
 * those achieved. Drawn in inline SVG; the same figures follow as a table for screen readers.
 */
export default function ProgressChart({ checklists, form, ageInMonths }: Props) {
  const id = useId();
  const bands = progressByBand(checklists, form);
  const domains = domainsOf(checklists);
  if (bands.length === 0) return <p className="empty">{t("NO_CHECKLISTS")}</p>;
  const current = bandForAge(
    bands.map((b) => b.ageMonths),
    ageInMonths,
  );
  const colourOf = (domain: string) => DOMAIN_COLOURS[domains.indexOf(domain) % DOMAIN_COLOURS.length]!;
  const totals = bands.map((b) => b.domains.reduce((sum, d) => sum + d.total, 0));
  const achievedAll = bands.reduce((sum, b) => sum + b.domains.reduce((s, d) => s + d.achieved, 0), 0);
  const max = Math.max(1, ...totals);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / bands.length;
  const barWidth = slot * 0.7;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const summary = t("PROGRESS_SUMMARY", { achieved: achievedAll, total: totals.reduce((a, b) => a + b, 0) });

  return (
    <figure className="progress-chart" data-testid="progress-chart" data-achieved={achievedAll}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{t("PROGRESS_TITLE")}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e3e6ea" />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" fontSize="10" fill="#5f6670">
              {Math.round(tick)}
            </text>
          </g>
        ))}
        {bands.map((band, i) => {
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          let stacked = 0;
          return (
            <g key={band.ageMonths}>
              {band.ageMonths === current && (
                <rect x={x - 3} y={PAD.top} width={barWidth + 6} height={plotHeight} fill="none" stroke="var(--primary)" strokeDasharray="3 2" />
              )}
              <rect x={x} y={y(totals[i]!)} width={barWidth} height={y(0) - y(totals[i]!)} fill="#f0f1f3" stroke="#c9ced6" />
              {band.domains.map((d) => {
                const top = y(stacked + d.achieved);
                const height = y(stacked) - top;
                stacked += d.achieved;
                return d.achieved === 0 ? null : (
                  <rect key={d.domain} x={x} y={top} width={barWidth} height={height} fill={colourOf(d.domain)}>
                    <title>{`${domainName(d.domain)}, ${ageBandName(band.ageMonths)}: ${t("ACHIEVED_COUNT", { achieved: d.achieved, total: d.total })}`}</title>
                  </rect>
                );
              })}
              <text x={x + barWidth / 2} y={HEIGHT - PAD.bottom + 13} textAnchor="middle" fontSize="10" fontWeight={band.ageMonths === current ? 700 : 400}>
                {band.ageMonths}
              </text>
            </g>
          );
        })}
        <text x={PAD.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" fontSize="10" fill="#5f6670">
          {t("PROGRESS_AXIS_AGE")}
        </text>
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {domains.map((domain) => (
            <li key={domain}>
              <span className="swatch" aria-hidden="true" style={{ background: colourOf(domain) }} />
              {domainName(domain)}
            </li>
          ))}
        </ul>
        <p className="muted">{summary}</p>
        <details>
          <summary>{t("PROGRESS_AS_TABLE")}</summary>
          <table className="progress-table" data-testid="progress-table">
            <thead>
              <tr>
                <th scope="col">{t("PROGRESS_AXIS_AGE")}</th>
                {domains.map((domain) => (
                  <th key={domain} scope="col">
                    {domainName(domain)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bands.map((band) => (
                <tr key={band.ageMonths} data-age={band.ageMonths}>
                  <th scope="row">{band.ageMonths}</th>
                  {domains.map((domain) => {
                    const d = band.domains.find((x) => x.domain === domain);
                    return (
                      <td key={domain} data-domain={domain}>
                        {d ? `${d.achieved}/${d.total}` : "–"}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
