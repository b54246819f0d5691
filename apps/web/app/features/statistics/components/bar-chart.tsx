import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";

export interface ChartDatum {
  key: string;
  /** What the axis or the row says ("mars", "Drame"). */
  label: string;
  /** The axis's label on a phone, where `label` would not fit ("M"). */
  narrowLabel?: string;
  /** What the table says, when longer than the axis ("mars 2026"). */
  tableLabel?: string;
  value: number;
}

const COLUMN_WIDTH = 40;
const COLUMN_AREA = 120;
const ROW_HEIGHT = 50;
const ROW_WIDTH = 400;
const ROW_BAR = 300;

/**
 * Charts people would rather look at than read: bars drawn in SVG (no charting library: the page's
 * JS stays small), each with its table, the chart's alternative for a reader who cannot see it
 * (docs/domain/statistics.md), folded under a native disclosure that the keyboard opens. `summary` names the picture for a screen
 * reader; the table gives every figure.
 */
export function BarChart({
  title,
  summary,
  kind,
  data,
  labelHeading,
  valueHeading,
}: {
  title: string;
  summary: string;
  /** columns: one bar per month, left to right; rows: one labelled bar per line, longest first. */
  kind: "columns" | "rows";
  data: readonly ChartDatum[];
  labelHeading: string;
  valueHeading: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <figure className="stats-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="stats-chart__title">
        {title}
      </figcaption>
      {kind === "columns" ? <Columns data={data} max={max} summary={summary} /> : null}
      {kind === "rows" ? <Rows data={data} max={max} summary={summary} /> : null}
      <details className="stats-chart__table">
        <summary>{t("Statistics.Chart.ShowTable")}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{datum.tableLabel ?? datum.label}</th>
                <td>{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Columns({ data, max, summary }: { data: readonly ChartDatum[]; max: number; summary: string }) {
  const width = data.length * COLUMN_WIDTH;
  return (
    <svg
      className="stats-chart__svg stats-chart__svg--columns"
      viewBox={`0 0 ${width} 160`}
      role="img"
      aria-label={summary}
    >
      <line className="stats-chart__axis" x1={0} x2={width} y1={COLUMN_AREA + 16} y2={COLUMN_AREA + 16} />
      {data.map((datum, index) => {
        const height = (datum.value / max) * COLUMN_AREA;
        const x = index * COLUMN_WIDTH;
        const top = COLUMN_AREA + 16 - height;
        return (
          <g key={datum.key}>
            <rect
              className="stats-chart__bar"
              x={x + 8}
              y={top}
              width={COLUMN_WIDTH - 16}
              height={height}
              rx={3}
            />
            {datum.value > 0 ? (
              <text className="stats-chart__value" x={x + COLUMN_WIDTH / 2} y={top - 4} textAnchor="middle">
                {datum.value}
              </text>
            ) : null}
            <text
              className="stats-chart__label stats-chart__label--wide"
              x={x + COLUMN_WIDTH / 2}
              y={154}
              textAnchor="middle"
            >
              {datum.label}
            </text>
            <text
              className="stats-chart__label stats-chart__label--narrow"
              x={x + COLUMN_WIDTH / 2}
              y={156}
              textAnchor="middle"
            >
              {datum.narrowLabel ?? datum.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Rows({ data, max, summary }: { data: readonly ChartDatum[]; max: number; summary: string }) {
  return (
    <svg
      className="stats-chart__svg"
      viewBox={`0 0 ${ROW_WIDTH} ${Math.max(1, data.length) * ROW_HEIGHT}`}
      role="img"
      aria-label={summary}
    >
      {data.map((datum, index) => {
        const y = index * ROW_HEIGHT;
        const width = Math.max(4, (datum.value / max) * ROW_BAR);
        return (
          <g key={datum.key}>
            <text className="stats-chart__row-label" x={0} y={y + 17}>
              {datum.label}
            </text>
            <rect className="stats-chart__bar" x={0} y={y + 24} width={width} height={16} rx={3} />
            <text className="stats-chart__value" x={width + 8} y={y + 37}>
              {datum.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
