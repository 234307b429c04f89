import { useTranslation } from 'react-i18next';
import { findService } from '../../shared/content/services.ts';
import { CtaBand } from '../features/marketing/components/cta-band.tsx';
import { PageHeader } from '../features/marketing/components/page-header.tsx';
import { PartnerCarousel } from '../features/marketing/components/partner-carousel.tsx';
import { Section, SectionHeading } from '../features/marketing/components/section.tsx';
import { ServiceCard } from '../features/marketing/components/service-card.tsx';
import { ServicesGrid } from '../features/marketing/components/services-grid.tsx';
import { TopRated } from '../features/reactions/components/top-rated.tsx';
import { serviceReactions } from './reaction-slots.tsx';

function renderTopService(id: number) {
  const service = findService(id);
  return service ? (
    <ServiceCard service={service} reactions={serviceReactions(service.id)} imageLoading="eager" />
  ) : null;
}

/** Services: top-rated services, every service card, the partner carousel. */
export default function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        subtitle={t('page.subtitle')}
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <TopRated entityType="service" renderItem={renderTopService} />
      </div>
      <Section labelledBy="all-services-title">
        <SectionHeading id="all-services-title" title={t('page.allServices')} align="start" />
        <ServicesGrid renderReactions={serviceReactions} eagerFirst />
      </Section>
      <PartnerCarousel heading={t('page.partnersHeading')} tone="cream" />
      <div className="pt-16 lg:pt-24">
        <CtaBand
          id="services-cta-title"
          heading={t('page.ctaHeading')}
          text={t('page.ctaText')}
          action={t('page.ctaButton')}
        />
      </div>
    </>
  );
}
