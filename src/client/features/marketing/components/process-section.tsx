import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/lib/use-language.ts';
import { processSteps } from '#shared/content/process-steps.ts';
import { catalogueIcons } from './icons.ts';
import { Section, SectionHeading } from './section.tsx';

/** The four steps from enquiry to a working plant, each with its promised timing. */
export function ProcessSection() {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  return (
    <Section labelledBy="process-title" tone="navy">
      <SectionHeading
        id="process-title"
        eyebrow={t('process.eyebrow')}
        title={t('process.heading')}
        subtitle={t('process.subtitle')}
        onDark
      />
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute top-8 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-sun-500/0 via-sun-500 to-sun-500/0 lg:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step) => {
            return (
              <li key={step.id} className="relative flex flex-col items-center text-center">
                <span
                  className={`icon ${catalogueIcons[step.icon]} relative z-10 inline-flex size-16 items-center justify-center rounded-2xl bg-sun-500 text-navy-900 shadow-lg shadow-sun-500/20 before:size-7`}
                />
                <p className="mt-5 text-xs font-semibold tracking-wider text-sun-300 uppercase">
                  {t('process.step', { number: step.id })}
                </p>
                <h3 className="mt-1 text-xl font-semibold text-white">{step.title[lang]}</h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-300">
                  {step.description[lang]}
                </p>
                <p className="icon i-clock mt-4 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-sun-300 before:size-3.5">
                  {step.timing[lang]}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
