import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { paths } from '#shared/paths.ts';

/** The closing call to action: talk to us. */
export function ImpactCta() {
  const { t } = useTranslation('sustainability');
  return (
    <section aria-labelledby="impact-cta-title" className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="impact-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {t('cta.heading')}
          </h2>
          <p className="mt-3 text-lg text-slate-300">{t('cta.text')}</p>
        </div>
        <Link to={paths.contact} className={buttonClass('primary', 'lg')}>
          {t('cta.button')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
