import { Eye, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { about, statValue } from '#shared/content/about.ts';
import { initials } from '#shared/content/testimonials.ts';
import { catalogueIcons } from './icons.ts';
import { Section, SectionHeading } from './section.tsx';

/** Our Story beside the team picture, then mission and vision. */
export function AboutStory() {
  const { t } = useTranslation('about');
  const lang = useLanguage();
  return (
    <Section labelledBy="story-title">
      <div className="grid items-start gap-12 lg:grid-cols-2">
        <div>
          <h2
            id="story-title"
            className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {t('storyHeading')}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-600">
            {about.story.map((paragraph) => (
              <p key={paragraph.en}>{paragraph[lang]}</p>
            ))}
          </div>
        </div>
        <div className="overflow-hidden rounded-3xl bg-navy-50 shadow-lg">
          <Illustration
            id={about.image}
            alt={t('imageAlt')}
            loading="eager"
            className="h-auto w-full"
          />
        </div>
      </div>
      <div className="mt-16 grid gap-6 md:grid-cols-2">
        <Card className="p-8">
          <Target aria-hidden="true" className="size-8 text-sun-700" />
          <h3 className="mt-4 text-xl font-bold text-navy-900">{t('missionHeading')}</h3>
          <p className="mt-3 leading-relaxed text-slate-600">{about.mission[lang]}</p>
        </Card>
        <Card className="p-8">
          <Eye aria-hidden="true" className="size-8 text-sun-700" />
          <h3 className="mt-4 text-xl font-bold text-navy-900">{t('visionHeading')}</h3>
          <p className="mt-3 leading-relaxed text-slate-600">{about.vision[lang]}</p>
        </Card>
      </div>
    </Section>
  );
}

export function AboutStats() {
  const { t } = useTranslation('about');
  const lang = useLanguage();
  return (
    <section aria-labelledby="stats-title" className="bg-navy-900">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="stats-title" className="sr-only">
          {t('statsHeading')}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {about.stats.map((stat) => (
            <div key={stat.id} className="flex flex-col">
              <dt className="mt-2 text-sm text-slate-300">{stat.label[lang]}</dt>
              <dd className="order-first text-4xl font-extrabold text-sun-400">
                {statValue(stat, lang)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function AboutValues() {
  const { t } = useTranslation('about');
  const lang = useLanguage();
  return (
    <Section labelledBy="values-title" tone="cream">
      <SectionHeading id="values-title" eyebrow={t('valuesEyebrow')} title={t('valuesHeading')} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {about.values.map((value) => {
          return (
            <li key={value.id}>
              <Card className="h-full p-6">
                <span
                  className={`icon ${catalogueIcons[value.icon]} inline-flex size-12 items-center justify-center rounded-xl bg-leaf-50 text-leaf-700 before:size-6`}
                />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{value.title[lang]}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">
                  {value.description[lang]}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function AboutLeadership() {
  const { t } = useTranslation('about');
  const lang = useLanguage();
  return (
    <Section labelledBy="leadership-title">
      <SectionHeading
        id="leadership-title"
        eyebrow={t('leadershipEyebrow')}
        title={t('leadershipHeading')}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {about.leadership.map((leader) => (
          <li key={leader.id}>
            <Card className="h-full p-8">
              <span
                aria-hidden="true"
                className="inline-flex size-16 items-center justify-center rounded-full bg-navy-900 text-xl font-bold text-sun-300"
              >
                {initials(leader.name[lang])}
              </span>
              <h3 className="mt-5 text-lg font-bold text-navy-900">{leader.name[lang]}</h3>
              <p className="text-sm font-medium text-sun-700">{leader.role[lang]}</p>
              <p className="mt-4 text-sm leading-relaxed text-slate-600">{leader.bio[lang]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
