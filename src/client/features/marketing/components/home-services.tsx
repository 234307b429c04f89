import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
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
        <Link to={paths.services} className={buttonClass('outline', 'lg')}>
          {t('services.viewAll')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </Section>
  );
}
