import { ArrowDown, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { paths } from '#shared/paths.ts';
import { CALCULATOR_SECTION_ID } from '../lib/calculator-section.ts';

/** The page's opening band: its h1 and the two ways on (talk to us, or calculate). */
export function SustainabilityHero() {
  const { t } = useTranslation('sustainability');
  return (
    <section
      aria-labelledby="sustainability-hero-title"
      className="relative overflow-hidden bg-navy-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-sun-500/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-48 -left-32 size-96 rounded-full bg-leaf-600/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <p className="mb-4 text-sm font-semibold tracking-wider text-sun-300 uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1
          id="sustainability-hero-title"
          className="max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-300">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.contact} className={buttonClass('primary', 'lg')}>
            {t('hero.contact')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <a
            href={`#${CALCULATOR_SECTION_ID}`}
            className={cn(
              'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-7 text-base font-semibold',
              'border border-white/40 text-white transition-colors hover:bg-white/10',
            )}
          >
            {t('hero.calculator')}
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      </div>
    </section>
  );
}
