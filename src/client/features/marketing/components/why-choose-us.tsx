import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { features } from '#shared/content/features.ts';
import { catalogueIcons } from './icons.ts';
import { Section, SectionHeading } from './section.tsx';

/** The three feature cards: financing, brands, domestic and commercial. */
export function WhyChooseUs() {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  return (
    <Section labelledBy="why-title" tone="cream">
      <SectionHeading
        id="why-title"
        eyebrow={t('why.eyebrow')}
        title={t('why.heading')}
        subtitle={t('why.subtitle')}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {features.map((feature) => {
          return (
            <li key={feature.id}>
              <Card className="h-full p-8 transition-shadow hover:shadow-lg">
                <span
                  className={`icon ${catalogueIcons[feature.icon]} mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-sun-100 text-sun-700 before:size-7`}
                />
                <h3 className="text-xl font-semibold text-navy-900">{feature.title[lang]}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{feature.description[lang]}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
