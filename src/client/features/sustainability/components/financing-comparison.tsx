import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CalculatorResult,
  COMPARISON_ASSUMPTIONS,
  compareFinancing,
  INTEREST_RATE_BOUNDS,
  PAYMENT_OPTIONS,
  type PaymentOption,
} from '../../../../shared/calculator.ts';
import { formatLakhCr, formatNumber } from '../../../../shared/format.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { comparisonGeometry } from '../lib/chart-scale.ts';
import { ChartAxes } from './chart-axes.tsx';
import { DraftNumberInput } from './draft-number-input.tsx';

const HEIGHT = 300;
const INITIAL_WIDTH = 640;
const MARGIN = { top: 16, right: 20, bottom: 44, left: 84 };

/** Each option's line: colour and dash, so the three differ without colour too. */
const LINE: Record<PaymentOption, { stroke: string; dash?: string; swatch: string }> = {
  purchase: { stroke: 'stroke-leaf-700', swatch: 'border-leaf-700' },
  emi: { stroke: 'stroke-navy-700', dash: '10 5', swatch: 'border-dashed border-navy-700' },
  ppa: { stroke: 'stroke-sun-700', dash: '3 4', swatch: 'border-dotted border-sun-700' },
};

type FinancingComparisonProps = {
  result: CalculatorResult;
  onInterestRateChange: (interestRate: number) => void;
};

/**
 * Purchase, bank EMI and PPA side by side over 25 years (decision 022): what each asks upfront and
 * a month, the net savings and break-even, the cumulative curves, and every assumption.
 */
