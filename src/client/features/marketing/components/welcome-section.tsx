import { useTranslation } from 'react-i18next';
import { Section } from './section.tsx';

export function WelcomeSection() {
  const { t } = useTranslation('home');
  return (
    <Section labelledBy="welcome-title" className="text-center">
      <p className="mb-3 text-sm font-semibold tracking-wider text-sun-700 uppercase">
        {t('welcome.eyebrow')}
      </p>
      <h2
        id="welcome-title"
        className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl"
      >
        {t('welcome.heading')}
      </h2>
      <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-slate-600">
        {t('welcome.text')}
      </p>
    </Section>
  );
}
