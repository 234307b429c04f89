import { IndianRupee, Leaf, type LucideIcon, Sun, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatInr, formatNumber } from '../../../../shared/format.ts';
import { SAMPLE_SYSTEM, SAMPLE_UNITS_PER_KW_PER_DAY } from '../../../../shared/sample-system.ts';
import { Card } from '../../../components/ui/card.tsx';

type SummaryCard = { title: string; value: string; hint: string; Icon: LucideIcon };

/** System Size, Daily Production, Annual Savings and CO2 Saved of the example system. */
export function SummaryCards() {
  const { t } = useTranslation('customer');
  const cards: SummaryCard[] = [
    {
      title: t('cards.systemSize'),
      value: t('cards.systemSizeValue', { value: formatNumber(SAMPLE_SYSTEM.systemSizeKw) }),
      hint: t('cards.systemSizeHint'),
      Icon: Sun,
    },
    {
      title: t('cards.dailyProduction'),
      value: t('cards.dailyProductionValue', {
        value: formatNumber(SAMPLE_SYSTEM.dailyProductionKwh, 1),
      }),
      hint: t('cards.dailyProductionHint', { perKw: formatNumber(SAMPLE_UNITS_PER_KW_PER_DAY, 1) }),
      Icon: Zap,
    },
    {
      title: t('cards.annualSavings'),
      value: formatInr(SAMPLE_SYSTEM.annualSavings),
      hint: t('cards.annualSavingsHint', { rate: formatNumber(SAMPLE_SYSTEM.rupeesPerUnit) }),
      Icon: IndianRupee,
    },
    {
      title: t('cards.co2Saved'),
      value: t('cards.co2SavedValue', { value: formatNumber(SAMPLE_SYSTEM.co2TonnesPerYear, 1) }),
      hint: t('cards.co2SavedHint'),
      Icon: Leaf,
    },
  ];
  return (
    <ul aria-label={t('cards.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ title, value, hint, Icon }) => (
        <li key={title}>
          <Card className="flex h-full items-start gap-4 p-5">
            <span className="rounded-xl bg-sun-100 p-3 text-sun-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-600">{title}</p>
              <p className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">{value}</p>
              <p className="mt-1 text-xs text-slate-600">{hint}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
