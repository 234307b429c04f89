import { FileUp, IndianRupee, ListChecks, type LucideIcon, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REWARD_RUPEES_PER_KW } from '#shared/earnings.ts';
import { formatInr } from '#shared/format.ts';

const BENEFITS: { key: 'refer' | 'track' | 'upload' | 'earn'; icon: LucideIcon }[] = [
  { key: 'refer', icon: Users },
  { key: 'track', icon: ListChecks },
  { key: 'upload', icon: FileUp },
  { key: 'earn', icon: IndianRupee },
];

/** The Partner Portal's opening: what the referral programme is and what a partner gets. */
export function ProgrammeIntro() {
  const { t } = useTranslation('partners');
  return (
    <section className="bg-navy-900 text-white" aria-labelledby="partner-portal-heading">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <p className="text-sm font-semibold tracking-wide text-sun-300 uppercase">
          {t('portal.eyebrow')}
        </p>
        <h1 id="partner-portal-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          {t('portal.heading')}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-navy-100">{t('portal.intro')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <Icon aria-hidden="true" className="size-7 text-sun-400" />
              <h2 className="mt-3 text-lg font-semibold">{t(`portal.benefits.${key}.title`)}</h2>
              <p className="mt-1 text-sm text-navy-100">
                {t(`portal.benefits.${key}.text`, { amount: formatInr(REWARD_RUPEES_PER_KW) })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
