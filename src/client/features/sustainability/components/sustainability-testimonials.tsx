import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '#client/components/ui/carousel.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { pick } from '#shared/content/localized.ts';
import {
  type SustainabilityTestimonial,
  sustainabilityTestimonials,
} from '#shared/content/sustainability-testimonials.ts';
import { formatNumber } from '#shared/format.ts';
import { AUTOPLAY_INTERVAL_MS } from '#shared/ui-timings.ts';

/** The five customers' sustainability stories, in a carousel that plays by itself. */
export function SustainabilityTestimonials() {
  const { t } = useTranslation('sustainability');
  return (
    <Carousel
      className="mx-auto max-w-4xl"
      // Paused on hover and focus by the carousel (SPEC section 9).
      autoplayMs={AUTOPLAY_INTERVAL_MS}
      loop
      slides={sustainabilityTestimonials.map((item) => (
        <TestimonialCard key={item.id} testimonial={item} />
      ))}
      labels={{
        carousel: t('testimonials.carousel'),
        previous: t('testimonials.previous'),
        next: t('testimonials.next'),
        slide: (position, total) => t('testimonials.slide', { position, total }),
        goTo: (position, total) => t('testimonials.goTo', { position, total }),
        pause: t('testimonials.pause'),
        play: t('testimonials.play'),
      }}
    />
  );
}

function TestimonialCard({ testimonial }: { testimonial: SustainabilityTestimonial }) {
  const { t } = useTranslation('sustainability');
  const language = useLanguage();
  const name = pick(testimonial.name, language);
  const { impacts } = testimonial;
  const figures = [
    ['capacity', formatNumber(impacts.capacityKW)],
    ['generation', formatNumber(impacts.annualGeneration)],
    ['co2', formatNumber(impacts.co2Reduction, 1)],
    ['trees', formatNumber(impacts.treesEquivalent)],
  ] as const;

  return (
    <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <Quote aria-hidden className="size-10 text-sun-500" />
      <blockquote className="mt-4 flex-1 text-lg text-pretty text-slate-700 sm:text-xl">
        <p>{pick(testimonial.quote, language)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
        >
          {initials(name)}
        </span>
        <span>
          <span className="block font-semibold text-navy-900">{name}</span>
          <span className="block text-sm text-slate-600">
            {pick(testimonial.company, language)} · {pick(testimonial.location, language)}
          </span>
        </span>
      </figcaption>
      <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-slate-100 pt-6 sm:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs font-medium text-slate-600">{t(`testimonials.${key}`)}</dt>
            <dd className="mt-1 font-bold text-leaf-700">
              {t(`testimonials.${key}Value`, { value })}
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

/** "Dr. Shalini Menon" → "SM": the first letters of the first and last names, skipping titles. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 0 && !word.endsWith('.'));
  const letters = [words[0], words.at(-1)].filter(Boolean).map((word) => Array.from(word ?? '')[0]);
  return letters.join('').toUpperCase();
}
