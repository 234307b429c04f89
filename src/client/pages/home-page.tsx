import { HeroSection } from '../features/marketing/components/hero-section.tsx';
import { WelcomeSection } from '../features/marketing/components/welcome-section.tsx';
import { WhyChooseUs } from '../features/marketing/components/why-choose-us.tsx';
import { withTexts } from '../i18n/i18n.ts';
import { lazyWhenNear } from '../lib/lazy-when-near.tsx';

// Each part's group of texts is also listed with the home route (routes.tsx) for the prerenderer.
// Below the fold: prerendered into the HTML like the rest, but their code and texts (catalogue
// text, carousels, reactions) load only when a visitor comes near the first of them, the about
// block (its heading's id): a visitor who reads the first screen and leaves never downloads them.
const HomeBelowFold = lazyWhenNear('about-block-title', () =>
  withTexts(() => import('./home-below-fold.tsx'), 'homeBelowFold').then((m) => m.default),
);
// The two forms (newsletter, contact) stay prerendered HTML until a visitor scrolls near them:
// their code (zod, react-hook-form, the verification step) and texts are not part of the first
// load. The ids are those of the two components' <section> elements.
const NewsletterBand = lazyWhenNear('newsletter', () =>
  withTexts(
    () => import('../features/newsletter/components/newsletter-band.tsx'),
    'newsletter',
  ).then((m) => m.NewsletterBand),
);
const HomeContactSection = lazyWhenNear('contact', () =>
  withTexts(() => import('./home-contact-section.tsx'), 'contact').then((m) => m.default),
);

/**
 * Home: every section of SPEC section 2, in the spec's order: hero, welcome, why choose us,
 * about, company information, services, projects, process, partners, testimonials,
 * newsletter, contact.
 */
export default function HomePage() {
  return (
    <div className="sections-drawn-when-near">
      <HeroSection />
      <WelcomeSection />
      <WhyChooseUs />
      <HomeBelowFold />
      <NewsletterBand />
      <HomeContactSection />
    </div>
  );
}
