import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/lib/use-language.ts';
import { type CalculatorResult, CHART_YEARS, cumulativeSeries } from '#shared/calculator.ts';
import { formatLakhCr, formatNumber } from '#shared/format.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { chartGeometry } from '../lib/chart-scale.ts';
import { ChartAxes } from './chart-axes.tsx';

const HEIGHT = 300;
/** Width drawn on the server and at hydration, before the real width is measured. */
const INITIAL_WIDTH = 640;
const MARGIN = { top: 16, right: 20, bottom: 44, left: 84 };

/**
 * Cumulative savings against the installation cost over 25 years, drawn as inline SVG at the
 * container's own pixel width (so its text stays readable on a phone), with the same figures
 * in a table for anyone who cannot see the picture.
 */
export function SavingsChart({ result }: { result: CalculatorResult }) {
  const { t } = useTranslation('sustainability');
  const language = useLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const [containerRef, width] = useElementWidth<HTMLDivElement>(INITIAL_WIDTH);

  const points = cumulativeSeries(result, CHART_YEARS);
  const geometry = chartGeometry(points, result.paybackYears, {
    width,
    height: HEIGHT,
    margin: MARGIN,
  });
  const money = (amount: number) => formatLakhCr(amount, language);
  const { plot } = geometry;
  const total = points.at(-1)?.cumulativeSavings ?? 0;
  const description = t('chart.description', {
    annual: money(result.annualSavings),
    cost: money(result.installationCost),
    payback:
      result.paybackYears !== null && result.paybackYears <= CHART_YEARS
        ? t('chart.paybackSentence', {
            years: formatNumber(result.paybackYears, 1),
            total: money(total),
          })
        : t('chart.noPaybackSentence'),
  });

  return (
    <figure className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption>
        <h3 className="text-lg font-bold text-navy-900">{t('chart.heading')}</h3>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </figcaption>

      <div ref={containerRef} className="mt-4">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block overflow-visible text-xs"
          data-testid="savings-chart"
        >
          <title id={titleId}>{t('chart.heading')}</title>
          <desc id={descriptionId}>{description}</desc>
          <ChartAxes
            plot={plot}
            moneyTicks={geometry.moneyTicks}
            yearTicks={geometry.yearTicks}
            money={money}
            yearsLabel={t('chart.yearsAxis')}
            height={HEIGHT}
          />
          <path
            d={geometry.costPath}
            fill="none"
            strokeWidth={2.5}
            strokeDasharray="8 6"
            className="stroke-navy-700"
          />
          <path
            d={geometry.savingsPath}
            fill="none"
            strokeWidth={3}
            strokeLinejoin="round"
            className="stroke-leaf-700"
          />
          {geometry.breakEven && (
            <g>
              <circle
                cx={geometry.breakEven.x}
                cy={geometry.breakEven.y}
                r={6}
                className="fill-sun-500 stroke-white"
                strokeWidth={2}
              />
              <text
                x={geometry.breakEven.x}
                y={geometry.breakEven.y - 12}
                textAnchor="middle"
                className="fill-navy-900 font-semibold"
              >
                {t('chart.breakEven')}
              </text>
            </g>
          )}
        </svg>
      </div>

      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-1 w-6 rounded bg-leaf-700" />
          {t('chart.savings')}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block w-6 border-t-[3px] border-dashed border-navy-700" />
          {t('chart.cost')}
        </li>
      </ul>

      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-navy-700">
          {t('chart.showTable')}
        </summary>
        <section
          aria-label={t('chart.heading')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
          tabIndex={0}
          className="mt-3 max-h-80 overflow-auto rounded-xl border border-slate-200"
        >
          <table className="w-full text-right text-sm tabular-nums">
            <caption className="sr-only">{t('chart.heading')}</caption>
            <thead className="sticky top-0 bg-navy-50 text-navy-900">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('chart.year')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('chart.savings')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('chart.cost')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('chart.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.year} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {point.year}
                  </th>
                  <td className="px-3 py-1.5">{money(point.cumulativeSavings)}</td>
                  <td className="px-3 py-1.5">{money(point.cost)}</td>
                  <td className="px-3 py-1.5">{money(point.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
