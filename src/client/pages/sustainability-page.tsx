import { useTranslation } from 'react-i18next';
import { ImpactCta } from '../features/sustainability/components/impact-cta.tsx';
import { InstallationWalkthrough } from '../features/sustainability/components/installation-walkthrough.tsx';
import { LiveCounter } from '../features/sustainability/components/live-counter.tsx';
import {
  CALCULATOR_SECTION_ID,
  SavingsCalculator,
} from '../features/sustainability/components/savings-calculator.tsx';
import { SectionBand } from '../features/sustainability/components/section-band.tsx';
import { SustainabilityHero } from '../features/sustainability/components/sustainability-hero.tsx';
import { SustainabilityTestimonials } from '../features/sustainability/components/sustainability-testimonials.tsx';

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
