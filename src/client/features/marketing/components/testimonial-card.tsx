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
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <SpriteIcon icon={Quote} className="size-8 text-sun-500" />
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>{testimonial.content[lang]}</p>
      </blockquote>

      <div className="mt-6 rounded-xl bg-leaf-50 p-4">
        <p className="text-xs font-semibold tracking-wider text-leaf-700 uppercase">
          {t('testimonials.solarImpact')}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div>
            <dt className="flex items-center gap-1 text-xs text-slate-600">
              <SpriteIcon icon={Zap} className="size-3.5 text-sun-700" />
              {t('testimonials.systemSize')}
            </dt>
            <dd className="mt-0.5 text-lg font-bold text-navy-900">
              {t('testimonials.systemSizeValue', { value: formatNumber(capacityKW) })}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-xs text-slate-600">
              <SpriteIcon icon={IndianRupee} className="size-3.5 text-sun-700" />
              {t('testimonials.monthlySavings')}
            </dt>
            <dd className="mt-0.5 text-lg font-bold text-navy-900">{formatInr(monthlySavings)}</dd>
          </div>
        </dl>
      </div>

      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-900 font-semibold text-sun-300"
        >
          {initials(name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-navy-900">{name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role[lang]}</span>
          <span className="flex items-center gap-1 text-sm text-slate-600">
            <SpriteIcon icon={MapPin} className="size-3.5 shrink-0" />
            {testimonial.location[lang]}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
