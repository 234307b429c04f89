import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The notice a pending partner sees wherever they could otherwise add leads. */
export function AwaitingApproval() {
  const { t } = useTranslation('partners');
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-sun-300 bg-sun-50 p-4 text-slate-800"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-700" />
      <div>
        <p className="font-semibold text-navy-900">{t('awaiting.title')}</p>
        <p className="mt-1 text-sm">{t('awaiting.text')}</p>
      </div>
    </div>
  );
}
