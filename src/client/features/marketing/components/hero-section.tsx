import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { paths } from '#shared/paths.ts';

const HIGHLIGHTS = ['upfront', 'term', 'warranty'] as const;

/** The home page's opening band: the promise, the two calls to action and the rooftop picture. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-navy-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(245_158_11/0.22),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          {/* Not upper-cased like other eyebrows: it carries units (kW, MW). */}
          <p className="mb-5 inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-sun-300 ring-1 ring-white/15">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-300">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.contact}
              className={cn(buttonClass('primary', 'lg'), 'icon-end i-arrow-right after:size-5')}
            >
              {t('hero.contactUs')}
            </Link>
            <Link
              to={paths.services}
              className={cn(
                'inline-flex h-12 items-center justify-center rounded-lg px-7 text-base font-semibold',
                'border border-white/40 text-white transition-colors hover:bg-white/10',
              )}
            >
              {t('hero.ourServices')}
            </Link>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-slate-200 sm:grid-cols-3">
            {HIGHLIGHTS.map((key) => (
              <li
                key={key}
                className="icon i-circle-check flex items-center gap-2 before:size-5 before:text-sun-400"
              >
                {t(`hero.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="overflow-hidden rounded-3xl bg-navy-800 shadow-2xl ring-1 ring-white/10">
          <Illustration
            id="hero-rooftop"
            alt={t('hero.imageAlt')}
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
