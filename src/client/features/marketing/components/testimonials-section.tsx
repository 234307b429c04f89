import { useTranslation } from 'react-i18next';
import { Carousel } from '#client/components/ui/carousel.tsx';
import { testimonials } from '#shared/content/testimonials.ts';
import { Section, SectionHeading } from './section.tsx';
import { TestimonialCard } from './testimonial-card.tsx';

/**
 * What Our Customers Say: a swipeable carousel on small screens that is a grid from medium
 * screens up. One set of cards serves both (CSS and the carousel's breakpoint switch), so the
 * prerendered page and the hydrated one always agree and the cards are in the HTML once.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const cards = testimonials.map((testimonial) => (
    <TestimonialCard key={testimonial.id} testimonial={testimonial} />
  ));
  return (
    <Section labelledBy="testimonials-title" tone="cream">
      <SectionHeading
        id="testimonials-title"
        title={t('testimonials.heading')}
        subtitle={t('testimonials.subtitle')}
      />
      <Carousel
        gridFromMd
        slides={cards}
        labels={{
          carousel: t('testimonials.carouselLabel'),
          previous: t('testimonials.previous'),
          next: t('testimonials.next'),
          slide: (position, total) => t('testimonials.slide', { position, total }),
          goTo: (position) => t('testimonials.goTo', { position }),
        }}
      />
    </Section>
  );
}
