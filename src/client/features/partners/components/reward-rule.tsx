import { IndianRupee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REWARD_RUPEES_PER_KW } from '#shared/earnings.ts';
import { formatInr } from '#shared/format.ts';

/** The one reward rule, stated from the constant the server computes with. */
export function RewardRule() {
  const { t } = useTranslation('partners');
  return (
    <p className="flex items-start gap-2 rounded-xl border border-sun-300 bg-sun-50 p-4 text-sm text-slate-800">
      <IndianRupee aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sun-700" />
      <span>{t('earnings.rule', { amount: formatInr(REWARD_RUPEES_PER_KW) })}</span>
    </p>
  );
}
