import { ChevronUp, Star } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import type { Service } from '#shared/content/services.ts';
import { paths, serviceHref } from '#shared/paths.ts';

/** Key features shown before the card is expanded. */
const FEATURES_PREVIEW = 3;

const textButtonClass =
  'inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline';

export type ServiceCardProps = {
  service: Service;
  /** The card's reaction bar, composed in by the page (features do not import each other). */
  reactions?: ReactNode;
  /** 'eager' for a card at the top of its page, whose picture is the page's largest paint. */
  imageLoading?: 'eager' | 'lazy';
};

export function ServiceCard({ service, reactions, imageLoading = 'lazy' }: ServiceCardProps) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const detailsId = useId();
  const title = service.title[lang];
  const features = expanded ? service.keyFeatures : service.keyFeatures.slice(0, FEATURES_PREVIEW);

  const collapse = () => {
    setExpanded(false);
    toggleRef.current?.focus();
  };

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="aspect-[4/3] overflow-hidden bg-navy-50">
        <Illustration
          id={service.image}
          alt={t('card.imageAlt', { title })}
          loading={imageLoading}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-navy-900">{title}</h3>
        <p className="mt-3 leading-relaxed text-slate-600">{service.shortDescription[lang]}</p>

        <h4 className="mt-6 text-sm font-semibold tracking-wider text-navy-700 uppercase">
          {t('card.keyFeatures')}
        </h4>
        <ul className="mt-3 space-y-2">
          {features.map((feature) => (
            <li key={feature.en} className="check-item icon i-circle-check">
              {feature[lang]}
            </li>
          ))}
        </ul>

        {/* In the page only when open: a closed card's details are neither seen nor read, and
            every card carrying them hidden made the home page's HTML and DOM heavier
            (decision 031). */}
        {expanded && (
          <div id={detailsId} className="mt-6 space-y-6">
            <p className="leading-relaxed text-slate-700">{service.description[lang]}</p>
            <div className="rounded-xl bg-sun-50 p-4">
              <h4 className="flex items-center gap-2 text-sm font-semibold text-navy-900">
                <Star aria-hidden="true" className="size-4 text-sun-700" />
                {t('card.mostPopular')}
              </h4>
              <ul className="mt-3 flex flex-wrap gap-2">
                {service.popular.map((item) => (
                  <li
                    key={item.en}
                    className="rounded-full bg-white px-3 py-1 text-sm text-navy-800 ring-1 ring-sun-300"
                  >
                    {item[lang]}
                  </li>
                ))}
              </ul>
            </div>
            <button type="button" className={textButtonClass} onClick={collapse}>
              <ChevronUp aria-hidden="true" className="size-4" />
              {t('card.showLess')}
            </button>
          </div>
        )}

        <button
          ref={toggleRef}
          type="button"
          className={cn(
            textButtonClass,
            'mt-4 self-start icon-end i-chevron-down after:transition-transform',
            expanded && 'after:rotate-180',
          )}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('card.hideDetails') : t('card.viewDetails')}
        </button>

        {reactions && <div className="mt-4">{reactions}</div>}

        <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row">
          <Link
            to={paths.contact}
            aria-label={t('card.getQuoteFor', { title })}
            className={cn(buttonClass('primary', 'md'), 'sm:flex-1')}
          >
            {t('card.getQuote')}
          </Link>
          <Link
            to={serviceHref(service.id)}
            className={cn(buttonClass('outline', 'md'), 'sm:flex-1 icon-end i-arrow-right')}
          >
            {/* The full name is the link's text, so crawlers and screen readers both get it. */}
            <span className="sr-only">{t('card.learnMoreAbout', { title })}</span>
            <span aria-hidden="true">{t('card.learnMore')}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
