import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/lib/use-language.ts';
import { initials, type Testimonial } from '#shared/content/testimonials.ts';
import { formatInr, formatNumber } from '#shared/format.ts';

/**
 * One customer's story. Its quote mark, icons and initials are painted by the `testimonial`
 * classes of app.css (decision 031): the home page shows twelve of these cards.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const name = testimonial.name[lang];
  const { capacityKW, monthlySavings } = testimonial.impacts;
  return (
    <figure className="testimonial icon i-quote">
      <blockquote>{testimonial.content[lang]}</blockquote>

      <div className="testimonial-impact">
        {t('testimonials.solarImpact')}
        <dl>
          <dt className="icon i-zap">{t('testimonials.systemSize')}</dt>
          <dd>{t('testimonials.systemSizeValue', { value: formatNumber(capacityKW) })}</dd>
          <dt className="icon i-indian-rupee">{t('testimonials.monthlySavings')}</dt>
          <dd>{formatInr(monthlySavings)}</dd>
        </dl>
      </div>

      <figcaption data-initials={initials(name)}>
        <span>{name}</span>
        {testimonial.role[lang]}
        <span className="icon i-map-pin">{testimonial.location[lang]}</span>
      </figcaption>
    </figure>
  );
}
