import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#client/components/ui/form-field.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import {
  type CalculatorResult,
  COMPARISON_ASSUMPTIONS,
  type ComparisonPoint,
  INTEREST_RATE_BOUNDS,
  PAYMENT_OPTIONS,
  type PaymentOption,
} from '#shared/calculator.ts';
import { formatLakhCr, formatNumber } from '#shared/format.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { comparisonGeometry } from '../lib/chart-scale.ts';
import {
  type BreakEven,
  type FinancingSummary,
  financingSummary,
} from '../lib/financing-summary.ts';
import { ChartAxes } from './chart-axes.tsx';
import { DraftNumberInput } from './draft-number-input.tsx';

const HEIGHT = 300;
const INITIAL_WIDTH = 640;
const MARGIN = { top: 16, right: 20, bottom: 44, left: 84 };
const YEARS = COMPARISON_ASSUMPTIONS.years;

/** Each option's line: colour and dash, so the three differ without colour too. */
const LINE: Record<PaymentOption, { stroke: string; dash?: string; swatch: string }> = {
  purchase: { stroke: 'stroke-leaf-700', swatch: 'border-leaf-700' },
  emi: { stroke: 'stroke-navy-700', dash: '10 5', swatch: 'border-dashed border-navy-700' },
  ppa: { stroke: 'stroke-sun-700', dash: '3 4', swatch: 'border-dotted border-sun-700' },
};

/** Rupees as the comparison prints them, in the page's language. */
type Money = (amount: number) => string;

type FinancingComparisonProps = {
  result: CalculatorResult;
  onInterestRateChange: (interestRate: number) => void;
};

/**
 * Purchase, bank EMI and PPA side by side over 25 years (decision 022): what each asks upfront and
 * a month, the net savings and break-even, the cumulative curves, and every assumption. The
 * figures are `financingSummary`'s; this is the view of them.
 */
export function FinancingComparison({ result, onInterestRateChange }: FinancingComparisonProps) {
  const { t } = useTranslation('sustainability');
  const language = useLanguage();
  const headingId = useId();
  const summary = financingSummary(result);
  const money: Money = (amount) => formatLakhCr(amount, language);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="financing-comparison"
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-bold text-navy-900">
        {t('compare.heading', { years: YEARS })}
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
          <OptionCard key={option} option={option} summary={summary} money={money} />
        ))}
      </ul>
      <ComparisonChart points={summary.points} money={money} />
      <ComparisonTable points={summary.points} money={money} />
      <Assumptions result={result} summary={summary} money={money} />
    </section>
  );
}

type OptionProps = { option: PaymentOption; summary: FinancingSummary; money: Money };

/** One option's card: upfront, a month, the total over the years and its break-even. */
function OptionCard({ option, summary, money }: OptionProps) {
  const { t } = useTranslation('sustainability');
  const upfront = summary.upfront[option];
  return (
    <li data-testid={`compare-${option}`} className="rounded-2xl border border-slate-200 p-4">
      <h4 className="flex items-center gap-2 font-bold text-navy-900">
        <span
          aria-hidden="true"
          className={`inline-block w-6 border-t-[3px] ${LINE[option].swatch}`}
        />
        {t(`compare.option.${option}`)}
      </h4>
      {option === summary.best && (
        <p className="mt-1 text-xs font-semibold text-leaf-700">{t('compare.best')}</p>
      )}
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-slate-600">{t('compare.upfront')}</dt>
          <dd className="font-semibold text-navy-900 tabular-nums">
            {upfront === 0 ? t('compare.none') : money(upfront)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('compare.monthly')}</dt>
          <dd className="font-semibold text-navy-900 tabular-nums">
            <MonthlyPayment option={option} summary={summary} money={money} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('compare.total', { years: YEARS })}</dt>
          <dd className="text-lg font-bold text-navy-900 tabular-nums">
            {money(summary.total[option])}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('compare.breakEven')}</dt>
          <dd className="font-semibold text-navy-900">
            <BreakEvenText breakEven={summary.breakEven[option]} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** What the option asks a month: nothing, the EMI for its years, or the PPA's first year. */
function MonthlyPayment({ option, summary, money }: OptionProps) {
  const { t } = useTranslation('sustainability');
  if (option === 'emi')
    return t('compare.perMonthFor', {
      value: money(summary.emi.monthlyPayment),
      years: summary.emiYears,
    });
  if (option === 'ppa')
    return t('compare.ppaMonthly', {
      value: money(summary.ppaMonthlyPayment),
      years: summary.ppaYears,
    });
  return t('compare.none');
}

function BreakEvenText({ breakEven }: { breakEven: BreakEven }) {
  const { t } = useTranslation('sustainability');
  if (breakEven === 'never') return t('compare.never');
  if (breakEven === 'fromStart') return t('compare.fromStart');
  return t('compare.yearN', { year: breakEven.year });
}

/** The cumulative net of each option, year by year, drawn at the container's own width. */
function ComparisonChart({ points, money }: { points: ComparisonPoint[]; money: Money }) {
  const { t } = useTranslation('sustainability');
  const titleId = useId();
  const [containerRef, width] = useElementWidth<HTMLDivElement>(INITIAL_WIDTH);
  const geometry = comparisonGeometry(points, { width, height: HEIGHT, margin: MARGIN });
  return (
    <figure className="mt-6">
      <figcaption id={titleId} className="text-sm font-semibold text-navy-900">
        {t('compare.chartHeading', { years: YEARS })}
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
          <title>{t('compare.chartHeading', { years: YEARS })}</title>
          <ChartAxes
            plot={geometry.plot}
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
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700" aria-hidden="true">
        {PAYMENT_OPTIONS.map((option) => (
          <li key={option} className="flex items-center gap-2">
            <span className={`inline-block w-6 border-t-[3px] ${LINE[option].swatch}`} />
            {t(`compare.option.${option}`)}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The chart's figures as a table, behind a disclosure, for anyone who cannot see the picture. */
function ComparisonTable({ points, money }: { points: ComparisonPoint[]; money: Money }) {
  const { t } = useTranslation('sustainability');
  const heading = t('compare.chartHeading', { years: YEARS });
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-navy-700">
        {t('compare.showTable')}
      </summary>
      <section
        aria-label={heading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
        tabIndex={0}
        className="mt-3 max-h-80 overflow-auto rounded-xl border border-slate-200"
      >
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{heading}</caption>
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
            {points.map((point) => (
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
  );
}

/** Every assumption behind the figures, with the rates this result used. */
function Assumptions({
  result,
  summary,
  money,
}: {
  result: CalculatorResult;
  summary: FinancingSummary;
  money: Money;
}) {
  const { t } = useTranslation('sustainability');
  const a = COMPARISON_ASSUMPTIONS;
  return (
    <>
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
            rate: formatNumber(summary.emi.annualRatePercent, 1),
            years: summary.emiYears,
            interest: money(summary.emi.totalInterest),
          })}
        </li>
        <li>
          {t('compare.assume.ppa', {
            rate: formatNumber(summary.ppaRate, 2),
            share: formatNumber(a.ppaRateShareOfTariff * 100),
            months: a.ppaTermMonths,
          })}
        </li>
        <li>{t('compare.assume.excluded')}</li>
      </ul>
    </>
  );
}
