import { IndianRupee, Leaf, Sun, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatInr, formatNumber } from '#shared/format.ts';
import { SAMPLE_PLANT } from '#shared/sample-plant.ts';
import { KWH_PER_KW_PER_DAY } from '#shared/solar-rules.ts';
import { type Stat, StatCards } from './stat-cards.tsx';

/** System Size, Daily Production, Annual Savings and CO2 Saved of the example plant. */
export function SummaryCards() {
  const { t } = useTranslation('customer');
  const cards: Stat[] = [
    {
      title: t('cards.systemSize'),
      value: t('cards.systemSizeValue', { value: formatNumber(SAMPLE_PLANT.plantSizeKw) }),
      hint: t('cards.systemSizeHint'),
      Icon: Sun,
    },
    {
      title: t('cards.dailyProduction'),
      value: t('cards.dailyProductionValue', {
        value: formatNumber(SAMPLE_PLANT.dailyProductionKwh, 1),
      }),
      hint: t('cards.dailyProductionHint', { perKw: formatNumber(KWH_PER_KW_PER_DAY, 1) }),
      Icon: Zap,
    },
    {
      title: t('cards.annualSavings'),
      value: formatInr(SAMPLE_PLANT.annualSavings),
      hint: t('cards.annualSavingsHint', { rate: formatNumber(SAMPLE_PLANT.rupeesPerUnit) }),
      Icon: IndianRupee,
    },
    {
      title: t('cards.co2Saved'),
      value: t('cards.co2SavedValue', { value: formatNumber(SAMPLE_PLANT.co2TonnesPerYear, 1) }),
      hint: t('cards.co2SavedHint'),
      Icon: Leaf,
    },
  ];
  return <StatCards stats={cards} label={t('cards.label')} />;
}
