import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { formatNumber } from '#shared/format.ts';
import { compareWithEstimate } from '#shared/plant-figures.ts';

const PLOT_HEIGHT = 100;

/** "Mar 2026" in the interface language, Western digits. */
function useMonthLabel() {
  const locale = useLanguage() === 'hi' ? 'hi-IN' : 'en-IN';
  return (month: string) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * Estimate (3.5 kWh per kW a day) against the recorded generation, month by month, as paired
 * bars, with the gap stated in words. Screen readers get the same figures as a table.
 */
export function EstimateChart({
  sizeKw,
  readings,
}: {
  sizeKw: number;
  readings: readonly { month: string; kwh: number }[];
}) {
  const { t } = useTranslation('customer');
  const titleId = useId();
  const monthLabel = useMonthLabel();
  if (readings.length === 0) return <p className="text-slate-600">{t('plant.noReadings')}</p>;
  const { months, total } = compareWithEstimate(sizeKw, readings);
  const peak = Math.max(...months.flatMap((m) => [m.estimateKwh, m.actualKwh]), 1);
  const slot = 100 / months.length;
  const bar = slot * 0.32;
  const gap = Math.round(total.gapPercent);
  const summary =
    gap === 0
      ? t('plant.gapEven', { count: months.length })
      : t(gap < 0 ? 'plant.gapBelow' : 'plant.gapAbove', {
          percent: formatNumber(Math.abs(gap)),
          count: months.length,
        });
  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-3 font-medium text-navy-900" data-testid="gap-summary">
        {summary}
      </figcaption>
      <div className="mb-2 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-slate-300" /> {t('plant.estimate')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-leaf-600" /> {t('plant.actual')}
        </span>
      </div>
      <svg
        aria-hidden="true"
        viewBox={`0 0 100 ${PLOT_HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-48 w-full"
      >
        {months.map((m, index) => {
          const estimate = (m.estimateKwh / peak) * PLOT_HEIGHT;
          const actual = (m.actualKwh / peak) * PLOT_HEIGHT;
          const x = index * slot + (slot - 2 * bar) / 2;
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={PLOT_HEIGHT - estimate}
                width={bar}
                height={estimate}
                className="fill-slate-300"
              />
              <rect
                x={x + bar}
                y={PLOT_HEIGHT - actual}
                width={bar}
                height={actual}
                className="fill-leaf-600"
              />
            </g>
          );
        })}
      </svg>
      <div
        aria-hidden="true"
        className="mt-2 grid text-center text-xs text-slate-600"
        style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}
      >
        {months.map((m) => (
          <span key={m.month} className="truncate">
            {monthLabel(m.month)}
          </span>
        ))}
      </div>
      <TableScroll label={t('plant.tableCaption')} className="mt-4">
        <table className="w-full text-sm [&_td]:ps-3 [&_td]:whitespace-nowrap [&_th+th]:ps-3">
          <caption className="sr-only">{t('plant.tableCaption')}</caption>
          <thead className="text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-1 text-start">
                {t('performance.month')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('plant.estimate')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('plant.actual')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('plant.gap')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1 text-start font-normal">
                  {monthLabel(m.month)}
                </th>
                <td className="py-1 text-end">
                  {t('plant.kwh', { value: formatNumber(m.estimateKwh) })}
                </td>
                <td className="py-1 text-end">
                  {t('plant.kwh', { value: formatNumber(m.actualKwh) })}
                </td>
                <td className="py-1 text-end">
                  {`${m.gapPercent > 0 ? '+' : ''}${formatNumber(m.gapPercent, 1)}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </figure>
  );
}
