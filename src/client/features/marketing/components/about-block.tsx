import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { about, statValue } from '#shared/content/about.ts';
import { paths } from '#shared/paths.ts';
import { Section } from './section.tsx';

/** The home page's short introduction to the company, with its figures. */
export function AboutBlock() {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const [firstParagraph] = about.story;
  return (
    <Section labelledBy="about-block-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="overflow-hidden rounded-3xl bg-navy-50 shadow-lg">
          <Illustration id={about.image} alt={t('aboutBlock.imageAlt')} className="h-auto w-full" />
        </div>
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-sun-700 uppercase">
            {t('aboutBlock.eyebrow')}
          </p>
          <h2
            id="about-block-title"
            className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl"
          >
            {t('aboutBlock.heading')}
          </h2>
          {firstParagraph && (
            <p className="mt-5 text-lg leading-relaxed text-slate-600">{firstParagraph[lang]}</p>
          )}
          <figure className="mt-6 border-l-4 border-sun-500 pl-4">
            <figcaption className="text-sm font-semibold text-navy-900">
              {t('aboutBlock.missionLabel')}
            </figcaption>
            <blockquote className="mt-1 text-slate-700">{about.mission[lang]}</blockquote>
          </figure>
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {about.stats.map((stat) => (
              <div key={stat.id} className="flex flex-col rounded-xl bg-navy-50 p-4">
                <dt className="text-xs text-slate-600">{stat.label[lang]}</dt>
                <dd className="order-first text-2xl font-bold text-navy-900">
                  {statValue(stat, lang)}
                </dd>
              </div>
            ))}
          </dl>
          <Link
            to={paths.about}
            className={`${buttonClass('secondary', 'md')} icon-end i-arrow-right mt-8`}
          >
            {t('aboutBlock.cta')}
          </Link>
        </div>
      </div>
    </Section>
  );
}
