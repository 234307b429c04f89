import { useTranslation } from 'react-i18next';
import { findService } from '#shared/content/services.ts';
import { serviceHref } from '#shared/paths.ts';
import { CtaBand } from '../features/marketing/components/cta-band.tsx';
import { PageHeader } from '../features/marketing/components/page-header.tsx';
import { RankedLink } from '../features/marketing/components/ranked-link.tsx';
import { Section, SectionHeading } from '../features/marketing/components/section.tsx';
import { ServicesGrid } from '../features/marketing/components/services-grid.tsx';
import { TopRated } from '../features/reactions/components/top-rated.tsx';
import { lazyWhenNear } from '../lib/lazy-when-near.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { serviceReactions } from './reaction-slots.tsx';

// Below the service cards: the logo carousel hydrates when a visitor nears its heading.
const PartnerCarousel = lazyWhenNear('partners-title', () =>
  import('../features/marketing/components/partner-carousel.tsx').then((m) => m.PartnerCarousel),
);

function TopService({ id, points, rank }: { id: number; points: number; rank: number }) {
  const lang = useLanguage();
  const service = findService(id);
  return service ? (
    <RankedLink rank={rank} title={service.title[lang]} points={points} to={serviceHref(id)} />
  ) : null;
}

const renderTopService = (id: number, points: number, rank: number) => (
  <TopService id={id} points={points} rank={rank} />
);

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
