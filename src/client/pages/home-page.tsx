import { ContactSection } from '../features/contact/components/contact-section.tsx';
import { AboutBlock } from '../features/marketing/components/about-block.tsx';
import { CompanyInfo } from '../features/marketing/components/company-info.tsx';
import { HeroSection } from '../features/marketing/components/hero-section.tsx';
import { HomeProjects } from '../features/marketing/components/home-projects.tsx';
import { HomeServices } from '../features/marketing/components/home-services.tsx';
import { PartnerCarousel } from '../features/marketing/components/partner-carousel.tsx';
import { ProcessSection } from '../features/marketing/components/process-section.tsx';
import { TestimonialsSection } from '../features/marketing/components/testimonials-section.tsx';
import { WelcomeSection } from '../features/marketing/components/welcome-section.tsx';
import { WhyChooseUs } from '../features/marketing/components/why-choose-us.tsx';
import { NewsletterBand } from '../features/newsletter/components/newsletter-band.tsx';

/** Home: every section of SPEC section 2, in the spec's order. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <WelcomeSection />
      <WhyChooseUs />
      <AboutBlock />
      <CompanyInfo tone="cream" />
      <HomeServices />
      <HomeProjects />
      <ProcessSection />
      <PartnerCarousel />
      <TestimonialsSection />
      <NewsletterBand />
      <ContactSection />
    </>
  );
}
