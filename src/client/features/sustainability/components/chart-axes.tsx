import type { Tick } from '../lib/chart-scale.ts';

/**
 * The grid of a money-over-years chart: a line and a label per money tick, the years under the
 * plot, and the axis title. `emphasiseZero` draws the zero line darker (a chart that goes below
 * it).
 */
export function ChartAxes({
  plot,
  moneyTicks,
  yearTicks,
  money,
  yearsLabel,
  height,
  emphasiseZero = false,
}: {
  plot: { left: number; right: number; bottom: number };
  moneyTicks: Tick[];
  yearTicks: Tick[];
  money: (value: number) => string;
  yearsLabel: string;
  height: number;
  emphasiseZero?: boolean;
}) {
  return (
    <g className="fill-slate-600">
      {moneyTicks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={tick.position}
            y2={tick.position}
            className={emphasiseZero && tick.value === 0 ? 'stroke-slate-500' : 'stroke-slate-200'}
          />
          <text x={plot.left - 8} y={tick.position} dy="0.32em" textAnchor="end">
            {money(tick.value)}
          </text>
        </g>
      ))}
      {yearTicks.map((tick) => (
        <text key={tick.value} x={tick.position} y={plot.bottom + 18} textAnchor="middle">
          {tick.value}
        </text>
      ))}
      <text x={(plot.left + plot.right) / 2} y={height - 4} textAnchor="middle">
        {yearsLabel}
      </text>
    </g>
  );
}
