import { IndianRupee, MapPin, Quote, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { initials, type Testimonial } from '../../../../shared/content/testimonials.ts';
import { formatInr, formatNumber } from '../../../../shared/format.ts';
import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

/** The icons every testimonial card repeats, for the list's IconSprite. */
export const TESTIMONIAL_ICONS = [Quote, Zap, IndianRupee, MapPin];

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const name = testimonial.name[lang];
  const { capacityKW, monthlySavings } = testimonial.impacts;
  return (
    <figure className="testimonial">
      <SpriteIcon icon={Quote} className="size-8 text-sun-500" />
      <blockquote>
        <p>{testimonial.content[lang]}</p>
      </blockquote>

      <div className="testimonial-impact">
        <p>{t('testimonials.solarImpact')}</p>
        <dl>
          <div>
            <dt>
              <SpriteIcon icon={Zap} className="size-3.5 text-sun-700" />
              {t('testimonials.systemSize')}
            </dt>
            <dd>{t('testimonials.systemSizeValue', { value: formatNumber(capacityKW) })}</dd>
          </div>
          <div>
            <dt>
              <SpriteIcon icon={IndianRupee} className="size-3.5 text-sun-700" />
              {t('testimonials.monthlySavings')}
            </dt>
            <dd>{formatInr(monthlySavings)}</dd>
          </div>
        </dl>
      </div>

      <figcaption>
        <span aria-hidden="true" className="testimonial-initials">
          {initials(name)}
        </span>
        <span className="testimonial-person">
          <span>{name}</span>
          <span>{testimonial.role[lang]}</span>
          <span>
            <SpriteIcon icon={MapPin} className="size-3.5 shrink-0" />
            {testimonial.location[lang]}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
