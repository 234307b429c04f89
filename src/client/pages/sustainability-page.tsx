import { useTranslation } from 'react-i18next';
import { ImpactCta } from '../features/sustainability/components/impact-cta.tsx';
import { LiveCounter } from '../features/sustainability/components/live-counter.tsx';
import { SectionBand } from '../features/sustainability/components/section-band.tsx';
import { SustainabilityHero } from '../features/sustainability/components/sustainability-hero.tsx';
import { CALCULATOR_SECTION_ID } from '../features/sustainability/lib/calculator-section.ts';
import { lazyWhenNear } from '../lib/lazy-when-near.tsx';

// The hero and the live counter make the first screen; the three parts below them, most of the
// page's elements and code (the walkthrough, the stories' carousel, the calculator with its
// chart), hydrate only when a visitor nears each band. The ids are the bands' own.
const InstallationWalkthrough = lazyWhenNear('walkthrough-title', () =>
  import('../features/sustainability/components/installation-walkthrough.tsx').then(
    (m) => m.InstallationWalkthrough,
  ),
);
const SustainabilityTestimonials = lazyWhenNear('stories-title', () =>
  import('../features/sustainability/components/sustainability-testimonials.tsx').then(
    (m) => m.SustainabilityTestimonials,
  ),
);
const SavingsCalculator = lazyWhenNear(CALCULATOR_SECTION_ID, () =>
  import('../features/sustainability/components/savings-calculator.tsx').then(
    (m) => m.SavingsCalculator,
  ),
);

/** Environmental Impact (/sustainability): SPEC section 2, with the calculator of section 9. */
export default function SustainabilityPage() {
  const { t } = useTranslation('sustainability');
  return (
    <>
      <SustainabilityHero />
      <SectionBand
        name="live-impact"
        eyebrow={t('counter.eyebrow')}
        title={t('counter.heading')}
        subtitle={t('counter.subtitle')}
      >
        <LiveCounter />
      </SectionBand>
      <SectionBand
        name="walkthrough"
        tone="cream"
        eyebrow={t('walkthrough.eyebrow')}
        title={t('walkthrough.heading')}
        subtitle={t('walkthrough.subtitle')}
      >
        <InstallationWalkthrough />
      </SectionBand>
      <SectionBand
        name="stories"
        eyebrow={t('testimonials.eyebrow')}
        title={t('testimonials.heading')}
      >
        <SustainabilityTestimonials />
      </SectionBand>
      <SectionBand
        id={CALCULATOR_SECTION_ID}
        name="calculator"
        tone="cream"
        eyebrow={t('calculator.eyebrow')}
        title={t('calculator.heading')}
        subtitle={t('calculator.subtitle')}
      >
        <SavingsCalculator />
      </SectionBand>
      <ImpactCta />
    </>
  );
}
