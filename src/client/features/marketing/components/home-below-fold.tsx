import { AboutBlock } from './about-block.tsx';
import { CompanyInfo } from './company-info.tsx';
import { HomeProjects } from './home-projects.tsx';
import { HomeServices } from './home-services.tsx';
import { PartnerCarousel } from './partner-carousel.tsx';
import { ProcessSection } from './process-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/**
 * The home page's sections below the fold, in the spec's order. One lazy chunk: the
 * prerendered HTML shows them at once, and their code (catalogue text, carousels) hydrates
 * after the first screen is interactive.
 */
export default function HomeBelowFold() {
  return (
    <>
      <AboutBlock />
      <CompanyInfo tone="cream" />
      <HomeServices />
      <HomeProjects />
      <ProcessSection />
      <PartnerCarousel />
      <TestimonialsSection />
    </>
  );
}
