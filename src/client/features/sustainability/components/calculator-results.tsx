import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/components/ui/cn.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import type { CalculatorResult } from '#shared/calculator.ts';
import { formatLakhCr, formatNumber } from '#shared/format.ts';
import { PRODUCT_MAX_KW, PRODUCT_MIN_KW } from '#shared/product.ts';

type Figure = { key: string; label: string; value: string; highlight?: boolean };

/** The calculator's figures, money in Lakh/Cr, and a note when a limit shaped the answer. */
export function CalculatorResults({ result }: { result: CalculatorResult }) {
  const { t } = useTranslation('sustainability');
  const language = useLanguage();
  const money = (amount: number) => formatLakhCr(amount, language);
  const kW = (value: number) => formatNumber(value, 1);

  const figures: Figure[] = [
    {
      key: 'systemSize',
      label: t('results.systemSize'),
      value: t('results.systemSizeValue', { value: kW(result.plantSizeKw) }),
      highlight: true,
    },
    {
      key: 'annualSavings',
      label: t('results.annualSavings'),
      value: money(result.annualSavings),
      highlight: true,
    },
    {
      key: 'payback',
      label: t('results.payback'),
      value:
        result.paybackYears === null
          ? t('results.paybackNone')
          : t('results.paybackValue', { value: formatNumber(result.paybackYears, 1) }),
      highlight: true,
    },
    {
      key: 'fiveYearSavings',
      label: t('results.fiveYearSavings'),
      value: money(result.fiveYearSavings),
      highlight: true,
    },
    {
      key: 'monthlyGeneration',
      label: t('results.monthlyGeneration'),
      value: t('results.energyValue', { value: formatNumber(result.monthlyGenerationKwh) }),
    },
    {
      key: 'annualGeneration',
      label: t('results.annualGeneration'),
      value: t('results.energyValue', { value: formatNumber(result.annualGenerationKwh) }),
    },
    {
      key: 'monthlySavings',
      label: t('results.monthlySavings'),
      value: money(result.monthlySavings),
    },
    {
      key: 'installationCost',
      label: t('results.installationCost'),
      value: money(result.installationCost),
    },
    {
      key: 'emi',
      label: t('results.emi', { rate: formatNumber(result.financing.annualRatePercent, 1) }),
      value: t('results.emiValue', { value: money(result.financing.monthlyPayment) }),
    },
    {
      key: 'co2',
      label: t('results.co2'),
      value: t('results.co2Value', { value: formatNumber(result.co2TonnesPerYear, 1) }),
    },
    {
      key: 'roofArea',
      label: t('results.roofArea'),
      value: t('results.roofAreaValue', { value: formatNumber(result.roofAreaSqm) }),
    },
  ];

  const notes: string[] = [];
  if (result.roofLimited) {
    notes.push(
      t('results.roofLimited', {
        roofKw: kW(result.roofMaxKw),
        billKw: kW(result.billBasedSizeKw),
      }),
    );
  }
  if (result.savingsCappedByBill && result.monthlySurplusKwh > 0)
    notes.push(t('results.surplus', { value: formatNumber(result.monthlySurplusKwh) }));
  if (result.plantSizeKw < PRODUCT_MIN_KW) notes.push(t('results.belowMinimum'));
  if (result.plantSizeKw > PRODUCT_MAX_KW) notes.push(t('results.aboveMaximum'));

  return (
    <div>
      <h3 className="sr-only">{t('results.heading')}</h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.key}
            data-testid={`result-${figure.key}`}
            className={cn(
              'rounded-2xl p-4',
              figure.highlight
                ? 'bg-navy-900 text-white'
                : 'border border-slate-200 bg-white text-navy-900',
            )}
          >
            <dt
              className={cn(
                'text-xs font-medium sm:text-sm',
                figure.highlight ? 'text-slate-300' : 'text-slate-600',
              )}
            >
              {figure.label}
            </dt>
            <dd className="mt-1 text-lg font-bold tabular-nums sm:text-xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 && (
        <ul className="mt-4 space-y-2" data-testid="result-notes">
          {notes.map((note) => (
            <li
              key={note}
              className="flex gap-2 rounded-xl border border-sun-300 bg-sun-50 p-3 text-sm text-navy-900"
            >
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sun-700" />
              {note}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-slate-600">
        {t('results.assumptions', { tariff: formatNumber(result.tariff, 2) })}
      </p>
    </div>
  );
}
