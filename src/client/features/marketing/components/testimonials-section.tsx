import { useTranslation } from 'react-i18next';
import { testimonials } from '../../../../shared/content/testimonials.ts';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { Section, SectionHeading } from './section.tsx';
import { TestimonialCard } from './testimonial-card.tsx';

/**
 * What Our Customers Say: a grid from medium screens up, a swipeable carousel below. Both are
 * in the HTML and CSS shows one, so the prerendered page and the hydrated one always agree.
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
      <ul className="hidden gap-6 md:grid md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li key={testimonials[index]?.id}>{card}</li>
        ))}
      </ul>
      <div className="md:hidden">
        <Carousel
          slides={cards}
          labels={{
            carousel: t('testimonials.carouselLabel'),
            previous: t('testimonials.previous'),
            next: t('testimonials.next'),
            slide: (position, total) => t('testimonials.slide', { position, total }),
            goTo: (position) => t('testimonials.goTo', { position }),
          }}
        />
      </div>
    </Section>
  );
}