export function FinancingComparison({ result, onInterestRateChange }: FinancingComparisonProps) {
  const { t } = useTranslation('sustainability');
  const language = useLanguage();
  const headingId = useId();
  const titleId = useId();
  const [containerRef, width] = useElementWidth<HTMLDivElement>(INITIAL_WIDTH);
  const comparison = compareFinancing(result);
  const money = (amount: number) => formatLakhCr(amount, language);
  const a = COMPARISON_ASSUMPTIONS;
  const ppaYears = a.ppaTermMonths / 12;
  const emiYears = a.emiTermMonths / 12;
  const geometry = comparisonGeometry(comparison.points, {
    width,
    height: HEIGHT,
    margin: MARGIN,
  });
  const { plot } = geometry;
  const best = PAYMENT_OPTIONS.reduce((top, option) =>
    comparison.total[option] > comparison.total[top] ? option : top,
  );

  const monthly: Record<PaymentOption, string> = {
    purchase: t('compare.none'),
    emi: t('compare.perMonthFor', { value: money(comparison.emi.monthlyPayment), years: emiYears }),
    ppa: t('compare.ppaMonthly', {
      value: money((result.annualGenerationKwh * comparison.ppaRate) / 12),
      years: ppaYears,
    }),
  };
  const breakEven = (option: PaymentOption) => {
    const year = comparison.breakEvenYear[option];
    if (year !== null) return t('compare.yearN', { year });
    return comparison.points.some((p) => p[option] < 0)
      ? t('compare.never')
      : t('compare.fromStart');
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="financing-comparison"
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-bold text-navy-900">
        {t('compare.heading', { years: a.years })}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('compare.intro')}</p>

      <div className="mt-4 max-w-xs">
        <FormField label={t('compare.interestRate')} hint={t('compare.interestRateHint')}>
          {(field) => (
            <DraftNumberInput
              {...field}
              name="rate"
              min={INTEREST_RATE_BOUNDS.min}
              max={INTEREST_RATE_BOUNDS.max}
              step={INTEREST_RATE_BOUNDS.step}
              value={result.input.interestRate}
              onValueChange={onInterestRateChange}
            />
          )}
        </FormField>
      </div>

      <ul className="mt-6 grid gap-3 md:grid-cols-3">
        {PAYMENT_OPTIONS.map((option) => (
          <li
            key={option}
            data-testid={`compare-${option}`}
            className="rounded-2xl border border-slate-200 p-4"
          >
            <h4 className="flex items-center gap-2 font-bold text-navy-900">
              <span
                aria-hidden="true"
                className={`inline-block w-6 border-t-[3px] ${LINE[option].swatch}`}
              />
              {t(`compare.option.${option}`)}
            </h4>
            {option === best && (
              <p className="mt-1 text-xs font-semibold text-leaf-700">{t('compare.best')}</p>
            )}
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="text-slate-600">{t('compare.upfront')}</dt>
                <dd className="font-semibold text-navy-900 tabular-nums">
                  {comparison.upfront[option] === 0
                    ? t('compare.none')
                    : money(comparison.upfront[option])}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('compare.monthly')}</dt>
                <dd className="font-semibold text-navy-900 tabular-nums">{monthly[option]}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('compare.total', { years: a.years })}</dt>
                <dd className="text-lg font-bold text-navy-900 tabular-nums">
                  {money(comparison.total[option])}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('compare.breakEven')}</dt>
                <dd className="font-semibold text-navy-900">{breakEven(option)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <figure className="mt-6">
        <figcaption id={titleId} className="text-sm font-semibold text-navy-900">
          {t('compare.chartHeading', { years: a.years })}
        </figcaption>
        <div ref={containerRef} className="mt-3">
          <svg
            role="img"
            aria-labelledby={titleId}
            width="100%"
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block overflow-visible text-xs"
            data-testid="comparison-chart"
          >
            <title>{t('compare.chartHeading', { years: a.years })}</title>
            <ChartAxes
              plot={plot}
              moneyTicks={geometry.moneyTicks}
              yearTicks={geometry.yearTicks}
              money={money}
              yearsLabel={t('chart.yearsAxis')}
              height={HEIGHT}
              emphasiseZero
            />
            {PAYMENT_OPTIONS.map((option) => (
              <path
                key={option}
                d={geometry.paths[option]}
                fill="none"
                strokeWidth={3}
                strokeLinejoin="round"
                strokeDasharray={LINE[option].dash}
                className={LINE[option].stroke}
              />
            ))}
          </svg>
        </div>
        <ul
          className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700"
          aria-hidden="true"
        >
          {PAYMENT_OPTIONS.map((option) => (
            <li key={option} className="flex items-center gap-2">
              <span className={`inline-block w-6 border-t-[3px] ${LINE[option].swatch}`} />
              {t(`compare.option.${option}`)}
            </li>
          ))}
        </ul>
      </figure>

      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-navy-700">
          {t('compare.showTable')}
        </summary>
        <section
          aria-label={t('compare.chartHeading', { years: a.years })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
          tabIndex={0}
          className="mt-3 max-h-80 overflow-auto rounded-xl border border-slate-200"
        >
          <table className="w-full text-right text-sm tabular-nums">
            <caption className="sr-only">{t('compare.chartHeading', { years: a.years })}</caption>
            <thead className="sticky top-0 bg-navy-50 text-navy-900">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('chart.year')}
                </th>
                {PAYMENT_OPTIONS.map((option) => (
                  <th key={option} scope="col" className="px-3 py-2">
                    {t(`compare.option.${option}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.points.map((point) => (
                <tr key={point.year} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {point.year}
                  </th>
                  {PAYMENT_OPTIONS.map((option) => (
                    <td key={option} className="px-3 py-1.5">
                      {money(point[option])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>

      <h4 className="mt-6 text-sm font-semibold text-navy-900">
        {t('compare.assumptionsHeading')}
      </h4>
      <ul
        className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700"
        data-testid="assumptions"
      >
        <li>
          {t('compare.assume.escalation', {
            value: formatNumber(a.tariffEscalation * 100, 1),
            tariff: formatNumber(result.tariff, 2),
          })}
        </li>
        <li>
          {t('compare.assume.degradation', { value: formatNumber(a.moduleDegradation * 100, 1) })}
        </li>
        <li>{t('compare.assume.consumption')}</li>
        <li>{t('compare.assume.purchase', { cost: money(result.installationCost) })}</li>
        <li>
          {t('compare.assume.emi', {
            rate: formatNumber(comparison.emi.annualRatePercent, 1),
            years: emiYears,
            interest: money(comparison.emi.totalInterest),
          })}
        </li>
        <li>
          {t('compare.assume.ppa', {
            rate: formatNumber(comparison.ppaRate, 2),
            share: formatNumber(a.ppaRateShareOfTariff * 100),
            months: a.ppaTermMonths,
          })}
        </li>
        <li>{t('compare.assume.excluded')}</li>
      </ul>
    </section>
  );
}
