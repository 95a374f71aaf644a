import type { Period, ReportDay } from '@mentora/domain/report';
import { CHART, chartGeometry } from '../lib/chart';

/**
 * The mood over a period as a small SVG: a line through each day's level (1-10), a dot per day,
 * a hollow dot for a day with only a quiz result. One image to a screen reader, named by its
 * summary; the numbers are in the table beside it.
 */
export function MoodChart({
  period,
  days,
  name,
}: {
  period: Period;
  days: readonly ReportDay[];
  name: string;
}) {
  const g = chartGeometry(period, days);
  const right = CHART.width - CHART.right;
  const bottom = CHART.height - CHART.bottom;
  return (
    <svg
      className="report-chart"
      role="img"
      aria-label={name}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <g className="report-chart-grid" aria-hidden="true">
        {g.levels.map((l) => (
          <g key={l.label}>
            <line x1={CHART.left} x2={right} y1={l.y} y2={l.y} />
            <text x={CHART.left - 6} y={l.y} dy="0.35em" textAnchor="end">
              {l.label}
            </text>
          </g>
        ))}
        <line className="report-chart-axis" x1={CHART.left} x2={right} y1={bottom} y2={bottom} />
        {g.ticks.map((t) => (
          <g key={`${t.x}-${t.label}`}>
            <line className="report-chart-axis" x1={t.x} x2={t.x} y1={bottom} y2={bottom + 4} />
            <text x={t.x} y={bottom + 18} textAnchor="middle">
              {t.label}
            </text>
          </g>
        ))}
      </g>
      <g aria-hidden="true">
        {g.line ? <path className="report-chart-line" d={g.line} /> : null}
        {g.points.map((p) =>
          p.quiz ? (
            <circle key={p.date} className="report-chart-quiz" cx={p.x} cy={p.y} r={3.5} />
          ) : (
            <circle key={p.date} className="report-chart-dot" cx={p.x} cy={p.y} r={3} />
          ),
        )}
      </g>
    </svg>
  );
}
