import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { Section, SectionHeading } from './section.tsx';
import { ServicesGrid, type ServicesGridProps } from './services-grid.tsx';

export function HomeServices({ renderReactions }: ServicesGridProps) {
  const { t } = useTranslation('home');
  return (
    <Section labelledBy="home-services-title">
      <SectionHeading
        id="home-services-title"
        eyebrow={t('services.eyebrow')}
        title={t('services.heading')}
        subtitle={t('services.subtitle')}
      />
      <ServicesGrid renderReactions={renderReactions} />
      <div className="mt-12 text-center">
        <Link
          to={paths.services}
          className={`${buttonClass('outline', 'lg')} icon-end i-arrow-right after:size-5`}
        >
          {t('services.viewAll')}
        </Link>
      </div>
    </Section>
  );
}
