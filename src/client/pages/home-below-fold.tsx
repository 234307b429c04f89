import { AboutBlock } from '../features/marketing/components/about-block.tsx';
import { CompanyInfo } from '../features/marketing/components/company-info.tsx';
import { HomeProjects } from '../features/marketing/components/home-projects.tsx';
import { HomeServices } from '../features/marketing/components/home-services.tsx';
import { PartnerCarousel } from '../features/marketing/components/partner-carousel.tsx';
import { ProcessSection } from '../features/marketing/components/process-section.tsx';
import { TestimonialsSection } from '../features/marketing/components/testimonials-section.tsx';
import { projectReactions, serviceReactions } from './reaction-slots.tsx';

/**
 * The home page's sections below the fold, in the spec's order. One lazy chunk: the
 * prerendered HTML shows them at once, and their code (catalogue text, carousels, reactions)
 * hydrates after the first screen is interactive.
 */
export default function HomeBelowFold() {
  return (
    <>
      <AboutBlock />
      <CompanyInfo tone="cream" />
      <HomeServices renderReactions={serviceReactions} />
      <HomeProjects renderReactions={projectReactions} />
      <ProcessSection />
      <PartnerCarousel />
      <TestimonialsSection />
    </>
  );
}
