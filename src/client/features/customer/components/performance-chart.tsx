import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr, formatNumber } from '#shared/format.ts';
import { SAMPLE_MONTHLY_PERFORMANCE } from '#shared/sample-plant.ts';

const GRID_STEP_KWH = 2_500;
const PLOT_HEIGHT = 100;
const BAR_GAP = 0.35;

/**
 * The example plant's twelve months as an inline SVG bar chart. The bars stretch with the
 * container; the labels are HTML so they stay legible on a phone. Screen readers get the same
 * figures as a table.
 */
export function PerformanceChart() {
  const { t } = useTranslation('customer');
  const titleId = useId();
  const months = SAMPLE_MONTHLY_PERFORMANCE;
  const peak = Math.max(...months.map((m) => m.productionKwh));
  const low = Math.min(...months.map((m) => m.productionKwh));
  const axisMax = Math.ceil(peak / GRID_STEP_KWH) * GRID_STEP_KWH;
  const gridLines = Array.from(
    { length: axisMax / GRID_STEP_KWH + 1 },
    (_, i) => axisMax - i * GRID_STEP_KWH,
  );
  const monthName = (key: string) => t(`months.${key}`);
  const peakMonth = months.find((m) => m.productionKwh === peak)!;
  const lowMonth = months.find((m) => m.productionKwh === low)!;
  const slot = 100 / months.length;

  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="sr-only">
        {t('performance.description')}
      </figcaption>
      <div className="flex gap-2">
        <div aria-hidden="true" className="relative h-56 w-12 shrink-0 text-xs text-slate-600">
          {gridLines.map((value) => (
            <span
              key={value}
              className="absolute end-0 -translate-y-1/2 tabular-nums"
              style={{ top: `${100 - (value / axisMax) * 100}%` }}
            >
              {formatNumber(value)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={t('performance.chartLabel', {
              min: formatNumber(low),
              minMonth: monthName(lowMonth.key),
              max: formatNumber(peak),
              maxMonth: monthName(peakMonth.key),
            })}
            viewBox={`0 0 100 ${PLOT_HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-56 w-full overflow-visible"
          >
            {gridLines.map((value) => {
              const y = PLOT_HEIGHT - (value / axisMax) * PLOT_HEIGHT;
              return (
                <line
                  key={value}
                  x1="0"
                  x2="100"
                  y1={y}
                  y2={y}
                  className="stroke-slate-200"
                  strokeWidth="1"
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {months.map((month, index) => {
              const height = (month.productionKwh / axisMax) * PLOT_HEIGHT;
              return (
                <rect
                  key={month.key}
                  x={index * slot + (slot * BAR_GAP) / 2}
                  y={PLOT_HEIGHT - height}
                  width={slot * (1 - BAR_GAP)}
                  height={height}
                  rx="0.6"
                  className="fill-navy-600 transition-colors hover:fill-sun-600"
                >
                  <title>
                    {t('performance.barTitle', {
                      month: monthName(month.key),
                      value: formatNumber(month.productionKwh),
                    })}
                  </title>
                </rect>
              );
            })}
          </svg>
          <div
            aria-hidden="true"
            className="mt-2 grid grid-cols-12 text-center text-xs text-slate-600"
          >
            {months.map((month) => (
              <span key={month.key} className="truncate">
                {monthName(month.key)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{t('performance.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('performance.month')}</th>
            <th scope="col">{t('performance.production')}</th>
            <th scope="col">{t('performance.savings')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.key}>
              <th scope="row">{monthName(month.key)}</th>
              <td>{formatNumber(month.productionKwh)}</td>
              <td>{formatInr(month.savings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
